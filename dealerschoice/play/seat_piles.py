"""The hands of a player who holds several (`mechanics/seat_hands.py`), as the showdown asks
about them (`judge.hands_of`): which hand each player declared high and which low, and the
best of a seat's hands. Kept apart from the mechanic, which deals and discards, so that the
judge can ask without importing the dealing (a cycle)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat


@dataclass(slots=True)
class SeatHands:
    """declared: for each seat that has said so, (its high hand's pile, its low hand's pile)."""

    declared: dict[int, tuple[int, int]] = field(default_factory=dict)

    def redealt(self) -> None:
        self.declared.clear()


def own_piles(seat: Seat) -> list[int]:
    """The seat's hands: its piles but the loose cards (pile 0)."""
    return [p for p in seat.piles() if p != 0]


def declared_piles(hand: PlayedHand, seat: Seat) -> tuple[int, int] | None:
    """(the pile of the seat's declared high hand, that of its low hand), or None when it
    declared none: the showdown judges each side on its own hand only (`judge.hands_of`)."""
    piece = hand.pieces.get(SeatHands)
    if not isinstance(piece, SeatHands):
        return None
    return piece.declared.get(seat.number)


def best_of_hands(seat: Seat, judged: Callable[[int], tuple], chosen: Callable[[int], None] | None = None) -> tuple:
    """(high, low) of a seat of several hands (its piles that hold cards, loose ones too):
    `judged(pile)` gives each hand's (high, low); the best high and the best low count, each
    from whichever hand makes it (a tie: the first hand). What judging leaves behind (the
    board places a hand uses, `Board.used`) must be the high hand's: `chosen(pile)` puts
    back what judging that pile left, else the high hand's pile is judged last again."""
    pairs = {pile: judged(pile) for pile in seat.piles()}  # as `judge.hands_of` without limits: every pile
    highs = [(pile, pair[0]) for pile, pair in pairs.items() if pair[0] is not None]
    lows = [pair[1] for pair in pairs.values() if pair[1] is not None]
    high_pile, high = max(highs, key=lambda found: found[1].key, default=(None, None))
    if high_pile is not None and len(pairs) > 1:
        if chosen is not None:
            chosen(high_pile)
        else:
            judged(high_pile)
    return high, max(lows, key=lambda low: low.key, default=None)
