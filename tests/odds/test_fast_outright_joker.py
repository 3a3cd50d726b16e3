"""Games a joker dealt face up wins at once in the odds' fast path (`play.fast.outright_joker`):
a deal whose joker lies in a place dealt face up to a player ends with no showdown; a joker
dealt down or to the table wins nothing; every deal the simulator's, seed for seed, on games
written with other counts and rankings than the catalog's, and the refusals named."""

from __future__ import annotations

import random

import pytest

from dealerschoice.cards.cards import JOKER_CODE
from dealerschoice.play.fast import Unplanned
from dealerschoice.play.fast.outright_joker import JokerUpPlan, compile_joker_up
from dealerschoice.play.odds import deal_seed
from tests.odds.test_fast import agreement_tests, program_of

JOKER = "Use a 52 card deck with one joker added."
WINS = "If a player is ever dealt a face up joker, the game ends and they take the pot."
UP = "Deal one card up to each player."
STUD = (JOKER, "Deal two cards down to each player.", UP, UP, UP, "Showdown, high hand wins.", WINS)
WILD = (JOKER, "Deal one card down to each player.", UP, UP, "Showdown, high hand wins.", "Jokers are wild.", WINS)
LOW = (JOKER, "Deal two cards down to each player.", UP, UP, UP, "Showdown, low hand wins.", WINS)
BOARD = (JOKER, "Deal two cards down to each player.", UP, "Deal three cards face up to the table.",
         "Showdown, high hand wins.", WINS)
ALL = {"stud": STUD, "wild": WILD, "low": LOW, "board": BOARD}


# each game plans with its joker, the simulator's tally and winners seed for seed (`test_fast.agreement_tests`)
test_each_game_plans_with_its_joker, test_same_figures_as_the_simulator, test_same_winners_seed_for_seed = \
    agreement_tests(ALL, JokerUpPlan, tables=(2, 6), deals=80, most=7)


def test_only_a_joker_dealt_up_to_a_player_ends_the_deal():
    plan = compile_joker_up(program_of(BOARD), 3)
    assert plan.up == frozenset({6, 7, 8})  # six cards down first; the table's three after are no player's
    ups = downs = 0
    counts = plan.play([deal_seed(2, i) for i in range(400)])
    for i in range(400):
        x = list(plan.deck)
        random.Random(deal_seed(2, i)).shuffle(x)
        at = x.index(JOKER_CODE)
        ups += at in plan.up
        downs += at < 6 or 9 <= at < 12
    assert counts.no_showdown == ups and counts.deals == 400 and ups > 0 and downs > 0
    assert sum(counts.wins.values()) <= 400 - ups  # a deal that ended has no winning hand


@pytest.mark.parametrize("texts, reason", [
    ((JOKER, "Deal five cards down to each player.", "Showdown, high hand wins.", WINS),
     "a joker dealt up that wins, in a game that deals no card face up"),
    ((JOKER, "Deal two cards down to each player.", UP, "Each player may draw one card.", "Showdown, high hand wins.",
      WINS), r"a joker dealt up that wins, in a game whose plan without it is not a fixed one \(DrawPlan\)"),
])
def test_refusals_name_the_reason(texts, reason):
    with pytest.raises(Unplanned, match=reason):
        compile_joker_up(program_of(texts), 3)
