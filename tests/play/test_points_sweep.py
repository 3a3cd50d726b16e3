"""A points hand of an exact total takes high and low ("A 27 point hand with 10 or less cards
takes high and low.": mechanics/points_sweep.py), 7/27 Twists (#791)."""

import pytest

from dealerschoice.cards import parse_cards
from dealerschoice.cards.hands import Hand
from dealerschoice.play.mechanics import points_sweep
from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import PlayedHand, simulate
from dealerschoice.rules.grammar import read_sentences
from dealerschoice.rules.steps.ranking_rules import PointsSweep
from tests.play.played_rules import play_staying, texts, written_game
from tests.rules.corpus import needs_corpus

TWENTY_ONE = written_game(
    "Deal two cards face down to each player.",
    "Deal each player one card face up, if they want it.",
    "Repeat the last action until no one wants another card.",
    "The highest showing high hand and the lowest showing low hand split the pot.",
    "Aces are 1 or 11, face cards are 1/2, all other cards are face value. High hand is closest to 21, low hand is "
    "closest to 5.",
    "A 21 point hand with 7 or fewer cards takes high and low.")


@pytest.mark.parametrize("text, step", [
    ("A 21 point hand with 7 or fewer cards takes high and low.", PointsSweep(21, 7)),
    ("A 27 point hand takes high and low.", PointsSweep(27)),
])
def test_the_reader(text, step):
    assert list(read_sentences(text)) == [step]
    assert step.standing and step.gap() is None


def _points(codes: str) -> Hand:
    cards = tuple(parse_cards(codes))
    return Hand("points", "points", cards, cards, (), (1, 0), "points")


def test_which_hands_count_the_total_exactly():
    hand = PlayedHand(game_program(TWENTY_ONE), 3, 1)
    rule = PointsSweep(21, 7)
    shown = {1: (_points("As Kd 9c"), None),       # 11 + ½ + 9 = 20½: never 21
             2: (_points("As Td"), None),          # 11 + 10 = 21 (the ace as eleven)
             3: (_points("Ac 2c 3c 4c 5c 6c"), None)}  # 1 + 20 = 21 (the ace as one)
    assert points_sweep.exact_hands(hand, rule, shown) == [2, 3]
    # more cards than the rule allows: no sweep
    shown[3] = (_points("Ac 2c 3c 4c 5c 2d 2h 2s"), None)  # 1 + 14 + 6 = 21 in eight cards
    assert points_sweep.exact_hands(hand, rule, shown) == [2]


def test_an_exact_hand_takes_the_pot_only_in_a_split_pot():
    hand = PlayedHand(game_program(TWENTY_ONE), 3, 1)
    shown = {1: (_points("As Td"), _points("As Td")), 2: (_points("2s 3d"), _points("2s 3d"))}
    found = points_sweep.swept(hand, "high-low", shown, 9, [1, 2, 3])
    assert found == ([1], ((1,), (1,)), {1: 9}, "P1 counts exactly 21 points (7 cards or fewer) and takes high and low")
    assert points_sweep.swept(hand, "high", shown, 9, [1, 2, 3]) is None
    shown[2] = (_points("Ks 5d 5c 9h Ad"), None)  # ½ + 5 + 5 + 9 + 1 = 20½: one exact hand still
    assert points_sweep.swept(hand, "high-low", shown, 9, [1, 2, 3])[0] == [1]


def test_the_written_game_sweeps_whenever_a_hand_is_exact():
    swept = 0
    for seed in range(1, 40):
        played = simulate(game_program(TWENTY_ONE), 3, seed, everyone_stays=True)
        [showdown] = texts(played, "showdown")
        if "exactly 21 points" in showdown:
            swept += 1
            exact = showdown.split("; ")[-1].split(" count")[0].split(", ")  # the seats named exact
            assert set(played.winners) == {int(p[1:]) for p in exact}
            assert all(f"{p} 21 points" in showdown for p in exact)
        assert sum(played.amounts.values()) == -played.carried
    assert swept > 0


@needs_corpus
def test_seven_twenty_seven_twists_gives_the_whole_pot_to_an_exact_27():
    # seed 2, 5 players, everyone staying: P1 counts 27 and takes the pot that P5's 7 would
    # have split as the low hand
    hand = play_staying(791, 5, 2)
    pot = hand.pot_total
    assert texts(hand, "showdown") == [
        "Showdown: P1 27 points; P2 27½ points; P3 26 points; P4 34 points; P5 7 points; P1 counts exactly 27 "
        f"points (10 cards or fewer) and takes high and low. Pot {pot}: P1 {pot}."]
    assert hand.winners == (1,) and hand.amounts[1] == pot + hand.amounts[2]
    # seed 1, 4 players: nobody is exact, high and low split
    hand = play_staying(791, 4, 1)
    [showdown] = texts(hand, "showdown")
    assert "exactly" not in showdown and len(hand.winners) == 2
