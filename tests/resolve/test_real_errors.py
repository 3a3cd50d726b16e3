"""Lineage errors in copies of the real catalog with one line changed: exact messages."""

import shutil
from pathlib import Path

import pytest

from dealerschoice.errors import CatalogError
from dealerschoice.load.catalog import load_catalog
from dealerschoice.resolve import resolve

GAMES = Path(__file__).resolve().parents[2] / "catalog" / "games"
FLIP = "flip-pass-no-peek.txt"


def broken(tmp_path, file, old, new):
    """A copy of catalog/games with `old` replaced by `new` (once) in `file`; its errors."""
    shutil.copytree(GAMES, tmp_path / "games")
    path = tmp_path / "games" / file
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1
    path.write_text(text.replace(old, new), encoding="utf-8")
    with pytest.raises(CatalogError) as caught:
        resolve(load_catalog(tmp_path))
    return [(p.file.removeprefix(f"{tmp_path}/"), p.line, p.message.replace(f"{tmp_path}/", ""))
            for p in caught.value.problems]


def test_parent_name_misspelt(tmp_path):
    problems = broken(tmp_path, FLIP, "Parent: Anaconda (#10)\n\nAnaconda II", "Parent: Anacondaa (#10)\n\nAnaconda II")
    assert len(problems) == 1
    file, line, message = problems[0]
    assert (file, message) == (f"games/{FLIP}", (
        'parent of "Anaconda 33 (#388)": "Anacondaa (#10)" names id 10, but #10 is "Anaconda"; '
        "fix the name or the id"))
    assert line in (50, 74)  # the record's header, or its Parent: line once the reader keeps it


def test_parent_id_of_another_game(tmp_path):
    problems = broken(tmp_path, FLIP, "Parent: Howdy Doody (#399)", "Parent: Howdy Doody (#398)")
    assert [m for _, _, m in problems] == [
        'parent of "Anaconda with a Twist II (#799)": "Howdy Doody (#398)" names id 398, but #398 '
        'is "Craw Worm"; "Howdy Doody" is #399: fix the id ("Howdy Doody (#399)") or the name '
        '("Craw Worm (#398)")'
    ]


def test_two_names_for_seven_card_stud(tmp_path):
    problems = broken(tmp_path, "guts.txt", "Parent: Seven Card Stud (#3)", "Parent: Seven Card Studd (#3)")
    assert [(f, m) for f, _, m in problems] == [(
        "games/guts.txt",
        'parent of "Cut it Off (#180)": "Seven Card Studd (#3)" names id 3, which is not in the '
        'catalog, but the Parent: line of "Beat It (#168)" '
        f'(games/{FLIP}:46) calls #3 "Seven Card Stud"; use one name for #3')]


def test_cycle_through_anaconda(tmp_path):
    problems = broken(tmp_path, FLIP, "Parent: Root Game (#0)", "Parent: Anaconda 33 (#388)")
    assert [m for _, _, m in problems] == [
        'lineage cycle: "Anaconda (#10)" -> "Anaconda 33 (#388)" -> "Anaconda (#10)" (each names '
        "the next as its parent); a game cannot descend from itself: fix one of these Parent: lines"
    ]


def test_duplicate_id_and_name_across_files(tmp_path):
    problems = broken(tmp_path, "guts.txt", "Iffy Guts (#591)", "Beat It (#168)")
    assert problems == [(
        "games/guts.txt", 53,
        f'duplicate id 168: "Beat It (#168)" here and "Beat It (#168)" at games/{FLIP}:30; give '
        "each game its own id (the highest id in use is 1089)")]


def test_duplicate_name_under_another_id(tmp_path):
    problems = broken(tmp_path, "guts.txt", "Iffy Guts (#591)", "Beat It (#591)")
    assert problems == [(
        "games/guts.txt", 53,
        f'duplicate name "Beat It": "Beat It (#591)" here and "Beat It (#168)" at games/{FLIP}:30; '
        'names must be unique (a later game of the same name takes a roman numeral, e.g. "Beat It II")')]
