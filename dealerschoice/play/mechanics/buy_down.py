"""Paying to discard fewer cards: "Each player discards two cards. You can pay double ante to
not discard, or ante to discard only one." (`DiscardBuyDown`, after the `Discard` it prices).

Every player decides at once, as the rule says, on their own cards; the simulator plays the
discard first and then lets each player buy back as many of their own discards as the
offer they take allows, which leaves the same hands as deciding before discarding. A player
takes the offer that keeps the best hand (its high-hand category, or for a low goal the
fewest cards above seven and no pairs), the cheaper on equal hands; the discard chose the
worst cards, so the best of those discards come back first. Chips go into the pot through
`Table.pay`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealerschoice.cards import Card, format_cards
from dealerschoice.play import policies
from dealerschoice.play.handlers import handles
from dealerschoice.play.mechanics.moves import cards_word, goal
from dealerschoice.play.mechanics.prices import price
from dealerschoice.play.players import paying
from dealerschoice.play.table import CannotFollow, Held
from dealerschoice.rules.steps.cards import Discard
from dealerschoice.rules.steps.draw import BuyDown, DiscardBuyDown

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat


def _discards(hand: PlayedHand) -> dict[int, list[Card]]:
    """Each seat's cards of the discard just played: the discard mucks seat by seat from the
    dealer's left, each its `turns.discarded` count, so the muck's last cards are theirs."""
    table = hand.table
    counts = hand.turns.discarded
    total = sum(counts.values())
    if total > len(table.muck):
        raise CannotFollow("players pay to discard fewer cards, but the discards are not there to keep")
    last = table.muck[len(table.muck) - total:]
    found: dict[int, list[Card]] = {}
    at = 0
    for seat in table.clockwise_from(1, include_folded=True):
        if seat.number in counts:
            found[seat.number] = last[at:at + counts[seat.number]]
            at += counts[seat.number]
    return found


def _score(hand: PlayedHand, seat: Seat, cards: list[Card]) -> tuple[int, ...]:
    """What the cards are worth to the player buying back discards (`players.paying`): a
    low hand counts its ranks only, so its wild rules are not asked for."""
    low = goal(hand, seat) == "low"
    return paying.buy_back_score(cards, None if low else hand.rules_for(seat, cards=cards))


def _kept(hand: PlayedHand, seat: Seat, own: list[Card], thrown: list[Card], keep: int) -> list[Card]:
    """The `keep` discards that make the best hand with the cards kept anyway."""
    chosen: list[Card] = []
    for _ in range(keep):
        rest = [c for c in thrown if c not in chosen]
        chosen.append(max(rest, key=lambda c: (_score(hand, seat, own + chosen + [c]), policies.order_key(c))))
    return chosen


@handles(DiscardBuyDown)
def discard_buy_down(hand: PlayedHand, step: DiscardBuyDown, at: int) -> int | None:
    if not any(isinstance(s, Discard) for s in hand.program.actions[at].steps):
        raise CannotFollow("players pay to discard fewer cards, but this rule has no discard")
    table = hand.table
    thrown = _discards(hand)
    words = []
    for seat in table.clockwise_from(1):
        cards = thrown.get(seat.number, [])
        if not cards:
            continue
        own = seat.all()
        # (score, minus the cost, the offer taken, the discards kept): discard as the rule says, free
        best: tuple[tuple[int, ...], int, BuyDown | None, list[Card]] = (_score(hand, seat, own), 0, None, [])
        for offer in step.offers:
            keep = len(cards) - offer.cards
            if keep <= 0:
                continue
            kept = _kept(hand, seat, own, cards, keep)
            cost = price(hand, offer.cost, offer.times)
            option: tuple[tuple[int, ...], int, BuyDown | None, list[Card]] = (
                _score(hand, seat, own + kept), -cost, offer, kept)
            if option[:2] > best[:2]:
                best = option
        _, minus_cost, taken, kept = best
        if taken is None:
            continue
        for card in kept:
            table.muck.remove(card)
            seat.cards.append(Held(card, up=False))
        seat.expected += len(kept)
        table.pay(seat, -minus_cost)
        left = len(cards) - len(kept)
        words.append(f"{seat.name} pays {-minus_cost} to discard {cards_word(left) + ' only' if left else 'nothing'}: "
                     f"keeps {format_cards(kept)}")
    hand.event(hand.progress.rule, "discard", ("; ".join(words) + f". Pot {table.pot}.") if words
               else "Nobody pays to discard fewer cards.")
    return None
