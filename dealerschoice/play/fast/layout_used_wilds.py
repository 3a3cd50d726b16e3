"""A wild card that is one of the common cards a hand uses: "You may use three adjacent common
cards in your hand." with "The positionally middle common card that you use is wild for you,
as are all cards of the same rank." (Twister), in a layout plan.

The judge makes each run of common cards a way of its own and judges it under the base rules
with that run's middle card wild (`judge._on_board`, `own_wilds.with_used_card`). A run lies
at fixed deck positions, so each of a seat's groups comes from one run (`layout._seat_groups`
keeps which), and a `UsedWildPlan` scores each group under its run's rules, asked of the
same function deal by deal (once per card in the middle: the rules are remembered), the best
group counting as any plan's. A high showdown only.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from operator import itemgetter

from dealerschoice.cards import Card, HandRules
from dealerschoice.play.fast.layout_lines import CountedLayoutPlan, settle
from dealerschoice.play.fast.plan import Plan, Unplanned
from dealerschoice.play.fast.run import DealOutcome, PlanCounts, scorer, uses_wild
from dealerschoice.play.mechanics.own_wilds import with_used_card
from dealerschoice.rules.steps.late_rules import UsedCardWild
from dealerschoice.rules.steps.vocab import Part


def used_card_wilds(program) -> tuple[UsedCardWild, ...]:
    return tuple(step for _, step in program.standing if type(step) is UsedCardWild)


@dataclass(frozen=True, slots=True)
class UsedWildPlan(CountedLayoutPlan):
    """`plan` (its groups, base rules and showdown) with, per seat and group, the deck
    positions of the run of common cards it is made with (`runs`), whose middle card is wild
    for it under `steps`."""

    plan: Plan
    runs: tuple[tuple[tuple[int, ...], ...], ...]
    steps: tuple[UsedCardWild, ...]

    def _counter(self) -> Callable[[PlanCounts, list[int]], DealOutcome]:
        plan, steps, base = self.plan, self.steps, self.plan.rules
        seats = [[(itemgetter(*g), itemgetter(*run)) for g, run in zip(groups, runs)]
                 for groups, runs in zip(plan.seats, self.runs)]
        longest = max(len(g) for groups in plan.seats for g in groups)
        scorers: dict[HandRules, Callable] = {}

        def judged(line: tuple[int, ...]) -> tuple[HandRules, Callable]:
            rules = with_used_card(base, steps, [[Card(c) for c in line]])
            score = scorers.get(rules)
            if score is None:
                score = scorers[rules] = scorer(rules, plan.deck, longest)
            return rules, score

        def count(counts: PlanCounts, x: list[int]) -> DealOutcome:
            highs: list[int] = []
            firsts: list[tuple[HandRules, tuple] | None] = []
            for seat in seats:
                top, first = -1, None  # the first group of the seat's best score, as the judge keeps it
                for pick, run in seat:
                    rules, score = judged(run(x))
                    cards = pick(x)
                    s = score(cards)
                    if s > top:
                        top, first = s, (rules, cards)
                highs.append(top)
                firsts.append(first)
            found = settle(plan, counts, highs, None, {})
            best = max(highs)
            counts.wild += bool(found.winners) and any(
                uses_wild(first[0], first[1], best) for s, first in zip(highs, firsts) if s == best and first)
            return found
        return count

def used_wild_plan(plan: Plan, runs: tuple[tuple[tuple[int, ...], ...], ...],
                   steps: tuple[UsedCardWild, ...]) -> UsedWildPlan:
    """The layout plan whose wild card is the middle common card each group uses; `Unplanned`
    for another part of it, a run of an even number of cards, or a low showdown."""
    if any(step.part != Part.MIDDLE for step in steps):
        raise Unplanned("a used common card wild that is not the middle one")
    if plan.low_rules is not None or plan.high_low:
        raise Unplanned("a low showdown with a used common card wild")
    if any(len(run) < 2 for seat in runs for run in seat):  # `itemgetter` of one: a tuple of one card wanted
        raise Unplanned("a run of one common card")
    return UsedWildPlan(plan, runs, steps)
