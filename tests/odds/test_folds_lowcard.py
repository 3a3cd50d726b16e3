"""Games decided by folding the players whose cards are lower than the table's in the odds' fast
path (`play.fast.folds_lowcard`): one "fold" round per table card compared, until one player
is left or nobody is (the hand dealt again, as the table gathers and shuffles it); every
deal the simulator's, seed for seed and in the tally, on games written with other counts and
places than the catalog's, and the refusals named."""

from __future__ import annotations

import pytest

from dealerschoice.play.fast import Unplanned
from dealerschoice.play.fast.folds_lowcard import LowCardFoldPlan, compile_low_card_folds
from dealerschoice.play.mechanics.betting import Stance
from dealerschoice.play.odds import deal_seed
from dealerschoice.play.simulate import PlayedHand
from tests.odds.test_fast import agreement_tests, program_of


def compare(end: str) -> str:
    return (f"Any player whose {end} card is lower than the table's {end} card must fold. Continue checking nth {end} "
            "cards and folding players until last player takes it, or everyone is out and redeal for all.")


FOUR = ("Deal four cards face down to each player.", "Deal four cards face up to the table.", compare("lowest"))
HIGHEST = ("Deal three cards face down to each player.",
           "Normal betting round, with the player to the left of the dealer opening.",
           "Deal three cards face up to the table.", compare("highest"))
JOKER = ("Use a 52 card deck with one joker added.", "Deal two cards face down to each player.",
         "Deal one card face down to the table.", "Deal two cards face up to the table.", compare("lowest"))
ALL = {"four": FOUR, "highest": HIGHEST, "joker": JOKER}

# each game plans so, the simulator's tally and winners seed for seed (`test_fast.agreement_tests`)
test_each_game_plans_so, test_same_figures_as_the_simulator, test_same_winners_seed_for_seed = \
    agreement_tests(ALL, LowCardFoldPlan, deals=80, most=7)


@pytest.mark.parametrize("name", sorted(ALL))
def test_rounds_are_the_simulators_fold_events_redeals_and_all(name):
    program = program_of(ALL[name])
    plan = compile_low_card_folds(program, 3)
    redealt = 0
    for index in range(60):
        seed = deal_seed(4, index)
        hand = PlayedHand(program, 3, seed)
        hand.piece(Stance).everyone_stays = True
        hand.run()
        assert plan.rounds(seed) == sum(e.kind == "fold" for e in hand.log.events), seed
        redealt += any(e.kind == "redeal" for e in hand.log.events)
    assert redealt > 0  # everyone out in some deal: the table gathered and dealt again


def test_the_places_are_laid_as_dealt():
    plan = compile_low_card_folds(program_of(JOKER), 2)
    # two each, one table card down (compared with nothing), two up
    assert (plan.own, plan.shown, plan.laid, plan.used, plan.highest) == (((0, 1), (2, 3)), (5, 6), (4, 5, 6), 7, False)
    assert compile_low_card_folds(program_of(HIGHEST), 2).highest


@pytest.mark.parametrize("texts, reason", [
    ((*FOUR, "Showdown, high hand wins."), "rule 4: a showdown step after the cards are compared with the table's"),
    (("Deal four cards face down to each player.", "Deal four cards face down to the table.", compare("lowest")),
     "no table card face up to compare with"),
    (("Deal four cards face down to each player.", "Each player may draw up to two cards.",
      "Deal two cards face up to the table.", compare("lowest")), "rule 2: a discard step beside a comparison"),
    (("Deal four cards face down to each player.", "Showdown, high hand wins."),
     "no comparison of the players' cards with the table's"),
])
def test_refusals_name_the_reason(texts, reason):
    with pytest.raises(Unplanned, match=reason):
        compile_low_card_folds(program_of(texts), 3)
