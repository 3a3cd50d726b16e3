"""Hands set apart and played on boards of their own (mechanics/hand_boards.py): two hands and a
card aside, each hand put with a flop, the card aside replacing one thrown from a hand, and a
share of the pot for the best hand on each flop ("Double Board Super Crazy Pineapple")."""

from __future__ import annotations

import pytest

from dealerschoice.cards import Card
from dealerschoice.play.mechanics.hand_boards import Aside, _best_split, hand_piles
from dealerschoice.play.program import NotRunnable, game_program
from dealerschoice.play.simulate import PlayedHand
from dealerschoice.play.table import Held
from dealerschoice.rules.grammar import read_sentences
from dealerschoice.rules.steps import Discard
from dealerschoice.rules.steps.board_hands import HandBoards, SplitAside
from dealerschoice.rules.steps.draw import AsideReplaces
from dealerschoice.rules.steps.late_rules import BoardForPot, PotSet
from tests.play.pots_said import pot_said, shares_of
from tests.play.test_simulate import assert_sound, make_game
from tests.rules.corpus import SKIP_REASON, present


def staying(program, players: int, seed: int) -> tuple[PlayedHand, object]:
    from dealerschoice.play.mechanics.betting import Stance
    hand = PlayedHand(program, players, seed)
    hand.piece(Stance).everyone_stays = True
    return hand, hand.run()


def piles(hand: PlayedHand) -> list[dict[int, str]]:
    return [{p: " ".join(str(c) for c in s.pile(p)) for p in s.piles()} for s in hand.table.seats]


def test_the_split_keeps_the_pair_and_sets_the_odd_card_aside():
    held = [Held(Card.parse(code)) for code in "As 7c Kh Ad 2s".split()]
    hands, aside = _best_split(held, (2, 2), 1)
    assert [[str(h.card) for h in pile] for pile in hands] == [["A♠", "A♦"], ["7♣", "K♥"]]
    assert [str(h.card) for h in aside] == ["2♠"]


@pytest.mark.skipif(not present(), reason=SKIP_REASON)
def test_double_board_super_crazy_pineapple_plays_each_hand_on_its_flop():
    from tests.play.played_rules import game
    hand, transcript = staying(game_program(game(1067)), 3, 5)
    assert_sound(transcript)
    assert transcript.events[2].text == "Each player makes hands of 2 and 2 cards and sets one card aside."
    # P2 threw a card from hand 1 at rule 7: the card aside took its place
    assert [e.text for e in transcript.events if e.rule == 7][1] == (
        "P1 threw the card set aside; P2's card set aside goes into hand 1; P3 threw the card set aside.")
    assert piles(hand) == [{1: "4♣ 4♥", 2: "J♦ Q♣"}, {1: "J♠ A♣", 2: "A♥ A♦"}, {1: "A♠ Q♠", 2: "10♠ 9♠"}]
    assert [str(h.card) for h in hand.table.board] == ["9♣", "6♥", "7♥", "5♦", "7♠", "6♣", "3♠", "2♦"]
    assert transcript.events[5].text == (
        "P1: hand 1 with the first flop, hand 2 with the second flop; P2: hand 1 with the first flop, hand 2 with the "
        "second flop; P3: hand 1 with the second flop, hand 2 with the first flop.")
    assert hand.piece(Aside).boards == {1: {1: 1, 2: 2}, 2: {1: 1, 2: 2}, 3: {1: 2, 2: 1}}
    # P3's ten-nine plays the first flop (9♣ 6♥ 7♥) with the turn and river: a pair of nines
    # takes the high half; P2's aces play the second flop (5♦ 7♠ 6♣): the split hand's half
    said, pot, paid = pot_said(transcript.events[-1].text)
    assert said == ("Showdown, board by board: the high hand on the first set: P3 Pair of nines; the split hand on "
                    "the last set: P2 Pair of aces")
    assert paid == shares_of(pot, [[3], [2]])
    assert all(len(hand_piles(hand, s)) == 2 for s in hand.table.seats)


def test_a_low_share_goes_to_the_best_low_hand_on_its_flop():
    game = make_game("Deal five cards face down to each player.",
                     "Each player puts their cards into two two-card hands, with the fifth card off to the side.",
                     "Deal two sets of three face up common cards each.",
                     "Each player declares which hand goes with which flop.",
                     "Deal one common card face up to the table.", "Showdown, high-low split.",
                     "The high hand uses the top flop, the low hand uses the bottom flop.")
    hand, transcript = staying(game_program(game), 3, 2)
    assert_sound(transcript)
    assert [str(h.card) for h in hand.table.board] == ["9♦", "K♥", "3♣", "7♠", "9♣", "A♥", "K♠"]
    # P3's queen-jack with 7♠ 9♣ A♥ and K♠: the best low on the bottom flop (no qualifier)
    assert transcript.events[-1].text == (
        "Showdown, board by board: the high hand on the first set: P1 Two pair, kings and nines; the low hand on the "
        "last set: P3 Queen low: Q-J-9-7-A. Pot 3: P1 2, P3 1.")
    record = hand.outcome.result.showdowns[-1]
    assert (record["pot"], record["high"], record["low"]) == ("high-low", (1,), (3,))


def test_hands_for_sets_need_the_common_cards_in_sets():
    program = game_program(make_game("Deal five cards face down to each player.",
                                     "Each player puts their cards into two two-card hands, with the fifth card off "
                                     "to the side.", "Deal three common cards face up to the table.",
                                     "Each player declares which hand goes with which flop.", "Showdown, high hand wins."))
    with pytest.raises(NotRunnable, match="rule 4 stops it: hands are put with sets of common cards, but the common "
                                          "cards are not dealt in sets"):
        PlayedHand(program, 2, 1).run()


def test_a_player_short_of_cards_cannot_split_them():
    program = game_program(make_game("Deal four cards face down to each player.",
                                     "Each player puts their cards into two two-card hands, with the fifth card off "
                                     "to the side.", "Showdown, high hand wins."))
    with pytest.raises(NotRunnable, match="each player makes hands of 2\\+2 cards and sets 1 aside, but P1 holds 4 "
                                          "cards; allowed: 5"):
        PlayedHand(program, 2, 1).run()


def test_hands_on_boards_read_in_other_words():
    assert read_sentences("Each player puts their cards into two three-card hands, with the seventh card off to the "
                          "side.") == (SplitAside((3, 3), 1),)
    assert read_sentences("Each player discards one card. If they discard a card from one of their three card "
                          "hands, it is replaced by the seventh card.") == (Discard(1, low=1, high=1),
                                                                           AsideReplaces(3))
    assert read_sentences("Each player declares which hand goes with which flop.") == (HandBoards(),)
    assert read_sentences("The high hand uses the bottom flop, the split-hand uses the top flop") == (
        BoardForPot((PotSet("high", -1), PotSet("split-hand", 1))),)
