"""Raising stops short of the cap unless the hands call for it: each raise already made in a
round raises the next raise's line (`players.strength.bet_action`, `raises=`). Without it, in
Anaconda (a high-low declare game where a high and a low hand both stand "ahead" of par) two
strong hands re-raised each other to the cap in about two betting rounds of three."""

from __future__ import annotations

import pytest

from dealerschoice.play.players.strength import RAISE_EDGE, RERAISE_STEP, Action, bet_action
from dealerschoice.play.simulate import simulate
from dealerschoice.play.state import MAX_RAISES
from tests.play.conftest import PROGRAMS


def _rounds_at_cap(name: str, deals: int, players: int = 6) -> tuple[int, int]:
    program = next(p for p in PROGRAMS if p.game.name == name)
    rounds = capped = 0
    for seed in range(1, deals + 1):
        for event in simulate(program, players, seed).events:
            if event.kind == "bet":
                rounds += 1
                capped += event.text.count(" raises ") >= MAX_RAISES
    return rounds, capped


@pytest.mark.parametrize("name", ["Anaconda", "Anaconda with a Twist"])
def test_no_more_than_a_quarter_of_betting_rounds_reach_the_raise_cap(name):
    rounds, capped = _rounds_at_cap(name, 60)
    assert rounds > 100 and capped / rounds <= 0.25, (rounds, capped)


def test_each_raise_made_asks_a_better_hand_for_the_next():
    edge = RAISE_EDGE + RERAISE_STEP  # one raise made: the line is one step higher
    assert bet_action(edge - 0.01, True, True, raises=1) == Action.CALL
    assert bet_action(edge, True, True, raises=1) == Action.RAISE
    assert bet_action(edge, True, True, raises=2) == Action.CALL
    assert bet_action(edge + RERAISE_STEP, True, True, raises=2) == Action.RAISE
    assert bet_action(9.0, True, can_raise=False, raises=0) == Action.CALL  # at the cap: call
