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
from dealerschoice.play.fast import Unplanned, plan_deal, plan_for
from dealerschoice.play.fast.run import PlanCounts
from dealerschoice.play.fast.split_card import (
    SplitCardPlan,
    compile_split_card,
    deal_counts,
    holders_of,
    split_card_deal,
    without_board_play,
)
from dealerschoice.play.fast.split_declared import DeclaredSplitPlan, compile_declared_split, declarer
from dealerschoice.play.fast.split_flips import SplitFlipPlayer
from dealerschoice.play.fast.split_guts import split_guts_deal, split_holders
from dealerschoice.play.fast.split_redeals import RedealSplitPlan, compile_redeal_split
from dealerschoice.play.fast.split_wilds import HeldWildSplitPlan, compile_held_wild_split
from dealerschoice.play.mechanics.betting import Stance
from dealerschoice.play.odds import play_deals, summary
from dealerschoice.play.odds_cache import odds_players, runnable
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
from tests.rules import corpus

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


# not the corpus's sentences: a face-up square, the low card of the centre's suit, rows and columns only
SPOT_SQUARE = ("Deal two cards down to each player.", "Deal nine face up common cards in a 3x3 square.",
               "Showdown, high hand splits the pot with the split-card",
               "The split-card is the low down card of the same suit as the middle common card.",
               "Your hand may only use one horizontal or vertical row of common cards.")


def test_a_layout_spot_names_the_split_suit():
    plan = compile_split_card(program_of(SPOT_SQUARE), 2)  # seat 1: 0, 1; seat 2: 2, 3; the square at 4-12
    assert plan.table == tuple(range(4, 13)) and plan.spot == 8  # the centre is the fifth card laid
    assert len(plan.seats[0]) == 6  # three rows and three columns, each with both down cards
    holders = holders_of(plan)
    x = codes("9d 4d 7d Kc 2s 3s 4s 5s Jd 6s 7s 8s 9s")
    assert holders(x) == (1,)   # the centre is a diamond: seat 1's 4d beats seat 2's 7d for low
    x[8] = int(Card.parse("Jc"))
    assert holders(x) == (2,)   # clubs: only seat 2 holds one
    x[8] = int(Card.parse("Jh"))
    assert holders(x) == ()     # no heart is held


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**40), players=st.integers(min_value=2, max_value=5))
def test_layout_spot_split_card_pays_whom_the_simulator_pays(seed, players):
    program = program_of(SPOT_SQUARE)
    plan = plan_for(program, players)
    assert type(plan) is SplitCardPlan
    assert split_card_deal(plan, seed)[0] == shares_of(program, players, seed)


@pytest.mark.skipif(not corpus.present(), reason=corpus.SKIP_REASON)
def test_tic_tac_toe_pays_whom_the_simulator_pays():
    """The corpus game: four flips of two non-centre commons each, whoever chooses, leave the
    whole square face up, and the centre's suit names the split card."""
    (found,) = [p for g, p in runnable(corpus.corpus().games) if g.name == "Tic-Tac-Toe"]
    players = odds_players(found, None)
    plan = plan_for(found, players)
    assert type(plan) is SplitCardPlan and plan.spot is not None
    for seed in range(25):
        assert split_card_deal(plan, seed)[0] == shares_of(found, players, seed), seed


def turning(rule: str):
    """Stud of two down and three up (not a corpus game), split with a split card that turns."""
    return program_of(("Deal two cards down to each player.", "Deal one card up to each player.",
                       "Deal one card up to each player.", "Deal one card up to each player.", SPLIT, rule))


CLUB_TURNS = ("The split-card is the high club. If the ace of clubs is dealt face up, the split-card is the low "
              "club. If the lowest up club is dealt after the ace, the split-card goes back to the high club.")


