"""Hands of a game's own added to the poker ranking at the showdown (issue 16,
play/mechanics/own_rankings.py, cards/named_hands.py): Old English Draw (#66), "Big cat
(eight-king, no flush or pair) beats Little Cat (three-eight, ...) beats Big Dog (ace-nine,
...) beats Little Dog (two-seven, ...) beats a straight. All of them loose to a flush."."""

from __future__ import annotations

import pytest

from dealerschoice.cards.named_hands import Span
from dealerschoice.play.mechanics.own_rankings import OwnRanking, class_name, own_ranking_of
from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import simulate
from dealerschoice.rules.grammar import read_sentences
from dealerschoice.rules.steps.late_reads import NamedHand, NewHands
from tests.play.played_rules import play_staying, texts, written_game
from tests.rules.corpus import SKIP_REASON, present

corpus_only = pytest.mark.skipif(not present(), reason=SKIP_REASON)
TIGERS = ("Standard poker hands with two new hands. Big tiger (seven-king, no flush or pair) beats Little Tiger "
          "(two-eight, no flush or pair) beats a straight. All of them lose to a flush.")


def test_new_hands_of_other_names_and_spans_are_read_and_ranked():
    assert read_sentences(TIGERS) == (NewHands((NamedHand("big tiger", "7", "K"), NamedHand("little tiger", "2", "8")),
                                               "straight", "flush"),)
    played = game_program(written_game("Deal five cards down to each player.", "Showdown, high hand wins.", TIGERS))
    assert own_ranking_of(played) == OwnRanking(None, (Span("big tiger", 7, 13), Span("little tiger", 2, 8)),
                                                "straight")


def test_added_hands_between_classes_apart_are_not_played():
    gap = NewHands((NamedHand("big cat", "8", "K"),), "straight", "full-house").gap()
    assert gap is not None and gap.reason.startswith("the added hands beat a straight and lose to a full-house")
    assert NewHands((NamedHand("big cat", "8", "K"),), "straight").gap() is None
    assert class_name("trips") == "three-of-a-kind"
    with pytest.raises(ValueError, match="hand class 'no-pair': not one of high-card, pair"):
        class_name("no-pair")


@corpus_only
def test_old_english_draw_ranks_a_big_dog_over_a_straight():
    hand = play_staying(66, 7, 855)
    shown = {s.seat: s.high for s in hand.showdown}
    assert shown[6] == "Big dog: A-Q-J-10-9" and shown[1] == "Straight, ten high"
    assert hand.winners == (6,)
    assert texts(hand, "note")[0] == (
        "Hands added above a straight and below a flush, best first: big cat (8 to K, no pair, not all one suit), "
        "little cat (3 to 8, no pair, not all one suit), big dog (9 to A, no pair, not all one suit), little dog "
        "(2 to 7, no pair, not all one suit).")


def test_a_written_tiger_game_plays_its_added_hands():
    played = written_game("Deal five cards down to each player.", "Showdown, high hand wins.", TIGERS)
    found = [s.high for seed in range(1, 80) for s in simulate(played, 6, seed, everyone_stays=True).showdown
             if s.high and s.high.startswith(("Big tiger", "Little tiger"))]
    assert found and all(h.split(": ")[1].count("-") == 4 for h in found)


# ---- the closest hand to a target (One Two Three, #827; cards/distance.py) ----------------
ONE_TWO_THREE = ("The closest hand to ace-two-three wins. Hands with a pair lose to hands without a pair. "
                 "Distance is determined using Manhattan distances.")


def test_a_closest_hand_game_of_another_target_is_read_and_ranked():
    steps = read_sentences("The closest hand to two-four-six wins. Hands with a pair lose to hands without a pair.")
    assert [s.kind for s in steps] == ["closest-hand", "ranking"]
    played = game_program(written_game("Deal three cards down to each player.", "Showdown, high hand wins.",
                                       "The closest hand to two-four-six wins. Hands with a pair lose to hands "
                                       "without a pair."))
    assert own_ranking_of(played) == OwnRanking(closest=(2, 4, 6), pair_loses=True)
    kings = game_program(written_game("Deal three cards down to each player.", "Showdown, high hand wins.",
                                      "The closest hand to king-queen-jack wins."))
    assert own_ranking_of(kings) == OwnRanking(closest=(13, 12, 11), pair_loses=False)


@corpus_only
def test_one_two_three_gives_the_pot_to_the_hand_closest_to_ace_two_three():
    hand = play_staying(827, 4, 1)
    assert [e.text for e in hand.events if e.kind == "showdown"] == [
        "Showdown: P1 Distance 4 from A-2-3: 5-4-A; P2 Distance 2 from A-2-3: 5-2-A; P3 Distance 14 from A-2-3: "
        "10-6-4; P4 Distance 5 from A-2-3: 7-3-A. Pot 4: P2 4."]
    assert texts(hand, "discard", 3) == ["P1 discards J♥; P2 discards J♦; P3 discards 10♣; P4 discards 9♥."]


@corpus_only
def test_one_two_three_puts_a_pair_below_every_unpaired_hand():
    hand = play_staying(827, 4, 3)
    shown = {s.seat: s.high for s in hand.showdown}
    assert shown[2] == "Pair, distance 4 from A-2-3: 6-2-2" and shown[1] == "Distance 5 from A-2-3: 5-4-2"
    assert hand.winners == (1,)
