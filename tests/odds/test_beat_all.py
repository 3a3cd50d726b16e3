"""Games whose winner must win every one of their split hands in the odds' fast path
(`play.fast.beat_all`): the cards split as the simulator's players split them, each hand of a
size judged against the others', nobody best in every size dealt again; two jokers both in
the small pile, as the simulator marks its piles by card; every deal the simulator's, seed for
seed, on games written with other sizes, decks and wild cards than the catalog's, and the
refusals named."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards.cards import CARD_BY_CODE
from dealerschoice.play import policies
from dealerschoice.play.fast import Unplanned
from dealerschoice.play.fast.beat_all import MustWinAllPlan, compile_must_win_all
from dealerschoice.play.fast.run import PlanCounts, scorer
from dealerschoice.play.mechanics.betting import Stance
from dealerschoice.play.odds import deal_seed
from dealerschoice.play.simulate import PlayedHand
from tests.odds.test_fast import agreement_tests, codes, program_of


def splits(big: str) -> str:
    return (f"Each player splits their cards into a hand of {big} cards and a hand two cards. The two card hand must "
            f"contain a down card and be worse than the {big} card hand.")


def wins_both(big: str) -> str:
    return f"You must win the {big} card hand and the two card hand to win the pot."


BET = "Normal betting round, with the player with the high hand showing opening."
AGAIN = "If no one beats the qualifier, redeal for all."
SIX = ("Deal six cards face down to each player.", splits("four"), BET, "Showdown, high hand wins.", wins_both("four"),
       AGAIN, "Deuces are wild.")
BUGS = ("Use a normal 52 card deck with two jokers added.", "Deal seven cards face down to each player.", splits("five"),
        "Each players simultaneously flips the top card of their five card hand.", BET, "Showdown, high hand wins.",
        wins_both("five"), AGAIN, "The jokers are bugs. Bugs can be used to complete a straight or a flush, or as an ace.")
PLAIN = ("Deal seven cards face down to each player.", splits("five"), "Showdown, high hand wins.", wins_both("five"),
         AGAIN)
ALL = {"six": SIX, "bugs": BUGS, "plain": PLAIN}

# each game plans so, the simulator's tally and winners seed for seed (`test_fast.agreement_tests`)
test_each_game_plans_so, test_same_figures_as_the_simulator, test_same_winners_seed_for_seed = \
    agreement_tests(ALL, MustWinAllPlan, most=7)


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=0, max_value=2**32), st.sampled_from(sorted(ALL)))
def test_the_split_is_the_simulator_players(seed, name):
    """The plan's split, on its remembered scores, is `policies.split_hands`' on the evaluator's,
    the piles then marked by card as `moves.split` marks them."""
    plan = compile_must_win_all(program_of(ALL[name]), 2)
    cards = [plan.deck[i] for i in random.Random(seed).sample(range(len(plan.deck)), plan.dealt)]
    _, little = policies.split_hands([CARD_BY_CODE[c] for c in cards], plan.small, plan.split_rules, plan.lower)
    chosen = {int(c) for c in little}
    assert plan.piles(cards) == (tuple(c for c in cards if c not in chosen), tuple(c for c in cards if c in chosen))


def test_a_second_joker_goes_with_the_first():
    plan = compile_must_win_all(program_of(BUGS), 2)
    cards = codes("5c 7h 8d 9c Jk Js Jk")
    big, little = plan.piles(cards)
    assert len(little) == 3 and little.count(codes("Jk")[0]) == 2 and sorted(big) == sorted(codes("5c 7h 8d 9c"))


def test_the_winner_is_best_in_every_size_or_the_hand_is_dealt_again():
    program = program_of(PLAIN)
    plan = compile_must_win_all(program, 4)
    redealt = 0
    for index in range(60):
        seed = deal_seed(7, index)
        hand = PlayedHand(program, 4, seed)
        hand.piece(Stance).everyone_stays = True
        hand.run()
        again = sum(e.kind == "redeal" for e in hand.log.events)
        redealt += again > 0
        counts = PlanCounts()
        found = plan._count(counts, seed, scorer(plan.rules, plan.deck, 7))
        record = hand.outcome.result.showdowns[-1]
        assert found.winners == tuple(record["high"]) and sum(counts.wins.values()) == (1 if record["high"] else 0)
    assert redealt > 0


@pytest.mark.parametrize("texts, reason", [
    (("Deal seven cards face down to each player.", splits("five"), "Showdown, high hand wins.", wins_both("five")),
     "a win of every hand without one split of the cards dealt, a showdown and its redeal"),
    (("Deal seven cards face down to each player.", splits("five"), "Each player may draw up to two cards.",
      "Showdown, high hand wins.", wins_both("five"), AGAIN), "rule 3: a discard step beside a win of every hand"),
    (("Deal seven cards face down to each player.", "Showdown, high hand wins."),
     "no rule that the winner must win every hand"),
])
def test_refusals_name_the_reason(texts, reason):
    with pytest.raises(Unplanned, match=reason):
        compile_must_win_all(program_of(texts), 3)
