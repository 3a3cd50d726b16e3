"""A rank the dealer names before the deal, and the wild its holders name from it, in a wild
plan (`wilds_plan.WildPlan`: the dealer's rule played in front of the probe from the table's
random numbers after the shuffle, `named_ranks`): "The dealer declares one rank to be the call
rank. ... Each player holding a card of the call rank may declare one other rank to be wild. If
no one is holding the call rank, the next highest rank is wild." (Call a Wild), on deals other
than the catalog's; every deal is the simulator's, seed for seed."""

from __future__ import annotations

import random

import pytest

from dealerschoice.cards.cards import CARD_BY_CODE
from dealerschoice.play.fast import plan_for
from dealerschoice.play.fast.plan import Unplanned
from dealerschoice.play.fast.wilds_deal import seat_wilds
from dealerschoice.play.fast.wilds_plan import WildPlan, compile_wilds, quiet_ups
from dealerschoice.play.odds import deal_seed
from dealerschoice.play.odds_cache import odds_players, runnable
from tests.odds.test_fast import agreement_tests, fast_outcome, full_outcome, program_of
from tests.rules import corpus

CALL = "The dealer declares one rank to be the call rank."
DECLARE = ("Each player holding a card of the call rank may declare one other rank to be wild. If no one is holding "
           "the call rank, the next highest rank is wild.")
GAMES = {
    "stud": (CALL, "Deal two cards down to each player.", "Deal one card face up to each player.",
             "Deal one card face up to each player.", "Deal one card down to each player.", DECLARE,
             "Showdown, high hand wins."),
    "three down": (CALL, "Deal three cards down to each player.", DECLARE, "Showdown, high hand wins."),
}

test_plans_as_a_wild_plan, test_same_figures_as_the_simulator, test_same_winners_seed_for_seed = \
    agreement_tests(GAMES, WildPlan)


def called(plan, seed: int) -> tuple[int, list[set[int]]]:
    """The call rank the dealer names (the table's next number after the shuffle, of the 13
    ranks) and each seat's ranks (`GAMES["three down"]`: three cards each, from the top)."""
    rng = random.Random(seed)
    x = list(plan.deck)
    rng.shuffle(x)
    call = list(range(2, 15))[rng.randrange(13)]
    return call, [{CARD_BY_CODE[c].rank for c in x[3 * s:3 * s + 3]} for s in range(plan.players)]


def test_nobody_holding_the_call_rank_makes_the_next_rank_wild():
    plan = plan_for(program_of(GAMES["three down"]), 3)
    seeds = [s for s in range(200) if not any(called(plan, s)[0] in ranks for ranks in called(plan, s)[1])]
    assert len(seeds) > 50
    for seed in seeds[:40]:
        call = called(plan, seed)[0]
        assert seat_wilds(plan, seed) == (frozenset({call + 1} if call < 14 else ()),) * 3, seed


def test_a_holder_names_a_rank_other_than_the_call_for_everyone():
    plan = plan_for(program_of(GAMES["three down"]), 3)
    seeds = [s for s in range(200) if any(called(plan, s)[0] in ranks for ranks in called(plan, s)[1])]
    for seed in seeds[:30]:
        call = called(plan, seed)[0]
        wilds = seat_wilds(plan, seed)
        assert len(set(wilds)) == 1 and call not in wilds[0], seed  # named for everyone, never the call itself


def test_the_dealers_rank_needs_no_rule_on_cards_turned_up():
    plan = plan_for(program_of(GAMES["stud"]), 4)
    assert plan.rolls and not quiet_ups(plan)  # drawn on the table's numbers: dealt as the dice are


@pytest.mark.skipif(not corpus.present(), reason=corpus.SKIP_REASON)
def test_call_a_wild_plans_as_the_simulator_plays():
    program = next(p for g, p in runnable(corpus.corpus().games) if g.name == "Call a Wild")
    players = odds_players(program, None)
    plan = plan_for(program, players)
    assert isinstance(plan, WildPlan)
    for at in range(30):
        seed = deal_seed(8, at)
        assert fast_outcome(plan, seed) == full_outcome(program, players, seed), seed


def test_holders_naming_before_the_last_deal_are_refused():
    texts = (CALL, "Deal three cards down to each player.", DECLARE, "Deal one card face up to each player.",
             "Showdown, high hand wins.")
    with pytest.raises(Unplanned, match=r"^rule 3: the holders name their wild ranks before every card is dealt$"):
        compile_wilds(program_of(texts), 3)
