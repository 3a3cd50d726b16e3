"""The simulator's short cuts for speed (issue 21) give what the long way gives: a player
deciding whether to take a card ("if they want it") stops trying cards once the answer is
known and judges only the side they play for; a trial hand is a shallow copy; qualifier
lookups are remembered; a program's hand limits are worked out once (points totals:
tests/cards/test_points.py)."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dealerschoice.cards import HandRules, parse_cards
from dealerschoice.play import making
from dealerschoice.play.hand_limits import hand_limits
from dealerschoice.play.judge import hands_of, usable_table
from dealerschoice.play.mechanics import wanting
from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import PlayedHand, simulate
from dealerschoice.play.table import Held, Seat
from dealerschoice.rules.steps import Qualifier, Showdown
from tests.play.played_rules import written_game
from tests.rules.corpus import corpus, needs_corpus

# a points game of the 7/27 family, written for this test (targets and values not the corpus's)
NINE_TWENTY_NINE = written_game(
    "Deal one card down to each player.",
    "Deal one card up to each player.",
    "Deal each player one card face up, if they want it.",
    "Repeat the last action until no one wants another card.",
    "The highest showing high hand and the lowest showing low hand split the pot.",
    "Aces are 1 or 11, face cards are 1/2, all other cards are face value. The low hand is closest to 9, "
    "the high hand is closest to 29.")


def counted(hand: PlayedHand, seat: Seat, low: bool, up: bool = True) -> bool:
    """`wanting.wants_card` the long way: every card the player cannot see tried, both sides judged."""
    showdown = next(iter(hand.program.steps_of(Showdown)), None)
    pool = wanting.unseen(hand, seat)
    if showdown is None or not pool:
        return False
    side = 1 if low else 0
    made = hands_of(hand, seat, usable_table(hand), showdown)[side]
    now = made.key if made is not None else None
    better = 0
    for card in set(pool):
        trial = dataclasses.replace(seat, cards=[*seat.cards, Held(card, up=up)])
        after = hands_of(hand, trial, usable_table(hand), showdown)[side]
        if after is not None and (now is None or after.key > now):
            better += pool.count(card)
    return better * 2 > len(pool)


def checked_decisions(monkeypatch, programs, seeds) -> list[bool]:
    """Every decision to take a card in these hands, each checked against the long way."""
    quick = wanting.wants_card
    decided: list[bool] = []

    def both(hand, seat, low, up=True):
        answer = quick(hand, seat, low, up)
        assert answer == counted(hand, seat, low, up), (hand.program.game.name, hand.seed, seat.name)
        decided.append(answer)
        return answer

    monkeypatch.setattr(wanting, "wants_card", both)
    for program in programs:
        for seed in seeds:
            simulate(program, 4, seed, everyone_stays=True)
    return decided


def test_a_player_decides_on_a_card_as_counting_every_card_would(monkeypatch):
    decided = checked_decisions(monkeypatch, [game_program(NINE_TWENTY_NINE)], range(1, 7))
    assert len(decided) >= 24 and True in decided and False in decided


@needs_corpus
@pytest.mark.parametrize("name", ["7/27", "8/28", "2/22", "Thirty One", "7/27 Twists"])
def test_the_corpus_points_games_decide_as_counting_every_card_would(monkeypatch, name):
    program = game_program(next(g for g in corpus().games if g.name == name))
    decided = checked_decisions(monkeypatch, [program], range(1, 4))
    assert decided and True in decided


def test_one_side_judged_is_that_side_of_both_judged():
    hand = PlayedHand(game_program(NINE_TWENTY_NINE), 3, 1)
    seat = hand.table.seat(1)
    seat.cards = [Held(c, up=True) for c in parse_cards("9s Kd 7c")]  # 16½ points
    showdown = next(iter(hand.program.steps_of(Showdown)))
    high, low = hands_of(hand, seat, [], showdown)
    assert hands_of(hand, seat, [], showdown, side="high") == (high, None)
    assert hands_of(hand, seat, [], showdown, side="low") == (None, low)
    assert (high.description, low.description) == ("16½ points", "16½ points")


def test_a_trial_seat_holds_the_new_cards_and_is_otherwise_the_seat():
    seat = Seat(3, [Held(parse_cards("As")[0])], folded=False, paid=4, won=2, wins=1, expected=1)
    seat.wild_paid.add(0)
    trial = seat.holding([*seat.cards, Held(parse_cards("Kd")[0], up=True)])
    assert trial == dataclasses.replace(seat, cards=trial.cards) and trial is not seat
    assert [h.card for h in seat.cards] == list(parse_cards("As")) and len(trial.cards) == 2
    assert trial.wild_paid is seat.wild_paid  # shallow, as `replace` copies


@given(st.lists(st.sampled_from([Qualifier("low", "8"), Qualifier("low", "7"), Qualifier("high", "T", "pair"),
                                 Qualifier("high", "J", "pair"), Qualifier("high", category="two-pair"),
                                 Qualifier("low", category="no-pair")]), max_size=4))
def test_qualifier_lookups_are_the_same_remembered_or_not(qualifiers):
    as_tuple, as_list = tuple(qualifiers), list(qualifiers)
    assert making.low_limit(as_tuple) == making.low_limit(as_list)
    assert making.high_needs(as_tuple) == making.high_needs(as_list)
    for cards in ("Ts Td 3c 4h 2d", "9s 9d Ac Kh 2d", "2s 3d 4c 5h 7d", "2s 2d 3c 3h 4d"):
        held = parse_cards(cards)
        assert making.high_qualifies(held, HandRules(), as_tuple) == making.high_qualifies(held, HandRules(), as_list)


def test_qualifier_values():
    eight, tens = Qualifier("low", "8"), Qualifier("high", "T", "pair")
    assert making.low_limit((eight, Qualifier("low", "7"))) == 7
    assert making.high_needs((tens, eight)) == [(1, 10)]
    assert making.high_qualifies(parse_cards("9s 9d Ac Kh 2d"), HandRules(), (tens,)) is False


def test_a_programs_hand_limits_are_worked_out_once():
    program = game_program(written_game("Deal five cards face down to each player.",
                                        "Deal eight common cards face down in a square.",
                                        "Showdown, high hand wins.", "You may use three adjacent common cards in your hand."))
    first = hand_limits(program)
    assert first is not None and hand_limits(program) is first
    assert hand_limits(game_program(NINE_TWENTY_NINE)) is None
