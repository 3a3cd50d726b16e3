"""The ranked plans' own costs cut (issue 21, session 10): a showdown that judges whole Hands
only for the seats holding a top key (`rankings_judged.JudgedPlan.settled`, keys by points
counts), the offers' look ahead counted without building the unseen cards
(`rankings_wanted.Looker.wants_shown`), and a ranked draw's choices shared by the seats of
one bounds (`ranked_draws._memo`). Each gives what the slower way gave, exactly."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards import Card, Hand
from dealerschoice.play.fast import plan_for
from dealerschoice.play.fast.ranked_draws import RankedDrawPlan
from dealerschoice.play.fast.rankings_judged import Keyed
from dealerschoice.play.fast.rankings_wanted import Looker, compile_wanted
from dealerschoice.play.fast.run import PlanCounts
from dealerschoice.play.odds import play_deals
from tests.odds.test_fast import fast_outcome, full_outcome, program_of
from tests.odds.test_fast_rankings_wanted import RANKINGS, SHOWDOWNS
from tests.odds.test_fast_rankings_wanted import program_of as wanted_program


def codes(text: str) -> tuple[int, ...]:
    return tuple(int(Card.parse(t)) for t in text.split())


def _plan(ranking: str = RANKINGS[0], players: int = 4):
    plan = compile_wanted(wanted_program(ranking), players)
    ranking_of = plan.rankings[0]
    judged = plan.judge(ranking_of)
    return plan, judged, plan.keyed(judged, ranking_of)


def test_losers_keep_their_keys_alone():
    """High closest to 21, low closest to 5: seat 1's 21 and seat 2's 5 are the top keys, so
    both are judged whole (both sides); seats 3 and 4 lose both sides and keep their keys."""
    plan, judged, keyed = _plan()
    hands = [codes("Ts As"), codes("2s 3d"), codes("9s 8d"), codes("Ks 7d")]
    full = [judged(h) for h in hands]
    settled = plan.settled([[h] for h in hands], judged, keyed)
    assert [type(h).__name__ for pair in settled for h in pair] == ["Hand"] * 4 + ["Keyed"] * 4
    assert settled[:2] == full[:2]
    assert [(h.key, lo.key) for h, lo in settled] == [(h.key, lo.key) for h, lo in full]
    # the deal counts the same: winners, winning Hands, both sides
    fast, slow = PlanCounts(), PlanCounts()
    outcome = plan._count(fast, settled)
    assert outcome == plan._count(slow, full)
    assert (outcome.winners, outcome.low_winners) == ((1,), (2,))
    assert fast == slow
    assert fast.named == {((1, 0), "21 points", "points"): 1} and fast.lows == {(1, 0): 1} and fast.both_sides == 1
    assert fast.low_hands[1, 0].cards == tuple(Card.parse(c) for c in ("2s", "3d"))


def test_a_seat_tied_on_top_is_judged_whole():
    plan, judged, keyed = _plan(players=3)
    settled = plan.settled([[codes("Ts As")], [codes("Th Ah")], [codes("9s 8d")]], judged, keyed)
    assert isinstance(settled[0][0], Hand) and isinstance(settled[1][0], Hand)
    assert settled[0][0].key == settled[1][0].key and isinstance(settled[2][0], Keyed)


def test_keys_by_points_only():
    """A ranking whose judge tells every card apart (three-card poker) has no keys-only judge:
    its groups seldom recur. Points: one, giving the judge's keys."""
    plan = compile_wanted(wanted_program(RANKINGS[4], showdown=SHOWDOWNS[0]), 3)
    assert plan.keyed(plan.judge(plan.rankings[0]), plan.rankings[0]) is None
    _, judged, keyed = _plan()
    assert keyed(codes("Kd 4h")) == (judged(codes("Kd 4h"))[0].key, judged(codes("Kd 4h"))[1].key)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(RANKINGS[:4]), st.lists(st.integers(0, 51), min_size=1, max_size=6, unique=True),
       st.randoms(use_true_random=False))
def test_keys_any_order_any_suits_are_the_judges(ranking, cards, rng):
    """Asked in any order, a group's keys are its Hands' keys (hearts doubled too)."""
    _, judged, keyed = _plan(ranking)
    shuffled = list(cards)
    rng.shuffle(shuffled)
    keyed(tuple(cards))  # remembered under the sorted counts: the shuffled group must read the same
    high, low = judged(tuple(shuffled))
    assert keyed(tuple(shuffled)) == (None if high is None else high.key, None if low is None else low.key)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(RANKINGS[:4]), st.integers(0, 2**32), st.integers(1, 4), st.integers(0, 12),
       st.integers(0, 3), st.integers(0, 1))
def test_wants_shown_is_wants_by_class(ranking, seed, held, up, down, side):
    """The look ahead counted from the cards up and the seat's down cards answers as the one
    that makes the unseen cards first, whatever is up and held."""
    plan, _, _ = _plan(ranking)
    looker = Looker(plan, plan.rankings[0])
    deck = list(range(52))
    random.Random(seed).shuffle(deck)
    cards, shown_cards, hidden = deck[:held], deck[held:held + up], deck[held + up:held + up + down]
    shown = Counter(looker.classes[c] for c in shown_cards)
    assert looker.wants_shown(cards, shown, hidden, side) == \
        looker.wants_by_class(cards, looker.unseen(shown, hidden), side)


def test_the_deck_seen_whole_wants_nothing():
    plan, _, _ = _plan()
    looker = Looker(plan, plan.rankings[0])
    every = Counter(looker.classes[c] for c in range(52))
    assert looker.wants_shown(list(codes("2s")), every, [], 0) is False


# a variant of the corpus's Badugi: two draws of up to two cards, five players
BADUGI = ("Deal four cards down to each player.", "Each player may draw up to two cards.",
          "Normal betting round.", "Each player may draw up to two cards.", "Showdown, low hand wins.",
          "Low hands are ranked by Badugi lows.")


def test_seats_of_one_bounds_share_their_choices():
    """Every seat may draw up to two: one memo per draw for all five seats, and the deals are
    the simulator's, seed for seed and in the whole tally."""
    program = program_of(BADUGI)
    plan = plan_for(program, 5)
    assert isinstance(plan, RankedDrawPlan)
    plan.play(range(40))
    mine = [key for asked in plan.asked for key in asked.memos if key[0] is plan.draw]
    assert len(mine) == 1 and mine[0][1].counts == (0, 1, 2)
    for seed in range(8):
        assert fast_outcome(plan, seed) == full_outcome(program, 5, seed)
    assert play_deals(program, 5, stop=40) == play_deals(program, 5, stop=40, fast=False)
