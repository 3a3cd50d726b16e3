"""A table card offered to the same player a second time is thrown away and replaced: "If a
player has a second chance to take the same table card, discard it and replace it instead."
(`TableCardReoffered`, a standing rule). Called by `buying.buy_table_card` as each player's
turn to buy comes; no handler of its own.

Which players each face-up table card has been offered to decides play (a card comes round
once to each player), so the record compares in the loop watch and is cleared on a redeal.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from dealerschoice.cards import Card, format_cards
from dealerschoice.play.mechanics.drawing import refill
from dealerschoice.play.table import Held
from dealerschoice.rules.steps.table_rules import TableCardReoffered

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat


@dataclass(slots=True)
class Offered:
    """The seats each face-up table card has been offered to, this deal."""

    seats: dict[Card, set[int]] = field(default_factory=dict)

    def redealt(self) -> None:
        self.seats.clear()


def offer_to(hand: PlayedHand, seat: Seat) -> str | None:
    """`seat`'s turn to take a table card: under the rule, each face-up table card already
    offered to `seat` is discarded and a new one from the deck laid in its place (an empty
    deck lays none); then every face-up table card counts as offered to `seat`. The words for
    the transcript when a card was replaced, else None."""
    if not hand.program.standing_of(TableCardReoffered):
        return None
    table = hand.table
    offered = hand.piece(Offered)
    words = []
    for held in list(table.board):
        if not held.up or seat.number not in offered.seats.get(held.card, ()):
            continue
        index = next(i for i, h in enumerate(table.board) if h is held)
        table.board.pop(index)
        table.muck.append(held.card)
        offered.seats.pop(held.card, None)
        refill(hand, 1)
        if not table.deck:
            words.append(f"{format_cards([held.card])} comes round to {seat.name} again and is discarded; "
                         "the deck is empty")
            continue
        new = table.draw(1)[0]
        table.board.insert(index, Held(new, up=True, seen=True, dealt_up=True))
        words.append(f"{format_cards([held.card])} comes round to {seat.name} again: discarded, "
                     f"{format_cards([new])} replaces it")
    showing = {held.card for held in table.board if held.up}
    for card in [c for c in offered.seats if c not in showing]:  # taken or gone: no second chance to come
        del offered.seats[card]
    for card in showing:
        offered.seats.setdefault(card, set()).add(seat.number)
    return "; ".join(words) or None
