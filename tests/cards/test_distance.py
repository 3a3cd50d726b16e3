"""Hands ranked by their distance from a target (cards/distance.py), against a brute force:
every set of the target's size, every value an ace or a wild card may take, and every way to
match the cards one to one with the target's ranks (no sorting)."""

from __future__ import annotations

from itertools import combinations, permutations, product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards.cards import Card
from dealerschoice.cards.distance import closest_hand, target_values
from dealerschoice.cards.rules import HandRules


def _oracle(cards: list[Card], target: tuple[int, ...], wild: frozenset[int], pair_loses: bool = True):
    goal = [1 if r == 14 and any(t <= 5 for t in target if t != 14) else r for r in target]
    best = None
    for chosen in combinations(cards, len(goal)):
        options = [range(1, 15) if c.rank in wild else ((1, 14) if c.rank == 14 else (c.rank,)) for c in chosen]
        for values in product(*options):
            distance = min(sum(abs(a - b) for a, b in zip(values, order)) for order in permutations(goal))
            paired = pair_loses and len({14 if v == 1 else v for v in values}) < len(values)
            key = (0 if paired else 1, -distance)
            best = key if best is None or key > best else best
    return best


@settings(max_examples=150, deadline=None)
@given(codes=st.lists(st.integers(0, 51), min_size=3, max_size=5, unique=True),
       target=st.lists(st.integers(2, 14), min_size=3, max_size=3),
       wild=st.sets(st.integers(2, 14), max_size=1), pair_loses=st.booleans())
def test_the_closest_hand_is_the_brute_force_closest(codes, target, wild, pair_loses):
    cards = [Card(c) for c in codes]
    hand = closest_hand(cards, tuple(target), HandRules(wild_ranks=frozenset(wild)), pair_loses)
    assert hand.key == _oracle(cards, tuple(target), frozenset(wild), pair_loses), (cards, target, wild, hand)


@pytest.mark.parametrize(("text", "description"), [
    ("As 2h 3d", "Distance 0 from A-2-3: 3-2-A"),
    ("2s 3h 4d", "Distance 3 from A-2-3: 4-3-2"),      # 2-3-4 against A-2-3: one rank off each
    ("5s 5h Ad", "Pair, distance 5 from A-2-3: 5-5-A"),
    ("Ks Qh Jd", "Distance 30 from A-2-3: K-Q-J"),
])
def test_distances_from_ace_two_three(text, description):
    assert closest_hand(text, (14, 2, 3)).description == description


def test_a_pair_loses_to_any_hand_without_one_and_too_few_cards_make_no_hand():
    assert closest_hand("As Ah 2d", (14, 2, 3)).key < closest_hand("Ks Qh Jd", (14, 2, 3)).key
    assert closest_hand("As 2s", (14, 2, 3)) is None
    assert target_values((13, 14, 12)) == (12, 13, 14)
