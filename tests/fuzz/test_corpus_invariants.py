"""The simulator's invariants for every runnable game of the development corpus, at 2-7
players and any seed: no card lost or dealt twice, every hand the size the rules say, every
chip accounted for (the simulator checks these after every rule and raises SimulationError),
and, from the outside, the pot fully awarded and the ledger balanced at the end.

A table larger than the deck serves may stop with "the deck runs out", and only a table
larger than the game's own player count may; nothing else may stop a runnable game.
"""

from __future__ import annotations

from functools import cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dealerschoice.play.program import NotRunnable, Program, game_program
from dealerschoice.play.simulate import default_players, simulate
from tests.play.test_simulate import assert_sound
from tests.rules.corpus import SKIP_REASON, corpus, present

pytestmark = pytest.mark.skipif(not present(), reason=SKIP_REASON)


@cache
def runnable() -> tuple[Program, ...]:
    programs = []
    for game in corpus().games:
        try:
            programs.append(game_program(game))
        except NotRunnable:
            continue
    return tuple(programs)


def play_sound(program: Program, players: int, seed: int) -> None:
    try:
        transcript = simulate(program, players, seed)
    except NotRunnable as error:
        assert players > default_players(program), (program.game.id, players, seed, str(error))
        assert "the deck runs out" in str(error), (program.game.id, players, seed, str(error))
        return
    assert_sound(transcript)


def test_the_sweep_covers_every_runnable_corpus_game():
    from tests.rules.test_corpus import RUNNABLE_AT_LEAST
    assert len(runnable()) >= RUNNABLE_AT_LEAST


@pytest.mark.slow
@pytest.mark.parametrize("program", runnable() if present() else (), ids=lambda p: f"#{p.game.id}")
def test_every_runnable_corpus_game_plays_sound_at_two_and_its_own_table(program):
    for players in sorted({2, default_players(program)}):
        play_sound(program, players, seed=program.game.id)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), players=st.integers(2, 7), seed=st.integers(0, 10**6))
def test_invariants_hold_for_any_runnable_corpus_game_seed_and_table(data, players, seed):
    program = data.draw(st.sampled_from(runnable()), label="game")
    play_sound(program, players, seed)