def test_a_card_dealt_face_up_turns_the_split_cards_end_and_a_lower_one_after_it_turns_it_back():
    plan = compile_split_card(turning(CLUB_TURNS), 2)  # seat 1: 0 1 down, 4 6 8 up; seat 2: 2 3 down, 5 7 9 up
    assert plan.turn is not None and plan.turn.cards == ("Ac",)
    holders = holders_of(plan)
    x = codes("9c 2s 3c 4s 5h 6h 7h 8h 9h Th")
    assert holders(x) == (1,)   # no ace up: the high club, 9c
    x[4] = int(Card.parse("Ac"))
    assert holders(x) == (2,)   # the ace of clubs up first: the low club, 3c
    x[9] = int(Card.parse("Kc"))
    assert holders(x) == (1,)   # a club dealt after the ace, lower than every club up before it: back to high, Ac
    x[4], x[5] = int(Card.parse("2c")), int(Card.parse("Ac"))
    assert holders(x) == (1,)   # 2c up before the ace: Kc after it is not the lowest up club, so low stays: 2c


def test_a_turn_rule_for_another_suit_is_refused():
    program = turning("The split-card is the high club. If the ace of hearts is dealt face up, the split-card is the "
                      "low heart.")
    with pytest.raises(Unplanned, match=r"rule 6: a split-card-turn rule for another split card than the game's"):
        compile_split_card(program, 3)


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**40), players=st.integers(min_value=2, max_value=6),
       rule=st.sampled_from([CLUB_TURNS, "The split-card is the low heart. If the queen of hearts is dealt face up, "
                                         "the split-card is the high heart."]))
def test_turning_split_card_pays_whom_the_simulator_pays(seed, players, rule):
    program = turning(rule)
    assert split_card_deal(compile_split_card(program, players), seed)[0] == shares_of(program, players, seed)


MARKED = ("Deal three cards down to each player.", "Deal three common cards face down.",
          "Select one of the common cards at random and place a marker above it.",
          "Flip one common card face up.", "Flip two common cards face up.", SPLIT,
          "If the last common is ten or higher, the split card is the high card of that suit. "
          "Otherwise the split card is the low card of that suit.")


def test_marks_and_common_flips_move_no_card():
    """Not the corpus's game: the mark and the flips are taken out; the last common card,
    face up or down, names the suit, and the table counts in nobody's hand."""
    program = program_of(MARKED)
    assert [a.number for a in without_board_play(program).actions] == [1, 2, 6]
    plan = compile_split_card(program, 3)
    assert plan.table == (9, 10, 11) and plan.seats == (((0, 1, 2),), ((3, 4, 5),), ((6, 7, 8),))
    x = codes("2d 9d 5c 3d 8s 8h 4c 5h 6h Kc Ks Td")
    assert holders_of(plan)(x) == (1,)   # a ten last: the high diamond, 9d
    x[11] = int(Card.parse("9d"))
    x[1] = int(Card.parse("Td"))
    assert holders_of(plan)(x) == (1,)   # still high (ten): Td
    x[11] = int(Card.parse("4c"))
    x[8] = int(Card.parse("2c"))
    assert holders_of(plan)(x) == (3,)   # a four last: the low club, 2c


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**40), players=st.integers(min_value=2, max_value=6))
def test_marked_split_card_pays_whom_the_simulator_pays(seed, players):
    program = program_of(MARKED)
    assert split_card_deal(compile_split_card(program, players), seed)[0] == shares_of(program, players, seed)


# not the corpus's game: three down, three commons, two of the down cards used, the split card
# named from a ten up; and without the Use rule, where the table counts in nobody's hand
DECLARED = ("Deal three cards down to each player.", "Deal three common cards face up to the table.",
            "Simultaneous declare of high/split-card/both.",
            "The highest declared high hand splits the pot with the best declared split-card.",
            "If the last common is ten or higher, the split card is the high card of that suit. "
            "Otherwise the split card is the low card of that suit.",
            "You must use exactly two of your down cards in your final hand.")


