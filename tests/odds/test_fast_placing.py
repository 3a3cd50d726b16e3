"""Games the second (or third) best hand wins in the odds' fast path (`play.fast.placing`):
the hands of the place by distinct scores, ties sharing a place, the best hand where there
are fewer places; every deal the simulator's, seed for seed, on games written with other
places, counts and wild cards than the catalog's, and the refusals named."""

from __future__ import annotations

import pytest

from dealerschoice.cards import DEFAULT_RULES
from dealerschoice.cards.keys import plain_high_score
from dealerschoice.play.fast import Unplanned
from dealerschoice.play.fast.declares import seat_low
from dealerschoice.play.fast.draw_play import stages
from dealerschoice.play.fast.placing import (
    PlacedDeclared,
    PlacedDraws,
    PlacePlan,
    compile_placed,
    count_placed,
    group_getters,
    placed,
)
from dealerschoice.play.fast.run import PlanCounts
from dealerschoice.play.odds import deal_seed
from tests.odds.test_fast import agreement_tests, codes, program_of

SECOND = "The second best hand using standard poker hands wins the pot."
THIRD = "The third best hand using standard poker hands wins the pot."
UP = "Deal one card up to each player."
STUD = ("Deal two cards down to each player.", UP, UP, UP, "Showdown, high hand wins.", THIRD)
WILD_STUD = ("Deal one card down to each player.", UP, UP, UP, "Showdown, high hand wins.", "Deuces are wild.", SECOND)
DRAW = ("Deal five cards face down to each player.", "Each player may draw up to two cards.",
        "Showdown, high hand wins.", SECOND)
HOLD = ("Deal two cards down to each player.", "Deal five cards face up to the table.", "Showdown, high hand wins.",
        SECOND)
ALL = {"stud": STUD, "wild stud": WILD_STUD, "draw": DRAW, "hold": HOLD}
KINDS = {"stud": PlacePlan, "wild stud": PlacePlan, "draw": PlacedDraws, "hold": PlacePlan}


# each game plans as its kind, the simulator's tally and winners seed for seed (`test_fast.agreement_tests`)
test_each_game_plans_as_its_kind, test_same_figures_as_the_simulator, test_same_winners_seed_for_seed = \
    agreement_tests(ALL, KINDS)


DECLARE, SPLIT = "Declare high/low simultaneously.", "Showdown, highest declared high hand and lowest declared low hand split the pot."
DECLARED_STUD = ("Deal two cards down to each player.", UP, UP, UP, DECLARE, SPLIT,
                 "The third best hand wins high, the second worst hand wins low.")
DECLARED_LOW = ("Deal five cards face down to each player.", "Each player may draw up to two cards.", DECLARE, SPLIT,
                "The second worst hand wins low.")
DECLARED_BOTH = ("Deal five cards face down to each player.", "Each player may draw up to three cards.",
                 "Declare high/low/both simultaneously.", SPLIT,
                 "The second best hand wins high, the second worst hand wins low.", "Deuces are wild.")
DECLARED = {"stud": DECLARED_STUD, "low": DECLARED_LOW, "both": DECLARED_BOTH}

# declared splits with places on either side or both, the same three tests
test_declared_games_plan_with_places, test_declared_same_figures, test_declared_same_winners_seed_for_seed = \
    agreement_tests(DECLARED, PlacedDeclared, tables=(3, 6))


SPLITS = "The high hand splits the pot with the split-hand."
SPLIT_STUD = ("Deal two cards down to each player.", UP, UP, UP, SPLITS, THIRD,
              "The split-hand is the second best hand using standard poker hands.")
SPLIT_HOLD = ("Deal two cards down to each player.", "Deal five cards face up to the table.", SPLITS, SECOND,
              "The split-hand is the fourth best hand using standard poker hands.", "Jacks are wild.")
SPLIT_DRAW = ("Deal five cards face down to each player.", "Each player may draw up to two cards.", SPLITS, SECOND,
              "The split-hand is the third best hand using standard poker hands.")
SPLIT_HANDS = {"stud": SPLIT_STUD, "hold": SPLIT_HOLD, "draw": SPLIT_DRAW}

# a place's hand sharing the pot with the split hand of another place, the same three tests
test_split_games_plan_as_their_kind, test_split_same_figures, test_split_same_winners_seed_for_seed = \
    agreement_tests(SPLIT_HANDS, {"stud": PlacePlan, "hold": PlacePlan, "draw": PlacedDraws})


