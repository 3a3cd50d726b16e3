"""Twists nobody takes beside a wild of each player's own hole card
(`play.fast.hole_wilds_twists`): the holder of a wild of their own has a pair at least, and a
high player twists only from no pair, so the game plans as the wild plan of the game without
its twists, the simulator's seed for seed."""

from __future__ import annotations

import pytest

from dealerschoice.play.fast import Unplanned, plan_for
from dealerschoice.play.fast.hole_wilds_twists import compile_untaken_twists
from dealerschoice.play.fast.wilds_plan import WildPlan
from dealerschoice.play.mechanics.betting import Stance
from dealerschoice.play.odds import deal_seed
from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import PlayedHand
from tests.odds.corpus_agreement import assert_same_as_simulator, corpus_games
from tests.odds.test_fast import agreement_tests, game
from tests.rules import corpus

STUD = ("Deal one card down to each player.", "Deal one card face up to each player.",
        "Deal one card face up to each player.", "Deal one card face up to each player.")
ONE = "Each player may twist one card for max bet."
TWO = "Each player may twist up to two cards for max bet each."
HIGH = "Showdown, high hand wins."
LOWEST = "Your low hole card is wild for you, as are all cards of the same rank."
HIGHEST = "Your highest hole card and all cards of the same rank are wild for you."
GAMES = {
    "lowest, one twist": (*STUD, ONE, HIGH, LOWEST),
    "highest, two twists": (*STUD, TWO, "Deal one card down to each player.", ONE, HIGH, HIGHEST),
    "lowest and fives, two twists": (*STUD, TWO, HIGH, LOWEST, "Fives are wild."),
}


def program_of(name: str):
    return game_program(game(*GAMES[name]))


@pytest.mark.parametrize("name", sorted(GAMES))
def test_each_game_plans_without_its_twists(name):
    plan = plan_for(program_of(name), 5)
    assert isinstance(plan, WildPlan)
    assert all(not table for table, _, _ in plan.moves)
    assert sum(count for _, count, _ in plan.moves) == (5 if name.startswith("highest") else 4)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_simulator_twists_no_card(name):
    program = program_of(name)
    for seed in range(12):
        hand = PlayedHand(program, 5, seed)
        hand.piece(Stance).everyone_stays = True
        hand.run()
        twists = [e.text for e in hand.log.events if e.text.startswith("Twists:")]
        assert twists and all(t.count("does not twist") == 5 for t in twists), (seed, twists)


# the simulator's tally and winners seed for seed (`test_fast.agreement_tests`; each game's plan: above)
_, test_same_figures_as_the_simulator, test_same_winners_as_the_simulator = \
    agreement_tests(GAMES, WildPlan, tables=(5,), deals=60, most=7)


@pytest.mark.parametrize("texts, reason", [
    ((*STUD, ONE, "Showdown, high and low hands split the pot.", LOWEST),
     "rule 6: a high-low showdown beside twists (a player may play for low)"),
    (("Deal one card face up to each player.", "Deal one card down to each player.", ONE, HIGH, LOWEST), None),
    (("Deal two cards face up to each player.", ONE, "Deal one card down to each player.", HIGH, LOWEST),
     "rule 2: a twist a player may take (a card added, or too few dealt down before)"),
    (("Use a 52 card deck with one joker added.", *STUD, ONE, HIGH, LOWEST),
     "twists beside a hole card wild in a deck with jokers (a hole card may be no card)"),
    ((*STUD, ONE, HIGH, "Your lowest up card is wild for you, as are all cards of the same rank."),
     "twists without a wild of each player's own hole card"),
    ((*STUD, ONE, "Each player may draw up to two cards.", HIGH, LOWEST),
     "rule 6: a discard step beside twists and a hole card wild"),
])
def test_refusals_name_the_reason(texts, reason):
    program = game_program(game(*texts))
    if reason is None:
        assert isinstance(compile_untaken_twists(program, 3), WildPlan)
        return
    with pytest.raises(Unplanned) as refused:
        compile_untaken_twists(program, 3)
    assert str(refused.value) == reason


@pytest.mark.skipif(not corpus.present(), reason=corpus.SKIP_REASON)
def test_low_in_the_hole_with_a_twist_same_as_the_simulator():
    (program,) = corpus_games(names={"Low in the Hole with a Twist"}).values()
    assert_same_as_simulator("Low in the Hole with a Twist", program, WildPlan, [deal_seed(5, i) for i in range(30)], deals=60)
