"""Test-only reference: a plain five-card evaluator and brute-force wild substitution.

Kept independent of dealerschoice.cards.keys on purpose (no shared tables or logic).
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from itertools import combinations, combinations_with_replacement

RANKS = tuple(range(2, 15))


def eval_five(ranks, flush: bool, wheel: bool = True, straights: bool = True) -> tuple:
    """(category, ranks...) of up to five cards given their ranks; `flush` = five of one suit;
    `straights=False`: straights do not count."""
    k = len(ranks)
    counts = Counter(ranks)
    groups = sorted(counts.items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    shape = sorted(counts.values(), reverse=True) + [0]
    grouped = tuple(r for r, c in groups for _ in range(c))
    distinct = sorted(counts, reverse=True)
    top = 0
    if k == 5 and len(distinct) == 5 and straights:
        if distinct[0] - distinct[4] == 4:
            top = distinct[0]
        elif wheel and distinct == [14, 5, 4, 3, 2]:
            top = 5
    run = (5, 4, 3, 2, 1) if top == 5 else tuple(range(top, top - 5, -1))
    flush = flush and k == 5
    if shape[0] == 5:
        out = (9, grouped)
    elif top and flush:
        out = (8, run)
    elif shape[0] == 4:
        out = (7, grouped)
    elif shape[0] == 3 and shape[1] == 2:
        out = (6, grouped)
    elif flush:
        out = (5, tuple(sorted(ranks, reverse=True)))
    elif top:
        out = (4, run)
    elif shape[0] == 3:
        out = (3, grouped)
    elif shape[0] == 2 and shape[1] == 2:
        out = (2, grouped)
    elif shape[0] == 2:
        out = (1, grouped)
    else:
        out = (0, grouped)
    return (out[0],) + out[1] + (0,) * (5 - len(out[1]))


@cache
def _eval_sorted(ranks: tuple, flush: bool) -> tuple:
    return eval_five(ranks, flush)


@cache
def best_with_wilds(naturals: tuple, suited: bool, wilds: int, bugs: int) -> tuple:
    """Best of every substitution of the wilds and bugs among one subset's cards.

    Exact reductions only: wilds are interchangeable (so rank multisets suffice), and a wild's
    suit matters only through a flush, possible only when the naturals share one suit, in
    which case the wilds either all take that suit or it makes no difference.
    """
    best = None
    k = len(naturals) + wilds + bugs
    for wild_ranks in combinations_with_replacement(RANKS, wilds):
        for bug_ranks in combinations_with_replacement(RANKS, bugs):
            ranks = naturals + wild_ranks + bug_ranks
            for flush in ((False, True) if suited and k == 5 else (False,)):
                value = _eval_sorted(tuple(sorted(ranks)), flush)
                if bugs and value[0] not in (4, 5, 8) and any(r != 14 for r in bug_ranks):
                    continue  # a bug is an ace unless it completes a straight or flush
                if best is None or value > best:
                    best = value
    return best


def brute_high(cards, kinds) -> tuple:
    """Best high hand of (rank, suit) cards; kinds[i] is 0 natural, 1 wild, 2 bug."""
    size = min(5, len(cards))
    best = None
    for subset in combinations(range(len(cards)), size):
        naturals = tuple(sorted(cards[i][0] for i in subset if kinds[i] == 0))
        suits = {cards[i][1] for i in subset if kinds[i] == 0}
        wilds = sum(1 for i in subset if kinds[i] == 1)
        bugs = sum(1 for i in subset if kinds[i] == 2)
        value = best_with_wilds(naturals, len(suits) <= 1, wilds, bugs)
        if best is None or value > best:
            best = value
    return best


def brute_high_distinct(cards, kinds) -> tuple:
    """Brute force for the no-duplicate switch: wilds become distinct cards not held."""
    held = {c for c, k in zip(cards, kinds) if k == 0}
    free = [(r, s) for r in RANKS for s in range(4) if (r, s) not in held]
    size = min(5, len(cards))
    best = None
    for subset in combinations(range(len(cards)), size):
        naturals = [cards[i] for i in subset if kinds[i] == 0]
        wilds = sum(1 for i in subset if kinds[i] != 0)
        for extra in combinations(free, wilds):
            five = naturals + list(extra)
            value = eval_five(tuple(r for r, _ in five), len({s for _, s in five}) == 1)
            if best is None or value > best:
                best = value
    return best


def low_badness(ranks) -> tuple:
    """Ace-to-five badness of up to five ranks (ace = 1): category by multiples, then ranks."""
    counts = Counter(ranks)
    groups = sorted(counts.items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    shape = tuple(sorted(counts.values(), reverse=True))
    category = {(1, 1, 1, 1, 1): 0, (2, 1, 1, 1): 1, (2, 2, 1): 2, (3, 1, 1): 3, (3, 2): 4,
                (4, 1): 5, (5,): 6}.get(shape)
    if category is None:  # fewer than five cards
        category = {1: 0, 2: 1 if shape.count(2) == 1 else 2, 3: 3, 4: 5}[shape[0]]
    return (category,) + tuple(r for r, c in groups for _ in range(c))


@cache
def _best_low_subset(naturals: tuple, wilds: int) -> tuple:
    return min(low_badness(naturals + extra)
               for extra in combinations_with_replacement(range(1, 14), wilds))


def brute_a5(ranks, wild_flags) -> tuple:
    """Best (lowest) ace-to-five badness over every subset and every wild rank."""
    size = min(5, len(ranks))
    return min(_best_low_subset(tuple(sorted(ranks[i] for i in subset if not wild_flags[i])),
                                sum(1 for i in subset if wild_flags[i]))
               for subset in combinations(range(len(ranks)), size))


def brute_27(cards, wild_flags) -> tuple:
    """Best (lowest) deuce-to-seven hand: the smallest high hand, no wheel, wilds as any card."""
    return brute_lowball(cards, wild_flags, ace_low=False)


def brute_high_not_held(cards, kinds, straights: bool = True, flushes: bool = True) -> tuple:
    """Brute force for the common rule: each wild or bug becomes a card the hand does not hold
    (and no two become the same card), except that wilds may always make five of a kind.

    Exact reductions: a substitution is a multiset of ranks for the wilds and for the bugs; it
    is allowed when each rank is taken no more often than the hand has suits of it free, and
    it makes a flush only when the five share one suit and each wild rank is free in it.
    """
    held = {c for c, k in zip(cards, kinds) if k == 0}
    free = {r: {s for s in range(4) if (r, s) not in held} for r in RANKS}
    size = min(5, len(cards))
    best = None
    for subset in combinations(range(len(cards)), size):
        naturals = tuple(sorted(cards[i][0] for i in subset if kinds[i] == 0))
        suits = {cards[i][1] for i in subset if kinds[i] == 0}
        wilds = sum(1 for i in subset if kinds[i] == 1)
        bugs = sum(1 for i in subset if kinds[i] == 2)
        for wild_ranks in combinations_with_replacement(RANKS, wilds):
            for bug_ranks in combinations_with_replacement(RANKS, bugs):
                extra = Counter(wild_ranks + bug_ranks)
                ranks = tuple(sorted(naturals + wild_ranks + bug_ranks))
                five_kind = size == 5 and len(set(ranks)) == 1
                if not five_kind and any(n > len(free[r]) for r, n in extra.items()):
                    continue
                kinds_of_flush = [False]
                if size == 5 and len(suits) <= 1 and flushes:
                    options = suits or set(range(4))
                    if any(all(n == 1 and s in free[r] for r, n in extra.items()) for s in options):
                        kinds_of_flush.append(True)
                for flush in kinds_of_flush:
                    value = eval_five(ranks, flush, straights=straights)
                    if bugs and value[0] not in (4, 5, 8) and any(r != 14 for r in bug_ranks):
                        continue  # a bug is an ace unless it completes a straight or flush
                    if best is None or value > best:
                        best = value
    return best


def brute_lowball(cards, wild_flags, ace_low: bool) -> tuple:
    """Best (lowest) deuce-to-seven (`ace_low=False`) or ace-to-six (`ace_low=True`) hand:
    the smallest high hand with no wheel, wilds as any rank (a wild can always go off-suit)."""
    ranks = [1 if ace_low and r == 14 else r for r, _ in cards]
    size = min(5, len(cards))
    pool = tuple(range(1, 14)) if ace_low else RANKS
    best = None
    for subset in combinations(range(len(cards)), size):
        naturals = tuple(ranks[i] for i in subset if not wild_flags[i])
        suits = {cards[i][1] for i in subset if not wild_flags[i]}
        m = size - len(naturals)
        for extra in combinations_with_replacement(pool, m):
            flush = m == 0 and len(suits) == 1 and size == 5
            value = eval_five(naturals + extra, flush, wheel=False)
            if best is None or value < best:
                best = value
    return best


def brute_badugi(cards, wild_flags) -> tuple:
    """Best Badugi (more cards, then lower ranks from the top; aces low) over every subset of
    naturals with distinct ranks and suits, each wild any card not held."""
    naturals = [(1 if r == 14 else r, s) for (r, s), w in zip(cards, wild_flags) if not w]
    held = set(naturals)
    wilds = sum(wild_flags)
    free = [(r, s) for r in range(1, 14) for s in range(4) if (r, s) not in held]
    best = None
    for k in range(0, min(4, len(naturals)) + 1):
        for chosen in combinations(naturals, k):
            for j in range(min(wilds, 4 - k) + 1):
                for used in combinations(free, j):
                    hand = list(chosen) + list(used)
                    if len({r for r, _ in hand}) < len(hand) or len({s for _, s in hand}) < len(hand):
                        continue
                    value = (len(hand),) + tuple(-r for r in sorted((r for r, _ in hand), reverse=True))
                    if best is None or value > best:
                        best = value
    return best
