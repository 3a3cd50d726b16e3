"""Every set of table cards the winner must beat ("To win you must be able to beat every set of
table cards.": `BeatTable` against "every-table-set"), and the kitties that make more sets
("If no one goes in, deal another three table cards down as another kitty.": a `DealIf` deal
to the table).

The table's cards lie on the board in the order dealt. The cards the rules deal to the table
outside any kitty form the first set, whatever rules deal them (Kryptonite's two down and one
up are one set); each kitty dealt after that is a set of its own, of the size its rule deals.
The table cards stay for a redeal that keeps them (kept_table.py), so each deal where nobody
goes in adds a set. Each set is judged as the table's own hand would be (table_hand.py), by
the game's rules (its hand size, its ranking, its wild cards); a player's hand must beat the
best of them, so it beats every one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealerschoice.play.table import Held
from dealerschoice.rules.steps import Deal
from dealerschoice.rules.steps.dealing_events import DealIf
from dealerschoice.rules.steps.vocab import Target

if TYPE_CHECKING:
    from dealerschoice.play.program import Program
    from dealerschoice.play.simulate import PlayedHand


def _table_count(steps) -> int:
    return sum(s.count or 0 for s in steps if isinstance(s, Deal) and s.to == Target.TABLE)


def sizes(program: Program) -> tuple[int, tuple[int, ...]]:
    """(the first set's size, the size of each kind of kitty in rule order) as the rules deal them."""
    first = sum(_table_count(action.steps) for action in program.actions)
    kitties = tuple(n for action in program.actions for s in action.steps if isinstance(s, DealIf)
                    if (n := _table_count(s.deals)))
    return first, kitties


def table_sets(hand: PlayedHand) -> list[list[Held]]:
    """The table's cards cut into their sets: the first set, then each kitty in the order dealt
    (a game with kitties of several sizes takes them in rule order, round again; cards left over
    past the last whole kitty make a set of their own)."""
    board = hand.table.board
    first, kitties = sizes(hand.program)
    cut = [list(board[:first])] if first else []
    at, turn = first, 0
    while at < len(board):
        size = kitties[turn % len(kitties)] if kitties else len(board) - at
        cut.append(list(board[at:at + size]))
        at, turn = at + size, turn + 1
    return [s for s in cut if s]
