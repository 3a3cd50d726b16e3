"""The best hand from card sets: a hand's own cards and a board's groups of common cards, under limits on how many
of each a hand uses (Omaha's "exactly two own cards", "only one row of the board", "one card from each board",
"at least one down card").

`best_from_sets(own, groups, limits, scorer)` returns a `Choice`: the cards of the best selection, which own cards
and which group cards they are, and the scorer's key; `best_key` only the key. A `Scorer` is a key function (bigger
wins) with, when it can, a `pick` that names the cards a larger pool's key counts; `high(rules)` and `low(rules,
style)` wrap the evaluators of `hands.py` and `lows.py`, and any other ranking plugs in as one more `Scorer` (a key
function alone is always right; `pick` only makes it faster).
(`Scorer`, `high` and `low` are in `scorers.py`; `Limits` is in `limits.py`.)

The hand has `limits.size` cards (five) when the cards and limits allow it, otherwise the most they allow (a board
not fully dealt yet). When no limit binds a side, the scorer's best-of-any-five evaluator runs once on the whole
pool instead of once per five.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations, product
from typing import Any

from dealerschoice.cards.cards import Card
from dealerschoice.cards.limits import Limits
from dealerschoice.cards.scorers import HIGH, Scorer

Places = tuple[int, ...]  # indexes of own cards, or board places
# Naming a pool's best cards costs about what scoring this many selections does: below it,
# search the exact selections at once (Omaha: 60 selections, 6 pools of two own cards).
_CHECK_RATIO = 16

_NONE = Limits()  # no limit at all


@dataclass(frozen=True, slots=True)
class Choice:
    """The best selection. cards: own cards used, then board cards. own: indexes into the own
    cards given. board: (group, index in that group) of each board card used. group: the one
    group used (`one_group`), else None. key: the scorer's key of `cards`."""

    cards: tuple[Card, ...]
    own: tuple[int, ...]
    board: tuple[tuple[int, int], ...]
    group: int | None
    key: Any


def best_from_sets(own: Sequence[Card], groups: Sequence[Sequence[Card]] = (), limits: Limits = _NONE,
                   scorer: Scorer = HIGH, *, up: frozenset[int] = frozenset()) -> Choice | None:
    """The best hand of `own` cards and the board's `groups` under `limits`; None when the
    cards present allow no hand (a board lower bound the board cannot meet yet).

    groups: the board's card groups. Without `one_group` or `one_from_each` every card of
    every group may be used (give the board as one group: a card listed in two groups
    would count twice). up: indexes of own cards that are face up (the rest are down).
    Raises ValueError when the own cards cannot meet the limits at all (three own cards
    asked for from two).

    >>> from dealerschoice.cards.cards import parse_cards as cards
    >>> own, board = cards("Kh 9c 9d 4s"), [cards("Ah Qh 9h 7h 5c")]
    >>> " ".join(map(str, best_from_sets(own, board).cards))       # any five: the flush
    'K♥ A♥ Q♥ 9♥ 7♥'
    >>> omaha = best_from_sets(own, board, Limits.exactly(2))      # two own, three board
    >>> " ".join(map(str, omaha.cards)), omaha.own, omaha.board
    ('9♣ 9♦ A♥ Q♥ 9♥', (1, 2), ((0, 0), (0, 1), (0, 2)))
    >>> row = best_from_sets(cards("2c 3d"), [cards("As Ks Qs"), cards("Ad Ah 4c")], Limits(one_group=True))
    >>> row.group, " ".join(map(str, row.cards))
    (1, '3♦ 2♣ A♦ A♥ 4♣')
    >>> best_from_sets(cards("As Ad"), [cards("Ac Ah 2h")], Limits.exactly(3))
    Traceback (most recent call last):
    ...
    ValueError: best hand from sets: the limits ask for 3 own cards (own_low 3), the hand has 2 own cards
    """
    return _best(own, groups, limits, scorer, up, named=True)


