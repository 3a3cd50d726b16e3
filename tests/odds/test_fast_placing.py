"""Games the second (or third) best hand wins in the odds' fast path (`play.fast.placing`):
the hands of the place by distinct scores, ties sharing a place, the best hand where there
are fewer places; every deal the simulator's, seed for seed, on games written with other
places, counts and wild cards than the catalog's, and the refusals named."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards import DEFAULT_RULES, Card
from dealerschoice.cards.keys import plain_high_score
from dealerschoice.play.fast import Unplanned, plan_for
from dealerschoice.play.fast.placing import PlacedDraws, PlacePlan, compile_placed, count_placed, placed
from dealerschoice.play.fast.run import PlanCounts
from dealerschoice.play.odds import play_deals, summary
from dealerschoice.play.program import game_program
from tests.odds.test_fast import fast_outcome, full_outcome, game

SECOND = "The second best hand using standard poker hands wins the pot."
THIRD = "The third best hand using standard poker hands wins the pot."
UP = "Deal one card up to each player."
STUD = ("Deal two cards down to each player.", UP, UP, UP, "Showdown, high hand wins.", THIRD)
WILD_STUD = ("Deal one card down to each player.", UP, UP, UP, "Showdown, high hand wins.", "Deuces are wild.", SECOND)
DRAW = ("Deal five cards face down to each player.", "Each player may draw up to two cards.",
        "Showdown, high hand wins.", SECOND)
HOLD = ("Deal two cards down to each player.", "Deal five cards face up to the table.", "Showdown, high hand wins.",
        SECOND)
ALL = {"stud": STUD, "wild stud": WILD_STUD, "draw": DRAW, "hold": HOLD}
KINDS = {"stud": PlacePlan, "wild stud": PlacePlan, "draw": PlacedDraws, "hold": PlacePlan}


def program_of(texts):
    return game_program(game(*texts))


@pytest.mark.parametrize("name", sorted(ALL))
def test_each_game_plans_as_its_kind(name):
    assert type(plan_for(program_of(ALL[name]), 4)) is KINDS[name]


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


def test_places_go_by_distinct_scores():
    assert placed([3, 8, 8, 5, 1], 2) == (3,)       # the two eights share the first place
    assert placed([3, 8, 8, 5, 1], 3) == (0,)
    assert placed([6, 6, 6], 2) == (0, 1, 2)        # one place only: the best hands win as usual
    assert placed([2, 9], 3) == (1,)


def test_the_second_best_hand_is_counted_as_the_winner():
    plan = compile_placed(program_of(("Deal five cards down to each player.", "Showdown, high hand wins.", SECOND)), 3)

    def score(cards):
        return plain_high_score(cards, DEFAULT_RULES)

    def hand(text):
        return [tuple(int(Card.parse(c)) for c in text.split())]

    counts = PlanCounts()
    # trips, a pair of kings, a pair of fours: the kings win
    count_placed(plan, counts, score, [hand("7s 7d 7h 2c 3d"), hand("Ks Kd 9h 2d 3c"), hand("4s 4d 9c Jd Qc")])
    assert dict(counts.wins) == {score(hand("Ks Kd 9h 2d 3c")[0]): 1} and counts.deals == 1 and counts.split == 0


@pytest.mark.parametrize("texts, reason", [
    (("Deal five cards down to each player.", "Showdown, low hand wins.", SECOND),
     "a place that wins in a game whose plan without it is not a plain high one"),
    (("Deal five cards down to each player.", "Showdown, high hand wins.", "Three of a kind high qualifier.", SECOND),
     "a place that wins in a game whose plan without it is not a plain high one"),
])
def test_refusals_name_the_reason(texts, reason):
    with pytest.raises(Unplanned, match=reason):
        compile_placed(program_of(texts), 3)
