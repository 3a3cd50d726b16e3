"""Twists: each player may buy replacement cards (or, with `extra`, one more card) for a
price, within the bounds of the rule ("Each player may twist one card for max bet", "up to
two cards for double ante each", "three, four if they show an ace").

The bounds are those of a draw (`choices.bounds`: a twist records them as a discard does).
A player twists when the hand they can see (common cards included) is weak for what they
play for: with no pair, as many of their cards as are below a queen; for a low hand, as
many as are worse than an eight or pair another. The cards twisted are the worst
for the hand with the common cards (`policies.worst`); a new card comes face up for an up card twisted and down for a down card,
unless the rule names its face. Each card costs the price where the rule says "each", else
the twist does; a down card may have a price of its own (`down_card_cost`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealerschoice.cards import format_cards
from dealerschoice.play import policies
from dealerschoice.play.handlers import handles
from dealerschoice.play.judge import usable_table
from dealerschoice.play.mechanics import choices, drawing
from dealerschoice.play.mechanics.buying import price
from dealerschoice.play.mechanics.moves import cards_word, goal
from dealerschoice.play.mechanics.wanting import Offers
from dealerschoice.play.triggers import card_up
from dealerschoice.rules.steps.draw import Twist

if TYPE_CHECKING:
    from dealerschoice.cards import Card
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat


def _how_many(hand: PlayedHand, seat: Seat, step: Twist, limit: choices.Bounds) -> int:
    """The number of cards this player twists: a count the bounds allow (see the module)."""
    known = seat.known() + usable_table(hand, up_only=True)  # the common cards count too
    if goal(hand, seat) == "low":
        ranks = [1 if c.rank == 14 else c.rank for c in known if not c.is_joker]
        wanted = sum(1 for r in ranks if r > 8 or ranks.count(r) > 1)
    elif policies.category(known, hand.rules_for(seat, cards=known)) == 0:
        # no pair: the player's own cards below a queen are worth changing (an ace or a king
        # may still pair)
        wanted = sum(1 for c in seat.known() if not c.is_joker and c.rank < 12)
    else:
        wanted = 0
    allowed = [n for n in limit.counts if n <= wanted]
    return max(allowed, default=0)


def _cost(hand: PlayedHand, step: Twist, twisted: list[tuple[Card, bool]]) -> int:
    """What the twist costs: the price for each card where the rule says "each" (a down card
    at its own price where it has one), else once."""
    if not step.each:
        return price(hand, step.cost, step.times)
    total = 0
    for _, up in twisted:
        if not up and step.down_card_cost is not None:
            total += price(hand, step.down_card_cost, step.down_card_times)
        else:
            total += price(hand, step.cost, step.times)
    return total


@handles(Twist)
def twist(hand: PlayedHand, step: Twist, at: int) -> int | None:
    table = hand.table
    words = []
    declined = 0
    for seat in table.clockwise_from(1):
        pool = seat.all() if not step.extra else []
        limit = choices.bounds(hand, seat, step, pool) if not step.extra else choices.Bounds(
            tuple(range(step.low or 0, step.count + 1)) if step.up_to else (step.count,), step.count)
        count = _how_many(hand, seat, step, limit)
        if not count:
            words.append(f"{seat.name} does not twist")
            declined += 1
            continue
        if step.extra:
            faces = [step.face != "down"] * count if step.face else [False] * count
            cost = price(hand, step.cost, step.times) * (count if step.each else 1)
            gone = []
        else:
            cards = policies.worst(pool, min(count, len(pool)), usable_table(hand, up_only=True),
                                   hand.rules_for(seat), goal(hand, seat), hand.rules_for(seat, "low"))
            ups = {h.card: h.up for h in seat.cards}
            gone = [(c, ups[c]) for c in cards]
            faces = [(step.face == "up") if step.face else up for _, up in gone]
            cost = _cost(hand, step, gone)
            table.to_muck(seat, cards)
        if cost:
            table.pay(seat, cost)
        new = []
        for up in faces:
            drawing.refill(hand, 1)
            table.give(seat, 1, up=up)
            new.append(seat.cards[-1])
        seat.expected += len(new) - len(gone)
        shown = [h.card for h in new if h.up]
        downs = len(new) - len(shown)
        bought = " and ".join(part for part in (format_cards(shown) if shown else "",
                                                 f"{cards_word(downs)} down" if downs else "") if part)
        given = f"twists {format_cards([c for c, _ in gone])}" if gone else f"buys {cards_word(len(new))}"
        words.append(f"{seat.name} {given}" + (f" for {cost}" if cost else "") + f" and gets {bought}")
        for held in new:
            if held.up:
                card_up(hand, seat, held, "dealt")
    hand.piece(Offers).declined = declined
    hand.event(hand.progress.rule, "draw", "Twists: " + "; ".join(words) + f". Pot {table.pot}.")
    return None
