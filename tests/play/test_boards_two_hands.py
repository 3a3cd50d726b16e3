"""A showdown of two hands a player (mechanics/two_hands.py): each player flips one of their
two stacks, all but the best few fold, and the best second hand takes the pot; with "Each
common card may only be used in one of your hands." a common card plays in one hand only."""

from __future__ import annotations

import pytest

from dealerschoice.play.program import NotRunnable, game_program
from dealerschoice.play.simulate import PlayedHand
from dealerschoice.rules.grammar import read_sentences
from dealerschoice.rules.steps.board_hands import CommonOnce
from dealerschoice.rules.steps.ranking_rules import TwoHandShowdown
from tests.play.pots_said import pot_said
from tests.play.test_simulate import assert_sound, make_game
from tests.rules.corpus import SKIP_REASON, present

SHOWN = ("Each player flips one hand over, and everyone except the two best hands must fold. The remaining players "
         "flip their second hand over, and the higher second hand takes the pot.")
WRITTEN = ("Deal eight cards face down to each player.", "Deal one common card face up to the table.",
           "Each player splits their cards into two hands of four cards each, arranging them in order in face down "
           "stacks. The order of the stacks may not change once made.", SHOWN,
           "Each common card may only be used in one of your hands.")


def staying(program, players: int, seed: int) -> tuple[PlayedHand, object]:
    from dealerschoice.play.mechanics.betting import Stance
    hand = PlayedHand(program, players, seed)
    hand.piece(Stance).everyone_stays = True
    return hand, hand.run()


def stacks(hand: PlayedHand) -> list[list[str]]:
    return [[" ".join(str(c) for c in s.pile(p)) for p in s.piles()] for s in hand.table.seats]


@pytest.mark.skipif(not present(), reason=SKIP_REASON)
def test_five_and_dime_ii_cuts_to_the_two_best_first_hands_and_pays_the_best_second():
    from tests.play.played_rules import game
    hand, transcript = staying(game_program(game(810)), 3, 1)
    assert_sound(transcript)
    assert [str(h.card) for h in hand.table.board] == ["10♥", "A♦"]
    assert stacks(hand) == [["2♦ 4♥ 7♦ 8♦ 9♣", "6♥ J♥ A♥ 6♣ J♦"], ["3♥ 4♠ 7♠ 9♥ 10♠", "4♣ 5♣ 10♣ Q♣ A♣"],
                            ["3♣ 5♠ 8♣ J♣ Q♠", "7♥ K♠ 7♣ K♦ K♣"]]
    # each shows the stack that makes the better hand; P2's flush needs no common card, so its
    # other hand has both (a pair of tens with 10♥) and beats P3's, which has them both too
    said, pot, paid = pot_said(transcript.events[-1].text)
    assert said == ("First hands: P1 Two pair, jacks and sixes; P2 Flush, ace high; P3 Full house, kings full of "
                    "sevens; P1 folds. Second hands: P2 Pair of tens; P3 Ace high")
    assert paid == {2: pot}
    assert [s.folded for s in hand.table.seats] == [True, False, False]
    assert hand.outcome.winner == 2 and hand.outcome.losers == [1, 3]


def test_a_common_card_plays_in_one_hand_only():
    hand, transcript = staying(game_program(make_game(*WRITTEN)), 3, 7)
    assert_sound(transcript)
    assert [str(h.card) for h in hand.table.board] == ["A♥"]
    assert stacks(hand) == [["2♠ 9♣ J♣ Q♠", "4♦ 6♥ 4♣ 6♣"], ["4♠ 5♦ 6♠ 10♥", "J♦ K♠ A♦ K♥"],
                            ["5♠ 7♥ 8♠ 7♦", "9♠ Q♣ 9♥ 9♦"]]
    # P2's aces up takes A♥, so P2's other hand is ten high, not ace high; P1's sixes and fours
    # need no kicker: A♥ stays for P1's other hand (which folds with it)
    assert transcript.events[-1].text == (
        "First hands: P1 Two pair, sixes and fours; P2 Two pair, aces and kings; P3 Three of a kind, nines; "
        "P1 folds. Second hands: P2 Ten high; P3 Pair of sevens. Pot 3: P3 3.")


def test_a_player_shows_first_the_hand_that_leaves_the_better_second():
    hand, transcript = staying(game_program(make_game(*WRITTEN)), 3, 13)
    assert stacks(hand)[0] == ["2♣ 7♠ 9♣ 7♥", "10♥ A♠ 10♣ A♣"]
    # both of P1's hands make two pair (the sevens with the common 9♦): the smaller goes first,
    # and aces up is kept for the second showing
    assert transcript.events[-1].text.startswith("First hands: P1 Two pair, nines and sevens; ")
    assert "Second hands: P1 Two pair, aces and tens; " in transcript.events[-1].text


def test_a_player_of_one_stack_cannot_show_two_hands():
    program = game_program(make_game("Deal four cards face down to each player.", SHOWN))
    with pytest.raises(NotRunnable, match="rule 2 stops it: each player shows one hand and then the other, but P1 "
                                          "holds one stack of cards; allowed: two stacks"):
        PlayedHand(program, 2, 1).run()


def test_the_two_hand_showdown_reads_in_other_words():
    assert read_sentences(SHOWN.replace("two best", "three best").replace("higher", "best")) == (
        TwoHandShowdown(keep=3),)
    assert read_sentences("Each table card may only be used in one of your hands.") == (CommonOnce(),)
