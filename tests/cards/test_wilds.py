"""Wild cards, jokers and two decks: equal to brute force (every substitution x every subset)."""

import random

from hypothesis import given, settings, strategies as st

from dealerschoice.cards.cards import JOKER, Card, parse_cards, standard_deck
from dealerschoice.cards.hands import best_hand
from dealerschoice.cards.keys import high_score, unpack
from dealerschoice.cards.rules import NATURAL, HandRules
from tests.cards.reference import brute_high, brute_high_distinct, eval_five


def ours(cards, rules):
    category, ranks = unpack(high_score(cards, rules))
    return (category,) + ranks + (0,) * (5 - len(ranks))


def random_case(rng):
    """Random rules, then a hand of 2-7 cards holding 1-4 wild cards, bugs or jokers."""
    rules = HandRules(
        wild_ranks=frozenset(rng.sample(range(2, 15), rng.choice([0, 1, 1, 2]))),
        wild_cards=frozenset(rng.sample(standard_deck(), rng.choice([0, 0, 2]))),
        jokers=rng.choice(["wild", "bug"]))
    deck = standard_deck(jokers=4, decks=rng.choice([1, 2]))
    kinds = rules.kinds()
    wild = [c for c in deck if kinds[c] != NATURAL]
    natural = [c for c in deck if kinds[c] == NATURAL]
    size = rng.choice([2, 3, 4, 5, 5, 6, 6, 7, 7, 7])
    count = min(size, rng.choice([1, 1, 2, 2, 3, 4]))
    return rules, rng.sample(wild, count) + rng.sample(natural, size - count)


def as_pairs(cards, rules):
    kinds = rules.kinds()
    return [(c.rank, c & 3) for c in cards], [kinds[c] for c in cards]


def test_wilds_jokers_two_decks_equal_brute_force():
    rng = random.Random(2024)
    checked = 0
    for _ in range(10_500):
        rules, cards = random_case(rng)
        pairs, kinds = as_pairs(cards, rules)
        expected = brute_high(pairs, kinds)
        assert ours(cards, rules) == expected, (cards, rules)
        checked += 1
    assert checked >= 10_000


def test_played_cards_make_the_score():
    """The five cards as played (wilds replaced) evaluate to the hand's own key."""
    rng = random.Random(7)
    for _ in range(2_000):
        rules, cards = random_case(rng)
        hand = best_hand(cards, rules)
        played = hand.played
        assert len(played) == min(5, len(cards))
        assert sorted(hand.best) == sorted(hand.best)  # a sub-multiset of the cards:
        pool = list(cards)
        for c in hand.best:
            pool.remove(c)
        value = eval_five(tuple(c.rank for c in played), len({c & 3 for c in played}) == 1)
        assert value == hand.key[:6], (cards, hand)
        for wild, became in hand.wilds:
            assert rules.is_wild(wild) and not became.is_joker
            if rules.jokers == "bug" and wild.is_joker and hand.category not in ("straight", "flush", "straight-flush"):
                assert became.rank == 14


def test_no_duplicate_switch_equals_brute_force():
    rng = random.Random(99)
    rules = HandRules(wild_ranks=frozenset({2}), wild_may_duplicate=False)
    deck = standard_deck()
    for _ in range(400):
        wild = [c for c in deck if c.rank == 2]
        natural = [c for c in deck if c.rank != 2]
        size = rng.choice([4, 5, 5, 6])
        count = rng.choice([1, 1, 2])
        cards = rng.sample(wild, count) + rng.sample(natural, size - count)
        pairs, kinds = as_pairs(cards, rules)
        assert ours(cards, rules) == brute_high_distinct(pairs, kinds), cards
    # the switch matters: no five of a kind, no double-ace flush
    assert best_hand("As Ah Ad Ac 2c", rules).category == "four-of-a-kind"
    assert best_hand("As Ah Ad Ac 2c", HandRules(wild_ranks=frozenset({2}))).category == "five-of-a-kind"
    assert best_hand("As Ks Qs 9s 2s", rules).key[1:6] == (14, 13, 12, 11, 9)
    assert best_hand("As Ks Qs 9s 2s", HandRules(wild_ranks=frozenset({2}))).key[1:6] == (14, 14, 13, 12, 9)


def test_what_wilds_become():
    hand = best_hand("Q♠ Q♥ 9♣ 3♦ 3♠", HandRules.parse("3"))
    assert hand.description == "Four of a kind, queens"
    assert {str(k): str(v) for k, v in hand.wilds} == {"3♦": "Q♦", "3♠": "Q♣"}
    assert best_hand("Jk Jk Jk Jk Jk").description == "Five of a kind, aces"
    hand = best_hand("Jk 7h 8h 9h Th 2c")
    assert hand.description == "Straight flush, jack high"
    assert [str(c) for c in hand.played] == ["J♥", "10♥", "9♥", "8♥", "7♥"]


def test_wild_only_in_high_or_low_and_per_player_wilds():
    high_only = HandRules(wild_ranks=frozenset({3}), wild_in="high")
    low_only = HandRules(wild_ranks=frozenset({3}), wild_in="low")
    assert best_hand("3s Kd Kh", high_only).category == "three-of-a-kind"
    assert best_hand("3s Kd Kh", low_only).category == "pair"
    base = HandRules()
    hole = parse_cards("4c 9d")
    mine = base.with_wilds(ranks=[min(c.rank for c in hole)])
    assert best_hand("4c 9d 4h Ks Kd", mine).category == "four-of-a-kind"
    assert best_hand("4c 9d 4h Ks Kd", base).category == "two-pair"


def test_natural_beats_equal_wild_switch():
    house = HandRules(wild_ranks=frozenset({2}), natural_beats_wild=True)
    natural = best_hand("Ks Kd Kh 9c 5d", house)
    wild = best_hand("Ks Kd 2h 9c 5d", house)
    assert natural > wild and natural.key[:6] == wild.key[:6]
    default = HandRules(wild_ranks=frozenset({2}))
    assert best_hand("Ks Kd Kh 9c 5d", default).key == best_hand("Ks Kd 2h 9c 5d", default).key


cards_st = st.lists(st.integers(0, 52).map(Card), min_size=1, max_size=8)


@settings(max_examples=400, deadline=None)
@given(cards_st, st.integers(0, 51).map(Card), st.sampled_from(["wild", "bug"]))
def test_adding_a_wild_never_makes_a_hand_worse(cards, extra, jokers):
    rules = HandRules(jokers=jokers)
    assert high_score(cards + [JOKER], rules) >= high_score(cards, rules)
    wild_rules = HandRules(wild_cards=frozenset({extra}), jokers=jokers)
    assert high_score(cards + [extra], wild_rules) >= high_score([c for c in cards if c != extra], wild_rules)


@settings(max_examples=300, deadline=None)
@given(cards_st, cards_st, cards_st)
def test_key_is_a_total_order(a, b, c):
    ka, kb, kc = (best_hand(x).key for x in (a, b, c))
    assert (ka < kb) + (ka == kb) + (ka > kb) == 1
    if ka <= kb and kb <= kc:
        assert ka <= kc
    assert (ka == kb) == (best_hand(a).key == best_hand(b).key)
