"""Cards given away: "Each player in betting order may pass a joker to another player. Jokers
may not be passed twice." (`GiveAway`). A gift is worth making where a card can hurt its
holder (a joker beside a wild card of another rank voids every wild: `WildVoid`).

In turn from the dealer's left, a player holding a card the rule names gives it away when
their hand is better without it, to the player it hurts most by what the giver can see (their
up cards and the card given; the one it helps least when it hurts nobody). With `once`, a card
given away may not be given again (the piece `Gifts` remembers them).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from dealerschoice.cards import Card, format_cards
from dealerschoice.cards.keys import high_score
from dealerschoice.play.handlers import handles
from dealerschoice.play.mechanics.wild_play import with_limits
from dealerschoice.play.wild_basics import rank_value
from dealerschoice.rules.steps.passing import GiveAway

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat


@dataclass
class Gifts:
    """The cards given away this deal (for a rule's `once`)."""

    given: list[Card] = field(default_factory=list)

    def redealt(self) -> None:
        self.given.clear()


def _value(hand: PlayedHand, seat: Seat, cards: list[Card]) -> int:
    if not cards:
        return -1
    return high_score(cards, with_limits(hand, hand.rules_for(seat, "high", cards), cards))


def _named(step: GiveAway, card: Card) -> bool:
    if card.is_joker:
        return step.jokers
    return card.rank in {rank_value(r) for r in step.ranks}


@handles(GiveAway)
def give_away(hand: PlayedHand, step: GiveAway, at: int) -> int | None:
    table = hand.table
    gifts = hand.piece(Gifts)
    texts = []
    for seat in table.clockwise_from(1):
        others = [s for s in table.active() if s is not seat]
        if not others:
            break
        for held in [h for h in seat.cards if _named(step, h.card)]:
            card = held.card
            if step.once and card in gifts.given:
                continue
            mine = seat.all()
            rest = list(mine)
            rest.remove(card)
            if _value(hand, seat, rest) <= _value(hand, seat, mine):
                continue  # the card helps its holder: kept
            # what the gift does to each other player's hand showing
            change = {o.number: _value(hand, o, o.up() + [card]) - _value(hand, o, o.up()) for o in others}
            to = table.seat(min(change, key=lambda n: (change[n], n)))
            seat.cards.remove(held)
            to.cards.append(held)
            seat.expected -= 1
            to.expected += 1
            if step.once:
                gifts.given.append(card)
            texts.append(f"{seat.name} gives {format_cards([card]) if held.up else 'a card'} to {to.name}")
    hand.event(hand.progress.rule, "pass", "; ".join(texts) + "." if texts else "Nobody gives a card away.")
    return None
