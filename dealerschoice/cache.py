"""The rules engine's per-game results, cached by a hash of the game's text and the engine's
version, and computed in parallel, so a build analyses only the games whose text changed.

The engine is `dealerschoice.analyse`: `analyse(resolved) -> {"games": {id: ...}, ...}`, which
calls its `analyse_game(game)` for each game and then adds what needs the whole catalog (the
worked examples). Here the uncached `analyse_game` results are computed first (forked worker
processes), then `analyse` runs with those results standing in for `analyse_game`, so the
output is exactly the engine's own. The version is the engine's `ENGINE_VERSION` when it
declares one, else a hash of its source (analyse, play, rules, cards).
"""

from __future__ import annotations

import hashlib
import importlib
import multiprocessing
import os
import pickle
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from dealerschoice.render.incremental import cache_root, digest, shown

ENGINE = "dealerschoice.analyse"
PARALLEL_FROM = 40  # games; fewer are analysed in this process
_PACKAGE = Path(__file__).resolve().parent


def cached_analysis(resolved, options: dict, *, use_cache: bool = True, jobs: int = 1) -> dict:
    engine = _engine()
    per_game = getattr(engine, "analyse_game", None)
    if per_game is None or options:  # nothing to cache by: the engine runs whole
        return engine.analyse(resolved, **options)
    version = engine_version(engine)
    games = list(resolved.games)
    keys = {g.id: digest(version, repr(shown(g))) for g in games}
    found = {g.id: _load(keys[g.id]) if use_cache else None for g in games}
    missing = [g for g in games if found[g.id] is None]
    for game, result in zip(missing, _analyse_all(per_game, missing, jobs)):
        found[game.id] = result
        if use_cache:
            _store(keys[game.id], result)
    # analyse() adds to the dicts it gets, so each call hands out a fresh copy
    answers = {id: pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL) for id, value in found.items()}

    def answer(game):
        return pickle.loads(answers[game.id]) if game.id in answers else per_game(game)

    return engine.analyse(resolved, per_game=answer)


_WORK = None  # (analyse_game, games): set before forking


def _analyse_all(per_game, games: list, jobs: int) -> list:
    global _WORK
    if jobs <= 1 or len(games) < PARALLEL_FROM:
        return [per_game(g) for g in games]
    _WORK = (per_game, games)
    try:
        size = -(-len(games) // (jobs * 4))
        with ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context("fork")) as pool:
            parts = pool.map(_analyse_slice, [(i, min(i + size, len(games))) for i in range(0, len(games), size)])
            return [result for part in parts for result in part]
    finally:
        _WORK = None


def _analyse_slice(bounds: tuple[int, int]) -> list:
    per_game, games = _WORK
    return [per_game(g) for g in games[bounds[0]:bounds[1]]]


def engine_version(engine) -> str:
    declared = getattr(engine, "ENGINE_VERSION", None)
    if declared is not None:
        return f"declared {declared}"
    h = hashlib.sha256()
    files = [Path(engine.__file__)]
    for folder in ("play", "rules", "cards"):
        files += sorted((_PACKAGE / folder).rglob("*.py"))
    for file in files:
        h.update(file.name.encode() + b"\0" + file.read_bytes())
    return h.hexdigest()


def _engine():
    return importlib.import_module(ENGINE)  # a function, so tests can hand in a fake engine


def _path(key: str) -> Path:
    return cache_root() / "analysis" / key[:2] / f"{key}.pickle"


def _load(key: str):
    try:
        return pickle.loads(_path(key).read_bytes())
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ImportError):
        return None


def _store(key: str, value) -> None:
    path = _path(key)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f"{key}.{os.getpid()}.tmp")
        tmp.write_bytes(pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL))
        tmp.replace(path)
    except (OSError, pickle.PicklingError, TypeError, AttributeError):
        pass  # an unwritable cache or an unpicklable result only costs time
