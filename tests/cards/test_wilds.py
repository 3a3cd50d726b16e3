"""Wild cards, jokers and two decks: equal to brute force (every substitution x every subset)."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards.cards import JOKER, Card, parse_cards, standard_deck
from dealerschoice.cards.hands import best_hand
from dealerschoice.cards.keys import high_score, restricted_score, unpack
from dealerschoice.cards.rules import DEFAULT_RULES, NATURAL, Duplicates, HandRules
from dealerschoice.errors import UsageError
from tests.cards.reference import brute_high, brute_high_not_held, eval_five


def ours(cards, rules):
    category, ranks = unpack(high_score(cards, rules))
    return (category,) + ranks + (0,) * (5 - len(ranks))


def random_case(rng, duplicates=Duplicates.NOT_HELD):
    """Random rules, then a hand of 2-7 cards holding 1-4 wild cards, bugs or jokers."""
    rules = HandRules(
        wild_ranks=frozenset(rng.sample(range(2, 15), rng.choice([0, 1, 1, 2]))),
        wild_cards=frozenset(rng.sample(standard_deck(), rng.choice([0, 0, 2]))),
        jokers=rng.choice(["wild", "bug"]), duplicates=duplicates,
        bug_ranks=frozenset(rng.sample(range(2, 15), rng.choice([0, 0, 0, 1]))))
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


def test_house_rule_wilds_may_duplicate_equal_brute_force():
    """`Duplicates.ANY` (the house rule, the default before): every substitution of any card."""
    rng = random.Random(2024)
    for _ in range(6_000):
        rules, cards = random_case(rng, Duplicates.ANY)
        pairs, kinds = as_pairs(cards, rules)
        assert ours(cards, rules) == brute_high(pairs, kinds), (cards, rules)


def test_common_rule_wilds_not_held_equal_brute_force():
    """The default, `Duplicates.NOT_HELD`: wilds and bugs become cards the hand does not hold
    (five of a kind excepted), over one deck and two, with jokers, bugs and wild ranks."""
    rng = random.Random(2025)
    for _ in range(600):
        rules, cards = random_case(rng)
        pairs, kinds = as_pairs(cards, rules)
        assert ours(cards, rules) == brute_high_not_held(pairs, kinds), (cards, rules)


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
        naturals = {c for c in cards if not rules.is_wild(c)}
        for wild, became in hand.wilds:
            assert rules.is_wild(wild) and not became.is_joker
            # the common rule: a wild is a card not held, unless it makes five of a kind
            assert became not in naturals or hand.category == "five-of-a-kind", (cards, hand)
            if rules.jokers == "bug" and wild.is_joker and hand.category not in ("straight", "flush", "straight-flush"):
                assert became.rank == 14


def test_no_straights_or_no_flushes_equal_brute_force():
    """"Normal poker hands except straights and flushes" (and each alone), wilds and bugs too."""
    rng = random.Random(2026)
    for i in range(300):
        straights, flushes = [(False, False), (False, True), (True, False)][i % 3]
        rules, cards = random_case(rng)
        if i % 2:
            cards = rng.sample([c for c in standard_deck() if not rules.is_wild(c)], rng.choice([5, 6, 7]))
        pairs, kinds = as_pairs(cards, rules)
        expected = brute_high_not_held(pairs, kinds, straights, flushes)
        category, ranks = unpack(restricted_score(cards, rules, straights, flushes))
        assert (category,) + ranks + (0,) * (5 - len(ranks)) == expected, (cards, rules, straights, flushes)
        hand = best_hand(cards, rules, straights=straights, flushes=flushes)
        assert hand.key[:6] == expected
        played = hand.played
        assert eval_five(tuple(c.rank for c in played), flushes and len({c & 3 for c in played}) == 1,
                         straights=straights) == expected


def test_the_default_is_the_common_rule_and_duplicates_are_a_house_rule():
    """This pins the default deliberately changed in session 3: a wild is a card not held."""
    common = HandRules(wild_ranks=frozenset({2}))
    house = HandRules(wild_ranks=frozenset({2}), duplicates=Duplicates.ANY)
    assert common.duplicates == Duplicates.NOT_HELD and DEFAULT_RULES.duplicates == Duplicates.NOT_HELD
    assert best_hand("As Ks Qs 9s 2s", common).key[1:6] == (14, 13, 12, 11, 9)   # the wild is the J♠
    assert best_hand("As Ks Qs 9s 2s", house).key[1:6] == (14, 14, 13, 12, 9)    # an ace-ace flush
    assert {str(k): str(v) for k, v in best_hand("As Ks Qs 9s 2s", common).wilds} == {"2♠": "J♠"}
    # five of a kind, which no deck holds, stays the one hand wilds may make under both rules
    assert best_hand("As Ah Ad Ac 2c", common).category == "five-of-a-kind"
    assert best_hand("As Ah Ad Ac 2c", house).category == "five-of-a-kind"
    assert best_hand("Jk As Ah Ad Ac", HandRules(jokers="bug")).description == "Five of a kind, aces"
    # quads plus a spare wild: the kicker is the best card not held
    assert best_hand("Ks Kh Kd Kc 2c 2d", common).description == "Five of a kind, kings"
    assert HandRules(duplicates="any").duplicates is Duplicates.ANY


def test_duplicates_must_be_a_known_rule():
    with pytest.raises(UsageError, match='duplicates must be one of not-held, any, not "maybe"'):
        HandRules(duplicates="maybe")


def test_bug_ranks_are_bugs():
    rules = HandRules(bug_ranks=frozenset({3}))
    assert best_hand("3s 9h 8d 7c 6s", rules).description == "Straight, ten high"
    assert best_hand("3s 9h Kd Kc 2s", rules).key[:6] == (1, 13, 13, 14, 9, 2)   # the bug is the ace kicker
    assert best_hand("3s Ks Qs 9s 2s", rules).description == "Flush, ace high"
    assert best_hand("3s 9h Kd Qc 2s", HandRules(bug_ranks=frozenset({3}), wild_ranks=frozenset({3}))).category == "pair"


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
