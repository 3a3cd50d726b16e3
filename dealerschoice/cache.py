"""The rules engine's per-game results, cached by a hash of the game's text and the engine's
version, and computed in parallel, so a build analyses only the games whose text changed.

The engine is `dealerschoice.analyse`: `analyse(resolved) -> {"games": {id: ...}, ...}`, which
calls its `analyse_game(game)` for each game and then adds what needs the whole catalog (the
worked examples). Here the uncached `analyse_game` results are computed first (forked worker
processes), then `analyse` runs with those results standing in for `analyse_game`, so the
output is exactly the engine's own. The version is the engine's `ENGINE_VERSION` when it
declares one, else the store's code key of its source (analyse, play, rules, cards). Results
live in the store (`dealerschoice.store`), under `analysis/`.

A game's example deals are most of its result and only its own page shows them, so they are
stored apart and handed out as `StoredDeals`: read from the cache when a page is rendered,
never when the page comes from the page cache. Its `cache_key` stands for the whole stored
result in the page fingerprints (`render.incremental.analysis_print`): everything `analyse_game`
returns is a function of the game's text and the engine, so nothing may change a result's
`KEYED_FIELDS` after it is handed out (the worked examples and odds are added beside them).
"""

from __future__ import annotations

import importlib
import multiprocessing
import os
import pickle
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from dealerschoice.processes import die_with_parent
from dealerschoice.store import (
    cache_root,
    code_key,
    digest,
    package_files,
    read_pickle,
    record_digests,
    try_write,
)

ENGINE = "dealerschoice.analyse"
PARALLEL_FROM = 40  # games; fewer are analysed in this process


def cached_analysis(resolved, options: dict, *, use_cache: bool = True, jobs: int = 1,
                    digests: dict[int, str] | None = None) -> dict:
    """The engine's analysis of `resolved`, each game's taken from the cache when there.
    `digests`: `record_digests(resolved.games)`, when the build has made them already."""
    engine = _engine()
    per_game = getattr(engine, "analyse_game", None)
    if per_game is None or options:  # nothing to cache by: the engine runs whole
        return engine.analyse(resolved, **options)
    version = engine_version(engine)
    games = list(resolved.games)
    digests = digests or record_digests(games)
    keys = {g.id: digest(version, digests[g.id]) for g in games}
    root = _root()  # once: 20,000 lookups of it and Path objects cost 0.4 s
    last, loaded = _LAST_LOADED.get(root, {}), {}
    found = {g.id: _load(keys[g.id], root, last, loaded) if use_cache else None for g in games}
    missing = [g for g in games if found[g.id] is None]
    work = _Work(per_game, missing, keys, use_cache)
    for game, (stored, result) in zip(missing, _analyse_all(work, jobs)):
        # stored: its deals are in the cache and only their count came back
        if stored:
            loaded[keys[game.id]] = result
            found[game.id] = _fresh(result, keys[game.id])
        else:
            found[game.id] = _lazy(keys[game.id], result)
    _LAST_LOADED.clear()  # only this build's: a long-lived process does not grow
    _LAST_LOADED[root] = loaded

    def answer(game):  # each is handed out once, so analyse() may add to it
        return found.pop(game.id) if game.id in found else per_game(game)

    return engine.analyse(resolved, per_game=answer)


class StoredDeals(Sequence):
    """A game's example deals, read from the analysis cache when they are used."""

    def __init__(self, key: str, deals: list | None = None, count: int | None = None):
        self.cache_key = key
        self._deals = deals
        self._count = len(deals) if deals is not None else count

    def _all(self) -> list:
        if self._deals is not None:
            return self._deals
        # read afresh each time, not kept: a worker renders thousands of pages, one at a time
        deals = _read(_deals_path(self.cache_key))
        if deals is None or len(deals) != self._count:
            raise RuntimeError(f"the analysis cache lost the example deals {self.cache_key}; "
                               f"delete {cache_root() / 'analysis'} and build again")
        return deals

    def __len__(self) -> int:
        return self._count

    def __getitem__(self, index):
        return self._all()[index]

    def __iter__(self):
        return iter(self._all())

    def __eq__(self, other) -> bool:
        return list(self) == list(other) if isinstance(other, Sequence) else NotImplemented

    def __repr__(self) -> str:
        return f"StoredDeals({self.cache_key!r}, count={self._count})"

    def __reduce__(self):  # sent to another process whole: the cache may not be there
        return (StoredDeals, (self.cache_key, list(self._all())))