def best_key(own: Sequence[Card], groups: Sequence[Sequence[Card]] = (), limits: Limits = _NONE,
             scorer: Scorer = HIGH, *, up: frozenset[int] = frozenset()) -> Any:
    """Just the key of `best_from_sets` (None: no hand), faster where no limit binds the
    split: the cards are not named.

    >>> from dealerschoice.cards.cards import parse_cards as cards
    >>> best_key(cards("Kh 9c"), [cards("Ah Qh 9h 7h 5c")]) == HIGH.key(cards("Kh Ah Qh 9h 7h"))
    True
    """
    return _best(own, groups, limits, scorer, up, named=False)


@dataclass(frozen=True, slots=True)
class SelectionPlan:
    """What to rank for one shape of cards (own count, group sizes, limits, up cards); the same for every deal of that
    shape, so it is made once. Board places are indexes into the groups' cards laid end to end; `where` gives each its
    (group, index in group).

    pooled: (group, own index sets, board place sets, full) blocks of the pools to rank in one call, every own set
    with every board set, in the order they are ranked, when the scorer can (`Scorer.pick`); full: the index of the
    board set that is all the group's places (its pool's key bounds an exact block), else -1.
    free: every selection of the hand's size from a pool keeps the limits. exact: (group, own index sets, board place
    sets, bounding places) blocks, every own set with every board set of its block, of every allowed selection; each
    own set's cards with the bounding places (when any) make a pool no selection beats. check: whether naming the
    best pool's cards to see if it keeps the limits is worth it (far more exact selections than pools); otherwise the
    pools' best key only stops the exact search when a selection reaches it. reuse: for each exact block, the pooled
    block that ranked the same selections already (same group and board sets, as many own cards), else -1.
    rank_pools: whether ranking the pools pays: it names the best (free, check), or there are fewer pools than exact
    selections (their best key stops the exact search early). Otherwise the exact search alone finds the same best:
    the pools' key is only a bound it may stop at, and it meets the same first best either way."""

    total: int
    where: tuple[tuple[int, int], ...]
    pooled: tuple[tuple[int | None, tuple[Places, ...], tuple[Places, ...], int], ...]
    free: bool
    exact: tuple[tuple[int | None, tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...], tuple[int, ...]], ...]
    check: bool
    reuse: tuple[int, ...]
    rank_pools: bool
    counts: tuple[int, ...]
    down: frozenset[int]
    options: tuple[tuple[int | None, tuple[int, int]], ...]
    limits: Limits


