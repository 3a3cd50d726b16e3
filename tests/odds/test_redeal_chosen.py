"""A redeal a player calls for, in the odds' fast path (`play.fast.redeal_chosen`): every deal
the simulator's (Control, Control II and variants not in the corpus), how many times the
cards are dealt, the example's stop at the cap of deals, and the refusals named."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.play.fast import Unplanned, plan_for
from dealerschoice.play.fast.redeal_chosen import ChosenRedealPlan, compile_chosen_redeal
from dealerschoice.play.mechanics.betting import Stance
from dealerschoice.play.odds import deal_seed, play_deals, summary
from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import MAX_DEALS, PlayedHand
from dealerschoice.rules.steps.vocab import Role
from tests.odds.test_fast import fast_outcome, full_outcome, game
from tests.odds.test_fast_guts import compiled_games
from tests.rules import corpus

# not in the corpus: two down, two up, the redeal before the last card; wild deuces
HIGH_SHOWING = ("Deal two cards down to each player.", "Deal two cards up to each player.",
                "If the player with the high hand showing wants, there is a redeal.",
                "Deal one card down to each player.", "Showdown, high hand wins.", "Deuces are wild.")
# not in the corpus: the dealer's left calls for it, a common card
LEFT = ("Deal three cards down to each player.", "Deal one card face up to the table.",
        "If the player to the left of the dealer wants, there is a redeal.", "Showdown, high hand wins.")


def simulated_deals(program, players: int, seed: int) -> tuple[int, bool]:
    """(the times the simulator dealt the cards, whether its hand had a showdown)."""
    hand = PlayedHand(program, players, seed)
    hand.piece(Stance).everyone_stays = True
    hand.run()
    return hand.progress.deals, bool(hand.outcome.result.showdowns)


def assert_same(program, players: int, plan: ChosenRedealPlan, seeds) -> None:
    for seed in seeds:
        assert fast_outcome(plan, seed) == full_outcome(program, players, seed), seed
        _, times, stopped = plan.dealt(seed)
        assert (times, not stopped) == simulated_deals(program, players, seed), seed


@pytest.mark.slow
@pytest.mark.skipif(not corpus.present(), reason=corpus.SKIP_REASON)
def test_corpus_games_same_as_the_simulator():
    found = {g.name: (p, n, plan) for g, p, n, plan in compiled_games(corpus.corpus().games, compile_chosen_redeal)}
    assert {"Control", "Control II"} <= set(found)
    for program, players, plan in found.values():
        assert plan_for(program, players) == plan
        assert_same(program, players, plan, tuple(deal_seed(1, i) for i in range(15)))


@pytest.mark.parametrize(("texts", "players", "by"), [(HIGH_SHOWING, 6, Role.HIGH_SHOWING),
                                                      (LEFT, 5, Role.LEFT_OF_DEALER)])
def test_every_deal_the_simulators(texts, players, by):
    """Each deal's winners and their hand, and how many times its cards were dealt: some
    deals dealt again, some to the cap, where the example stops without a showdown."""
    program = game_program(game(*texts))
    plan = compile_chosen_redeal(program, players)
    assert plan.by == by and plan.max_deals == MAX_DEALS
    seeds = tuple(deal_seed(2, i) for i in range(40))
    assert_same(program, players, plan, seeds)
    times = [plan.dealt(s)[1] for s in seeds]
    assert 1 in times and max(times) > 1
    fast, full = play_deals(program, players, 2, 0, 40), play_deals(program, players, 2, 0, 40, fast=False)
    assert summary(fast) == summary(full) and fast.no_showdown == full.no_showdown


def test_the_places_at_the_redeal():
    plan = compile_chosen_redeal(game_program(game(*HIGH_SHOWING)), 3)
    assert plan.held == ((0, 1, 6, 7), (2, 3, 8, 9), (4, 5, 10, 11)) and plan.up == ((6, 7), (8, 9), (10, 11))
    assert plan.top == 12 and plan.laid == ()
    left = compile_chosen_redeal(game_program(game(*LEFT)), 2)
    assert left.held == ((0, 1, 2), (3, 4, 5)) and left.laid == (6,) and left.top == 7 and left.up == ((), ())


@given(st.integers(min_value=0, max_value=2**32))
@settings(max_examples=25, deadline=None)
def test_any_seed_plays_as_the_simulator(seed):
    program = game_program(game(*HIGH_SHOWING))
    plan = compile_chosen_redeal(program, 4)
    assert fast_outcome(plan, seed) == full_outcome(program, 4, seed)
    x, times, stopped = plan.dealt(seed)
    assert 1 <= times <= MAX_DEALS and (not stopped or times == MAX_DEALS)
    assert sorted(x) == sorted(plan.deck)


@pytest.mark.parametrize(("texts", "message"), [
    (("Deal two cards down to each player.", "Each player flips over one down card of their choice.",
      "If the player with the high hand showing wants, there is a redeal.", "Showdown, high hand wins."),
     "rule 2: a flip step before the redeal a player calls for"),
    (("Deal two cards down to each player.", "Showdown, high hand wins."), "no redeal a player calls for"),
])
def test_refusals_name_the_rule(texts, message):
    with pytest.raises(Unplanned) as caught:
        compile_chosen_redeal(game_program(game(*texts)), 4)
    assert str(caught.value) == message
