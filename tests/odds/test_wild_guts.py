"""Guts plans under wilds that follow play (`play.fast.wild_guts`, `wild_named`): a wild of
the cards turned up where none ever is, wild groups the same for every hand, and a rank the
dealer names each deal. Each is the simulator's, seed for seed, on games written with other
numbers and words than the corpus's."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards.cards import JOKER_CODE, RANK_PLURALS
from dealerschoice.play.fast import Unplanned, plan_for
from dealerschoice.play.fast.guts import GutsPlan
from dealerschoice.play.fast.guts_play import GutsPlayer, guts_deal
from dealerschoice.play.fast.wild_guts import WildGutsPlan, compile_wild_guts
from dealerschoice.play.fast.wild_named import NamedWildGutsPlan, NamingPlayer, compile_named_guts
from dealerschoice.play.odds import deal_seed, play_deals, summary
from dealerschoice.play.odds_cache import odds_players, runnable
from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import PlayedHand
from tests.odds.test_fast import fast_outcome, full_outcome, game
from tests.rules import corpus

DECLARE = "Declare in/out one at a time, starting with the player to the left of the dealer."
MATCH = ("Anyone who went in and lost must match the pot. If no one went in or someone had to match the pot, "
         "redeal for all.")
FOUR_DOWN = ("Deal four cards face down to each player.", DECLARE, "Each player may draw up to two cards.",
             "Showdown, high hand wins.", MATCH)
FIRST_UP_HIGH = "Of the first up cards seen, the highest is wild, as are all cards of the same rank."
COMBO = "Any two cards that add to eleven count as one wild."
NAMED = "The dealer declares one rank to be wild."
NAMED_GUTS = (NAMED, "Deal four cards face down to each player.", DECLARE, "Deal one card up to each player.",
              "If you are dealt a face up wild card, you must fold.", "Showdown, high hand wins.", MATCH)


def test_a_wild_of_cards_turned_up_where_none_is_makes_nothing_wild():
    """Every card is dealt and drawn face down: nothing turns up, so the rule names no rank."""
    program = game_program(game(*FOUR_DOWN, FIRST_UP_HIGH))
    plan = compile_wild_guts(program, 5)
    assert type(plan) is GutsPlan and plan.plain and plan.rules.plain()
    hand = PlayedHand(program, 5, deal_seed(1, 0))
    hand.run()
    assert not [e for e in hand.log.events if e.kind == "wild"]  # the simulator turns no card up either
    for index in range(15):
        seed = deal_seed(2, index)
        assert fast_outcome(plan, seed) == full_outcome(program, 5, seed)


def test_a_wild_of_cards_turned_up_beside_a_card_dealt_up_is_refused():
    program = game_program(game("Deal three cards face down to each player.", "Deal one card face up to each player.",
                                *FOUR_DOWN[1:], FIRST_UP_HIGH))
    with pytest.raises(Unplanned) as error:
        compile_wild_guts(program, 5)
    assert str(error.value) == "rule 7: a wild of the cards turned up, beside rule 2's cards dealt face up"


def test_a_wild_group_is_in_every_hands_rules():
    program = game_program(game(*FOUR_DOWN, COMBO))
    plan = plan_for(program, 6)
    assert isinstance(plan, WildGutsPlan) and not plan.plain
    assert len(plan.rules.limited) == 1 and plan.rules.wild_ranks == frozenset()


@settings(max_examples=10, deadline=None)
@given(st.integers(min_value=0, max_value=2**40), st.integers(min_value=2, max_value=7))
def test_a_wild_group_same_winners_as_the_simulator(seed, players):
    program = game_program(game(*FOUR_DOWN, COMBO))
    assert fast_outcome(plan_for(program, players), seed) == full_outcome(program, players, seed)


def test_a_wild_group_keeps_its_words_in_a_guts_game():
    """The winning hands' words name the cards that played as one wild, as the simulator's do."""
    program = game_program(game("Deal five cards face down to each player.", *FOUR_DOWN[1:], COMBO))
    fast, full = play_deals(program, 6, 5, 0, 40), play_deals(program, 6, 5, 0, 40, fast=False)
    assert any("as one wild" in words for words in fast.words.values())
    assert fast.words == full.words and summary(fast) == summary(full)


def test_limited_wilds_in_a_guts_game_for_low_are_refused():
    program = game_program(game(*FOUR_DOWN[:3], "Showdown, low hand wins.", MATCH, COMBO))
    with pytest.raises(Unplanned) as error:
        compile_wild_guts(program, 5)
    assert str(error.value) == "a low hand or declared sides with limited wild cards in a guts game"


def test_the_dealer_names_a_rank_after_every_shuffle_as_the_simulator_does():
    """Each deal of the cards (redeals too) plays under the rank the table's random numbers
    name after its shuffle: the simulator's ranks, deal for deal."""
    program = game_program(game(*NAMED_GUTS))
    plan = plan_for(program, 5)
    assert isinstance(plan, NamedWildGutsPlan)
    assert [sorted(high.wild_ranks) for high, _, _ in plan.named] == [[r] for r in range(2, 15)]
    # fives named: the four fives fold (and a joker, as wild as ever, though this deck has none)
    assert plan.named[3][2] == frozenset(4 * 3 + s for s in range(4)) | {JOKER_CODE}
    redealt = 0
    for index in range(12):
        seed = deal_seed(3, index)
        hand = PlayedHand(program, 5, seed)
        hand.run()
        named = [e.text.split(" names ")[1].split()[0] for e in hand.log.events if " names " in e.text]

        class Recording(NamingPlayer):
            ranks: list[int] = []

            def dealt_player(self, rng: random.Random) -> GutsPlayer:
                player = super().dealt_player(rng)
                self.ranks.append(next(r for r in range(2, 15) if player is self.by_rank.get(r)))
                return player

        Recording.ranks = []
        guts_deal(plan, seed, Recording(plan))
        assert [RANK_PLURALS[r] for r in Recording.ranks] == named, seed
        redealt += len(named) > 1
        assert fast_outcome(plan, seed) == full_outcome(program, 5, seed)
    assert redealt  # some deals were dealt again, under a new rank


