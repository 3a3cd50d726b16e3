"""Declared high-low splits in a layout plan ("Declare high/low simultaneously." then
"Showdown, highest declared high hand and lowest declared low hand split the pot."): Fiery
Cross, Window Pane, Z and friends.

Nobody chooses a card, so each seat's cards are fixed deck positions, as in any layout plan;
what a seat declares is the simulator players' decision (`mechanics.declare`: on its own
cards and every common card, `judge.usable_table`, playing for high: no choice ever set
another goal), made as a draw plan makes it (`declares.declarer`), and the pot is settled on
the hands the layout's limits allow (`declares.declared_deal`). Wilds the common cards name
(Iron Cross's "the corner common cards") are asked of the simulator deal by deal
(`layout_wilds.BoardNamed`), for the declaration and the showdown alike.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from dealerschoice.cards import HandRules
from dealerschoice.play.fast.declares import declared_deal, declared_of, declarer
from dealerschoice.play.fast.layout_lines import CountedLayoutPlan
from dealerschoice.play.fast.layout_wilds import BoardNamed
from dealerschoice.play.fast.plain_groups import plain_bests
from dealerschoice.play.fast.plan import Plan, Unplanned
from dealerschoice.play.fast.run import MANY_GROUPS, DealOutcome, PlanCounts, plan_low_judge, scorer, seat_getters

_GOAL = "high"  # the side a seat plays for when it never chose (`mechanics.moves.goal`)


@dataclass(frozen=True, slots=True)
class DeclaredLayoutPlan(CountedLayoutPlan):
    """`plan` (its groups, rules and low rules) settled by declaration: `sides` are the
    declaration's choices, `held` per seat the deck positions its declaration reads (its own
    cards and every common card)."""

    plan: Plan
    sides: tuple[str, ...]
    held: tuple[tuple[int, ...], ...]
    named: BoardNamed | None = None  # wilds the common cards name, deal by deal (`layout_wilds`)

    def _counter(self) -> Callable[[PlanCounts, list[int]], DealOutcome]:
        plan = self.plan
        longest = max(len(g) for groups in plan.seats for g in groups)
        judges: dict[tuple[HandRules, HandRules], tuple] = {}  # per (high, low) rules: how hands are judged

        def judged(rules: HandRules, low_rules: HandRules) -> tuple:
            found = judges.get((rules, low_rules))
            if found is None:  # a common card names ranks, never limited wilds: the low judge follows them
                found = judges[rules, low_rules] = (
                    scorer(rules, plan.deck, longest), plan_low_judge(low_rules, plan.qualify),
                    declarer(rules, low_rules, self.sides, scorer(rules, plan.deck, 12)))
            return found
        low_rules = plan.low_rules
        assert low_rules is not None, "a declared split has low rules: `declared_plan` checks"
        named = self.named
        pickers = seat_getters(plan)
        held = self.held
        qualify, plain = plan.qualify, plan.plain

        # many groups a seat, nothing wild: a sum each (`plain_groups`)
        many = plain_bests(plan.rules, low_rules, qualify, plan.deck, plan.seats) \
            if named is None and plain and max(map(len, plan.seats)) >= MANY_GROUPS else None

        def deal(counts: PlanCounts, x: list[int]) -> DealOutcome:
            rules, lows = (plan.rules, low_rules) if named is None else (named.at(x), named.at(x, "low"))
            score, judge, declare = judged(rules, lows)
            sides = [declare([x[p] for p in mine], _GOAL) for mine in held]
            if many is not None:
                seats = many(x)
                return declared_of(counts, [s if qualify.high_ok(s) else None for s, _ in seats],
                                   [low for _, low in seats], None, sides, rules, plain)
            groups: Any = [[pick(x) for pick in seat] for seat in pickers]
            return declared_deal(counts, groups, sides, score, judge, qualify, rules, plain)
        return deal

    def _used(self) -> int:
        # the declaration reads every common card, and so do the wilds they name
        return 1 + max(max(i for groups in self.plan.seats for g in groups for i in g), *(p for h in self.held for p in h))


def declared_plan(plan: Plan, sides: tuple[str, ...], own: list[list[int]], board: list[int],
                  named: BoardNamed | None = None) -> DeclaredLayoutPlan:
    """The layout plan settled by a declaration of `sides` (with wilds the common cards name:
    `named`); `Unplanned` where the low judge cannot follow the low rules."""
    if plan.low_rules is None:
        raise Unplanned("a declared split with no low rules")
    return DeclaredLayoutPlan(plan, sides, tuple(tuple(cards) + tuple(board) for cards in own), named)
