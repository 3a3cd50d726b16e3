"""The best hand from card sets as `cards/sets.py` found it before session 6 made it faster (ranking every pool
apart, scoring the exact selections again): kept word for word as the oracle `test_same_results.py` holds the
new code to. Only `_Plan`, `_best` and `_plan` changed; the helpers are the module's own."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from typing import Any

from dealerschoice.cards.cards import Card
from dealerschoice.cards.limits import Limits
from dealerschoice.cards.scorers import Scorer
from dealerschoice.cards.sets import (
    _CHECK_RATIO,
    Choice,
    Places,
    _board_options,
    _board_sets,
    _downs_fit,
    _keeps,
    _named,
    _own_counts,
    _places,
)


def old_best(own: Sequence[Card], groups: Sequence[Sequence[Card]], limits: Limits, scorer: Scorer,
             up: frozenset[int] = frozenset(), named: bool = True) -> Choice | Any | None:
    """The old `sets._best`: a Choice if named, else its key."""
    return _best(own, groups, limits, scorer, up, named)


@dataclass(frozen=True, slots=True)
class _Plan:
    """What to rank for one shape of cards (own count, group sizes, limits, up cards); the same for every deal of that
    shape, so it is made once. Board places are indexes into the groups' cards laid end to end; `where` gives each its
    (group, index in group).

    pooled: (group, own indexes, board places) of each pool to rank in one call, when the scorer can (`Scorer.pick`).
    free: every selection of the hand's size from a pool keeps the limits. exact: (group, own index sets, board place
    sets, bounding places) blocks, every own set with every board set of its block, of every allowed selection; each
    own set's cards with the bounding places (when any) make a pool no selection beats. check: whether naming the
    best pool's cards to see if it keeps the limits is worth it (far more exact selections than pools); otherwise the
    pools' best key only stops the exact search when a selection reaches it."""

    total: int
    where: tuple[tuple[int, int], ...]
    pooled: tuple[tuple[int | None, tuple[int, ...], tuple[int, ...]], ...]
    free: bool
    exact: tuple[tuple[int | None, tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...], tuple[int, ...]], ...]
    check: bool
    counts: tuple[int, ...]
    down: frozenset[int]
    options: tuple[tuple[int | None, tuple[int, int]], ...]
    limits: Limits


def _best(own: Sequence[Card], groups: Sequence[Sequence[Card]], limits: Limits, scorer: Scorer,
          up: frozenset[int], named: bool) -> Choice | Any | None:  # a Choice if named, else its key
    own = tuple(own)
    plan = _plan(len(own), tuple(map(len, groups)), limits, up if type(up) is frozenset else frozenset(up))
    if plan is None:
        return None
    board = tuple(c for g in groups for c in g)
    key_of = scorer.key
    take = board.__getitem__
    ceiling = None
    pooled: dict[tuple[int | None, Places, Places], Any] = {}  # each pool's key, by (group, own set, places)
    if scorer.pick is not None and plan.pooled:
        # rank whole pools under the upper bounds only; when the best of them keeps every limit it is the
        # best of all (its pools hold every allowed selection), and when it does not its key still bounds
        # the search below: a selection reaching it is best
        top: Any = None  # (key, group, mine, theirs, cards) of the best pool: plan.pooled is not empty
        keep = not plan.free  # the exact search below may use these keys as bounds
        for group, mine, theirs in plan.pooled:
            cards = tuple(map(own.__getitem__, mine)) + tuple(map(take, theirs))
            key = key_of(cards)
            if keep:
                pooled[group, mine, theirs] = key
            if top is None or key > top[0]:
                top = (key, group, mine, theirs, cards)
        key, group, mine, theirs, cards = top
        if plan.free and not named:
            return key
        if plan.free or plan.check:
            choice = _named(scorer.pick(cards) if cards else (), mine, theirs, own, board, plan.where, group, key)
            if plan.free or _keeps(choice, plan):
                return choice if named else key
        ceiling = key
    # the exact selections, own set by own set; where the scorer ranks pools, an own set's cards with all
    # the board it may draw on bound what it can make: the most promising go first, and the search stops
    # at the first set that cannot beat the best found
    bounded = scorer.pick is not None
    entries: list[tuple[Any, int | None, Places, tuple[Card, ...], tuple[Places, ...], list[tuple[Card, ...]]]] = []
    for group, own_sets, board_sets, places in plan.exact:
        theirs_cards = [tuple(map(take, t)) for t in board_sets]
        pool = tuple(map(take, places)) if bounded and places else None
        for mine in own_sets:
            mine_cards = tuple(map(own.__getitem__, mine))
            bound = None
            if pool is not None:
                bound = pooled.get((group, mine, places))
                if bound is None:
                    bound = key_of(mine_cards + pool)
            entries.append((bound, group, mine, mine_cards, board_sets, theirs_cards))
    ordered = bounded and all(e[0] is not None for e in entries)
    if ordered:
        entries.sort(key=lambda e: e[0], reverse=True)
    best = None
    for bound, group, mine, mine_cards, board_sets, theirs_cards in entries:
        if best is not None and bound is not None and bound <= best[0]:
            if ordered:
                break  # no later set can do better either
            continue
        for at, theirs in enumerate(theirs_cards):
            key = key_of(mine_cards + theirs)
            if best is None or key > best[0]:
                best = (key, group, mine, board_sets[at], mine_cards + theirs)
                if key == bound:
                    break  # the best this own set can make
        if best is not None and best[0] == ceiling:
            break
    if best is None:
        return None
    key, group, mine, theirs, cards = best
    return Choice(cards, mine, tuple(plan.where[p] for p in theirs), group, key) if named else key


