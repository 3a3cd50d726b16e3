"""Hands of a game's own added between two poker classes (cards/named_hands.py), against a brute
force: every five of the cards, every rank each wild card may become, judged as a span or as
the usual poker hand (tests/cards/reference.py), the best kept."""

from __future__ import annotations

from itertools import combinations, combinations_with_replacement

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards.cards import Card
from dealerschoice.cards.named_hands import Span, named_hand
from dealerschoice.cards.rules import HandRules
from tests.cards.reference import brute_high_not_held

OLD_ENGLISH = (Span.of("big cat", 8, 13), Span.of("little cat", 3, 8), Span.of("big dog", 14, 9),
               Span.of("little dog", 2, 7))
STRAIGHT, FLUSH = 4, 5


def _is_span(values: list[int], one_suit: bool, span: Span) -> bool:
    return (len(set(values)) == 5 and not one_suit and min(values) == span.low and max(values) == span.high)


def _oracle(cards: list[Card], spans: tuple[Span, ...], wild: frozenset[int]):
    kinds = [1 if c.rank in wild else 0 for c in cards]
    best = brute_high_not_held([(c.rank, "shdc".index(c.suit)) for c in cards], kinds)
    if best[0] > STRAIGHT or len(cards) < 5:
        return best
    for five in combinations(cards, 5):
        naturals = [c for c in five if c.rank not in wild]
        wilds = 5 - len(naturals)
        for at, span in enumerate(spans):
            for ranks in combinations_with_replacement(range(2, 15), wilds):
                values = [1 if r == 14 and span.low == 1 else r for r in [c.rank for c in naturals] + list(ranks)]
                # a wild's suit is free: it breaks a flush of the naturals (a card of its rank in
                # another suit is never held, the five holding no other card of that rank)
                one_suit = not wilds and len({c.suit for c in naturals}) == 1
                if _is_span(values, one_suit, span):
                    key = (STRAIGHT + (len(spans) - at) / (len(spans) + 1), *sorted(values, reverse=True))
                    best = max(best, key)
    return best


@settings(max_examples=120, deadline=None)
@given(codes=st.lists(st.integers(0, 51), min_size=5, max_size=7, unique=True),
       wild=st.sets(st.sampled_from(range(2, 15)), max_size=1))
def test_named_hands_judge_as_the_brute_force(codes, wild):
    cards = [Card(c) for c in codes]
    hand = named_hand(cards, OLD_ENGLISH, "straight", HandRules(wild_ranks=frozenset(wild)))
    assert tuple(hand.key[:6]) == _oracle(cards, OLD_ENGLISH, frozenset(wild)), (cards, wild, hand)


@pytest.mark.parametrize(("text", "description"), [
    ("8s 10h Jd Qc Kh", "Big cat: K-Q-J-10-8"),
    ("3s 4h 6d 7c 8h", "Little cat: 8-7-6-4-3"),
    ("9s 10h Jd Kc Ah", "Big dog: A-K-J-10-9"),
    ("2s 4h 5d 6c 7h", "Little dog: 7-6-5-4-2"),
    ("9s 10h Jd Qc Kh", "Straight, king high"),      # a straight is no span: its ends are not a span's
    ("8s 10s Js Qs Ks", "Flush, king high"),         # all of them lose to a flush
    ("8s 8h Jd Qc Kh", "Pair of eights"),            # no pair
])
def test_the_old_english_hands(text, description):
    assert named_hand(text, OLD_ENGLISH).description == description


def test_the_spans_rank_in_order_between_the_straight_and_the_flush():
    order = ["As Ks Qh Jd 10c", "8s 10h Jd Qc Kh", "3s 4h 6d 7c 8h", "9s 10h Jd Kc Ah", "2s 4h 5d 6c 7h",
             "2s 3h 4d 5c 6h"]
    flush = named_hand("2s 4s 5s 6s 8s", OLD_ENGLISH)
    keys = [named_hand(text, OLD_ENGLISH).key for text in order]
    assert keys[1:] == sorted(keys[1:], reverse=True) and all(flush.key > k for k in keys[1:])
    assert keys[0] < keys[1]  # the ace-high straight is below every span


def test_a_wild_card_fills_a_span_end_and_says_what_it_became():
    hand = named_hand("8s 10h Jd Qc 2h", OLD_ENGLISH, rules=HandRules(wild_ranks=frozenset({2})))
    assert hand.description == "Big cat: K-Q-J-10-8"
    assert [(str(w), str(b)) for w, b in hand.wilds] == [("2♥", "K♠")]


def test_a_span_without_five_ranks_is_refused():
    with pytest.raises(ValueError, match=r"Span 'tiny': 2-5 holds no five ranks from low to high"):
        Span("tiny", 2, 5)
