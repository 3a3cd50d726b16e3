"""No-peek flip games of football hands, planned (`play.fast.ranked_flips`): Monday Night
Football's turns (the next player flips until they show the best hand, or folds), its points
in the order turned and its ties dealt off, the simulator's seed for seed."""

from __future__ import annotations

from pathlib import Path

import pytest

from dealerschoice.cards import Card
from dealerschoice.load.catalog import load_catalog
from dealerschoice.play.fast import Unplanned, plan_for
from dealerschoice.play.fast.ranked_flips import FootballFlipPlan, compile_football, dealt_off
from dealerschoice.play.odds import deal_seed, play_deals, summary
from dealerschoice.play.odds_cache import odds_players, runnable
from dealerschoice.resolve import resolve
from tests.odds.test_fast import agreement_tests, codes, fast_outcome, full_outcome, program_of

FLIP = ("The next player in betting order flips over cards one at a time until they have the best hand showing "
        "(counting the first table card as a hand).")
BET = "If the player who just flipped cards didn't fold, normal betting round starting with that player."
REPEAT = "Repeat the last two actions until everyone still in has all of their cards face up."
POINTS = ("Football hands. Face cards are worth six, aces after face cards are worth one, twos and threes are worth "
          "face value, everything else is zero. Highest total wins.")
FOLD = "If you flip all of your cards and cannot beat the best hand showing, you must fold."
NO_PEEK = "No player may look at these cards."
# other deals than the seed's seven, no table card, ties dealt off to an ace, no fold
GAMES = {
    "five": (f"Deal five cards down to each player. {NO_PEEK}", "Deal one card face up to the table.", FLIP, BET,
             REPEAT, "Showdown, high hand wins.",
             POINTS + " In case of a tie, deal cards to the tied players, first face card wins.", FOLD),
    "no table card": (f"Deal six cards down to each player. {NO_PEEK}",
                      "The next player in betting order flips over cards one at a time until they have the best "
                      "hand showing.", BET, REPEAT, "Showdown, high hand wins.",
                      POINTS + " In case of a tie, deal cards to the tied players, first ace wins.", FOLD),
    "no fold": (f"Deal four cards down to each player. {NO_PEEK}", "Deal one card face up to the table.", FLIP,
                "Repeat the last action until everyone still in has all of their cards face up.",
                "Showdown, high hand wins.", POINTS),
}

test_plans_as_its_kind, test_same_figures_as_the_simulator, test_same_winners_seed_for_seed = \
    agreement_tests(GAMES, FootballFlipPlan, tables=(2, 5, 7))


def test_the_game_read():
    plan = plan_for(program_of(GAMES["five"]), 4)
    assert isinstance(plan, FootballFlipPlan)
    assert (plan.dealt, plan.table, plan.table_counts, plan.folds, plan.deal_off) == (5, 1, True, True, (True, "face"))
    assert plan_for(program_of(GAMES["no table card"]), 4).deal_off == (True, "A")
    assert not plan_for(program_of(GAMES["no fold"]), 4).folds


def test_points_count_in_the_order_turned():
    """An ace after a face card is one point, before it none; twos and threes their value."""
    plan = plan_for(program_of(GAMES["five"]), 4)
    points = plan._points({})
    assert points(tuple(codes("Ks As 3d"))) == 10
    assert points(tuple(codes("As Ks 3d"))) == 9
    assert points(tuple(codes("9s 2d"))) == 2


def test_a_tie_dealt_off():
    """The tied seats, clockwise after the dealer, take a card each until a face card; the
    deck out first, the tie stands."""
    x = codes("2s 3s 4s 5s Qd 7s")
    assert dealt_off(x, 2, [1, 3], 4, "face") == [1]  # seat 1 takes 4s, seat 3 5s, seat 1 Qd
    assert dealt_off(x, 0, [2, 4], 4, "face") == [2]   # 2s, 3s, 4s, 5s, then seat 2 takes Qd
    assert dealt_off(x, 5, [1, 2], 4, "face") == [1, 2]  # 7s only: the deck runs out
    assert dealt_off([int(Card.parse("As"))], 0, [1, 2], 2, "A") == [1]


@pytest.mark.parametrize(("texts", "reason"), [
    ((f"Deal five cards down to each player. {NO_PEEK}", FLIP, REPEAT, "Showdown, high hand wins.",
      "Standard poker hands, but straights don't count."), "no football hands"),
    ((f"Deal five cards down to each player. {NO_PEEK}", "Deal one card face up to the table.", FLIP, BET, REPEAT,
      "Showdown, high hand wins.", POINTS, "Sevens are wild."), "rule 8: a standing wild rule in a football flip game"),
])
def test_refused_naming_the_rule(texts, reason):
    with pytest.raises(Unplanned) as refused:
        compile_football(program_of(texts), 4)
    assert str(refused.value).startswith(reason)


def test_monday_night_football_same_as_the_simulator():
    """The seed catalog's game: every seed of a run the simulator's, at its own table and others."""
    games = resolve(load_catalog(Path("catalog"))).games
    (program,) = [p for g, p in runnable(list(games)) if g.name == "Monday Night Football"]
    for players in (odds_players(program, None), 3):
        plan = plan_for(program, players)
        assert isinstance(plan, FootballFlipPlan)
        for index in range(25):
            seed = deal_seed(1, index)
            assert fast_outcome(plan, seed) == full_outcome(program, players, seed), (players, index)
        assert summary(play_deals(program, players, 1, 0, 60)) == summary(play_deals(program, players, 1, 0, 60,
                                                                                      fast=False))
