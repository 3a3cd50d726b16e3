"""Cards a rule makes a player buy for a card dealt face up, in the odds' fast path: "If a
player is ever dealt a face up face card, they must buy another card for max bet or fold."
(`BuyOrFold`), "If a player is ever dealt a face up four, they may pay max bet to buy another
up card." (a forced "buy").

The simulator's player buys whenever the price is at most the pot (`extra_buys.forced_buy`),
and a forced "buy" always (`triggers._act`); the cards come off the deck one at a time,
none once it is empty, and one bought face up turns up as any dealt card does, firing the
rules again. A price of a few antes or bets never passes the pot of a game whose players all
ante at the first deal (`PlayedHand.new_deal`), which only grows before the showdown; so each
such rule moves exactly the cards a free extra-cards rule for the same card moves
(`triggers._extra_cards`), in the order the simulator asks them for one card turned up
(forced rules, extra cards, buys: `triggers.card_up`), and the chips it costs are read by
no plan. The game is then the extra cards' draw plan (`draw_extras.compile_extras`).

Refused: a price of the pot (a buy-or-fold may then fold), more than the first antes, a game
that antes otherwise, and what the extra cards' plan refuses.
"""

from __future__ import annotations

from dealerschoice.play.fast.draws import DrawPlan
from dealerschoice.play.fast.plan import Unplanned
from dealerschoice.play.program import Program
from dealerschoice.play.state import ANTE, BET
from dealerschoice.rules.steps import Ante, RuleStep
from dealerschoice.rules.steps.dealing_events import ExtraCards
from dealerschoice.rules.steps.special import Forced
from dealerschoice.rules.steps.vocab import Face
from dealerschoice.rules.steps.vocab_money import Cost, ForcedAction
from dealerschoice.rules.steps.wager import BuyOrFold

_UNITS = {Cost.ANTE: ANTE, Cost.MIN_BET: BET, Cost.MAX_BET: BET, Cost.FREE: 0}  # as `prices.price` prices them


def buys(program: Program) -> bool:
    """Whether the game has a rule that makes a player buy cards for a card turned up."""
    return bool(program.standing_of(BuyOrFold)) or any(
        rule.action == ForcedAction.BUY for _, rule in program.standing_of(Forced))


def compile_forced_buys(program: Program, players: int) -> DrawPlan:
    """The plan of a game whose forced rules buy cards, the others only costing chips (the
    caller has checked them: `forced.not_only_chips`); `Unplanned` names what it cannot follow."""
    from dealerschoice.play.fast.draw_extras import compile_extras  # draw_extras imports the draw plans

    if any(isinstance(s, Ante) for a in program.actions for s in a.steps):
        raise Unplanned("bought cards in a game with an ante rule of its own (the pot they are weighed by)")
    first: list[tuple[int, RuleStep]] = []  # as `triggers.card_up` asks them: forced rules first, buys last
    last: list[tuple[int, RuleStep]] = []
    kept: list[tuple[int, RuleStep]] = []
    for number, step in program.standing:
        if isinstance(step, Forced) and step.action == ForcedAction.BUY:
            first.append((number, ExtraCards(step.trigger, step.cards or 1, step.face)))
        elif isinstance(step, BuyOrFold):
            unit = _UNITS.get(step.cost)
            if unit is None or unit * step.times > players * ANTE:  # the pot holds each player's ante at least
                raise Unplanned(f"rule {number}: a card bought for {step.times} times {step.cost}, which may "
                                f"pass the pot of {players} antes and fold the player")
            last.append((number, ExtraCards(step.trigger, step.cards, step.face or Face.DOWN)))
        elif not isinstance(step, Forced):  # a forced rule that only costs chips moves no card
            kept.append((number, step))
    extras = [(n, s) for n, s in kept if isinstance(s, ExtraCards)]
    rest = [(n, s) for n, s in kept if not isinstance(s, ExtraCards)]
    return compile_extras(Program(program.game, program.actions, tuple(rest + first + extras + last), program.notes),
                          players)
