"""Hands with a rank moved in the order of cards and dead ranks (cards/rank_moves.py), against
a brute force over every five of the live cards ranked by their place in the new order
(tests/cards/reference.py, which shares no code with the evaluator)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards.cards import Card
from dealerschoice.cards.rank_moves import RankMoves, moved_hand
from dealerschoice.cards.rules import HandRules
from tests.cards.reference import brute_high_not_held

RANKS = tuple(range(2, 15))


def _oracle(cards: list[Card], moves: RankMoves, wild: frozenset[int]):
    order = moves.order
    live = [c for c in cards if c.rank not in moves.dead]
    if not live:
        return None
    placed = [(order.index(c.rank) + 2, "shdc".index(c.suit)) for c in live]
    return brute_high_not_held(placed, [1 if c.rank in wild else 0 for c in live])


@settings(max_examples=200, deadline=None)
@given(codes=st.lists(st.integers(0, 51), min_size=5, max_size=7, unique=True),
       moved=st.sampled_from(RANKS), to_bottom=st.booleans(),
       dead=st.sets(st.sampled_from(RANKS), max_size=2), wild=st.sets(st.sampled_from(RANKS), max_size=1))
def test_a_moved_rank_and_dead_ranks_judge_as_the_brute_force_over_the_new_order(codes, moved, to_bottom, dead, wild):
    cards = [Card(c) for c in codes]
    moves = RankMoves(bottom=(moved,) if to_bottom else (), top=() if to_bottom else (moved,), dead=frozenset(dead))
    hand = moved_hand(cards, moves, HandRules(wild_ranks=frozenset(wild)))
    expected = _oracle(cards, moves, frozenset(wild))
    assert (hand.key[:6] if hand is not None else None) == expected, (cards, moves, wild, hand)
    if hand is not None:  # the cards are named back: the hand's own, none of them dead
        assert set(hand.best) <= set(cards) and not any(c.rank in moves.dead for c in hand.best)


@pytest.mark.parametrize(("text", "moves", "description"), [
    ("Js 2h 3d 4c 5s", RankMoves(bottom=(11,)), "Straight, five high"),          # J-2-3-4-5
    ("9s 10h Jd Qc Kh", RankMoves(bottom=(11,)), "King high"),                   # the jack left the middle
    ("8s 9h 10d Qc Kh", RankMoves(bottom=(11,)), "Straight, king high"),         # 8-9-10-Q-K
    ("As Js 2d 3c 4h", RankMoves(bottom=(11,)), "Straight, four high"),          # the ace below the jack
    ("Ks Kh Kd 2c 2h", RankMoves(dead=frozenset({13})), "Pair of twos"),         # dead kings count in no hand
    ("10s Jh Qd Kc Ah 3s", RankMoves(top=(3,)), "Straight, three high"),         # a three above the ace
])
def test_moved_ranks_make_the_straights_of_the_new_order(text, moves, description):
    assert moved_hand(text, moves).description == description


def test_every_card_dead_is_no_hand_and_bad_moves_are_refused():
    assert moved_hand("Ks Kh", RankMoves(dead=frozenset({13}))) is None
    with pytest.raises(ValueError, match=r"RankMoves: rank 15 is not a rank 2-14"):
        RankMoves(bottom=(15,))
    with pytest.raises(ValueError, match=r"a rank moved twice in bottom=\(11,\) top=\(11,\)"):
        RankMoves(bottom=(11,), top=(11,))
