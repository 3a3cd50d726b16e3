"""Guts for a high and a low pot in the odds' fast path (`play.fast.guts_pots`): every
counted showdown of a game the simulator's, seed for seed (Guts High/Low and a variant not in
the corpus), the figures the same, the game ending where the simulator's does, and the
refusals named."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.play.fast import Unplanned, plan_for
from dealerschoice.play.fast.guts_pots import (
    ANTE,
    DECLARE,
    DUEL,
    REPEAT,
    RESHUFFLE,
    PotsPlan,
    _PotsPlayer,
    compile_pots,
)
from dealerschoice.play.mechanics.betting import Stance
from dealerschoice.play.mechanics.flow import MAX_CYCLES
from dealerschoice.play.odds import deal_seed, play_deals, summary
from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import PlayedHand
from tests.odds.test_fast import game
from tests.odds.test_fast_guts import compiled_games
from tests.rules import corpus

DUELS = ("Each player in turn declares high/low/out. If two players declare the same way, compare hands and loser "
         "pays winner the pot. If only one person declares in a direction, they win that pot.")
# not in the corpus: three cards then two, deuces wild, two rounds a deal
TWO_ROUNDS = ("Ante twice, into a high pot and a low pot.", "Deal three cards down to each player.", DUELS,
              "Everyone must reante to each remaining pot.", "Deal two cards down to each player.", DUELS,
              "Everyone must reante to both pots.", "Reshuffle all of the cards into the deck.",
              "Repeat the last seven actions until both pots are empty.", "Deuces are wild.")


def simulated(program, players: int, seed: int) -> list[tuple]:
    """The simulator's game, as `_PotsPlayer.game` tells it: per counted showdown (side, the
    high key or the low Hand's key, a wild card in a winner, the winning seats)."""
    hand = PlayedHand(program, players, seed)
    hand.piece(Stance).everyone_stays = True
    hand.run()
    found = []
    for record in hand.outcome.result.showdowns:
        side = 0 if record["high"] else 1
        won = record["high"] or record["low"]
        best = record["hands"][won[0]][side]
        found.append((side, best.key, any(record["hands"][n][side].wilds for n in won), tuple(won)))
    return found


def planned(plan: PotsPlan, seed: int) -> list[tuple]:
    out = []
    for side, score, low, wild, winners in _PotsPlayer(plan).game(seed):
        key = low.key if side else (score >> 20, *[score >> k & 15 for k in (16, 12, 8, 4, 0)])
        out.append((side, key, wild, winners))
    return out


def assert_same(program, players: int, plan: PotsPlan, seeds) -> None:
    for seed in seeds:
        assert planned(plan, seed) == simulated(program, players, seed), seed


@pytest.mark.skipif(not corpus.present(), reason=corpus.SKIP_REASON)
def test_guts_high_low_same_as_the_simulator():
    found = {g.name: (p, n, plan) for g, p, n, plan in compiled_games(corpus.corpus().games, compile_pots)}
    program, players, plan = found["Guts High/Low"]
    assert plan_for(program, players) == plan
    assert [op[0] for op in plan.ops].count(DUEL) == 4
    assert_same(program, players, plan, tuple(deal_seed(1, i) for i in range(12)))


def test_two_rounds_a_deal_with_wild_cards():
    """Not in the corpus. Every counted showdown the simulator's; some high duels won with a
    wild card; a game stops when every pot is empty or after the example's cap of repeats."""
    program = game_program(game(*TWO_ROUNDS))
    plan = compile_pots(program, 5)
    assert [op[0] for op in plan.ops] == ["deal", DECLARE, DUEL, ANTE, "deal", DECLARE, DUEL, ANTE, RESHUFFLE, REPEAT]
    assert plan.ops[-1] == (REPEAT, 0) and plan.ops[7] == (ANTE, True) and plan.ops[3] == (ANTE, False)
    seeds = tuple(deal_seed(4, i) for i in range(20))
    assert_same(program, 5, plan, seeds)
    games = [planned(plan, s) for s in seeds]
    assert any(wild for g in games for side, _, wild, _ in g if side == 0)
    assert all(len(g) <= 2 * 2 * MAX_CYCLES for g in games)


def test_figures_are_the_simulators():
    program = game_program(game(*TWO_ROUNDS))
    assert isinstance(plan_for(program, 5), PotsPlan)
    fast, full = play_deals(program, 5, 2, 0, 40), play_deals(program, 5, 2, 0, 40, fast=False)
    assert summary(fast) == summary(full)
    assert (fast.showdowns, fast.low_showdowns, fast.split, fast.wild) == (
        full.showdowns, full.low_showdowns, full.split, full.wild)
    assert full.showdowns > 0 and full.low_showdowns > 0


@given(st.integers(min_value=0, max_value=2**32))
@settings(max_examples=15, deadline=None)
def test_any_seed_plays_as_the_simulator(seed):
    program = game_program(game(*TWO_ROUNDS))
    plan = compile_pots(program, 5)
    found = planned(plan, seed)
    assert found == simulated(program, 5, seed)
    assert all(1 <= len(winners) < 5 and side in (0, 1) for side, _, _, winners in found)


@pytest.mark.parametrize(("texts", "message"), [
    (("Deal three cards down to each player.", DUELS, "Showdown, high hand wins."),
     "no first ante into a high and a low pot"),
    (("Ante twice, into a high pot and a low pot.", "Deal three cards down to each player.", DUELS,
      "Normal betting round, with the player to the left of the dealer opening.",
      "Everyone must reante to both pots.", "Reshuffle all of the cards into the deck.",
      "Repeat the last five actions until both pots are empty."),
     "rule 4: a bet step in a game of a high and a low pot"),
])
def test_refusals_name_the_rule(texts, message):
    with pytest.raises(Unplanned) as caught:
        compile_pots(game_program(game(*texts)), 5)
    assert str(caught.value) == message
