"""`python build.py play`: text with suit symbols, JSON, errors that say what to do."""

from __future__ import annotations

import json

import pytest

from dealerschoice.cli import main
from tests.rules.corpus import CORPUS, SKIP_REASON, present


def run(capsys, *args):
    code = main(["play", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_prints_the_hand_rule_by_rule_with_suit_symbols(capsys):
    code, out, _ = run(capsys, "Anaconda", "--players", "3", "--seed", "2")
    assert code == 0
    assert out.startswith("Anaconda (#10): 3 players, seed 2")
    assert 'python build.py play Anaconda --seed 2 --players 3' in out
    assert "Rule 2: P1 passes" in out and "Rule 16: Showdown" in out
    assert any(s in out for s in "♠♥♦♣")
    assert "Result:" in out


def test_same_seed_same_output(capsys):
    first = run(capsys, "#10", "--seed", "5")[1]
    assert run(capsys, "pass the trash", "--seed", "5")[1] == first  # an alias names the same game
    assert run(capsys, "#10", "--seed", "5")[1] == first
    assert run(capsys, "#10", "--seed", "6")[1] != first


def test_alias_and_id_and_json(capsys):
    code, out, _ = run(capsys, "Showdownburn", "--json", "--players", "4")
    assert code == 0
    data = json.loads(out)
    assert data["game"] == {"id": 180, "name": "Cut it Off"}
    assert data["players"] == 4 and data["events"][0]["table"]["pot"] == 4
    assert sum(data["amounts"].values()) == -data["carried"]
    assert data["command"] == "python build.py play 'Cut it Off' --seed 1 --players 4"


def test_unknown_game_is_a_usage_error_with_did_you_mean(capsys):
    code, _, err = run(capsys, "Anacnda")
    assert code == 2
    assert 'no game "Anacnda"' in err and 'did you mean "Anaconda (#10)"' in err


@pytest.mark.skipif(not present(), reason=SKIP_REASON)
def test_a_game_that_cannot_run_names_its_file_line_and_rule(capsys):
    # every seed game runs (Pick a Partner since issue 17): a corpus game that cannot
    code, _, err = run(capsys, "Jack the Shifter", "--catalog", str(CORPUS))
    assert code == 1
    assert "corpus/games/stud-07-card.txt:2264:" in err
    assert '"Jack the Shifter (#615)" cannot be simulated: rule 3 stops it' in err


def test_too_many_players_is_a_usage_error(capsys):
    code, _, err = run(capsys, "Henway", "--players", "7")
    assert code == 2
    assert "--players 7" in err and "takes 2 to" in err
