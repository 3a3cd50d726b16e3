"""An in/out declaration in a flip plan's game and the cards-speak split after it
(`play.fast.flip_declares`), with "repeat ... until everyone still in has N cards showing"
(Juneau): every deal the simulator's, seed for seed (winners, their hand, the low winners and
theirs, hands that stop with nobody in), the figures the same, and the refusals named."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.play.fast import Unplanned, plan_for
from dealerschoice.play.fast.flip_deals import flip_deal, play_flips
from dealerschoice.play.fast.flips import DECLARE_IN, REPEAT, FlipPlan, compile_flips
from dealerschoice.play.mechanics.betting import Stance
from dealerschoice.play.odds import _plan_tally, deal_seed, play_deals, summary
from dealerschoice.play.odds_cache import odds_players, runnable
from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import PlayedHand
from tests.odds.test_fast import fast_outcome, full_outcome, game

SEEDS = tuple(deal_seed(1, i) for i in range(30))
# not in the corpus: six cards, at most four flipped, four showing, declared one at a time
FOUR_SHOWING = ("Deal six cards down to each player. No player may look at these cards.",
                "Deal one card face up to the table.",
                "The next player in betting order flips over cards one at a time until either they have the best hand "
                "showing (counting the table card as a hand), or they have flipped four cards.",
                "If the player who just flipped cards didn't fold, normal betting round starting with that player.",
                "Repeat the last two actions until everyone still in has four cards showing.",
                "Each player may look at their down cards.",
                "Declare in/out one at a time, starting with the player to the left of the dealer.",
                "Showdown, highest declared high hand and lowest declared low hand split the pot.")


def simulated(program, players: int, seed: int):
    """(high winners, low winners, the low winners' key) of the simulator's hand's showdown,
    or None where it had none (nobody went in); and the seats in at it."""
    hand = PlayedHand(program, players, seed)
    hand.piece(Stance).everyone_stays = True
    hand.run()
    if not hand.outcome.result.showdowns:
        return None, ()
    record = hand.outcome.result.showdowns[-1]
    low = tuple(record["low"])
    return (tuple(record["high"]), low, record["hands"][low[0]][1].key if low else None), tuple(record["hands"])


def planned(plan: FlipPlan, seed: int):
    """The plan's deal, told as `simulated` tells the simulator's (without the seats in)."""
    found = flip_deal(plan, seed)
    if not found.showdowns:
        return None
    low_winners, low = found.lows[-1]
    return found.winners, low_winners, low.key if low is not None else None


def juneau(seeds_catalog):
    return next((p, odds_players(p, None)) for g, p in runnable(seeds_catalog.games) if g.name == "Juneau")


def test_juneau_same_as_the_simulator(seeds):
    program, players = juneau(seeds)
    plan = plan_for(program, players)
    assert isinstance(plan, FlipPlan) and plan.low_rules is not None
    assert ((REPEAT, 2, 6),) in plan.actions and ((DECLARE_IN,),) in plan.actions
    for seed in SEEDS:
        assert fast_outcome(plan, seed) == full_outcome(program, players, seed), seed
        assert planned(plan, seed) == simulated(program, players, seed)[0], seed


def test_four_showing_same_as_the_simulator():
    program = game_program(game(*FOUR_SHOWING))
    plan = compile_flips(program, 5)
    assert plan.actions[4] == ((REPEAT, 2, 4),) and plan.actions[2] == ((4, True, False, 4, True),)
    full = [simulated(program, 5, seed) for seed in SEEDS]
    found = [planned(plan, seed) for seed in SEEDS]
    assert found == [f for f, _ in full]
    assert any(f is None for f in found) and any(f is not None and len(ins) < 5 for f, ins in full)
    assert any(f is not None and f[0] != f[1] for f in found)  # the halves to different players


@given(seed=st.integers(min_value=0, max_value=2**40), players=st.integers(min_value=2, max_value=7))
@settings(max_examples=15, deadline=None)
def test_any_seed_any_table_as_the_simulator(seed, players):
    program = game_program(game(*FOUR_SHOWING))
    found = planned(compile_flips(program, players), seed)
    assert found == simulated(program, players, seed)[0]
    assert found is None or (set(found[0]) <= set(range(1, players + 1)) and len(found[1]) >= 1)


def test_figures_are_the_simulators(seeds):
    for program, players in (juneau(seeds), (game_program(game(*FOUR_SHOWING)), 5)):
        counts = play_flips(compile_flips(program, players), range(deal_seed(3, 0), deal_seed(3, 60)))
        fast, full = _plan_tally(counts), play_deals(program, players, 3, 0, 60, fast=False)
        assert (fast.deals, fast.showdowns, fast.high, fast.high_keys, fast.low_showdowns, fast.low, fast.low_keys,
                fast.decided, fast.split, fast.no_showdown, fast.forced) == \
            (full.deals, full.showdowns, full.high, full.high_keys, full.low_showdowns, full.low, full.low_keys,
             full.decided, full.split, full.no_showdown, full.forced)
        assert full.low_showdowns > 0 and full.split > 0 and full.forced == 0
        assert summary(play_deals(program, players, 3, 0, 60)) == summary(full)


@pytest.mark.parametrize(("extra", "reason"), [
    ("Sevens are wild.", "a declaration of in/out in a flip game with wild cards, forced rules, a settlement or "
                         "redeal, or a tie that pays nobody"),
    ("If you flip all of your cards and cannot beat the best hand showing, you must fold.",
     "a declaration of in/out in a flip game with wild cards, forced rules"),
])
def test_declaration_beside_what_it_cannot_follow_is_refused(extra, reason):
    with pytest.raises(Unplanned, match=reason):
        compile_flips(game_program(game(*FOUR_SHOWING, extra)), 5)


def test_declaration_of_sides_is_refused():
    texts = (*FOUR_SHOWING[:6], "Declare high/low simultaneously.", FOUR_SHOWING[7])
    with pytest.raises(Unplanned, match="rule 7: a declaration of high/low simultaneous in a flip game"):
        compile_flips(game_program(game(*texts)), 5)
