"""Draw games whose runner-up may switch hands with the table after the showdown in the odds'
fast path (`play.fast.beat_switch`): the table's cards in nobody's hand, the showdown counted
as its record stands, a switch that beats the winner included; every deal the simulator's,
seed for seed, on games written with other counts and wild cards than the catalog's, and the
refusals named."""

from __future__ import annotations

import pytest

from dealerschoice.play.fast import DrawPlan, Unplanned
from dealerschoice.play.fast.beat_switch import compile_switch
from dealerschoice.play.mechanics.betting import Stance
from dealerschoice.play.odds import deal_seed
from dealerschoice.play.simulate import PlayedHand
from tests.odds.test_fast import agreement_tests, fast_outcome, full_outcome, program_of

SWITCH = ("Showdown, high hand wins. The second place hand may switch hands with the table cards and make a draw to "
          "see if he can beat the winner.")
FIVE = ("Deal five cards face down to each player.", "Deal five cards face down to the table.",
        "Each player may draw up to three cards (four if they show an ace).", SWITCH)
FOUR = ("Deal four cards face down to each player.", "Deal four cards face down to the table.",
        "Normal betting round, with the player to the left of the dealer opening.",
        "Each player may draw up to two cards.", SWITCH, "Deuces are wild.")
ALL = {"five": FIVE, "four": FOUR}

# each game is a draw plan, the simulator's tally and winners seed for seed (`test_fast.agreement_tests`);
# at most five players: six drawing up to four each run "five"'s deck out, which the simulator cannot play
test_each_game_is_a_draw_plan, test_same_figures_as_the_simulator, test_same_winners_seed_for_seed = \
    agreement_tests(ALL, DrawPlan, most=5)


def test_the_table_cards_are_in_no_hand():
    plan = compile_switch(program_of(FIVE), 4)
    assert plan.groups == ((0, 1, 2, 3, 4),) and not plan.board_counts


def test_a_switch_that_beats_the_winner_leaves_the_showdown_counted():
    program = program_of(FIVE)
    plan = compile_switch(program, 5)
    switched = 0
    for index in range(120):
        seed = deal_seed(3, index)
        hand = PlayedHand(program, 5, seed)
        hand.piece(Stance).everyone_stays = True
        hand.run()
        if any(e.kind == "switch" and " takes the " in e.text for e in hand.log.events):
            switched += 1
            record = hand.outcome.result.showdowns[-1]
            assert hand.outcome.winner not in record["high"]  # the runner-up took the chips, not the record
            assert fast_outcome(plan, seed) == full_outcome(program, 5, seed)
    assert switched > 0


@pytest.mark.parametrize("texts, reason", [
    (("Deal five cards face down to each player.", "Deal five cards face down to the table.", SWITCH),
     r"a runner-up switch in a game whose plan without it is not a high draw plan with table cards \(Plan\)"),
    (("Deal five cards face down to each player.", "Each player may draw up to two cards.", SWITCH),
     r"a runner-up switch in a game whose plan without it is not a high draw plan with table cards \(DrawPlan\)"),
    (("Deal five cards face down to each player.", "Showdown, high hand wins."), "no runner-up switching hands"),
])
def test_refusals_name_the_reason(texts, reason):
    with pytest.raises(Unplanned, match=reason):
        compile_switch(program_of(texts), 3)
