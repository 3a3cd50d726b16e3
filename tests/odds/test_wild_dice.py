"""Wild plans with dice (`play.fast.wilds_plan`, `wilds_deal`): "Roll two six sided dice.",
"The rank equal to the sum of the dice is wild.", "... each individual die ...", rolled (and
rolled again: "they may reroll the dice") from the table's random numbers by the simulator's
own handler in front of the probe hand. The ranks named are those of the table's numbers
after the shuffle (and after the dealer's rank), and the winners the simulator's."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.play.fast import plan_for
from dealerschoice.play.fast.wilds_deal import seat_wilds
from dealerschoice.play.fast.wilds_plan import WildPlan
from dealerschoice.play.odds import deal_seed, play_deals, summary
from dealerschoice.play.program import game_program
from tests.odds.test_fast import fast_outcome, full_outcome, game

STUD = ("Deal two cards down to each player.", "Deal one card up to each player.",
        "Normal betting round, with the player with the high hand showing opening.",
        "Deal one card up to each player.", "Deal one card down to each player.", "Showdown, high hand wins.")
SUM, EACH = "The rank equal to the sum of the dice is wild.", "The ranks equal to each individual die are wild."
REROLL = "If a player is ever dealt a face up queen, they may reroll the dice."


def program(roll: str, *rules: str, first: tuple[str, ...] = ()):
    return game_program(game(*first, roll, *STUD, *rules))


def wild_plan(game_, players: int) -> WildPlan:
    plan = plan_for(game_, players)
    assert isinstance(plan, WildPlan)
    return plan


def rolled(plan, seed: int, count: int, sides: int, dealer: bool = False) -> list[int]:
    """The dice as the table's numbers roll them after the shuffle (and the dealer's rank)."""
    rng = random.Random(seed)
    rng.shuffle(list(plan.deck))
    if dealer:
        rng.randrange(2, 15)
    return [rng.randint(1, sides) for _ in range(count)]


@pytest.mark.parametrize("seed", (deal_seed(1, 0), deal_seed(1, 1), deal_seed(3, 7)))
def test_the_sum_of_the_dice_is_wild(seed):
    plan = wild_plan(program("Roll two six sided dice.", SUM), 5)
    assert len(plan.rolls) == 1
    total = sum(rolled(plan, seed, 2, 6))
    assert seat_wilds(plan, seed) == (frozenset({total} if total <= 14 and total >= 2 else ()),) * 5


@pytest.mark.parametrize("seed", (deal_seed(2, 0), deal_seed(2, 5)))
def test_each_die_of_three_names_a_rank_one_an_ace(seed):
    plan = wild_plan(program("Roll three six sided dice.", EACH), 4)
    ranks = frozenset(14 if die == 1 else die for die in rolled(plan, seed, 3, 6))
    assert seat_wilds(plan, seed) == (ranks,) * 4


def test_the_dice_roll_after_the_dealers_rank():
    plan = wild_plan(program("Roll two six sided dice.", SUM, first=("The dealer declares one rank to be wild.",)), 3)
    assert plan.dealer_names
    for index in range(6):
        seed = deal_seed(4, index)
        rng = random.Random(seed)
        rng.shuffle(list(plan.deck))
        named = rng.randrange(2, 15)
        total = rng.randint(1, 6) + rng.randint(1, 6)
        assert seat_wilds(plan, seed) == (frozenset({named, total}),) * 3


@settings(max_examples=12, deadline=None)
@given(st.integers(min_value=0, max_value=2**40), st.integers(min_value=2, max_value=7),
       st.sampled_from(((SUM,), (EACH,), (SUM, EACH), (SUM, REROLL), (EACH, REROLL))))
def test_dice_wilds_same_winners_as_the_simulator(seed, players, rules):
    game_ = program("Roll two six sided dice.", *rules)
    assert fast_outcome(plan_for(game_, players), seed) == full_outcome(game_, players, seed)


def test_a_reroll_same_figures_as_the_simulator():
    game_ = program("Roll two six sided dice.", SUM, EACH, REROLL)
    assert summary(play_deals(game_, 6, 3, 0, 60)) == summary(play_deals(game_, 6, 3, 0, 60, fast=False))


def test_dice_in_a_game_of_choices_are_refused():
    game_ = game_program(game("Roll two six sided dice.", "Deal five cards down to each player.",
                              "Each player may draw up to three cards.", "Showdown, high hand wins.", SUM))
    assert plan_for(game_, 4) is None


def test_a_reroll_leaves_the_simulators_dice():
    """Where a player dealt a queen up rolls again, the plan's wilds are those of the dice as
    the simulator's hand ends with them."""
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.wilds import dice_ranks

    game_ = program("Roll two six sided dice.", SUM, REROLL)
    plan = wild_plan(game_, 6)
    rerolled = 0
    for index in range(30):
        seed = deal_seed(5, index)
        hand = PlayedHand(game_, 6, seed)
        hand.run()
        again = any("rolls the dice again" in e.text for e in hand.log.events)
        rerolled += again
        assert seat_wilds(plan, seed) == (frozenset(dice_ranks("dice-sum", hand.wilds.state.dice)),) * 6
        if again:
            assert hand.wilds.state.dice != tuple(rolled(plan, seed, 2, 6))
    assert rerolled
