"""Odds speed: deals per second on one core for six kinds of game, before (`fast=False`: the
simulator, today's path without the plan) and after (`play.fast` where the game plans, else the
same simulator), with a profile of where an after-run's time went; then the build's default
(every game until its figures are within a point) for the planned games, cold cache, every core.

Games come from the development corpus (`../shared/corpus`) when it is there, else the odds
tests' stud games only. CPU time of this process is measured (the machine is shared), best of
three. Aims (issue 21): seven-card stud >= 30,000 deals/s; Anaconda with a Twist >= 5,000;
the board and wild-card games within 3x of stud.
"""

from __future__ import annotations

import cProfile
import io
import os
import pstats
import tempfile
import time
from collections import Counter
from pathlib import Path

from dealerschoice.load.catalog import load_catalog
from dealerschoice.play.fast import plan_for
from dealerschoice.play.odds import OddsHand, play_deals
from dealerschoice.play.odds_cache import CHUNK, catalog_odds, odds_players, runnable
from dealerschoice.resolve import resolve
from tests.rules import corpus

PROJECT = Path(__file__).resolve().parents[2]
STUD = PROJECT / "tests" / "odds" / "fixtures" / "catalog"
# (kind, game): one of each kind the issue names
KINDS = (("seven-card stud", "Seven Card Stud"), ("hold'em", "Texas Hold'em"),
         ("Anaconda with a Twist", "Anaconda with a Twist"), ("board game (Omaha: two own, three table)", "Omaha Hold'em"),
         ("board game (Nebraska: three own, two table)", "Nebraska II"),
         ("board game high-low, no low qualifier (Mutual of Omaha)", "Mutual of Omaha"),
         ("board layout (two boards, one a hand: Double Board Hold'em)", "Double Board Hold'em"),
         ("draw game", "Five Card Draw"), ("wild-card game (stud)", "Dr. Pepper"),
         ("wild-card game (stud, test catalog)", "Deuces Wild Stud"))
AFTER_DEALS, BEFORE_DEALS = 3000, 300
# the draw games (issue 21, compile each game once): (kind, game, players: None = the game's own)
DRAW_KINDS = (("draw game", "Five Card Draw", None),
              ("draw game, five players", "Five Card Draw", 5),
              ("draw game, six players (the deck may run out: an unplayed deal)", "Five Card Draw", 6),
              ("draw up to five", "Five Card Draw II", None),
              ("double draw", "Double Draw II", None),
              ("triple draw (high)", "Gruesome Twosome", None),
              ("lowball draw", "Lowboy", None),
              ("triple draw lowball (the discards reshuffled when the deck runs out)", "Triple Draw Lowball", None),
              ("seven-card low, no draw (Razz)", "Razz", None),
              ("discard, no draw (Pineapple)", "Irish Pineapple", None),
              ("passes, then a discard", "Pass the Trash IV", None),
              ("seven-card draw", "Seven Card Draw II", None),
              ("qualified high draw (a pair of tens to win)", "Ten High", None),
              ("eight-or-better high-low, no draw (Omaha High/Low)", "Omaha High/Low", None),
              ("high-low draw, qualified both ways", "Five Draw Pair No Pair", None))


def rate(program, players: int, deals: int, fast: bool) -> float:
    """Deals per CPU second, best of three."""
    best = None
    for _ in range(3):
        start = time.process_time()
        play_deals(program, players, seed=1, stop=deals, fast=fast)
        took = time.process_time() - start
        best = took if best is None else min(best, took)
    return deals / max(best, 1e-9)


def profile(program, players: int, deals: int, lines: int = 8) -> str:
    """The functions that took the most time of its own, as cProfile prints them."""
    profiler = cProfile.Profile()
    profiler.enable()
    play_deals(program, players, seed=1, stop=deals)
    profiler.disable()
    out = io.StringIO()
    pstats.Stats(profiler, stream=out).sort_stats("tottime").print_stats(lines)
    text = out.getvalue()
    body = text[text.index("ncalls"):] if "ncalls" in text else text
    return "\n".join("    " + line.replace(str(PROJECT) + "/", "") for line in body.strip().splitlines())


