"""Random flips beside wilds of the holder's hole cards (`play.fast.hole_wilds.compile_blind_flips`):
nobody chooses the card turned and a hole card is one dealt down however turned after, so the
game plans as the wild plan of the game without its flips, the simulator's seed for seed."""

from __future__ import annotations

import random

import pytest

from dealerschoice.play.fast import Unplanned, plan_for
from dealerschoice.play.fast.hole_wilds import compile_blind_flips
from dealerschoice.play.fast.wilds_deal import seat_wilds
from dealerschoice.play.fast.wilds_plan import WildPlan
from dealerschoice.play.odds import deal_seed
from dealerschoice.play.program import game_program
from tests.odds.corpus_agreement import assert_same_as_simulator, corpus_games
from tests.odds.test_fast import agreement_tests, game
from tests.rules import corpus

RANDOM = "Each player randomly flips one down card belonging to the player on their left."
ROLL = ("Deal two cards face down to each player.", RANDOM, "Deal one card down to each player.", RANDOM,
        "Deal two cards down to each player.")
HIGH, LOW, HIGH_LOW = ("Showdown, high hand wins.", "Showdown, low hand wins.",
                       "Showdown, high and low hands split the pot.")
LOWEST = "Your low hole card is wild for you, as are all cards of the same rank."
HIGHEST = "Your highest hole card and all cards of the same rank are wild for you."
GAMES = {
    "lowest, high": (*ROLL, HIGH, LOWEST),
    "highest, low": (*ROLL, LOW, HIGHEST),
    "lowest, high-low": (*ROLL, HIGH_LOW, LOWEST),
    "lowest and sevens, high": (*ROLL, HIGH, LOWEST, "Sevens are wild."),
}


def program_of(name: str):
    return game_program(game(*GAMES[name]))


@pytest.mark.parametrize("name", sorted(GAMES))
def test_each_game_plans_without_its_flips(name):
    plan = plan_for(program_of(name), 4)
    assert isinstance(plan, WildPlan)
    assert plan.moves == ((False, 2, False), (False, 1, False), (False, 2, False))


def test_a_hole_card_turned_up_still_names_the_wild_rank():
    # seat 1 holds deck places 0, 1 (two down), 8 (one down) and 12, 13 (two down) of four seats
    plan = plan_for(program_of("lowest, high"), 4)
    seed = deal_seed(1, 0)
    x = list(plan.deck)
    random.Random(seed).shuffle(x)
    lowest = min((x[p] >> 2) + 2 for p in (0, 1, 8, 12, 13))
    assert lowest in seat_wilds(plan, seed)[0]


# the simulator's tally and winners seed for seed (`test_fast.agreement_tests`; each game's plan: above)
_, test_same_figures_as_the_simulator, test_same_winners_as_the_simulator = \
    agreement_tests(GAMES, WildPlan, tables=(5,), deals=60, most=7)


@pytest.mark.parametrize("texts, reason", [
    ((*ROLL[:1], "Each player flips over one down card of their choice.", HIGH, LOWEST),
     "rule 2: a flip of cards a player chooses, or that does more, beside hole wilds"),
    ((*ROLL, HIGH, "Your lowest up card is wild for you, as are all cards of the same rank."),
     "rule 7: a low-card wild that may read the cards turned up"),
    ((*ROLL, HIGH, LOWEST), None),
])
def test_refusals_name_the_reason(texts, reason):
    if reason is None:
        assert isinstance(compile_blind_flips(game_program(game(*texts)), 3), WildPlan)
        return
    with pytest.raises(Unplanned) as refused:
        compile_blind_flips(game_program(game(*texts)), 3)
    assert str(refused.value) == reason


@pytest.mark.skipif(not corpus.present(), reason=corpus.SKIP_REASON)
def test_roll_your_neighbor_same_as_the_simulator():
    (program,) = corpus_games(names={"Roll Your Neighbor"}).values()
    assert_same_as_simulator("Roll Your Neighbor", program, WildPlan, [deal_seed(5, i) for i in range(30)], deals=60)
