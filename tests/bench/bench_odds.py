"""Odds speed: deals per second for a seven-player game without wilds (Seven Card Stud, from
the odds tests' catalog) and for a wild-card pass game from the seed catalog, then the whole
seed catalog's odds from a cold cache (the build's deal count, every core) and warm.

Aim: 2,000 deals of a seven-player game in under 10 s on one core.
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

from dealerschoice.load.catalog import load_catalog
from dealerschoice.play.odds import DEFAULT_DEALS, build_deals, play_deals
from dealerschoice.play.odds_cache import catalog_odds, runnable
from dealerschoice.play.simulate import default_players
from dealerschoice.resolve import resolve

PROJECT = Path(__file__).resolve().parents[2]
STUD = PROJECT / "tests" / "odds" / "fixtures" / "catalog"


def deals_per_second(program, players: int, deals: int = DEFAULT_DEALS) -> tuple[float, float]:
    """(deals per second, seconds for `deals`) on this core."""
    start = time.perf_counter()
    tally = play_deals(program, players, seed=1, stop=deals)
    seconds = time.perf_counter() - start
    assert tally.deals + tally.errors == deals
    return deals / seconds, seconds


def main() -> None:
    stud = resolve(load_catalog(STUD))
    seeds = resolve(load_catalog(PROJECT / "catalog"))
    programs = runnable(seeds.games)
    seven = next(p for g, p in runnable(stud.games) if g.name == "Seven Card Stud")
    wild_pass = next(p for g, p in programs if {"pass", "wilds"} <= set(g.tags) and default_players(p) == 7)
    plain_pass = next(p for g, p in programs if "pass" in g.tags and "wilds" not in g.tags
                      and default_players(p) == 7)
    for label, program in (("no wilds, 7 players", seven), ("wild-card pass game, 7 players", wild_pass),
                           ("pass game without wilds, 7 players", plain_pass)):
        rate, seconds = deals_per_second(program, 7)
        print(f"{label}: {program.game.name}: {rate:,.0f} deals/s, {DEFAULT_DEALS:,} deals in {seconds:.1f} s "
              f"on one core")
    per_game = build_deals(len(programs))
    with tempfile.TemporaryDirectory() as folder:
        os.environ["DEALERSCHOICE_CACHE"] = folder
        try:
            start = time.perf_counter()
            cold = catalog_odds(seeds.games, deals=per_game, jobs=None)
            cold_s = time.perf_counter() - start
            start = time.perf_counter()
            warm = catalog_odds(seeds.games, deals=per_game, jobs=None)
            warm_s = time.perf_counter() - start
        finally:
            del os.environ["DEALERSCHOICE_CACHE"]
    assert cold == warm
    total = len(cold) * per_game
    print(f"seed catalog, {len(cold)} runnable games x {per_game:,} deals (the build's default), "
          f"{os.cpu_count()} processes: cold cache {cold_s:.1f} s ({total / cold_s:,.0f} deals/s), "
          f"warm cache {warm_s:.2f} s")
    print(f"  at {DEFAULT_DEALS:,} deals a game that would be about {cold_s * DEFAULT_DEALS / per_game:.0f} s")


if __name__ == "__main__":
    main()