@lru_cache(maxsize=1 << 12)
def _plan(held: int, sizes: tuple[int, ...], limits: Limits, up: frozenset[int]) -> _Plan | None:
    down = frozenset(i for i in range(held) if i not in up)
    counts = _own_counts(limits, held, len(down))
    options = _board_options(limits, sizes)
    # the hand is as large as any allowed selection can make it
    totals = [k + b for k in counts for _, (b_low, b_high) in options
              for b in (min(b_high, limits.size - k),) if b >= b_low]
    if not totals:
        return None
    total = max(totals)
    starts = [sum(sizes[:i]) for i in range(len(sizes))]
    where = tuple((i, j) for i, n in enumerate(sizes) for j in range(n))
    exact = []
    for group, (b_low, b_high) in options:
        places = _places(sizes, starts, group)
        for k in counts:
            b = total - k
            if b_low <= b <= b_high:
                own_sets = tuple(c for c in combinations(range(held), k) if _downs_fit(c, down, limits))
                board_sets = tuple(_board_sets(sizes, starts, places, b, limits))
                # an own set with every place it may draw on bounds its selections when the
                # pool's best hand has the hand's size, and is worth ranking when it has several
                bound = places if total == limits.size and len(board_sets) > 1 else ()
                if own_sets and board_sets:
                    exact.append((group, own_sets, board_sets, bound))
    # the pools: any `own_high` own cards, with any `board_high` cards of a board option
    own_high = held if limits.own_high is None else min(limits.own_high, held)
    pooled: list[tuple[int | None, tuple[int, ...], tuple[int, ...]]] = []
    for group, (_, b_high) in options:
        places = _places(sizes, starts, group)
        if own_high + min(len(places), b_high) < total:
            continue  # this option's hands are smaller than the hand must be
        pools = list(_board_sets(sizes, starts, places, 0, limits)) if limits.one_from_each \
            else list(combinations(places, min(b_high, len(places))))
        pooled.extend((group, s, t) for s in combinations(range(held), own_high) for t in pools)
    free = (not limits.one_from_each and limits.own_low == 0 and limits.board_low == 0
            and counts == tuple(range(min(own_high, limits.size) + 1))
            and limits.down_low == 0 and (limits.down_high is None or limits.down_high >= own_high))
    selections = sum(len(o) * len(b) for _, o, b, _ in exact)
    check = selections >= _CHECK_RATIO * len(pooled)
    return _Plan(total, where, tuple(pooled), free, tuple(exact), check, counts, down, tuple(options), limits)
