"""A guts game on a small hand split from each player's cards, then on the big ones
(`play.fast.guts_split`: Oppression): every deal the simulator's, seed for seed (who went in,
the small hands' showdown, the deals dealt again, the big hands' showdown among everyone put
back in by the re-ante, the pot left), the figures the same, and the refusals named."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards import HandRules
from dealerschoice.play.fast import Unplanned, plan_for
from dealerschoice.play.fast.guts import DEAL, DECLARE, REDEAL, SETTLE, SHOWDOWN, GutsPlan, compile_guts
from dealerschoice.play.fast.guts_play import play_guts
from dealerschoice.play.fast.guts_split import DROP_SMALL, PHASE_TWO, REVIVE, SMALL_SHOWDOWN, SPLIT, small_hand
from dealerschoice.play.odds import _plan_tally, deal_seed, play_deals, summary
from dealerschoice.play.odds_cache import runnable
from dealerschoice.play.program import game_program
from tests.odds.test_fast import game
from tests.odds.test_fast_guts import SETTLES, assert_same, planned, simulated
from tests.odds.test_guts_bets import cards

# not in the corpus: six cards split four and two, declared in turn, a bet before the big hands' showdown
FOUR_AND_TWO = ("Deal six cards face down to each player.",
                "Each player splits their cards into a hand of four cards and a hand two cards. The two card hand must "
                "contain a down card and be worse than the four card hand.",
                "Declare in/out one at a time, starting with the player to the left of the dealer.",
                "The high two card hand wins the pot", SETTLES, "Everyone must reante.", "Discard your two card hand.",
                "Normal betting round, with the player to the left of the dealer opening.", "Showdown, high hand wins.")


def oppression(seeds):
    return next(p for g, p in runnable(seeds.games) if g.name == "Oppression")


def test_oppression_same_as_the_simulator(seeds):
    program = oppression(seeds)
    plan = plan_for(program, 7)
    assert isinstance(plan, GutsPlan)
    assert [op[0] for op in plan.ops] == [DEAL, SPLIT, DECLARE, SMALL_SHOWDOWN, SETTLE, REDEAL, PHASE_TWO, REVIVE,
                                          DROP_SMALL, SHOWDOWN]
    assert plan.ops[1] == (SPLIT, 2, True)
    found = [planned(plan, deal_seed(1, i)) for i in range(25)]
    assert found == [simulated(program, 7, deal_seed(1, i)) for i in range(25)]
    # the big hands' showdown is everyone's: the re-ante puts the players who went out back in
    assert any(len(showdowns[-1][0]) == 7 for showdowns, _, _ in found)


def test_four_and_two_same_as_the_simulator():
    program = game_program(game(*FOUR_AND_TWO))
    plan = compile_guts(program, 5)
    assert plan.ops[1] == (SPLIT, 2, True) and plan.ops[-1] == (SHOWDOWN, True)
    assert_same([(None, program, 5, plan)], tuple(deal_seed(5, i) for i in range(25)))


@given(seed=st.integers(min_value=0, max_value=2**40), players=st.integers(min_value=2, max_value=7))
@settings(max_examples=15, deadline=None)
def test_any_seed_any_table_as_the_simulator(seed, players):
    program = game_program(game(*FOUR_AND_TWO))
    found = planned(compile_guts(program, players), seed)
    assert found == simulated(program, players, seed)
    showdowns, deals, pot = found
    assert deals >= 1 and pot >= 0 and all(set(won) <= set(seats) for seats, won, *_ in showdowns)


def test_figures_are_the_simulators(seeds):
    """Both showdowns of a deal counted, the small hands' pairs and high cards among them."""
    for program, players in ((oppression(seeds), 7), (game_program(game(*FOUR_AND_TWO)), 5)):
        counts = play_guts(compile_guts(program, players), range(deal_seed(3, 0), deal_seed(3, 60)))
        fast, full = _plan_tally(counts), play_deals(program, players, 3, 0, 60, fast=False)
        assert (fast.deals, fast.showdowns, fast.high, fast.high_keys, fast.split, fast.no_showdown) == \
            (full.deals, full.showdowns, full.high, full.high_keys, full.split, full.no_showdown)
        assert full.showdowns > full.deals and summary(play_deals(program, players, 3, 0, 60)) == summary(full)


def test_the_small_hand_stays_below_the_big_one():
    """Aces and kings: the kings go small (the aces would not stay below the kings); no rule
    to stay below: the aces go small."""
    held = cards("As Ad Kc Kd 7h 3s 2c")
    assert sorted(small_hand(held, 2, True, HandRules())) == sorted(cards("Kc Kd"))
    assert sorted(small_hand(held, 2, False, HandRules())) == sorted(cards("As Ad"))


@pytest.mark.parametrize(("texts", "reason"), [
    ((*FOUR_AND_TWO[:7], "Deal one card down to each player.", *FOUR_AND_TWO[7:]),
     "rule 8: a deal step after the redeal of a split guts game"),
    ((*FOUR_AND_TWO[:6], *FOUR_AND_TWO[7:]), "rule 8: a showdown of the big hands with the small ones still held"),
    (("Deal six cards face down to each player.", "Each player splits their cards into a hand of three cards and a "
      "hand two cards.", *FOUR_AND_TWO[2:]),
     "rule 2: a split into 3 and 2 cards of 6 in a guts game (or beside table cards)"),
])
def test_what_the_plan_cannot_follow_is_refused(texts, reason):
    with pytest.raises(Unplanned) as caught:
        compile_guts(game_program(game(*texts)), 5)
    assert str(caught.value) == reason


# not in the corpus: Advanced Oppression's shape with six cards, four and two, a draw of up to two
SHUFFLED_BACK = (*FOUR_AND_TWO[:7], "Shuffle any discarded cards back into the deck.",
                 "Each player may draw up to two cards.", "Showdown, high hand wins.")


def test_the_small_hands_shuffled_back_and_a_draw_of_the_big_ones():
    """The two card hands thrown go back into the deck, shuffled by the table's random
    numbers, before the big hands' draw: every deal the simulator's, and some deal's big
    showdown differs from the same game with the small hands kept out of the deck."""
    program = game_program(game(*SHUFFLED_BACK))
    plan = compile_guts(program, 6)
    codes = [op[0] for op in plan.ops]
    assert codes[-5:] == [DROP_SMALL, "shuffle-back", "discard", "draw", SHOWDOWN]
    seeds = tuple(deal_seed(6, i) for i in range(25))
    assert_same([(None, program, 6, plan)], seeds)
    fast, full = play_deals(program, 6, 6, 0, 40), play_deals(program, 6, 6, 0, 40, fast=False)
    assert summary(fast) == summary(full)
    kept_out = compile_guts(game_program(game(*SHUFFLED_BACK[:7], *SHUFFLED_BACK[8:])), 6)
    assert any(planned(plan, s) != planned(kept_out, s) for s in seeds)
