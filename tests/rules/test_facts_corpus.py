"""Derived facts against the database's own figures on the development corpus: the games
where the rule text proves the database's hand-entered figure wrong, each argued in one line.

The raw agreement itself is held as a floor in `test_corpus.py`; `python -m
tests.rules.facts_agreement FIGURE` lists every disagreement with its rules.
"""

import pytest

from dealerschoice.rules.facts import derive_facts
from tests.rules import corpus as dev

pytestmark = pytest.mark.skipif(not dev.present(), reason=dev.SKIP_REASON)

_ROW = "only one row (or column, diagonal, side) of the board: its own cards plus that line's"
_LINE_CARDS = f"a hand may use {_ROW} cards, as the database counts Tic Tac Hold'em and Gay New Haven"

# (game id, figure, database value, our value, reason)
DATABASE_WRONG = [
    (1109, "cards", 11, 5, f"rule 10: {_LINE_CARDS} (two down cards and a row of three)"),
    (687, "cards", 7, 5, f"rule 11: {_LINE_CARDS} (two down cards and a line of three)"),
    (1075, "cards", 12, 6, f"rule 16: {_LINE_CARDS} (three down cards and a line of three)"),
    (1106, "cards", 14, 8, f"rule 16: {_LINE_CARDS} (five down cards and a line of three)"),
    (1105, "cards", 12, 6, f"rule 14: {_LINE_CARDS} (four down cards and a row of two)"),
    (980, "cards", 9, 7, f"rule 15: {_LINE_CARDS}; the same cross as Double Cross and Fiery Cross, which it gives 7"),
    (1077, "cards", 9, 7, f"rule 15: {_LINE_CARDS}; the same cross as Double Cross and Fiery Cross, which it gives 7"),
    (744, "cards", 9, 7, f"rule 14: {_LINE_CARDS} (five down cards and a row of two of the Z)"),
    (727, "cards", 8, 7, f"rule 14: {_LINE_CARDS} (four down, one bought, and a row of two of the 2x2 square)"),
    (1078, "cards", 9, 7, "rule 15: one side of the V only: four down cards and the side's three common cards"),
    (1107, "cards", 7, 6, "rule 11: one side of the V only: four down cards and the side's two of the three commons"),
    (1108, "cards", 10, 8, "rule 15: one part of the L only: five down cards and the part's three common cards"),
    (726, "cards", 13, 7, "rule 7: one common card from each of the three rows, with the four down cards"),
    (1062, "cards", 8, 7, "four down less two discarded, and five common cards (as Aviation Poker, given 7)"),
    (1061, "cards", 8, 7, "four down less two discarded plus one down, and four common cards"),
    (1099, "cards", 8, 7, "four down less two discarded plus one down, and four common cards"),
    (748, "wilds", 0, 8, "rules 8 and 9: twos and fours are wild"),
    (749, "wilds", 0, 4, "rule 8: sevens are wild"),
    (347, "wilds", 0, 4, "rule 1: the dealer declares one rank wild, four cards"),
    (877, "wilds", 0, 8, "rules 9 and 10: threes and nines are wild (as its parent Midnight Baseball)"),
]


def _found() -> dict[int, tuple[dict, object]]:
    rows = dev.facts()
    ids = {i for i, *_ in DATABASE_WRONG}
    return {game.id: (rows[game.id], derive_facts(game)) for game in dev.corpus().games if game.id in ids}


def test_the_database_errors_hold():
    found = _found()
    assert [(i, f) for i, f, *_ in DATABASE_WRONG if i not in found] == []
    assert {(i, f): (int(found[i][0][f]), getattr(found[i][1], f)) for i, f, *_ in DATABASE_WRONG} == {
        (i, f): (d, o) for i, f, d, o, _ in DATABASE_WRONG}


def test_the_list_is_explained_once():
    assert len({(i, f) for i, f, *_ in DATABASE_WRONG}) == len(DATABASE_WRONG)
    assert all(len(reason) > 20 and d != o for _i, _f, d, o, reason in DATABASE_WRONG)
