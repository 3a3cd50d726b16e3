"""Flips that take their cards from elsewhere than the stack or a pick of the down cards:
at random, of the last round dealt, matching the table, the discards; optional flips of a
named rank; an up card dealt instead of a flip. Games are built from sentences; the corpus
games are run where the development corpus lies."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import PlayedHand, default_players
from tests.play.test_simulate import assert_sound, make_game
from tests.rules import corpus as dev

needs_corpus = pytest.mark.skipif(not dev.present(), reason=dev.SKIP_REASON)


def run(players: int, seed: int, *sentences: str) -> PlayedHand:
    hand = PlayedHand(game_program(make_game(*sentences)), players, seed)
    assert_sound(hand.run())
    return hand


def flip_texts(hand: PlayedHand) -> list[str]:
    return [e.text for e in hand.log.events if e.kind == "flip"]


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 7), count=st.integers(1, 3))
def test_a_random_flip_turns_up_exactly_that_many_down_cards_of_each_player(seed, players, count):
    hand = run(players, seed, "Deal four cards face down to each player.",
               f"Each player randomly flips {'one down card' if count == 1 else f'{count} down cards'} "
               "belonging to the player on their left.",
               "Showdown, high hand wins.")
    for seat in hand.table.seats:
        assert len(seat.up()) == count
        assert sorted(seat.flipped) == sorted(seat.up())


def test_a_random_flip_is_not_the_players_pick():
    """Over many seeds the random flip turns up each of the four places of the hand."""
    places = set()
    for seed in range(40):
        hand = run(2, seed, "Deal four cards face down to each player.",
                   "Each player randomly flips one down card belonging to the player on their left.",
                   "Showdown, high hand wins.")
        places |= {i for i, h in enumerate(hand.table.seat(1).cards) if h.up}
    assert places == {0, 1, 2, 3}


@pytest.mark.parametrize("seed", range(6))
def test_a_last_round_flip_turns_up_one_card_of_that_round(seed):
    hand = run(4, seed, "Deal two cards face down to each player.", "Deal three cards face down to each player.",
               "Each player flips one of the cards from the last round of dealing.", "Showdown, high hand wins.")
    for seat in hand.table.seats:
        assert [i for i, h in enumerate(seat.cards) if h.up][0] >= 2  # the first two were dealt before
        assert len(seat.up()) == 1


@pytest.mark.parametrize("seed", range(6))
def test_a_matching_flip_turns_up_every_down_card_of_a_table_rank_and_no_other(seed):
    hand = run(5, seed, "Deal seven cards face down to each player.", "Deal three cards face up to the table.",
               "All players must simultaneously flip any down cards that match the rank of the table cards.",
               "Showdown, high hand wins.")
    ranks = {h.card.rank for h in hand.table.board}
    for seat in hand.table.seats:
        assert all(h.up == (h.card.rank in ranks) for h in seat.cards)


def test_a_matching_flip_of_a_table_without_matches_says_so():
    for seed in range(30):
        hand = run(2, seed, "Deal one card face down to each player.", "Deal one card face up to the table.",
                   "All players must simultaneously flip any down cards that match the rank of the table cards.",
                   "Showdown, high hand wins.")
        if not any(s.up() for s in hand.table.seats):
            assert flip_texts(hand) == ["Nobody turns a card up."]
            return
    pytest.fail("no seed without a match")


def test_flipped_discards_name_each_players_own_discards():
    hand = run(3, 4, "Deal five cards face down to each player.", "Each player discards two cards.",
               "Flip each player's discards.", "Showdown, high hand wins.")
    muck = hand.table.muck
    assert len(muck) == 6
    names = " ".join(str(c) for c in muck[:2]), " ".join(str(c) for c in muck[2:4]), " ".join(str(c) for c in muck[4:])
    expected = "; ".join(f"P{n}'s discards: {cards}" for n, cards in zip((1, 2, 3), names)) + "."
    assert flip_texts(hand) == [expected]


def test_an_optional_flip_of_a_rank_turns_up_only_that_rank_and_only_for_a_reason():
    # without a rule that answers the flip, nobody shows a card they need not show
    for seed in range(10):
        hand = run(6, seed, "Deal seven cards face down to each player.",
                   "Each player in turn may flip over a face down ace if they have one.", "Showdown, high hand wins.")
        assert not any(s.up() for s in hand.table.seats)
    # with one, a holder of a down ace turns one up (one: the flip is of one card)
    shown = 0
    for seed in range(10):
        hand = run(6, seed, "Deal seven cards face down to each player.",
                   "Each player in turn may flip over a face down ace if they have one.", "Showdown, high hand wins.",
                   "The last player to flip over a face down ace chooses what rank is wild (when they flip it over).")
        for seat in hand.table.seats:
            aces = [c for c in seat.all() if c.rank == 14]
            assert [c.rank for c in seat.up()] == ([14] if aces else [])
            shown += bool(aces)
    assert shown > 0


@pytest.mark.parametrize("seed", range(4))
def test_a_player_with_too_few_cards_is_dealt_an_up_card_instead_of_flipping(seed):
    hand = run(3, seed, "Deal one card face down to each player.",
                   "Each player flips a down card of their choice. If they only have one card, they get dealt an "
                   "up card instead.", "Deal one card face down to each player.",
                   "Each player flips a down card of their choice. If they only have one card, they get dealt an "
                   "up card instead.", "Showdown, high hand wins.")
    for seat in hand.table.seats:
        # the first flip is a card dealt up; the second, with three cards held, a real flip of
        # one of the two down cards
        first, dealt, last = seat.cards
        assert (dealt.up, dealt.dealt_up) == (True, True)
        assert not first.dealt_up and not last.dealt_up and first.up != last.up


@needs_corpus
@pytest.mark.parametrize("number", [95, 475, 501, 161, 831, 842, 651])
def test_the_corpus_games_of_these_flips_run(number):
    game = next(g for g in dev.corpus().games if g.id == number)
    program = game_program(game)
    flipped = 0
    for players in sorted({2, 3, default_players(program)}):
        for seed in (1, 2, 3):
            hand = PlayedHand(program, players, seed)
            assert_sound(hand.run())
            flipped += bool(flip_texts(hand))  # a hand may end in folds before its flips
    assert flipped


@pytest.mark.parametrize("seed", range(4))
def test_cards_turned_down_again_stay_with_their_holder_who_still_knows_them(seed):
    hand = run(3, seed, "Deal two cards down to each player.", "Deal two cards up to each player.",
               "Everyone flips all of their cards face down.", "Showdown, high hand wins.")
    for seat in hand.table.seats:
        assert len(seat.cards) == 4 and not seat.up() and all(h.seen for h in seat.cards)
        assert [h.dealt_up for h in seat.cards] == [False, False, True, True]
    assert flip_texts(hand) == ["P1 turns 2 cards face down; P2 turns 2 cards face down; P3 turns 2 cards face down."]
