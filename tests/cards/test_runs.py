"""Hands of one kind ranked by length (`cards.runs.sized_hand`): checked against a brute force
that tries every set of cards of each size, with wild cards filling any place; and points
counted in the order turned (`cards.ordered_points`), against the football count."""

from __future__ import annotations

from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards import (
    HandRules,
    PointValues,
    football_points,
    parse_cards,
    standard_deck,
)
from dealerschoice.cards.ordered_points import ordered_points
from dealerschoice.cards.runs import sized_hand

DECK = standard_deck()


def brute(cards, category: str, sizes, wild_ranks=()) -> tuple | None:
    """The best (size, key...) by trying every set of `size` cards: natural cards of one
    suit, with distinct ranks that fit in a run of `size` (straight flush; an ace also below
    the two), the wild cards anywhere."""
    for size in sorted(sizes, reverse=True):
        best = None
        for chosen in combinations(cards, size):
            natural = [c for c in chosen if c.rank not in wild_ranks]
            wild = size - len(natural)
            if len({c.suit for c in natural}) > 1:
                continue
            if category == "flush":  # a wild card is the highest rank of the suit not in the hand
                held = {c.rank for c in natural}
                filled = [r for r in range(14, 1, -1) if r not in held][:wild]
                key = tuple(sorted(filled + [c.rank for c in natural], reverse=True))
            else:
                key = None
                for top in range(14, size - 1, -1):
                    run = set(range(top - size + 1, top + 1))
                    ranks = [1 if c.rank == 14 and 14 not in run else c.rank for c in natural]
                    if len(set(ranks)) == len(ranks) and set(ranks) <= run:
                        key = (top,)
                        break
                if key is None:
                    continue
            if best is None or key > best:
                best = key
        if best is not None:
            return (size, *best)
    return None


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(DECK), min_size=3, max_size=8, unique=True),
       st.sampled_from(["straight-flush", "flush"]),
       st.sampled_from([(3, 4, 5), (2, 3), (4, 5), (3,)]),
       st.sampled_from([(), (2,), (2, 13)]))
def test_sized_hands_match_the_brute_force(cards, category, sizes, wild_ranks):
    rules = HandRules(wild_ranks=frozenset(wild_ranks)) if wild_ranks else HandRules()
    made = sized_hand(cards, category, sizes, rules)
    expected = brute(cards, category, sizes, wild_ranks)
    assert (made.key if made is not None else None) == expected
    if made is not None:
        assert len(made.best) == made.key[0] and set(made.best) <= set(cards)


@pytest.mark.parametrize("text, key, words", [
    ("Ah 2h 3h 9c 9d", (3, 3), "Three card straight flush, three high"),
    ("Qh Kh Ah 2h 3h", (3, 14), "Three card straight flush, ace high"),  # no wrap round the ace: two runs of three
    ("5d 6d 7d 8d 9d", (5, 9), "Five card straight flush, nine high"),
])
def test_straight_flushes_by_size(text, key, words):
    made = sized_hand(text, "straight-flush", (3, 4, 5))
    assert (made.key, made.description) == (key, words)


def test_bad_categories_and_sizes_are_named():
    with pytest.raises(ValueError, match=r"category 'straight': sized hands are straight-flush, flush"):
        sized_hand("2h 3h 4h", "straight", (3,))
    with pytest.raises(ValueError, match=r"sizes \(0, 3\)"):
        sized_hand("2h 3h 4h", "flush", (0, 3))


def test_a_wild_card_fills_the_gap():
    rules = HandRules(wild_ranks=frozenset({2}))
    made = sized_hand(parse_cards("9s Ts Qs 2d 4c"), "straight-flush", (3, 4, 5), rules)
    assert made.key == (4, 12)


# ---- points counted in the order turned (football hands) ----------------------------------------
FOOTBALL = PointValues.of([("face", (6,)), ("A", (1,)), ("2", (None,)), ("3", (None,)), ("other", (0,))])


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(DECK), min_size=0, max_size=10, unique=True))
def test_ordered_points_agree_with_the_football_count(cards):
    assert ordered_points(cards, FOOTBALL, (("A", "face"),)).key == (football_points(cards),)


def test_a_card_held_back_counts_once_per_earlier_card():
    # two kings then three aces: two extra points, the third ace waits for a touchdown that never comes
    assert ordered_points("Ks Kd As Ad Ah", FOOTBALL, (("A", "face"),)).key == (14,)
    # the group held back may be a suit: hearts count only after a spade
    values = PointValues.of([("other", (None,))])
    assert ordered_points("5h 9s 4h 3h", values, (("h", "s"),)).key == (13,)


# ---- straights round the corner, flushes by suit (`cards.wraps`) -----------------------------------
from dealerschoice.cards import best_hand  # noqa: E402
from dealerschoice.cards.wraps import twisted_hand  # noqa: E402

_RUNS = [tuple(range(top - 4, top + 1)) for top in range(6, 15)] + [(14, 2, 3, 4, 5)]
_WRAPS = {(11, 12, 13, 14, 2): 2, (12, 13, 14, 2, 3): 3, (13, 14, 2, 3, 4): 4}


def five_key(five, wrap: bool, order: str) -> tuple:
    """One five-card hand's key, worked out from its own cards: runs (round the corner too),
    flushes by suit, else the standard evaluator's key."""
    ranks = sorted(c.rank for c in five)
    flush = len({c.suit for c in five}) == 1
    run = next((r for r in _RUNS if sorted(r) == ranks), None)
    end = next((e for r, e in _WRAPS.items() if sorted(r) == ranks), None) if wrap else None
    if run is not None or end is not None:
        top = end if end is not None else (5 if run == (14, 2, 3, 4, 5) else max(run))
        straight = (8 if flush else 4, top, 0, 0, 0, 0)
        return straight if end is not None else best_hand(five).key
    if flush and order:
        return (5, 4 - order.index(five[0].suit), *sorted(ranks, reverse=True))
    return best_hand(five).key


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(DECK), min_size=5, max_size=7, unique=True), st.booleans(),
       st.sampled_from(["", "shdc", "cdhs"]))
def test_twisted_hands_match_the_best_five_worked_out_one_by_one(cards, wrap, order):
    made = twisted_hand(cards, HandRules(), wrap=wrap, suits=tuple(order))
    assert made.key == max(five_key(five, wrap, order) for five in combinations(cards, 5))


def test_a_wild_two_completes_a_run_round_the_corner():
    rules = HandRules(wild_ranks=frozenset({7}))
    made = twisted_hand(parse_cards("Qs Kd Ah 7c 3s 9d"), rules, wrap=True)
    assert (made.key, made.description) == ((4, 3, 0, 0, 0, 0), "Straight round the corner, three high")
    assert twisted_hand(parse_cards("Qs Kd Ah 7c 3s 9d"), rules).category == "pair"
