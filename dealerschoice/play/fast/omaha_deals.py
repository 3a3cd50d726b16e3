"""Play and count a plan's deals whose hands are Omaha-style (`omaha.Board`): each seat's best
high score and best low come from `omaha`, and the deal is settled as `run` settles a plan's
deal (`run.play_plan`, `run.high_low_deal`, `lows.count_low`): the same winners, the same
counts, only the hands judged another way.

Only plain hands take this way: no wild card for high or low (a wild would need the
evaluator's fillers; a wild low the judge's); `board_way` says whether a plan does.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from dealerschoice.cards import Hand
from dealerschoice.cards.cards import JOKER_CODE
from dealerschoice.play.fast.omaha import NO_HAND, Board, high_low_scorer, high_scorer, low_scorer
from dealerschoice.play.fast.plan import Plan
from dealerschoice.play.fast.run import DealOutcome, PlanCounts, count_high_low, plan_low_judge


def board_way(plan: Plan) -> bool:
    """Whether the plan's deals are judged by `omaha`: Omaha-style hands, nothing wild."""
    if plan.board is None or not plan.plain:
        return False
    # the joker's own kind is wild in every rules: a plan with jokers has no board (`omaha.board_of`)
    return plan.low_rules is None or not any(plan.low_rules.kinds(low=True)[:JOKER_CODE])


def _lows(plan: Plan) -> tuple[Callable[[Sequence[int]], list[int]], dict[int, Hand]]:
    board: Board = plan.board  # type: ignore[assignment]  # board_way: there is one
    return low_scorer(board, plan.low_rules, plan.qualify,  # type: ignore[arg-type]  # a low plan has low rules
                      plan_low_judge(plan.low_rules, plan.qualify))


def _both(plan: Plan) -> tuple[Callable[[Sequence[int]], tuple[list[int], list[int]]], dict[int, Hand]]:
    board: Board = plan.board  # type: ignore[assignment]  # board_way: there is one
    return high_low_scorer(board, plan.rules, plan.low_rules, plan.qualify,  # type: ignore[arg-type]  # a split has low rules
                           plan_low_judge(plan.low_rules, plan.qualify))


def play_board(plan: Plan, seeds: Iterable[int], shuffle: Callable[[int], list[int]]) -> PlanCounts:
    """Play one deal per seed (`shuffle` gives its deck) and count them as `run.play_plan` does."""
    board: Board = plan.board  # type: ignore[assignment]  # board_way: there is one
    counts = PlanCounts()
    if plan.high_low:
        both, hands = _both(plan)
        for seed in seeds:
            _high_low(plan, counts, *both(shuffle(seed)), hands)
        return counts
    if plan.low_rules is not None:
        lows, hands = _lows(plan)
        for seed in seeds:
            _low(plan, counts, lows(shuffle(seed)), hands)
        return counts
    scores = high_scorer(board, plan.rules)
    tie_pays, high_ok = plan.tie_pays, plan.qualify.high_ok
    wins = counts.wins
    deals = split = 0
    for seed in seeds:
        found = scores(shuffle(seed))
        top = max(found)
        tied = found.count(top)
        deals += 1
        if (tied > 1 and not tie_pays) or not high_ok(top):
            continue  # a tie pays nobody, or no hand qualifies: no winner, no split
        wins[top] += 1
        split += tied > 1
    counts.deals, counts.split = deals, split
    return counts


def board_deal(plan: Plan, x: Sequence[int]) -> DealOutcome:
    """One deal of the shuffled deck `x`, its winners named: for comparing with the simulator."""
    board: Board = plan.board  # type: ignore[assignment]  # board_way: there is one
    counts = PlanCounts()
    if plan.high_low:
        both, hands = _both(plan)
        return _high_low(plan, counts, *both(x), hands)
    if plan.low_rules is not None:
        lows, hands = _lows(plan)
        return _low(plan, counts, lows(x), hands)
    found = high_scorer(board, plan.rules)(x)
    top = max(found)
    winners = tuple(n for n, s in enumerate(found, 1) if s == top)
    if (len(winners) > 1 and not plan.tie_pays) or not plan.qualify.high_ok(top):
        return DealOutcome((), None)
    return DealOutcome(winners, top)


def _low(plan: Plan, counts: PlanCounts, lows: list[int], hands: dict[int, Hand]) -> DealOutcome:
    """A low showdown's deal, counted as `lows.count_low` counts it (nothing wild: no wild low)."""
    counts.deals += 1
    best = max(lows)
    winners = tuple(n for n, s in enumerate(lows, 1) if s == best)
    if best == NO_HAND or (len(winners) > 1 and not plan.tie_pays):
        return DealOutcome((), None)  # nobody qualifies, or a tie pays nobody: no winner, no split
    low = hands[best]
    counts.lows[low.key] += 1
    counts.low_hands.setdefault(low.key, low)
    counts.split += len(winners) > 1
    return DealOutcome(winners, None, low=low)


def _high_low(plan: Plan, counts: PlanCounts, scores: list[int], lows: list[int], hands: dict[int, Hand]) -> DealOutcome:
    """A high-low deal, cards speaking, counted as `run.high_low_deal` counts it: half to the
    best high hands, half to the best lows, a side nobody qualifies for giving all to the other."""
    top = max(scores)
    high = tuple(n for n, s in enumerate(scores, 1) if s == top) if plan.qualify.high_ok(top) else ()
    best = max(lows)
    low_seats = tuple(n for n, s in enumerate(lows, 1) if s == best) if best != NO_HAND else ()
    low = hands[best] if low_seats else None
    return count_high_low(counts, top, high, low, low_seats)
