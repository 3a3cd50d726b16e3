"""Rules that read as folds or hidden cards but move no card where nobody chooses, in the odds'
fast path (`play.fast.plan`): "Everyone must reante or fold." (the simulator's players all
ante again: `money.ante`) and a card held facing out, seen by everyone but its holder
("You may not look at this card, but you must show it to all other players."), in a fixed
deal; every deal the simulator's, seed for seed, on games written with other counts than
the catalog's, and the refusal where a player would choose on what they see."""

from __future__ import annotations

import pytest

from dealerschoice.play.fast import Plan, Unplanned, compile_plan
from tests.odds.test_fast import agreement_tests, program_of

REANTE = "Everyone must reante or fold."
FACING_OUT = "Deal one card down to each player. You may not look at this card, but you must show it to all other players."
HOLD = ("Deal two cards down to each player.", REANTE, "Deal three common cards face up to the table.", REANTE,
        "Deal one common card face up to the table.", "Showdown, high hand wins.")
STUD = ("Deal one card down to each player.", REANTE, "Deal one card up to each player.", REANTE,
        "Deal one card up to each player.", "Showdown, low hand wins.")
BLIND = ("Deal one card down to each player.", FACING_OUT, "Deal three common cards face up to the table.",
         "Showdown, high hand wins.", "Sevens are wild.")
BLIND_STUD = (FACING_OUT, FACING_OUT, "Deal two cards up to each player.", "Showdown, high-low split.")
ALL = {"hold": HOLD, "stud": STUD, "blind": BLIND, "blind stud": BLIND_STUD}

# each game is a fixed plan, the simulator's tally and winners seed for seed (`test_fast.agreement_tests`)
test_each_game_is_a_fixed_plan, test_same_figures_as_the_simulator, test_same_winners_seed_for_seed = \
    agreement_tests(ALL, Plan, most=7)


def test_the_cards_held_facing_out_are_the_holders_hand():
    plan = compile_plan(program_of(BLIND), 2)
    # one down each, one facing out each, then the three common cards
    assert plan.seats == (((0, 2, 4, 5, 6),), ((1, 3, 4, 5, 6),))


def test_a_card_facing_out_in_a_draw_is_refused():
    program = program_of(("Deal four cards down to each player.", FACING_OUT, "Each player may draw up to two cards.",
                          "Showdown, high hand wins."))
    with pytest.raises(Unplanned, match="^rule 2: a shown-to-others step$"):
        compile_plan(program, 3)
