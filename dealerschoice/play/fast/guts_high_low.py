"""A guts plan's showdown of hands made by a Use rule, or split high and low with the cards
speaking (Omaha Burns: "The highest showing high hand and the lowest showing low hand split
the pot.", "You must use exactly two of your down cards in your final hand, but you can use a
different two for your high hand and your low hand."), as the simulator judges it
(`judge.hands_of`: every set of cards the rule allows, `making.card_sets`, the best high and
the best low of them apart; `highlow.settle_high_low`).

The best high hands among the players in take the high half, the best low ones the low half
(ace-to-five: `lows`); a side nobody has leaves the other all. Every player in who wins
neither half has lost, and pays at the settlement. Where a Use rule holds and one side wins,
the best hand over the sets counts. The deal's high-low showdown is counted as a fixed plan's
is (`run.count_high_low`): its high and low winning hands, a wild card in one, once decided.

Refused (`check`): a Use rule with a table hand to beat, a split hand, a common card naming a
wild rank or a declared split; a cards-speak split with a table hand; and low hands judged
with limited wild cards (the low judge remembers cards by rank).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealerschoice.play import making
from dealerschoice.play.fast.lows import low_winners
from dealerschoice.play.fast.plan import Unplanned
from dealerschoice.play.fast.run import PlanCounts, count_high_low, uses_wild

if TYPE_CHECKING:
    from dealerschoice.cards import HandRules
    from dealerschoice.play.fast.guts_showdown import GutsJudge, GutsShowdown
    from dealerschoice.rules.steps import Use


def check(compiler, use: Use | None, low_rules: HandRules) -> None:
    """Refuse what this showdown does not follow (see the module)."""
    if use is not None and (compiler.table_hand or compiler.split or compiler.table_wild or compiler.sides):
        raise Unplanned("a Use rule in a guts game with a table hand, a split hand, a common card naming a wild "
                        "rank or a declared split")
    if compiler.high_low and (compiler.table_hand or compiler.split):
        raise Unplanned("a high-low split in a guts game with a table hand or a split hand")
    if compiler.high_low and low_rules._stands_for:
        raise Unplanned("a low hand judged with limited wild cards")


def showdown(judge: GutsJudge, contenders: list[int], hands: list[list[int]], board: list[int],
             tie_pays: bool) -> tuple[GutsShowdown, tuple[int, ...]]:
    """The showdown of `contenders` (seats from 0, at least one) and its losers, each hand the
    sets the plan's Use rule allows (all its cards and the board's without one)."""
    from dealerschoice.play.fast.guts_showdown import GutsShowdown  # guts_showdown imports this module

    plan = judge.plan
    groups = [making.card_sets(hands[s], board, plan.use) if plan.use is not None else [hands[s] + board]
              for s in contenders]
    seats = tuple(s + 1 for s in contenders)
    score = judge.score
    if plan.low:  # the low hand wins
        return judge.low(contenders, groups, tie_pays)
    bests = []  # per contender: (its best high score, its first set of that score)
    for sets in groups:
        scores = [score(g) for g in sets]
        top = max(scores)
        bests.append((top, sets[scores.index(top)]))
    top = max(s for s, _ in bests)
    high = [n for n, (s, _) in enumerate(bests) if s == top]
    if not plan.high_low:
        if len(high) > 1 and not tie_pays:
            return GutsShowdown(seats, (), None, False), tuple(contenders)  # nobody wins: every player in lost
        wild = not plan.plain and any(uses_wild(plan.rules, bests[n][1], top) for n in high)
        return GutsShowdown(seats, tuple(seats[n] for n in high), top, wild), tuple(
            s for n, s in enumerate(contenders) if n not in high)
    low, won, low_hands = low_winners(groups, judge.low_judge)
    counted = PlanCounts()
    high_seats, low_seats = [seats[n] for n in high], [seats[n - 1] for n in won]
    counted.wild += any(h.wilds for h in low_hands) or (not plan.plain and any(
        uses_wild(plan.rules, bests[n][1], top) for n in high))
    count_high_low(counted, top, high_seats, low, low_seats)
    winners = set(high_seats) | set(low_seats)
    return GutsShowdown(seats, tuple(high_seats), top, counted.wild > 0, low, tuple(low_seats), counted), tuple(
        s for s in contenders if s + 1 not in winners)
