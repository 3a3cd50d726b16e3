"""One deal of a plan whose wilds each player's own cards decide, settled and counted: the
seats' best hands given, the winners and the counts are a fixed plan's (`run.play_plan`,
`lows.count_low`, `run.count_high_low`), as `wilds_deal` settles a `WildPlan`'s deal.

A seat's best high is (score, its cards, the rules it was judged under), the first group of
the top score as `judge.hands_of` keeps it; its low the best low Hand (None: none, or no low
side). A high win is counted with its Hand (`wilds_deal.count_win`): under wilds its words
may name the cards that played wild, which a score does not hold.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from dealerschoice.cards import Hand, HandRules
from dealerschoice.cards.cards import CARD_BY_CODE
from dealerschoice.play.fast.run import DealOutcome, PlanCounts, uses_wild
from dealerschoice.play.fast.wilds_deal import best_lows, count_win

Best = tuple[int, Sequence[int], HandRules]  # a seat's top high score, that group's card codes, its rules


def settle(plan, counts: PlanCounts, found: Sequence[tuple[Best | None, Hand | None]],
           group_of: Callable[[int, int], Sequence[int]] | None = None) -> DealOutcome:
    """Count one deal (`found`: per seat, its best high and its best low) and say who won it:
    a high showdown's best high hands, a low one's best lows, a high-low split's both, cards
    speaking. `plan`: a fixed plan (`plan.Plan`) the deal is of. A best high may leave out its
    cards (an empty tuple) where nothing is wild for it: `group_of(seat index, score)` finds
    them, asked only where the Hand's words are wanted."""
    counts.deals += 1
    low, low_seats = best_lows(found)
    if plan.low_rules is not None and not plan.high_low:  # a low showdown (`lows.count_low`)
        if low is None or (len(low_seats) > 1 and not plan.tie_pays):
            return DealOutcome((), None)
        counts.lows[low.key] += 1
        counts.low_hands.setdefault(low.key, low)
        counts.split += len(low_seats) > 1
        counts.wild += _low_wild(found, low_seats)
        return DealOutcome(tuple(low_seats), None, low=low)
    bests = [(n, best) for n, (best, _) in enumerate(found, 1) if best is not None]
    top = max(best[0] for _, best in bests)
    winning = [(n, best) for n, best in bests if best[0] == top]
    high = [n for n, _ in winning]
    # no cards given: nothing is wild for that hand
    won_wild = any(bool(best[1]) and uses_wild(best[2], best[1], top) for _, best in winning)
    first = _first(counts, top, *winning[0], group_of)
    if plan.high_low:  # cards speak (`run.high_low_deal`, `run.count_high_low`)
        high = high if plan.qualify.high_ok(top) else []
        counts.wild += _low_wild(found, low_seats) or (bool(high) and won_wild)
        if high:
            count_win(counts, top, first)
        if low is not None:
            counts.lows[low.key] += 1
            counts.low_hands.setdefault(low.key, low)
        counts.both_sides += bool(high) and low is not None
        counts.split += len(set(high) | set(low_seats)) > 1
        return DealOutcome(tuple(high or low_seats), top if high else None, low=low, low_winners=tuple(low_seats))
    if (len(high) > 1 and not plan.tie_pays) or not plan.qualify.high_ok(top):
        return DealOutcome((), None)
    count_win(counts, top, first)
    counts.split += len(high) > 1
    counts.wild += won_wild
    return DealOutcome(tuple(high), top)


def _first(counts: PlanCounts, top: int, number: int, best: Best,
           group_of: Callable[[int, int], Sequence[int]] | None) -> Best:
    """The first high winner's best as `wilds_deal.count_win` takes it, its cards as Cards (the
    Hand's words are of them); where it left them out, found only if its words are wanted."""
    _, codes, rules = best
    if not codes and top not in counts.named_hands:
        assert group_of is not None, "a best high without its cards, and no way to find them"
        codes = group_of(number - 1, top)
    return top, [CARD_BY_CODE[c] for c in codes], rules


def _low_wild(found: Sequence[tuple[Best | None, Hand | None]], low_seats: list[int]) -> bool:
    """Whether a winning low hand plays a wild card."""
    return any(bool(low.wilds) for n, (_, low) in enumerate(found, 1) if n in low_seats and low is not None)
