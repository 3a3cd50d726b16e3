"""Odds plans for table cards a pair turning up deals, which name the wild ranks
(`play.fast.layout_table_cards`: Jewish Poker): the cards each seat holds and the table's are
the simulator's, card for card, and the winners and figures are the same."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.play.fast import Unplanned, plan_for
from dealerschoice.play.fast.layout_table_cards import TableCardsPlan, table_cards_plan
from dealerschoice.play.mechanics.betting import Stance
from dealerschoice.play.odds import play_deals, summary
from dealerschoice.play.simulate import PlayedHand
from tests.odds.test_fast import fast_outcome, full_outcome
from tests.odds.test_layout import program

HIGH = "Showdown, high hand wins."
WILD = "Any card matching the rank of a table card is wild."


def pairs(cards: str = "a card", up: int = 4, *more: str):
    return program("Deal two cards down to each player.", *["Deal one card up to each player."] * up,
                   "Deal one card down to each player.", HIGH,
                   f"Every time a pair is dealt face up, deal {cards} face up to the table.", *more)


def _simulated(game, players: int, seed: int) -> PlayedHand:
    hand = PlayedHand(game, players, seed)
    hand.piece(Stance).everyone_stays = True
    hand.run()
    return hand


@pytest.mark.parametrize("cards, count, players", [("a card", 1, 5), ("two cards", 2, 3)])
def test_the_cards_dealt_are_the_simulators(cards, count, players):
    game = pairs(cards, 4, WILD)
    plan = table_cards_plan(game, players)
    assert plan.per_pair == count and plan.deals == ((2, False),) + ((1, True),) * 4 + ((1, False),)
    seen_table = 0
    for seed in range(30):
        x = list(plan.plan.deck)
        random.Random(seed).shuffle(x)
        seats, ranks = plan.hands(x)
        hand = _simulated(game, players, seed)
        assert seats == [[int(c) for c in seat.all()] for seat in hand.table.seats], seed
        assert ranks == frozenset(h.card.rank for h in hand.table.board), seed
        seen_table += bool(ranks)
    assert seen_table > 5  # pairs turned up in some of the deals: the deck places moved


def test_wild_ranks_are_the_simulators():
    plan = table_cards_plan(pairs("a card", 4, WILD), 5)
    rules, _ = plan.scored(frozenset({7, 12}))
    assert rules.wild_ranks == frozenset({7, 12})
    assert plan.scored(frozenset())[0].plain()


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**40), players=st.integers(min_value=2, max_value=4),
       cards=st.sampled_from(["a card", "two cards"]), up=st.integers(min_value=2, max_value=4))
def test_plays_as_the_simulator(seed, players, cards, up):
    game = pairs(cards, up, WILD)
    plan = plan_for(game, players)
    assert isinstance(plan, TableCardsPlan)
    assert fast_outcome(plan, seed) == full_outcome(game, players, seed)


def test_figures_are_the_simulators():
    game = pairs("a card", 4, WILD)
    fast = summary(play_deals(game, 5, 2, 0, 120))
    assert fast == summary(play_deals(game, 5, 2, 0, 120, fast=False))
    assert fast.wild_in_winner > 0


def test_a_deck_the_table_cards_may_run_out_is_refused():
    with pytest.raises(Unplanned, match=r"may run the deck of 52 out \(70 cards\)"):
        table_cards_plan(pairs("a card", 4, WILD), 7)


def test_no_wild_rule_reading_them_is_refused():
    with pytest.raises(Unplanned, match="with no wild rule that reads them"):
        table_cards_plan(pairs("a card", 4), 4)


def test_another_trigger_is_refused():
    game = program("Deal two cards down to each player.", "Deal three cards up to each player.", HIGH,
                   "Every time a queen is dealt face up, deal a card face up to the table.", WILD)
    with pytest.raises(Unplanned, match="rule 4: table cards dealt on dealt-up, face up"):
        table_cards_plan(game, 4)


def test_another_wild_the_table_cards_name_is_refused():
    game = pairs("a card", 3, "Any card of the same rank as the last table card is wild.")
    with pytest.raises(Unplanned, match=r"rule 8: a wild that depends on play \(table-last\) beside table cards"):
        table_cards_plan(game, 4)
