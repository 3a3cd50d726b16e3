"""Changed orders of hand classes (`cards.orders`) against a brute force: every subset of the
hand's size classified from scratch, the best tier of any subset kept."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards import Card, parse_cards
from dealerschoice.cards.orders import Class, Order, ordered_hand

DECK = [Card.of(r, s) for r in range(2, 15) for s in range(4)]
BOBTAIL = Order((Class("flush", 4), Class("straight", 4), Class("pair")), Class("two-pair"))
MEXICAN = Order((Class("flush"), Class("full-house")))
TWO_CARD = Order((Class("straight"), Class("pair"), Class("flush")), size=2)
EIGHT_UP = Order((Class("straight", from_rank=8), Class("pair")), size=2)


def runs(ranks: set[int], length: int) -> list[int]:
    """Tops of the runs of `length` consecutive ranks (an ace also counts one)."""
    have = ranks | ({1} if 14 in ranks else set())
    return [top for top in range(14, length - 1, -1) if all(r in have for r in range(top, top - length, -1))]


def classes_of(cards) -> set[Class]:
    """Every class a set of natural cards makes, classified from scratch."""
    ranks = [c.rank for c in cards]
    counts = sorted(Counter(ranks).values(), reverse=True)
    suits = Counter(c.suit for c in cards)
    found = set()
    n = len(cards)
    flush = max(suits.values()) == n
    straight = len(set(ranks)) == n and bool(runs(set(ranks), n))
    if n == 5:
        shape = ("straight-flush" if straight and flush else "four-of-a-kind" if counts[0] == 4 else
                 "full-house" if counts[:2] == [3, 2] else "flush" if flush else "straight" if straight else
                 "three-of-a-kind" if counts[0] == 3 else "two-pair" if counts[:2] == [2, 2] else
                 "pair" if counts[0] == 2 else "high-card")
        found.add(Class(shape))
        if max(suits.values()) >= 4:
            found.add(Class("flush", 4))
        if runs(set(ranks), 4):
            found.add(Class("straight", 4))
    else:
        found.add(Class("pair") if counts[0] == 2 else Class("high-card"))
        if flush:
            found.add(Class("flush"))
        if straight:
            found.add(Class("straight"))
            if runs(set(ranks), 2)[0] >= 8:
                found.add(Class("straight", from_rank=8))
    return found


def brute_tier(cards, order: Order) -> int:
    tiers = order.tiers()
    return max(tiers.index(c) for sub in combinations(cards, order.size) for c in classes_of(sub) if c in tiers)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(DECK), min_size=5, max_size=7, unique=True),
       st.sampled_from([BOBTAIL, MEXICAN]))
def test_five_card_orders_place_hands_as_a_brute_force_does(cards, order):
    assert ordered_hand(cards, order).key[0] == brute_tier(cards, order)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(DECK), min_size=2, max_size=2, unique=True), st.sampled_from([TWO_CARD, EIGHT_UP]))
def test_two_card_orders_place_hands_as_a_brute_force_does(cards, order):
    assert ordered_hand(cards, order).key[0] == brute_tier(cards, order)


def test_a_wild_card_fills_a_four_card_flush_and_a_flush_over_a_full_house():
    assert ordered_hand("Jk Ks 9s 2s 7d", BOBTAIL).description == "4-card flush, ace high"
    mexican = ordered_hand("Jk Qs 9s 5s 2s", MEXICAN)
    assert mexican.description == "Flush, ace high"
    assert mexican > ordered_hand("Qh Qd Qc 3h 3d", MEXICAN)


@pytest.mark.parametrize("order, message", [
    (lambda: Order((Class("flush"),)), "give at least two classes"),
    (lambda: Order((Class("pair"), Class("flush"))), "pair moves up past two-pair"),
    (lambda: Order((Class("four-of-a-kind"), Class("pair"))), "four-of-a-kind moves down past two-pair"),
    (lambda: Order((Class("flush"), Class("pair")), size=3), "order of 3-card hands: give 5 or 2"),
    (lambda: Order((Class("trips", 4), Class("pair"))), "class 'trips': give one of high-card"),
    (lambda: Order((Class("three-of-a-kind", 4), Class("pair"))), "only flushes and straights can be new classes"),
])
def test_orders_that_cannot_be_ranked_say_why(order, message):
    with pytest.raises(ValueError, match=message):
        order()


def test_kickers_break_ties_within_a_class():
    assert ordered_hand(parse_cards("As Ks 9s 2s 7d"), BOBTAIL) > ordered_hand(parse_cards("Ah Kh 9h 2h 6d"), BOBTAIL)
