"""Each seat's best high score where a layout's groups are every own part with every table
part, or blocks of them (`plain_groups.own_table_blocks`), and the wild cards change deal by deal
(`layout_wilds`: Southern Cross Wild's five own cards, two or three of them, with a line of
the cross): a row of groups per own part, summed and looked up at C speed (`map`), as
`plain_groups.plain_bests` does with nothing wild.

A group's score reads only its natural rank counts and its counts of wilds and bugs unless a
suit may hold five with its fillers (`run.scorer`): each part's counts are summed once a deal
(a table part's once for every seat), a group's key is one own sum plus one table sum, and
the scores are remembered under those keys for the process. A group a suit may make a flush
of scores at least its counts' score (a flush only adds hands), so it is asked of the scorer
too and the seat's top is the higher; only the own parts a suit of five may reach are looked
at. The answers are the scorer's, group for group.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from dealerschoice.cards import HandRules
from dealerschoice.cards.cards import JOKER_CODE
from dealerschoice.cards.keys import PACK, RANK_FIELD
from dealerschoice.cards.rules import WILD
from dealerschoice.play.fast.plain_groups import own_table_blocks, picker

_WILD_KEY, _BUG_KEY = 1 << 52, 1 << 56  # a wild's and a bug's count in a key, above the rank nibbles
_SUITS = (0, 4, 8, 12)  # the shifts of the four suits' counts in a sum of suits
_MOST = 1 << 19  # keys a memo holds before it starts again
ROWS_FROM = 24  # groups a seat from which rows cost less than scoring group by group
_SCORES: dict[bool, dict[int, int]] = {}  # the duplicates rule -> {key: the score of a group no suit makes a flush of}
Table = tuple[list[int], list[int], list[int], dict[tuple[int, int], list[int]]]  # a deal's table parts
SeatTops = Callable[[Sequence[int], HandRules, Callable[[tuple[int, ...]], int]], list[int]]


def row_tops(seats: Sequence[Sequence[tuple[int, ...]]], deck: Sequence[int]) -> SeatTops | None:
    """Per seat of a shuffled deck `x`, its best high score under that deal's `rules`, where
    `score` is the scorer of those rules (`run.scorer`) and each seat's groups (`seats`: deck
    positions) are blocks of every own part with every table part; None where they are not, a group
    holds more than 12 cards or the deck holds a card twice (the scorer then asks the
    evaluator of every group)."""
    blocks = own_table_blocks(seats)
    naturals = [c for c in deck if c != JOKER_CODE]
    if blocks is None or max(len(g) for s in seats for g in s) > 12 or len(set(naturals)) != len(naturals):
        return None
    # per seat, per block: its own parts' pickers, its table parts, and its groups' pickers (own-major)
    parts = [[([picker(o) for o in owns], tuple(tables), [picker(o + t) for o in owns for t in tables])
              for owns, tables in seat] for seat in blocks]
    table_pickers = {tables: [picker(t) for t in tables] for seat in parts for _, tables, _ in seat}
    counts_of: dict[HandRules, tuple[list[int], list[int], list[int]]] = {}

    def counts(rules: HandRules) -> tuple[list[int], list[int], list[int]]:
        """Per card code: its key part (rank nibble, or a wild or bug count), its suit nibble
        (none for a wild or bug) and whether it fills (a wild or bug), under `rules`."""
        found = counts_of.get(rules)
        if found is None:
            kinds = rules.kinds()
            found = counts_of[rules] = (
                [PACK[c] & RANK_FIELD if not kinds[c] else _WILD_KEY if kinds[c] == WILD else _BUG_KEY
                 for c in range(JOKER_CODE + 1)],
                [PACK[c] >> 52 if not kinds[c] else 0 for c in range(JOKER_CODE + 1)],
                [1 if kinds[c] else 0 for c in range(JOKER_CODE + 1)])
        return found

    def tops(x: Sequence[int], rules: HandRules, score: Callable[[tuple[int, ...]], int]) -> list[int]:
        keyed, suited, filling = counts(rules)
        memo = _SCORES.setdefault(rules.wild_may_duplicate, {})
        if len(memo) >= _MOST:
            memo.clear()
        xk, xs, xf = [keyed[c] for c in x], [suited[c] for c in x], [filling[c] for c in x]
        done: dict[tuple, Table] = {}  # per table parts: their keys, suits, fillers and reach lists, this deal
        out = []
        for blocks_of_seat in parts:
            top = -1
            for owns, tables, seat in blocks_of_seat:
                top = max(top, block_top(x, xk, xs, xf, owns, tables, seat, done, memo, score))
            out.append(top)
        return out

    def block_top(x: Sequence[int], xk: list[int], xs: list[int], xf: list[int], owns: list, tables: tuple,
                  seat: list, done: dict[tuple, Table], memo: dict[int, int], score: Callable[[tuple[int, ...]], int]) -> int:
        """The best score of a block's groups (`seat`: their pickers, own-major)."""
        get = memo.get
        table = done.get(tables)
        if table is None:
            picks = table_pickers[tables]
            table = done[tables] = ([sum(p(xk)) for p in picks], [sum(p(xs)) for p in picks],
                                    [sum(p(xf)) for p in picks], {})
        table_keys, table_suits, table_fills, reach = table
        width, top = len(table_keys), -1
        for row_at, pick in enumerate(owns):
            row = list(map(sum(pick(xk)).__add__, table_keys))
            highs: list = list(map(get, row))  # None: not met before
            mine_suits, mine_fills = sum(pick(xs)), sum(pick(xf))
            if None in highs:  # keys not met before: the scorer's answer, remembered where no flush may be
                for at, h in enumerate(highs):
                    if h is None:
                        highs[at] = found = score(seat[row_at * width + at](x))
                        fills = mine_fills + table_fills[at]
                        if not any((((mine_suits + table_suits[at]) >> s) & 15) + fills >= 5 for s in _SUITS):
                            memo[row[at]] = found
            top = max(top, max(highs))
            for shift in _SUITS:  # the table parts that may give this own part five of a suit
                need = 5 - ((mine_suits >> shift) & 15) - mine_fills
                hits = reach.get((shift, need))
                if hits is None:
                    hits = reach[shift, need] = [at for at, (s, f) in enumerate(zip(table_suits, table_fills))
                                                 if ((s >> shift) & 15) + f >= need]
                for at in hits:
                    top = max(top, score(seat[row_at * width + at](x)))
        return top
    return tops

