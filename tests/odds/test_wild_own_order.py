"""Wilds a player's own up cards name by the order they were dealt (`mechanics.own_wilds`),
planned as a `wilds_plan.WildPlan`: "The up card dealt to you after your highest up card is
wild for you" and its fallback "If your last up card is your highest up card, your first up
card is wild for you" (Sysyphus), with other ends, hands and deals than the catalog's. The
plan's wilds are the ones the rules say, and its deals are the simulator's, seed for seed."""

from __future__ import annotations

import pytest

from dealerschoice.cards.cards import CARD_BY_CODE
from dealerschoice.play.fast import plan_for
from dealerschoice.play.fast.wilds_deal import seat_wilds
from dealerschoice.play.fast.wilds_plan import WildPlan
from dealerschoice.play.odds import deal_seed
from dealerschoice.play.odds_cache import odds_players, runnable
from tests.odds.test_fast import agreement_tests, fast_outcome, full_outcome, program_of
from tests.rules import corpus

# one down, four up one by one, one down
DEALS = ("Deal one card down to each player.", *(["Deal one card face up to each player."] * 4),
         "Deal one card down to each player.")
AFTER_LOW = "The up card dealt to you after your lowest up card is wild for you, as are all cards of the same rank."
FALLBACK_LOW = ("If your last up card is your lowest up card, your first up card is wild for you, "
                "as are all cards of the same rank.")
GAMES = {
    "after the lowest": (*DEALS, "Showdown, high hand wins.", AFTER_LOW),
    "after the highest, low hand": (*DEALS, "Showdown, low hand wins.",
                                    "The up card dealt to you after your highest up card is wild for you."),
    "with the fallback, high-low": (*DEALS, "Showdown, high and low hands split the pot.", AFTER_LOW, FALLBACK_LOW),
}

test_plans_as_a_wild_plan, test_same_figures_as_the_simulator, test_same_winners_seed_for_seed = \
    agreement_tests(GAMES, WildPlan)


def up_cards(plan, seed: int, players: int) -> list[list[int]]:
    """Each seat's up cards' ranks in the order dealt (`DEALS`: the deck's places)."""
    import random

    x = list(plan.deck)
    random.Random(seed).shuffle(x)
    return [[CARD_BY_CODE[x[players * (1 + round_) + seat]].rank for round_ in range(4)] for seat in range(players)]


def expected(ranks: list[int], fallback: bool) -> frozenset[int]:
    """The rank wild for a seat: the one after its first lowest up card; with the fallback,
    its first up card's when the lowest is the last."""
    at = ranks.index(min(ranks))
    if at + 1 < len(ranks):
        return frozenset({ranks[at + 1]})
    return frozenset({ranks[0]}) if fallback else frozenset()


@pytest.mark.parametrize("seed", range(12))
@pytest.mark.parametrize("name, fallback", [("after the lowest", False), ("with the fallback, high-low", True)])
def test_the_card_after_the_lowest_up_card_is_wild_for_its_holder(seed, name, fallback):
    plan = plan_for(program_of(GAMES[name]), 4)
    assert seat_wilds(plan, seed) == tuple(expected(ranks, fallback) for ranks in up_cards(plan, seed, 4))


@pytest.mark.parametrize("seed, ups, wild", [
    # seat 3's lowest up card (the seven) is its last: its first (the jack) is wild for it
    (1, [[7, 6, 3, 12], [2, 4, 9, 5], [11, 10, 14, 7]], ({12}, {4}, {11})),
    # seat 1's first lowest (a four) is followed by the other four; seat 2's six is its last
    (3, [[6, 14, 4, 4], [9, 7, 10, 6], [8, 11, 3, 10]], ({4}, {9}, {10})),
])
def test_known_deals(seed, ups, wild):
    plan = plan_for(program_of(GAMES["with the fallback, high-low"]), 3)
    assert up_cards(plan, seed, 3) == ups
    assert seat_wilds(plan, seed) == tuple(frozenset(w) for w in wild)


@pytest.mark.skipif(not corpus.present(), reason=corpus.SKIP_REASON)
def test_sysyphus_plans_as_the_simulator_plays():
    found = {g.name: p for g, p in runnable(corpus.corpus().games) if g.name == "Sysyphus"}
    program = found["Sysyphus"]
    players = odds_players(program, None)
    plan = plan_for(program, players)
    assert isinstance(plan, WildPlan)
    for at in range(30):
        seed = deal_seed(2, at)
        assert fast_outcome(plan, seed) == full_outcome(program, players, seed), seed
