"""Guts games of several showdowns in the odds' fast path (`play.fast.series`, `series_play`):
Three Five Seven and its family, every deal the same as the simulator's, seed for seed (who
went in at each showdown, the winners, their hand and whether it used a wild card), the
figures the same, the wild cards of each hand size the simulator's, and the refusals named."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards import Card
from dealerschoice.cards.keys import CATEGORIES
from dealerschoice.play import policies
from dealerschoice.play.fast import Unplanned, plan_for
from dealerschoice.play.fast.series import (
    ANTE,
    DEAL,
    DECLARE,
    REPEAT,
    RESHUFFLE,
    SETTLE,
    SHOWDOWN,
    SeriesPlan,
    compile_series,
    series_of,
)
from dealerschoice.play.fast.series_play import SeriesPlayer, play_series, series_deal, series_outcome
from dealerschoice.play.odds import _plan_tally, deal_seed, play_deals, summary
from dealerschoice.play.odds_cache import runnable
from dealerschoice.play.program import game_program
from dealerschoice.rules.steps.vocab import UntilKind
from tests.odds.test_fast import game
from tests.odds.test_fast_guts import compiled_games, simulated
from tests.rules import corpus

SEEDS = tuple(deal_seed(1, i) for i in range(6))
SHOW = "The players still in show each other their hands, high hand wins. There is no payout in the case of a tie."
PAYS = "Any one who went in and lost pays the winner the pot. Players keep their hands."
# not in the corpus: two rounds of two cards (deuces, then fours wild), played to two wins
TWO_FOUR = ("Deal two cards face down to each player.", "Declare in/out simultaneously.", SHOW, PAYS,
            "Everyone must reante.", "Deal two cards down to each player.", "Declare in/out simultaneously.", SHOW,
            "All players discard their hands and the deck is reshuffled.",
            "Repeat the last eight actions until someone wins two times. They take the pot.",
            "The rank that is wild is equal to the number of cards you have in your hand.")


def told(plan: SeriesPlan, seed: int):
    """The plan's deal, told as `test_fast_guts.simulated` tells the simulator's: per showdown
    the seats in, a high showdown's winners and key, a low one's winners and low key; the
    deals dealt and the chips left."""
    dealt = series_deal(plan, seed)
    found = []
    for s in dealt.showdowns:
        if s.low is not None:
            found.append((s.contenders, (), None, s.wild, s.winners, s.low.key))
            continue
        key = None if s.score is None else (s.score >> 20, *[s.score >> k & 15 for k in (16, 12, 8, 4, 0)])
        key = s.named.key if s.named is not None else key
        found.append((s.contenders, s.winners, key, s.wild, (), None))
    return tuple(found), dealt.deals, dealt.pot


def series_games(games):
    return compiled_games(games, compile_series)


def assert_same(found, seeds=SEEDS) -> None:
    for game_, program, players, plan in found:
        for seed in seeds:
            assert told(plan, seed) == simulated(program, players, seed), (game_.name, seed)


def test_seed_catalog_series_games_same_as_the_simulator(seeds):
    found = series_games(seeds.games)
    # 3 on 2026-12-02: wilds of the hand's size, written-out wilds of some sizes, no wilds played till the pot is empty
    assert {g.name for g, *_ in found} >= {"Three Five Seven", "Crazy Three Five Seven", "Two Three Two"}
    assert all(isinstance(plan_for(program, players), SeriesPlan) for _, program, players, _ in found)
    assert_same(found, tuple(deal_seed(1, i) for i in range(20)))


@pytest.mark.slow
@pytest.mark.skipif(not corpus.present(), reason=corpus.SKIP_REASON)
def test_corpus_series_games_same_as_the_simulator():
    found = series_games(corpus.corpus().games)
    assert len(found) >= 4  # 4 on 2026-12-02
    assert {"Three Five Seven", "Crazy Three Five Seven", "Two Three Two", "Napalm"} <= {g.name for g, *_ in found}
    assert_same(found)


def test_three_five_seven_plan(seeds):
    program = next(p for g, p in runnable(seeds.games) if g.name == "Three Five Seven")
    plan = compile_series(program, 7)
    assert [op[0] for op in plan.ops] == [DEAL, DECLARE, SHOWDOWN, SETTLE, ANTE, DEAL, DECLARE, SHOWDOWN, ANTE, DEAL,
                                          DECLARE, SHOWDOWN, RESHUFFLE, REPEAT]
    # the settlement of rule 4 is played again after the showdowns of rules 8 and 12, which none follows
    assert [op[3] for op in plan.ops if op[0] == SHOWDOWN] == [False, True, True]
    assert plan.ops[-1] == (REPEAT, UntilKind.WINS, 3, 0) and plan.wins_needed == 3 and plan.max_cycles == 4
    assert [sorted(plan.high[n].wild_ranks) for n in (3, 5, 7)] == [[3], [5], [7]]
    assert plan.longest == 7 and not plan.plain and plan.ante
    crazy = compile_series(next(p for g, p in runnable(seeds.games) if g.name == "Crazy Three Five Seven"), 7)
    assert [sorted(crazy.high[n].wild_ranks) for n in (3, 5, 7)] == [[3], [3, 5], [3, 5, 7]]


def test_a_deal_of_three_five_seven(seeds):
    """Deal 0 of seed 1 at seven: P3 alone in with a pair of kings; P3 and P4 in, P4's straight
    (a five as an eight) beats P3's kings; P3 alone with a full house (a seven as a king);
    then nobody goes in on the next three cards and the example stops."""
    program = next(p for g, p in runnable(seeds.games) if g.name == "Three Five Seven")
    dealt = series_deal(compile_series(program, 7), deal_seed(1, 0))
    found = dealt.showdowns
    assert dealt.deals == 1 and dealt.pot == 21  # the pot waits for the next deal
    assert [(s.contenders, s.winners, CATEGORIES[s.score >> 20], s.wild) for s in found] == [
        ((3,), (3,), "pair", False), ((3, 4), (4,), "straight", True), ((3,), (3,), "full-house", True)]
    outcome = series_outcome(compile_series(program, 7), deal_seed(1, 0))
    assert outcome.winners == (3,) and outcome.score == found[-1].score


def test_figures_are_the_simulators():
    """The whole tally over 60 deals of a game not in the corpus: deuces wild in two-card
    hands, fours in four-card ones, played to two wins; several showdowns a deal, none split."""
    program = game_program(game(*TWO_FOUR))
    plan = compile_series(program, 5)
    assert [sorted(plan.high[n].wild_ranks) for n in (2, 4)] == [[2], [4]]
    assert plan.ops[-1] == (REPEAT, UntilKind.WINS, 2, 0)
    counts = play_series(plan, range(deal_seed(3, 0), deal_seed(3, 60)))
    full = play_deals(program, 5, 3, 0, 60, fast=False)
    assert summary(_plan_tally(counts)) == summary(full)
    assert full.showdowns > full.deals and full.split == counts.split == 0 and counts.wild == full.wild > 0


@pytest.mark.skipif(not corpus.present(), reason=corpus.SKIP_REASON)
def test_a_low_showdown_between_high_ones():
    """Napalm: high, then low, then high; the low winners and their hands the simulator's."""
    program = next(p for g, p in runnable(corpus.corpus().games) if g.name == "Napalm")
    plan = compile_series(program, 7)
    assert [op[1] for op in plan.ops if op[0] == SHOWDOWN] == [False, True, False]
    counts = play_series(plan, range(deal_seed(4, 0), deal_seed(4, 80)))
    full = play_deals(program, 7, 4, 0, 80, fast=False)
    assert sum(counts.lows.values()) == full.low_showdowns > 0 and _plan_tally(counts).low == full.low
    assert summary(_plan_tally(counts)) == summary(full)