@dataclass(frozen=True)
class _Work:
    per_game: Callable
    games: list
    keys: dict[int, str]
    store: bool

    def run(self, start: int, stop: int) -> list[tuple[bool, object]]:
        """Analyse games[start:stop]; each result is stored as soon as it is made, and then
        handed back without its deals (a 20,000-game catalog's deals need not all be in memory)."""
        out = []
        for game in self.games[start:stop]:
            result = self.per_game(game)
            if self.store and _store(self.keys[game.id], result) and isinstance(result.get("deals"), list):
                out.append((True, {**result, "deals": len(result["deals"])}))
            else:
                out.append((False, result))
        return out


_WORK: _Work | None = None  # set before forking, read by the workers


def _analyse_all(work: _Work, jobs: int) -> list[tuple[bool, object]]:
    global _WORK
    games = work.games
    if jobs <= 1 or len(games) < PARALLEL_FROM:
        return work.run(0, len(games))
    _WORK = work
    try:
        size = -(-len(games) // (jobs * 4))
        with ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context("fork"),
                                 initializer=die_with_parent, initargs=(os.getpid(),)) as pool:
            parts = pool.map(_analyse_slice, [(i, min(i + size, len(games))) for i in range(0, len(games), size)])
            return [result for part in parts for result in part]
    finally:
        _WORK = None


def _analyse_slice(bounds: tuple[int, int]) -> list:
    return _WORK.run(*bounds)


def engine_version(engine) -> str:
    declared = getattr(engine, "ENGINE_VERSION", None)
    if declared is not None:
        return f"declared {declared}"
    return code_key([Path(engine.__file__), *package_files("play", "rules", "cards")], "analysis")


def _engine():
    return importlib.import_module(ENGINE)  # a function, so tests can hand in a fake engine


def _root() -> str:
    return os.path.join(cache_root(), "analysis")


def _path(key: str, root: str | None = None) -> str:
    return os.path.join(root or _root(), key[:2], f"{key}.pickle")


def _deals_path(key: str, root: str | None = None) -> str:
    return os.path.join(root or _root(), key[:2], f"{key}.deals.pickle")


def _read(path: str):
    return read_pickle(path)


def _lazy(key: str, result):
    """`result` with its deals (a list) as StoredDeals."""
    if isinstance(result, dict) and isinstance(result.get("deals"), list):
        return {**result, "deals": StoredDeals(key, result["deals"])}
    return result


# `serve` builds again after each save: the stored results of the previous build are kept, as
# read (their deals a count), so only the games whose text changed are read from disk.
_LAST_LOADED: dict[str, dict[str, dict]] = {}  # {cache folder: {key: result}}


def _load(key: str, root: str, last: dict[str, dict], loaded: dict[str, dict]):
    """A game's stored result, its deals left on disk; None when not (all) there. `root` is
    the analysis cache folder (`_root()`); `last` holds the results the previous build read
    there, and the result as stored is noted in `loaded`."""
    result = last.get(key) or _read(_path(key, root))
    if not isinstance(result, dict):
        return None
    count = result.get("deals")
    if isinstance(count, int) and not isinstance(count, bool):
        if count and not os.path.isfile(_deals_path(key, root)):
            return None
        loaded[key] = result
        return _fresh(result, key)
    return None if "deals" in result else result


def _fresh(stored: dict, key: str) -> dict:
    """A stored result to hand out: a new dict and new lists (the engine adds worked examples
    to its lists), the deals as StoredDeals; the rest is shared, as nothing changes it."""
    fresh = {name: list(value) if isinstance(value, list) else value for name, value in stored.items()}
    fresh["deals"] = StoredDeals(key, count=stored["deals"])
    return fresh


def _store(key: str, value) -> bool:
    """The deals (stored apart, first) and the rest: a result file is only there with its deals.
    False when the cache could not take it."""
    if isinstance(value, dict) and isinstance(value.get("deals"), list):
        if not _write(_deals_path(key), value["deals"]):
            return False
        value = {**value, "deals": len(value["deals"])}
    return _write(_path(key), value)


def _write(path: str, value) -> bool:
    try:
        data = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
    except (pickle.PicklingError, TypeError, AttributeError):
        return False  # an unpicklable result only costs time
    return try_write(path, data)
