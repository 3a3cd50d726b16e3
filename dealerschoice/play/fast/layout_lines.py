"""Layout plans that play their own deals, and the first of them: a board whose every line is
an Omaha board ("only one horizontal row of common cards" with "exactly two of your down
cards": Ultimate Omaha, the Lebanese games).

`LayoutPlan` is what `run.play_plan` and `run.plan_deal` hand a layout plan's deals to
(`play`, `deal`): this module's `LinesPlan` and `layout_wilds.LayoutWildPlan`.

A `LinesPlan` holds a `Plan` whose groups are, line by line, every `own` of a seat's cards
with every `table` of the line's (`omaha.Board`, one per line): a seat's best is the best of
its lines', each line judged by `omaha`'s rank tables as one Omaha board is. Nothing wild
(`omaha_deals.board_way`). The deals are settled as a plan's (`run.play_plan`,
`run.count_high_low`): the same winners, counted the same way.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from dealerschoice.cards import Hand
from dealerschoice.cards.cards import JOKER_CODE
from dealerschoice.play.fast.omaha import NO_HAND, Board, board_of, high_low_scorer, high_scorer, low_scorer
from dealerschoice.play.fast.plan import Plan
from dealerschoice.play.fast.run import DealOutcome, PlanCounts, count_high_low, plan_low_judge, shuffler


class LayoutPlan:
    """A layout plan that plays its own deals."""

    __slots__ = ()

    def play(self, seeds: Iterable[int]) -> PlanCounts:
        """Play one deal per seed and count them as `run.play_plan` counts a plan's."""
        raise NotImplementedError

    def deal(self, seed: int) -> DealOutcome:
        """One deal, its winners named: for comparing with the full simulator."""
        raise NotImplementedError


class CountedLayoutPlan(LayoutPlan):
    """A layout plan whose every deal one function counts on the shuffled deck (`_counter`):
    its seeds played and one deal made the same way (the declared, seat-wild and used-wild
    plans: `layout_declares`, `layout_seat_wilds`, `layout_used_wilds`)."""

    __slots__ = ()
    plan: Plan  # its positions, groups and showdown (a field of each subclass)

    def _counter(self) -> Callable[[PlanCounts, list[int]], DealOutcome]:
        """A function counting one shuffled deal in `counts` and naming its winners."""
        raise NotImplementedError(f"{type(self).__name__}._counter: a counted layout plan must say how")

    def _used(self) -> int:
        """How many places from the top of the shuffled deck the deal reads (its groups'; the
        rest may hold any card: `run.shuffler`)."""
        return 1 + max(i for groups in self.plan.seats for g in groups for i in g)

    def play(self, seeds: Iterable[int]) -> PlanCounts:
        shuffle = shuffler(self.plan.deck, self._used())
        count = self._counter()
        counts = PlanCounts()
        for seed in seeds:
            count(counts, shuffle(seed))
        return counts

    def deal(self, seed: int) -> DealOutcome:
        x = list(self.plan.deck)
        random.Random(seed).shuffle(x)
        return self._counter()(PlanCounts(), x)


