"""The faster ports the draw plans use for Anaconda's kind (issue 21: Anaconda with a Twist
at 5,000 deals a second): the cards given up card by card (`play.fast.giving`), the side a
seat leans to (`choosing.leaner`), a seat's low and low top read once (`declares.low_viewer`)
and a declaration told the scores it reads: each the same answer as the players' own
functions, and a plan's stages made once per process."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards import Card, HandRules, parse_cards
from dealerschoice.play import policies
from dealerschoice.play.fast import plan_for
from dealerschoice.play.fast.choosing import SeatBounds, leaner, passer, thrower
from dealerschoice.play.fast.declares import declarer, low_viewer
from dealerschoice.play.fast.draw_play import stages
from dealerschoice.play.fast.giving import giver
from dealerschoice.play.fast.lows import low_judge
from dealerschoice.play.fast.run import scorer
from dealerschoice.play.players import aims, declaring
from dealerschoice.play.players.keeping import draw_choice
from dealerschoice.play.players.passing import give_up
from dealerschoice.play.program import game_program
from tests.odds.test_fast import game

RULES = (HandRules(), HandRules.parse("2"), HandRules.parse("Jh,Js"), HandRules(jokers="bug"), HandRules.parse("3,9"))
DECK = tuple(range(53))


@settings(max_examples=500, deadline=None)
@given(st.randoms(use_true_random=False), st.sampled_from(RULES), st.sampled_from(["high", "low"]),
       st.integers(min_value=0, max_value=40), st.booleans())
def test_given_up_cards_are_give_ups(rng: random.Random, rules, goal, size, two_decks):
    """Any hand in card order (two decks: a card twice), any count (none, all, more): the
    cards `passing.give_up` gives up, in the same order."""
    deck = list(DECK) * (2 if two_decks else 1)
    cards = sorted(rng.sample(deck, size))
    count = rng.randint(-1, size + 1)
    assert giver(rules, goal)(cards, count) == list(give_up(cards, count, (), rules, goal))


def test_given_up_cards_of_a_pass():
    """Three of seven given up: the least worth to a high hand (the low singles, the two
    queens kept), or to a low one (the king and a second card of a rank go first)."""
    high = sorted(parse_cards("Qs Qh 9c 8d 3s 4h 2c"))
    assert [str(c) for c in map(Card, giver(HandRules())(high, 3))] == ["2♣", "3♠", "4♥"]
    low = sorted(parse_cards("As 2h 3d 7c Ks Kd 4h"))
    assert [str(c) for c in map(Card, giver(HandRules(), "low")(low, 3))] == ["7♣", "K♠", "K♦"]
    # a wild is worth most: a deuce of "deuces wild" stays when a pair of kings goes
    wild = sorted(parse_cards("2s Kh Kd Qc Jh 9s 7d"))
    assert [str(c) for c in map(Card, giver(HandRules.parse("2"))(wild, 6))] == ["7♦", "9♠", "J♥", "Q♣", "K♥", "K♦"]


def test_a_giver_is_made_once_per_rules():
    assert giver(HandRules.parse("5")) is giver(HandRules.parse("5"))
    assert giver(HandRules.parse("5"), "low") is not giver(HandRules.parse("5"))


@settings(max_examples=300, deadline=None)
@given(st.randoms(use_true_random=False), st.sampled_from(RULES), st.sampled_from(["high", "low"]),
       st.integers(min_value=7, max_value=12), st.integers(min_value=1, max_value=3))
def test_big_passes_and_discards_are_the_players(rng: random.Random, rules, goal, size, count):
    """A pass, and a discard of a set count, from more than `KEEP_TRIED` cards: what the
    players' `thrown_cards` / `draw_choice` give up, the thrown cards leaving the hand."""
    hand = rng.sample(range(53), size)
    given_up = passer(count, rules, rules, goal)(list(hand))
    assert given_up == list(give_up(sorted(hand), count, (), rules, goal, rules))
    thrown, _ = draw_choice(hand, hand, (count,), count, None, None, rules, goal, rules)
    kept, muck = list(hand), []
    assert thrower(SeatBounds((count,), count), rules, rules, goal)(kept, muck) == count
    assert muck == list(thrown)
    assert sorted(kept + muck) == sorted(hand)


@settings(max_examples=400, deadline=None)
@given(st.randoms(use_true_random=False), st.sampled_from(RULES), st.integers(min_value=0, max_value=12))
def test_lean_is_the_players(rng: random.Random, rules, size):
    cards = rng.sample(range(53), size)
    assert leaner(rules, scorer(rules, DECK, 12))(cards) == aims.lean(cards, rules)


def test_lean_reads_small_ranks_and_two_pair():
    lean = leaner(HandRules(), scorer(HandRules(), DECK, 12))
    assert lean(parse_cards("As 3d 6c 9h Kd")) == "low"   # three small ranks of five
    assert lean(parse_cards("As 3d Kc")) == "high"        # two of three
    assert lean(parse_cards("3s 3d 6c 6h 2d")) == "high"  # small, but two pair


@settings(max_examples=300, deadline=None)
@given(st.randoms(use_true_random=False), st.sampled_from(RULES), st.integers(min_value=1, max_value=8),
       st.sampled_from(["high", "low"]), st.sampled_from([("high", "low"), ("high", "low", "both")]))
def test_low_view_and_a_told_declaration(rng: random.Random, rules, size, aim, choices):
    """A seat's low Hand and low top read together are the judge's and `declaring.low_top`'s;
    a declaration told them (and the high score) is the one it makes on its own."""
    cards = rng.sample(range(53), size)
    judge = low_judge(rules)
    low, top = low_viewer(rules, judge)(cards)
    assert low == judge(cards)
    assert top == declaring.low_top([Card(c) for c in cards], rules)
    score = scorer(rules, DECK, 12)
    declare = declarer(rules, rules, choices, score)
    expected = policies.declare_high_low([Card(c) for c in cards], rules, rules, choices, aim)
    assert declare(cards, aim, score(cards), top) == expected == declare(cards, aim)


def test_a_plans_stages_are_made_once():
    """Odds come in runs of 250 deals: the stages (choices, scorers, memos) of a plan are
    made once per process, not once a run."""
    program = game_program(game("Deal seven cards face down to each player.", "Each player passes three cards to their left.",
                   "Deal one card face up to the table.", "Each player discards two cards.",
                   "Declare high/low simultaneously.",
                   "Showdown, highest declared high hand and lowest declared low hand split the pot.",
                   "All cards with a rank one higher than the table card are wild."))
    plan = plan_for(program, 5)
    assert plan is not None
    first = stages(plan)
    assert stages(plan) is first
    seven = first((parse_cards("7s")[0],))
    assert seven is first((parse_cards("7h")[0],))  # the same rank: the same wilds, the same stage
    assert seven.rules == HandRules.parse("8") and first(()).rules == HandRules()
