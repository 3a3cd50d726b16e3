"""Lineage errors: exact, located messages, all collected, raised once by resolve()."""

import pytest

from dealerschoice.errors import CatalogError
from dealerschoice.records import Catalog, Stub
from dealerschoice.resolve import lineage_problems, resolve
from tests.resolve.build import game

STUD = game(3, "Seven Card Stud", line=1)


def messages(games, stubs=()):
    return [str(p) for p in lineage_problems(games, stubs)]


def test_clean_lineage_has_no_problems():
    assert messages([STUD, game(168, "Beat It", (3, "Seven Card Stud"), line=9)]) == []


def test_parent_name_disagrees_with_the_id():
    beat = game(168, "Beat It", (3, "Seven Card Studd"), file="games/flip.txt", line=212)
    assert messages([STUD, beat]) == [
        'games/flip.txt:212: parent of "Beat It (#168)": "Seven Card Studd (#3)" names id 3, '
        'but #3 is "Seven Card Stud"; fix the name or the id'
    ]


def test_parent_name_belongs_to_another_id():
    five = game(2, "Five Card Stud", line=5)
    beat = game(168, "Beat It", (2, "Seven Card Stud"), line=9)
    assert messages([STUD, five, beat]) == [
        'games/g.txt:9: parent of "Beat It (#168)": "Seven Card Stud (#2)" names id 2, '
        'but #2 is "Five Card Stud"; "Seven Card Stud" is #3: fix the id ("Seven Card Stud (#3)") '
        'or the name ("Five Card Stud (#2)")'
    ]


def test_parent_name_nearly_matches_another_game():
    five = game(2, "Five Card Stud", line=5)
    beat = game(168, "Beat It", (2, "Seven Card Stu"), line=9)
    assert messages([STUD, five, beat]) == [
        'games/g.txt:9: parent of "Beat It (#168)": "Seven Card Stu (#2)" names id 2, '
        'but #2 is "Five Card Stud"; fix the name or the id; did you mean "Seven Card Stud (#3)"?'
    ]


def test_absent_parent_whose_name_is_a_game():
    beat = game(168, "Beat It", (4, "seven card stud"), line=9)
    assert messages([STUD, beat]) == [
        'games/g.txt:9: parent of "Beat It (#168)": "seven card stud (#4)" names id 4, which is '
        'not in the catalog, but "Seven Card Stud" is #3; fix the id to "Seven Card Stud (#3)", '
        'or rename the parent if #4 is another game'
    ]


def test_two_names_for_one_absent_parent():
    games = [
        game(168, "Beat It", (3, "Seven Card Stud"), file="games/a.txt", line=1),
        game(180, "Cut it Off", (3, "Seven Card Studd"), file="games/b.txt", line=20),
        game(181, "Other", (3, "Seven Card Stud"), file="games/b.txt", line=40),
    ]
    assert messages(games, [Stub(3, "Seven Card Stud")]) == [
        'games/b.txt:20: parent of "Cut it Off (#180)": "Seven Card Studd (#3)" names id 3, which '
        'is not in the catalog, but the Parent: line of "Beat It (#168)" (games/a.txt:1) calls #3 '
        '"Seven Card Stud"; use one name for #3'
    ]


def test_duplicate_id_names_both_places():
    games = [STUD, game(3, "Five Card Stud", file="games/b.txt", line=7)]
    assert messages(games) == [
        'games/b.txt:7: duplicate id 3: "Five Card Stud (#3)" here and "Seven Card Stud (#3)" at '
        'games/g.txt:1; give each game its own id (the highest id in use is 3)'
    ]


def test_duplicate_name_names_both_places():
    games = [STUD, game(9, "Seven Card Stud", file="games/b.txt", line=7)]
    assert messages(games) == [
        'games/b.txt:7: duplicate name "Seven Card Stud": "Seven Card Stud (#9)" here and '
        '"Seven Card Stud (#3)" at games/g.txt:1; names must be unique (a later game of the same '
        'name takes a roman numeral, e.g. "Seven Card Stud II")'
    ]


