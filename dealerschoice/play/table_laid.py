"""The cards laid on the table as table cards after the deals the rules name: the discards
("Each player discards one card face down to the table.") and the cards dealt to top the
table up ("If the table has less than five cards, deal table cards until it does."),
`mechanics/table_discards.py`. They are the table's own, as the dealt table cards are: in a
game with a table hand to beat they are in that hand, never in a player's
(`mechanics/table_hand.split_board`). Kept apart from the mechanic so that the judge's
side can ask without importing the dealing (a cycle)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from dealerschoice.cards import Card

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand


@dataclass(slots=True)
class TableLaid:
    """cards: the cards laid on the table as its own, in the order laid (a card is in one
    deck once, so the card names its place)."""

    cards: list[Card] = field(default_factory=list)

    def redealt(self) -> None:
        self.cards.clear()


def laid(hand: PlayedHand) -> frozenset[Card]:
    """The cards laid on the table as its own this deal (none when no rule laid any)."""
    piece = hand.pieces.get(TableLaid)
    return frozenset(piece.cards) if isinstance(piece, TableLaid) else frozenset()