def main() -> None:
    games = list(resolve(load_catalog(STUD)).games)
    if corpus.present():
        games += corpus.corpus().games
    else:
        print(f"(no corpus: {corpus.SKIP_REASON}; only the test catalog's games)")
    programs = {g.name: p for g, p in runnable(games)}
    planned_share(games)
    stud_rate = None
    for kind, name in KINDS:
        program = programs.get(name)
        if program is None:
            print(f"{kind}: {name}: not here or not runnable")
            continue
        players = odds_players(program, None)
        planned = plan_for(program, players) is not None
        before = rate(program, players, BEFORE_DEALS, fast=False)
        after = rate(program, players, AFTER_DEALS if planned else BEFORE_DEALS, fast=True)
        if name == "Seven Card Stud":
            stud_rate = after
        against = f", {stud_rate / after:.1f}x stud's time" if stud_rate and name != "Seven Card Stud" else ""
        print(f"{kind}: {name}, {players} players: before {before:,.0f} deals/s, after {after:,.0f} deals/s "
              f"({after / before:.1f}x; {'planned' if planned else 'simulator: no plan'}{against})", flush=True)
        if planned and name in BOARD_GAMES:
            print(f"  the same, first {COLD_DEALS:,} deals of a process (tables and rows made: `play.fast.omaha`): "
                  f"{cold_rate(program, players):,.0f} deals/s", flush=True)
        if planned and name == "Anaconda with a Twist":
            print(f"  the same in the build's runs of {CHUNK} deals (`odds_cache.CHUNK`; the plan's stages made once "
                  f"a process): {chunk_rate(program, players):,.0f} deals/s", flush=True)
        if os.environ.get("BENCH_PROFILE", "1") != "0" and name in ("Seven Card Stud", "Anaconda with a Twist", "Omaha Hold'em"):
            print(profile(program, players, AFTER_DEALS if planned else BEFORE_DEALS))
    draw_rows(programs)
    simulated_rows(programs)
    seed_build_estimate()
    seed_build_odds()
    build_default(games)


BOARD_GAMES, COLD_DEALS = ("Omaha Hold'em", "Nebraska II", "Mutual of Omaha", "Omaha High/Low"), 2000


def cold_rate(program, players: int) -> float:
    """Deals per CPU second of a game's first deals in a process: the Omaha-style tables and
    the table rows remembered for later deals made afresh (`play.fast.omaha`)."""
    from dealerschoice.play.fast import omaha

    for memo in (omaha._HIGH, omaha._ROWS, omaha._LOWS):
        memo.clear()
    start = time.process_time()
    play_deals(program, players, seed=1, stop=COLD_DEALS)
    return COLD_DEALS / max(time.process_time() - start, 1e-9)


def chunk_rate(program, players: int, runs: int = 12) -> float:
    """Deals per CPU second of a game played as the build plays it: runs of `CHUNK` deals, each
    a `play_deals` call of its own."""
    start = time.process_time()
    for run in range(runs):
        play_deals(program, players, seed=1, start=run * CHUNK, stop=(run + 1) * CHUNK)
    return runs * CHUNK / max(time.process_time() - start, 1e-9)


def draw_rows(programs) -> None:
    """The draw games: the simulator and the draw plan (`play.fast.draws`), where it plans."""
    for kind, name, players in DRAW_KINDS:
        program = programs.get(name)
        if program is None:
            print(f"{kind}: {name}: not here or not runnable")
            continue
        players = players or odds_players(program, None)
        planned = plan_for(program, players) is not None
        before = rate(program, players, BEFORE_DEALS, fast=False)
        after = rate(program, players, AFTER_DEALS if planned else BEFORE_DEALS, fast=True)
        print(f"{kind}: {name}, {players} players: before {before:,.0f} deals/s, after {after:,.0f} deals/s "
              f"({after / before:.1f}x; {'planned' if planned else 'simulator: no plan'})", flush=True)
        if planned and name in BOARD_GAMES:
            print(f"  the same, first {COLD_DEALS:,} deals of a process: {cold_rate(program, players):,.0f} deals/s",
                  flush=True)
        if os.environ.get("BENCH_PROFILE", "1") != "0" and planned and name == "Five Card Draw":
            print(profile(program, players, AFTER_DEALS))


# games no plan plays (issue 21 items 1 and 3: the odds path through the simulator): a pass
# and declare game, a follow-the-queen game, a wild stud with bets that buy cards, a flip game
# that flips until it beats the table
SIMULATED = ("Anaconda with a Twist", "Follow the Queen II", "Baseball", "Desperado")
ESTIMATE_DEALS = 40  # deals of each seed game played to estimate a build at 2,000 deals a game


def simulated_rows(programs) -> None:
    """Where an odds deal of the simulator spends its time: each step type's share of the CPU
    time (the rest: the new hand, the runner and its watchers, the tally)."""
    for name in SIMULATED:
        program = programs.get(name)
        if program is None:
            print(f"simulated: {name}: not here or not runnable")
            continue
        players = odds_players(program, None)
        took, shares = step_shares(program, players, BEFORE_DEALS)
        parts = ", ".join(f"{kind} {share:.0%}" for kind, share in shares.most_common() if share >= 0.005)
        print(f"simulated: {name}, {players} players: {BEFORE_DEALS / took:,.0f} deals/s; "
              f"time by step: {parts}; the rest {1 - sum(shares.values()):.0%}", flush=True)


def step_shares(program, players: int, deals: int) -> tuple[float, Counter]:
    """CPU seconds for `deals` odds deals, and each step type's share of them."""
    spent: Counter = Counter()
    plain = OddsHand.play

    def timed(hand, step, at):
        start = time.process_time()
        try:
            return plain(hand, step, at)
        finally:
            spent[type(step).__name__] += time.process_time() - start

    OddsHand.play = timed
    try:
        start = time.process_time()
        play_deals(program, players, seed=1, stop=deals, fast=False)
        took = time.process_time() - start
    finally:
        OddsHand.play = plain
    return took, Counter({kind: t / took for kind, t in spent.items()})


