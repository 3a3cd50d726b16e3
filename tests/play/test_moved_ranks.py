"""Ranks moved in the order of cards and dead ranks at the showdown (issue 16,
play/mechanics/moved_ranks.py): Hamlet (#198), "Jacks count as the lowest card in the deck
(below a 2).", "Queens are wild.", "Kings do not contribute to hand value."."""

from __future__ import annotations

import pytest

from dealerschoice.cards.rank_moves import RankMoves
from dealerschoice.play.mechanics.moved_ranks import moves_of_program, words
from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import simulate
from dealerschoice.rules.grammar import read_sentences
from dealerschoice.rules.steps import Dead
from dealerschoice.rules.steps.showdown import RankMoved
from dealerschoice.rules.steps.vocab import Place
from tests.play.played_rules import play_staying, texts, written_game
from tests.rules.corpus import SKIP_REASON, present

corpus_only = pytest.mark.skipif(not present(), reason=SKIP_REASON)


@pytest.mark.parametrize(("text", "steps"), [
    ("Tens count as the highest card in the deck (above an ace).", (RankMoved("T", Place.TOP),)),
    ("Nines count as the lowest card in the deck (below a 2).", (RankMoved("9", Place.BOTTOM),)),
    ("Fours do not contribute to hand value.", (Dead(ranks=("4",)),)),
])
def test_moved_and_dead_ranks_are_read_for_any_rank(text, steps):
    assert read_sentences(text) == steps


def test_the_moves_of_a_written_game_and_their_words():
    played = game_program(written_game("Deal seven cards down to each player.", "Showdown, high hand wins.",
                                       "Nines count as the lowest card in the deck (below a 2).",
                                       "Tens count as the highest card in the deck (above an ace).",
                                       "Fours do not contribute to hand value."))
    moves = moves_of_program(played)
    assert moves == RankMoves(bottom=(9,), top=(10,), dead=frozenset({4}))
    assert words(moves) == ("Nines rank below the twos; tens rank above the aces; fours are dead: they count "
                            "in no hand.")


def test_a_dead_card_named_alone_still_stops_its_game():
    gap = Dead(cards=("Qs",)).gap()
    assert gap is not None and gap.blocking
    assert gap.reason == "the Qs is dead: never counted in a hand; the simulator plays whole dead ranks only"


@corpus_only
def test_hamlet_ranks_jacks_lowest_leaves_kings_out_and_plays_queens_wild():
    hand = play_staying(198, 4, 3)
    assert "Jacks rank below the twos; kings are dead: they count in no hand." in texts(hand, "note")
    shown = {s.seat: s for s in hand.showdown}
    # 5 9 J 4 8 3 K: the jack is the lowest card and the king counts for nothing
    assert shown[1].high == "Nine high" and shown[1].high_best == ("9♠", "8♠", "5♥", "4♣", "3♥")
    assert shown[2].high == "Full house, sixes full of twos" and shown[2].wilds == (("Q♣", "6♠"),)
    assert shown[4].high == "Pair of aces" and "K♠" not in shown[4].high_best
    for showing in hand.showdown:
        assert not any(card.startswith("K") for card in showing.high_best)


def test_a_written_game_with_a_dead_rank_never_shows_it_in_a_hand():
    played = written_game("Deal seven cards down to each player.", "Showdown, high hand wins.",
                          "Aces do not contribute to hand value.")
    for seed in range(1, 6):
        hand = simulate(played, 5, seed, everyone_stays=True)
        assert all(not card.startswith("A") for s in hand.showdown for card in s.high_best)
        assert any(card.startswith("A") for s in hand.showdown for card in s.cards)
