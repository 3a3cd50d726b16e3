"""Forced folds in a guts plan (`play.fast.guts_folds`): a player still in dealt a card face up
that the rule names folds, a fold leaving one player in ends the hand with that player taking
the pot, every fold counted; and "Redeal for all unless no one had to match the pot."
(`MatchRedeal`). Every deal the same as the simulator's, seed for seed, the folds too."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.play.fast import Unplanned
from dealerschoice.play.fast.guts import DEAL, DECLARE, MATCH_REDEAL, SETTLE, SHOWDOWN, compile_guts
from dealerschoice.play.fast.guts_folds import fold_dealt
from dealerschoice.play.fast.guts_play import guts_deal, play_guts
from dealerschoice.play.mechanics.betting import Stance
from dealerschoice.play.odds import _plan_tally, deal_seed, play_deals
from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import PlayedHand
from tests.odds.test_fast import game
from tests.odds.test_fast_guts import compiled_games, planned, simulated
from tests.rules import corpus

SEEDS = tuple(deal_seed(1, i) for i in range(40))
# not in the corpus: three cards down, two up after the declaration, a face up king folds its holder
KING_FOLDS = ("Deal three cards down to each player.", "Declare in/out simultaneously.",
              "Deal two cards face up to each player.", "If you are dealt a face up king, you must fold.",
              "Showdown, high hand wins.",
              "Anyone who went in and lost must match the pot. Redeal for all unless no one had to match the pot.")
# not in the corpus: tens wild, a wild card dealt face up folds its holder, the usual redeal
WILD_FOLDS = ("Deal four cards face down to each player.",
              "Declare in/out one at a time, starting with the player to the left of the dealer.",
              "Deal one card up to each player.", "Tens are wild.", "If you are dealt a face up wild card, you must fold.",
              "Showdown, high hand wins.",
              "Anyone who went in and lost must match the pot. If no one went in or someone had to match the pot, "
              "redeal for all.")


def simulated_folds(program, players: int, seed: int) -> int:
    """The players the simulator's forced rules folded in the hand (its "fold" events, as the odds count them)."""
    hand = PlayedHand(program, players, seed)
    hand.piece(Stance).everyone_stays = True
    hand.run()
    return sum(1 for e in hand.log.events if e.kind == "fold")


def assert_same(program, players: int, seeds=SEEDS) -> tuple[int, int]:
    """Every seed's deal the simulator's, folds too; (the folds, the deals a fold left one player to take the pot)."""
    plan = compile_guts(program, players)
    folds = alone = 0
    for seed in seeds:
        assert planned(plan, seed) == simulated(program, players, seed), seed
        dealt = guts_deal(plan, seed)
        assert dealt.folds == simulated_folds(program, players, seed), seed
        folds += dealt.folds
        alone += dealt.folds > 0 and dealt.pot == 0 and not dealt.showdowns
    return folds, alone


def test_fold_dealt_in_the_order_dealt():
    """Seat by seat, each seat's cards in order; the fold leaving one player names them,
    and a later card still folds its holder."""
    kings = frozenset({44, 45, 46, 47})
    active = [True, True, False, True]
    assert fold_dealt(active, [(0, [44, 3]), (1, [5, 6]), (3, [7, 45])], kings) == (2, 1)
    assert active == [False, True, False, False]
    active = [True, True, True]
    assert fold_dealt(active, [(0, [1, 2]), (1, [46, 47]), (2, [3, 4])], kings) == (1, None)
    assert active == [True, False, True]
    active = [True, False]
    assert fold_dealt(active, [(0, [44])], kings) == (1, None)  # nobody left in: nobody takes the pot
    assert active == [False, False]


def test_king_folds_plan_and_its_deals():
    program = game_program(game(*KING_FOLDS))
    plan = compile_guts(program, 5)
    assert [op[0] for op in plan.ops] == [DEAL, DECLARE, DEAL, SHOWDOWN, SETTLE, MATCH_REDEAL]
    assert plan.ops[-1] == (MATCH_REDEAL, False, True) and plan.folds_on == frozenset({44, 45, 46, 47})
    folds, alone = assert_same(program, 5)
    assert folds > 0 and alone > 0  # folds seen, and folds that left one player to take the pot


def test_wild_folds_plan_and_its_deals():
    program = game_program(game(*WILD_FOLDS))
    plan = compile_guts(program, 6)
    assert plan.folds_on == frozenset({32, 33, 34, 35, 52}) and plan.rules.wild_ranks == frozenset({10})
    folds, _ = assert_same(program, 6)
    assert folds > 0


@given(seed=st.integers(min_value=0, max_value=2**40), players=st.integers(min_value=3, max_value=7))
@settings(max_examples=15, deadline=None)
def test_any_seed_any_table_folds_as_the_simulator(seed, players):
    """Whatever the shuffle and the table, the deals, folds and pot left are the simulator's."""
    folds, alone = assert_same(game_program(game(*KING_FOLDS)), players, (seed,))
    assert 0 <= alone <= 1 and folds >= alone


def test_figures_count_the_forced_folds():
    for texts, players in ((KING_FOLDS, 5), (WILD_FOLDS, 6)):
        program = game_program(game(*texts))
        counts = play_guts(compile_guts(program, players), range(deal_seed(3, 0), deal_seed(3, 60)))
        fast, full = _plan_tally(counts), play_deals(program, players, 3, 0, 60, fast=False)
        assert (fast.deals, fast.showdowns, fast.high, fast.high_keys, fast.split, fast.wild, fast.no_showdown) == \
            (full.deals, full.showdowns, full.high, full.high_keys, full.split, full.wild, full.no_showdown)
        assert (counts.forced, counts.forced_players) == (full.forced, full.forced_players)
        assert full.forced > 0 and full.forced_players >= full.forced


@pytest.mark.parametrize(("extra", "reason"), [
    ("If you are dealt a face up queen, you must match the pot or fold.", "rule 4: a forced match-or-fold in a guts game"),
    ("If you are ever dealt a face up pair, you must fold.",
     "rule 4: a forced fold on a card read with others (a pair, a sum, a table card's rank)"),
])
def test_other_forced_rules_are_refused(extra, reason):
    with pytest.raises(Unplanned, match=reason.replace("(", r"\(").replace(")", r"\)")):
        compile_guts(game_program(game(*KING_FOLDS[:3], extra, *KING_FOLDS[4:])), 5)


def test_forced_fold_beside_cards_by_who_went_in_is_refused():
    texts = (*WILD_FOLDS[:3], "If the last player to declare went in against only one other player, they get an "
             "extra card.", *WILD_FOLDS[3:])
    with pytest.raises(Unplanned, match="a forced fold in a guts game with heads-up cards"):
        compile_guts(game_program(game(*texts)), 5)


@pytest.mark.slow
@pytest.mark.skipif(not corpus.present(), reason=corpus.SKIP_REASON)
def test_corpus_forced_fold_games_same_as_the_simulator():
    found = [f for f in compiled_games(corpus.corpus().games) if f[3].folds_on]
    # 3 on 2026-12-02: Deadly Sevens, Lively Diamonds, Bloody Sevens (a match-redeal)
    assert {g.name for g, *_ in found} >= {"Deadly Sevens", "Lively Diamonds", "Bloody Sevens"}
    folds = sum(assert_same(program, players, SEEDS[:12])[0] for _, program, players, _plan in found)
    assert folds > 0