def _best(own: Sequence[Card], groups: Sequence[Sequence[Card]], limits: Limits, scorer: Scorer,
          up: frozenset[int], named: bool) -> Choice | Any | None:  # a Choice if named, else its key
    own = tuple(own)
    plan = selection_plan(len(own), tuple(map(len, groups)), limits, up if type(up) is frozenset else frozenset(up))
    if plan is None:
        return None
    board = tuple(c for g in groups for c in g)
    key_of = scorer.key
    take = board.__getitem__
    ceiling = None
    pooled: dict[tuple[int | None, Places], Any] = {}  # the key of each own set with all its group's places
    rows: dict[tuple[int, Places], list[Any]] = {}  # the pools' keys, by (pooled block, own set), to use again
    if scorer.pick is not None and plan.pooled and plan.rank_pools:
        # rank whole pools under the upper bounds only; when the best of them keeps every limit it is the
        # best of all (its pools hold every allowed selection), and when it does not its key still bounds
        # the search below: a selection reaching it is best. The first best pool wins a tie, so the cards
        # are put together once, for it.
        keep = not plan.free  # the exact search below may use the full pools' keys as bounds
        top: Any = None  # the best pool's key: plan.pooled is not empty
        at_top: tuple[int, int, int] = (0, 0, 0)  # its (block, own set, board set)
        for b, (group, own_sets, board_sets, full) in enumerate(plan.pooled):
            reused = b in plan.reuse
            theirs_cards = [tuple(map(take, t)) for t in board_sets]
            for m, mine in enumerate(own_sets):
                mine_cards = tuple(map(own.__getitem__, mine))
                keys = [key_of(mine_cards + theirs_part) for theirs_part in theirs_cards]
                most = max(keys)
                if top is None or most > top:
                    top, at_top = most, (b, m, keys.index(most))  # index: the first of equal keys
                if keep and full >= 0:
                    pooled[group, mine] = keys[full]
                if keep and reused:
                    rows[b, mine] = keys
        b, m, t = at_top
        group, own_sets, board_sets, _ = plan.pooled[b]
        key, mine, theirs = top, own_sets[m], board_sets[t]
        cards = tuple(map(own.__getitem__, mine)) + tuple(map(take, theirs))
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
    entries: list[tuple[Any, int | None, Places, tuple[Card, ...], tuple[Places, ...], list[tuple[Card, ...]],
                        list[Any] | None]] = []
    for (group, own_sets, board_sets, places), same in zip(plan.exact, plan.reuse):
        theirs_cards = [tuple(map(take, t)) for t in board_sets]
        pool = tuple(map(take, places)) if bounded and places else None
        for mine in own_sets:
            mine_cards = tuple(map(own.__getitem__, mine))
            bound = None
            if pool is not None:
                bound = pooled.get((group, mine))
                if bound is None:
                    bound = key_of(mine_cards + pool)
            entries.append((bound, group, mine, mine_cards, board_sets, theirs_cards, rows.get((same, mine))))
    ordered = bounded and all(e[0] is not None for e in entries)
    if ordered:
        entries.sort(key=lambda e: e[0], reverse=True)
    best = None
    for bound, group, mine, mine_cards, board_sets, theirs_cards, row in entries:
        if best is not None and bound is not None and bound <= best[0]:
            if ordered:
                break  # no later set can do better either
            continue
        for at, theirs in enumerate(theirs_cards):
            key = key_of(mine_cards + theirs) if row is None else row[at]
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
def selection_plan(held: int, sizes: tuple[int, ...], limits: Limits, up: frozenset[int]) -> SelectionPlan | None:
    """What to rank for `held` own cards, board groups of `sizes`, `limits` and the own cards `up` (`SelectionPlan`),
    made once per shape; None when no selection is possible yet. Raises ValueError when the own cards cannot meet
    the limits at all.

    >>> plan = selection_plan(4, (5,), Limits.exactly(2), frozenset())
    >>> plan.total, len(plan.exact[0][1]), len(plan.exact[0][2])   # five cards: 6 pairs of own cards, 10 boards
    (5, 6, 10)
    """
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
    pooled: list[tuple[int | None, tuple[Places, ...], tuple[Places, ...], int]] = []
    for group, (_, b_high) in options:
        places = _places(sizes, starts, group)
        if own_high + min(len(places), b_high) < total:
            continue  # this option's hands are smaller than the hand must be
        pools = tuple(_board_sets(sizes, starts, places, 0, limits)) if limits.one_from_each \
            else tuple(combinations(places, min(b_high, len(places))))
        own_pools = tuple(combinations(range(held), own_high))
        if own_pools and pools:
            pooled.append((group, own_pools, pools, pools.index(places) if places in pools else -1))
    free = (not limits.one_from_each and limits.own_low == 0 and limits.board_low == 0
            and counts == tuple(range(min(own_high, limits.size) + 1))
            and limits.down_low == 0 and (limits.down_high is None or limits.down_high >= own_high))
    selections = sum(len(o) * len(b) for _, o, b, _ in exact)
    pools_count = sum(len(o) * len(b) for _, o, b, _ in pooled)
    check = selections >= _CHECK_RATIO * pools_count
    reuse = tuple(next((i for i, (g, o, b, _) in enumerate(pooled) if g == group and b == board_sets
                        and len(o[0]) == len(own_sets[0])), -1) for group, own_sets, board_sets, _ in exact)
    rank_pools = free or check or pools_count < selections
    return SelectionPlan(total, where, tuple(pooled), free, tuple(exact), check, reuse, rank_pools, counts, down,
                 tuple(options), limits)


