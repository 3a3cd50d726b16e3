"""Guts plans whose hands a Use rule makes, or whose pot the best high and the best low hand
split, cards speaking (`play.fast.guts_high_low`): every deal the simulator's (Omaha Burns and
variants not in the corpus), the figures the same, and the refusals named."""

from __future__ import annotations

import pytest

from dealerschoice.play.fast import Unplanned, plan_for
from dealerschoice.play.fast.guts import SETTLE, SHOWDOWN, GutsPlan, compile_guts
from dealerschoice.play.fast.guts_play import play_guts
from dealerschoice.play.odds import _plan_tally, deal_seed, play_deals, summary
from dealerschoice.play.program import game_program
from dealerschoice.rules.steps import Use
from tests.odds.test_fast import game
from tests.odds.test_fast_guts import SETTLES, assert_same, planned

SPLIT = "The highest showing high hand and the lowest showing low hand split the pot."
USE = ("You must use exactly two of your down cards in your final hand, but you can use a different two for your "
       "high hand and your low hand.")
BURNS = ("Players who stayed in and lost pay five times max bet to the pot. If anyone burns or no one went in, redeal "
         "the game for everyone.")
# not in the corpus: Omaha Burns with the declaration after the flop and no bets, five times max bet
FLOP_BURNS = ("Deal four cards down to each player.", "Deal three common cards face up to the table.",
              "Declare in/out simultaneously.", "Deal two common cards face up to the table.", SPLIT, BURNS, USE)
# not in the corpus: five cards, high-low cards speak, no Use rule
FIVE_SPLIT = ("Deal five cards down to each player.", "Declare in/out simultaneously.", SPLIT, SETTLES)
# not in the corpus: two down and three common, exactly two down cards, high hand wins
USE_HIGH = ("Deal four cards down to each player.", "Deal three common cards face up to the table.",
            "Declare in/out one at a time, starting with the player to the left of the dealer.",
            "Showdown, high hand wins.", SETTLES, "You must use exactly two of your down cards in your final hand.")


@pytest.mark.parametrize(("texts", "players"), [(FLOP_BURNS, 6), (FIVE_SPLIT, 5), (USE_HIGH, 6)])
def test_every_deal_the_simulators(texts, players):
    program = game_program(game(*texts))
    plan = compile_guts(program, players)
    assert isinstance(plan_for(program, players), GutsPlan)
    assert_same([(None, program, players, plan)], tuple(deal_seed(3, i) for i in range(25)))
    fast, full = play_deals(program, players, 3, 0, 40), play_deals(program, players, 3, 0, 40, fast=False)
    assert summary(fast) == summary(full)
    assert (fast.showdowns, fast.low_showdowns, fast.decided, fast.split) == (
        full.showdowns, full.low_showdowns, full.decided, full.split)


def test_the_plans_rules():
    burns = compile_guts(game_program(game(*FLOP_BURNS)), 6)
    assert burns.use == Use(2, 3) and burns.high_low and not burns.low
    assert [op[0] for op in burns.ops][-3:-1] == [SHOWDOWN, SETTLE] and burns.ops[-2][1].times == 5
    high = compile_guts(game_program(game(*USE_HIGH)), 6)
    assert high.use == Use(2, 3) and not high.high_low


def test_a_split_pot_counts_its_high_and_its_low_once_decided():
    """Five cards, high-low: each showdown has a high and a low winner (a low always made, no
    qualifier), counted once decided; some deals split the pot between two players."""
    program = game_program(game(*FIVE_SPLIT))
    counts = play_guts(compile_guts(program, 5), range(deal_seed(8, 0), deal_seed(8, 40)))
    tally = _plan_tally(counts)
    assert tally.showdowns == tally.low_showdowns == tally.decided == counts.both_sides > 0
    assert counts.split > 0
    seeds = [deal_seed(8, i) for i in range(10)]
    for seed in seeds:
        for seats, winners, _, _, low_winners, _ in planned(compile_guts(program, 5), seed)[0]:
            assert winners and low_winners and set(winners) | set(low_winners) <= set(seats)


@pytest.mark.parametrize(("texts", "message"), [
    (("Deal four cards down to each player.", "Deal three cards face up to the table.",
      "Declare in/out simultaneously.", "Showdown, high hand wins.", "You must beat the table hand to win.", SETTLES,
      "You must use exactly two of your down cards in your final hand."),
     "a Use rule in a guts game with a table hand, a split hand, a common card naming a wild rank or a declared "
     "split"),
    (("Deal five cards down to each player.", "Declare in/out simultaneously.",
      "Each player may draw up to two cards.", SPLIT, SETTLES),
     "a discard in a declared split: each player keeps for the side their cards lean to"),
])
def test_refusals_name_the_rule(texts, message):
    with pytest.raises(Unplanned) as caught:
        compile_guts(game_program(game(*texts)), 5)
    assert str(caught.value) == message
