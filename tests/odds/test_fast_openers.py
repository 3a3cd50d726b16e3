"""Draw games with a hand needed to open in the odds' fast path (`play.fast.openers`): the
deals nobody can open thrown in and dealt again with the table's own random numbers, the
pair needed moved by the redeals, the requirement lapsing, the hand stopping after the
simulator's last deal; every deal the simulator's, seed for seed, on games written with
other ranks, hands and counts than the catalog's, and the refusals named."""

from __future__ import annotations

import random

import pytest

from dealerschoice.cards.cards import CARD_BY_CODE
from dealerschoice.play.fast import DrawPlan, Plan, Unplanned, plan_for
from dealerschoice.play.fast.layout_declares import DeclaredLayoutPlan
from dealerschoice.play.fast.openers import OpenerJudge, OpenerPlan, compile_openers, moved, shifted
from dealerschoice.play.mechanics.betting import Stance
from dealerschoice.play.mechanics.opening import meets
from dealerschoice.play.odds import deal_seed, play_deals, summary
from dealerschoice.play.simulate import MAX_DEALS, PlayedHand
from dealerschoice.rules.steps.vocab import Category
from dealerschoice.rules.steps.wager import HandMinimum
from tests.odds.test_fast import agreement_tests, fast_outcome, full_outcome, program_of

DEAL = "Deal five cards face down to each player."


def opens(need: str) -> str:
    return f"Normal betting round, with the player to the left of the dealer opening, you must have {need} to open."


DRAW = "Each player may draw up to three cards."
LAST = ("Normal betting round, with the player to the left of the dealer opening.", "Showdown, high hand wins.")
REDEAL = "If no one opened in the previous round of betting, redeal."
QUEENS = (DEAL, opens("a pair of queens or better"), REDEAL, DRAW, *LAST)
ACES_UP = (DEAL, opens("a pair of tens or better"),
           "If no one opened in the previous round of betting, redeal and increase the restriction to open betting "
           "by one step up to a pair of kings, then decrease one step down to a pair of tens, and so on.",
           "Each player may draw up to four cards.", *LAST)
DOWN = (DEAL, opens("a pair of queens or better"),
        "If no one opened in the previous round of betting, redeal and decrease the restriction to open betting by "
        "one step.", DRAW, *LAST)
STRAIGHT = (DEAL, opens("two pair or better or a four card straight") + " If no one opens, reante and redeal.",
            REDEAL, DRAW, *LAST)
LAPSE = (DEAL, opens("a pair of aces or better"), REDEAL,
         "After one deal for each player, the jacks to open restriction is removed.", DRAW, *LAST)
CHECKED = (DEAL, opens("a pair of kings or better"), DRAW, *LAST)
TRIPS = (*QUEENS, "Three of a kind high qualifier.")
LOWBALL = (DEAL, opens("a pair of jacks or better"), REDEAL, DRAW, LAST[0], "Showdown, low hand wins.")
ALL = {"queens": QUEENS, "aces up": ACES_UP, "down": DOWN, "straight": STRAIGHT, "lapse": LAPSE, "trips": TRIPS,
       "lowball": LOWBALL}
STUD_CHECKED = ("Deal two cards down to each player.", "Deal one card up to each player.",
                opens("a pair of tens or better"), "Deal one card up to each player.", opens("a pair of tens or better"),
                "Deal one card down to each player.", "Showdown, high hand wins.")


def redeals(program, players: int, seed: int) -> int:
    """How many times the simulator dealt again (everyone staying, as the odds play)."""
    hand = PlayedHand(program, players, seed)
    hand.piece(Stance).everyone_stays = True
    hand.run()
    return sum(e.kind == "redeal" for e in hand.log.events)


# each game plans with openers, the simulator's tally and winners seed for seed (`test_fast.agreement_tests`)
test_each_game_plans_with_openers, test_same_figures_as_the_simulator, test_same_winners_seed_for_seed = \
    agreement_tests(ALL, OpenerPlan)


def test_the_opening_round_and_its_rules_are_read():
    plan = compile_openers(program_of(STRAIGHT), 3)
    assert plan.held == ((0, 1, 2, 3, 4), (5, 6, 7, 8, 9), (10, 11, 12, 13, 14))
    assert plan.needs == (HandMinimum(Category.TWO_PAIR), HandMinimum(Category.STRAIGHT, cards=4))
    assert (plan.redeals, plan.shift, plan.lapse, plan.max_deals) == (True, None, None, MAX_DEALS)
    up = compile_openers(program_of(ACES_UP), 3)
    assert up.shift == (1, 13, 10) and compile_openers(program_of(DOWN), 3).shift == (-1, None, None)
    assert compile_openers(program_of(LAPSE), 3).lapse == 1


def test_the_pair_needed_moves_up_turns_and_comes_back():
    rule = (1, 13, 10)  # up to kings, then down to tens
    needs = (HandMinimum(Category.PAIR, "T"),)
    shift, way, seen = 0, 0, []
    for _ in range(8):
        shift, way = moved(shifted(needs, shift), shift, way, rule)
        seen.append(shifted(needs, shift)[0].rank)
    assert seen == ["J", "Q", "K", "Q", "J", "T", "J", "Q"]
    assert moved((HandMinimum(Category.PAIR, "3"),), 0, 0, (-1, None, None)) == (-1, -1)
    assert shifted((HandMinimum(Category.PAIR, "2"),), -1) == (HandMinimum(Category.PAIR, "2"),)  # no lower pair
    assert shifted((HandMinimum(Category.FLUSH, cards=4),), 3) == (HandMinimum(Category.FLUSH, cards=4),)


