"""Odds plans for a deck of its own beside the table's and a joker from outside the deck
(`play.fast.layout_side_deck`: the Southern Deuce games, Border Cross), limited wild cards and
extra cards that never come in a layout (`layout._check_standing`), and a redeal when a common
card turns up or after a showdown whose losers match the pot (`layout_redeals`: Out at
Home, Double Cross), wilds a player's own cards name
(`layout_seat_wilds`: Red Schlock High) and the middle common card a hand uses
(`layout_used_wilds`: Twister): the cards each seat holds are the simulator's,
seed for seed, and the figures are the same."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards.cards import JOKER_CODE, Card
from dealerschoice.play.fast import Unplanned, plan_for
from dealerschoice.play.fast.layout import compile_layout
from dealerschoice.play.fast.layout_redeals import RedealPlan
from dealerschoice.play.fast.layout_seat_wilds import SeatWildPlan
from dealerschoice.play.fast.layout_side_deck import ArrangedPlan, side_deck_plan
from dealerschoice.play.fast.layout_used_wilds import UsedWildPlan
from dealerschoice.play.fast.plan import Plan
from dealerschoice.play.mechanics.betting import Stance
from dealerschoice.play.mechanics.own_wilds import with_used_card
from dealerschoice.play.odds import play_deals, summary
from dealerschoice.play.simulate import PlayedHand
from tests.odds.test_fast import fast_outcome, full_outcome
from tests.odds.test_layout import cross, program

HIGH = "Showdown, high hand wins."


def side_deck(face: str = "down", *more: str):
    return program("Take the threes out of the deck and shuffle them into their own four card deck.",
                   "Deal two cards down to each player.", "Deal three common cards face up to the table.",
                   f"Deal one of the threes face {face} to each player.", HIGH, *more)


def test_side_cards_lie_after_the_table_deck():
    # 48 table cards at 0-47, then the four threes: seat i gets 2i, 2i+1 and the side deck's i-th card
    plan = side_deck_plan(side_deck(), 3)
    assert isinstance(plan, ArrangedPlan)
    assert plan.plan.seats == (((0, 1, 48, 6, 7, 8),), ((2, 3, 49, 6, 7, 8),), ((4, 5, 50, 6, 7, 8),))
    assert [len(side) for side in plan.sides] == [4]


def test_arranged_deck_holds_the_simulators_cards():
    game = side_deck()
    plan = side_deck_plan(game, 4)
    for seed in (3, 77, 2024):
        x = list(plan.plan.deck)
        random.Random(seed).shuffle(x)
        arranged = plan._arranged()(x)
        hand = PlayedHand(game, 4, seed)
        hand.piece(Stance).everyone_stays = True
        hand.run()
        for seat, (group,) in zip(hand.table.seats, plan.plan.seats):
            assert [int(c) for c in seat.all()] == [arranged[p] for p in group[:3]]
        assert [int(h.card) for h in hand.table.board] == [arranged[p] for p in plan.plan.seats[0][0][3:]]


def test_more_players_than_the_side_deck_holds_are_refused():
    with pytest.raises(Unplanned, match="rule 4: 5 cards dealt from a side deck of 4"):
        side_deck_plan(side_deck(), 5)


def test_a_low_showdown_beside_a_side_deck_is_refused():
    game = program("Take the kings out of the deck and shuffle them into their own four card deck.",
                   "Deal four cards down to each player.", "Deal one of the kings face down to each player.",
                   "Showdown, low hand wins.")
    with pytest.raises(Unplanned, match="a low showdown beside a side deck"):
        side_deck_plan(game, 3)


def test_a_standing_rule_it_does_not_follow_is_named():
    with pytest.raises(Unplanned, match=r"rule 6: a wild that depends on play \(table-low\)"):
        side_deck_plan(side_deck("down", "The low common card is wild, as are all cards of the same rank."), 3)


@pytest.mark.parametrize("face, more", [("down", ()), ("up", ("The three of spades is wild.",)),
                                        ("down", ("Jokers are wild.",))])
@settings(max_examples=15, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**40), players=st.integers(min_value=2, max_value=4))
def test_side_deck_plays_as_the_simulator(face, more, seed, players):
    game = side_deck(face, *more)
    plan = plan_for(game, players)
    assert isinstance(plan, ArrangedPlan)
    assert fast_outcome(plan, seed) == full_outcome(game, players, seed)


def test_side_deck_figures_are_the_simulators():
    game = side_deck("down", "The three of spades is wild.")
    fast = summary(play_deals(game, 4, 2, 0, 120))
    assert fast == summary(play_deals(game, 4, 2, 0, 120, fast=False))
    assert fast.wild_in_winner > 0  # the spade three plays in some winners


def two_boards(*more: str):
    return program("Deal two cards down to each player.", "Deal two sets of three face up common cards each.", HIGH,
                   "Your hand can only use one set of common cards.", *more)


def test_limited_wilds_in_a_layout_are_the_simulators_options():
    plan = compile_layout(two_boards("Hearts may be called one rank higher or lower than their actual rank."), 3)
    assert type(plan) is Plan
    assert plan.rules._stands_for and not plan.plain  # the slow, exact scorer; wild winners counted
    assert plan.seats[0] == ((0, 1, 6, 7, 8), (0, 1, 9, 10, 11))


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**40), players=st.integers(min_value=2, max_value=7))
def test_limited_wilds_in_a_layout_play_as_the_simulator(seed, players):
    game = two_boards("Clubs may be called one rank higher or lower than their actual rank.")
    assert fast_outcome(plan_for(game, players), seed) == full_outcome(game, players, seed)


def test_limited_wild_figures_in_a_layout_are_the_simulators():
    game = two_boards("Clubs may be called one rank higher or lower than their actual rank.")
    fast = summary(play_deals(game, 5, 2, 0, 100))
    assert fast == summary(play_deals(game, 5, 2, 0, 100, fast=False))
    assert fast.wild_in_winner > 0


def joker_cross(own: int = 3):
    return program(f"Deal {own} cards down to each player.",
                   "Deal four face down common cards in a cross, and put a joker in the center of the cross.",
                   "Flip the top common card face up.", "Flip the next common card going clockwise around face up.",
                   "Flip the next common card going clockwise around face up.",
                   "Flip the next common card going clockwise around face up.", HIGH,
                   "Your hand may only use one horizontal or vertical row of common cards.", "Jokers are wild.")


def test_a_joker_from_outside_the_deck_lies_after_it():
    # three own cards at 0-2, 3-5; the cross's top, left, right and bottom at 6-9; the joker
    # at 52, the place after the deck's, in the row (left, centre, right) and the column
    plan = compile_layout(joker_cross(), 2)
    assert isinstance(plan, ArrangedPlan) and plan.extra == (JOKER_CODE,)
    assert plan.plan.seats == (((0, 1, 2, 7, 52, 8), (0, 1, 2, 6, 52, 9)), ((3, 4, 5, 7, 52, 8), (3, 4, 5, 6, 52, 9)))


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**40), players=st.integers(min_value=2, max_value=7),
       own=st.sampled_from([3, 4]))
def test_a_joker_cross_plays_as_the_simulator(seed, players, own):
    game = joker_cross(own)
    assert fast_outcome(plan_for(game, players), seed) == full_outcome(game, players, seed)


def test_a_joker_on_a_board_every_card_of_which_counts_is_refused():
    game = program("Deal two cards down to each player.",
                   "Deal four face down common cards in a cross, and put a joker in the center of the cross.", HIGH)
    with pytest.raises(Unplanned, match="a joker from outside the deck on a board with no hand limits"):
        compile_layout(game, 3)


EXTRA = "If a common king is dealt face up, deal each player an extra down card."


def test_extra_cards_for_a_card_dealt_up_where_none_is_are_no_rule():
    # the cross is dealt face down and flipped: no card is ever dealt face up, the rule never fires
    plain, extra = compile_layout(cross(3), 3), compile_layout(cross(3, EXTRA), 3)
    assert type(extra) is Plan and extra.seats == plain.seats


def test_extra_cards_where_a_card_is_dealt_up_are_refused():
    game = program("Deal two cards down to each player.", "Deal two sets of three face up common cards each.", HIGH,
                   "Your hand can only use one set of common cards.", EXTRA)
    with pytest.raises(Unplanned, match="rule 5: a standing extra-cards rule"):
        compile_layout(game, 3)


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**40), players=st.integers(min_value=2, max_value=7))
def test_extra_cards_that_never_come_play_as_the_simulator(seed, players):
    game = cross(4, EXTRA, "Threes are wild.")
    assert fast_outcome(plan_for(game, players), seed) == full_outcome(game, players, seed)


DIAMOND = ("Deal two cards down to each player.", "Deal four common cards face down in a diamond.",
           "Flip the top common card face up.", "Flip the next common card going around counter clockwise.",
           "Flip the next common card going around counter clockwise.", "Flip one common card face up.")
ACES = "If flipping a common ever reveals an ace, redeal."


def test_a_redeal_watches_every_common_card_turned_up():
    plan = compile_layout(program(*DIAMOND, HIGH, ACES), 4)
    assert isinstance(plan, RedealPlan)
    assert plan.watched == (8, 9, 10, 11) and len(plan.named) == 4 and plan.dealt == 12
    assert plan.held == tuple(range(12)) and plan.max_deals == 3  # each seat's two, then the diamond


def test_a_redealt_hand_is_scored_on_the_deal_that_stands():
    game = program(*DIAMOND, HIGH, ACES)
    plan = plan_for(game, 4)
    redealt = 0
    for seed in range(60):
        hand = PlayedHand(game, 4, seed)
        hand.piece(Stance).everyone_stays = True
        hand.run()
        redealt += hand.progress.deals > 1
        assert fast_outcome(plan, seed) == full_outcome(game, 4, seed), seed
    assert redealt > 10  # an ace shows among four commons in about a third of the deals


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**40), players=st.integers(min_value=2, max_value=7),
       rule=st.sampled_from([ACES, "If flipping a common ever reveals a face card, redeal."]))
def test_redeals_play_as_the_simulator(seed, players, rule):
    game = program(*DIAMOND, HIGH, rule)
    assert fast_outcome(plan_for(game, players), seed) == full_outcome(game, players, seed)


def test_redeal_figures_are_the_simulators():
    game = program(*DIAMOND, HIGH, "If flipping a common ever reveals a face card, redeal.")
    fast = summary(play_deals(game, 5, 2, 0, 90))
    assert fast == summary(play_deals(game, 5, 2, 0, 90, fast=False))
    assert fast.no_showdown > 0  # three deals in a row showed a face card: the hand stopped


@pytest.mark.parametrize("texts, reason", [
    (DIAMOND + ("Showdown, low hand wins.", ACES), "a low showdown beside a redeal"),
    (DIAMOND + ("Deal one card down to each player.", HIGH, ACES),
     "rule 7: a deal after a board flip, or face up to the table, beside a redeal when a table card turns up")])
def test_redeals_the_plan_cannot_follow_are_refused(texts, reason):
    with pytest.raises(Unplanned, match=reason):
        compile_layout(program(*texts), 4)


def square(*more: str):
    return program("Deal two cards down to each player.", "Deal nine face down common cards in a 3x3 square.",
                   "Flip face up the four common cards in the corners of the square.",
                   "Flip face up the four common cards on the edge of the square face up.",
                   "Flip one common card face up.", HIGH,
                   "Your hand may only use one horizontal or vertical row of common cards.", *more)


LOW_HOLE = "Your low hole card is wild for you, as are all cards of the same rank."


def test_each_seat_has_the_wilds_its_own_cards_name():
    game = square(LOW_HOLE)
    plan = compile_layout(game, 3)
    assert isinstance(plan, SeatWildPlan)
    x = list(plan.plan.deck)
    random.Random(5).shuffle(x)
    found = plan.named.at_seats(x, plan.own)
    for n, rules in enumerate(found):
        low = min(x[2 * n] >> 2, x[2 * n + 1] >> 2) + 2  # the seat's two hole cards at 2n, 2n + 1
        assert rules.wild_ranks == frozenset({low}), n


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**40), players=st.integers(min_value=2, max_value=7),
       more=st.sampled_from([(LOW_HOLE,), ("Your high hole card is wild for you, as are all cards of the same rank.",
                                           "The last common card flipped is wild, as are all other cards of the "
                                           "same rank.")]))
def test_own_card_wilds_play_as_the_simulator(seed, players, more):
    game = square(*more)
    assert fast_outcome(plan_for(game, players), seed) == full_outcome(game, players, seed)


def test_own_card_wild_figures_are_the_simulators():
    game = square(LOW_HOLE)
    fast = summary(play_deals(game, 5, 2, 0, 60))
    assert fast == summary(play_deals(game, 5, 2, 0, 60, fast=False))
    assert fast.wild_in_winner > 0.5  # a hole card's rank is wild for every hand


def test_own_card_wilds_with_an_own_flip_are_refused():
    game = program("Deal three cards down to each player.", "Each player flips over one down card of their choice.",
                   "Deal three common cards face up to the table.", HIGH,
                   "Your hand can only use one set of common cards.", LOW_HOLE)
    with pytest.raises(Unplanned, match="rule 2: a flip step beside wilds a player's own cards name"):
        compile_layout(game, 3)


def ring(own: int = 4, *more: str):
    return program(f"Deal {own} cards face down to each player.", "Deal eight common cards face down in a circle.",
                   *["Flip face up two common cards on opposite sides of the circle face up, going clockwise around."] * 4,
                   HIGH, "You may use three adjacent common cards in your hand.",
                   "The positionally middle common card that you use is wild for you, as are all cards of the same rank.",
                   *more)


def test_each_group_keeps_the_run_whose_middle_card_is_wild():
    plan = compile_layout(ring(4), 2)
    assert isinstance(plan, UsedWildPlan)
    for groups, runs in zip(plan.plan.seats, plan.runs):
        assert len(runs) == len(groups) == 8  # four own cards with each run of three of the eight in the ring
        for group, run in zip(groups, runs):
            assert len(run) == 3 and set(run) <= set(group)
    x = list(plan.plan.deck)
    random.Random(9).shuffle(x)
    middle = Card(x[plan.runs[0][0][1]])
    rules = with_used_card(plan.plan.rules, plan.steps, [[Card(x[p]) for p in plan.runs[0][0]]])
    assert rules.is_wild(middle) and middle.rank in rules.wild_ranks


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**40), players=st.integers(min_value=2, max_value=6),
       own=st.sampled_from([3, 4, 5]))
def test_used_card_wilds_play_as_the_simulator(seed, players, own):
    game = ring(own)
    assert fast_outcome(plan_for(game, players), seed) == full_outcome(game, players, seed)


def test_used_card_wild_figures_are_the_simulators():
    game = ring(4)
    fast = summary(play_deals(game, 4, 2, 0, 50))
    assert fast == summary(play_deals(game, 4, 2, 0, 50, fast=False))
    assert fast.wild_in_winner > 0.5


MATCH = ("Everyone who went in and lost matches the pot, and then matches it again for each two revealed at the "
         "showdown. If no one went in or anyone matched the pot, redeal for all.")


def test_losers_who_match_the_pot_deal_again():
    plan = compile_layout(cross(3, MATCH), 3)
    assert isinstance(plan, RedealPlan) and plan.again
    assert plan.held == tuple(range(14)) and plan.dealt == 14 and plan.max_deals == 3  # nine own, then the cross
    hand = PlayedHand(cross(3, MATCH), 3, 21)
    hand.piece(Stance).everyone_stays = True
    hand.run()
    assert len(hand.outcome.result.showdowns) == 3  # someone lost every time: three deals, then the hand stops
    assert fast_outcome(plan, 21) == full_outcome(cross(3, MATCH), 3, 21)


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**40), players=st.integers(min_value=2, max_value=7))
def test_losers_who_match_play_as_the_simulator(seed, players):
    game = cross(4, MATCH, "Twos are wild.")
    assert fast_outcome(plan_for(game, players), seed) == full_outcome(game, players, seed)


def test_losers_who_match_have_the_simulators_figures():
    game = cross(4, MATCH, "Twos are wild.")
    fast = summary(play_deals(game, 4, 2, 0, 30))
    assert fast == summary(play_deals(game, 4, 2, 0, 30, fast=False))
    assert fast.showdowns == 90  # three a deal


def test_losers_who_match_after_a_low_showdown_are_refused():
    game = program("Deal three cards down to each player.", "Deal five common cards face down in a cross pattern.",
                   *["Flip one common card face up."] * 5, "Showdown, low hand wins.", MATCH,
                   "Your hand may only use one horizontal or vertical row of common cards.")
    with pytest.raises(Unplanned, match="a low showdown whose losers match the pot"):
        compile_layout(game, 3)
