"""A buy-back-in where nobody folds (`play.fast.forced.compile_no_buy_back`): the plan is the
plan of the game without the rule, every deal's winners the simulator's, and a game that
may fold a player refused."""

from __future__ import annotations

import pytest

from dealerschoice.play.fast import Unplanned, compile_plan
from dealerschoice.play.fast.forced import compile_no_buy_back
from dealerschoice.play.odds import deal_seed
from dealerschoice.play.program import game_program
from tests.odds.test_fast import fast_outcome, full_outcome, game

BACK_IN = "If you folded, you can match the pot to get your cards back and get back into the game."
# not in the corpus: two down, three common, the buy-back, two more common cards
BOARD = ("Deal two cards down to each player.", "Deal three common cards face up to the table.", BACK_IN,
         "Deal two common cards face up to the table.", "Showdown, high hand wins.", "Fours are wild.")


def test_nobody_folds_so_nobody_buys_back():
    program = game_program(game(*BOARD))
    plan = compile_no_buy_back(program, 6)
    assert plan == compile_plan(game_program(game(*BOARD[:2], *BOARD[3:])), 6)
    assert plan.seats[0] == ((0, 1, 12, 13, 14, 15, 16),)
    for seed in (deal_seed(4, i) for i in range(30)):
        assert fast_outcome(plan, seed) == full_outcome(program, 6, seed)


def test_a_game_that_may_fold_a_player_is_refused():
    texts = ("Deal three cards down to each player.", "Declare in/out simultaneously.", BACK_IN,
             "Showdown, high hand wins.",
             "Anyone who went in and lost must match the pot. If no one went in or someone had to match the pot, "
             "redeal for all.")
    with pytest.raises(Unplanned) as caught:
        compile_no_buy_back(game_program(game(*texts)), 5)
    assert str(caught.value) == "a buy-back-in in a game whose plan is none or may fold a player (GutsPlan)"
    with pytest.raises(Unplanned) as caught:
        compile_no_buy_back(game_program(game(*BOARD[:2], *BOARD[3:])), 5)
    assert str(caught.value) == "no buy-back-in step"