def test_who_declares_for_the_split_card():
    plan = compile_declared_split(program_of(DECLARED), 2)
    assert (plan.own, plan.table, plan.at_least, plan.table_counts) == (((0, 1, 2), (3, 4, 5)), (6, 7, 8), 10, True)
    declare = declarer(plan)
    x = codes("Ah Kc 2c 3s 3d 4c 7s 7d Jh")  # the jack of hearts last: the high heart
    # seat 1 holds the ace of hearts, no better one unseen: split card; seat 2 no heart: high
    assert declare(x, x[8] % 4, True) == ["split-card", "high"]
    x = codes("Ah 7c 2c 3s 3d 4c 7s 7d Jh")  # seat 1's sevens make trips with the table: both
    assert declare(x, x[8] % 4, True) == ["both", "high"]
    # six players, fifteen cards hidden from seat 1 among 46 unseen: four better hearts unseen
    # (Th Qh Kh Ah) make holding the best one less likely than not: high
    six = compile_declared_split(program_of(DECLARED), 6)
    x = codes("9h Qc 2d 3s 3d 3c 4s 4d 4c 5s 5d 5c 6s 6d 6c 8s 8c 8d 7s 7d Jh")
    assert declarer(six)(x, x[20] % 4, True)[0] == "high"
    x[0] = int(Card.parse("Kh"))  # one better heart unseen: split card (a pair only: not both)
    assert declarer(six)(x, x[20] % 4, True)[0] == "split-card"
    # without the Use rule the table is in nobody's hand: seat 1 declares on its own cards
    alone = compile_declared_split(program_of(DECLARED[:-1]), 2)
    assert alone.table_counts is False and alone.seats[0] == ((0, 1, 2),)
    x = codes("Ah 7c 2c 3s 3d 4c 7s 7d Jh")
    assert declarer(alone)(x, x[8] % 4, True) == ["split-card", "high"]


def test_the_pot_goes_to_the_declared_high_and_the_declared_split_card():
    plan = compile_declared_split(program_of(DECLARED), 3)
    count = plan._counter()
    # seat 1 Ah Kc 2d (split card), seat 2 Qd Qc 4s (high: queens), seat 3 2c 3c 5d; the Jh names hearts high
    x = codes("Ah Kc 2d Qd Qc 4s 2c 3c 5d 7s 8d Jh")
    assert count(PlanCounts(), x).winners == (1, 2)
    x = codes("Ah Ac 2d Qd Qc 4s 2c 3c 5d 7s 7d Jh")  # seat 1's aces up: both, and it takes both halves
    assert count(PlanCounts(), x).winners == (1,)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**40), players=st.integers(min_value=2, max_value=7),
       use=st.booleans())
def test_declared_split_card_pays_whom_the_simulator_pays(seed, players, use):
    program = program_of(DECLARED if use else DECLARED[:-1])
    plan = plan_for(program, players)
    assert type(plan) is DeclaredSplitPlan
    assert plan_deal(plan, seed).winners == shares_of(program, players, seed)


@pytest.mark.skipif(not corpus.present(), reason=corpus.SKIP_REASON)
def test_chicago_hold_em_pays_whom_the_simulator_pays():
    (found,) = [p for g, p in runnable(corpus.corpus().games) if g.name == "Chicago Hold'em"]
    players = odds_players(found, None)
    plan = plan_for(found, players)
    assert type(plan) is DeclaredSplitPlan
    for seed in range(40):
        assert plan_deal(plan, seed).winners == shares_of(found, players, seed), seed


# not the corpus's game: the ace of spades redeals, the jack of spades spares
REDEAL = ("Deal two cards down to each player.", "Deal one card up to each player.", "Deal one card up to each player.",
          SPLIT, "The split-card is the high face-down club.",
          "At the showdown, if the ace of spades was ever dealt face up, redeal the game. However, if the jack of "
          "spades was dealt face up after the ace of spades, or revealed at the showdown, do not redeal.")


def test_which_deals_are_dealt_again():
    plan = compile_redeal_split(program_of(REDEAL), 2)  # down 0-3, up 4-5 then 6-7
    assert plan.rounds == ((4, 5), (6, 7)) and plan.held == (0, 1, 4, 6, 2, 3, 5, 7)
    x = codes("2c 3c 4c 5c As 9d Td Qd")
    assert plan.redeals(x)  # the ace up, the jack nowhere
    x[7] = int(Card.parse("Js"))
    assert not plan.redeals(x)  # the jack up after it
    x[7], x[5] = int(Card.parse("Qd")), int(Card.parse("Js"))
    assert not plan.redeals(x)  # the jack up in the same deal: noted after the ace
    x[5], x[4], x[6] = int(Card.parse("Js")), int(Card.parse("9d")), int(Card.parse("As"))
    assert plan.redeals(x)  # the jack up before the ace
    x[5], x[2] = int(Card.parse("9h")), int(Card.parse("Js"))
    assert not plan.redeals(x)  # the jack face down in a hand: revealed at the showdown


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**40), players=st.integers(min_value=2, max_value=7))
def test_redealt_split_card_pays_whom_the_simulator_pays(seed, players):
    program = program_of(REDEAL)
    plan = plan_for(program, players)
    assert type(plan) is RedealSplitPlan
    x = plan.last_deal(seed)
    paid = split_card_deal_on(plan, x) if x is not None else ()
    hand = PlayedHand(program, players, seed)
    hand.piece(Stance).everyone_stays = True
    hand.run()
    assert paid == (tuple(sorted(hand.outcome.result.showdowns[-1]["shares"])) if hand.outcome.result.showdowns else ())


