"""The numbered-rule reader and writer on the seed catalog and on hand-made edge cases."""

from __future__ import annotations

from pathlib import Path

import pytest

from dealerschoice.load.numbered import parse_catalog
from dealerschoice.load.writer import PARENT, format_catalog, part_lines
from dealerschoice.records import CatalogFile, Game, GameRef, Rule, Source

ROOT = Path(__file__).resolve().parents[2]
SEED_FILES = sorted((ROOT / "catalog" / "games").glob("*.txt"))


def read(path: Path) -> str:
    return path.read_bytes().decode("utf-8")


def parse(text: str):
    return parse_catalog(text, "games/t.txt")


@pytest.mark.parametrize("path", SEED_FILES, ids=lambda p: p.name)
def test_seed_files_round_trip_byte_identical_from_fields(path):
    text = read(path)
    file, problems = parse_catalog(text, str(path))
    assert problems == []
    assert file.layout.raw == {}  # every line was written from a field, none kept as written
    assert format_catalog(file).encode("utf-8") == path.read_bytes()


@pytest.mark.parametrize("path", SEED_FILES, ids=lambda p: p.name)
def test_seed_fields_equal_the_text_at_their_lines(path):
    lines = read(path).split("\n")
    file, _ = parse_catalog(read(path), str(path))
    parents = part_lines(file, PARENT)
    for index, game in enumerate(file.games):
        assert lines[game.source.line - 1] == f"{game.name} (#{game.id})"
        for rule in game.rules:
            assert lines[rule.line - 1] == f"{rule.number}. {rule.text}"
        assert lines[parents[index] - 1] == f"Parent: {game.parent.name} (#{game.parent.id})"


def test_seed_counts_and_every_game_complete():
    games = [g for path in SEED_FILES for g in parse_catalog(read(path), str(path))[0].games]
    assert len(games) == 82
    assert len({g.id for g in games}) == 82
    assert sum(len(g.rules) for g in games) == 1100
    assert sum(1 for g in games if g.aliases) == 17
    assert all(g.tags and g.rules and g.parent for g in games)
    assert all([r.number for r in g.rules] == list(range(1, len(g.rules) + 1)) for g in games)


def test_seed_traps_children_heading_and_parent_line():
    text = read(ROOT / "catalog" / "games" / "guts.txt")
    file, _ = parse(text)
    first, second = file.games[:2]
    # "Cut it Off" ends with an empty "Children:"; the header after it is the next game.
    assert first.name == "Cut it Off" and first.parent == GameRef(3, "Seven Card Stud")
    assert (second.name, second.id) == ("Three Five Seven", 342)
    assert second.parent == GameRef(6, "Three Card Guts")
    assert all(g.name not in {"Seven Card Stud", "Three Card Guts"} for g in file.games)


def test_names_with_parentheses_apostrophes_slashes_digits():
    text = ("Rich's (Hi/Lo) 3-5-7 II (#795)\n\nAlso known as: 3/5/7, Dad's (Big) Game.\n\n"
            "Tags: guts, high-low\n\nRules:\n\n1. Deal (three) cards\n\n"
            "Parent: Mom's 2/3 (A) (#0)\n")
    file, problems = parse(text)
    game = file.games[0]
    assert problems == []
    assert (game.id, game.name) == (795, "Rich's (Hi/Lo) 3-5-7 II")
    assert game.aliases == ("3/5/7", "Dad's (Big) Game")
    assert game.rules == (Rule(1, "Deal (three) cards", 9),)
    assert game.parent == GameRef(0, "Mom's 2/3 (A)")
    assert format_catalog(file) == text


def test_rule_without_final_period_kept_exactly():
    file, problems = parse("A (#1)\n\nRules:\n\n1. Deal  two cards\n2. Bet.\n")
    assert problems == []
    assert [r.text for r in file.games[0].rules] == ["Deal  two cards", "Bet."]


def test_no_final_newline_and_extra_blank_lines_are_kept():
    text = "\n\nA (#1)\n\n\n\nRules:\n1. Deal.\n\n\nParent: B (#2)\n\nChildren:\n\n\n\nC (#3)\n\nRules:\n\n1. Bet."
    file, problems = parse(text)
    assert problems == []
    assert [g.id for g in file.games] == [1, 3]
    assert format_catalog(file) == text


def test_a_name_that_reads_like_a_rule_is_a_header_when_a_record_follows():
    text = "7. Stud (#9)\n\nTags: stud\n\nRules:\n\n1. Deal.\n"
    file, problems = parse(text)
    assert problems == [] and file.games[0].name == "7. Stud"


def test_children_listed_under_the_heading_are_kept_and_noted():
    text = "A (#1)\n\nRules:\n\n1. Deal.\n\nChildren:\n\nB (#2)\n\nC (#3)\n\nRules:\n\n1. Bet.\n"
    file, problems = parse(text)
    assert [g.id for g in file.games] == [1, 3]
    assert [(p.line, p.severity, p.message) for p in problems] == [
        (9, "info", '"B (#2)" under "Children:" is not read; children come from the "Parent:" '
                    "lines of their own records")]
    assert format_catalog(file) == text