def test_the_rules_best_hand_beats_every_hand():
    """Not in the corpus: "K-Q-J is the best hand." in a game of three cards, then five. The
    players go in on a king; the three ranks beat any hand (`judge.hands_of`: key (99,)), every
    deal the simulator's, and the odds count the hand (`PlanCounts.named`)."""
    program = game_program(game("Deal three cards face down to each player.", "Declare in/out simultaneously.", SHOW,
                                PAYS, "K-Q-J is the best hand.", "Everyone must reante.",
                                "Deal two cards down to each player.", "Declare in/out simultaneously.", SHOW,
                                "All players discard their hands and the deck is reshuffled.",
                                "Repeat the last nine actions until someone wins three times. They take the pot."))
    plan = series_of(program, 6)
    assert plan.best == (11, 12, 13) and plan.best_words == "K Q J"
    seeds = tuple(deal_seed(9, i) for i in range(400))
    named = [s.named for seed in seeds for s in series_deal(plan, seed).showdowns if s.named is not None]
    assert named and {(h.key, h.category, h.description, h.wilds) for h in named} == {
        ((99,), "best-hand", "The best hand: K Q J", ())}
    seed = next(seed for seed in seeds if any(s.named for s in series_deal(plan, seed).showdowns))
    assert told(plan, seed) == simulated(program, 6, seed)
    assert_same([(None, program, 6, plan)], seeds[:30])
    counts = play_series(plan, seeds)
    assert sum(counts.named.values()) == len(named) and counts.named_hands[(99,)].category == "best-hand"
    assert compile_series(program, 6) == plan