def split_card_deal_on(plan, x):
    score, holders = plan._judges()
    return deal_counts(plan, PlanCounts(), x, score, holders)


@pytest.mark.skipif(not corpus.present(), reason=corpus.SKIP_REASON)
def test_bastard_pays_whom_the_simulator_pays():
    (found,) = [p for g, p in runnable(corpus.corpus().games) if g.name == "Bastard"]
    players = odds_players(found, None)
    plan = plan_for(found, players)
    assert type(plan) is RedealSplitPlan
    redealt = 0
    for seed in range(60):
        hand = PlayedHand(found, players, seed)
        hand.piece(Stance).everyone_stays = True
        hand.run()
        redealt += hand.progress.deals > 1
        x = plan.last_deal(seed)
        paid = split_card_deal_on(plan, x) if x is not None else ()
        assert paid == (tuple(sorted(hand.outcome.result.showdowns[-1]["shares"]))
                        if hand.outcome.result.showdowns else ()), seed
    assert redealt > 0  # the seeds reach the redeal


# not the corpus's game: the low face-down club splits, and clubs are wild in the hole
HELD_WILD = ("Deal two cards down to each player.", "Deal one card up to each player.",
             "Deal one card down to each player.", SPLIT, "The split-card is the low face-down club.",
             "Clubs are wild if they are down cards.")


def paid_on(plan, seed: int) -> tuple[int, ...]:
    """The seats a held-wild split plan pays: its high winners and the split card's holders."""
    winners = plan.deal(seed).winners
    if not winners:
        return ()
    x = list(plan.deck)
    random.Random(seed).shuffle(x)
    return tuple(sorted(set(winners) | set(holders_of(plan)(x))))


def test_held_wilds_beside_a_split_card():
    plan = compile_held_wild_split(program_of(HELD_WILD), 2)  # seat 1: 0 1 down, 4 up, 6 down; seat 2: 2 3, 5, 7
    assert type(plan.held).__name__ == "BoughtWildPlan" and plan.own == ((0, 1, 4, 6), (2, 3, 5, 7))
    x = codes("9c 2s 3c 4s 2c 5h 6h 7h")
    assert holders_of(plan)(x) == (2,)  # the 2c is face up: seat 2's 3c is the low face-down club


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**40), players=st.integers(min_value=2, max_value=6))
def test_held_wild_split_card_pays_whom_the_simulator_pays(seed, players):
    program = program_of(HELD_WILD)
    # asked of this plan: `plan_for` may take the flip plan's first (`split_flips`, whose flips follow held wilds too)
    plan = compile_held_wild_split(program, players)
    assert type(plan) is HeldWildSplitPlan
    assert paid_on(plan, seed) == shares_of(program, players, seed)


def test_held_wild_split_card_counts_as_the_simulator():
    program = program_of(HELD_WILD)
    assert summary(play_deals(program, 4, 2, 0, 60)) == summary(play_deals(program, 4, 2, 0, 60, fast=False))


@pytest.mark.skipif(not corpus.present(), reason=corpus.SKIP_REASON)
def test_crazy_ass_chicago_pays_whom_the_simulator_pays():
    (found,) = [p for g, p in runnable(corpus.corpus().games) if g.name == "Crazy Ass Chicago"]
    players = odds_players(found, None)
    plan = compile_held_wild_split(found, players)  # as above: `plan_for` may take the flip plan's first
    assert type(plan) is HeldWildSplitPlan
    for seed in range(30):
        assert paid_on(plan, seed) == shares_of(found, players, seed), seed
