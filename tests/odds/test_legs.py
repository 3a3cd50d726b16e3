"""Legs in the odds' fast path (`play.fast.legs`): every hand of a game played for legs the
simulator's, seed for seed (each showdown's winners, their hand, a wild card in it), the
game ending where the simulator's does, and the figures the same."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.play.fast import Unplanned, plan_for
from dealerschoice.play.fast.legs import LegsPlan, compile_legs
from dealerschoice.play.mechanics.betting import Stance
from dealerschoice.play.mechanics.flow import MAX_CYCLES
from dealerschoice.play.odds import deal_seed, play_deals, summary
from dealerschoice.play.program import NotRunnable, game_program
from dealerschoice.play.simulate import PlayedHand
from tests.odds.test_fast import game
from tests.odds.test_fast_guts import compiled_games
from tests.rules import corpus

SEEDS = tuple(deal_seed(1, i) for i in range(8))
# not in the corpus: four cards, a draw of up to two, two legs take the pot
TWO_LEGS = ("Deal four cards face down to each player.", "Each player may draw up to two cards.",
            "High hand gets a leg, but the pot stays.",
            "Repeat the last three actions until someone gets two legs. They get the pot.")
# not in the corpus: jacks wild, three legs in four consecutive games
WITHIN = ("Deal five cards face down to each player.", "Each player may draw up to three cards.",
          "High hand gets a leg, but the pot stays.",
          "Repeat the last three actions until someone gets three legs in four consecutive games. They get the pot.",
          "Jacks are wild.")


def simulated(program, players: int, seed: int):
    """The simulator's game, everyone staying: per hand (its winning score as the plan packs
    it, a winner used a wild card, the winning seats); None when the deck runs out."""
    hand = PlayedHand(program, players, seed)
    hand.piece(Stance).everyone_stays = True
    try:
        hand.run()
    except NotRunnable:
        return None
    found = []
    for record in hand.outcome.result.showdowns:
        won, hands = tuple(record["high"]), record["hands"]
        key = hands[won[0]][0].key
        score = key[0] << 20 | sum(r << (16 - 4 * i) for i, r in enumerate(key[1:6]))
        found.append((score, any(hands[n][0].wilds for n in won), won))
    return found


def assert_same(found, seeds=SEEDS) -> None:
    for game_, program, players, plan in found:
        for seed in seeds:
            assert plan.hands(seed) == simulated(program, players, seed), (game_.name, seed)


@pytest.mark.slow
@pytest.mark.skipif(not corpus.present(), reason=corpus.SKIP_REASON)
def test_corpus_legs_games_same_as_the_simulator():
    found = compiled_games(corpus.corpus().games, compile_legs)
    # 5 in session 9: three, two and three legs, low ball with two draws, two legs in three games
    assert {g.name for g, *_ in found} >= {"Three Legged Race", "Three Legged Low Ball Double Draw",
                                           "Double Legged Poker", "Triple Legged Poker", "Mortgaged"}
    assert all(plan_for(program, players) == plan for _, program, players, plan in found)
    assert_same(found)


def test_two_legs_take_the_pot():
    """Not in the corpus. The game ends at the hand whose lone winner has two legs, or after
    the example's cap of hands; a tie scores no leg; every hand the simulator's."""
    program = game_program(game(*TWO_LEGS))
    plan = compile_legs(program, 5)
    assert (plan.need, plan.within, plan.most, plan.players) == (2, None, MAX_CYCLES, 5)
    seeds = tuple(deal_seed(3, i) for i in range(30))
    assert_same([(None, program, 5, plan)], seeds)
    lengths = set()
    for seed in seeds:
        hands = plan.hands(seed)
        assert hands is not None
        legs = [0] * 6
        for _, _, winners in hands[:-1]:
            if len(winners) == 1:
                legs[winners[0]] += 1
        assert max(legs) < 2  # nobody had two legs before the last hand
        last = hands[-1][2]
        assert len(hands) == MAX_CYCLES or (len(last) == 1 and legs[last[0]] == 1)
        lengths.add(len(hands))
    assert lengths >= {2, 3}  # some games end at the second hand, some later


def test_legs_within_consecutive_games_and_wild_winners():
    """Not in the corpus: three legs in four consecutive games, jacks wild. Every hand the
    simulator's; a game that ends early had one player win three of its hands."""
    program = game_program(game(*WITHIN))
    plan = compile_legs(program, 4)
    assert (plan.need, plan.within) == (3, 4) and plan.rules.wild_ranks == frozenset({11})
    seeds = tuple(deal_seed(5, i) for i in range(25))
    assert_same([(None, program, 4, plan)], seeds)
    for seed in seeds:
        hands = plan.hands(seed)
        assert hands is not None and len(hands) <= MAX_CYCLES
        if len(hands) == 3:  # ended before the cap: one player won all three
            assert len({h[2] for h in hands}) == 1 and len(hands[0][2]) == 1