def _own_counts(limits: Limits, held: int, down: int) -> tuple[int, ...]:
    """The own-card counts a hand may use, given the own cards held and how many are down."""
    asked = max(limits.own_low, limits.down_low, min(limits.own_choices, default=0))
    if asked > held:
        raise ValueError(f"best hand from sets: the limits ask for {asked} own cards "
                         f"({_which(limits, asked)}), the hand has {held} own cards")
    if limits.down_low > down:
        raise ValueError(f"best hand from sets: the limits ask for {limits.down_low} down cards (down_low), "
                         f"the hand has {down} down cards")
    up = held - down
    top = down if limits.down_high is None else min(down, limits.down_high)
    counts = tuple(k for k in limits.own_counts(min(held, limits.size))
                   if max(limits.down_low, k - up) <= min(top, k))
    if not counts:
        raise ValueError(f"best hand from sets: no own count the limits allow ({limits!r}) can be made of "
                         f"{down} down and {up} up cards")
    return counts


def _which(limits: Limits, asked: int) -> str:
    if asked == limits.own_low:
        return f"own_low {asked}"
    if asked == limits.down_low:
        return f"down_low {asked}"
    return f"own_choices {list(limits.own_choices)}"


def _board_options(limits: Limits, sizes: tuple[int, ...]) -> list[tuple[int | None, tuple[int, int]]]:
    """Each way of taking board cards: (the group, or None for all of them), with the board
    counts it allows."""
    high = limits.size if limits.board_high is None else limits.board_high
    if limits.one_from_each:
        held = sum(1 for n in sizes if n)
        if held > limits.size:
            raise ValueError(f"best hand from sets: one card from each of {held} groups is more than a hand of "
                             f"{limits.size}")
        return [(None, (held, held))] if limits.board_low <= held <= high else []
    if limits.one_group:
        return [(i, (limits.board_low, min(high, n))) for i, n in enumerate(sizes)]
    return [(None, (limits.board_low, min(high, sum(sizes))))]


def _places(sizes: tuple[int, ...], starts: list[int], group: int | None) -> Places:
    if group is not None:
        return tuple(range(starts[group], starts[group] + sizes[group]))
    return tuple(range(sum(sizes)))


def _board_sets(sizes: tuple[int, ...], starts: list[int], places: Places, b: int, limits: Limits) -> Iterator[Places]:
    """Every allowed set of b board places: one of each group, or any b of `places`."""
    if limits.one_from_each:
        return product(*(range(starts[i], starts[i] + n) for i, n in enumerate(sizes) if n))
    return combinations(places, b)


def _downs_fit(chosen: Places, down: frozenset[int], limits: Limits) -> bool:
    n = sum(1 for i in chosen if i in down)
    return n >= limits.down_low and (limits.down_high is None or n <= limits.down_high)


def _keeps(choice: Choice, plan: SelectionPlan) -> bool:
    """Whether a choice keeps every limit, at the size the hand must have."""
    b_low, b_high = dict(plan.options)[choice.group]
    return (len(choice.cards) == plan.total and len(choice.own) in plan.counts
            and _downs_fit(choice.own, plan.down, plan.limits) and b_low <= len(choice.board) <= b_high)


def _named(picked: Sequence[Card], mine: Places, theirs: Places, own: tuple[Card, ...], board: tuple[Card, ...],
           where: tuple[tuple[int, int], ...], group: int | None, key: Any) -> Choice:
    """Which own and board places the picked cards are (the own cards first, each place once)."""
    free_own = list(mine)
    free_board = list(theirs)
    used_own: list[int] = []
    used_board: list[int] = []
    for card in picked:
        for i in free_own:
            if own[i] == card:
                free_own.remove(i)
                used_own.append(i)
                break
        else:
            for p in free_board:
                if board[p] == card:
                    free_board.remove(p)
                    used_board.append(p)
                    break
    cards = tuple(own[i] for i in used_own) + tuple(board[p] for p in used_board)
    return Choice(cards, tuple(used_own), tuple(where[p] for p in used_board), group, key)
