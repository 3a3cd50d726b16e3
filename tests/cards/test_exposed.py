"""Exposed (up) cards: pokerkit's high-hand opening order on 1-4 cards; ties clockwise."""

import random

from pokerkit.state import _HighHandOpeningLookup  # the order pokerkit uses to pick the opener

from dealerschoice.cards.cards import parse_cards, standard_deck
from dealerschoice.cards.exposed import exposed_hand, exposed_key, high_hand_showing
from dealerschoice.cards.rules import HandRules

DECK = standard_deck()
OPENING = _HighHandOpeningLookup()


def test_same_opening_order_as_pokerkit_on_one_to_four_cards():
    rng = random.Random(4)
    for size in (1, 2, 3, 4):
        hands = [rng.sample(DECK, size) for _ in range(8_000)]
        ours = [exposed_key(h) for h in hands]
        theirs = [OPENING.get_entry("".join(c.ascii for c in h)).index for h in hands]
        pairs = sorted(zip(theirs, ours))
        assert all((t1 < t2) == (o1 < o2) and o1 <= o2 for (t1, o1), (t2, o2) in zip(pairs, pairs[1:]))


def test_guide_reveal_shows_two_pair():
    assert exposed_hand("9♣ Q♠ 9♦ Q♥").category == "two-pair"
    assert exposed_hand("9♣ Q♠ 9♦").category == "pair"


def test_unfinished_straights_and_flushes_count_for_nothing():
    assert exposed_hand("5s 6s 7s 8s").category == "high-card"
    assert exposed_hand("2c 2d") > exposed_hand("5s 6s 7s 8s")


def test_wilds_apply_to_up_cards():
    rules = HandRules.parse("3")
    assert exposed_hand("3s Kd 9h", rules).description == "Pair of kings"
    assert exposed_hand("Jk 3s", rules).description == "Pair of aces"


def test_ties_go_to_first_active_player_clockwise_after_dealer():
    showing = {1: "Ks 7d", 2: "Kh 7c", 4: "Kd 7h"}
    assert high_hand_showing(showing, [1, 2, 3, 4], dealer=1) == 2
    assert high_hand_showing(showing, [1, 2, 3, 4], dealer=2) == 4
    assert high_hand_showing(showing, [1, 2, 3, 4], dealer=4) == 1
    assert high_hand_showing({**showing, 3: "2s 2d"}, [1, 2, 3, 4], dealer=4) == 3
    assert high_hand_showing({}, [1, 2], dealer=1) is None
    per_player = {1: HandRules(), 2: HandRules.parse("7")}
    assert high_hand_showing({1: "Ks 7d", 2: "Kh 7c"}, [1, 2], dealer=2, rules=per_player) == 2
    assert high_hand_showing({1: parse_cards("Ks 7d")}, [1, 2], dealer=2) == 1


def test_five_or_more_up_cards_count_finished_hands_unless_switched_off():
    from dealerschoice.cards.keys import unpack
    rules = HandRules.parse("3")
    assert exposed_hand("9s 8d 7c 6h 5s").category == "straight"
    assert unpack(exposed_key(parse_cards("9s 8d 7c 6h 5s"), straights=False))[0] == 0
    assert unpack(exposed_key(parse_cards("3s Kd Kh 9c 8c 2d"), rules, straights=False)) == (3, (13, 13, 13, 9, 8))
    assert high_hand_showing({1: "9s 8d 7c 6h 5s", 2: "2s 2d 4c Jh Qs"}, [1, 2], 2) == 1
    assert high_hand_showing({1: "9s 8d 7c 6h 5s", 2: "2s 2d 4c Jh Qs"}, [1, 2], 2, straights=False) == 2
