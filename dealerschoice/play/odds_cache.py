"""Odds for many games: cached, and played in parallel across worker processes.

`catalog_odds(games, deals, players, seed, jobs, progress, use_cache) -> {id: figures}` gives
every runnable game's figures (`odds.summary` plus game, players, seed). A result is cached
under a hash of the game's steps, the table size, deals, seed and the engine version (the
source of the simulator, rules and cards packages), so an unchanged game is never played
again; the cache lives in `$DEALERSCHOICE_CACHE/odds`, else `.cache/odds` in the project.

The deals of each game are cut into chunks that run in any process; chunks of one game add
up to the same tally whatever the number of processes.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable, Iterable
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from dealerschoice.play.odds import DEFAULT_DEALS, ODDS_VERSION, build_deals, Tally, play_deals, summary
from dealerschoice.play.program import NotRunnable, Program, game_program
from dealerschoice.play.simulate import default_players
from dealerschoice.rules.facts import derive_facts

CACHE_ENV = "DEALERSCHOICE_CACHE"
CHUNK = 250  # deals per task: small enough to balance the workers, big enough to be cheap to send
_PACKAGE = Path(__file__).resolve().parents[1]
_version: str | None = None

Progress = Callable[[int, int], None]  # (deals played or found cached, deals in all)


def cache_dir() -> Path:
    base = os.environ.get(CACHE_ENV)
    return (Path(base) if base else _PACKAGE.parent / ".cache") / "odds"


def engine_version() -> str:
    """A hash of everything that decides a deal: the simulator, the rules reader, the cards."""
    global _version
    if _version is None:
        h = hashlib.sha256(f"odds {ODDS_VERSION}".encode())
        for folder in ("play", "rules", "cards"):
            for file in sorted((_PACKAGE / folder).rglob("*.py")):
                h.update(file.relative_to(_PACKAGE).as_posix().encode() + b"\0" + file.read_bytes())
        _version = h.hexdigest()
    return _version


def odds_key(program: Program, players: int, deals: int, seed: int) -> str:
    """The cache key: the game's steps (not its name or text), the table, the run, the engine."""
    steps = repr(([a.steps for a in program.actions], program.standing))
    text = "\0".join((engine_version(), steps, str(players), str(deals), str(seed)))
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def load_cached(key: str) -> dict | None:
    try:
        return json.loads((cache_dir() / key[:2] / f"{key}.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


def store_cached(key: str, value: dict) -> None:
    path = cache_dir() / key[:2] / f"{key}.json"
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f"{key}.{os.getpid()}.tmp")
        tmp.write_text(json.dumps(value, ensure_ascii=False), encoding="utf-8")  # keeps the strength order
        tmp.replace(path)
    except OSError:
        pass  # an unwritable cache only costs time


def runnable(games: Iterable) -> list[tuple[object, Program]]:
    """(game, program) for every game the simulator can play."""
    out = []
    for game in games:
        try:
            out.append((game, game_program(game)))
        except NotRunnable:
            continue
    return out


def catalog_odds(games: Iterable, deals: int = DEFAULT_DEALS, players: int | None = None, seed: int = 1,
                 jobs: int | None = 1, progress: Progress | None = None, use_cache: bool = True) -> dict[int, dict]:
    """Figures for every runnable game, keyed by id (games that cannot run are left out).

    `players` None: each game's default table (`default_players`: what the game suits, at most
    seven); a number is capped at what each game's deck serves. `jobs` worker processes
    (None: one per core; 1: play here).
    """
    todo: dict[int, tuple] = {}
    results: dict[int, dict] = {}
    for game, program in runnable(games):
        table = _players(program, players)
        key = odds_key(program, table, deals, seed)
        found = load_cached(key) if use_cache else None
        if found is not None:
            results[game.id] = _labelled(found, game, table, seed)
        else:
            todo[game.id] = (game, program, table, key)
    cached, total = len(results) * deals, (len(results) + len(todo)) * deals
    if progress:
        progress(cached, total)
    tallies = _play_all(todo, deals, seed, jobs, progress and (lambda done: progress(cached + done, total)))
    for id, tally in tallies.items():
        game, _, table, key = todo[id]
        figures = summary(tally)
        if use_cache:
            store_cached(key, figures)
        results[id] = _labelled(figures, game, table, seed)
    return {id: results[id] for id in sorted(results)}


def game_odds(game, deals: int = DEFAULT_DEALS, players: int | None = None, seed: int = 1,
              jobs: int | None = 1, progress: Progress | None = None, use_cache: bool = True) -> dict:
    """One game's figures (NotRunnable when it cannot be simulated)."""
    program = game_program(game)
    table = _players(program, players)
    key = odds_key(program, table, deals, seed)
    found = load_cached(key) if use_cache else None
    if found is None:
        done = progress and (lambda n: progress(n, deals))
        found = summary(_play_all({game.id: (game, program, table, key)}, deals, seed, jobs, done)[game.id])
        if use_cache:
            store_cached(key, found)
    return _labelled(found, game, table, seed)


def _labelled(figures: dict, game, players: int, seed: int) -> dict:
    return {"game": game.name, "game_id": game.id, "players": players, "seed": seed, **figures}


def _players(program: Program, players: int | None) -> int:
    most = default_players(program)
    if players is None:
        return most
    limit = derive_facts(program.game).players or most
    return max(2, min(players, max(limit, 2)))


def _play_all(todo: dict[int, tuple], deals: int, seed: int, jobs: int | None,
              done: Callable[[int], None] | None = None) -> dict[int, Tally]:
    tasks = [(id, program, table, seed, start, min(start + CHUNK, deals))
             for id, (_, program, table, _) in todo.items() for start in range(0, deals, CHUNK)]
    if not tasks:
        return {}
    parts: dict[int, dict[int, Tally]] = {id: {} for id in todo}
    finished = 0
    jobs = (os.cpu_count() or 1) if jobs is None else max(1, jobs)
    if jobs == 1 or len(tasks) == 1:
        results = map(_task, tasks)
        pool = None
    else:
        pool = ProcessPoolExecutor(max_workers=min(jobs, len(tasks)))
        results = pool.map(_task, tasks, chunksize=1)
    try:
        for id, start, tally in results:
            parts[id][start] = tally
            finished += tally.deals + tally.errors
            if done:
                done(finished)
    finally:
        if pool is not None:
            pool.shutdown(cancel_futures=True)
    out = {}
    for id, chunks in parts.items():
        total = Tally()
        for start in sorted(chunks):
            total.add(chunks[start])
        out[id] = total
    return out


def _task(task) -> tuple[int, int, Tally]:
    id, program, players, seed, start, stop = task
    return id, start, play_deals(program, players, seed, start, stop)


def add_odds(games: Iterable, analysis: dict, deals: int | None = None, players: int | None = None,
             seed: int = 1, jobs: int | None = None, progress: Progress | None = None,
             use_cache: bool = True) -> dict:
    """The analysis with odds: `analysis["games"][id]["odds"]` for each game the engine ran,
    and `analysis["odds"]` ({id: figures}) for the comparison page. Game entries are copied,
    never changed in place (they may be shared with the analysis cache). `deals` None: as
    many a game as the catalog's size allows (`odds.build_deals`)."""
    entries = analysis.get("games") or {}
    chosen = [g for g in games if (entries.get(g.id) or {}).get("runnable")]
    if deals is None:
        deals = build_deals(len(chosen))
    found = catalog_odds(chosen, deals, players, seed, jobs, progress, use_cache)
    found = {id: figures for id, figures in found.items() if figures["deals"]}  # every deal failed: no odds
    games_out = {id: ({**entry, "odds": found[id]} if id in found else entry) for id, entry in entries.items()}
    return {**analysis, "games": games_out, "odds": found}
