"""Games dealt "if they want it" with choices before the offers or a points sweep, planned
(`play.fast.ranked_offers`): 7/27 with Replace's "may draw one card if they wish", 7/27
Twists' flip of a card of their choice and its 27-point sweep. The choices are the
simulator players' own, the deals and figures the simulator's seed for seed; other choices
refused, naming the rule."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards import Card
from dealerschoice.play import policies
from dealerschoice.play.fast import Unplanned, plan_for
from dealerschoice.play.fast.ranked_offers import PrefacedPlan, compile_prefaced, exact_seats, flip_pick, replaced_card
from tests.odds.corpus_agreement import assert_same_as_simulator, corpus_games
from tests.odds.test_fast import agreement_tests, codes, program_of
from tests.rules import corpus

OFFER = "Deal each player one card face up, if they want it."
REPEAT = "Repeat the last action until no one wants another card."
SPLIT = "The highest showing high hand and the lowest showing low hand split the pot."
# other targets than the corpus's 7 and 27, another sweep (21 points in six cards), two flips
POINTS = ("Aces are 1 or 11, face cards are 1/2, all other cards are face value. The low hand is closest to 5, the "
          "high hand is closest to 21.")
SWEEP = ("Aces are 1 or 11, face cards are 1/2, all other cards are face value. High hand is closest to 21, low hand "
         "is closest to 5. A 21 point hand with 6 or less cards takes high and low.")
SEVEN_27 = ("Aces are 1 or 11, face cards are 1/2, all other cards are face value. The low hand is closest to 7, the "
            "high hand is closest to 27.")
GAMES = {
    "replace": ("Deal two cards down to each player.", "Each player may draw one card if they wish.", OFFER, REPEAT,
                SPLIT, POINTS),
    "replace up": ("Deal one card down to each player.", "Deal one card up to each player.",
                   "Each player may draw one card if they wish.", OFFER, REPEAT, "Showdown, high hand wins.", POINTS),
    "two flips and a sweep": ("Deal four cards face down to each player.",
                              "Each player flips over two down cards of their choice.", OFFER, REPEAT, SPLIT, SWEEP),
    "flip": ("Deal three cards face down to each player.", "Each player flips over one down card of their choice.",
             OFFER, REPEAT, SPLIT, SEVEN_27),
}

test_plans_as_its_kind, test_same_figures_as_the_simulator, test_same_winners_seed_for_seed = \
    agreement_tests(GAMES, PrefacedPlan)


def _plan(name: str, players: int = 3) -> PrefacedPlan:
    plan = plan_for(program_of(GAMES[name]), players)
    assert isinstance(plan, PrefacedPlan)
    return plan


def test_the_choices_before_the_offers():
    assert _plan("replace").before == (("replace", False),)
    assert _plan("two flips and a sweep").before == (("flip", 2),)
    assert _plan("two flips and a sweep").sweep.total == 21 and _plan("two flips and a sweep").sweep.most_cards == 6


def test_a_points_hand_replaces_by_its_distance():
    """At 27 a hand of 2 1/2 points replaces the queen (the two keeps it nearer), a hand of
    19 stands; for low (7) 6 1/2 stands and 17 replaces the nine, as `points_draw` says."""
    plan = plan_for(program_of(GAMES["replace"][:-1] + (SEVEN_27,)), 3)
    ranking = plan.rankings[0]
    for hand, goal, replaced in (("Qs 2d", 0, "Qs"), ("Kh 2c", 0, "Kh"), ("Ts 9d", 0, None), ("Kh 6d", 1, None),
                                 ("9s 8d", 1, "9s")):
        found = replaced_card(plan, ranking, codes(hand), goal)
        assert found == (None if replaced is None else int(Card.parse(replaced))), hand


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=51), min_size=2, max_size=2, unique=True), st.integers(0, 1))
def test_the_remembered_replace_is_the_players(cards, goal):
    """Remembered by points counts, the card replaced is the one `policies.points_replace` picks."""
    plan = _plan("replace")
    ranking = plan.rankings[0]
    side = ranking.low if goal else ranking.high
    rules = plan._low_rules() if goal else plan.rules
    expected = policies.points_replace([Card(c) for c in cards], [], rules, side)
    assert replaced_card(plan, ranking, cards, goal) == (None if expected is None else int(expected))


def test_a_flip_turns_the_card_that_shows_least():
    plan = _plan("two flips and a sweep")
    cards = codes("Ks Qs 3d 3h")
    assert Card(flip_pick(plan, cards, list(cards))) == Card.parse("3h")  # the lower three of two alike
    assert Card(flip_pick(plan, cards, codes("Ks Qs 3h"))) == Card.parse("Qs")  # a three beside the three up pairs


def test_the_sweep_takes_an_exact_total_in_few_cards():
    """21 exactly (an ace as 11 beside a ten) sweeps; 20 does not; 21 in seven cards is too many."""
    plan = _plan("two flips and a sweep")
    judged = plan.judge(plan.rankings[0])
    seats = [judged(tuple(codes(h))) for h in ("As Ts", "9s 9d 2c", "As 2s 3s 4s 5s 3d 3h", "Ah 5h 5d Qc Qd")]
    assert exact_seats(plan, seats) == [1]
    assert exact_seats(plan, seats[1:]) == []


@pytest.mark.parametrize(("texts", "reason"), [
    (("Deal two cards down to each player.", "Each player may draw one card if they wish.", OFFER, REPEAT,
      "Showdown, high hand wins.", "Use three card poker hands (straight flush beats three of a kind beats straight "
      "beats flush beats pair beats high card)."), "a replace in a game whose high hands are not ranked by points"),
    (("Deal three cards down to each player.", "Each player may draw up to two cards.", OFFER, REPEAT,
      "Showdown, high hand wins.", POINTS), "rule 2: a discard other than \"up to one\" of any cards"),
    (("Deal two cards down to each player.", OFFER, REPEAT, "Showdown, high hand wins.", SWEEP),
     "rule 5: a points sweep beside a high showdown"),
])
def test_refused_naming_the_rule(texts, reason):
    with pytest.raises(Unplanned) as refused:
        compile_prefaced(program_of(texts), 4)
    assert str(refused.value).startswith(reason)


@pytest.mark.skipif(not corpus.present(), reason=corpus.SKIP_REASON)
def test_corpus_games_same_as_the_simulator():
    found = corpus_games(names={"7/27 with Replace", "7/27 Twists"})
    assert set(found) == {"7/27 with Replace", "7/27 Twists"}
    for name, program in found.items():
        assert_same_as_simulator(name, program, PrefacedPlan, range(12))
