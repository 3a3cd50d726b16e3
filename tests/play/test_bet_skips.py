"""Betting work skipped where it cannot change the action (issue 21: the odds' cost).

Where everyone stays to the showdown (the odds' hands), a player's hand decides only whether
they bet or raise past a line: a hand whose ceiling (`bet_ceiling.seen_ceiling`) stays below
the line is not searched for its best legal line, and a player whose action is settled
(the raise cap, openers to hold, an opener who must bet) is not judged at all. The hands
played must be the same, chip for chip, as with every hand judged.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.play.hand_limits import seen_category
from dealerschoice.play.mechanics import bet_ceiling, betting
from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import simulate
from dealerschoice.play.state import MAX_RAISES
from dealerschoice.rules.steps import Bet
from tests.play.test_speedups import make_game

# two rows of four, a hand of two own cards and three of one row (a smaller Lebanese, not corpus text)
TWO_ROWS = game_program(make_game(
    "Deal four cards face down to each player.",
    "Deal two rows of four face-down common cards each.",
    "Betting round, with the player to the left of the dealer opening.",
    "Flip one common card from each row face up.",
    "Betting round, starting with the last person to raise.",
    "Flip one common card from each row face up.",
    "Betting round, starting with the last person to raise.",
    "Flip two common cards from each row face up.",
    "Betting round, starting with the last person to raise.",
    "Showdown, high hand wins.",
    "Your hand can only use one set of common cards.",
    "You must use exactly two of your down cards in your final hand.", name="Two Row Test"))


def _searches(monkeypatch) -> list[int]:
    """Count the betting rounds' searches for a limited hand's best legal line."""
    calls = [0]

    def counted(hand, seat):
        calls[0] += 1
        return seen_category(hand, seat)

    monkeypatch.setattr(betting, "seen_category", counted)
    return calls


def test_everyone_staying_skips_searches_below_the_bet_line_and_plays_the_same_hand(monkeypatch):
    calls = _searches(monkeypatch)
    skipped = simulate(TWO_ROWS, 5, 11, everyone_stays=True)
    with_skips = calls[0]
    monkeypatch.setattr(betting, "seen_ceiling", lambda hand, seat: None)  # no ceiling: every hand searched
    calls[0] = 0
    searched = simulate(TWO_ROWS, 5, 11, everyone_stays=True)
    assert skipped == searched
    # 5 players, 4 rounds: 20 searches without the ceiling, 7 with it (seed 11: the one set of
    # common cards a hand may use is one row, session 7; seed 3 raised nobody in the last round)
    assert (with_skips, calls[0]) == (7, 20)
    assert "P4 raises to 2" in skipped.events[-2].text and skipped.pot_total == 25


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(1, 10**6), players=st.integers(2, 6))
def test_the_hands_played_are_the_same_with_and_without_the_skips(seed, players):
    skipped = simulate(TWO_ROWS, players, seed, everyone_stays=True)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(betting, "seen_ceiling", lambda hand, seat: None)
        patch.setattr(betting, "_decided", lambda *args: False)
        searched = simulate(TWO_ROWS, players, seed, everyone_stays=True)
    assert skipped == searched


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(1, 10**6), players=st.integers(2, 6))
def test_the_ceiling_is_never_below_the_best_legal_line(seed, players):
    pairs = []

    def both(hand, seat):
        found = seen_category(hand, seat)
        pairs.append((found, bet_ceiling.seen_ceiling(hand, seat)))
        return found

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(betting, "seen_category", both)
        simulate(TWO_ROWS, players, seed)  # players fold here: every hand is searched
    assert pairs and all(ceiling is not None and ceiling >= found for found, ceiling in pairs)


def test_example_hands_never_use_the_ceiling(monkeypatch):
    def refuse(hand, seat):
        raise AssertionError("an example hand's players fold: their edge must be judged exactly")

    monkeypatch.setattr(betting, "seen_ceiling", refuse)
    assert simulate(TWO_ROWS, 5, 3).pot_total > 0


def test_the_ceiling_is_none_where_no_hand_limits_apply():
    five_card = game_program(make_game("Deal five cards down to each player.", "Betting round.",
                                       "Showdown, high hand wins."))
    from dealerschoice.play.simulate import PlayedHand

    hand = PlayedHand(five_card, 3, 1)
    assert bet_ceiling.seen_ceiling(hand, hand.table.seats[0]) is None


BET = Bet()
MUST = Bet(must_open=True)


@pytest.mark.parametrize(("step", "opens", "current", "owe", "raises", "may_fold", "needs", "decided"), [
    (BET, False, 1, 1, MAX_RAISES, False, (), True),        # at the cap, staying: calls
    (BET, False, 1, 1, MAX_RAISES - 1, False, (), False),   # a raise is still open: judged
    (BET, False, 1, 0, MAX_RAISES, False, (), False),       # nothing owed (the last raiser): judged
    (BET, False, 1, 1, MAX_RAISES, True, (), False),        # players fold: always judged
    (MUST, True, 0, 0, 0, False, (), True),                 # the opener who must bet
    (MUST, False, 0, 0, 0, False, (), False),               # ... not another player
    (BET, False, 0, 0, 0, False, ("pair-of-jacks",), True),  # openers to hold before anyone opens
    (BET, False, 1, 1, 0, False, ("pair-of-jacks",), False),  # ... once opened, judged
])
def test_a_settled_action_is_not_judged(step, opens, current, owe, raises, may_fold, needs, decided):
    assert betting._decided(step, opens, current, owe, raises, may_fold, needs) is decided
