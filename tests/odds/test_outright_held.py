"""Games won outright by the first hand of a kind in the odds' fast path
(`play.fast.outright_held`): cards dealt in turn until one matches a rank held, which goes to
its holder, repeated until someone holds N of a rank; every deal ends with no showdown, the
simulator's, seed for seed and in the tally, on games written with other kinds and bets than
the catalog's, and the refusals named."""

from __future__ import annotations

import pytest

from dealerschoice.play.fast import Unplanned
from dealerschoice.play.fast.outright_held import HeldOutrightPlan, compile_held_outright
from dealerschoice.play.mechanics.betting import Stance
from dealerschoice.play.odds import deal_seed, play_deals
from dealerschoice.play.simulate import PlayedHand
from tests.odds.test_fast import agreement_tests, program_of

MATCH = ("Deal one card to each player in turn, until two cards match in rank. Give the last card to the player who "
         "already had a card of that rank.")
BET = "Normal betting round, with the player with the high hand showing opening."
QUADS = (MATCH, BET, "Repeat the last two actions until someone gets four of a kind.",
         "The player with four of a kind takes the pot.")
TRIPS = (MATCH, "Repeat the last action until someone gets three of a kind.",
         "The player with three of a kind takes the pot.")
ALL = {"quads": QUADS, "trips": TRIPS}

# each game plans so, the simulator's tally and winners seed for seed (`test_fast.agreement_tests`)
test_each_game_plans_so, test_same_figures_as_the_simulator, test_same_winners_seed_for_seed = \
    agreement_tests(ALL, HeldOutrightPlan, most=7)


@pytest.mark.parametrize("name, count", [("quads", 4), ("trips", 3)])
def test_someone_holds_the_hand_and_takes_the_pot(name, count):
    """Each deal ends with one player holding N of a rank, paid the pot, and no showdown."""
    program = program_of(ALL[name])
    for index in range(20):
        hand = PlayedHand(program, 7, deal_seed(2, index))
        hand.piece(Stance).everyone_stays = True
        hand.run()
        assert hand.outcome.result.showdowns == []
        assert max(max(sum(1 for c in s.all() if c.rank == r) for r in range(2, 15)) for s in hand.table.seats) == count
    tally = play_deals(program, 7, 2, 0, 30)
    assert (tally.deals, tally.no_showdown, tally.showdowns, tally.forced) == (30, 30, 0, 0)


@pytest.mark.parametrize("texts, reason", [
    ((MATCH, "Repeat the last action until someone gets a straight.", "The first player with a straight wins the pot."),
     r"a pot won outright by a hand no pigeonhole makes \(straight\)"),
    (("Use a 52 card deck with one joker added.", *TRIPS), "from a deck other than one of 52 cards"),
    ((*TRIPS, "Deal five cards face down to each player.", "Showdown, high hand wins."),
     "rule 4: a deal step in a game won outright by a hand held"),
    (("Deal five cards face down to each player.", "Showdown, high hand wins."), "no pot won outright by a hand held"),
])
def test_refusals_name_the_reason(texts, reason):
    with pytest.raises(Unplanned, match=reason):
        compile_held_outright(program_of(texts), 4)
