"""The second best hand's switch to the table's cards (issue 16, play/mechanics/runner_up.py):
Zombie (#97), "Showdown, high hand wins. The second place hand may switch hands with the table
cards and make a draw to see if he can beat the winner."."""

from __future__ import annotations

import pytest

from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import simulate
from dealerschoice.play.state import Rulebook
from dealerschoice.rules.grammar import read_sentences
from dealerschoice.rules.steps.late_reads import RunnerUpSwitch
from tests.play.played_rules import balanced, play_staying, texts, written_game
from tests.rules.corpus import SKIP_REASON, present

corpus_only = pytest.mark.skipif(not present(), reason=SKIP_REASON)
NO_DRAW = ("Deal five cards face down to each player.", "Deal five cards face down to the table.",
           "Showdown, high hand wins. The second place hand may switch hands with the table cards.")


def test_the_switch_is_read_with_and_without_its_draw():
    assert read_sentences("The second place hand may switch hands with the table cards and make a draw to see "
                          "if she can beat the winner.") == (RunnerUpSwitch(draw=True),)
    assert read_sentences(NO_DRAW[2])[1:] == (RunnerUpSwitch(draw=False),)


def test_the_table_cards_of_a_switch_game_are_in_no_hand():
    assert Rulebook.of(game_program(written_game(*NO_DRAW))).table_role


@corpus_only
def test_zombie_runner_up_takes_the_pot_when_the_table_hand_and_a_draw_beat_the_winner():
    hand = play_staying(97, 4, 3)
    assert texts(hand, "switch") == [
        "P3, second, switches hands with the table and takes 3♥ 2♦ 7♥ K♠ K♣; P3 throws 2♦ 3♥ 7♥ and draws "
        "K♥ 2♠ K♦; Four of a kind, kings beats P1's Two pair, queens and nines: P3 takes the 8 P1 won."]
    assert hand.winners == (3,) and hand.amounts[3] == 6 and hand.amounts[1] == -2 and balanced(hand)
    assert next(s for s in hand.showdown if s.seat == 3).high == "Four of a kind, kings"


@corpus_only
def test_zombie_winner_keeps_the_pot_when_the_switch_falls_short():
    hand = play_staying(97, 4, 1)
    assert texts(hand, "switch")[0].endswith("Ace high does not beat P4's Three of a kind, kings: the pot stays "
                                             "with P4.")
    assert hand.winners == (4,) and hand.amounts[4] == 9


def test_a_switch_without_a_draw_plays_the_table_cards_as_they_lie():
    for seed in range(1, 6):
        hand = simulate(written_game(*NO_DRAW), 3, seed, everyone_stays=True)
        said = texts(hand, "switch")
        assert len(said) == 1 and " draws " not in said[0] and balanced(hand)
