"""Ranking modes against independent oracles: pokerkit (Badugi, deuce-to-seven) and brute force
(ace-to-six, lows with wilds, Badugi with wilds); places, suit tie-breaks, three-card options."""

import random
from functools import cmp_to_key

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pokerkit import BadugiHand

from dealerschoice.cards.badugi import badugi_hand
from dealerschoice.cards.cards import Card, standard_deck
from dealerschoice.cards.hands import best_hand
from dealerschoice.cards.lows import best_low, low_key, low_score
from dealerschoice.cards.modes import Mode, Ranking, place_winners, rank_hand, rank_key
from dealerschoice.cards.odd_ranks import three_card_hand
from dealerschoice.cards.rules import HandRules
from tests.cards.reference import brute_badugi, brute_lowball

DECK = standard_deck()


def text(cards):
    return "".join(c.ascii for c in cards)


def same_order(ours, oracle_cmp, items) -> int:
    """How many neighbouring pairs, sorted by the oracle, our keys order differently."""
    ordered = sorted(items, key=cmp_to_key(oracle_cmp))
    wrong = 0
    for a, b in zip(ordered, ordered[1:]):
        tie = oracle_cmp(a, b) == 0
        if (ours(a) == ours(b)) != tie or (not tie and ours(a) > ours(b)):
            wrong += 1
    return wrong


def test_badugi_same_order_as_pokerkit():
    rng = random.Random(19)
    hands = [tuple(rng.sample(DECK, 4)) for _ in range(3_000)] + [tuple(rng.sample(DECK, 5)) for _ in range(500)]
    oracle = {h: BadugiHand.from_game(text(h)) for h in hands}

    def cmp(a, b):
        return (oracle[a] > oracle[b]) - (oracle[a] < oracle[b])

    assert same_order(lambda h: badugi_hand(h).key, cmp, hands) == 0


four_or_five = st.lists(st.integers(0, 51).map(Card), min_size=4, max_size=5, unique=True)


@settings(max_examples=500, deadline=None)
@given(four_or_five, four_or_five)
def test_badugi_compares_as_pokerkit(a, b):
    ours = (badugi_hand(a).key > badugi_hand(b).key) - (badugi_hand(a).key < badugi_hand(b).key)
    pa, pb = BadugiHand.from_game(text(a)), BadugiHand.from_game(text(b))
    assert ours == (pa > pb) - (pa < pb)


hand_with_wilds = st.tuples(st.lists(st.integers(0, 51).map(Card), min_size=1, max_size=7, unique=True),
                            st.integers(0, 2), st.sets(st.integers(2, 14), max_size=1))


@settings(max_examples=300, deadline=None)
@given(hand_with_wilds, st.booleans())
def test_lowball_equals_brute_force_hypothesis(case, ace_low):
    naturals, jokers, wild_ranks = case
    cards = naturals + [Card(52)] * jokers
    rules = HandRules(wild_ranks=frozenset(wild_ranks))
    flags = [rules.is_wild(c, low=True) for c in cards]
    expected = brute_lowball([(c.rank, c & 3) for c in cards], flags, ace_low)
    ours = tuple(-x for x in low_key(cards, rules, "a6" if ace_low else "27"))
    assert ours == expected[:len(ours)]


@settings(max_examples=150, deadline=None)
@given(st.lists(st.integers(0, 51).map(Card), min_size=3, max_size=5, unique=True), st.integers(0, 2))
def test_badugi_with_wilds_equals_brute_force_hypothesis(naturals, jokers):
    cards = naturals + [Card(52)] * jokers
    flags = [c == 52 for c in cards]
    assert badugi_hand(cards).key == brute_badugi([(c.rank, c & 3) for c in cards], flags)


def test_badugi_with_wilds_equals_brute_force():
    rng = random.Random(20)
    deck = standard_deck(jokers=2)
    for _ in range(300):
        rules = HandRules(wild_ranks=frozenset(rng.sample(range(2, 15), rng.choice([0, 1]))))
        cards = rng.sample(deck, rng.choice([4, 4, 5]))
        flags = [rules.is_wild(c, low=True) for c in cards]
        if sum(flags) > 2:
            continue
        assert badugi_hand(cards, rules).key == brute_badugi([(c.rank, c & 3) for c in cards], flags), cards


def test_badugi_examples():
    assert badugi_hand("As 2d 3c 4h").description == "Badugi: 4-3-2-A"
    assert badugi_hand("Kc Kd 3c 4h").description == "Three-card: K-4-3"    # a king of another suit
    hand = badugi_hand("Jk 5s 5d 3c")
    assert hand.description == "Three-card: 5-3-A" and [str(c) for c in hand.played] == ["5♦", "3♣", "A♠"]
    assert rank_hand("Ah 2h 3h 4h", Ranking(Mode.BADUGI)).description == "One-card: A"


@pytest.mark.parametrize("ace_low", [False, True])
def test_lowball_with_wilds_equals_brute_force(ace_low):
    """Deuce-to-seven and ace-to-six, fast path and fallback, against brute force."""
    rng = random.Random(27 + ace_low)
    deck = standard_deck(jokers=2)
    style = "a6" if ace_low else "27"
    for _ in range(1_500):
        rules = HandRules(wild_ranks=frozenset(rng.sample(range(2, 15), rng.choice([0, 0, 1]))))
        cards = rng.sample(deck, rng.choice([3, 4, 5, 5, 6, 7]))
        flags = [rules.is_wild(c, low=True) for c in cards]
        expected = brute_lowball([(c.rank, c & 3) for c in cards], flags, ace_low)
        ours = tuple(-x for x in low_key(cards, rules, style))
        assert ours == expected[:len(ours)], cards


