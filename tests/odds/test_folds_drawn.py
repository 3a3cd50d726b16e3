"""Draw games a player folds in for cards held together in the odds' fast path
(`play.fast.folds_drawn`): a player folded after the deal draws nothing, so the next player
draws the cards the simulator gives them; a player who draws to the cards folds after the
draw; the last one in takes the pot with no showdown; every deal the simulator's, seed for
seed, on games written with other ranks, counts and suits than the catalog's, and the
refusals named."""

from __future__ import annotations

import random

import pytest

from dealerschoice.play.fast import Unplanned
from dealerschoice.play.fast.draw_play import deal_out
from dealerschoice.play.fast.folds_drawn import HoldingFoldDraws, compile_holding_draws
from dealerschoice.play.fast.run import PlanCounts
from dealerschoice.play.odds import deal_seed, play_deals
from tests.odds.test_fast import agreement_tests, codes, fast_outcome, full_outcome, program_of

FIVE = "Deal five cards face down to each player."
HIGH = "Showdown, high hand wins."
EVER = "If you ever have both a jack and a six in your hand, you must fold."
SUITED = "If you have a queen and a five of the same suit in your hand, you must fold."
DRAW = (FIVE, "Each player may draw up to two cards.", HIGH, EVER)
ACE = (FIVE, "Each player may draw up to three cards (four if they show an ace).", HIGH, "Fours are wild.", SUITED)
BOARD = ("Deal four cards face down to each player.", "Deal one card face up to the table.",
         "Each player may draw up to three cards.", HIGH, EVER)
ALL = {"draw": DRAW, "ace": ACE, "board": BOARD}

# each game plans with its folds, the simulator's tally and winners seed for seed (`test_fast.agreement_tests`)
test_each_game_plans_with_its_folds, test_same_figures_as_the_simulator, test_same_winners_seed_for_seed = \
    agreement_tests(ALL, HoldingFoldDraws, deals=80)


def test_a_player_folded_after_the_deal_draws_nothing():
    plan = compile_holding_draws(program_of(DRAW), 3)
    top = codes("Js 6d 2c 3d 4h  Ah Ad 9c 8s 2h  Kc Kd 7c 3s 2d")  # seat 1 holds a jack and a six
    x = top + [c for c in plan.deck if c not in top]
    variant, stage_of = plan._variant(frozenset({0}))
    hands, _, _, _ = deal_out(variant, x, stage_of)
    assert hands[0] == x[0:5]  # kept, undrawn
    kept = [c for c in hands[1] if c in x[5:10]]
    assert len(kept) == 3 and sorted(hands[1]) == sorted(kept + x[15:17])  # seat 2 draws the next two
    assert sorted(c for c in hands[2] if c not in x[10:15]) == sorted(x[17:17 + 5 - len(set(hands[2]) & set(x[10:15]))])


def test_the_last_player_in_takes_the_pot():
    plan = compile_holding_draws(program_of(DRAW), 2)
    top = codes("Js 6d 2c 3d 4h  Jh 6h 9c 8s 2h")  # both hold a jack and a six: the first folds, the other is left
    x = top + [c for c in plan.deck if c not in top]
    counts = PlanCounts()
    found = plan._count(counts, x, {})
    assert found.winners == () and (counts.deals, counts.forced, counts.forced_players, counts.no_showdown) == \
        (1, 1, 1, 1)


def test_folds_are_counted_as_the_simulator_counts_them():
    program = program_of(DRAW)
    fast, full = play_deals(program, 6, 5, 0, 150), play_deals(program, 6, 5, 0, 150, fast=False)
    assert (fast.forced, fast.forced_players, fast.no_showdown) == (full.forced, full.forced_players, full.no_showdown)
    assert fast.forced > 0


def test_a_deal_is_the_simulators_with_folds_after_the_draw():
    """Some seed folds a player who drew to the cards: the deal is still the simulator's."""
    program = program_of(DRAW)
    plan = compile_holding_draws(program, 4)
    after = 0
    for index in range(200):
        seed = deal_seed(6, index)
        x = list(plan.deck)
        random.Random(seed).shuffle(x)
        dealt = [x[s * 5:(s + 1) * 5] for s in range(4)]
        if not any(plan._folds(list(range(4)), dealt)):
            counts = PlanCounts()
            plan._count(counts, x, {})
            if counts.forced:  # nobody folded on the deal: a fold after the draw
                after += 1
                assert fast_outcome(plan, seed) == full_outcome(program, 4, seed)
    assert after > 0


@pytest.mark.parametrize("texts, reason", [
    ((FIVE, "Each player may draw up to two cards.", "Deal one card face down to each player.", HIGH, EVER),
     "rule 5: a fold for cards held together, in a draw game of other than one deal to the players and one "
     "discard and draw"),
    ((FIVE, "Each player may draw up to two cards.", "Showdown, low hand wins.", EVER),
     r"rule 4: a fold for cards held together, in a game whose plan without it is not a plain high draw plan"),
])
def test_refusals_name_the_reason(texts, reason):
    with pytest.raises(Unplanned, match=reason):
        compile_holding_draws(program_of(texts), 3)
