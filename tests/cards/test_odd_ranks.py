"""Odd rankings from the catalog's rule text (#562, #764, #510, Chicago, San Francisco, guts)."""

import random

from dealerschoice.cards.cards import Card, standard_deck
from dealerschoice.cards.odd_ranks import (
    football_points,
    highest_unmatched,
    is_three_five_seven,
    suit_in_hole,
    three_card_hand,
    two_card_hand,
)
from dealerschoice.cards.rules import HandRules


def test_football_hands_562():
    # face cards six, aces after face cards one, twos and threes face value, the rest zero
    assert football_points("Js Qd Kh") == 18
    assert football_points("Ks As") == 7
    assert football_points("As Ks") == 6
    assert football_points("Ks Qs As Ad Ah") == 14
    assert football_points("2s 3d 4h 9c Td") == 5
    assert football_points("") == 0


def test_three_five_seven_is_best_764():
    rules = HandRules.parse("3")  # threes wild in three-card hands (rule 17)
    top = three_card_hand("3h 5d 7c", rules, three_five_seven=True)
    assert top > three_card_hand("As Ks Qs", rules, three_five_seven=True)
    assert top > three_card_hand("3s Ad Ah", rules, three_five_seven=True)   # wild trips
    assert three_card_hand("3h 5d 7c", rules).category != "three-five-seven"
    assert is_three_five_seven("7s 5s 3s") and not is_three_five_seven("7s 5s 4s")


def test_highest_unmatched_hole_card_510():
    assert highest_unmatched({1: "Ks Kd 4c", 2: "Qs 9h", 3: "Kh Qd 2c"}) == (2, Card.parse("9h"))
    assert highest_unmatched({1: "Jk As", 2: "Ah"})[0] == 1       # the joker is above aces
    assert highest_unmatched({1: "Ks", 2: "Kd"}) is None            # redeal


def test_chicago_and_san_francisco():
    hole = {1: "Ks 2s", 2: "As 4h", 3: "9h 3s"}
    assert suit_in_hole(hole, "s")[0] == 2              # High Chicago: ace of spades
    assert suit_in_hole(hole, "s", lowest=True)[0] == 1   # Low Chicago: aces high only, 2♠
    assert suit_in_hole(hole, "h")[0] == 3              # High San Francisco
    assert suit_in_hole(hole, "h", lowest=True)[0] == 2   # Low San Francisco
    assert suit_in_hole({1: "Kd"}, "s") is None
    two_decks = {1: "As", 2: "As"}
    assert suit_in_hole(two_decks, "s", seats=[1, 2, 3], dealer=1)[0] == 2


def test_two_card_guts():
    assert two_card_hand("2s 2d") > two_card_hand("As Kd")
    assert two_card_hand("As Kd") > two_card_hand("As Qd")
    assert two_card_hand("Ks Qs").category == "high-card"   # no two-card straights or flushes
    assert two_card_hand("2s Kd", HandRules.parse("2")).description == "Pair of kings"


def test_three_card_guts_order():
    order = ["Ks Js 8s", "Ks Kd 8c", "Ks Js 8s", "Qs Kd Ad", "2s 2d 2h", "Qh Kh Ah"]
    hands = [three_card_hand(t) for t in order]
    assert [h.category for h in hands] == ["flush", "pair", "flush", "straight", "three-of-a-kind", "straight-flush"]
    assert three_card_hand("As 2d 3c").description == "Straight, three high"
    assert three_card_hand("As 2d 3c") < three_card_hand("2d 3c 4c")
    assert hands[5] > hands[4] > hands[3] > hands[0] > hands[1]


def test_three_card_wilds_against_every_substitution():
    rng = random.Random(3)
    deck = standard_deck(jokers=2)
    for _ in range(300):
        cards = rng.sample(deck, 3)
        hand = three_card_hand(cards)
        natural_best = max(three_card_hand([c if not c.is_joker else sub for c, sub in zip(cards, subs)]).key
                           for subs in _joker_subs(cards))
        assert hand.key == natural_best
        if not any(c.is_joker for c in cards):
            assert not hand.wilds


def _joker_subs(cards):
    deck = standard_deck()
    jokers = sum(c.is_joker for c in cards)
    if jokers == 0:
        yield tuple(cards)
        return
    from itertools import product
    for subs in product(deck, repeat=jokers):
        it = iter(subs)
        yield tuple(next(it) if c.is_joker else c for c in cards)


def test_football_tie_goes_to_first_face_card_dealt():
    from dealerschoice.cards.cards import Deck, parse_cards
    from dealerschoice.cards.odd_ranks import football_tiebreak
    deck = Deck()
    deck.cards = list(parse_cards("4s 9d 2h Jc 5s"))
    seat, dealt = football_tiebreak([4, 2], deck, [1, 2, 3, 4], dealer=3)
    assert seat == 2 and [s for s, _ in dealt] == [4, 2, 4, 2]
