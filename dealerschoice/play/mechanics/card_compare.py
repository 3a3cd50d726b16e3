"""Folds for cards lower than the table's: "Any player whose lowest card is lower than the
table's lowest card must fold. Continue checking nth lowest cards and folding players until
last player takes it, or everyone is out and redeal for all." (`LowCardFold`).

Cards compare by rank alone, aces high and a joker above an ace; a card equal to the
table's does not fold. The table's cards are the face-up cards on the table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealerschoice.cards import Card, format_cards
from dealerschoice.play.handlers import handles
from dealerschoice.play.table import CannotFollow
from dealerschoice.rules.steps.wager import LowCardFold

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat

ORDINALS = {1: "lowest", 2: "second lowest", 3: "third lowest", 4: "fourth lowest", 5: "fifth lowest"}


def card_value(card: Card) -> int:
    """A card's place in the comparison: 2 to 14 (an ace), a joker 15."""
    return 15 if card.is_joker else card.rank


def _ordered(cards: list[Card], high: bool) -> list[Card]:
    return sorted(cards, key=card_value, reverse=high)


def _nth(n: int, high: bool) -> str:
    word = ORDINALS.get(n, f"{n}th lowest")
    return word.replace("lowest", "highest") if high else word


def _folds(step: LowCardFold, mine: Card, theirs: Card) -> bool:
    return card_value(mine) < card_value(theirs) if step.lower else card_value(mine) > card_value(theirs)


@handles(LowCardFold)
def low_card_fold(hand: PlayedHand, step: LowCardFold, at: int) -> int | None:
    """Compare each player's lowest (highest) card with the table's, folding those it beats;
    with `until_one`, then the next cards, until one player is left, who takes the pot, or
    nobody is, when all is dealt again. Players still in after every table card was compared
    are left for the rules that follow; with none (the rule was to decide the pot), the
    example stops there, the pot waiting: the rules do not say who wins."""
    table = hand.table
    board = _ordered([h.card for h in table.board if h.up], step.high)
    if not board:
        raise CannotFollow("players compare their cards with the table's, but no table card is face up")
    rounds = len(board) if step.until_one else 1
    for n in range(rounds):
        out: list[Seat] = []
        for seat in table.clockwise_from(1):
            own = _ordered(seat.all(), step.high)
            if n < len(own) and _folds(step, own[n], board[n]):
                out.append(seat)
        for seat in out:
            seat.folded = True
        which = _nth(n + 1, step.high)
        names = ", ".join(f"{s.name} ({format_cards([_ordered(s.all(), step.high)[n]])})" for s in out)
        hand.event(hand.progress.rule, "fold", f"The table's {which} card is {format_cards([board[n]])}: "
                   + (f"{names} must fold." if out else "nobody folds."))
        left = table.active()
        if not left:
            if step.until_one:
                return hand.redeal("Everyone is out")
            return None
        if len(left) == 1 and step.until_one:
            hand.take_pot(left[0], "{name} is the last player in and takes the pot of {amount}.")
            return None
    if step.until_one and not _decided_later(hand, at):
        hand.stop(f"{len(table.active())} players are still in after every table card was compared; the rules do "
                  f"not say who wins then, and the pot of {table.pot} waits for the next deal.")
    return None


def _decided_later(hand: PlayedHand, at: int) -> bool:
    """Whether a later rule decides the pot (a showdown)."""
    from dealerschoice.rules.steps import Showdown

    return any(isinstance(s, Showdown) for a in hand.program.actions[at + 1:] for s in a.steps)
