"""Take it or leave it: a card dealt up may be refused, passed on to the next player, and
replaced from the deck (`RefuseCard`, read with the deal it follows: "Deal one up to each
player. A player can pass the first card he gets each round, even it was passed to him, and
get the top card off the deck instead. If a card makes it past the dealer it is discarded.").

The deal has already given each player a card; the offers are played by putting those cards
back on top of the deck, in the order dealt, and dealing again one player at a time with the
choices made. A round in which nobody refuses deals exactly the cards the deal dealt, to the
same players; standing rules (triggers) have seen those cards already, and see only the new
ones. The refusal counts of `per_game` are the hand's own piece (`Refusals`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from dealerschoice.cards import Card, format_cards
from dealerschoice.play.handlers import handles
from dealerschoice.play.mechanics.buying import gain, price
from dealerschoice.play.mechanics.drawing import refill
from dealerschoice.play.mechanics.moves import goal
from dealerschoice.play.table import Held
from dealerschoice.play.triggers import card_up
from dealerschoice.rules.steps.dealing import RefuseCard

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat


@dataclass
class Refusals:
    """Cards each seat has refused this game (by seat number), for a rule's `per_game` limit."""

    by_seat: dict[int, int] = field(default_factory=dict)


def keeps(hand: PlayedHand, seat: Seat, card: Card) -> bool:
    """A player keeps a card offered that helps their hand (`buying.gain`) or is high (a queen
    or better, for high; any card of seven or less that pairs nothing, for low), and refuses
    the rest: a card from the deck is as likely to help as not."""
    if gain(hand, seat, card) > 0:
        return True
    return goal(hand, seat) == "high" and (card.is_joker or card.rank >= 12)


@handles(RefuseCard)
def refuse_card(hand: PlayedHand, step: RefuseCard, at: int) -> int | None:
    table = hand.table
    dealt = [h for h in hand.turns.last_dealt if h.up]
    owners: list[tuple[Seat, Held]] = []
    for held in dealt:
        owner = next((s for s in table.seats if any(h is held for h in s.cards)), None)
        if owner is not None:
            owners.append((owner, held))
    if not owners:
        return None
    # the dealt cards back on top of the deck, in the order dealt
    first_owner = {id(h): seat.number for seat, h in owners}  # triggers saw each card with this seat
    for seat, held in owners:
        seat.cards.pop(next(i for i, h in enumerate(seat.cards) if h is held))
        seat.expected -= 1
    table.deck[:0] = [h.card for _, h in owners]
    by_card = {h.card: h for _, h in owners}
    refusals = hand.piece(Refusals)
    words = []
    carried: Held | None = None
    placed: list[Held] = []
    order = [seat for seat, _ in owners]
    for seat in order:
        if carried is not None:
            offered, carried = carried, None
            passed_on = True
        else:
            refill(hand, 1)
            card = table.draw(1)[0]
            offered = by_card.pop(card) if card in by_card else Held(card, up=True, dealt_up=True)
            passed_on = False
        may = (not passed_on or step.even_passed) and (
            step.per_game is None or refusals.by_seat.get(seat.number, 0) < step.per_game)
        fee = price(hand, step.cost, step.times) if step.cost is not None else 0
        if may and not keeps(hand, seat, offered.card):
            refusals.by_seat[seat.number] = refusals.by_seat.get(seat.number, 0) + 1
            if fee:
                table.pay(seat, fee)
            said = f"{seat.name} refuses {format_cards([offered.card])}" + (f" (pays {fee})" if fee else "")
            if step.passed and not (seat.number == table.dealer and step.past_dealer_discarded):
                carried = offered
                said += ", passing it on"
            else:
                table.muck.append(offered.card)
                said += ", discarded"
            if step.replaced:
                refill(hand, 1)
                table.give(seat, 1, up=True)
                seat.expected += 1
                said += f", and takes {format_cards([seat.cards[-1].card])} from the deck"
                placed.append(seat.cards[-1])
                card_up(hand, seat, seat.cards[-1], "dealt")
            words.append(said)
            continue
        offered.pile = 0
        seat.cards.append(offered)
        seat.expected += 1
        placed.append(offered)
        if first_owner.get(id(offered)) != seat.number:
            card_up(hand, seat, offered, "dealt")
        if passed_on:
            words.append(f"{seat.name} keeps {format_cards([offered.card])}")
    if carried is not None:  # passed on by the last player in turn
        table.muck.append(carried.card)
        words.append(f"{format_cards([carried.card])} goes past the last player and is discarded")
    hand.turns.last_dealt = placed
    hand.event(hand.progress.rule, "deal", ("; ".join(words) + ".") if words else "Everyone keeps the card dealt.")
    return None
