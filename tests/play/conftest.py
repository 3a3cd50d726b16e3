"""Shared fixtures: the seed catalog, resolved once, and its runnable games' programs."""

from __future__ import annotations

from pathlib import Path

import pytest

from dealerschoice.load.catalog import load_catalog
from dealerschoice.play.program import NotRunnable, game_program
from dealerschoice.resolve import resolve

CATALOG = Path(__file__).resolve().parents[2] / "catalog"


@pytest.fixture(scope="session")
def resolved():
    return resolve(load_catalog(CATALOG))


def runnable_programs():
    programs, stopped = [], []
    for game in load_catalog(CATALOG).games:
        try:
            programs.append(game_program(game))
        except NotRunnable as error:
            stopped.append((game, error.stop))
    return programs, stopped


PROGRAMS, STOPPED = runnable_programs()
