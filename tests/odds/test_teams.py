"""Partners in the odds' fast path (`play.fast.teams`): the pairing by the cards showing, the
partner each picker takes, the pooled hands, the holders' discards and the team showdown are
the simulator's, seed for seed (winners, their hand), the figures the same (a team's win is a
split pot), and the games it cannot follow refused with the reason."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.play.fast import Unplanned, plan_for
from dealerschoice.play.fast.teams import TeamsPlan, compile_teams
from dealerschoice.play.odds import _plan_tally, deal_seed, play_deals, summary
from dealerschoice.play.odds_cache import odds_players, runnable
from dealerschoice.play.program import game_program
from tests.odds.test_fast import fast_outcome, full_outcome, game

SEEDS = tuple(deal_seed(1, i) for i in range(30))
PARTNERS = ("From high card showing down to low card showing, each player who does not yet have a partner picks one. "
            "Partners combine their hands, and are now considered one player, although they bet separately.")
# not in the corpus: six cards each, four down cards thrown from a team's eleven (the one alone
# at an odd table throws four of their own five down cards: less than a hand at the pairing)
SIX_CARDS = ("Deal six cards face down to each player.",
             "Each player simultaneously flips over the top card of their stack.", PARTNERS,
             "Each player discards four down cards.",
             "Normal betting round, with the player with the high hand showing opening.",
             "Showdown, the team with the highest hand splits the pot. If a team member folded, the remaining partner "
             "gets the whole pot.")


def test_pick_a_partner_same_as_the_simulator(seeds):
    program = next(p for g, p in runnable(seeds.games) if g.name == "Pick a Partner")
    players = odds_players(program, None)
    plan = plan_for(program, players)
    assert isinstance(plan, TeamsPlan) and (plan.dealt, plan.flipped, plan.thrown) == (5, 1, 5)
    for seed in SEEDS:
        assert fast_outcome(plan, seed) == full_outcome(program, players, seed), seed


@pytest.mark.parametrize("players", [3, 5, 6])
def test_six_cards_same_as_the_simulator(players):
    program = game_program(game(*SIX_CARDS))
    plan = compile_teams(program, players)
    assert (plan.dealt, plan.flipped, plan.thrown) == (6, 1, 4)
    for seed in SEEDS:
        assert fast_outcome(plan, seed) == full_outcome(program, players, seed), seed


@given(seed=st.integers(min_value=0, max_value=2**40), players=st.integers(min_value=3, max_value=7))
@settings(max_examples=15, deadline=None)
def test_any_seed_any_table_as_the_simulator(seed, players):
    program = game_program(game(*SIX_CARDS))
    found = fast_outcome(compile_teams(program, players), seed)
    assert found == full_outcome(program, players, seed) and found[0]  # someone always wins: nobody folds


def test_figures_are_the_simulators(seeds):
    """A team's win pays both partners: a split pot, as the simulator counts it."""
    program = next(p for g, p in runnable(seeds.games) if g.name == "Pick a Partner")
    for game_program_, players in ((program, 7), (game_program(game(*SIX_CARDS)), 6)):
        counts = compile_teams(game_program_, players).play(range(deal_seed(3, 0), deal_seed(3, 60)))
        fast, full = _plan_tally(counts), play_deals(game_program_, players, 3, 0, 60, fast=False)
        assert (fast.deals, fast.showdowns, fast.high, fast.high_keys, fast.split) == \
            (full.deals, full.showdowns, full.high, full.high_keys, full.split)
        assert full.split > 0 and summary(play_deals(game_program_, players, 3, 0, 60)) == summary(full)
    # six players pair off in three teams: every win is shared
    assert compile_teams(game_program(game(*SIX_CARDS)), 6).play(range(deal_seed(3, 0), deal_seed(3, 40))).split == 40


@pytest.mark.parametrize(("texts", "players", "reason"), [
    (SIX_CARDS, 2, "partners at a table of two: the pair is left alone together before the showdown"),
    ((*SIX_CARDS, "Sevens are wild."), 5, "rule 7: a standing wild rule in a partners game"),
    (("Deal six cards face down to each player. No player may look at these cards.", *SIX_CARDS[1:]), 5,
     "rule 1: a no-peek step in a partners game"),
    ((*SIX_CARDS[:3], "Each player discards four cards.", *SIX_CARDS[4:]), 5,
     "rule 4: a discard step in a partners game"),
    (SIX_CARDS[:2] + SIX_CARDS[3:], 5, "no partners step"),
])
def test_what_the_plan_cannot_follow_is_refused(texts, players, reason):
    with pytest.raises(Unplanned) as caught:
        compile_teams(game_program(game(*texts)), players)
    assert str(caught.value) == reason
