"""The split card in the odds' fast path: who holds it, as the simulator finds it, in a fixed
plan (`split_card`), a guts plan (`split_guts`) and a flip plan (`split_flips`), and the seats
each pays, seed for seed, on games written with other ranks, suits and rules than the
catalog's (the games themselves: tests/odds/test_fast_own.py)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards import Card
from dealerschoice.play.fast import Unplanned, plan_for
from dealerschoice.play.fast.split_card import compile_split_card, holders_of, split_card_deal
from dealerschoice.play.fast.split_flips import SplitFlipPlayer
from dealerschoice.play.fast.split_guts import split_guts_deal, split_holders
from dealerschoice.play.mechanics.betting import Stance
from dealerschoice.play.simulate import PlayedHand
from dealerschoice.rules.steps import SplitCard
from tests.odds.test_fast_own import (
    BY_COUNT,
    BY_TABLE,
    FLIP_SPLIT,
    GUTS_SPLIT,
    HOLE_HEART,
    HOLE_HIGH,
    NAMED,
    SPLIT,
    TABLE_SUIT,
    codes,
    program_of,
    shares_of,
)

FIXED = {"hole heart": HOLE_HEART, "table suit": TABLE_SUIT, "named": NAMED, "by table": BY_TABLE,
         "by count": BY_COUNT, "hole high": HOLE_HIGH}


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**40), players=st.integers(min_value=2, max_value=6),
       name=st.sampled_from(sorted(FIXED)))
def test_split_card_pays_whom_the_simulator_pays(seed, players, name):
    """The seats paid: the high winners and the split card's holders, as `showdown.split_with_card` pays them."""
    program = program_of(FIXED[name])
    plan = compile_split_card(program, players)
    assert split_card_deal(plan, seed)[0] == shares_of(program, players, seed)


def test_split_card_positions_and_rule():
    plan = compile_split_card(program_of(TABLE_SUIT), 3)
    assert plan.own == ((0, 1, 7, 8, 9), (2, 3, 10, 11, 12), (4, 5, 13, 14, 15))
    assert plan.table == (6,) and plan.down == frozenset(range(7))
    # the split card gives the table card a job: it is in nobody's hand
    assert plan.seats == (((0, 1, 7, 8, 9),), ((2, 3, 10, 11, 12),), ((4, 5, 13, 14, 15),))


def test_high_heart_in_the_hole():
    plan = compile_split_card(program_of(HOLE_HEART), 2)  # seat 1: 0, 1 down, 4 up; seat 2: 2, 3 down, 5 up
    holders = holders_of(plan)
    assert holders(codes("Qh 2s Jh 3d Ah 4c")) == (1,)   # the ace of hearts is face up: it is not the split card
    assert holders(codes("Qh 2s Kh 3d Ah 4c")) == (2,)
    assert holders(codes("Qs 2s Ks 3d Ah 4c")) == ()     # no heart face down


def test_table_card_names_the_suit():
    plan = compile_split_card(program_of(TABLE_SUIT), 2)  # the table card at position 4
    holders = holders_of(plan)
    x = codes("2d 9c 5d 3h Kd 6s 7s 8s 4d 4c 4h")  # seat 1: 0 1 5 6 7; seat 2: 2 3 8 9 10
    assert holders(x) == (2,)  # diamonds: seat 1 holds 2d, seat 2 5d and 4d: the high one is 5d
    x[4] = int(Card.parse("Ks"))
    assert holders(x) == (1,)  # spades: only seat 1 holds any (6s 7s 8s)


def test_named_cards_both_held():
    plan = compile_split_card(program_of(NAMED), 2)  # seat 1: 0 1 2 down, 6 7 up; seat 2: 3 4 5 down, 8 9 up
    holders = holders_of(plan)
    assert holders(codes("Jh 2s 3s Jd 4s 5s 6s 7s 8s 9s")) == (1, 2)
    assert holders(codes("2h 2s 3s 4d 4s 5s Jh Jd 8s 9s")) == ()  # face up: no split card


