"""Odds for many games: cached, and played in parallel across worker processes.

`catalog_odds(games, deals, players, seed, jobs, progress, use_cache) -> {id: Odds}` gives
every runnable game's odds (`records.odds`: `odds.summary`'s figures, labelled with the game,
players and seed). The figures are cached (as `OddsFigures.to_json`)
under a hash of the game's steps, the table size, deals, seed and the engine version (the
source of the simulator, rules and cards packages), so an unchanged game is never played
again; the cache lives in `$DEALERSCHOICE_CACHE/odds`, else `.cache/odds` in the project.

The deals of each game are cut into chunks that run in any process; chunks of one game add
up to the same tally whatever the number of processes. A game the simulator plays is cut into
chunks of `CHUNK` deals, so its deals spread over every worker; a game the fast path plans is
one chunk a round: its deals cost little, and most of a plan's first deals in a process go to
filling what it remembers for later ones (choices by hand shape, scores by ranks), which two
workers sharing the game would each fill. `deals=None` (the build's default) plays
each game until its figures mean something (as `odds.play_until`: at least 2,000 deals,
stopping once every shown figure is within a point), in rounds of chunks: every game's first
2,000, then 500 more for the games not yet within a point. Chunks go to the workers dearest
first (a game the fast path plans costs a fraction of one the simulator plays), so no worker
is left with the longest game at the end. Each worker is handed the games once, when it starts
(forked after every plan is compiled, it inherits them); a chunk names its game by id.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable, Iterable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from pathlib import Path
from typing import Any

from dealerschoice.play import odds
from dealerschoice.play.fast import plan_for
from dealerschoice.play.odds import DEFAULT_DEALS, ODDS_VERSION, Tally, build_deals, margin, play_deals, summary
from dealerschoice.play.program import NotRunnable, Program, game_program
from dealerschoice.play.simulate import default_players
from dealerschoice.processes import die_with_parent
from dealerschoice.records import Game
from dealerschoice.records import odds as odds_types
from dealerschoice.records.analysis import Analysis
from dealerschoice.records.odds import Odds, OddsFigures
from dealerschoice.rules.facts import derive_facts
from dealerschoice.store import cache_root, code_key, package_files, try_write

CHUNK = 250  # deals per task of a simulated game: small enough to balance the workers, big enough to be cheap to send
PLANNED_COST = 1 / 25  # a planned deal's cost against a simulated one (tests/bench/bench_odds.py measures ~1/20-1/100)
_version: str | None = None
# the games of the run in progress, by id: (program, players), set in each worker as it starts
_GAMES: dict[int, tuple[Program, int]] = {}

Progress = Callable[[int, int], None]  # (deals played or found cached, deals in all)


def cache_dir() -> Path:
    """The store's `odds/` folder."""
    return cache_root() / "odds"


def engine_version() -> str:
    """A hash of everything that decides a deal: the simulator, the rules reader, the cards, and
    the figures' type (a cached entry is read back into it)."""
    global _version
    if _version is None:
        _version = code_key([*package_files("play", "rules", "cards"), Path(odds_types.__file__)], "odds",
                            ODDS_VERSION)
    return _version


def odds_key(program: Program, players: int, deals: int | None, seed: int) -> str:
    """The cache key: the game's steps (not its name or text), the table, the run, the engine."""
    steps = repr(([a.steps for a in program.actions], program.standing))
    run = str(deals) if deals is not None else f"until {odds.TARGET_SE} in {odds.LEAST_DEALS}..{odds.MOST_DEALS}"
    text = "\0".join((engine_version(), steps, str(players), run, str(seed)))
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def load_cached(key: str) -> OddsFigures | None:
    """The figures stored under `key`; None when not there, or not whole (a file cut short)."""
    try:
        data: Any = json.loads((cache_dir() / key[:2] / f"{key}.json").read_text(encoding="utf-8"))
        return OddsFigures.from_json(data)
    except (OSError, ValueError, KeyError, TypeError):
        return None


def store_cached(key: str, figures: OddsFigures) -> None:
    # keeps the strength order; an unwritable cache only costs time
    try_write(cache_dir() / key[:2] / f"{key}.json", json.dumps(figures.to_json(), ensure_ascii=False))