def seed_build_estimate() -> None:
    """The seed catalog's odds at 2,000 deals a game from a cold cache, estimated: each
    runnable game's rate over `ESTIMATE_DEALS` deals (ten times as many where it plans),
    as CPU seconds on one core; the slowest games named."""
    seeds = runnable(resolve(load_catalog(PROJECT / "catalog")).games)
    costs = []
    for game, program in seeds:
        players = odds_players(program, None)
        deals = ESTIMATE_DEALS * (10 if plan_for(program, players) is not None else 1)
        start = time.process_time()
        play_deals(program, players, seed=1, stop=deals)
        costs.append((2000 * (time.process_time() - start) / deals, game.name))
    costs.sort(reverse=True)
    slowest = ", ".join(f"{name} {cost:.0f} s" for cost, name in costs[:5])
    print(f"seed catalog at 2,000 deals a game, estimated from {ESTIMATE_DEALS} deals each: "
          f"{sum(c for c, _ in costs):,.0f} CPU s on one core for {len(costs)} games (slowest: {slowest})", flush=True)


def seed_build_odds(jobs: int = 2, deals: int = 2000) -> None:
    """The seed catalog's planned games as the build plays their odds (`catalog_odds`, cold
    cache, `jobs` workers, `deals` a game): wall seconds, and the CPU seconds of the build's
    process and of its workers, against the same games' deals played in one process (the
    build's own cost: runs, forks, plans compiled, memos filled twice)."""
    import resource

    seeds = resolve(load_catalog(PROJECT / "catalog")).games
    planned = [(g, p) for g, p in runnable(seeds) if plan_for(p, odds_players(p, None)) is not None]

    def cpu() -> tuple[float, float]:
        own, workers = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
        return own.ru_utime + own.ru_stime, workers.ru_utime + workers.ru_stime

    with tempfile.TemporaryDirectory() as folder:
        os.environ["DEALERSCHOICE_CACHE"] = folder
        try:
            (own0, workers0), wall = cpu(), time.perf_counter()
            catalog_odds([g for g, _ in planned], deals=deals, jobs=jobs)
            wall, (own1, workers1) = time.perf_counter() - wall, cpu()
        finally:
            del os.environ["DEALERSCHOICE_CACHE"]
    start = time.process_time()  # after the build's run: its workers filled their memos, not this process's
    for _, program in planned:
        play_deals(program, odds_players(program, None), seed=1, stop=deals)
    alone = time.process_time() - start
    print(f"seed catalog's {len(planned)} planned games at {deals:,} deals, as the build plays them ({jobs} workers, "
          f"cold cache): {wall:.1f} s wall, {own1 - own0:.1f} CPU s in the build's process, {workers1 - workers0:.1f} "
          f"in its workers; the same deals in one process {alone:.1f} CPU s (load {os.getloadavg()[0]:.1f})", flush=True)


def planned_share(games) -> None:
    """How many runnable games the fast path plans: the corpus's (with the test catalog's) and
    the seed catalog's; the rest play by the simulator."""
    seeds = list(resolve(load_catalog(PROJECT / "catalog")).games)
    for label, found in (("corpus and test catalog", games), ("seed catalog", seeds)):
        programs = runnable(found)
        planned = sum(plan_for(p, odds_players(p, None)) is not None for _, p in programs)
        print(f"planned ({label}): {planned} of {len(programs)} runnable games", flush=True)


def build_default(games) -> None:
    """The build's default (every game until its figures are within a point, at least 2,000
    deals) from a cold cache on every core, for the games the fast path plans: the test
    catalog's and the corpus's. (Most seed catalog games still need the simulator: at its
    100-1,300 deals a second a game, 2,000 deals of each of its 80 games take minutes.)"""
    found = [(g, p) for g, p in runnable(games) if plan_for(p, odds_players(p, None)) is not None]
    with tempfile.TemporaryDirectory() as folder:
        os.environ["DEALERSCHOICE_CACHE"] = folder
        try:
            start = time.perf_counter()
            cold = catalog_odds([g for g, _ in found], deals=None, jobs=None)
            cold_s = time.perf_counter() - start
            start = time.perf_counter()
            warm = catalog_odds([g for g, _ in found], deals=None, jobs=None)
            warm_s = time.perf_counter() - start
        finally:
            del os.environ["DEALERSCHOICE_CACHE"]
    assert cold == warm
    deals = sum(o.figures.deals for o in cold.values())
    within = sum(1 for o in cold.values() if o.figures.margin <= 0.01)  # rounded to 4 places
    print(f"build default, {len(cold)} planned games, until within a point (2,000..10,000 deals): {deals:,} deals, "
          f"{within} games within a point, {os.cpu_count()} processes: cold cache {cold_s:.1f} s "
          f"({deals / cold_s:,.0f} deals/s), warm {warm_s:.2f} s")


if __name__ == "__main__":
    main()