def test_lowest_rank_tied_is_no_split_card():
    plan = compile_split_card(program_of(HOLE_HIGH), 2)  # seat 1: 0 1 2 down; seat 2: 3 4 5 down
    holders = holders_of(plan)
    assert holders(codes("Ks 2s 3s Kd 4s 5s As Ad 8s 9s")) == ()  # two kings in the hole; the aces are up
    assert holders(codes("Ks 2s 3s Qd 4s 5s As Ad 8s 9s")) == (1,)


def test_count_of_hearts_turns_the_end():
    plan = compile_split_card(program_of(BY_COUNT), 2)  # down: 0-5; up: 6 7 (seat 1), 8 9 (seat 2)
    holders = holders_of(plan)
    assert holders(codes("5h 2s 3s 9h 4s 5s 6s 7s 8s 9s")) == (2,)  # no heart up (even): the high down heart
    assert holders(codes("5h 2s 3s 9h 4s 5s Ah 7s 8s 9s")) == (1,)  # one heart up (odd): the low down heart


def test_last_table_card_by_rank():
    plan = compile_split_card(program_of(BY_TABLE), 2)  # table: position 8
    holders = holders_of(plan)
    x = codes("4d 9d 2c 3c 5s 6s 7s 8s Qd")  # seat 1: 0 1 4 5; seat 2: 2 3 6 7
    assert holders(x) == (1,)  # a queen: the high diamond (9d)
    x[8] = int(Card.parse("7c"))
    assert holders(x) == (2,)  # a seven: the low club (2c)


def test_a_split_card_that_asks_what_is_face_down_in_a_flip_game_is_refused():
    texts = ("Deal three cards down to each player.", "Each player flips one card.", SPLIT,
             "The split-card is the low, face-down spade.")
    with pytest.raises(Unplanned, match="^a split-card rule that asks which cards are face down, in a game that "
                                        "flips cards$"):
        compile_split_card(program_of(texts), 3)


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**40), players=st.integers(min_value=2, max_value=6))
def test_guts_split_card_pays_whom_the_simulator_pays(seed, players):
    """Those in paid at the last showdown (the losers match the pot, which decides the redeals after)."""
    program = program_of(GUTS_SPLIT)
    hand = PlayedHand(program, players, seed)
    hand.piece(Stance).everyone_stays = True
    hand.run()
    shown = hand.outcome.result.showdowns
    assert split_guts_deal(plan_for(program, players), seed) == (tuple(sorted(shown[-1]["shares"])) if shown else ())


def test_guts_split_card_holders():
    split = program_of(GUTS_SPLIT).steps_of(SplitCard)[0]
    hands = {0: codes("Kd 2d 9c"), 2: codes("4d 5h"), 3: codes("Ah As")}
    assert split_holders(split, hands, codes("Qd")) == (0,)  # diamonds: the low one is 2d
    assert split_holders(split, hands, codes("7s")) == (3,)
    assert split_holders(split, hands, codes("3c")) == (0,)
    assert split_holders(split, {0: codes("Kd"), 2: codes("4h")}, codes("Qs")) == ()  # no spade in play


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**40), players=st.integers(min_value=2, max_value=6))
def test_flip_split_card_pays_whom_the_simulator_pays(seed, players):
    """Cards bought and redeals played as the flip plan plays them, the split card found on the cards left."""
    program = program_of(FLIP_SPLIT)
    plan = plan_for(program, players)
    player = SplitFlipPlayer(plan)
    x = list(plan.deck)
    rng = random.Random(seed)
    rng.shuffle(x)
    player.deal(x, rng)
    hand = PlayedHand(program, players, seed)
    hand.piece(Stance).everyone_stays = True
    hand.run()
    assert player.paid == [tuple(sorted(record["shares"])) for record in hand.outcome.result.showdowns]
