"""A small deck of its own: "Take the twos out of the deck and shuffle them into their own four
card deck." (`SideDeck`, standing) and "Deal one of the twos face down to each player."
(`DealFromSideDeck`).

The cards of the side deck are set apart at the start of every deal (`set_aside`, called by
`PlayedHand.new_deal`), in the order the shuffle left them; they lie in `Table.turned`, the
pile of cards out of the deck that the card check counts and a redeal gathers back in. The
piece `SideDecks` remembers which cards of that pile are the side deck's.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from dealerschoice.cards import Card, format_cards
from dealerschoice.cards.cards import RANK_PLURALS
from dealerschoice.play.handlers import handles
from dealerschoice.play.table import CannotFollow, Held
from dealerschoice.play.triggers import card_up
from dealerschoice.play.wild_basics import rank_value
from dealerschoice.rules.steps.dealing_deck import DealFromSideDeck, SideDeck

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand


@dataclass
class SideDecks:
    """The cards of each side deck not dealt yet, by its ranks, top card first."""

    cards: dict[tuple[str, ...], list[Card]] = field(default_factory=dict)

    def redealt(self) -> None:
        self.cards.clear()  # gathered back into the deck with the rest


def set_aside(hand: PlayedHand) -> None:
    """Take the side decks' cards out of the deck (a game without one: nothing to do)."""
    steps = [s for _, s in hand.program.standing_of(SideDeck) if isinstance(s, SideDeck)]
    if not steps:
        return
    table = hand.table
    piece = hand.piece(SideDecks)
    for step in steps:
        ranks = {rank_value(r) for r in step.ranks}
        side = [c for c in table.deck if not c.is_joker and c.rank in ranks]
        table.deck = [c for c in table.deck if c.is_joker or c.rank not in ranks]
        table.turned.extend(side)
        piece.cards[tuple(step.ranks)] = side


@handles(DealFromSideDeck)
def deal_from_side_deck(hand: PlayedHand, step: DealFromSideDeck, at: int) -> int | None:
    table = hand.table
    side = hand.piece(SideDecks).cards.get(tuple(step.ranks))
    if side is None:
        raise CannotFollow("cards are dealt from a deck of their own that no rule sets apart")
    face = step.face == "up"
    words = []
    name = " and ".join(RANK_PLURALS[rank_value(r)] for r in step.ranks)
    seats = table.clockwise_from(1)
    if len(side) < step.count * len(seats):
        raise CannotFollow(f"the deck runs out with {len(table.seats)} players: the deck of {name} holds "
                           f"{len(side)} cards for {len(seats)} players still in")
    for seat in seats:
        cards, side[:] = side[:step.count], side[step.count:]
        for card in cards:
            table.turned.remove(card)
            held = Held(card, up=face, seen=True, dealt_up=face)
            seat.cards.append(held)
            if face:
                card_up(hand, seat, held, "dealt")
        seat.expected += step.count
        words.append(f"{seat.name} gets {format_cards(cards) if face else 'one' if step.count == 1 else step.count}")
    hand.event(hand.progress.rule, "deal", f"From the deck of {name}: " + "; ".join(words) + ".")
    return None
