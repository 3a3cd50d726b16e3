"""Odds plans for hands with another player's up cards, where each player chooses the cards
they show by stacking them (`play.fast.board_others`, Roll'em): the stand-in game's places
hold each seat's kept and shown cards as the simulator's players choose them, and the plan
plays as the full simulator does, seed for seed (the corpus-wide proof is
tests/odds/test_fast.py's `test_corpus_same_winners_seed_for_seed`)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards import Card, HandRules, parse_cards
from dealerschoice.play import policies
from dealerschoice.play.fast import Unplanned, plan_for
from dealerschoice.play.fast.board_others import HIDDEN, WORST, ShownCardsPlan, chooser, compile_shown, stand_in
from dealerschoice.play.odds import deal_seed, play_deals, summary
from dealerschoice.play.odds_cache import odds_players, runnable
from tests.odds.test_fast import fast_outcome, full_outcome
from tests.odds.test_layout import program
from tests.rules import corpus

FLIP_TWO = "Each player simultaneously flips the top card of their two card stack."


def stacks(*more: str, flips: int = 2, use: str = "Your hand can use three of your down cards, and any one other "
                                                   "player's two up cards."):
    """Not a corpus game: six down, stacks of four and two, the two turned up one by one."""
    return program("Deal six cards face down to each player.",
                   "Each player splits their cards into a stack of four cards and a stack of two cards.",
                   *[FLIP_TWO] * flips, "Showdown, high hand wins.", use, *more)


def test_each_seat_shows_the_cards_it_least_minds_showing():
    x = [int(c) for c in parse_cards("As Ah 2c 7d 9h 9s  Kd Ks 3h 3c Qc 5d")]
    laid = stand_in(x, 2, 6, chooser(WORST, 2, HandRules()))
    # kept (four each, as dealt), then shown (two each): seat 1 keeps its aces and nines
    assert [str(Card(c)) for c in laid] == [str(Card(int(c))) for c in parse_cards("As Ah 9h 9s Kd Ks 3h 3c 2c 7d Qc 5d")]


def test_the_stand_in_places_make_the_groups():
    plan = compile_shown(stacks(), 3)
    assert type(plan) is ShownCardsPlan and (plan.dealt, plan.shown) == (6, 2)
    # seat 1 keeps places 0-3, shows 12-13; seat 2 shows 14-15, seat 3 16-17: three of its four
    # kept with either other player's two shown
    assert set(plan.inner.seats[0]) == {tuple(k) + other for k in ((0, 1, 2), (0, 1, 3), (0, 2, 3), (1, 2, 3))
                                  for other in ((14, 15), (16, 17))}


@pytest.mark.parametrize("players", [2, 3, 5])
def test_plays_as_the_simulator_seed_for_seed(players):
    game = stacks()
    plan = plan_for(game, players)
    assert type(plan) is ShownCardsPlan
    for n in range(30):
        seed = deal_seed(2, n)
        assert fast_outcome(plan, seed) == full_outcome(game, players, seed), seed
    assert summary(play_deals(game, players, 2, 0, 40)) == summary(play_deals(game, players, 2, 0, 40, fast=False))


@settings(max_examples=15, deadline=None)
@given(st.integers(min_value=0, max_value=2**40), st.integers(min_value=2, max_value=6))
def test_any_seed_any_table(seed, players):
    game = stacks()
    assert fast_outcome(plan_for(game, players), seed) == full_outcome(game, players, seed)


def test_a_stack_turned_up_only_in_part_is_refused():
    with pytest.raises(Unplanned, match=r"a stack of 2 turned up only in part"):
        compile_shown(stacks(flips=1), 3)


@pytest.mark.skipif(not corpus.present(), reason=corpus.SKIP_REASON)
def test_rollem_plays_as_the_simulator():
    (found,) = [p for g, p in runnable(corpus.corpus().games) if g.name == "Roll'em"]
    players = odds_players(found, None)
    plan = plan_for(found, players)
    assert type(plan) is ShownCardsPlan and (plan.dealt, plan.shown) == (7, 3)
    for n in range(30):
        seed = deal_seed(5, n)
        assert fast_outcome(plan, seed) == full_outcome(found, players, seed), seed


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=51), min_size=4, max_size=8, unique=True),
       st.integers(min_value=1, max_value=3))
def test_flips_of_choice_are_the_simulators_picks(codes, flips):
    """Each flip of the player's choice turns the card `policies.hide_order` puts first, beside
    the cards already up (`mechanics.flips._pick`), as the simulator's player picks it."""
    cards = [Card(c) for c in codes]
    down, up, rules = list(cards), [], HandRules()
    for _ in range(flips):
        card = policies.hide_order(down, [c for c in cards if c in up], rules)[0]
        down.remove(card)
        up.append(card)
    assert chooser(HIDDEN, flips, rules)(cards) == up


def test_flips_of_choice_show_what_shows_least():
    shown = chooser(HIDDEN, 2, HandRules())(list(parse_cards("As Ks 7d 7c 2h 9s")))
    assert [str(c) for c in shown] == [str(c) for c in parse_cards("2h 7d")]


CHOICE = ("Deal five cards face down to each player.", "Each player flips over one down card of their choice.",
          "Each player flips over one down card of their choice.", "Showdown, high hand wins.",
          "Your hand must consist of three of your down cards and two of one other player's up cards.")


@pytest.mark.parametrize("players", [2, 4, 6])
def test_a_variant_with_flips_of_choice_plays_as_the_simulator(players):
    """Not a corpus game (Chernobyl's cousin, high only): five down, two flips of choice."""
    game = program(*CHOICE)
    plan = plan_for(game, players)
    assert type(plan) is ShownCardsPlan and plan.how == HIDDEN and (plan.dealt, plan.shown) == (5, 2)
    for n in range(25):
        seed = deal_seed(4, n)
        assert fast_outcome(plan, seed) == full_outcome(game, players, seed), seed


@pytest.mark.skipif(not corpus.present(), reason=corpus.SKIP_REASON)
def test_chernobyl_plays_as_the_simulator():
    (found,) = [p for g, p in runnable(corpus.corpus().games) if g.name == "Chernobyl"]
    players = odds_players(found, None)
    plan = plan_for(found, players)
    assert type(plan) is ShownCardsPlan and plan.how == HIDDEN and (plan.dealt, plan.shown) == (6, 2)
    for n in range(30):
        seed = deal_seed(6, n)
        assert fast_outcome(plan, seed) == full_outcome(found, players, seed), seed
    assert summary(play_deals(found, players, 2, 0, 40)) == summary(play_deals(found, players, 2, 0, 40, fast=False))