@dataclass(frozen=True, slots=True)
class LinesPlan(LayoutPlan):
    """`plan` (its groups, showdown and rules) judged line by line: `boards`, one Omaha board
    of each line a hand may take its common cards from."""

    plan: Plan
    boards: tuple[Board, ...]

    def _scores(self) -> tuple[Callable[[Sequence[int]], tuple[list[int] | None, list[int] | None]], dict[int, Hand]]:
        """A function of the shuffled deck: (each seat's best high score, its best low, as
        `omaha` scores them, over every line; None for a side the showdown does not judge);
        and the Hand of each low score."""
        plan = self.plan
        low_rules = plan.low_rules
        if low_rules is None:
            highs = [high_scorer(b, plan.rules) for b in self.boards]
            return (lambda x: ([max(c) for c in zip(*[f(x) for f in highs])], None)), {}
        judge = plan_low_judge(low_rules, plan.qualify)
        if not plan.high_low:
            low_pairs = [low_scorer(b, low_rules, plan.qualify, judge) for b in self.boards]
            lows = [f for f, _ in low_pairs]
            return (lambda x: (None, [max(c) for c in zip(*[f(x) for f in lows])])), low_pairs[0][1]
        pairs = [high_low_scorer(b, plan.rules, low_rules, plan.qualify, judge) for b in self.boards]
        both = [f for f, _ in pairs]

        def high_low(x: Sequence[int]) -> tuple[list[int] | None, list[int] | None]:
            found = [f(x) for f in both]
            return [max(c) for c in zip(*[h for h, _ in found])], [max(c) for c in zip(*[lo for _, lo in found])]
        return high_low, pairs[0][1]  # one dict of low Hands for the game's low rules (`omaha._LOWS`)

    def play(self, seeds: Iterable[int]) -> PlanCounts:
        plan = self.plan
        shuffle = shuffler(plan.deck, 1 + max(i for groups in plan.seats for g in groups for i in g))
        scores, hands = self._scores()
        counts = PlanCounts()
        for seed in seeds:
            highs, lows = scores(shuffle(seed))
            settle(plan, counts, highs, lows, hands)
        return counts

    def deal(self, seed: int) -> DealOutcome:
        x = list(self.plan.deck)
        random.Random(seed).shuffle(x)
        scores, hands = self._scores()
        highs, lows = scores(x)
        return settle(self.plan, PlanCounts(), highs, lows, hands)


def settle(plan: Plan, counts: PlanCounts, highs: list[int] | None, lows: list[int] | None,
            hands: dict[int, Hand]) -> DealOutcome:
    """Count one deal as `run.play_plan` counts a plan's (high, low or high-low, cards speaking)."""
    low: Hand | None = None
    low_seats: tuple[int, ...] = ()
    if lows is not None:
        best = max(lows)
        low_seats = tuple(n for n, s in enumerate(lows, 1) if s == best) if best != NO_HAND else ()
        low = hands[best] if low_seats else None
    if highs is None:  # a low showdown
        counts.deals += 1
        if low is None or (len(low_seats) > 1 and not plan.tie_pays):
            return DealOutcome((), None)
        counts.lows[low.key] += 1
        counts.low_hands.setdefault(low.key, low)
        counts.split += len(low_seats) > 1
        return DealOutcome(low_seats, None, low=low)
    top = max(highs)
    if lows is not None:  # high-low
        high = tuple(n for n, s in enumerate(highs, 1) if s == top) if plan.qualify.high_ok(top) else ()
        return count_high_low(counts, top, high, low, low_seats)
    winners = tuple(n for n, s in enumerate(highs, 1) if s == top)
    counts.deals += 1
    if (len(winners) > 1 and not plan.tie_pays) or not plan.qualify.high_ok(top):
        return DealOutcome((), None)
    counts.wins[top] += 1
    counts.split += len(winners) > 1
    return DealOutcome(winners, top)


def lines_plan(plan: Plan, lines: Sequence[Sequence[int]], own: frozenset[int]) -> LinesPlan | None:
    """The plan judged line by line (`own`: the deck positions dealt to the players), when
    each seat's groups are exactly, line by line, an Omaha board's hands (`omaha.board_of`)
    and nothing is wild; else None."""
    if not plan.plain or len(lines) < 2 or (plan.low_rules is not None and any(plan.low_rules.kinds(low=True)[:JOKER_CODE])):
        return None
    if all(len(groups) <= len(lines) for groups in plan.seats):
        return None  # a hand or so a line: scoring each group is as quick (`run.play_plan`)
    boards = []
    covered: list[set[tuple[int, ...]]] = [set() for _ in plan.seats]
    for line in lines:
        on = set(line)
        mine = [[g for g in groups if all(p in on or p in own for p in g)] for groups in plan.seats]
        board = board_of(mine, line, plan.deck)
        if board is None:
            return None
        boards.append(board)
        for seen, groups in zip(covered, mine):
            seen.update(groups)
    if any(seen != set(groups) for seen, groups in zip(covered, plan.seats)):
        return None
    return LinesPlan(plan, tuple(boards))