@pytest.mark.parametrize("players", (3, 6))
def test_a_dealers_rank_same_figures_as_the_simulator(players):
    program = game_program(game(*NAMED_GUTS))
    assert summary(play_deals(program, players, 4, 0, 40)) == summary(play_deals(program, players, 4, 0, 40,
                                                                                  fast=False))


def test_a_written_rank_beside_the_dealers_is_every_deals():
    program = game_program(game("The dealer declares one rank to be wild.", *FOUR_DOWN,
                                "Sevens are wild."))
    plan = compile_named_guts(program, 4)  # a written-out rank beside it is every deal's
    assert all(7 in high.wild_ranks for high, _, _ in plan.named)


@pytest.mark.slow
@pytest.mark.skipif(not corpus.present(), reason=corpus.SKIP_REASON)
def test_corpus_wild_guts_plans_same_winners():
    """Every corpus game with one of these plans, over more deals than the corpus test's two."""
    found = set()
    for game_, program in runnable(corpus.corpus().games):
        players = odds_players(program, None)
        plan = plan_for(program, players)
        if not isinstance(plan, (WildGutsPlan, NamedWildGutsPlan)) and game_.name != "Full Monty":
            continue
        found.add(game_.name)
        for index in range(8):
            seed = deal_seed(5, index)
            assert fast_outcome(plan, seed) == full_outcome(program, players, seed), (game_.name, seed)
    assert {"Full Monty", "Alternating guts", "Two More Deadly Inches", "Balls III"} <= found


LOWEST_UP = "The lowest up card is wild, as are all others of the same rank."
DRAW_GAME = ("Deal five cards down to each player.", "Each player may draw up to three cards.",
             "Showdown, high hand wins.")


def test_a_wild_of_cards_turned_up_in_a_draw_game_where_none_is_plans_without_it():
    from dealerschoice.play.fast import DrawPlan

    program = game_program(game(*DRAW_GAME, LOWEST_UP))
    plan = plan_for(program, 5)
    assert isinstance(plan, DrawPlan) and plan.rules.plain()
    for index in range(12):
        seed = deal_seed(8, index)
        assert fast_outcome(plan, seed) == full_outcome(program, 5, seed)


def test_a_wild_of_cards_turned_up_beside_a_flip_is_not_dropped():
    from dealerschoice.play.fast.wild_guts import without_unseen_up_wilds

    program = game_program(game("Deal five cards down to each player.", "Each player flips one card face up.",
                                "Showdown, high hand wins.", LOWEST_UP))
    with pytest.raises(Unplanned) as error:
        without_unseen_up_wilds(program)
    assert str(error.value) == "rule 4: a wild of the cards turned up, beside rule 2's flip step"
