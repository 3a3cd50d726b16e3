"""Odds plans for extra cards a common card dealt face up gives every player, under a Use
rule (`play.fast.board_extras`, Wild Kingdom), and for games that deal the players no card
(`play.fast.board_only`, Double Deck Hold'em): the cards are laid as the simulator deals
them, and every plan plays as the full simulator does, seed for seed (the corpus-wide proof
is tests/odds/test_fast.py's `test_corpus_same_winners_seed_for_seed`)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.play.fast import Unplanned, plan_for
from dealerschoice.play.fast.board_extras import BoardExtrasPlan, compile_board_extras, lay
from dealerschoice.play.fast.board_only import compile_board_only
from dealerschoice.play.fast.plan import Plan
from dealerschoice.play.odds import deal_seed, play_deals, summary
from dealerschoice.play.odds_cache import odds_players, runnable
from tests.odds.test_fast import fast_outcome, full_outcome
from tests.odds.test_layout import program
from tests.rules import corpus

USE_TWO = "You must use exactly two of your down cards in your final hand."


def extras(rule: str = "If a common four is dealt face up, deal each player an extra down card.", *more: str):
    return program("Deal four cards down to each player.", "Deal three common cards face up to the table.",
                   "Deal one common card face up to the table.", "Deal one common card face up to the table.",
                   "Showdown, high hand wins.", USE_TWO, rule, *more)


def test_each_named_common_card_gives_every_seat_its_cards_seat_one_first():
    # three seats of two cards, then the flop: its two kings (codes 44-47) each give every seat
    # one card from the top, seat 1 first; then the turn, after those six cards
    rounds = ((False, 2, False), (True, 3, True), (True, 1, True))
    kings = frozenset(range(44, 48))
    x = [0, 1, 2, 3, 4, 5, 44, 8, 45, 10, 11, 12, 13, 14, 15, 16, 17]
    own, board = lay(rounds, ((kings, 1),), 3, x)
    assert own == [(0, 1, 10, 13), (2, 3, 11, 14), (4, 5, 12, 15)]
    assert board == [44, 8, 45, 16]


def test_a_table_dealt_face_down_gives_nothing():
    own, board = lay(((False, 1, False), (True, 2, False)), ((frozenset({7}), 2),), 2, [1, 2, 7, 7, 5, 6])
    assert (own, board) == ([(1,), (2,)], [7, 7])


def test_variant_rule_compiles_with_its_count_and_cards():
    # not the corpus's sentence: kings, two cards each
    plan = plan_for(extras("If a common king is dealt face up, deal each player two extra down cards."), 3)
    assert type(plan) is BoardExtrasPlan
    assert plan.extras == ((frozenset(range(44, 48)), 2),)
    assert plan.rounds == ((False, 4, False), (True, 3, True), (True, 1, True), (True, 1, True))
    assert plan.use is not None and plan.use.hole == 2
    assert plan.longest == 5


@pytest.mark.parametrize("rule", [
    "If a common four is dealt face up, deal each player an extra down card.",
    "If a common king is dealt face up, deal each player two extra down cards.",
    "If a common heart is dealt face up, deal each player an extra down card.",
])
def test_plays_as_the_simulator_seed_for_seed(rule):
    game = extras(rule, "Threes are wild.")
    plan = plan_for(game, 3)
    assert type(plan) is BoardExtrasPlan
    for n in range(40):
        seed = deal_seed(3, n)
        assert fast_outcome(plan, seed) == full_outcome(game, 3, seed), (rule, seed)
    assert summary(play_deals(game, 3, 2, 0, 60)) == summary(play_deals(game, 3, 2, 0, 60, fast=False))


@settings(max_examples=15, deadline=None)
@given(st.integers(min_value=0, max_value=2**40), st.integers(min_value=2, max_value=5))
def test_any_seed_any_table(seed, players):
    game = extras("If a common jack is dealt face up, deal each player an extra down card.", "Nines are wild.")
    assert fast_outcome(plan_for(game, players), seed) == full_outcome(game, players, seed)


def test_extra_cards_dealt_face_up_are_refused():
    with pytest.raises(Unplanned, match=r"rule 7: extra cards dealt face up \(the players' own rules"):
        compile_board_extras(extras("If a common four is dealt face up, deal each player an extra up card."), 4)


def test_a_rule_for_a_players_own_card_is_refused():
    with pytest.raises(Unplanned, match=r"rule 7: extra cards for a player's own card \(dealt-up\)"):
        compile_board_extras(extras("If a player is ever dealt a face up four, deal them an extra down card."), 4)


def test_extras_that_may_run_the_deck_out_are_refused():
    # eight seats of four (32) and five commons: hearts may give each seat five more (40)
    with pytest.raises(Unplanned, match=r"may run out a deck of 52 \(37 dealt, up to 40 more\)"):
        compile_board_extras(extras("If a common heart is dealt face up, deal each player an extra down card."), 8)


@pytest.mark.skipif(not corpus.present(), reason=corpus.SKIP_REASON)
def test_wild_kingdom_plays_as_the_simulator():
    (game, found), = [(g, p) for g, p in runnable(corpus.corpus().games) if g.name == "Wild Kingdom"]
    players = odds_players(found, None)
    plan = plan_for(found, players)
    assert type(plan) is BoardExtrasPlan
    for n in range(30):
        seed = deal_seed(9, n)
        assert fast_outcome(plan, seed) == full_outcome(found, players, seed), seed


def test_a_game_that_deals_the_players_nothing_ties_them_all():
    """Not the corpus's game: one deck, four commons; every hand is the board."""
    game = program("Deal four common cards face up to the table.", "Deal one common card face up to the table.",
                   "Showdown, high hand wins.")
    plan = plan_for(game, 4)
    assert type(plan) is Plan and plan.seats == ((tuple(range(5)),),) * 4
    with pytest.raises(Unplanned, match="cards dealt to the players, or none to the table"):
        compile_board_only(extras(), 4)
    for n in range(10):
        seed = deal_seed(8, n)
        found = fast_outcome(plan, seed)
        assert found == full_outcome(game, 4, seed) and found[0] == (1, 2, 3, 4)
    assert summary(play_deals(game, 4, 2, 0, 30)) == summary(play_deals(game, 4, 2, 0, 30, fast=False))


@pytest.mark.skipif(not corpus.present(), reason=corpus.SKIP_REASON)
def test_double_deck_hold_em_ties_every_player():
    (found,) = [p for g, p in runnable(corpus.corpus().games) if g.name == "Double Deck Hold'em"]
    players = odds_players(found, None)
    plan = plan_for(found, players)
    assert type(plan) is Plan and len(plan.deck) == 104
    for n in range(10):
        seed = deal_seed(9, n)
        assert fast_outcome(plan, seed) == full_outcome(found, players, seed)
