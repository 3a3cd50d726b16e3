"""Betting rounds in guts plans (`play.fast.guts_bets`): the chips each round puts in the pot
are the simulator's (everyone staying), so the losers' payments and the next deal's
declarations are too: every deal the same as the simulator's, seed for seed, the figures
the same, a round's chips exact, and the rounds a plan cannot follow refused."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards import HandRules, parse_cards
from dealerschoice.cards.cards import standard_deck
from dealerschoice.play.fast import Unplanned, plan_for
from dealerschoice.play.fast.guts import BET, DEAL, DECLARE, REDEAL, SETTLE, SHOWDOWN, SIDES, GutsPlan, compile_guts
from dealerschoice.play.fast.guts_bets import Bettor
from dealerschoice.play.fast.guts_play import play_guts
from dealerschoice.play.fast.run import scorer
from dealerschoice.play.odds import _plan_tally, deal_seed, play_deals, summary
from dealerschoice.play.odds_cache import runnable
from dealerschoice.play.players.strength import BEATEN
from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import MAX_DEALS
from tests.odds.test_fast import game
from tests.odds.test_fast_guts import SETTLES, assert_same, guts_games, planned, simulated
from tests.rules import corpus

BETS = "Normal betting round, with the player to the left of the dealer opening."
# not in the corpus: deuces wild, a bet after a fifth card, players in matching the pot
WILD_BETS = ("Deal four cards down to each player.", "Deuces are wild.", "Declare in/out simultaneously.",
             "Deal one card face down to each player.", BETS, "Showdown, high hand wins.", SETTLES)
HIGH_OPENS = "Normal betting round, with the player with the high hand showing opening."
# not in the corpus: two down, two up with a round after each opened by the high hand showing, one
# more down, then in or out (South Chicago's order, without its split card)
SHOWN_BETS = ("Deal two cards down to each player.", "Deal one card up to each player.", HIGH_OPENS,
              "Deal one card up to each player.", HIGH_OPENS, "Deal one card down to each player.",
              "Declare in/out simultaneously.", "Showdown, high hand wins.", SETTLES)


def cards(text: str) -> list[int]:
    return [int(c) for c in parse_cards(text)]


def test_seed_four_three_split_bets_as_the_simulator(seeds):
    """Four cards, in or out, three more, a bet, high/low/both: the pot the bet leaves is
    what the losers match and what the next deal's players weigh."""
    program = next(p for g, p in runnable(seeds.games) if g.name == "Four Three Split")
    plan = compile_guts(program, 7)
    assert [op[0] for op in plan.ops] == [DEAL, DECLARE, DEAL, BET, SIDES, SHOWDOWN, SETTLE, REDEAL]
    assert plan.aim == "both" and plan.ops[3] == (BET, False, False, ()) and isinstance(plan_for(program, 7), GutsPlan)
    assert_same([(None, program, 7, plan)], tuple(deal_seed(1, i) for i in range(25)))


@pytest.mark.slow
@pytest.mark.skipif(not corpus.present(), reason=corpus.SKIP_REASON)
def test_corpus_guts_games_with_bets_as_the_simulator():
    found = [f for f in guts_games(corpus.corpus().games) if any(op[0] == BET for op in f[3].ops)]
    assert {"Three to Five", "Four Three Split"} <= {g.name for g, *_ in found}  # 2 on 2026-12-02
    assert_same(found, tuple(deal_seed(2, i) for i in range(15)))


def test_figures_are_the_simulators():
    """60 deals of a game not in the corpus (deuces wild, a bet on five cards): the tally
    the simulator's, its bets grown pots matched deal after deal."""
    program = game_program(game(*WILD_BETS))
    plan = compile_guts(program, 5)
    assert plan.ops[3] == (BET, False, False, ()) and plan.aim == "high"
    assert_same([(None, program, 5, plan)], tuple(deal_seed(7, i) for i in range(20)))
    counts = play_guts(plan, range(deal_seed(7, 0), deal_seed(7, 60)))
    full = play_deals(program, 5, 7, 0, 60, fast=False)
    assert summary(_plan_tally(counts)) == summary(full) and full.showdowns > full.deals


def test_a_rounds_chips():
    """Nobody ahead of par checks; a bet is called; two strong hands raise to the cap of three
    raises (four bets each); an opener who must open bets whatever they hold."""
    bettor = Bettor(HandRules(), HandRules(), "high", 0.0, scorer(HandRules(), _deck(), 7))
    junk, other = cards("2s 7d 9c Jh 4s"), cards("3d 8c Td Qs 5h")
    aces, kings, queens = cards("As Ad Ac Ah 4s"), cards("Ks Kd Kc Kh 5h"), cards("Qs Qd Qc Qh 5s")
    assert bettor.round([0, 1], [junk, other], False) == 0
    assert bettor.round([0, 1], [aces, other], False) == 2
    assert bettor.round([0, 1], [aces, kings], False) == 8
    assert bettor.round([0, 1, 2], [aces, kings, queens], False) == 12
    assert bettor.round([0, 1], [junk, other], True) == 2
    assert bettor.round([1], [junk, other], True) == 0  # one player in: no round
    # the edge: standing less par, a step lower for each opponent beyond one
    assert round(bettor.edge(cards("Ts Td 9c Jh 4s"), 1), 3) == 0.167
    assert round(bettor.edge(cards("Ts Td 9c Jh 4s"), 3), 3) == 0.067


