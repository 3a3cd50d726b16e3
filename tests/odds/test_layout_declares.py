"""Declared high-low splits in layout plans (`play.fast.layout_declares`): the seats declare
as the simulator's players do, on their own cards and every common card, and the pot is
settled on the hands the layout allows, seed for seed as the full simulator settles it."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.play.fast import Unplanned, plan_for
from dealerschoice.play.fast.layout import compile_layout
from dealerschoice.play.fast.layout_declares import DeclaredLayoutPlan
from dealerschoice.play.fast.run import plan_deal, play_plan
from tests.odds.test_fast import fast_outcome, full_outcome
from tests.odds.test_layout import program

FLIP = "Flip the highest row of unflipped common cards."


def window(size: int = 4, declare: str = "Declare high/low simultaneously."):
    return program("Deal four cards down to each player.",
                   f"Deal {size * size} commons face down to the table, in a {size}x{size} square.",
                   *[FLIP] * size, declare,
                   "Showdown, highest declared high hand and lowest declared low hand split the pot.",
                   "Your hand may only use one horizontal or vertical row of common cards.")


@pytest.mark.parametrize("size", [3, 4])
def test_declared_window_plans_its_declarations(size):
    plan = compile_layout(window(size), 4)
    assert isinstance(plan, DeclaredLayoutPlan) and plan.sides == ("high", "low")
    # each seat declares on its four cards and the whole square
    assert plan.held[1] == (4, 5, 6, 7, *range(16, 16 + size * size))
    assert len(plan.plan.seats[0]) == 2 * size  # the rows and the columns, each with the four own cards


def test_declared_deals_settle_as_the_simulator():
    game = window(3)
    plan = plan_for(game, 5)
    outcomes = [plan_deal(plan, seed) for seed in range(70, 76)]
    for seed, found in zip(range(70, 76), outcomes):
        assert fast_outcome(plan, seed) == full_outcome(game, 5, seed)
        assert set(found.declares) <= {"high", "low"} and len(found.declares) == 5
    counts = play_plan(plan, range(70, 76))
    assert counts.deals == 6


def test_a_declaration_by_chance_is_refused():
    with pytest.raises(Unplanned) as error:
        compile_layout(window(3, "Each player randomly declares high or low."), 4)
    assert str(error.value) == "rule 6: a declaration random (the table's chance or a flip decides it)"


@settings(max_examples=10, deadline=None)
@given(st.integers(min_value=0, max_value=2**40), st.integers(min_value=2, max_value=7))
def test_any_seed_any_table(seed, players):
    game = window(3)
    assert fast_outcome(plan_for(game, players), seed) == full_outcome(game, players, seed)


def test_declared_split_with_wilds_the_corners_name():
    """The corner cards' ranks are wild, deal by deal, for the declaration and the showdown."""
    base = window(3)
    game = program(*[rule.text for rule in base.game.rules],
                   "The corner common cards are wild, as are all cards of the same ranks.")
    plan = plan_for(game, 4)
    assert isinstance(plan, DeclaredLayoutPlan) and plan.named is not None and not plan.plan.plain
    for seed in (91, 92, 93, 94):
        assert fast_outcome(plan, seed) == full_outcome(game, 4, seed)
    counts = play_plan(plan, range(91, 131))
    assert counts.deals == 40 and counts.wild > 0  # a corner's rank is in some winning hand
