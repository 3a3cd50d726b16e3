"""Twists repeated until a player wants no more cards, in the odds' fast path
(`play.fast.twisting`, Jackpot Poker): every deal the simulator's, some deals twisting round
after round, and the refusals named."""

from __future__ import annotations

import random

import pytest

from dealerschoice.play.fast import Unplanned, plan_for
from dealerschoice.play.fast.twisting import AGAIN, TWIST, TwistPlan, compile_twists, played_out
from dealerschoice.play.odds import deal_seed, play_deals, summary
from dealerschoice.play.program import game_program
from tests.odds.test_fast import fast_outcome, full_outcome, game

UNTIL = "Repeat the last action until at least one player doesn't want more cards."
# not in the corpus: three cards, two players, one twisted a round until someone declines
HEADS_UP = ("Deal three cards face down to each player.", "Each player may twist one card for max bet.", UNTIL,
            "Showdown, high hand wins.")


def test_the_repeat_goes_back_to_the_twist():
    plan = compile_twists(game_program(game(*HEADS_UP)), 2)
    assert [m[0] for m in plan.moves] == ["each", TWIST, AGAIN] and plan.moves[2] == (AGAIN, 1)


def test_every_deal_the_simulators_some_twisting_again():
    """Heads up, both players with no pair twist again; a round one of them declines ends
    it. The twisted cards differ from one round's: some deal's hands hold more than one
    card from past the first round's draws."""
    program = game_program(game(*HEADS_UP))
    plan = plan_for(program, 2)
    assert isinstance(plan, TwistPlan)
    seeds = [deal_seed(5, i) for i in range(40)]
    for seed in seeds:
        assert fast_outcome(plan, seed) == full_outcome(program, 2, seed), seed
    rounds_past_one = 0
    for seed in seeds:
        x = list(plan.deck)
        random.Random(seed).shuffle(x)
        held, _, _ = played_out(plan.moves, 2, plan.aim, plan.rules, plan.keep_low, x)
        rounds_past_one += any(x.index(c) >= 8 for hand in held for c in hand)  # dealt 6, one round twists 2
    assert rounds_past_one > 0
    fast, full = play_deals(program, 2, 5, 0, 40), play_deals(program, 2, 5, 0, 40, fast=False)
    assert summary(fast) == summary(full)


def test_a_repeat_over_other_steps_is_refused():
    texts = ("Deal three cards face down to each player.", "Each player may twist one card for max bet.",
             "Deal one card face down to each player.",
             "Repeat the last two actions until at least one player doesn't want more cards.",
             "Showdown, high hand wins.")
    with pytest.raises(Unplanned) as caught:
        compile_twists(game_program(game(*texts)), 3)
    assert str(caught.value) == "rule 4: a repeat until someone declines over other steps than one twist and bets"
