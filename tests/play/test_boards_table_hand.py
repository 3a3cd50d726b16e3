"""Cards laid on the table as its own (play/table_laid.py, mechanics/table_discards.py): the
discards players throw onto the table and the cards dealt to top it up join the table's hand
a player must beat ("You must beat the table hand to win"), and no player's hand uses them."""

from __future__ import annotations

import pytest

from dealerschoice.play.mechanics import table_hand
from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import PlayedHand
from dealerschoice.play.table_laid import TableLaid, laid
from dealerschoice.rules.grammar import read_sentences
from dealerschoice.rules.steps import Discard
from dealerschoice.rules.steps.dealing_shares import DealTableUpTo
from dealerschoice.rules.steps.draw import DiscardsToTable
from dealerschoice.rules.steps.vocab import Face
from tests.play.pots_said import pot_said
from tests.play.test_simulate import assert_sound, make_game
from tests.rules.corpus import SKIP_REASON, present

WRITTEN = ("Deal five cards down to each player.", "Deal one table card face up.",
           "Each player discards two cards face up onto the table.",
           "If the table has fewer than eight cards, deal table cards until it does.",
           "Showdown, high hand wins.", "You must beat the table hand to win.")


def staying(program, players: int, seed: int) -> tuple[PlayedHand, object]:
    from dealerschoice.play.mechanics.betting import Stance
    hand = PlayedHand(program, players, seed)
    hand.piece(Stance).everyone_stays = True
    return hand, hand.run()


def test_the_discards_and_the_top_up_are_the_tables_own_cards():
    hand, transcript = staying(game_program(make_game(*WRITTEN)), 3, 2)
    assert_sound(transcript)
    board = [str(h.card) for h in hand.table.board]
    assert len(board) == 8 and sorted(str(c) for c in laid(hand)) == sorted(board[1:])
    own, common = table_hand.split_board(hand)
    assert [str(h.card) for h in own] == board and common == []
    # a player's hand is their own three cards left: the table's cards are the table's
    assert all(len(s.cards) == 3 for s in transcript.showdown)
    assert all(len(s.high_best) == 3 for s in transcript.showdown)


def test_a_redeal_forgets_the_cards_laid():
    hand = PlayedHand(game_program(make_game(*WRITTEN)), 2, 1)
    assert laid(hand) == frozenset()
    hand.run()
    assert laid(hand)
    hand.piece(TableLaid).redealt()
    assert laid(hand) == frozenset()


@pytest.mark.skipif(not present(), reason=SKIP_REASON)
def test_three_two_one_with_wild_plays_the_thrown_cards_in_the_table_hand():
    from tests.play.played_rules import game
    hand, transcript = staying(game_program(game(469)), 3, 1)
    assert_sound(transcript)
    assert [e.text for e in transcript.events if e.rule in (10, 11, 12)] == [
        "P1 discards 2♠; P2 discards 6♦; P3 discards 10♦.",
        "The discards, three cards, are laid face down on the table.",
        "The dealer turns up the table cards: 2♠ 6♦ 10♦.",
        "One card dealt face up to the table to make 5: 2♥."]
    # 10♦ lies on the table, but P2 plays their own five cards: a pair of tens, not three
    shown = {s.seat: (s.high, len(s.cards)) for s in transcript.showdown}
    assert shown == {1: ("Three of a kind, jacks", 5), 2: ("Pair of tens", 5), 3: ("Four of a kind, kings", 5)}
    # the table's hand is the first table card, the three discards and the top-up
    said, pot, paid = pot_said(transcript.events[-1].text)
    assert said == ("Showdown: P1 Three of a kind, jacks; P2 Pair of tens; P3 Four of a kind, kings [Q♦ as K♥]; "
                    "the table Pair of twos")
    assert paid == {3: pot}


def test_discards_onto_the_table_read_in_other_words():
    assert read_sentences("Every player discards two cards face up onto the table.") == (
        Discard(2, low=2, high=2), DiscardsToTable(Face.UP))
    assert read_sentences("If the table has fewer than six cards, deal table cards until it does.") == (
        DealTableUpTo(6),)