def runnable(games: Iterable[Game]) -> list[tuple[Game, Program]]:
    """(game, program) for every game the simulator can play."""
    out: list[tuple[Game, Program]] = []
    for game in games:
        try:
            out.append((game, game_program(game)))
        except NotRunnable:
            continue
    return out


def catalog_odds(games: Iterable[Game], deals: int | None = DEFAULT_DEALS, players: int | None = None, seed: int = 1,
                 jobs: int | None = 1, progress: Progress | None = None, use_cache: bool = True) -> dict[int, Odds]:
    """Figures for every runnable game, keyed by id (games that cannot run are left out).

    `deals` None: each game until its figures are within a point (`odds.play_until`).
    `players` None: each game's default table (`default_players`: what the game suits, at most
    seven); a number is capped at what each game's deck serves. `jobs` worker processes
    (None: one per core; 1: play here).
    """
    todo: dict[int, tuple[Game, Program, int, str]] = {}
    results: dict[int, Odds] = {}
    for game, program in runnable(games):
        table = odds_players(program, players)
        key = odds_key(program, table, deals, seed)
        found = load_cached(key) if use_cache else None
        if found is not None:
            results[game.id] = _labelled(found, game, table, seed)
        else:
            todo[game.id] = (game, program, table, key)
    per_game = odds.LEAST_DEALS if deals is None else deals  # what progress counts a game as
    cached, total = len(results) * per_game, (len(results) + len(todo)) * per_game
    if progress:
        progress(cached, total)
    tallies = _play_all(todo, deals, seed, jobs, progress and (lambda done: progress(min(cached + done, total), total)))
    for id, tally in tallies.items():
        game, _, table, key = todo[id]
        figures = summary(tally)
        if use_cache:
            store_cached(key, figures)
        results[id] = _labelled(figures, game, table, seed)
    return {id: results[id] for id in sorted(results)}


def game_odds(game: Game, deals: int = DEFAULT_DEALS, players: int | None = None, seed: int = 1,
              jobs: int | None = 1, progress: Progress | None = None, use_cache: bool = True) -> Odds:
    """One game's odds (NotRunnable when it cannot be simulated)."""
    program = game_program(game)
    table = odds_players(program, players)
    key = odds_key(program, table, deals, seed)
    found = load_cached(key) if use_cache else None
    if found is None:
        done: Callable[[int], None] | None = None
        if progress:
            def done(n: int) -> None:
                progress(n, deals)
        found = summary(_play_all({game.id: (game, program, table, key)}, deals, seed, jobs, done)[game.id])
        if use_cache:
            store_cached(key, found)
    return _labelled(found, game, table, seed)


def _labelled(figures: OddsFigures, game: Game, players: int, seed: int) -> Odds:
    return Odds(game.name, game.id, players, seed, figures)


def odds_players(program: Program, players: int | None) -> int:
    most = default_players(program)
    if players is None:
        return most
    limit = derive_facts(program.game).players or most
    return max(2, min(players, max(limit, 2)))


def task_cost(program: Program, players: int) -> float:
    """What a deal of this game costs, roughly: players, and whether the fast path plans it."""
    return players * (PLANNED_COST if plan_for(program, players) is not None else 1.0)


def _play_all(todo: dict[int, tuple], deals: int | None, seed: int, jobs: int | None,
              done: Callable[[int], None] | None = None) -> dict[int, Tally]:
    """Every game's tally: `deals` each, or (None) as `odds.play_until` plays them, in rounds:
    first every game's `LEAST_DEALS` in chunks, then `STEP_DEALS` more for each game whose
    figures are not yet within `TARGET_SE`, up to `MOST_DEALS`. The margin is checked after
    the same deals as `play_until` checks it, so a game stops at the same deal wherever it
    runs; the chunks let a slow game's deals spread over every worker."""
    if not todo:
        return {}
    jobs = (os.cpu_count() or 1) if jobs is None else max(1, jobs)
    parts: dict[int, dict[int, Tally]] = {id: {} for id in todo}
    finished = 0
    games = {id: (program, players) for id, (_, program, players, _) in todo.items()}
    for program, players in games.values():  # compiled here, before the workers fork: they inherit the plans
        plan_for(program, players)
    pool = None
    if jobs > 1 and (deals is None or len(todo) * deals > CHUNK):
        pool = ProcessPoolExecutor(max_workers=jobs, initializer=_start_worker, initargs=(os.getpid(), games))
    _take_games(games)  # chunks played here (one job, or a round of one chunk)
    try:
        if deals is not None:
            ranges = {id: (0, deals) for id in todo}
        else:  # read at call time: the odds module's settings (tests lower them)
            ranges = {id: (0, min(odds.LEAST_DEALS, odds.MOST_DEALS)) for id in todo}
        while ranges:
            for id, start, tally in _run_round(todo, ranges, seed, pool):
                parts[id][start] = tally
                finished += tally.deals + tally.errors
                if done:
                    done(finished)
            if deals is not None:
                break
            played = {id: stop for id, (_, stop) in ranges.items()}
            ranges = {id: (reached, min(reached + odds.STEP_DEALS, odds.MOST_DEALS)) for id, reached in played.items()
                      if reached < odds.MOST_DEALS and margin(_joined(parts[id])) >= odds.TARGET_SE}
    finally:
        _take_games({})
        if pool is not None:
            pool.shutdown(cancel_futures=True)
    return {id: _joined(chunks) for id, chunks in parts.items()}


