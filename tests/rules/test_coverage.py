"""`python build.py coverage`: figures on the seeds, JSON shape, unknown sentences, blocking."""

import json

from dealerschoice import cli
from dealerschoice.records import Game, Rule, Source
from dealerschoice.rules.coverage import rule_coverage
from tests.rules.seeds import CATALOG, catalog

KEYS = ["games", "runnable_games", "rule_lines", "executable", "table_rules", "unknown", "unknown_sentences",
        "blocked_by_step", "per_game"]
# Football hands (#562) are scored by card points: read as typed points steps (and played),
# not unknown.
FOOTBALL = "Football hands."


def test_seed_catalog_is_fully_typed():
    coverage = rule_coverage(catalog().games)
    assert coverage.unknown == 0 and FOOTBALL not in dict(coverage.unknown_sentences)
    assert coverage.games == 82 and coverage.rule_lines == 1100
    assert coverage.executable + coverage.table_rules + coverage.unknown == coverage.rule_lines
    assert coverage.runnable_games == 82  # Pick a Partner (#494) too, since the partners of issue 17
    assert coverage.blocked == ()


def test_json_output(capsys):
    assert cli.main(["coverage", "--catalog", str(CATALOG), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert list(data) == KEYS
    assert data["unknown"] == 0 and data["games"] == 82
    assert data["blocked_by_step"] == {}
    by_id = {g["id"]: g for g in data["per_game"]}
    assert len(by_id) == 82 and by_id[494] == {"id": 494, "name": "Pick a Partner", "status": "runnable",
                                               "stopped_by": None}
    assert by_id[10] == {"id": 10, "name": "Anaconda", "status": "runnable", "stopped_by": None}


def test_text_output_names_blocked_games(capsys):
    assert cli.main(["coverage", "--catalog", str(CATALOG)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("82 games, 82 runnable\n1100 rule lines:")
    assert "Pick a Partner" not in out


def test_missing_catalog_is_a_located_error(tmp_path, capsys):
    assert cli.main(["coverage", "--catalog", str(tmp_path / "nope")]) == 1
    assert "does not exist" in capsys.readouterr().err


def make(id, *rules):
    return Game(id, f"G{id}", (), (), tuple(Rule(n, t, n) for n, t in enumerate(rules, 1)), None, Source("t", 1))


def test_unknown_sentences_are_counted_by_rule_line_most_first():
    games = [make(1, "Deal five cards down to each player.", "Everybody sings.", "Hop twice."),
             make(2, "Everybody sings. Showdown, high hand wins.")]
    data = rule_coverage(games).as_json()
    assert data["unknown_sentences"] == [["Everybody sings.", 2], ["Hop twice.", 1]]
    assert (data["rule_lines"], data["executable"], data["unknown"], data["runnable_games"]) == (4, 1, 3, 0)


def test_a_non_blocking_table_rule_keeps_the_game_runnable(tmp_path, capsys):
    folder = tmp_path / "games"
    folder.mkdir()
    (folder / "a.txt").write_text(
        "Talky (#5)\n\nRules:\n\n1. Deal five cards down to each player.\n"
        "2. If you say the word 'ace,' you must pay max bet to the pot.\n3. Showdown, high hand wins.\n\n"
        "Parent: Root Game (#0)\n", encoding="utf-8")
    assert cli.main(["coverage", "--catalog", str(tmp_path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert (data["runnable_games"], data["table_rules"], data["executable"]) == (1, 1, 2)