def test_names_differing_only_in_punctuation_or_case_are_a_warning_naming_both():
    """The real database holds "Tic-Tac-Hold'em" (#687) and "Tic Tac Hold'em" (#1111)."""
    games = [STUD, game(9, "Seven card  stud", file="games/b.txt", line=7),
             game(687, "Tic-Tac-Hold'em", line=20), game(1111, "Tic Tac Hold'em", file="games/b.txt", line=30)]
    problems = lineage_problems(games)
    assert [p.severity for p in problems] == ["warning", "warning"]
    assert [str(p) for p in problems] == [
        'games/b.txt:7: "Seven card  stud (#9)" and "Seven Card Stud (#3)" (at games/g.txt:1) differ only '
        "in punctuation, case or accents; both are kept, but a write-up or guide naming them is linked to "
        "neither: make the names differ in their words if they are different games",
        'games/b.txt:30: "Tic Tac Hold\'em (#1111)" and "Tic-Tac-Hold\'em (#687)" (at games/g.txt:20) differ '
        "only in punctuation, case or accents; both are kept, but a write-up or guide naming them is linked "
        "to neither: make the names differ in their words if they are different games",
    ]
    assert resolve(Catalog(tuple(games), ())).lineage.family(3) == [3]  # resolves: no error


def test_cycle_is_listed_once_where_first_met():
    games = [
        game(1, "A", (3, "C"), line=1),
        game(2, "B", (1, "A"), line=10),
        game(3, "C", (2, "B"), line=20),
        game(4, "D", (3, "C"), line=30),
    ]
    assert messages(games) == [
        'games/g.txt:1: lineage cycle: "A (#1)" -> "C (#3)" -> "B (#2)" -> "A (#1)" (each names '
        'the next as its parent); a game cannot descend from itself: fix one of these Parent: lines'
    ]


def test_game_that_is_its_own_parent():
    assert messages([game(5, "Loop", (5, "Loop"), line=3)]) == [
        'games/g.txt:3: lineage cycle: "Loop (#5)" -> "Loop (#5)" (each names the next as its '
        'parent); a game cannot descend from itself: fix one of these Parent: lines'
    ]


def test_problems_come_in_file_order():
    games = [
        game(1, "A", (9, "Nine"), file="games/b.txt", line=5),
        game(1, "A2", file="games/a.txt", line=50),
        game(3, "C", (1, "Z"), file="games/a.txt", line=2),
    ]
    assert [(p.file, p.line) for p in lineage_problems(games)] == [
        ("games/a.txt", 2), ("games/a.txt", 50)]


def test_resolve_raises_every_error_at_once():
    games = [STUD, game(3, "Dup", line=4), game(168, "Beat It", (3, "Studd"), line=9),
             game(1, "A", (2, "B"), line=20), game(2, "B", (1, "A"), line=30)]
    with pytest.raises(CatalogError) as caught:
        resolve(Catalog(tuple(games), ()))
    assert [(p.line, p.message.split(":")[0]) for p in caught.value.problems] == [
        (4, "duplicate id 3"),
        (9, 'parent of "Beat It (#168)"'),
        (20, "lineage cycle"),
    ]
    assert all(p.severity == "error" for p in caught.value.problems)


def test_names_that_look_the_same_in_other_letters_are_a_warning_naming_both():
    """Issue 22, 8: "Аnаcondа" spelt with Cyrillic а beside "Anaconda"; Cyrillic names of
    their own ("Дурак", "Вист") are not look-alikes of anything."""
    from dealerschoice.records import Game, Source
    from dealerschoice.resolve.lineage_checks import lineage_problems

    games = [Game(id, name, (), (), (), None, Source("g.txt", line))
             for id, name, line in ((17, "Anaconda", 1), (16, "Аnаcondа", 9), (14, "Дурак", 20), (15, "Вист", 30))]
    problems = lineage_problems(games)
    assert [(p.line, p.severity) for p in problems] == [(9, "warning")]
    assert str(problems[0]).startswith('g.txt:9: "Аnаcondа (#16)" looks like "Anaconda (#17)" (at g.txt:1)')