def _first_deal_unopened(plan: OpenerPlan, need: HandMinimum) -> int:
    for i in range(500):
        seed = deal_seed(5, i)
        x = list(plan.deck)
        random.Random(seed).shuffle(x)
        if not any(meets([CARD_BY_CODE[x[p]] for p in seat], plan.rules, need) for seat in plan.held):
            return seed
    raise AssertionError("no seed whose first deal nobody opens")


def test_an_unopened_deal_is_gathered_and_shuffled_as_the_table_does():
    program = program_of(QUEENS)
    plan = compile_openers(program, 3)
    need = HandMinimum(Category.PAIR, "Q")
    for i in range(500):
        seed = deal_seed(5, i)
        rng = random.Random(seed)
        x = list(plan.deck)
        rng.shuffle(x)
        again = x[15:] + x[:15]  # what is left of the deck, then seat 1's cards, seat 2's, seat 3's
        rng.shuffle(again)
        if not any(meets([CARD_BY_CODE[x[p]] for p in seat], plan.rules, need) for seat in plan.held) and any(
                meets([CARD_BY_CODE[again[p]] for p in seat], plan.rules, need) for seat in plan.held):
            break
    played = OpenerJudge(plan).opened(seed)
    assert played is not None and played[0] == again
    assert redeals(program, 3, seed) == 1
    assert fast_outcome(plan, seed) == full_outcome(program, 3, seed)


@pytest.mark.parametrize("texts, kind", [(CHECKED, DrawPlan), (STUD_CHECKED, Plan)])
def test_openers_without_a_redeal_rule_are_the_plan_without_them(texts, kind):
    """A round nobody opens is checked around: no card moves, whatever round needs openers."""
    program = program_of(texts)
    plan = compile_openers(program, 4)
    assert type(plan) is kind and type(plan_for(program, 4)) is kind
    for index in range(12):
        seed = deal_seed(8, index)
        assert redeals(program, 4, seed) == 0
        assert fast_outcome(plan, seed) == full_outcome(program, 4, seed)


def test_a_hand_nobody_opens_stops_after_the_last_deal():
    program = program_of((DEAL, opens("four of a kind or better"), REDEAL, DRAW, *LAST))
    plan = compile_openers(program, 2)
    counts = plan.play([deal_seed(1, i) for i in range(20)])
    # four of a kind in five cards is so rare that every hand is thrown in until it stops
    assert (counts.deals, counts.no_showdown, sum(counts.wins.values())) == (20, 20, 0)
    assert redeals(program, 2, deal_seed(1, 0)) == MAX_DEALS - 1
    assert summary(play_deals(program, 2, 1, 0, 20)) == summary(play_deals(program, 2, 1, 0, 20, fast=False))


FLIP = "Flip one common card face up."
DECLARED = ("Deal four cards face down to each player.", "Deal three common cards face down.",
            opens("a pair of queens or better"), FLIP, opens("a pair of queens or better"), FLIP,
            opens("a pair of queens or better"), FLIP, "Declare high/low/both simultaneously.",
            "High declared high hand and lowest declared low hand split the pot. Hands declared as both must win both "
            "to win anything.")


@pytest.mark.parametrize("players", [3, 6])
def test_openers_in_a_declared_layout_are_its_plan_without_them(players):
    """Dizzy Liz's shape: openers in every round of common cards turned one by one, nobody's
    hand thrown in; the declaration reads the cards alone, so the plan is the layout's."""
    program = program_of(DECLARED)
    plan = plan_for(program, players)
    assert type(plan) is DeclaredLayoutPlan
    for index in range(15):
        seed = deal_seed(4, index)
        assert fast_outcome(plan, seed) == full_outcome(program, players, seed)
    assert summary(play_deals(program, players, 3, 0, 40)) == summary(play_deals(program, players, 3, 0, 40,
                                                                                 fast=False))


@pytest.mark.parametrize("texts, reason", [
    ((DEAL, opens("a pair of jacks or better"), REDEAL, "Deal one card face up to each player.",
      opens("a pair of jacks or better"), DRAW, *LAST), "hands needed to open in 2 betting rounds"),
    ((DEAL, "Deal one card face up to the table.", opens("a pair of jacks or better"), REDEAL, DRAW, *LAST),
     "rule 2: a deal step before the round openers are needed for"),
    ((DEAL, opens("a pair of jacks or better"), REDEAL, LAST[1]),
     "openers in a game whose plan without them is no draw plan (Plan)"),
    (("Deal three cards down to each player.", opens("a pair of jacks or better"), "Declare in/out simultaneously.",
      LAST[1], "Anyone who went in and lost must match the pot. If no one went in or someone had to match the pot, "
      "redeal for all."), "openers in a game whose plan reads the chips bet, or is none (GutsPlan)"),
])
def test_refusals_name_the_rule(texts, reason):
    with pytest.raises(Unplanned, match=reason.replace("(", r"\(").replace(")", r"\)")):
        compile_openers(program_of(texts), 3)
