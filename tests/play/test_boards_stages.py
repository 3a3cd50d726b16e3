"""A pot split board by board (mechanics/board_pots.py, board_groups.stage_pools): "Showdown,
high hand for each flop and turn splits the pot." cuts the pot into one share for each choice
of a flop and a turn, each won by the best hand made with that board alone."""

from __future__ import annotations

import pytest

from dealerschoice.play.board import board_of
from dealerschoice.play.board_groups import stage_pools
from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import PlayedHand
from dealerschoice.rules.grammar import read_sentences
from dealerschoice.rules.steps.late_reads import StageShowdown
from dealerschoice.rules.steps.vocab import BoardGroup
from tests.play.pots_said import pot_said, shares_of
from tests.play.test_simulate import assert_sound, make_game
from tests.rules.corpus import SKIP_REASON, present

TWO_FLOPS = ("Deal two cards down to each player.", "Deal two sets of three face up common cards each.",
             "Deal one common card face up to the table.", "Showdown, high hand for each flop splits the pot.")


def staying(program, players: int, seed: int) -> tuple[PlayedHand, object]:
    from dealerschoice.play.mechanics.betting import Stance
    hand = PlayedHand(program, players, seed)
    hand.piece(Stance).everyone_stays = True
    return hand, hand.run()


def test_each_flop_with_the_river_is_a_board_of_its_own():
    hand, transcript = staying(game_program(make_game(*TWO_FLOPS)), 3, 8)
    assert_sound(transcript)
    assert stage_pools(board_of(hand), (BoardGroup.FLOP,)) == [("s1.1", "s1.2", "s1.3", "x1"),
                                                               ("s2.1", "s2.2", "s2.3", "x1")]
    # P2's ace-high flush (A♦ with the second flop's diamonds) is the best hand over the whole
    # board, but the first flop's share is P1's: the odd chip of the 3 antes goes with it
    assert transcript.events[-1].text == (
        "Showdown, a share of the pot for each of two boards: 6♦ 6♥ K♠ 3♦: P1 Two pair, sixes and threes; "
        "8♦ 4♦ J♦ 3♦: P2 Flush, ace high. Pot 3: P1 2, P2 1.")
    assert hand.outcome.winner is None and hand.outcome.losers == [3]


@pytest.mark.skipif(not present(), reason=SKIP_REASON)
def test_double_board_holdem_ii_pays_a_share_for_each_flop_and_turn():
    from tests.play.played_rules import game
    hand, transcript = staying(game_program(game(688)), 4, 2)
    assert_sound(transcript)
    assert [str(h.card) for h in hand.table.board] == ["7♦", "8♠", "4♠", "10♦", "J♠", "6♦", "Q♠", "9♦", "K♥"]
    said, pot, paid = pot_said(transcript.events[-1].text)
    assert said == (
        "Showdown, a share of the pot for each of four boards: 7♦ 8♠ 4♠ Q♠ K♥: P2 Two pair, sevens and fours; "
        "7♦ 8♠ 4♠ 9♦ K♥: P2 Two pair, sevens and fours; 10♦ J♠ 6♦ Q♠ K♥: P4 Straight, ace high; "
        "10♦ J♠ 6♦ 9♦ K♥: P1 Pair of nines")
    assert paid == shares_of(pot, [[2], [2], [4], [1]])
    # P1's king-high straight (the second flop, the first turn) loses that board to P4's ace-high
    # one, and wins the fourth with a pair: a hand at one board is judged apart from the others
    assert hand.outcome.result.showdowns[-1]["shares"] == paid
    assert {s.seat: s.high for s in transcript.showdown}[1] == "Straight, king high"
    assert sorted(board_of(hand).used[4]) == ["s1.4", "s2.1", "s2.2", "x1"]  # K♥ Q♠ J♠ 10♦ with P4's A♣


def test_a_split_by_stage_reads_in_other_words():
    assert read_sentences("Showdown, low hand for each flop and turn splits the pot.") == (
        StageShowdown("low", ("flop", "turn")),)
    assert read_sentences("Showdown, high hand for each turn and river splits the pot.") == (
        StageShowdown("high", ("turn", "river")),)
