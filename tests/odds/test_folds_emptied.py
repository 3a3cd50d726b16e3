"""Games a player folds in when discards empty their hand in the odds' fast path
(`play.fast.folds_emptied`): a table card a round, every card of its rank thrown away, one
"fold" event for each round that empties a hand, until one player or none is left or the
deck holds no card more; every deal the simulator's, seed for seed and in the tally, on games
written with other counts, bets and decks than the catalog's, and the refusals named."""

from __future__ import annotations

import random

import pytest

from dealerschoice.play.fast import Unplanned
from dealerschoice.play.fast.folds_emptied import EmptiedFoldPlan, compile_emptied_folds
from dealerschoice.play.mechanics.betting import Stance
from dealerschoice.play.odds import deal_seed
from dealerschoice.play.simulate import PlayedHand
from tests.odds.test_fast import agreement_tests, codes, program_of

TABLE = "Deal one card face up to the table."
MATCH = "Discard any cards with the same rank as a table card. If you have no cards you must fold."
REANTE = MATCH + " If you still have card you must reante."
UNTIL = ("Repeat the last two actions until zero or one players are left. If one player is left, they get the pot. If "
         "no players are left, all who were in before the last table card split the pot.")
FIVE = ("Deal five cards face down to each player.", TABLE, REANTE, UNTIL)
THREE = ("Deal three cards face down to each player.", TABLE, MATCH, UNTIL)
JOKERS = ("Use a 52 card deck with two jokers added.", "Deal four cards face down to each player.", TABLE, REANTE,
          UNTIL)
ALL = {"five": FIVE, "three": THREE, "jokers": JOKERS}

# each game plans so, the simulator's tally and winners seed for seed (`test_fast.agreement_tests`)
test_each_game_plans_so, test_same_figures_as_the_simulator, test_same_winners_seed_for_seed = \
    agreement_tests(ALL, EmptiedFoldPlan, tables=(2, 4), deals=80)


@pytest.mark.parametrize("name", sorted(ALL))
def test_rounds_are_the_simulators_fold_events(name):
    program = program_of(ALL[name])
    plan = compile_emptied_folds(program, 3)
    folded = 0
    for index in range(40):
        seed = deal_seed(6, index)
        hand = PlayedHand(program, 3, seed)
        hand.piece(Stance).everyone_stays = True
        hand.run()
        x = list(plan.deck)
        random.Random(seed).shuffle(x)
        events = sum(e.kind == "fold" for e in hand.log.events)
        assert plan.rounds(x) == events, seed
        folded += events > 0
    assert folded > 0


def test_a_hand_emptied_folds_and_the_last_one_in_is_left():
    plan = compile_emptied_folds(program_of(THREE), 2)
    top = codes("Ks Kd 2c  Qh 3d 4s  2h Kc 9s")  # seat 1's cards go with the two and the king; seat 2 keeps theirs
    x = top + [c for c in plan.deck if c not in top]
    assert plan.rounds(x) == 1


@pytest.mark.parametrize("texts, reason", [
    ((*FIVE[:3], "Deal one card face down to each player.", UNTIL),
     "in a game of other than a deal, then rounds of a table card and discards matching it"),
    (("Deal five cards face down to each player.", "Deal one card face down to the table.", REANTE, UNTIL),
     "without a deal to each player and then one card up to the table"),
    (("Deal five cards face down to each player.", "Showdown, high hand wins."), "no fold for a hand emptied"),
])
def test_refusals_name_the_reason(texts, reason):
    with pytest.raises(Unplanned, match=reason):
        compile_emptied_folds(program_of(texts), 3)
