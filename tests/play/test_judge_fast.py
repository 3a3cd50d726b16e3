"""The showdown's short cut for a Use rule (`play/best_sets.py`, issue 21): a Hand built for
the best-scored set of each side only must judge exactly as building one for every set."""

from __future__ import annotations

from unittest import mock

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards import best_hand, parse_cards
from dealerschoice.cards.cards import Card
from dealerschoice.play import best_sets, judge, making
from dealerschoice.play.odds_cache import odds_players, runnable
from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import PlayedHand, simulate
from dealerschoice.play.table import Held
from dealerschoice.records import Game, Rule, Source
from dealerschoice.rules.steps import Showdown
from tests.rules import corpus
from tests.rules.corpus import needs_corpus

OMAHA = ["Deal four cards down to each player.", "Deal five common cards face up to the table.",
         "Showdown, high hand and low hand split the pot.",
         "You must use exactly two of your down cards in your final hand."]
VARIANTS = {"plain": [], "low qualifier": ["Seven or better to qualify for low."],
            "high qualifier": ["Kings or better to qualify."]}


def _program(extra: list[str]):
    texts = OMAHA + extra
    game = Game(1, "Test Omaha", (), (), tuple(Rule(i + 1, t, i + 1) for i, t in enumerate(texts)), None,
                Source("test", 1))
    return game_program(game)


PROGRAMS = {name: _program(extra) for name, extra in VARIANTS.items()}


def _judged(program, own, table, fast: bool):
    """(high, low) of seat 1 holding `own` with `table` on the board, by the short cut or
    (fast=False) by the judge's loop over every set."""
    hand = PlayedHand(program, 2, 1)
    seat = hand.table.seats[0]
    seat.cards = [Held(c) for c in own]
    step = next(iter(program.steps_of(Showdown)))
    if fast:
        return judge.hands_of(hand, seat, list(table), step)
    with mock.patch.object(best_sets, "best_sets", lambda hand, seat, groups, ranked, showdown: groups):
        return judge.hands_of(hand, seat, list(table), step)


nine_cards = st.lists(st.integers(0, 51), min_size=9, max_size=9, unique=True).map(lambda codes: [Card(c) for c in codes])


@pytest.mark.parametrize("variant", sorted(VARIANTS))
@settings(max_examples=150, deadline=None)
@given(cards=nine_cards)
def test_the_short_cut_judges_as_every_set_does(variant, cards):
    program = PROGRAMS[variant]
    own, table = cards[:4], cards[4:]
    assert _judged(program, own, table, True) == _judged(program, own, table, False)


def test_ties_keep_the_first_set_as_the_loop_does():
    # each pairing of an own ace and king makes the same ace-high straight: the first set's cards count
    program = PROGRAMS["plain"]
    own, table = parse_cards("Ah Kh Ad Kd"), parse_cards("Qs Js Ts 3c 4c")
    groups = making.card_sets(list(own), list(table), next(s for _, s in program.standing))
    straights = [g for g in groups if best_hand(g).description == "Straight, ace high"]
    assert len(straights) == 4
    high, low = _judged(program, own, table, True)
    assert [str(c) for c in high.cards] == ["A♥", "K♥", "Q♠", "J♠", "10♠"]
    assert (high, low) == _judged(program, own, table, False)


def test_only_the_best_sets_get_a_hand():
    program = PROGRAMS["plain"]
    hand = PlayedHand(program, 2, 1)
    seat = hand.table.seats[0]
    seat.cards = [Held(c) for c in parse_cards("As 2d Kc Kh")]
    groups = making.card_sets(seat.all(), list(parse_cards("3s 4s 5s Qd Kd")), next(s for _, s in program.standing))
    step = next(iter(program.steps_of(Showdown)))
    kept = best_sets.best_sets(hand, seat, groups, None, step)
    assert len(groups) == 60
    # the wheel (A♠ 2♦ and the board's 3 4 5) is the best high, a straight over trip kings, and the best low
    assert [[str(c) for c in g] for g in kept] == [["A♠", "2♦", "3♠", "4♠", "5♠"]]
    # with a pair on the board the wheel is gone: kings full of fours is the best high, A-2-3-4-Q the best low
    groups = making.card_sets(seat.all(), list(parse_cards("3s 4s 4d Qd Kd")), next(s for _, s in program.standing))
    kept = best_sets.best_sets(hand, seat, groups, None, step)
    assert [[str(c) for c in g] for g in kept] == [["A♠", "2♦", "3♠", "4♠", "Q♦"], ["K♣", "K♥", "4♠", "4♦", "K♦"]]


def test_wild_cards_keep_every_set():
    program = _program(["Deuces are wild."])
    hand = PlayedHand(program, 2, 1)
    seat = hand.table.seats[0]
    seat.cards = [Held(c) for c in parse_cards("As 2d Kc Kh")]
    groups = making.card_sets(seat.all(), list(parse_cards("3s 4s 5s Qd Kd")), next(s for _, s in program.standing))
    step = next(iter(program.steps_of(Showdown)))
    assert best_sets.best_sets(hand, seat, groups, None, step) is groups


@needs_corpus
@pytest.mark.parametrize("name", ["Omaha Burns", "Chicago Hold'em", "Three Line Lebanese", "Reverse Blast Guts"])
def test_corpus_games_play_the_same_hands(name):
    program = next(p for g, p in runnable(corpus.corpus().games) if g.name == name)
    players = odds_players(program, None)
    for seed in (1, 2, 3):
        fast = simulate(program, players, seed, everyone_stays=True)
        with mock.patch.object(best_sets, "best_sets", lambda hand, seat, groups, ranked, showdown: groups):
            slow = simulate(program, players, seed, everyone_stays=True)
        assert fast == slow
