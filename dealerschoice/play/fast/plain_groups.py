"""Many card groups a seat, nothing wild: each group's best high score and best low judged by
one sum of its cards' rank counts, a C-level pick and sum (issue 21: the cost of a plan whose
seats choose among hundreds of groups, as Pyramid II's "every hand must use the last common
card" or Slick's House's three connected common cards).

With no card of the deck wild, bugged or a joker, for high or low, a group's rank counts
(`keys.PACK`'s rank nibbles) are all its high score reads unless some suit holds five of its
cards, and all its ace-to-five low reads (`lows.low_packing` packs a low the same way here):
both are remembered under them for the process (`_HIGHS`, and `lows.low_judge`'s memo), so
a seat's groups cost a sum each and two lookups. Suits are summed too only for a seat whose
cards hold five of a suit, and only a group that may be a flush is judged by the evaluator.
Where a seat's groups are every own part with every table part (Slick's House: two of four
own cards, three connected common ones), or blocks of them, one per count of own cards
(Pyramid II's "every hand must use the last common card", `own_table_blocks`), the table parts are
summed once a deal for every seat and each own part's row of groups is its sum added to the
table sums and looked up in the memos at C speed (`map`); only the own parts a suit of five
may reach are asked for flushes. The answers are `run.scorer`'s and `lows.low_judge`'s, group
for group.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from itertools import repeat
from operator import itemgetter

from dealerschoice.cards import Hand, HandRules
from dealerschoice.cards.cards import JOKER_CODE
from dealerschoice.cards.keys import PACK, RANK_FIELD, plain_high_score
from dealerschoice.play.fast.lows import low_judge, low_memo, low_packing
from dealerschoice.play.fast.plan import Plan
from dealerschoice.play.fast.qualify import Qualify
from dealerschoice.play.fast.run import MANY_GROUPS, DealOutcome, PlanCounts, count_high_low, scorer

_MISS = object()  # a memo's miss (None is an answer: no low that qualifies)
# the duplicates rule -> {rank counts: the high score of cards no suit makes a flush of}, for the
# process; rank counts -> the key of their low Hand (_NO_LOW: none), per low rules and qualifier
_HIGHS: dict[bool, dict[int, int]] = {}
_LOW_KEYS: dict[tuple, dict[int, tuple]] = {}
_MOST = 1 << 19  # entries a memo holds before it starts again
_NO_LOW = ()  # the key of a group with no low: below every Hand's key
_FLUSHY, _FIVE = 0x3333, 0x8888  # added to suit counts, a suit of five or more shows in its top bit
_SUITS = (0, 4, 8, 12)  # the shifts of the four suits' counts in a sum of suits
SeatBests = Callable[[Sequence[int]], list[tuple[int, Hand | None]]]


def plain_bests(rules: HandRules, low_rules: HandRules | None, qualify: Qualify, deck: Sequence[int],
                seats: Sequence[Sequence[tuple[int, ...]]]) -> SeatBests | None:
    """Per seat of a shuffled deck `x`, (its best high score, its best low Hand or None: the
    first group of the top key) over its groups (`seats`: per seat, its groups' deck
    positions); with no low rules, every low is None. None where something is wild for high
    or low, the deck holds a joker, or a group holds more than 12 cards."""
    codes = set(deck)
    if JOKER_CODE in codes or any(rules.kinds()[c] for c in codes) or max(len(g) for s in seats for g in s) > 12:
        return None
    if low_rules is not None and (low_rules._stands_for or any(low_rules.kinds(low=True)[c] for c in codes)
                                  or any(low_packing(low_rules)[c] != PACK[c] & RANK_FIELD for c in codes)):
        return None
    score = scorer(rules, tuple(deck), 12)
    high_memo = _HIGHS.setdefault(rules.wild_may_duplicate, {})
    high_get = high_memo.get
    judge = low_judge(low_rules, qualify) if low_rules is not None else None
    lows = low_memo(low_rules, qualify) if low_rules is not None else {}
    low_keys = _LOW_KEYS.setdefault((low_rules, qualify), {})
    ranks = [PACK[c] & RANK_FIELD for c in range(JOKER_CODE)]
    suits = [PACK[c] >> 52 for c in range(JOKER_CODE)]
    if any(len({p for g in seat for p in g}) == 1 for seat in seats):
        return None  # a seat of one card: nothing to choose among
    blocks = own_table_blocks(seats)
    if blocks is not None:  # each seat's groups in the order of their blocks and parts: own-major
        seats = [[o + t for owns, tables in seat for o in owns for t in tables] for seat in blocks]
    pickers = [[picker(g) for g in seat] for seat in seats]
    wholes = [itemgetter(*sorted({p for g in seat for p in g})) for seat in seats]  # each seat's cards
    # per seat, per block: its own parts' pickers, its table parts (whose pickers every seat with
    # the same ones shares) and where its groups start among the seat's
    parts: list[list[tuple[list, tuple, int]]] | None = None
    if blocks is not None:
        parts = []
        for seat in blocks:
            starts = [0]
            for owns, tables in seat:
                starts.append(starts[-1] + len(owns) * len(tables))
            parts.append([([picker(o) for o in owns], tuple(tables), at) for (owns, tables), at in zip(seat, starts)])
    table_pickers = {tables: [picker(t) for t in tables] for seat in parts or () for _, tables, _ in seat}

    def sums(values: list[int], at: int) -> list[int]:
        """Seat `at`'s groups' sums of `values` (per deck place)."""
        return [sum(pick(values)) for pick in pickers[at]]

    def table_sums(values: list[int], tables: tuple, done: dict) -> list[int]:
        """The table parts' sums of `values` this deal, once for every seat with the same ones."""
        found = done.get(tables)
        if found is None:
            found = done[tables] = [sum(pick(values)) for pick in table_pickers[tables]]
        return found

    def by_rows(x: Sequence[int], xr: list[int], xs: list[int], at_seat: int, rank_tables: dict,
                suit_tables: dict) -> tuple[int, Hand | None]:
        """Seat `at_seat`'s best high and low where its groups are blocks of every own part with
        every table part: a row of groups per own part, summed and looked up in the memos at C
        speed (`map`), counts not met before judged and remembered as `bests` does, and only
        the own parts a suit of five may reach looked at for flushes."""
        assert parts is not None, "rows only where the groups are own parts times table parts"
        seat = pickers[at_seat]
        top, best_at, best_sum = -1, -1, 0
        best_key: tuple = _NO_LOW
        for owns, tables, start in parts[at_seat]:
            ranked = table_sums(xr, tables, rank_tables)
            width = len(ranked)
            for row_at, pick in enumerate(owns):
                row = list(map(sum(pick(xr)).__add__, ranked))
                highs: list = list(map(high_get, row))  # None: not met before
                if None in highs:  # counts not met before: the scorer's answer, remembered where no flush may be
                    if len(high_memo) >= _MOST:
                        high_memo.clear()
                    mine, theirs = sum(pick(xs)), table_sums(xs, tables, suit_tables)
                    for at, h in enumerate(highs):
                        if h is None:
                            highs[at] = found = score(seat[start + row_at * width + at](x))
                            if not (mine + theirs[at] + _FLUSHY) & _FIVE:
                                high_memo[row[at]] = found
                top = max(top, max(highs))
                if judge is not None:
                    keys: list = list(map(low_keys.get, row))  # None: not met before
                    if None in keys:  # a low reads no suit: every group's is remembered
                        if len(low_keys) >= _MOST:
                            low_keys.clear()
                        for at, k in enumerate(keys):
                            if k is None:
                                made = judge(seat[start + row_at * width + at](x))
                                keys[at] = low_keys[row[at]] = made.key if made is not None else _NO_LOW
                    key = max(keys)
                    if key > best_key:  # the first group of the top key, in the order of `seats`
                        at = keys.index(key)
                        best_key, best_at, best_sum = key, start + row_at * width + at, row[at]
        if (sum(suits[c] for c in wholes[at_seat](x)) + _FLUSHY) & _FIVE:
            # a flush group scores at least its counts' score (a flush only adds hands), so the
            # top is the higher of the two: only the flushes need the evaluator
            for owns, tables, start in parts[at_seat]:
                top = max(top, _flushes(x, xs, owns, table_sums(xs, tables, suit_tables), suit_tables, tables,
                                        seat, start, score))
        if best_key == _NO_LOW or judge is None:
            return top, None
        low = lows.get(best_sum, _MISS)  # _MISS: the judge's memo started again since: ask it afresh
        return top, judge(seat[best_at](x)) if low is _MISS else low

    def bests(x: Sequence[int]) -> list[tuple[int, Hand | None]]:
        xr = [ranks[c] for c in x]
        xs = [suits[c] for c in x]
        out: list[tuple[int, Hand | None]] = []
        rank_tables: dict = {}
        suit_tables: dict = {}
        for at_seat, (seat, whole) in enumerate(zip(pickers, wholes)):
            if parts is not None:
                out.append(by_rows(x, xr, xs, at_seat, rank_tables, suit_tables))
                continue
            rs = sums(xr, at_seat)
            highs: list = list(map(high_get, rs))  # None: not met before
            flushes = []  # the groups that may be a flush: a suit of five among the seat's cards first
            if (sum(suits[c] for c in whole(x)) + _FLUSHY) & _FIVE:
                flushes = [at for at, v in enumerate(sums(xs, at_seat)) if (v + _FLUSHY) & _FIVE]
                for at in flushes:
                    highs[at] = score(seat[at](x))  # the scorer's own way
            if None in highs:  # counts not met before
                if len(high_memo) >= _MOST:
                    high_memo.clear()
                for at, h in enumerate(highs):
                    if h is None:
                        highs[at] = high_memo[rs[at]] = score(seat[at](x))  # no flush: by the counts alone
            top = max(highs)
            if judge is None:
                out.append((top, None))
                continue
            keys: list = list(map(low_keys.get, rs, repeat(None)))  # None: not met before
            if None in keys:
                if len(low_keys) >= _MOST:
                    low_keys.clear()
                for at, k in enumerate(keys):
                    if k is None:
                        found = judge(seat[at](x))
                        keys[at] = low_keys[rs[at]] = found.key if found is not None else _NO_LOW
            best = max(keys)
            low: Hand | None = None
            if best != _NO_LOW:
                found = lows.get(rs[keys.index(best)], _MISS)
                # _MISS: the judge's memo started again since: ask it afresh
                low = judge(seat[keys.index(best)](x)) if found is _MISS else found
            out.append((top, low))
        return out
    return bests