def test_a_split_hand_in_its_place_splits_the_pot():
    plan = compile_placed(program_of(SPLIT_STUD), 3)
    assert (plan.place, plan.split_place) == (3, 2)

    def score(cards):
        return plain_high_score(cards, DEFAULT_RULES)

    def hand(text):
        return [tuple(codes(text))]

    counts = PlanCounts()
    three = [hand("7s 7d 7h 2c 3d"), hand("Ks Kd 9h 2d 3c"), hand("4s 4d 9c Jd Qc")]
    count_placed(plan, counts, score, three)  # the fours win, the kings share as the second best
    assert dict(counts.wins) == {score(three[2][0]): 1} and counts.split == 1
    fourth = compile_placed(program_of(SPLIT_HOLD), 3)
    assert (fourth.place, fourth.split_place) == (2, 4)
    count_placed(fourth, counts, score, three)  # three places only: no fourth best hand to share the pot
    assert counts.split == 1 and counts.wins[score(three[1][0])] == 1


@pytest.mark.parametrize("texts, high_place, low_place", [
    (DECLARED_STUD[:-1] + ("The second best hand wins high, the second worst hand wins low.",), 2, 2),
    (DECLARED_LOW, 0, 2),
])
def test_each_declared_side_goes_to_its_place(texts, high_place, low_place):
    """Where nobody declares both, the high side goes to the placed high hand among those
    declaring high (0: the best), the low side to the placed low among those declaring low."""
    plan = compile_placed(program_of(texts), 7)
    assert (plan.place, plan.low_place) == (high_place, low_place)
    stage_of, pickers = stages(plan), group_getters((plan.groups,))[0]
    checked = [0, 0]
    for index in range(300):
        dealt = plan._dealt(deal_seed(9, index), stage_of)
        hands, board, goals, stage = dealt
        sides = [stage.declare(cards, goal) for cards, goal in zip(hands, goals)]
        highs = {n: max(stage.score(p(c)) for p in pickers) for n, c in enumerate(hands) if sides[n] == "high"}
        lows = {n: seat_low([p(c) for p in pickers], stage.judge) for n, c in enumerate(hands) if sides[n] == "low"}
        high_keys = sorted(set(highs.values()), reverse=True)
        low_keys = sorted({h.key for h in lows.values()}, reverse=True)
        found = plan._settled(PlanCounts(), dealt, pickers)
        if len(high_keys) >= 2:
            top = high_keys[max(high_place, 1) - 1]
            assert found.winners == tuple(n + 1 for n, v in highs.items() if v == top) and found.score == top
            checked[0] += 1
        if len(low_keys) >= 2:
            assert found.low_winners == tuple(n + 1 for n, h in lows.items() if h.key == low_keys[low_place - 1])
            checked[1] += 1
    assert min(checked) >= 2


def test_places_go_by_distinct_scores():
    assert placed([3, 8, 8, 5, 1], 2) == (3,)       # the two eights share the first place
    assert placed([3, 8, 8, 5, 1], 3) == (0,)
    assert placed([6, 6, 6], 2) == (0, 1, 2)        # one place only: the best hands win as usual
    assert placed([2, 9], 3) == (1,)


def test_the_second_best_hand_is_counted_as_the_winner():
    plan = compile_placed(program_of(("Deal five cards down to each player.", "Showdown, high hand wins.", SECOND)), 3)

    def score(cards):
        return plain_high_score(cards, DEFAULT_RULES)

    def hand(text):
        return [tuple(codes(text))]

    counts = PlanCounts()
    # trips, a pair of kings, a pair of fours: the kings win
    count_placed(plan, counts, score, [hand("7s 7d 7h 2c 3d"), hand("Ks Kd 9h 2d 3c"), hand("4s 4d 9c Jd Qc")])
    assert dict(counts.wins) == {score(hand("Ks Kd 9h 2d 3c")[0]): 1} and counts.deals == 1 and counts.split == 0


@pytest.mark.parametrize("texts, reason", [
    (("Deal five cards down to each player.", "Showdown, high-low split.", "The second worst hand wins low."),
     "rule 3: a place that wins the low side, in a game not declared high-low"),
    (("Deal five cards down to each player.", "Showdown, low hand wins.", SECOND),
     "a place that wins in a game whose plan without it is not a plain high one"),
    (("Deal five cards down to each player.", "Showdown, high hand wins.", "Three of a kind high qualifier.", SECOND),
     "a place that wins in a game whose plan without it is not a plain high one"),
])
def test_refusals_name_the_reason(texts, reason):
    with pytest.raises(Unplanned, match=reason):
        compile_placed(program_of(texts), 3)
