"""Lows against pokerkit (ace-to-five, deuce-to-seven) and against brute force with wilds."""

import random
from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st
from pokerkit import RegularLookup, Standard2Lookup

from dealerschoice.cards.cards import JOKER, Card, standard_deck
from dealerschoice.cards.lows import a5_score, best_low, low_key, qualifies
from dealerschoice.cards.rules import HandRules
from tests.cards.reference import brute_27, brute_a5

DECK = standard_deck()
A5, D27 = RegularLookup(), Standard2Lookup()


def text(cards):
    return "".join(c.ascii for c in cards)


def strength(lookup, cards):
    """pokerkit's low strength: a smaller entry is a better low."""
    return -min(lookup.get_entry(text(five)).index for five in combinations(cards, 5))


def disagreements(ours, theirs) -> int:
    pairs = sorted(zip(theirs, ours))
    return sum(1 for (t1, o1), (t2, o2) in zip(pairs, pairs[1:]) if (t1 < t2) != (o1 < o2) or o1 > o2)


def test_ace_to_five_same_order_as_pokerkit():
    rng = random.Random(5)
    hands = [rng.sample(DECK, 5) for _ in range(15_000)] + [rng.sample(DECK, 7) for _ in range(2_500)]
    ours = [low_key(h) for h in hands]
    assert disagreements(ours, [strength(A5, h) for h in hands]) == 0
    assert disagreements([a5_score(h) for h in hands], [strength(A5, h) for h in hands]) == 0


def test_deuce_to_seven_same_order_as_pokerkit():
    rng = random.Random(27)
    hands = [rng.sample(DECK, 5) for _ in range(15_000)] + [rng.sample(DECK, 6) for _ in range(1_500)]
    ours = [low_key(h, style="27") for h in hands]
    assert disagreements(ours, [strength(D27, h) for h in hands]) == 0


def test_wild_lows_equal_brute_force():
    rng = random.Random(8)
    deck = standard_deck(jokers=2)
    fast, slow = [], []
    for _ in range(2_500):
        rules = HandRules(wild_ranks=frozenset(rng.sample(range(2, 15), rng.choice([0, 1]))))
        cards = rng.sample(deck, rng.choice([4, 5, 6, 7]))
        flags = [rules.is_wild(c, low=True) for c in cards]
        a5_ranks = [1 if c.rank == 14 else c.rank for c in cards]
        assert tuple(-x for x in brute_a5(a5_ranks, flags)) == low_key(cards, rules)[:len(brute_a5(a5_ranks, flags))]
        if len(cards) >= 5:
            fast.append(a5_score(cards, rules))
            slow.append(low_key(cards, rules))
        if len(cards) <= 6:
            expected = brute_27([(c.rank, c & 3) for c in cards], flags)
            ours = tuple(-x for x in low_key(cards, rules, style="27"))
            assert ours == expected[:len(ours)], cards
    assert disagreements(fast, slow) == 0  # the fast score orders lows as the full key does


def test_wilds_become_the_best_missing_rank_and_played_cards_match():
    assert best_low("Jk 2s 3d 4c Kh 9s").description == "Nine low: 9-4-3-2-A"  # the joker is the ace
    hand = best_low("Jk As 2s 3d 4c Kh 9s")
    assert [c.rank for c in hand.played] == [5, 4, 3, 2, 14]
    assert hand.description == "Five low: 5-4-3-2-A"
    hand = best_low("Jk 2s 3d 4c 5h Kh", style="27")
    assert hand.description == "Seven low: 7-5-4-3-2"   # the wild avoids the straight
    assert best_low("Ks Kd", HandRules.parse("K")).description == "Two low: 2-A"


def test_eight_or_better_qualifier():
    assert best_low("8s 7d 6c 5h 3s Kd Kh", qualifier=8).description == "Eight low: 8-7-6-5-3"
    assert best_low("9s 7d 6c 5h 3s", qualifier=8) is None
    assert best_low("As Ad 2c 3h 4s", qualifier=8) is None
    assert qualifies(best_low("As 2d 3c 4h 5s")) and not qualifies(best_low("As Ad 2c 3h 4s 9d"))
    assert best_low("As Ad 2c 3h 4s").category == "pair"
    assert best_low("As 2c 3h 4s", qualifier=8) is None   # a qualifying low needs five cards


def test_wild_only_in_lows():
    low_only = HandRules(wild_ranks=frozenset({13}), wild_in="low")
    assert best_low("Ks 2d 3c 4h 5s", low_only).description == "Five low: 5-4-3-2-A"
    assert best_low("Ks 2d 3c 4h 5s", HandRules(wild_ranks=frozenset({13}), wild_in="high")).description == "King low: K-5-4-3-2"


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(0, 51).map(Card), min_size=1, max_size=7), st.sampled_from(["a5", "27"]))
def test_adding_a_wild_never_makes_a_low_worse(cards, style):
    assert low_key(cards + [JOKER], style=style) >= low_key(cards, style=style) or len(cards) < 5
    if style == "a5" and len(cards) >= 5:
        assert a5_score(cards + [JOKER]) >= a5_score(cards)
