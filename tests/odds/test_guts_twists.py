"""Twists in a guts plan (`play.fast.guts_twists`): every deal the simulator's (Cahones and
variants not in the corpus), the twist's price in the pot the losers match, and the refusals
named."""

from __future__ import annotations

import pytest

from dealerschoice.play.fast import Unplanned
from dealerschoice.play.fast.guts import DECLARE, compile_guts
from dealerschoice.play.fast.guts_play import guts_deal
from dealerschoice.play.fast.guts_twists import TWIST, _price
from dealerschoice.play.odds import deal_seed, play_deals, summary
from dealerschoice.play.program import game_program
from dealerschoice.rules.steps.draw import Twist
from dealerschoice.rules.steps.vocab_money import Cost
from tests.odds.test_fast import game
from tests.odds.test_fast_guts import SETTLES, assert_same, planned

# not in the corpus: three cards, up to two twisted for double ante each
ANTES = ("Deal three cards face down to each player.",
         "Declare in/out one at a time, starting with the player to the left of the dealer.",
         "Each player may twist up to two cards for double ante each.", "Showdown, high hand wins.", SETTLES)
# not in the corpus: three cards, one twisted for the pot, the low hand wins
POT_LOW = ("Deal three cards face down to each player.", "Declare in/out one at a time, starting with the player to "
           "the left of the dealer.", "Each player may twist one card for the pot.", "Showdown, low hand wins.",
           SETTLES)


@pytest.mark.parametrize(("texts", "players"), [(ANTES, 6), (POT_LOW, 6)])
def test_every_deal_the_simulators(texts, players):
    program = game_program(game(*texts))
    plan = compile_guts(program, players)
    assert [op[0] for op in plan.ops][1:3] == [DECLARE, TWIST]
    assert_same([(None, program, players, plan)], tuple(deal_seed(5, i) for i in range(25)))
    fast, full = play_deals(program, players, 5, 0, 40), play_deals(program, players, 5, 0, 40, fast=False)
    assert summary(fast) == summary(full) and full.showdowns + full.low_showdowns > 0


def test_the_price_grows_the_pot_the_losers_match():
    """The same deals at half the price (max bet each, one chip a card, against two): the
    same players go in and twist the same cards, but some deal's pot differs, the winners
    of a redeal then choosing on other stakes."""
    dear = compile_guts(game_program(game(*ANTES)), 6)
    cheap = compile_guts(game_program(game(*ANTES[:2], "Each player may twist up to two cards for max bet each.",
                                           *ANTES[3:])), 6)
    seeds = [deal_seed(6, i) for i in range(30)]
    assert any(guts_deal(dear, s).pot != guts_deal(cheap, s).pot for s in seeds)
    firsts = [(planned(dear, s)[0][:1], planned(cheap, s)[0][:1]) for s in seeds]
    assert all(a == b for a, b in firsts)  # the first showdown of each deal is the same


@pytest.mark.parametrize(("step", "count", "pot", "chips"), [
    (Twist(2, Cost.ANTE, times=2, each=True), 2, 9, 4),
    (Twist(3, Cost.MIN_BET, each=True), 3, 9, 3),
    (Twist(2, Cost.MAX_BET), 2, 9, 1),
    (Twist(1, Cost.POT), 1, 9, 9),
    (Twist(2, Cost.POT, each=True), 2, 7, 14),
    (Twist(3, Cost.ANTE, each=True, down_card_cost=Cost.MAX_BET, down_card_times=3), 2, 9, 6),
])
def test_prices(step, count, pot, chips):
    assert _price(step, count, pot) == chips


@pytest.mark.parametrize(("texts", "message"), [
    (("Deal two cards down to each player.", "Deal one card up to each player.", "Declare in/out simultaneously.",
      "Each player may twist one card for max bet.", "Showdown, high hand wins.", SETTLES),
     "rule 4: a twist step in a guts game, after a card dealt face up"),
    (("Deal three cards down to each player.", "Declare in/out simultaneously.",
      "Each player may twist one card for max bet.", "Declare high/low simultaneously.",
      "Showdown, highest declared high hand and lowest declared low hand split the pot.", SETTLES),
     "a discard in a declared split: each player keeps for the side their cards lean to"),
])
def test_refusals_name_the_rule(texts, message):
    with pytest.raises(Unplanned) as caught:
        compile_guts(game_program(game(*texts)), 5)
    assert str(caught.value) == message
