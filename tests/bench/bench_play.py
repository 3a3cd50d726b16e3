"""Simulator speed: hands per second over every runnable seed game, and analyse() time."""

from __future__ import annotations

import time
from pathlib import Path

from dealerschoice.load.catalog import load_catalog
from dealerschoice.play.program import NotRunnable, game_program
from dealerschoice.play.simulate import default_players, simulate
from dealerschoice.resolve import resolve

CATALOG = Path(__file__).resolve().parents[2] / "catalog"


def main() -> None:
    catalog = load_catalog(CATALOG)
    programs = []
    for game in catalog.games:
        try:
            programs.append(game_program(game))
        except NotRunnable:
            pass
    best = None
    for _ in range(3):  # best of three: a shared machine is noisy
        started = time.perf_counter()
        hands = 0
        for program in programs:
            for seed in range(1, 6):
                simulate(program, default_players(program), seed)
                hands += 1
        took = time.perf_counter() - started
        best = took if best is None else min(best, took)
    print(f"simulate: {hands} hands ({len(programs)} games x 5 seeds) in {best:.2f} s, "
          f"{hands / best:.0f} hands/s")
    board_deals()
    from dealerschoice.analyse import analyse
    resolved = resolve(catalog)
    started = time.perf_counter()
    result = analyse(resolved)
    print(f"analyse: {len(result.games)} games ({result.runnable} runnable) in "
          f"{time.perf_counter() - started:.2f} s")


# Texas Hold'em, and two board games: one line of a 3x3 square, one bar of a cross with a wild
BOARD_GAMES = (4, 687, 980)


def board_deals() -> None:
    """Deals per second of two board games of the development corpus next to Texas Hold'em."""
    from tests.rules import corpus as dev

    if not dev.present():
        print(f"board games: skipped ({dev.SKIP_REASON})")
        return
    games = {g.id: g for g in dev.corpus().games}
    for number in BOARD_GAMES:
        program = game_program(games[number])
        best = None
        for _ in range(3):
            started = time.perf_counter()
            for seed in range(1, 201):
                simulate(program, 6, seed)
            took = time.perf_counter() - started
            best = took if best is None else min(best, took)
        print(f"deals: {program.game.name} (#{number}), 6 players: {200 / best:.0f} deals/s")


if __name__ == "__main__":
    main()
