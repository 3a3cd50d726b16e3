"""The simulator's invariants for the games the draws, choices, offers, buying and money rules
of issue 17 make runnable, at any seed and 2-7 players: no card lost or dealt twice (the
discards reshuffled included), every hand the size the rules say, every chip accounted for
(the simulator checks all three after every rule and raises SimulationError), and the
ledger balanced at the end. A table the deck cannot serve may stop at the rule that runs
out of cards, with that reason, and nothing else may stop a game."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.play.program import NotRunnable
from tests.play.played_rules import balanced, play
from tests.rules.corpus import SKIP_REASON, present

pytestmark = pytest.mark.skipif(not present(), reason=SKIP_REASON)

# draws and bounds, the reshuffle, draw-back, takes, table discards, auctions, offers,
# settlements, buying, cards dealt "if they want it", twists: corpus games by id
GAMES = (806, 1020, 81, 1131, 818, 815, 288, 87, 459, 289, 414, 804, 480, 108, 481, 636, 830, 834, 483, 644,
         337, 340, 758, 361, 779, 335, 981, 258, 675, 151, 679, 8, 379, 380, 386, 790, 50, 304, 514, 691)


@settings(max_examples=150, deadline=None)
@given(game_id=st.sampled_from(GAMES), players=st.integers(2, 7), seed=st.integers(0, 10**6))
def test_cards_hand_sizes_and_chips_hold_for_any_seed_and_table(game_id, players, seed):
    try:
        hand = play(game_id, players, seed)
    except NotRunnable as error:
        assert "the deck runs out" in str(error), (game_id, players, seed, str(error))
        return
    assert balanced(hand), (game_id, players, seed)
    assert hand.pot_total >= players  # everyone anted: chips went in and all came out again


# opening hands and the redeal when nobody opens, repeats until a bet or a claim, folds for
# cards held together, cards taken for a card dealt, extra cards, legs
LATER_GAMES = (52, 433, 435, 436, 437, 438, 440, 809, 733, 984, 276, 505, 844, 25, 172, 199, 619, 195, 212, 175, 587,
               468, 31, 828, 424, 807)


@settings(max_examples=150, deadline=None)
@given(game_id=st.sampled_from(LATER_GAMES), players=st.integers(2, 7), seed=st.integers(0, 10**6))
def test_the_later_rules_hold_the_invariants_too(game_id, players, seed):
    try:
        hand = play(game_id, players, seed)
    except NotRunnable as error:
        assert "the deck runs out" in str(error), (game_id, players, seed, str(error))
        return
    assert balanced(hand), (game_id, players, seed)
    assert hand.pot_total >= players
