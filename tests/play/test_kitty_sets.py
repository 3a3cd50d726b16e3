"""Every set of table cards the winner must beat, the kitties that add sets when nobody goes
in, and the redeal that keeps the table's cards (play/mechanics/table_sets.py, kept_table.py):
Kryptonite (#331) and a game written for the test with other numbers."""

from __future__ import annotations

import pytest

from dealerschoice.play.mechanics import table_sets
from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import PlayedHand, simulate
from dealerschoice.play.table import Held
from dealerschoice.rules.grammar import read_sentences
from dealerschoice.rules.steps.dealing_events import DealIf
from dealerschoice.rules.steps.showdown import BeatTable
from dealerschoice.rules.steps.wager import MatchRedeal
from tests.play.played_rules import balanced, play_staying, texts, written_game
from tests.rules.corpus import needs_corpus

FOUR_CARD_KITTIES = written_game(
    "Deal four cards face down to each player.",
    "Deal four cards face down to the table.",
    "Declare in/out one at a time, starting with the player to the left of the dealer.",
    "If nobody goes in, deal another four table cards face down as another kitty.",
    "Showdown, high hand wins.",
    "You must beat every set of table cards to win.",
    "Everyone who went in and lost matches the pot. Redeal for all (except the table cards) if nobody went in "
    "or nobody had to match the pot.")


def test_variant_sentences_read_as_the_sets_the_kitty_and_the_kept_table():
    assert read_sentences("You must beat every set of table cards to win.") == (BeatTable("every-table-set"),)
    (kitty,) = read_sentences("If nobody goes in, deal another four table cards face down as another kitty.")
    assert isinstance(kitty, DealIf) and kitty.when == "nobody-in"
    assert [(d.count, d.face, d.to) for d in kitty.deals] == [(4, "down", "table")]
    assert read_sentences("Redeal for all (except the table cards) if nobody went in or nobody had to match "
                          "the pot.") == (MatchRedeal(nobody_in=True, matched=False, keeps_table=True),)


@pytest.mark.parametrize("sentence", [
    "To win, a player must be able to beat every set of table cards.",
    "A player must beat each set of table cards to win.",
    "The winner must beat all the sets of common cards.",
])
def test_other_wordings_of_every_set_read_alike(sentence):
    assert read_sentences(sentence) == (BeatTable("every-table-set"),)


def test_the_first_set_is_every_table_deal_outside_a_kitty_and_each_kitty_a_set_of_its_own():
    program = game_program(FOUR_CARD_KITTIES)
    assert table_sets.sizes(program) == (4, (4,))
    hand = PlayedHand(program, 3, 1)
    cards = hand.table.draw(10)
    hand.table.board.extend(Held(c, up=False) for c in cards)
    assert [[h.card for h in s] for s in table_sets.table_sets(hand)] == [cards[:4], cards[4:8], cards[8:]]


def test_four_card_sets_over_three_deals_the_table_beats_everyone_and_the_pot_stays():
    transcript = simulate(FOUR_CARD_KITTIES, 3, 1, everyone_stays=True)
    assert texts(transcript, "redeal") == [
        "Nobody went in: the players' cards are shuffled and dealt again (deal 2); the table's cards "
        "Q♣ 5♣ 7♣ K♦ K♣ 7♥ Q♠ J♣ stay, and the pot of 3 stays.",
        "Nobody went in: the players' cards are shuffled and dealt again (deal 3); the table's cards "
        "Q♣ 5♣ 7♣ K♦ K♣ 7♥ Q♠ J♣ 6♣ 3♣ 3♥ 3♠ stay, and the pot of 3 stays."]
    (showdown,) = [t for t in texts(transcript, "showdown") if t.startswith("Showdown:")]
    assert "the table (best of set 1 Q♣ 5♣ 7♣ K♦ King high; set 2 K♣ 7♥ Q♠ J♣ King high; set 3 6♣ 3♣ 3♥ 3♠ " \
           "Three of a kind, threes) Three of a kind, threes, which no player beats: 3 of the pot stays" in showdown
    assert transcript.amounts == {1: -4, 2: -1, 3: -4} and transcript.carried == 9 and balanced(transcript)


@needs_corpus
def test_kryptonite_three_sets_the_wild_kept_across_redeals_and_the_table_wins():
    transcript = play_staying(331, 4, 1)
    assert texts(transcript, "wild") == ["7♣ is the first table card turned up: sevens are wild."]
    assert texts(transcript, "redeal") == [
        "Nobody went in: the players' cards are shuffled and dealt again (deal 2); the table's cards "
        "Q♣ 5♣ 7♣ K♦ K♣ 7♥ stay, and the pot of 4 stays.",
        "Nobody went in: the players' cards are shuffled and dealt again (deal 3); the table's cards "
        "Q♣ 5♣ 7♣ K♦ K♣ 7♥ 2♦ 9♠ 4♣ stay, and the pot of 4 stays."]
    # the table deals (rules 2 and 3) are not dealt again: the table keeps its cards
    assert len(texts(transcript, "deal", rule=2)) == 1 and len(texts(transcript, "deal", rule=1)) == 3
    (showdown,) = [t for t in texts(transcript, "showdown") if t.startswith("Showdown:")]
    # sevens still wild on the third deal (P4's 7♦), and in the table's sets (7♣ as the ace of the flush)
    assert showdown == (
        "Showdown: P4 (in) Pair of kings [7♦ as K♠]; the table (best of set 1 Q♣ 5♣ 7♣ Flush, ace high; "
        "set 2 K♦ K♣ 7♥ Three of a kind, kings; set 3 2♦ 9♠ 4♣ Nine high) Three of a kind, kings, which no "
        "player beats: 4 of the pot stays and every player who went in has lost. Nobody wins the pot.")
    assert texts(transcript, "settle", rule=10)[-1] == "P4 matches the pot (4)."
    assert transcript.amounts == {1: -1, 2: -1, 3: -1, 4: -5} and transcript.carried == 8 and balanced(transcript)


@needs_corpus
def test_kryptonite_a_hand_that_beats_both_sets_takes_the_pot_and_nobody_matching_redeals():
    transcript = play_staying(331, 4, 2)
    assert texts(transcript, "wild") == ["Q♠ is the first table card turned up: queens are wild."]
    showdown = [t for t in texts(transcript, "showdown") if t.startswith("Showdown:")]
    assert showdown == ["Showdown: P4 (in) Pair of kings; the table (best of set 1 J♠ 6♦ Q♠ Pair of jacks; "
                        "set 2 9♦ K♥ 3♣ King high) Pair of jacks. Pot 4: P4 4."]
    assert texts(transcript, "redeal")[1] == (
        "Nobody had to match the pot: the players' cards are shuffled and dealt again (deal 3); the table's "
        "cards J♠ 6♦ Q♠ 9♦ K♥ 3♣ stay, and the pot of 0 stays.")
    assert transcript.amounts == {1: -1, 2: -1, 3: -1, 4: 3} and transcript.carried == 0 and balanced(transcript)


@needs_corpus
@pytest.mark.parametrize("players", [2, 5, 7])
def test_kryptonite_no_player_uses_a_table_card_and_deals_stay_bounded(players):
    for seed in range(1, 13):
        transcript = play_staying(331, players, seed)
        assert len(texts(transcript, "redeal")) <= 2  # MAX_DEALS: three deals at most
        assert balanced(transcript)
        for text in texts(transcript, "showdown"):
            if text.startswith("Showdown:"):
                assert "set 1" in text