def plain_high_low(plan, counts: PlanCounts, bests: list[tuple[int, Hand | None]]) -> DealOutcome:
    """One cards-speak high-low deal of a plain plan from each seat's best high score and low
    (`plain_bests`), settled and counted as `run.high_low_deal` does (nothing is wild: no
    winner plays a wild card)."""
    top = max(s for s, _ in bests)
    high = [n for n, (s, _) in enumerate(bests, 1) if s == top] if plan.qualify.high_ok(top) else []
    low: Hand | None = None
    low_seats: list[int] = []
    for number, hand in enumerate(bests, 1):  # as `lows.low_winners`: every seat of the top key
        held = hand[1]
        if held is None:
            continue
        if low is None or held.key > low.key:
            low, low_seats = held, [number]
        elif held.key == low.key:
            low_seats.append(number)
    return count_high_low(counts, top, high, low, low_seats)


def _flushes(x: Sequence[int], xs: list[int], owns: list, found: list[int], done: dict, tables: tuple,
             seat: list, start: int, score: Callable[[tuple[int, ...]], int]) -> int:
    """The best score of a block's groups a suit may make a flush of (-1: none may), each
    asked of the scorer: only the table parts that give an own part five of a suit (`found`:
    the table parts' sums of suits, `done`: this deal's lists of them, per suit and count)."""
    most = done.get((tables, _SUITS))  # per suit, the most cards of it a table part holds
    if most is None:
        most = done[tables, _SUITS] = [max((v >> shift) & 15 for v in found) for shift in _SUITS]
    width, top = len(found), -1
    for row_at, pick in enumerate(owns):
        mine = sum(pick(xs))
        for shift, held in zip(_SUITS, most):
            need = 5 - ((mine >> shift) & 15)  # of this suit from the table part for five
            if held < need:
                continue
            reach = done.get((tables, shift, need))  # the table parts holding as many
            if reach is None:
                reach = done[tables, shift, need] = [at for at, v in enumerate(found) if (v >> shift) & 15 >= need]
            for at in reach:
                top = max(top, score(seat[start + row_at * width + at](x)))
    return top


