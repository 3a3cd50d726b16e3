"""Rules that act only on a fold, where the odds' players never fold (`play.fast.forced`): a
price to fold (Big Al's Guillotine: "You must match the pot to fold.") is the plan of the game
without it, seed for seed the simulator's, on variants not in the corpus too; refusals named."""

from __future__ import annotations

import pytest

from dealerschoice.play.fast import Plan, Unplanned
from dealerschoice.play.fast.draws import DrawPlan
from dealerschoice.play.fast.forced import compile_fold_cost
from dealerschoice.play.odds import deal_seed
from tests.odds.test_fast import fast_outcome, full_outcome, program_of
from tests.rules import corpus

# not in the corpus: half the pot to fold after the up cards, wild jacks
HALF_POT = ("Deal two cards down to each player.", "Deal two cards up to each player.",
            "Normal betting round, with the player with the high hand showing opening. "
            "You must match half the pot to fold.", "Deal one card down to each player.",
            "Showdown, high hand wins.", "Jacks are wild.")
# not in the corpus: the ante to fold before a draw
ANTE_DRAW = ("Deal five cards down to each player.",
             "Normal betting round, with the player to the left of the dealer opening. You must pay the ante to fold.",
             "Each player may draw up to three cards.", "Showdown, high hand wins.")


@pytest.mark.parametrize("texts, kind", [(HALF_POT, Plan), (ANTE_DRAW, DrawPlan)])
@pytest.mark.parametrize("players", [2, 5, 7])
def test_fold_cost_plays_as_the_simulator(texts, kind, players):
    program = program_of(texts)
    plan = compile_fold_cost(program, players)
    assert isinstance(plan, kind)
    for n in range(25):
        seed = deal_seed(4, n)
        assert fast_outcome(plan, seed) == full_outcome(program, players, seed), seed


def test_fold_cost_is_the_plan_without_it():
    plan = compile_fold_cost(program_of(HALF_POT), 3)
    # two down, two up, one down to three seats: seat 1 holds 0, 1, 6, 7, 12
    assert plan.seats[0] == ((0, 1, 6, 7, 12),) and not plan.plain


def test_corpus_game_same_deals():
    if not corpus.present():
        pytest.skip(corpus.SKIP_REASON)
    from dealerschoice.play.odds_cache import runnable
    (program,) = [p for g, p in runnable(corpus.corpus().games) if g.name == "Big Al's Guillotine"]
    for players in (2, 7):
        plan = compile_fold_cost(program, players)
        for n in range(40):
            seed = deal_seed(2, n)
            assert fast_outcome(plan, seed) == full_outcome(program, players, seed), (players, seed)


@pytest.mark.parametrize("texts, reason", [
    (HALF_POT[:2] + HALF_POT[3:], "no price to fold"),
    (HALF_POT + ("Declare in/out simultaneously.",),
     "a price to fold in a game whose plan is none or may fold a player (NoneType)"),
])
def test_refusals_name_the_rule(texts, reason):
    with pytest.raises(Unplanned) as caught:
        compile_fold_cost(program_of(texts), 3)
    assert str(caught.value) == reason
