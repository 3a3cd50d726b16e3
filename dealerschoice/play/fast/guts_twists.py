"""Twists in a guts plan (Cahones: "Each player may twist up to three cards for minimum bet
each.", "... for max bet each, four if they show an ace."), as the simulator plays them
(`mechanics.twists.twist`), on the cards the fixed twist plan plays them on (`twisting`).

Each player still in, clockwise from the dealer's left, twists as many cards as the rule
allows up to those they want changed (`twisting.twist_count`: with no pair, their cards below
a queen; for low, those above an eight or pairing another), the worst for the hand with the
common cards face up (`policies.worst`, lowest first), which go to the discards in that
order; as many come from the top of the deck, face down. The price goes into the pot: the
rule's price once, or per card ("each"; a down card at its own price where the rule names
one), a pot-sized price on the pot as it stands. The pot is what the losers match at the
settlement and what the next deal's players weigh (`betting.at_stake`), so it must be the
simulator's to the chip. A deck the twists run out leaves the deal unplayed, as the table
stops it.

Refused: a twist that adds a card, one after a card dealt face up (the new card's face and
price follow the card it replaces), one between a discard and its draw.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealerschoice.cards import Card
from dealerschoice.cards.cards import JOKER_CODE
from dealerschoice.play.fast.plan import Unplanned
from dealerschoice.play.fast.twisting import seat_twist_counts, twist_count
from dealerschoice.rules.steps.draw import Twist
from dealerschoice.rules.steps.vocab_money import Cost

if TYPE_CHECKING:
    from dealerschoice.play.fast.guts_play import GutsPlayer, _Cards

TWIST = "twist"
_CARDS = [Card(code) for code in range(JOKER_CODE + 1)]  # the players' choices read Cards, not codes


def twist_op(compiler, step: Twist, where: str) -> None:
    """A twist into the compiler's ops; it counts as a discard and its draw (no other follows)."""
    if step.extra or compiler.up or (compiler.thrown and not compiler.drawn):
        raise Unplanned(f"{where}: a twist step in a guts game"
                        + (" that adds a card" if step.extra else ", after a card dealt face up" if compiler.up
                           else ", between a discard and its draw"))
    compiler.ops.append((TWIST, step))
    compiler.thrown = compiler.drawn = True  # a declared split refuses it as it refuses a discard


def twist(player: GutsPlayer, cards: _Cards, op: tuple, pot: int) -> int | None:
    """The twists of the players still in: the chips they pay, or None when the deck runs out."""
    from dealerschoice.play import policies  # the simulator's players: not at import time

    step: Twist = op[1]
    plan = player.plan
    goal = "low" if plan.low else "high"
    shown = cards.board_up
    seen = [_CARDS[c] for c in shown]
    paid = 0
    for s in range(cards.players):
        if not cards.active[s]:
            continue
        hand = cards.hands[s]
        count = twist_count(hand, shown, seat_twist_counts(step, hand, s, cards.players), goal, plan.rules)
        if not count:
            continue
        gone = [int(c) for c in policies.worst([_CARDS[c] for c in hand], min(count, len(hand)), seen, plan.rules,
                                                 goal, plan.low_rules)]
        for c in gone:
            hand.remove(c)
        cards.muck.extend(gone)
        paid += _price(step, len(gone), pot + paid)
        if not cards.give(s, len(gone)):
            return None
    return paid


def _price(step: Twist, count: int, pot: int) -> int:
    """What a twist of `count` down cards costs (`twists._cost`, `prices.price`)."""
    from dealerschoice.play.mechanics.prices import whole_chips  # the mechanics import the simulator
    from dealerschoice.play.state import ANTE, BET

    def price(cost: Cost | None, times: int) -> int:
        unit = {Cost.ANTE: ANTE, Cost.MIN_BET: BET, Cost.MAX_BET: BET, Cost.FREE: 0, None: 0}.get(cost, pot)
        return whole_chips(unit * times)

    if not step.each:
        return price(step.cost, step.times)
    if step.down_card_cost is not None:  # every card twisted is a down one: the plan refuses twists after up cards
        return price(step.down_card_cost, step.down_card_times) * count
    return price(step.cost, step.times) * count
