"""A guts plan's showdown among the players in (`guts_play`): the best high hand, the best low
one (`lows`), or a declared split (`declares`), judged as the simulator's showdown judges
them, with the players who went in and lost (they pay at the settlement)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import cast

from dealerschoice.cards import Hand
from dealerschoice.play.fast import guts_high_low
from dealerschoice.play.fast.declares import declared_deal
from dealerschoice.play.fast.guts import GutsPlan
from dealerschoice.play.fast.lows import count_low, low_winners
from dealerschoice.play.fast.qualify import NONE
from dealerschoice.play.fast.run import PlanCounts, plan_low_judge, uses_wild


@dataclass(frozen=True, slots=True)
class GutsShowdown:
    """One showdown: the seats in (numbered from 1), the winners, their score, and whether a
    winning hand used a wild card. No winners: a tie that pays nobody (or, in a declared
    split, the low side took it all)."""

    contenders: tuple[int, ...]
    winners: tuple[int, ...]  # the high winners
    score: int | None
    wild: bool
    low: Hand | None = None  # a low or declared showdown: the winning low hand, its winners, and the
    low_winners: tuple[int, ...] = ()  # showdown counted as `lows` or `declares` counts one
    counted: PlanCounts | None = None
    half_kept: bool = False  # the deck's hand took one side: the other half is paid, the larger half stays


class GutsJudge:
    """The showdowns of one plan: its high scorer (`run.scorer`) and, where a low hand can win,
    its low judge (`lows.low_judge`)."""

    def __init__(self, plan: GutsPlan, score):
        self.plan = plan
        self.score = score
        self.low_judge = plan_low_judge(plan.low_rules) if plan.sides or plan.low or plan.high_low else None

    def showdown(self, contenders: list[int], hands: list[list[int]], board: list[int], sides: dict[int, str],
                 tie_pays: bool) -> tuple[GutsShowdown, tuple[int, ...]]:
        """The showdown of `contenders` (seats from 0, at least one) and its losers."""
        if self.plan.use is not None or self.plan.high_low:  # hands a Use rule makes, a high-low split
            return guts_high_low.showdown(self, contenders, hands, board, tie_pays)
        held = {s: hands[s] + board for s in contenders}
        if self.plan.sides:
            return self._declared(contenders, held, sides)
        if self.plan.low:
            return self.low(contenders, [[held[s]] for s in contenders], tie_pays)
        scores = {s: self.score(h) for s, h in held.items()}
        top = max(scores.values())
        winners = tuple(s for s, v in scores.items() if v == top)
        seats = tuple(s + 1 for s in contenders)
        if len(winners) > 1 and not tie_pays:
            return GutsShowdown(seats, (), None, False), tuple(contenders)  # nobody wins: every player in lost
        wild = not self.plan.plain and any(uses_wild(self.plan.rules, held[s], top) for s in winners)
        losers = tuple(s for s in contenders if s not in winners)
        return GutsShowdown(seats, tuple(s + 1 for s in winners), top, wild), losers

    def _declared(self, contenders: list[int], held: dict[int, list[int]],
                  sides: dict[int, str]) -> tuple[GutsShowdown, tuple[int, ...]]:
        """A declared split among those in (`declares.declared_deal`), counted on its own."""
        counted = PlanCounts()
        found = declared_deal(counted, [[held[s]] for s in contenders], [sides[s] for s in contenders],
                              self.score, self.low_judge, NONE, self.plan.rules, self.plan.plain)
        seat = [s + 1 for s in contenders]  # the outcome numbers the contenders from 1
        high = tuple(seat[n - 1] for n in found.winners) if found.score is not None else ()
        low = tuple(seat[n - 1] for n in found.low_winners)
        losers = tuple(s for s in contenders if s + 1 not in high and s + 1 not in low)
        return GutsShowdown(tuple(seat), high, found.score, counted.wild > 0, cast("Hand | None", found.low), low,
                            counted), losers

    def low(self, contenders: list[int], groups: list[list[list[int]]],
            tie_pays: bool) -> tuple[GutsShowdown, tuple[int, ...]]:
        """A low showdown among those in (`lows.count_low`; `groups`: each one's card sets), counted on its own."""
        counted = PlanCounts()
        count_low(counted, groups, self.low_judge, tie_pays)
        top, won, _ = low_winners(groups, self.low_judge)
        seat = [s + 1 for s in contenders]
        low = tuple(seat[n - 1] for n in won) if counted.lows else ()  # else nobody qualifies, or a tie pays nobody
        losers = tuple(s for s in contenders if s + 1 not in low)
        return GutsShowdown(tuple(seat), (), None, counted.wild > 0, top, low, counted), losers


def merge(counts: PlanCounts, showdown: PlanCounts) -> None:
    """A low or declared showdown's counts, one of the deal's (the deal and its split counted once)."""
    counts.wins.update(showdown.wins)
    counts.lows.update(showdown.lows)
    for key, hand in showdown.low_hands.items():
        counts.low_hands.setdefault(key, hand)
    counts.both_sides += showdown.both_sides
    counts.wild += showdown.wild


def table_takes(score, table: list[int], found: GutsShowdown) -> bool:
    """ "You must beat the table hand to win": whether the table's own hand with the common
    cards (`table`) takes the pot from the high winners, a tie going to the table
    (`table_hand.beat_table`); the pot then stays and every player in has lost. A tie that
    paid nobody pays nobody still."""
    return bool(found.winners) and found.score is not None and score(table) >= found.score
