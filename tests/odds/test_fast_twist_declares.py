"""Stud games whose players twist, then declare high or low, in the odds' fast path
(`play.fast.twist_declares`): each seat twists for the side its cards lean to, declares as
the simulator's players do, and the pot is settled as declared; every deal the simulator's,
seed for seed, on games written with other counts and prices than the catalog's."""

from __future__ import annotations

import pytest

from dealerschoice.play.fast import Unplanned
from dealerschoice.play.fast.run import PlanCounts
from dealerschoice.play.fast.twist_declares import DeclaredTwistPlan, _Judge, compile_declared_twists
from dealerschoice.play.fast.twisting import played_out
from tests.odds.test_fast import agreement_tests, codes, program_of

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


# each game plans as its kind, the simulator's tally and winners seed for seed (`test_fast.agreement_tests`)
test_each_game_plans_as_a_declared_twist, test_same_figures_as_the_simulator, test_same_winners_seed_for_seed = \
    agreement_tests(ALL, DeclaredTwistPlan)


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
