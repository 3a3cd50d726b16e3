"""Deals and discards counted from what is there rather than a fixed number: the whole deck
dealt out ("Deal the deck completely out, except each player gets the same number of cards.")
and a discard down to a hand size ("Each player discards all but four cards.")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealerschoice.cards import format_cards
from dealerschoice.play.handlers import handles
from dealerschoice.play.mechanics import going_out
from dealerschoice.play.mechanics.moves import cards_to_give, cards_word
from dealerschoice.rules.steps.dealing_shares import DealDeckOut
from dealerschoice.rules.steps.draw import DiscardTo

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand


@handles(DealDeckOut)
def deal_deck_out(hand: PlayedHand, step: DealDeckOut, at: int) -> int | None:
    """The deck is dealt round the table one card at a time from the dealer's left, face down
    unless the rule says up. even: every player gets as many cards, and the few left over stay
    in the deck; else it is dealt to the last card, the first players getting one more."""
    table = hand.table
    seats = table.clockwise_from(1)
    up = step.face == "up"
    each, extra = divmod(len(table.deck), len(seats))
    if step.even:
        extra = 0
    for at_seat, seat in enumerate(seats):
        count = each + (1 if at_seat < extra else 0)
        table.give(seat, count, up=up)
        seat.expected += count
    left = (f"; {cards_word(len(table.deck))} left over {'stays' if len(table.deck) == 1 else 'stay'} in the deck"
            if table.deck else "")
    counts = f"{cards_word(each)} to each player" + (f", one more to the first {extra}" if extra else "")
    hand.event(hand.progress.rule, "deal", f"The deck is dealt out face {'up' if up else 'down'}: {counts}{left}.")
    return None


@handles(DiscardTo)
def discard_to(hand: PlayedHand, step: DiscardTo, at: int) -> int | None:
    """Each player still in throws away the cards worth least to their hand until they hold
    `keep` (a player holding no more keeps all)."""
    table = hand.table
    texts = []
    hand.turns.discarded = {}
    for seat in table.clockwise_from(1):
        count = max(0, len(seat.cards) - step.keep)
        cards = cards_to_give(hand, seat, seat.all(), count) if count else []
        table.to_muck(seat, cards)
        seat.expected -= len(cards)
        hand.turns.discarded[seat.number] = len(cards)
        if cards:
            texts.append(f"{seat.name} discards {format_cards(cards)}")
    hand.event(hand.progress.rule, "discard", f"Each player keeps {cards_word(step.keep)}: " + "; ".join(texts) + "."
               if texts else "Nobody holds more than that: nothing to discard.")
    going_out.fold_emptied(hand)
    return None
