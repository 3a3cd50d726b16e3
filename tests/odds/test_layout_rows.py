"""A layout's groups as rows of own part times table part (`plain_groups.plain_bests`, its
`by_rows`): every seat's best high and low as group by group, on decks where flushes are
common (two suits) and the usual one, whatever the seed, the table and the parts' sizes, groups of
more than five cards too (Window Pane's own four and a row of four)."""

from __future__ import annotations

import random
from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards import HandRules, parse_cards
from dealerschoice.cards.keys import PACK
from dealerschoice.play.fast.lows import low_judge
from dealerschoice.play.fast.plain_groups import _factors, plain_bests
from dealerschoice.play.fast.qualify import NONE
from dealerschoice.play.fast.run import scorer

TWO_SUITS = tuple(c for c in range(52) if (PACK[c] >> 52) & 0xFF)  # the first two suits' 26 cards


def _seats(players: int, own: int, own_pick: int, board: int, board_pick: int) -> list[list[tuple[int, ...]]]:
    """Per seat, every `own_pick` of its `own` cards with every `board_pick` of `board` common ones."""
    table = tuple(range(own * players, own * players + board))
    return [[o + t for o in combinations(range(own * s, own * s + own), own_pick) for t in combinations(table, board_pick)]
            for s in range(players)]


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=0, max_value=2**40), st.integers(min_value=2, max_value=4),
       st.sampled_from([(4, 2, 6, 3), (3, 1, 5, 4), (5, 3, 4, 2), (2, 2, 7, 3), (4, 4, 6, 4), (3, 3, 5, 3)]),
       st.booleans())
def test_rows_are_group_by_group(seed, players, shape, flushy):
    deck = TWO_SUITS if flushy else tuple(range(52))
    seats = _seats(players, *shape)
    assert _factors(seats) is not None
    rules = HandRules()
    bests = plain_bests(rules, rules, NONE, deck, seats)
    assert bests is not None
    score, judge = scorer(rules, deck, 12), low_judge(rules)
    x = list(deck)
    for turn in range(3):  # again and again: the memos now hold the counts, the rows answer
        random.Random(seed + turn).shuffle(x)
        for (top, low), seat in zip(bests(x), seats):
            groups = [tuple(x[p] for p in g) for g in seat]
            lows = [h for h in map(judge, groups) if h is not None]
            assert top == max(map(score, groups))
            if not lows:
                assert low is None
                continue
            first = max(lows, key=lambda h: h.key)
            assert low is not None and (low.key, low.description) == (first.key, first.description)


def test_rows_find_a_flush_only_the_table_completes():
    """Own Ah Kh Qs Qd and the table's Qh 9h 4h: the heart flush beats the three queens the rank
    counts alone make the top; the other seat's best is its two highest with the table's three."""
    seats = _seats(2, 4, 2, 3, 3)
    x = [int(c) for c in parse_cards("Ah Kh Qs Qd 2c 3c 8s 7d Qh 9h 4h")]
    rules = HandRules()
    bests = plain_bests(rules, rules, NONE, tuple(range(52)), seats)
    assert bests is not None
    score = scorer(rules, tuple(range(52)), 12)
    for _ in range(2):  # judged group by group first, then by rows from the memos
        (top, _), (other, _) = bests(x)
        assert top == score(tuple(parse_cards("Ah Kh Qh 9h 4h"))) > score(tuple(parse_cards("Qs Qd Qh 9h 4h")))
        assert other == score(tuple(parse_cards("8s 7d Qh 9h 4h")))


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=0, max_value=2**40), st.integers(min_value=2, max_value=4),
       st.sampled_from([(5, 2, 5, 3), (4, 2, 6, 3), (3, 1, 5, 4)]), st.booleans(),
       st.sampled_from([("2", "wild"), ("2,3", "wild"), (None, "wild"), (None, "bug"), ("K,J", "bug")]))
def test_wild_rows_are_group_by_group(seed, players, shape, flushy, wild):
    """Wilds, a joker wild or a bug (`layout_rows.row_tops`): each seat's top is the scorer's
    best over its groups, on a deck of two suits (flushes common) or the whole deck."""
    from dealerschoice.play.fast.layout_rows import row_tops

    deck = (*(TWO_SUITS if flushy else range(52)), 52)  # and a joker
    rules = HandRules.parse(wild[0], jokers=wild[1])
    seats = _seats(players, *shape)
    tops = row_tops(seats, deck)
    assert tops is not None
    score = scorer(rules, deck, 12)
    x = list(deck)
    for turn in range(3):  # the memo fills, then answers
        random.Random(seed + turn).shuffle(x)
        assert tops(x, rules, score) == [max(score(tuple(x[p] for p in g)) for g in seat) for seat in seats]


def test_wild_rows_refuse_groups_not_own_times_table():
    from dealerschoice.play.fast.layout_rows import row_tops

    seats = _seats(2, 4, 2, 5, 3)  # six own pairs times ten table threes
    assert row_tops([seats[0][:-1], seats[1]], tuple(range(52))) is None  # a group missing: not a product
    assert row_tops(seats, (*range(52), 0)) is None  # a card twice


def _must_use(players: int, own: int, board: int) -> list[list[tuple[int, ...]]]:
    """Per seat, every five of its `own` cards and `board` common ones that hold the last common
    card ("Every hand must use the last common card flipped."): a block per count of own cards."""
    table = tuple(range(own * players, own * players + board))
    return [[g for g in combinations(tuple(range(own * s, own * s + own)) + table, 5) if table[-1] in g]
            for s in range(players)]


@settings(max_examples=25, deadline=None)
@given(st.integers(min_value=0, max_value=2**40), st.integers(min_value=2, max_value=4),
       st.sampled_from([(4, 5), (5, 4), (3, 6)]), st.booleans(),
       st.sampled_from([None, ("3", "wild"), ("K,J", "bug")]))
def test_blocks_of_own_and_table_parts_are_group_by_group(seed, players, shape, flushy, wild):
    """Groups that are blocks of own parts times table parts, a block per count of own cards
    (`plain_groups.own_table_blocks`): each seat's best high and low (nothing wild), or its best high
    under wilds (`layout_rows.row_tops`), as group by group."""
    from dealerschoice.play.fast.layout_rows import row_tops
    from dealerschoice.play.fast.plain_groups import own_table_blocks

    deck = TWO_SUITS if flushy else tuple(range(52))
    seats = _must_use(players, *shape)
    blocks = own_table_blocks(seats)
    assert _factors(seats) is None and blocks is not None
    assert [len(owns) * len(tables) for owns, tables in blocks[0]] == [
        sum(1 for g in seats[0] if sum(p < shape[0] * players for p in g) == k) for k in sorted(
            {sum(p < shape[0] * players for p in g) for g in seats[0]})]
    rules = HandRules() if wild is None else HandRules.parse(*wild)
    score = scorer(rules, deck, 12)
    x = list(deck)
    bests = plain_bests(rules, rules, NONE, deck, seats) if wild is None else None
    tops = row_tops(seats, deck)
    assert tops is not None and (bests is not None or wild is not None)
    judge = low_judge(rules)
    for turn in range(2):
        random.Random(seed + turn).shuffle(x)
        groups = [[tuple(x[p] for p in g) for g in seat] for seat in seats]
        want = [max(map(score, seat)) for seat in groups]
        assert tops(x, rules, score) == want
        if bests is None:
            continue
        for (top, low), seat, best in zip(bests(x), groups, want):
            lows = [h for h in map(judge, seat) if h is not None]
            assert top == best and (low is None) == (not lows)
            assert low is None or low.key == max(h.key for h in lows)