def test_figures_are_the_simulators():
    """The whole tally over 40 games: every hand's showdown counted, wild winners too, no
    split (the pot is not paid out at a leg)."""
    for texts, players in ((TWO_LEGS, 5), (WITHIN, 4)):
        program = game_program(game(*texts))
        assert isinstance(plan_for(program, players), LegsPlan)
        fast, full = play_deals(program, players, 2, 0, 40), play_deals(program, players, 2, 0, 40, fast=False)
        assert summary(fast) == summary(full)
        assert (fast.showdowns, fast.wild, fast.split) == (full.showdowns, full.wild, 0)
        assert full.showdowns > full.deals  # several hands a game


def test_a_deck_that_runs_out_leaves_the_game_unplayed():
    """Seven players of five cards drawing up to four: some hand runs the deck out, where the
    simulator stops the whole game."""
    program = game_program(game("Deal five cards face down to each player.",
                                "Each player may draw up to three cards (four if they show an ace).",
                                "High hand gets a leg, but the pot stays.",
                                "Repeat the last three actions until someone gets three legs."))
    plan = compile_legs(program, 7)
    seeds = tuple(deal_seed(2, i) for i in range(30))
    found = [plan.hands(seed) for seed in seeds]
    assert None in found and found == [simulated(program, 7, seed) for seed in seeds]
    assert play_deals(program, 7, 2, 0, 30).unplayed == found.count(None)


@given(st.integers(min_value=0, max_value=2**32))
@settings(max_examples=20, deadline=None)
def test_any_seed_plays_as_the_simulator(seed):
    program = game_program(game(*TWO_LEGS))
    plan = compile_legs(program, 5)
    found = plan.hands(seed)
    assert found == simulated(program, 5, seed)
    assert found is not None and 1 <= len(found) <= MAX_CYCLES
    assert all(winners and set(winners) <= {1, 2, 3, 4, 5} for _, _, winners in found)
    assert plan.deal(seed).winners == found[-1][2]


@pytest.mark.parametrize(("texts", "message"), [
    (("Deal five cards face down to each player.", "High hand gets a leg, but the pot stays.",
      "Repeat the last two actions until someone gets three legs."),
     "a hand of legs that is not a plain high draw"),  # no draw: a fixed plan's hand
    (("Deal two cards face down to each player.", "Deal three cards face down to each player.",
      "Each player may draw up to three cards.", "High hand gets a leg, but the pot stays.",
      "Repeat the last three actions until someone gets three legs."),
     "rule 5: a repeat of legs that does not go back to the first rule"),
    (("Deal five cards face down to each player.", "Each player may draw up to three cards.",
      "High hand gets a leg, but the pot stays.", "Each player may draw up to three cards.",
      "Repeat the last four actions until someone gets three legs."),
     "rule 3: a leg that is not a rule of its own, with one rule after it"),
    (("Deal five cards face down to each player.", "Each player may draw up to three cards.",
      "Showdown, high hand wins."),
     "no leg step"),
])
def test_refusals_name_the_rule(texts, message):
    with pytest.raises(Unplanned) as caught:
        compile_legs(game_program(game(*texts)), 5)
    assert str(caught.value) == message