def _start_worker(parent: int, games: dict[int, tuple[Program, int]]) -> None:
    """A worker's start: it dies with the build, and keeps the run's games (a forked worker
    inherits them, with their compiled plans, unsent)."""
    die_with_parent(parent)
    _take_games(games)


def _take_games(games: dict[int, tuple[Program, int]]) -> None:
    global _GAMES
    _GAMES = games


def round_tasks(todo: dict[int, tuple], ranges: dict[int, tuple[int, int]], seed: int) -> list[tuple[int, int, int, int]]:
    """The tasks (id, seed, start, stop) of a round playing these deal ranges, dearest first
    (stable: equal costs keep the games' order), so the workers end together: a simulated
    game's range in chunks of `CHUNK` deals, a planned game's range whole (see the module)."""
    tasks = []
    for id, (first, stop) in ranges.items():
        size = stop - first if plan_for(todo[id][1], todo[id][2]) is not None else CHUNK
        tasks += [(id, seed, start, min(start + size, stop)) for start in range(first, stop, max(size, 1))]
    tasks.sort(key=lambda t: -task_cost(todo[t[0]][1], todo[t[0]][2]) * (t[3] - t[2]))
    return tasks


def _run_round(todo: dict[int, tuple], ranges: dict[int, tuple[int, int]], seed: int, pool):
    """(id, start, tally) of each chunk of these deal ranges (`round_tasks`)."""
    tasks = round_tasks(todo, ranges, seed)
    if pool is None or len(tasks) == 1:
        return map(_task, tasks)
    return pool.map(_task, tasks, chunksize=1)


def _joined(chunks: dict[int, Tally]) -> Tally:
    total = Tally()
    for start in sorted(chunks):
        total.add(chunks[start])
    return total


def _task(task: tuple[int, int, int, int]) -> tuple[int, int, Tally]:
    id, seed, start, stop = task
    program, players = _GAMES[id]
    return id, start, play_deals(program, players, seed, start, stop)


def add_odds(games: Iterable[Game], analysis: Analysis, deals: int | None = None, players: int | None = None,
             seed: int = 1, jobs: int | None = None, progress: Progress | None = None,
             use_cache: bool = True, until_margin: bool = False) -> Analysis:
    """The analysis with odds: `analysis.games[id].odds` for each game the engine ran,
    and `analysis.odds` ({id: Odds}) for the comparison page. Game entries are new
    (`dataclasses.replace`), never changed in place (they may be shared with the analysis cache). `deals` None: as
    many a game as the catalog's size allows (`odds.build_deals`), or, with `until_margin`,
    as many as its figures need (at least 2,000, until every shown figure is within a point,
    at most 10,000: `odds.play_until`)."""
    entries = analysis.games
    chosen = [g for g in games if g.id in entries and entries[g.id].runnable]
    if deals is None and not until_margin:
        deals = build_deals(len(chosen))
    found = catalog_odds(chosen, deals, players, seed, jobs, progress, use_cache)
    found = {id: odds for id, odds in found.items() if odds.figures.deals}  # every deal failed: no odds
    games_out = {id: (replace(entry, odds=found[id]) if id in found else entry) for id, entry in entries.items()}
    return replace(analysis, games=games_out, odds=found)