def own_table_blocks(seats: Sequence[Sequence[tuple[int, ...]]]) -> list[list[tuple[list, list]]] | None:
    """Per seat, its groups as blocks of every own part (the places no other seat uses) with
    every table part, a block per size of the two (Pyramid II's "every hand must use the last
    common card": none of the own cards and five of the table's, one and four...), once each;
    None where some seat's groups are not so."""
    held = Counter(p for seat in seats for p in {q for g in seat for q in g})
    board = {p for p, k in held.items() if k > 1}
    out = []
    for seat in seats:
        by_size: dict[tuple[int, int], tuple[dict, dict]] = {}
        for g in seat:
            own, table = tuple(p for p in g if p not in board), tuple(p for p in g if p in board)
            owns, tables = by_size.setdefault((len(own), len(table)), ({}, {}))
            owns[own] = tables[table] = None
        blocks = [(list(owns), list(tables)) for owns, tables in by_size.values()]
        if sum(len(o) * len(t) for o, t in blocks) != len(seat) or len(set(map(frozenset, seat))) != len(seat) or \
                {frozenset(g) for g in seat} != {frozenset(o + t) for owns, tables in blocks for o in owns for t in tables}:
            return None
        out.append(blocks)
    return out


def picker(positions: tuple[int, ...]):
    """The cards at these deck places, as a tuple (none: an empty one)."""
    if len(positions) > 1:
        return itemgetter(*positions)
    return (lambda x, i=positions[0]: (x[i],)) if positions else (lambda x: ())