@given(st.integers(min_value=0, max_value=2**32))
@settings(max_examples=25, deadline=None)
def test_any_seed_plays_as_the_simulator(seed):
    program = game_program(game(*TWO_FOUR))
    plan = compile_series(program, 4)
    found, deals, pot = told(plan, seed)
    assert (found, deals, pot) == simulated(program, 4, seed)
    assert deals == 1 and pot >= 0 and all(set(winners) <= set(seats) and len(winners) <= 1 for seats, winners, *_ in found)


@given(st.lists(st.integers(min_value=0, max_value=51), min_size=2, max_size=7, unique=True), st.integers(0, 30))
@settings(max_examples=200, deadline=None)
def test_a_decision_remembered_by_the_score_is_the_players(known, stake):
    """The memo keys a going-in decision by the hand's size, score and the stake: what
    `policies.goes_in` reads. A player that has decided on other hands decides this one as
    the policy does, under the wild rules of its size."""
    plan = compile_series(_seven_card(), 5)  # hands of up to seven cards: sevens wild in them
    player = _warm(plan)
    cards = [Card(c) for c in known]
    assert player.goes_in(known, stake, False, False) == policies.goes_in(cards, plan.high[len(known)], at_stake=stake)


def _seven_card():
    """A program whose hands reach seven cards, for the rules of every size up to seven."""
    return game_program(game("Deal three cards face down to each player.", "Declare in/out simultaneously.", SHOW,
                             PAYS, "Everyone must reante.", "Deal four cards down to each player.",
                             "Declare in/out simultaneously.", SHOW,
                             "All players discard their hands and the deck is reshuffled.",
                             "Repeat the last eight actions until someone wins two times. They take the pot.",
                             "The rank that is wild is equal to the number of cards you have in your hand."))


_WARM: dict = {}


def _warm(plan: SeriesPlan) -> SeriesPlayer:
    """One player for every example, its memo filled by random hands of every size."""
    player = _WARM.get("player")
    if player is None:
        player = _WARM["player"] = SeriesPlayer(plan)
        rng = random.Random(5)
        for _ in range(3000):
            size = rng.randint(2, 7)
            player.goes_in(rng.sample(range(52), size), rng.choice((0, 7, 14)), False, False)
    return player


@pytest.mark.parametrize(("texts", "message"), [
    (("Deal three cards down to each player.", "Declare in/out simultaneously.",
      "Normal betting round, with the player to the left of the dealer opening.", SHOW, PAYS,
      "All players discard their hands and the deck is reshuffled.",
      "Repeat the last five actions until someone wins three times. They take the pot."),
     "rule 3: a bet step in a guts game of several showdowns"),
    (("Deal three cards down to each player.", "Declare in/out simultaneously.", SHOW, PAYS,
      "Repeat the last four actions until someone wins three times. They take the pot."),
     "rule 5: a repeat step in a guts game of several showdowns"),
    (("Deal three cards down to each player.", SHOW, PAYS),
     "rule 2: a showdown nobody declared in or out for"),
    (("Deal three cards down to each player.", "Declare in/out simultaneously.", SHOW,
      "Anyone who went in and lost must match the pot. If no one went in or someone had to match the pot, "
      "redeal for all."),
     "rule 4: a redeal step in a guts game of several showdowns"),
    (("Deal three cards down to each player.", "Declare in/out simultaneously.", SHOW, PAYS,
      "The dealer names a wild rank."),
     "rule 5: a standing wild rule in a guts game of several showdowns"),
])
def test_refusals_name_the_rule(texts, message):
    with pytest.raises(Unplanned) as caught:
        compile_series(game_program(game(*texts)), 5)
    assert str(caught.value) == message