@pytest.mark.parametrize("text, expected", [
    ("A (#1)\n\nTags: x\n\nRules:\n\n", [(1, 'error', '"A (#1)" has no rules under "Rules:"; add numbered rules "1. …"')]),
    ("A (#1)\n\nTags: x\n", [(1, 'error', '"A (#1)" has no "Rules:" line and no rules; add "Rules:" and numbered rules "1. …"')]),
    ("A (#1)\nRules:\n1. Deal.\n2.\n", [(4, 'error', '"A (#1)": rule 2 is empty; write its sentence after "2. " or delete the line')]),
    ("A (#1)\nRules:\n1. Deal.\nParent: B (#2)\n2. Bet.\n", [(5, 'error', '"A (#1)": rule 2 comes after "Parent:"; move it up with the other rules')]),
    ("A (#1)\nTags: x\nTags: y\nRules:\n1. Deal.\n", [(3, 'error', '"A (#1)": second "Tags:" line "Tags: y"; a record has one: merge them into one line')]),
    ("A (#1)\nRules:\n1. Deal.\nDeal again.\n", [(4, 'error', '"A (#1)": unrecognised line "Deal again."; a record has only "Also known as: …", "Tags: …", "Rules:", numbered rules "N. …", "Parent: Name (#id)" and "Children:" lines: fix or delete it')]),
    ("A (#1)\nRules:\n1. Deal.\nParent: B #2\n", [(4, 'error', '"A (#1)": malformed parent "B #2"; write "Parent: Name (#id)", the id a whole number, like "Parent: B (#2)"')]),
    ("A (#1)\nRules: 1. Deal.\n", [(1, 'error', '"A (#1)" has no rules under "Rules:"; add numbered rules "1. …"'), (2, 'error', 'text "1. Deal." after "Rules:"; "Rules:" stands alone: move the text to a line below')]),
    ("A (#1)\nRules:\n1. Deal.\nChildren: B (#2)\n", [(4, 'error', 'text "B (#2)" after "Children:"; the heading stays empty (children come from "Parent:" lines): delete the text')]),
    ("A (#1)\nAlso known as: B, , C.\nRules:\n1. Deal.\n", [(2, 'error', 'empty name in "Also known as: B, , C."; names are separated by ", " and the list ends with ".": remove the extra comma')]),
    ("A (#1)\nAlso known as: B\nRules:\n1. Deal.\n", [(2, 'warning', '"Also known as: B" does not end with a period; the list of names ends with ".": add it')]),
    ("A (#1)\nTags: High Low\nRules:\n1. Deal.\n", [(2, 'error', 'tag "High Low" is not allowed; a tag is lower-case letters and digits, joined by hyphens (e.g. "high-low"): rename it')]),
    ("A (#1)\nTags: a,b\nRules:\n1. Deal.\n", [(2, 'warning', 'line kept as written, but its standard form is "Tags: a, b": rewrite it that way')]),
    ("Intro text\nA (#1)\nRules:\n1. Deal.\n", [(1, 'error', 'text before the first record: "Intro text"; a file starts with a header line "Name (#id)": delete the line or complete the record')]),
    ("A (#1)\nRules:\n1. Deal\x07.\n", [(3, 'error', 'control character U+0007 at column 8; only printable text is allowed: delete it')]),
    ("  A (#1)\nRules:\n1. Deal.\n", [(1, 'warning', 'line starts with 2 spaces; they are kept in the file but not in the value: remove them')]),
    ("A (#1)\n \nRules:\n1. Deal.\n", [(2, 'warning', 'blank line with spaces in it; they are kept, but remove them')]),
    ("A (#1)\nRules:\n1. Deal.\r\n", [(3, 'warning', 'mixed line endings: 1 line ends with CRLF, 2 with LF; they are kept, but save the file with Unix line endings (LF) throughout')]),
    ("A (#1)\nRules:\n1. Deal.", []),
    ("A (1)\nRules:\n1. Deal.\n\nB (2)\nTags: x\nRules:\n1. Deal.\n", [
        (1, 'error', 'malformed header "A (1)"; a record starts with "Name (#id)", the id a whole number: write it like "A (#1)"'),
        (5, 'error', 'malformed header "B (2)"; a record starts with "Name (#id)", the id a whole number: write it like "B (#2)"')]),
    ("\n\n", [(None, 'warning', 'no games in this file; a record starts with a header line "Name (#id)"')]),
])
def test_problems_are_located_and_the_text_survives(text, expected):
    file, problems = parse(text)
    assert [(p.line, p.severity, p.message) for p in problems] == expected
    assert all(p.file == "games/t.txt" for p in problems)
    assert format_catalog(file) == text


def test_errors_do_not_hide_other_games():
    text = "A (#1)\nRules:\n1. Deal.\n3. Bet.\n\nB (2)\nRules:\n1. Deal.\n\nC (#3)\nTags: ,\nRules:\n1. Deal.\n"
    file, problems = parse(text)
    assert [g.id for g in file.games] == [1, 3]
    assert [p.line for p in problems] == [4, 6, 11]
    assert format_catalog(file) == text


def test_games_made_in_code_get_the_standard_layout():
    games = (Game(1, "A", ("Ay",), ("stud",), (Rule(1, "Deal.", 0), Rule(2, "Bet", 0)), GameRef(0, "R"), Source("x", 1)),
             Game(2, "B", (), (), (Rule(1, "Deal.", 0),), None, Source("x", 1)))
    text = format_catalog(CatalogFile("x", games))
    assert text == ("A (#1)\n\nAlso known as: Ay.\n\nTags: stud\n\nRules:\n\n1. Deal.\n2. Bet\n\n"
                    "Parent: R (#0)\n\nChildren:\n\nB (#2)\n\nRules:\n\n1. Deal.\n\nChildren:\n")
    reread, problems = parse_catalog(text, "x")
    assert problems == [] and [(g.id, g.name, g.aliases, g.tags, [r.text for r in g.rules], g.parent)
                               for g in reread.games] == [(g.id, g.name, g.aliases, g.tags, [r.text for r in g.rules], g.parent) for g in games]