# not in the corpus: a low game whose bets weigh the cards shown, deuces wild for high and low alike
# (shown cards are judged by the high rules' wilds: `betting._shown`)
LOW_SHOWN = ("Deal three cards down to each player.", "Deal one card face up to each player.", HIGH_OPENS,
             "Declare in/out simultaneously.", "Showdown, low hand wins.", SETTLES, "Deuces are wild.")


@pytest.mark.parametrize("players", [2, 5])
def test_bets_on_cards_shown_in_a_low_game_are_the_simulators(players):
    program = game_program(game(*LOW_SHOWN))
    plan = compile_guts(program, players)
    assert plan.aim == "low" and plan.ops[2] == (BET, False, True, (3,))
    assert_same([(None, program, players, plan)], tuple(deal_seed(5, i) for i in range(20)))
    counts = play_guts(plan, range(deal_seed(5, 0), deal_seed(5, 40)))
    assert summary(_plan_tally(counts)) == summary(play_deals(program, players, 5, 0, 40, fast=False))


def _deck() -> tuple[int, ...]:
    return tuple(int(c) for c in standard_deck(False, 1))


@pytest.mark.parametrize(("texts", "message"), [
    (("Deal three cards down to each player.", "Declare in/out simultaneously.",
      "Normal betting round, with the last player to raise opening.", "Showdown, high hand wins.", SETTLES),
     "rule 3: a bet step in a guts game"),
    (("Deal three cards down to each player.", "Deal one card face up to each player.", "Declare in/out simultaneously.",
      "Each player may draw up to two cards.", HIGH_OPENS, "Showdown, high hand wins.", SETTLES),
     "rule 5: a bet step in a guts game, with cards shown and moved"),
    (("Deal three cards down to each player.", "Deal one card face up to each player.", HIGH_OPENS,
      "Declare in/out simultaneously.", "Showdown, low hand wins.", SETTLES, "Deuces are wild for low hands only."),
     "a betting round with cards shown in a guts game played for low, its low wilds its own"),
])
def test_rounds_the_plan_cannot_follow(texts, message):
    with pytest.raises(Unplanned) as caught:
        compile_guts(game_program(game(*texts)), 5)
    assert str(caught.value) == message


@given(st.integers(min_value=0, max_value=2**32))
@settings(max_examples=25, deadline=None)
def test_any_seed_bets_as_the_simulator(seed):
    program = game_program(game(*WILD_BETS))
    plan = compile_guts(program, 5)
    found = planned(plan, seed)
    assert found == simulated(program, 5, seed)
    showdowns, deals, pot = found
    assert 1 <= deals <= MAX_DEALS and pot >= 0


def test_shown_bets_as_the_simulator():
    """Rounds with up cards, opened by the high hand showing, each player's edge against the
    best hand another shows: the pots the simulator's, deal after deal, and the figures."""
    program = game_program(game(*SHOWN_BETS))
    plan = compile_guts(program, 6)
    assert plan.ops[2] == (BET, False, True, (2,)) and plan.ops[4] == (BET, False, True, (2, 3))
    assert_same([(None, program, 6, plan)], tuple(deal_seed(4, i) for i in range(30)))
    counts = play_guts(plan, range(deal_seed(4, 0), deal_seed(4, 60)))
    full = play_deals(program, 6, 4, 0, 60, fast=False)
    assert summary(_plan_tally(counts)) == summary(full) and full.showdowns > 0


def test_a_round_with_cards_shown():
    """The high hand showing opens (the first of equals from the dealer's left) and, here, must
    bet; a hand behind what another shows has its edge cut to the margin less `BEATEN`."""
    bettor = Bettor(HandRules(), HandRules(), "high", 0.0, scorer(HandRules(), _deck(), 7))
    trips, queens, junk = cards("Ks Kd Kc 9c"), cards("Qs Qd 8c 3h"), cards("2s 7d 9h 4c")
    up = [cards("2s"), cards("Kd"), cards("9h")]
    # seat 1 (a king showing) opens with the trips and bets; the others call: three chips
    assert bettor.round([0, 1, 2], [junk, trips, junk], True, up, [], True) == 3
    # opened left of the dealer: seat 0 must bet, the trips raise, both others call: six
    assert bettor.round([0, 1, 2], [junk, trips, junk], True, up, [], False) == 6
    alone = bettor.edge(queens, 1)
    shown = bettor._standing(cards("Ks Kd"))
    assert bettor.edge(queens, 1, shown) == min(alone, bettor._standing(queens) - shown - BEATEN) < alone
