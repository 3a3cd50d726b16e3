"""Games a player folds in for cards held together in the odds' fast path
(`play.fast.folds_holding`): the fold as soon as the cards are held, the later deals moving
up for the players still in, the last one in taking the pot with no showdown, forced folds
counted; every deal the simulator's, seed for seed, on games written with other ranks,
counts and suits than the catalog's, and the refusals named."""

from __future__ import annotations

import pytest

from dealerschoice.play.fast import Unplanned
from dealerschoice.play.fast.folds_drawn import HoldingFoldDraws
from dealerschoice.play.fast.folds_holding import Holding, HoldingFoldPlan, compile_holding_folds
from dealerschoice.play.fast.run import PlanCounts, scorer
from dealerschoice.play.odds import play_deals
from dealerschoice.rules.steps.wager import HoldingFold
from tests.odds.test_fast import agreement_tests, codes, program_of

DOWN, UP = "Deal two cards down to each player.", "Deal one card up to each player."
HIGH = "Showdown, high hand wins."
SUITED = "If you have a king and a nine of the same suit in your hand, you must fold."
EVER = "If you ever have both a queen and a four in your hand, you must fold."
THREE = "If you ever have a jack, a seven and a deuce in your hand, you must fold."
STUD = (DOWN, UP, UP, UP, "Deal one card down to each player.", HIGH, "Threes are wild.", SUITED)
PLAIN = (DOWN, UP, UP, HIGH, EVER)
BOARD = (DOWN, "Deal three cards face up to the table.", UP, HIGH, THREE)
JOKER = ("Use a 52 card deck with one joker added.", DOWN, UP, UP, HIGH, "Jokers are wild.", EVER)
ALL = {"stud": STUD, "plain": PLAIN, "board": BOARD, "joker": JOKER}

# each game plans with its folds, the simulator's tally and winners seed for seed (`test_fast.agreement_tests`)
test_each_game_plans_with_its_folds, test_same_figures_as_the_simulator, test_same_winners_seed_for_seed = \
    agreement_tests(ALL, HoldingFoldPlan, deals=80, most=7)


def _deck(plan: HoldingFoldPlan, first: str) -> list[int]:
    """The plan's deck with these cards on top, the rest in the deck's order."""
    top = codes(first)
    return top + [c for c in plan.deck if c not in top]


def test_a_fold_moves_the_later_deals_up():
    plan = compile_holding_folds(program_of((DOWN, UP, HIGH, SUITED)), 3)
    # seat 1 holds the king and nine of spades at once: the up cards go to seats 2 and 3 only
    x = _deck(plan, "Ks 9s 2c 3d 4h 5s 7c 8d")
    assert plan.played(x) == ([0], {1: ((2, 3, 6),), 2: ((4, 5, 7),)})
    # off suit: nobody folds, and the places are the fixed plan's
    x = _deck(plan, "Ks 9h 2c 3d 4h 5s 7c 8d 6c")
    assert plan.played(x) == ([], {0: ((0, 1, 6),), 1: ((2, 3, 7),), 2: ((4, 5, 8),)})


def test_the_last_player_in_takes_the_pot_unlooked_at():
    plan = compile_holding_folds(program_of((DOWN, UP, HIGH, EVER)), 2)
    # both players hold a queen and a four: the first folds, the second takes the pot as it is
    x = _deck(plan, "Qs 4d Qh 4c")
    assert plan.played(x) == ([0], {1: ()})
    counts = counted(plan, x)
    assert (counts.deals, counts.forced, counts.forced_players, counts.no_showdown, sum(counts.wins.values())) == \
        (1, 1, 1, 1, 0)


def counted(plan: HoldingFoldPlan, x: list[int]) -> PlanCounts:
    """The counts of one deal of the deck `x`."""
    counts = PlanCounts()
    plan._count(counts, scorer(plan.rules, plan.deck, 7), x)
    return counts


def test_a_fold_after_a_later_card_is_counted_and_judged_without_the_folder():
    plan = compile_holding_folds(program_of((DOWN, UP, HIGH, EVER)), 3)
    # seat 3 gets its four with the up card: it folds, and seats 1 and 2 show down
    x = _deck(plan, "As Ad 2c 3d Qh 7s 4s 8c 4c")
    folded, groups = plan.played(x)
    assert folded == [2] and sorted(groups) == [0, 1]
    counts = counted(plan, x)
    assert (counts.forced, counts.forced_players, counts.no_showdown, sum(counts.wins.values())) == (1, 1, 0, 1)


def test_holdings_test_every_rank_or_one_suit():
    suited = Holding.of(HoldingFold(("K", "9"), suited=True))
    every = Holding.of(HoldingFold(("J", "7", "2")))

    def mask(text):
        return sum(1 << c for c in codes(text))

    assert suited.held(mask("Kh 9h 2c")) and not suited.held(mask("Kh 9s Kd 9c"))
    assert every.held(mask("Jc 7d 2s As")) and not every.held(mask("Jc 7d 3s"))


def test_a_draw_game_is_planned_apart():
    program = program_of(("Deal five cards down to each player.", "Each player may draw up to three cards.", HIGH, EVER))
    assert type(compile_holding_folds(program, 4)) is HoldingFoldDraws


def test_folds_are_counted_as_the_simulator_counts_them():
    program = program_of(STUD)
    fast, full = play_deals(program, 7, 5, 0, 200), play_deals(program, 7, 5, 0, 200, fast=False)
    assert (fast.forced, fast.forced_players, fast.no_showdown) == (full.forced, full.forced_players, full.no_showdown)
    assert fast.forced > 0


@pytest.mark.parametrize("texts, reason", [
    (("Deal five cards down to each player.", "Each player passes one card to their left.", HIGH, EVER),
     "rule 4: a fold for cards held together, in a draw game of other than one deal to the players and one discard "
     "and draw"),
    ((DOWN, UP, "Showdown, low hand wins.", EVER),
     r"rule 4: a fold for cards held together, in a game whose plan without it is not a fixed high one \(Plan\)"),
    ((DOWN, UP, HIGH), "no fold for cards held together"),
])
def test_refusals_name_the_reason(texts, reason):
    with pytest.raises(Unplanned, match=reason):
        compile_holding_folds(program_of(texts), 3)
