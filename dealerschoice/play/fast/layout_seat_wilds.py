"""Wild cards a player's own cards name, in a layout plan: "Your high hole card is wild for
you, as are all cards of the same rank." beside "The last common card flipped is wild" (Red
Schlock High).

A seat's hole cards lie at fixed deck positions, face down as dealt (no own flip: the plan
follows none under such a rule), so its wild rank follows from its own cards; the plan asks
the simulator's wild rules for each seat, deal by deal, of a probe hand holding the board and
every seat's cards as dealt (`layout_wilds.BoardNamed.at_seats`), and scores each seat's
groups under its own rules, as `run.play_plan` scores a plan's. A high showdown only.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields
from operator import itemgetter

from dealerschoice.cards import HandRules
from dealerschoice.play.fast.layout_lines import CountedLayoutPlan, settle
from dealerschoice.play.fast.layout_wilds import BoardNamed
from dealerschoice.play.fast.plan import Plan, Unplanned
from dealerschoice.play.fast.run import DealOutcome, PlanCounts, scorer, uses_wild
from dealerschoice.play.program import Program
from dealerschoice.rules.steps import Flip, Wild
from dealerschoice.rules.steps.flip import TurnDown

# the sources that read the holder's own cards alone, as dealt, and the fields they may set
_OWN_SOURCES = ("high-card", "low-card")
_OWN_FIELDS = frozenset({"source", "per_player", "hole_only", "up_only"})
_WILD_DEFAULTS = {f.name: f.default for f in fields(Wild)}


def own_card_wild(step: object) -> bool:
    """Whether a wild rule names a rank by the holder's own high or low card ("your high hole
    card is wild for you"), and nothing more."""
    return (type(step) is Wild and step.source in _OWN_SOURCES and step.per_player
            and all(getattr(step, f) == d for f, d in _WILD_DEFAULTS.items() if f not in _OWN_FIELDS))


def has_own_card_wilds(program: Program) -> bool:
    return any(own_card_wild(step) for _, step in program.standing)


@dataclass(frozen=True, slots=True)
class SeatWildPlan(CountedLayoutPlan):
    """`plan` (its positions, groups and showdown; its rules unused) scored seat by seat under
    the wild rules `named` gives each seat (`own`: per seat, each card's deck position and
    whether it is dealt face up)."""

    plan: Plan
    named: BoardNamed
    own: tuple[tuple[tuple[int, bool], ...], ...]

    def _counter(self) -> Callable[[PlanCounts, list[int]], DealOutcome]:
        plan = self.plan
        pickers = [[itemgetter(*g) for g in groups] for groups in plan.seats]
        longest = max(len(g) for groups in plan.seats for g in groups)
        scorers: dict[HandRules, Callable] = {}
        at_seats, own = self.named.at_seats, self.own

        def count(counts: PlanCounts, x: list[int]) -> DealOutcome:
            found = []
            for rules, seat in zip(at_seats(x, own), pickers):
                score = scorers.get(rules)
                if score is None:
                    score = scorers[rules] = scorer(rules, plan.deck, longest)
                found.append((max([score(pick(x)) for pick in seat]), rules, score, seat))
            highs = [s for s, _, _, _ in found]
            outcome = settle(plan, counts, highs, None, {})
            top = max(highs)
            counts.wild += bool(outcome.winners) and any(
                _uses_wild(rules, score, seat, x, top) for s, rules, score, seat in found if s == top)
            return outcome
        return count

    def _used(self) -> int:
        return 1 + max(max(i for groups in self.plan.seats for g in groups for i in g), *self.named.board)


def _uses_wild(rules: HandRules, score, seat, x: list[int], top: int) -> bool:
    """Whether a winner's first group of the top score plays a wild card (`run.uses_wild`)."""
    for pick in seat:
        cards = pick(x)
        if score(cards) == top:
            return uses_wild(rules, cards, top)
    return False


def seat_wild_plan(program: Program, plan: Plan, named: BoardNamed, own: list[list[int]],
                   own_up: list[list[bool]]) -> SeatWildPlan:
    """The layout plan whose wilds a seat's own cards name; `Unplanned` where an own card may
    turn over (it would leave the hole) or the showdown is not a high one."""
    for action in program.actions:
        for step in action.steps:
            if isinstance(step, (Flip, TurnDown)):
                raise Unplanned(f"rule {action.number}: a {step.kind} step beside wilds a player's own cards name")
    if plan.low_rules is not None or plan.high_low:
        raise Unplanned("a low showdown with wilds a player's own cards name")
    if any(len(g) < 2 for groups in plan.seats for g in groups):
        raise Unplanned("a one-card group")
    return SeatWildPlan(plan, named, tuple(tuple(zip(cards, ups)) for cards, ups in zip(own, own_up)))
