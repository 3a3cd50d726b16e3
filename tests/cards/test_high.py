"""High hands: same order as eval7 on random hands; short hands; the Anaconda guide's example."""

import random

import eval7
import pytest

from dealerschoice.cards.cards import format_cards, parse_cards, standard_deck
from dealerschoice.cards.hands import best_hand, compare, winners
from dealerschoice.cards.keys import high_score, unpack
from tests.cards.reference import eval_five

DECK = standard_deck()
EVAL7 = {c: eval7.Card(c.ascii) for c in DECK}


def same_order(ours, theirs) -> int:
    """Count adjacent pairs, sorted by the reference, where our keys disagree (< vs = vs >)."""
    pairs = sorted(zip(theirs, ours))
    return sum(1 for (t1, o1), (t2, o2) in zip(pairs, pairs[1:]) if (t1 < t2) != (o1 < o2) or o1 > o2)


@pytest.mark.parametrize("size", [5, 6, 7])
def test_same_order_as_eval7(size):
    rng = random.Random(size)
    hands = [rng.sample(DECK, size) for _ in range(40_000)]  # 120,000 hands in all
    ours = [high_score(h) for h in hands]
    theirs = [eval7.evaluate([EVAL7[c] for c in h]) for h in hands]
    assert len(set(ours)) > 1000
    assert same_order(ours, theirs) == 0


def test_every_category_against_reference_five_card_evaluator():
    rng = random.Random(11)
    seen = set()
    for _ in range(20_000):
        hand = rng.sample(DECK, 5)
        expected = eval_five(tuple(c.rank for c in hand), len({c.suit for c in hand}) == 1)
        category, ranks = unpack(high_score(hand))
        assert (category,) + ranks == expected[: 1 + len(ranks)], format_cards(hand)
        seen.add(category)
    for text, category in [("As Ks Qs Js Ts", 8), ("9h 9d 9c 9s 2h", 7), ("5s 4h 3d 2c Ah", 4)]:
        assert unpack(high_score(parse_cards(text)))[0] == category
    assert seen >= {0, 1, 2, 3, 4, 5, 6}


@pytest.mark.parametrize("text, category, description", [
    ("Ks Kd 4c 4h", "two-pair", "Two pair, kings and fours"),
    ("Ks Qs Js Ts", "high-card", "King high"),       # no straights or flushes under five cards
    ("7s 7d 7h", "three-of-a-kind", "Three of a kind, sevens"),
    ("2s 2d 2h 2c", "four-of-a-kind", "Four of a kind, twos"),
    ("As", "high-card", "Ace high"),
    ("5h 4d 3c 2s Ad", "straight", "Straight, five high"),
    ("As Ks Qs Js Ts 9s 8s", "straight-flush", "Royal flush"),
])
def test_categories_and_descriptions(text, category, description):
    hand = best_hand(text)
    assert (hand.category, hand.description) == (category, description)


def test_short_hands_rank_by_multiples_then_high_cards():
    assert best_hand("2s 2d") > best_hand("As Kd Qh Jc")
    assert best_hand("As Kd") > best_hand("As Qd")
    assert best_hand("As Kd Qh") > best_hand("As Kd")
    assert compare(best_hand("Ks Kd 3c"), best_hand("Kh Kc 3d")) == 0
    assert winners([best_hand("4s 4d"), best_hand("Ah Kh"), best_hand("4h 4c")]) == [0, 2]


def test_suits_never_break_ties():
    assert best_hand("As Ks Qs Js 9s").key == best_hand("Ah Kh Qh Jh 9h").key
    assert best_hand("As Ad 9c 8d 2s").key == best_hand("Ah Ac 9d 8s 2c").key


def test_anaconda_guide_worked_example():
    """catalog/guides/anaconda.txt, section 05: the pass turns two pair into a full house."""
    held = parse_cards("Q♠ Q♥ 9♣ 8♦ 3♠ 4♥ 2♣")
    passed = parse_cards("3♠ 4♥ 2♣")
    after = tuple(c for c in held if c not in passed) + parse_cards("Q♦ 9♦ 5♠")
    hand = best_hand(after)
    assert hand.category == "full-house"
    assert sorted(hand.best) == sorted(parse_cards("Q♠ Q♥ Q♦ 9♣ 9♦"))
    assert hand.description == "Full house, queens full of nines"
    shown = best_hand("9♣ Q♠ 9♦ Q♥")
    assert shown.category == "two-pair" and shown.description == "Two pair, queens and nines"
    assert best_hand(held).category == "pair"   # before the pass: queens only


def test_two_decks_allow_natural_five_of_a_kind_and_duplicate_flushes():
    assert best_hand("As As Ah Ad Ac").category == "five-of-a-kind"
    hand = best_hand("As As Ks Qs 9s 2d")
    assert hand.category == "flush" and hand.key[1:6] == (14, 14, 13, 12, 9)


def test_one_pass_natural_part_equals_the_general_rank_part():
    from itertools import combinations_with_replacement

    from dealerschoice.cards.keys import natural_part, rank_part
    for size in range(0, 8):
        for ranks in combinations_with_replacement(range(13), size):
            counts = [0] * 13
            for r in ranks:
                counts[r] += 1
            assert natural_part(counts) == rank_part(counts), ranks
