"""Stud games whose players twist, then declare high or low, in the odds' fast path
(`play.fast.twist_declares`): each seat twists for the side its cards lean to, declares as
the simulator's players do, and the pot is settled as declared; every deal the simulator's,
seed for seed, on games written with other counts and prices than the catalog's."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards import Card
from dealerschoice.play.fast import Unplanned, plan_for
from dealerschoice.play.fast.run import PlanCounts
from dealerschoice.play.fast.twist_declares import DeclaredTwistPlan, _Judge, compile_declared_twists
from dealerschoice.play.fast.twisting import played_out
from dealerschoice.play.odds import play_deals, summary
from dealerschoice.play.program import game_program
from tests.odds.test_fast import fast_outcome, full_outcome, game

DOWN2 = "Deal two cards down to each player."
UP = "Deal one card up to each player."
DECLARE = ("Declare high/low simultaneously.",
           "Showdown, highest declared high hand and lowest declared low hand split the pot.")
TWO_UP = (DOWN2, UP, UP, "Each player may twist up to two cards for double ante each.", *DECLARE)
COMMON = ("Deal one card down to each player.", UP, UP, UP, "Each player may twist one card for max bet.",
          "Deal one common card face up to the table.", *DECLARE)
QUALIFIED = ("Deal one card down to each player.", UP, UP, UP, UP, "Each player may twist a card for max bet.",
             *DECLARE, "To win the low hand, you must have no better than an eight high.")
BOTH = (DOWN2, UP, UP, UP, "Each player may twist one card for max bet.", "Declare high/low/both simultaneously.",
        "Showdown, highest declared high hand and lowest declared low hand split the pot.")
ALL = {"two up": TWO_UP, "common": COMMON, "qualified": QUALIFIED, "both": BOTH}


def program_of(texts):
    return game_program(game(*texts))


def codes(text: str) -> list[int]:
    return [int(Card.parse(c)) for c in text.split()]


@pytest.mark.parametrize("name", sorted(ALL))
def test_each_game_plans_as_a_declared_twist(name):
    assert type(plan_for(program_of(ALL[name]), 4)) is DeclaredTwistPlan


@pytest.mark.parametrize("name", sorted(ALL))
@pytest.mark.parametrize("players", [2, 5])
def test_same_figures_as_the_simulator(name, players):
    program = program_of(ALL[name])
    assert summary(play_deals(program, players, 3, 0, 60)) == summary(play_deals(program, players, 3, 0, 60,
                                                                                 fast=False))


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**40), players=st.integers(min_value=2, max_value=6),
       name=st.sampled_from(sorted(ALL)))
def test_same_winners_seed_for_seed(seed, players, name):
    program = program_of(ALL[name])
    assert fast_outcome(plan_for(program, players), seed) == full_outcome(program, players, seed)


def test_a_low_seat_twists_its_high_card_and_declares_low():
    texts = (DOWN2, "Deal three cards up to each player.", "Each player may twist one card for max bet.", *DECLARE)
    plan = compile_declared_twists(program_of(texts), 2)
    # seat 1: A 2 down, 3 9 5 up (leans low: the nine goes); seat 2: K K down, Q 7 8 up (a pair: no twist)
    x = codes("As 2d Kh Kd 3c 9h 5s Qs 7c 8d 4s 6h")
    hands, board, goals = played_out(plan.moves, 2, "lean", plan.rules, plan.keep_low, x)
    assert hands == [codes("As 2d 3c 5s 4s"), codes("Kh Kd Qs 7c 8d")] and board == [] and goals == ["low", "high"]
    judge = _Judge(plan)
    assert [judge.stage.declare(h, g) for h, g in zip(hands, goals)] == ["low", "high"]
    outcome = judge.deal(PlanCounts(), x)
    assert outcome.winners == (2,) and outcome.low_winners == (1,)


@pytest.mark.parametrize("texts, reason", [
    ((DOWN2, UP, "Each player may twist one card for max bet.", "Each player may draw up to two cards.", *DECLARE),
     "twists beside discards, passes or stacks, or wilds a table card names"),
    ((DOWN2, UP, "Each player may twist one card for max bet.", "Showdown, high-low split."),
     "twists in a game with draws or passes, or without a declaration"),
])
def test_refusals_name_the_reason(texts, reason):
    with pytest.raises(Unplanned, match=reason):
        compile_declared_twists(program_of(texts), 3)
