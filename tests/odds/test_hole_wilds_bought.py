"""Plans for wilds wild only as held, some bought at the showdown (`play.fast.hole_wilds_bought`):
"Fives are wild in the hole. If you get one face up you must pay ante to make it wild." The
simulator's, seed for seed (the same winners and winning hands, the same figures), on games
written with other ranks and prices than the catalog's; a priced wild is bought exactly where it
improves the hand, in the order written."""

from __future__ import annotations

import pytest

from dealerschoice.cards.cards import Card
from dealerschoice.play.fast import Unplanned, plan_for
from dealerschoice.play.fast.hole_wilds import compile_hole_wilds
from dealerschoice.play.fast.hole_wilds_bought import BoughtTable, BoughtWildPlan, compile_bought_wilds
from dealerschoice.play.odds import deal_seed
from dealerschoice.play.program import game_program
from tests.odds.corpus_agreement import assert_same_as_simulator, corpus_games
from tests.odds.test_fast import agreement_tests, game
from tests.rules import corpus

STUD = ("Deal two cards down to each player.", "Deal one card face up to each player.",
        "Deal one card face up to each player.", "Deal one card face up to each player.",
        "Deal one card face up to each player.", "Deal one card down to each player.")
HIGH, LOW, HIGH_LOW = ("Showdown, high hand wins.", "Showdown, low hand wins.",
                       "Showdown, high and low hands split the pot.")
FIVES = "Fives are wild in the hole. If you get one face up you must pay ante to make it wild."
EIGHTS = "Eights are wild in the hole. If you get one face up, you must pay max bet to make it wild."
JACKS = "Jacks are wild in the hole."
GAMES = {
    "fives and eights, high": (*STUD, HIGH, FIVES, EIGHTS),
    "fives, high-low": (*STUD, HIGH_LOW, FIVES),
    "jacks in the hole, low": (*STUD, LOW, JACKS),
    "jacks and eights, high": (*STUD, HIGH, JACKS, EIGHTS),
}


def program_of(name: str):
    return game_program(game(*GAMES[name]))


def codes(text: str) -> tuple[int, ...]:
    return tuple(int(Card.parse(c)) for c in text.split())


@pytest.mark.parametrize("name", sorted(GAMES))
def test_each_game_plans_its_held_wilds(name):
    assert isinstance(plan_for(program_of(name), 5), BoughtWildPlan)


def test_the_cards_held_up_and_the_rules_bought():
    plan = plan_for(program_of("fives and eights, high"), 3)
    # seat 1: places 0, 1 down, then 6, 9, 12, 15 up, 18 down
    assert plan.seats[0] == ((0, 1, 6, 9, 12, 15, 18),)
    assert plan.ups[0] == (False, False, True, True, True, True, False)
    assert [(h.up, h.bought) for h in plan.held] == [(False, False), (True, True), (False, False), (True, True)]


def test_a_priced_wild_is_bought_only_where_it_improves_the_hand():
    table = BoughtTable(plan_for(program_of("fives and eights, high"), 3))
    ups = (False, False, True, True, True, True, False)
    # the five in the hole is wild; the five up makes four kings and a wild five kings: bought
    rules = table.rules_of(codes("5s Ah 5h Kd Kc Ks 2c"), ups)
    assert rules.wild_cards == {Card.parse("5s"), Card.parse("5h")}
    # four aces and the wild five are five aces already: the five up is not bought
    rules = table.rules_of(codes("5s Ah 5h Ad Ac As 2c"), ups)
    assert rules.wild_cards == {Card.parse("5s")}
    # an eight up bought after the five up: each by the hand as the rules before left it
    rules = table.rules_of(codes("2s 3h 5h 8d Kc Ks 2c"), ups)
    assert rules.wild_cards == {Card.parse("5h"), Card.parse("8d")}


def test_a_wild_in_the_hole_is_no_wild_face_up():
    table = BoughtTable(plan_for(program_of("jacks in the hole, low"), 3))
    ups = (False, False, True, True, True, True, False)
    assert table.rules_of(codes("Js 4h Jh Kd Kc 9s 2c"), ups).wild_cards == {Card.parse("Js")}
    assert table.rules_of(codes("4s 4h Jh Kd Kc 9s Jc"), ups).wild_cards == {Card.parse("Jc")}


# the simulator's tally and winners seed for seed (`test_fast.agreement_tests`; each game's plan: above)
_, test_same_figures_as_the_simulator, test_same_winners_as_the_simulator = \
    agreement_tests(GAMES, BoughtWildPlan, tables=(6,), deals=60, most=7)


@pytest.mark.parametrize("texts, reason", [
    ((*STUD, "Each player flips over one down card of their choice.", HIGH, FIVES),
     "rule 7: a flip step beside held wilds (a card held another way)"),
    ((*STUD, "Deal one card face up to the table.", HIGH, FIVES),
     "held wilds beside table cards or a Use rule (a price is judged on all of a seat's cards)"),
    ((*STUD, HIGH, FIVES, "Kings are wild."), "rule 9: a wild held any way beside held wilds"),
    ((*STUD, "Each player may draw up to three cards.", HIGH, FIVES), "held wilds in a game of choices"),
])
def test_refusals_name_the_reason(texts, reason):
    with pytest.raises(Unplanned) as refused:
        compile_bought_wilds(game_program(game(*texts)), 4)
    assert str(refused.value) == reason


def test_every_plan_of_hole_wilds_says_why_it_refuses():
    with pytest.raises(Unplanned) as refused:
        compile_hole_wilds(game_program(game(*STUD, HIGH, "Kings are wild.")), 4)
    assert str(refused.value) == ("no wild a hand may play only so many of; no wild held face up or down, or bought; "
                                  "no flip of cards picked at random; no twist")


@pytest.mark.slow
@pytest.mark.skipif(not corpus.present(), reason=corpus.SKIP_REASON)
def test_corpus_held_wilds_same_as_the_simulator():
    found = corpus_games(kind=BoughtWildPlan)
    assert "Three Six Nine" in found
    for name, program in found.items():
        assert_same_as_simulator(name, program, BoughtWildPlan, [deal_seed(5, i) for i in range(30)], deals=60)