def test_lowball_scores_order_as_keys_and_played_cards_make_the_key():
    rng = random.Random(6)
    deck = standard_deck(jokers=1)
    rules = HandRules.parse("3")
    for style in ("27", "a6", "a5"):
        hands = [rng.sample(deck, 7) for _ in range(1_500)]
        pairs = sorted((low_key(h, rules, style), low_score(h, rules, style)) for h in hands)
        assert all(s1 <= s2 and (s1 == s2) == (k1 == k2) for (k1, s1), (k2, s2) in zip(pairs, pairs[1:]))
        for h in hands[:400]:
            hand = best_low(h, rules, style)
            assert low_key(hand.played, HandRules(), style) == hand.key, (h, hand)


def test_deuce_to_seven_review_fix_no_flush_from_a_wild():
    hand = best_low("2s 3s 4s 7s Kh Qd Jc Jk", style="27")
    assert hand.description == "Seven low: 7-5-4-3-2"
    assert len({c.suit for c in hand.played}) > 1
    hand = best_low("2s 3s 4s 7s 5s 5h", style="27")    # the 5♥, not the 5♠, plays
    assert [str(c) for c in hand.played] == ["7♠", "5♥", "4♠", "3♠", "2♠"]
    hand = best_low("2s 3s 4s 7s 5s Jk", style="27")    # the joker stands in for a spade
    assert hand.description == "Seven low: 7-5-4-3-2" and len({c.suit for c in hand.played}) > 1


def test_ace_to_six_examples():
    assert best_low("Ah 2d 3c 4h 5s", style="a6").category == "straight"
    assert best_low("Ah 2d 3c 4h 6s", style="a6").description == "Six low: 6-4-3-2-A"
    assert best_low("Ah 2h 3h 4h 6h 7d", style="a6").description == "Seven low: 7-4-3-2-A"  # no flush
    assert best_low("Kh Qd Jc Ts Ad", style="a6").description == "King low: K-Q-J-10-A"   # no ace-high straight
    assert rank_hand("Ah 2d 3c 4h 6s 9s", Ranking(Mode.ACE_TO_SIX, qualifier=8)).description == "Six low: 6-4-3-2-A"
    assert rank_hand("Ah 2d 3c 4h 5s 9s", Ranking(Mode.ACE_TO_SIX, qualifier=8)) is None  # 9-5-4-3-2 is no 8


def test_three_card_without_straights_and_flushes():
    assert three_card_hand("Qs Ks As").category == "straight-flush"
    plain = Ranking(Mode.THREE_CARD, straights=False, flushes=False)
    assert rank_hand("Qs Ks As", plain).description == "Ace high"
    assert rank_hand("2s 2d 9h", plain) > rank_hand("Qs Ks As", plain)
    assert rank_hand("Qs Kd Ah", Ranking(Mode.THREE_CARD, flushes=False)).category == "straight"


def test_suit_order_breaks_ties():
    bridge = Ranking(Mode.HIGH_CARD, suits=("s", "h", "d", "c"))
    assert rank_key("Ks 4d", bridge) > rank_key("Kh 9d", bridge) > rank_key("Qs", bridge)
    high = Ranking(suits=("s", "h", "d", "c"))
    assert rank_hand("As Kd 9c 5h 3h", high) > rank_hand("Ah Ks 9c 5h 3h", high)
    assert rank_hand("As Kd 9c 5h 3h").key == rank_hand("Ah Ks 9c 5h 3h").key   # no suit order: a tie


def test_bad_rankings_name_the_value():
    with pytest.raises(ValueError, match="'middle' is not a valid Mode: modes are high, ace-to-five"):
        Ranking("middle")
    with pytest.raises(ValueError, match="qualifier 8: only lows take one"):
        Ranking(Mode.HIGH, qualifier=8)
    with pytest.raises(ValueError, match=r"suit order \('s', 's'\)"):
        Ranking(suits=("s", "s"))
    with pytest.raises(ValueError, match="high and three-card hands only"):
        Ranking(Mode.BADUGI, straights=False)
    with pytest.raises(ValueError, match="place 0"):
        place_winners([], 0)


hands_st = st.lists(st.lists(st.integers(0, 51).map(Card), min_size=2, max_size=5, unique=True),
                    min_size=1, max_size=7)


@settings(max_examples=300, deadline=None)
@given(hands_st, st.integers(1, 4), st.booleans())
def test_place_winners_is_the_place_th_distinct_key(held, place, worst):
    hands = [best_hand(h) for h in held]
    keys = [h.key for h in hands]
    ordered = sorted(set(keys), reverse=not worst)
    expected = [i for i, k in enumerate(keys) if len(ordered) >= place and k == ordered[place - 1]]
    assert place_winners(hands, place, worst) == expected
    if place == 1 and not worst:
        assert expected == [i for i, k in enumerate(keys) if k == max(keys)]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(0, 52).map(Card), min_size=1, max_size=7), st.sampled_from(list(Mode)))
def test_every_mode_gives_a_total_order_and_wilds_never_hurt(cards, mode):
    if mode == Mode.POINTS:
        return  # points hands have no wild cards; tests/cards/test_points.py
    if mode == Mode.THREE_CARD:
        cards = (cards * 3)[:3]
    ranking = Ranking(mode)
    hand = rank_hand(cards, ranking)
    assert hand is not None and hand.key == rank_key(cards, ranking)
    if mode not in (Mode.THREE_CARD, Mode.TWO_CARD) and len(cards) < 7:
        better = rank_hand(list(cards) + [Card(52)], ranking)
        assert better.key >= hand.key or mode != Mode.BADUGI and len(cards) < 5