def _factors(seats: Sequence[Sequence[tuple[int, ...]]]) -> list[tuple[list, list]] | None:
    """Per seat, (its own parts, its table parts) where its groups are every own part (the
    places no other seat uses) with every table part, once each; None where some seat's are not."""
    held = Counter(p for seat in seats for p in {q for g in seat for q in g})
    board = {p for p, k in held.items() if k > 1}
    out = []
    for seat in seats:
        owns = list(dict.fromkeys(tuple(p for p in g if p not in board) for g in seat))
        tables = list(dict.fromkeys(tuple(p for p in g if p in board) for g in seat))
        if len(owns) * len(tables) != len(seat) or {frozenset(g) for g in seat} != {
                frozenset(o + t) for o in owns for t in tables} or len(set(map(frozenset, seat))) != len(seat):
            return None
        out.append((owns, tables))
    return out


def factored_scorer(plan: Plan):
    """For a plain plan whose groups are own sets times table sets (a Use rule): a function of
    the shuffled deck giving (top score, seats with it). Each set's packed counts are summed
    once a deal; a group's counts are one own sum plus one table sum, judged by the ranks
    alone when no suit can hold five (as `run.scorer`), else by the evaluator."""
    if plan.factored is None or not plan.plain or plan.rules._stands_for or \
            max(len(g) for groups in plan.seats for g in groups) > 12:
        return None
    owns, tables = plan.factored
    own_pickers = [[picker(p) for p in seat] for seat in owns]
    table_pickers = [picker(p) for p in tables]
    rules = plan.rules
    packed = PACK.__getitem__
    by_ranks = _HIGHS.setdefault(rules.wild_may_duplicate, {})  # plain rules: no wild or bug counter
    get = by_ranks.get

    def scores(x) -> tuple[int, int]:
        tables_cards = [pick(x) for pick in table_pickers]
        tables_x = [sum(map(packed, cards)) for cards in tables_cards]
        top, tied = -1, 0
        for seat in own_pickers:
            mines = [pick(x) for pick in seat]
            # every group's packed counts: one own sum plus one table sum, own-major as `groups`
            vs = [m + t for m in [sum(map(packed, cards)) for cards in mines] for t in tables_x]
            found: list[int | None] = [None if ((v >> 52) + 0x3333) & 0x8888 else get(v & RANK_FIELD) for v in vs]
            if None in found:  # a flush to judge, or ranks not met before: the evaluator decides
                width = len(tables_x)
                for at, s in enumerate(found):
                    if s is None:
                        v = vs[at]
                        s = found[at] = plain_high_score(mines[at // width] + tables_cards[at % width], rules)
                        if not ((v >> 52) + 0x3333) & 0x8888:
                            by_ranks[v & RANK_FIELD] = s
            best = max(s for s in found if s is not None)  # none is left: each was judged above
            if best > top:
                top, tied = best, 1
            elif best == top:
                tied += 1
        return top, tied
    return scores


def plain_highs(plan: Plan) -> Callable[[Sequence[int]], list[int]] | None:
    """Per seat of a shuffled deck, its best high score (`plain_bests`), for a plan with many
    groups a seat (`run.MANY_GROUPS`) and nothing wild; else None."""
    if max(map(len, plan.seats)) < MANY_GROUPS:
        return None
    bests = plain_bests(plan.rules, None, plan.qualify, plan.deck, plan.seats)
    if bests is None:
        return None
    return lambda x: [top for top, _ in bests(x)]
