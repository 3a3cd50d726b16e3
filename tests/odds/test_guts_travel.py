"""A table card travelling round the table in a guts plan (`play.fast.guts_travel`): each deal
the simulator's (Buddha's Folly and variants not in the corpus), the card each player gives
for it the simulator players' own choice, and the refusals named."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards import Card, HandRules
from dealerschoice.play import policies
from dealerschoice.play.fast import Unplanned
from dealerschoice.play.fast.guts import DECLARE, compile_guts
from dealerschoice.play.fast.guts_play import GutsPlayer
from dealerschoice.play.fast.guts_travel import TRAVEL, _given
from dealerschoice.play.odds import deal_seed, play_deals, summary
from dealerschoice.play.program import game_program
from tests.odds.test_fast import game
from tests.odds.test_fast_guts import SETTLES, assert_same, planned

TRAVELS = ("Deal one face up table card to the player to the dealer's left.",
           "The player with the table card may take it and replace it with a card from their hand.",
           "Pass the table card one player to the left.",
           "Repeat the last two actions until the table card goes all the way around without getting replaced.")
# not in the corpus: four cards, the card passed two players to the right, sevens wild
RIGHT = ("Deal four cards face down to each player.", TRAVELS[0], TRAVELS[1],
         "Pass the table card two players to the right.", TRAVELS[3], "Declare in/out simultaneously.",
         "Showdown, high hand wins.", SETTLES, "Sevens are wild.")
# not in the corpus: three cards, no draw
THREES = ("Deal three cards face down to each player.", *TRAVELS, "Declare in/out simultaneously.",
          "Showdown, high hand wins.", SETTLES)


def test_the_four_rules_are_one_op():
    plan = compile_guts(game_program(game(*RIGHT)), 5)
    assert plan.ops[1] == (TRAVEL, 4, -2) and plan.ops[2][0] == DECLARE
    assert compile_guts(game_program(game(*THREES)), 6).ops[1] == (TRAVEL, 4, 1)


@pytest.mark.parametrize(("texts", "players"), [(RIGHT, 5), (THREES, 6)])
def test_every_deal_the_simulators(texts, players):
    """The swaps change the hands the declarations and showdowns read, and the card, out of
    play, goes into the discards a redeal gathers: every deal, redeals and all, the simulator's."""
    program = game_program(game(*texts))
    plan = compile_guts(program, players)
    assert_same([(None, program, players, plan)], tuple(deal_seed(7, i) for i in range(25)))
    fast, full = play_deals(program, players, 7, 0, 40), play_deals(program, players, 7, 0, 40, fast=False)
    assert summary(fast) == summary(full) and full.showdowns > 0


def test_the_table_card_changes_hands():
    """Three cards and the card round the table: some player takes it, so the showdowns of
    some deals differ from the same deal without the travelling card."""
    with_card = compile_guts(game_program(game(*THREES)), 6)
    without = compile_guts(game_program(game(THREES[0], *THREES[5:])), 6)
    seeds = [deal_seed(9, i) for i in range(20)]
    assert any(planned(with_card, s)[0] != planned(without, s)[0] for s in seeds)


_CODES = st.lists(st.integers(min_value=0, max_value=51), min_size=3, max_size=6, unique=True)


@given(_CODES)
@settings(max_examples=200, deadline=None)
def test_the_card_given_is_the_simulator_players(codes):
    """With no wild card, the lowest card whose loss leaves the best score: what
    `policies.worst` gives up, for every hand size the plan scores itself and the others."""
    plan = compile_guts(game_program(game(*THREES)), 6)
    player = GutsPlayer(plan)
    *hand, card = codes
    [worst] = policies.worst([Card(c) for c in hand + [card]], 1, [], HandRules())
    assert _given(player, hand, card) == int(worst)


@pytest.mark.parametrize(("texts", "message"), [
    (("Deal three cards face down to each player.", TRAVELS[0], TRAVELS[1], TRAVELS[2],
      "Declare in/out simultaneously.", "Showdown, high hand wins.", SETTLES),
     "a travelling table card with no repeat until it goes all the way around"),
    (("Deal three cards face down to each player.",
      "Deal one face up table card to the player with the high hand showing.", *TRAVELS[1:],
      "Declare in/out simultaneously.", "Showdown, high hand wins.", SETTLES),
     "rule 2: a deal of 1 card to the high-showing in a guts game"),
])
def test_refusals_name_the_rule(texts, message):
    with pytest.raises(Unplanned) as caught:
        compile_guts(game_program(game(*texts)), 5)
    assert str(caught.value) == message
