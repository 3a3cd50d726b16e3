"""A table card that decides how the pot is won ("If the table card is two through five, low
hand wins. If it is jack through ace, high hand wins. Otherwise, the highest declared high
hand splits the pot with the lowest declared low hand.") and whether players declare first
("If the table card is six through ten, players simultaneously declare high or low.").

The table card's rank picks the showdown (`ShowdownByTable`) and the declaration
(`DeclareByTable`), which are then played as the game's own `Showdown` and `Declare` are.
A table card not dealt yet, or a joker, has no rank: the `otherwise` showdown is played and
nobody declares (the rules name ranks only)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealerschoice.cards.cards import RANK_NAMES
from dealerschoice.play.handlers import handles
from dealerschoice.play.mechanics.declare import declare
from dealerschoice.play.mechanics.showdown import showdown
from dealerschoice.play.wild_basics import rank_value
from dealerschoice.rules.steps import Declare, Showdown
from dealerschoice.rules.steps.split_cards import DeclareByTable, ShowdownByTable

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand


def table_rank(hand: PlayedHand, number: int) -> int | None:
    """The rank of table card `number` (1: the first dealt), or None (not dealt, a joker)."""
    board = hand.table.board
    if not 1 <= number <= len(board) or board[number - 1].card.is_joker:
        return None
    return board[number - 1].card.rank


@handles(ShowdownByTable)
def showdown_by_table(hand: PlayedHand, step: ShowdownByTable, at: int) -> int | None:
    rank = table_rank(hand, step.table_card)
    pot = step.otherwise
    for ranks, side in zip(step.ranks, step.pots):
        if rank is not None and rank in {rank_value(r) for r in ranks}:
            pot = side
    said = f"the table card is a{'n' if rank in (8, 14) else ''} {RANK_NAMES[rank]}" if rank else "no table card"
    hand.note(f"{said.capitalize()}: the pot goes {_pot_words(str(pot))}.")
    return showdown(hand, Showdown(pot=pot), at)


@handles(DeclareByTable)
def declare_by_table(hand: PlayedHand, step: DeclareByTable, at: int) -> int | None:
    rank = table_rank(hand, step.table_card)
    if rank is None or rank not in {rank_value(r) for r in step.ranks}:
        hand.note("The table card is not one of the ranks for a declaration: nobody declares.")
        return None
    return declare(hand, Declare(choices=step.choices, mode=step.mode), at)


def _pot_words(pot: str) -> str:
    return {"high": "to the high hand", "low": "to the low hand", "high-low": "half to high, half to low",
            "declared": "by declaration, high and low"}.get(pot, pot)
