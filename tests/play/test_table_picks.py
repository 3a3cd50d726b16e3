"""Table cards dealt by the number of players and picked into hands: one card each in order
of the hands showing, or a set of an up card with the down cards dealt for it."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards import exposed_key
from dealerschoice.play.mechanics.table_picks import Offered
from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import PlayedHand
from dealerschoice.rules.grammar import read_sentences
from dealerschoice.rules.steps.dealing import PickTableCard
from dealerschoice.rules.steps.dealing_shares import TableDealPerPlayer
from tests.play.test_simulate import assert_sound, make_game
from tests.rules import corpus as dev

needs_corpus = pytest.mark.skipif(not dev.present(), reason=dev.SKIP_REASON)

PICK = ("Deal two cards up to the table per player. Starting with the high hand and going down in hand order, "
        "each player picks two of the cards and adds them to their hand.")


def run(players: int, seed: int, *sentences: str) -> PlayedHand:
    hand = PlayedHand(game_program(make_game(*sentences)), players, seed)
    assert_sound(hand.run())
    return hand


def test_the_variant_pick_reads_by_its_numbers_and_order():
    assert read_sentences(PICK) == (TableDealPerPlayer(2, "up"), PickTableCard(2, "high-first"))


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 7))
def test_every_player_picks_their_share_and_the_table_is_left_empty(seed, players):
    hand = run(players, seed, "Deal one card up to each player.", PICK, "Showdown, high hand wins.")
    assert hand.table.board == []
    assert hand.piece(Offered).up == []
    for seat in hand.table.seats:
        assert len(seat.cards) == 3 and all(h.up for h in seat.cards)
    deal = next(e.text for e in hand.log.events if e.rule == 2)
    assert deal.startswith(f"{2 * players} cards face up to the table, 2 for each of the {players} players: ")


@pytest.mark.parametrize("seed", range(8))
def test_the_lowest_hand_showing_picks_first(seed):
    hand = PlayedHand(game_program(make_game(
        "Deal one card up to each player.",
        "Deal one card up to the table per player. Starting with the low hand and going up in hand order, each "
        "player picks one of the cards and adds it to their hand.", "Showdown, high hand wins.")), 4, seed)
    assert_sound(hand.run())
    shown = {s.number: exposed_key([s.cards[0].card], hand.show_rules(s)) for s in hand.table.seats}
    picks = [e.text for e in hand.log.events if e.rule == 2][-1]
    order = [int(part.split()[0][1:]) for part in picks.rstrip(".").split("; ")]
    assert [shown[n] for n in order] == sorted(shown.values())
    # and each took one of the cards dealt for the players
    dealt = [e.text for e in hand.log.events if e.rule == 2][0].split(": ")[1].rstrip(".").split()
    assert sorted(str(s.cards[1].card) for s in hand.table.seats) == sorted(dealt)


@pytest.mark.parametrize("seed", range(6))
def test_a_set_is_its_up_card_with_the_two_down_cards_dealt_for_it(seed):
    game = make_game("Deal two cards down to each player.",
                     "Deal a number of face down table cards equal to twice the number of players.",
                     "Deal a number of up table cards equal to the number of players.",
                     "Each player in turn picks one up table card and the two down table cards that goes with it, "
                     "and put them in their hand.", "Showdown, high hand wins.")
    program = game_program(game)
    hand = PlayedHand(program, 3, seed)
    # the deal order, watched from the deck before play: 6 hole cards, 6 down, 3 up
    deck = list(hand.table.deck)
    assert_sound(hand.run())
    down, up = deck[6:12], deck[12:15]
    for seat in hand.table.seats:
        got = seat.all()[2:]
        i = up.index(got[0])
        assert got == [up[i], down[2 * i], down[2 * i + 1]]
        assert [h.up for h in seat.cards[2:]] == [True, False, False]


@needs_corpus
@pytest.mark.parametrize("number", [119, 174, 456])
def test_the_corpus_pick_games_run(number):
    program = game_program(next(g for g in dev.corpus().games if g.id == number))
    for players in (2, 4, 6):
        hand = PlayedHand(program, players, 3)
        assert_sound(hand.run())
        assert hand.table.board == []


SIDE = ("Take the threes out of the deck and shuffle them into their own four card deck.",
        "Deal two cards down to each player.", "Deal three common cards face up to the table.",
        "Deal one of the threes face up to each player.", "Showdown, high hand wins.")


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4))
def test_a_side_deck_keeps_its_rank_out_of_every_other_deal(seed, players):
    hand = run(players, seed, *SIDE)
    for seat in hand.table.seats:
        # the hole cards and the commons never hold a three; the card of the side deck is one
        assert [c.rank for c in seat.all()[:2] if not c.is_joker].count(3) == 0
        assert seat.cards[2].card.rank == 3 and seat.cards[2].up
    assert all(h.card.rank != 3 for h in hand.table.board)
    assert len(hand.table.turned) == 4 - players  # the threes not dealt stay apart


def test_a_side_deck_too_small_for_the_table_stops_the_game():
    from dealerschoice.play.program import NotRunnable
    with pytest.raises(NotRunnable, match="the deck runs out with 5 players: the deck of threes holds 4 cards"):
        run(5, 1, *SIDE)
