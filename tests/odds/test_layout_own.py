"""Odds plans for hand limits on own cards and on another player's (`play.fast.layout_own`),
and for a down-card limit no hand can break once the discards are made
(`play.fast.layout_draws`): the groups are exactly the selections the showdown allows, and
every plan plays as the full simulator does, seed for seed (the corpus-wide proof is
tests/odds/test_fast.py's `test_corpus_same_winners_seed_for_seed`)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.play.fast import Unplanned, plan_for
from dealerschoice.play.fast.draw_ops import DrawPlan
from dealerschoice.play.fast.layout import compile_layout
from dealerschoice.play.fast.layout_declares import DeclaredLayoutPlan
from dealerschoice.play.fast.layout_draws import most_down, unbound_draws
from dealerschoice.play.fast.layout_own import NoHands
from dealerschoice.play.fast.plan import Plan, compile_plan
from dealerschoice.play.fast.run import PlanCounts, play_plan
from dealerschoice.play.odds import deal_seed, play_deals, summary
from dealerschoice.play.odds_cache import odds_players, runnable
from dealerschoice.rules.steps.board_limits import OwnUse
from tests.odds.test_fast import fast_outcome, full_outcome
from tests.odds.test_layout import program
from tests.rules import corpus

HIGH = "Showdown, high hand wins."


def stud(down: int, up: int, limit: str):
    return program(f"Deal {down} cards down to each player.", f"Deal {up} cards up to each player.", HIGH, limit)


def neighbour(side: str = "left", sort: str = "down"):
    return program("Deal two cards down to each player.", "Deal three common cards face up to the table.", HIGH,
                   f"Your final hand may use your down cards and the {sort} cards of the player to your {side}.")


def shanghai(down: int = 4, thrown: int = 2, kept: int = 2):
    return program(f"Deal {down} cards face down to each player.", "Deal one card up to each player.",
                   f"Each player discards {thrown} of their down cards.",
                   "Deal two common cards face up to the table.", HIGH,
                   f"Each player may only use {kept} of their down cards in making their final hand.")


def test_exact_down_and_up_counts_are_each_selection():
    # three down at 0-2 (seat 1), 3-5, 6-8; three up at 9-11, 12-14, 15-17: two of three down, all three up
    plan = compile_layout(stud(3, 3, "Your hand must contain two down cards and three up cards."), 3)
    assert type(plan) is Plan
    assert plan.seats[0] == ((0, 1, 9, 10, 11), (0, 2, 9, 10, 11), (1, 2, 9, 10, 11))
    assert plan.seats[2] == ((6, 7, 15, 16, 17), (6, 8, 15, 16, 17), (7, 8, 15, 16, 17))


def test_at_most_some_down_cards_leaves_out_the_hands_with_more():
    # four down at 0-3, three up at 12-14 (three seats): each three of the four down with every
    # up card, a pool any five of which keep the limit; no pool holds all four down cards
    plan = compile_layout(stud(4, 3, "Each player may only use three of their down cards in making their final hand."), 3)
    assert plan.seats[0] == ((0, 1, 2, 12, 13, 14), (0, 1, 3, 12, 13, 14), (0, 2, 3, 12, 13, 14), (1, 2, 3, 12, 13, 14))


def test_pools_only_where_every_five_is_allowed():
    # exactly two of three down and all three up: each selection is five cards, no pool is larger
    plan = compile_layout(stud(3, 3, "Your hand must contain two down cards and three up cards."), 2)
    assert all(len(g) == 5 for g in plan.seats[0]) and len(plan.seats[0]) == 3


@pytest.mark.parametrize("side, theirs", [("left", (2, 3)), ("right", (4, 5))])
def test_another_players_down_cards_join_the_pool(side, theirs):
    # two down at 0-1, 2-3, 4-5; the flop at 6-8: seat 1 takes its neighbour's two, all in one pool
    plan = compile_layout(neighbour(side), 3)
    assert plan.seats[0] == ((0, 1, 6, 7, 8) + theirs,)


def test_no_hand_the_limits_allow_is_a_showdown_nobody_wins():
    # every card is dealt up: no hand has the down card it must use, so nobody ever wins
    game = program("Deal two cards up to each player.", "Deal three cards up to each player.", HIGH,
                   "Your hand must contain one down card and four up cards.")
    plan = compile_layout(game, 3)
    assert isinstance(plan, NoHands)
    assert play_plan(plan, range(25)) == PlanCounts(deals=25)
    assert fast_outcome(plan, 11) == full_outcome(game, 3, 11) == ((), None, None)
    assert summary(play_deals(game, 3, 2, 0, 30)) == summary(play_deals(game, 3, 2, 0, 30, fast=False))


def test_another_players_up_cards_after_a_flip_are_refused():
    game = program("Deal five cards face down to each player.", "Each player flips over one down card of their choice.",
                   HIGH, "Your final hand may use your down cards and the up cards of the player to your left.")
    with pytest.raises(Unplanned, match="rule 2: a flip step in a game whose hands use another player's cards"):
        compile_layout(game, 3)


@pytest.mark.parametrize("make", [
    lambda: stud(3, 3, "Your hand must contain two down cards and three up cards."),
    lambda: stud(4, 3, "Each player may only use three of their down cards in making their final hand."),
    lambda: stud(2, 4, "Your hand must contain one down card and four up cards."),
    lambda: neighbour("left"), lambda: neighbour("right"), lambda: shanghai(), lambda: shanghai(3, 1, 2)])
@settings(max_examples=12, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**40), players=st.integers(min_value=2, max_value=6))
def test_plans_play_as_the_simulator(make, seed, players):
    game = make()
    plan = plan_for(game, players)
    assert plan is not None
    assert fast_outcome(plan, seed) == full_outcome(game, players, seed)


def _without_limits(game):
    """The same program with no hand limit: what the limit changes."""
    from dataclasses import replace

    return replace(game, standing=tuple((n, s) for n, s in game.standing if not isinstance(s, OwnUse)))


def test_the_down_card_limit_changes_winners_as_the_simulator_does():
    """Over 40 deals the limit ("one down card and four up") gives other winners than no
    limit in some deals, and the plan's winners are the simulator's in every one."""
    game = stud(2, 4, "Your hand must contain one down card and four up cards.")
    limited, free = plan_for(game, 4), compile_plan(_without_limits(game), 4)
    changed = 0
    for n in range(40):
        seed = deal_seed(1, n)
        found = fast_outcome(limited, seed)
        assert found == full_outcome(game, 4, seed)
        changed += found != fast_outcome(free, seed)
    assert changed > 0


def test_a_limit_the_discards_make_unbreakable_is_a_draw_plan():
    assert most_down(shanghai()) == 2  # four down, two thrown
    assert isinstance(unbound_draws(shanghai(), 3), DrawPlan)


def test_a_limit_a_hand_may_break_is_refused():
    with pytest.raises(Unplanned, match="a hand limit of 2 down cards, and a player may hold 3 down at the showdown"):
        unbound_draws(shanghai(4, 1, 2), 3)


def test_a_draw_beside_the_limit_is_refused():
    game = program("Deal four cards face down to each player.", "Each player may draw up to two cards.", HIGH,
                   "Each player may only use two of their down cards in making their final hand.")
    with pytest.raises(Unplanned, match="rule 2: a (discard|draw) step: the down cards a hand holds may grow"):
        most_down(game)


@pytest.mark.skipif(not corpus.present(), reason=corpus.SKIP_REASON)
@pytest.mark.parametrize("name", ["Zanetti Sound", "Buffalo Stud", "Murrumbidgee Stud", "Tex Mex Hold'em",
                                  "Shanghai II", "Shanghai III", "Crocodile Stud", "Gay New Haven", "Border Cross",
                                  "Southern Duece Hold'em", "Southern Duece Joker's Wild", "Jewish Poker",
                                  "Bush League", "Tahoe Pineapple", "Out at Home", "Red Schlock High",
                                  "Twister", "Stormy Weather", "Double Cross"])
def test_corpus_games_plan_and_play_as_the_simulator(name):
    game, found = next((g, p) for g, p in runnable(corpus.corpus().games) if g.name == name)
    players = odds_players(found, None)
    plan = plan_for(found, players)
    assert plan is not None, name
    for n in range(8):
        assert fast_outcome(plan, deal_seed(1, n)) == full_outcome(found, players, deal_seed(1, n)), (name, n)


def declared(then: str = "split the pot among the players who didn't fold"):
    """Four down, at most two of them in a hand (Omaha-like), declared, with a low qualifier
    nobody may meet and what then happens to the pot."""
    return program("Deal four cards face down to each player.", "Deal three common cards face up to the table.",
                   "Deal one common card face up to the table.", "Declare high/low simultaneously.",
                   "Showdown, highest declared high hand and lowest declared low hand split the pot.",
                   "Each player may only use two of their down cards in making their final hand.",
                   f"If no one qualifies to win, {then}.",
                   "You can't win the low hand if you have better than an high card with a seven.")


def test_a_split_when_nobody_qualifies_moves_only_chips():
    plan = compile_layout(declared(), 4)
    assert isinstance(plan, DeclaredLayoutPlan) and plan.sides == ("high", "low")
    assert all(sum(p < 16 for p in g) <= 2 for g in plan.plan.seats[0])  # never three of the four down cards


def test_a_redeal_when_nobody_qualifies_is_refused():
    with pytest.raises(Unplanned, match="rule 7: a no-qualified step after the showdown"):
        compile_layout(declared("redeal"), 4)


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**40), players=st.integers(min_value=2, max_value=7))
def test_a_split_when_nobody_qualifies_plays_as_the_simulator(seed, players):
    game = declared()
    assert fast_outcome(plan_for(game, players), seed) == full_outcome(game, players, seed)


def test_a_split_when_nobody_qualifies_has_the_simulators_figures():
    game = declared()
    assert summary(play_deals(game, 5, 2, 0, 80)) == summary(play_deals(game, 5, 2, 0, 80, fast=False))


def stormy(own: int = 4, commons: str = "one", draw: str = "three"):
    return program(f"Deal {own} cards down to each player.", f"Each player may draw up to {draw} cards.",
                   "Deal one common card face up to the table.", "Deal one common card face up to the table.",
                   "Deal one common card face up to the table.", HIGH,
                   f"You may use any {commons} of the common cards in your final hand.")


def test_a_most_of_common_cards_with_one_split_is_a_use_rule():
    # four own cards after the draw and at most one common: every hand is the four and one of the three
    plan = unbound_draws(stormy(), 3)
    assert isinstance(plan, DrawPlan)
    assert plan.groups == ((0, 1, 2, 3, 4), (0, 1, 2, 3, 5), (0, 1, 2, 3, 6))
    three = unbound_draws(stormy(3, "two", "two"), 3)
    assert len(three.groups) == 3 and all(len(g) == 5 and {0, 1, 2} <= set(g) for g in three.groups)


def test_a_most_of_common_cards_with_several_splits_is_refused():
    with pytest.raises(Unplanned, match="at most 1 common cards, with 5 own cards: hands of several splits"):
        unbound_draws(stormy(5), 3)


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**40), players=st.integers(min_value=2, max_value=6))
def test_a_most_of_common_cards_plays_as_the_simulator(seed, players):
    game = stormy()
    assert fast_outcome(plan_for(game, players), seed) == full_outcome(game, players, seed)
