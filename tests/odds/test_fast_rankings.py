"""Games whose hands rank without straights or flushes, planned (`play.fast.rankings`): the
score is the simulator's hand card for card (key, words, wild cards played), and the deals
the simulator's seed for seed; other rankings refused, naming the rule."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards import Card, HandRules, best_hand
from dealerschoice.cards.hands import CATEGORIES, describe
from dealerschoice.cards.keys import unpack
from dealerschoice.play.fast import Unplanned, plan_for
from dealerschoice.play.fast.ranked_draws import RankedDrawPlan
from dealerschoice.play.fast.rankings import RankedPlan, compile_ranked, compile_restricted
from dealerschoice.play.fast.rankings_judged import JudgedPlan
from dealerschoice.play.odds import deal_seed, play_deals
from dealerschoice.play.odds_cache import odds_players, runnable
from dealerschoice.play.program import game_program
from tests.odds.test_fast import fast_outcome, full_outcome, game
from tests.rules import corpus

RULES = (HandRules(), HandRules.parse("Q"), HandRules.parse("2,4"), HandRules(jokers="bug"), HandRules.parse("Jh,Js"))
RANKINGS = {(False, False): "Normal poker hands, but straights and flushes don't count.",
            (False, True): "Standard poker hands, but straights don't count.",
            (True, False): "Standard poker hands, but flushes don't count."}
STUD = ("Deal two cards down to each player.", "Deal one card up to each player.",
        "Normal betting round, with the player with the high hand showing opening.",
        "Deal three cards up to each player.", "Deal one card down to each player.", "Showdown, high hand wins.")
WILDS = ((), ("Fives are wild.",), ("Jacks are wild.", "Sevens are wild."))


def plan_of(straights: bool, flushes: bool, rules: HandRules) -> RankedPlan:
    return RankedPlan(2, tuple(range(53)), (((0,),), ((1,),)), rules, False, True, straights=straights,
                      flushes=flushes)


@settings(max_examples=400, deadline=None)
@given(st.randoms(use_true_random=False), st.sampled_from(RULES), st.sampled_from(sorted(RANKINGS)),
       st.integers(min_value=1, max_value=8))
def test_score_is_the_simulators_hand(rng: random.Random, rules, counts, size):
    """The plan's score is `best_hand(straights=, flushes=)`: its key as the tally keys a
    score, its words, its category, and whether it plays a wild card."""
    plan = plan_of(*counts, rules)
    cards = rng.sample(range(53), size)
    hand = best_hand([Card(c) for c in cards], rules, straights=counts[0], flushes=counts[1])
    score = plan.score(cards)
    category, ranks = unpack(score)
    assert (category, *ranks, *(0,) * (5 - len(ranks))) == hand.key
    assert describe(score) == hand.description and CATEGORIES[category] == hand.category
    assert plan.uses_wild(cards, score) == bool(hand.wilds)


def test_a_straight_and_a_flush_that_do_not_count():
    straight = [int(Card.parse(t)) for t in ("9s", "8d", "7c", "6h", "5s")]
    flush = [int(Card.parse(t)) for t in ("Ks", "9s", "7s", "4s", "2s")]
    assert describe(plan_of(False, True, HandRules()).score(straight)) == "Nine high"
    assert describe(plan_of(True, False, HandRules()).score(flush)) == "King high"
    assert unpack(plan_of(True, False, HandRules()).score(straight))[0] == CATEGORIES.index("straight")


@settings(max_examples=25, deadline=None)
@given(st.integers(min_value=0, max_value=2**40), st.sampled_from(sorted(RANKINGS)), st.sampled_from(WILDS),
       st.integers(min_value=2, max_value=7))
def test_ranked_stud_same_winners(seed, counts, wild, players):
    """Seven-card stud without straights, flushes or both, wild cards or none: the simulator's
    winners and winning score, seed for seed."""
    program = game_program(game(*STUD, RANKINGS[counts], *wild))
    plan = plan_for(program, players)
    assert isinstance(plan, RankedPlan) and (plan.straights, plan.flushes) == counts
    assert fast_outcome(plan, seed) == full_outcome(program, players, seed)


def test_ranked_figures_are_the_simulators():
    """Straights off, queens wild: the same tally (wins by hand, wilds in the winner, splits)."""
    program = game_program(game(*STUD, RANKINGS[False, True], "Queens are wild."))
    fast, full = play_deals(program, 5, stop=150), play_deals(program, 5, stop=150, fast=False)
    assert fast == full and fast.wild > 0 and "straight" not in fast.high


@pytest.mark.slow
@pytest.mark.skipif(not corpus.present(), reason=corpus.SKIP_REASON)
def test_corpus_ranked_games_same_as_the_simulator():
    found = {}
    for game_, program in runnable(corpus.corpus().games):
        players = odds_players(program, None)
        if isinstance(plan := plan_for(program, players), RankedPlan):
            found[game_.name] = plan
            for i in range(40):
                assert fast_outcome(plan, deal_seed(1, i)) == full_outcome(program, players, deal_seed(1, i)), game_.name
            assert play_deals(program, players, stop=100) == play_deals(program, players, stop=100, fast=False)
    assert {"Float Your Boat", "San Francisco"} <= set(found)  # 2 on 2026-12-02


@pytest.mark.parametrize(("ranking", "reason"), [
    ("Use three card poker hands (straight flush beats three of a kind beats straight beats flush beats pair beats "
     "high card).", "rule 7: a ranking of three-card hands"),
    ("Mexican hands: Standard poker hands, except that a flush beats a full house.", "rule 7: a changed order of hands"),
    ("Hands are ranked by total points. Aces are worth 1, face cards are worth 10, and all other cards are face "
     "value.", "rule 7: a ranking of points hands"),
])
def test_other_rankings_are_judged_not_scored(ranking, reason):
    """Not an integer score (the reason names the rule): judged by the game's own ranking."""
    program = game_program(game(*STUD, ranking))
    with pytest.raises(Unplanned) as refused:
        compile_restricted(program, 4)
    assert str(refused.value).startswith(reason)
    assert type(compile_ranked(program, 4)) is JudgedPlan


def test_a_ranking_in_a_draw_game_plans_its_draws():
    """A draw's keep choice reads the ranking: the ranked draw plan asks it (`ranked_draws`)."""
    program = game_program(game("Deal five cards down to each player.", "Each player may draw up to three cards.",
                                "Showdown, high hand wins.", RANKINGS[False, False]))
    assert type(compile_ranked(program, 4)) is RankedDrawPlan


def test_a_ranking_in_a_pass_game_is_refused():
    """A pass's choice would read the ranking too: not followed, the rule named."""
    program = game_program(game("Deal five cards down to each player.", "Each player passes two cards to the left.",
                                "Showdown, high hand wins.", RANKINGS[False, False]))
    with pytest.raises(Unplanned, match="rule 4: a ranking in a draw game with passes"):
        compile_ranked(program, 4)
