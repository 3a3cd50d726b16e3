"""The rules engine's per-game results, cached by a hash of the game's text and the engine's
version, and computed in parallel, so a build analyses only the games whose text changed.

The engine is `dealerschoice.analyse`: `analyse(resolved) -> {"games": {id: ...}, ...}`, which
calls its `analyse_game(game)` for each game and then adds what needs the whole catalog (the
worked examples). Here the uncached `analyse_game` results are computed first (forked worker
processes), then `analyse` runs with those results standing in for `analyse_game`, so the
output is exactly the engine's own. The version is the engine's `ENGINE_VERSION` when it
declares one, else the store's code key of its source (analyse, play, rules, cards) and of the
result types (`records/analysis.py`). Results
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
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, replace
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any, overload

from dealerschoice.processes import die_with_parent
from dealerschoice.records import analysis as result_types
from dealerschoice.records.analysis import GameAnalysis
from dealerschoice.records.stored import Stored
from dealerschoice.store import (
    cache_root,
    code_key,
    digest,
    package_files,
    read_pickle,
    record_digests,
    try_write,
)

if TYPE_CHECKING:
    from dealerschoice.records import Game
    from dealerschoice.resolve import Resolved

ENGINE = "dealerschoice.analyse"
# A game's result as the engine makes it (`analyse.analyse_game`): a `GameAnalysis`, or JSON-like
# data by field name. The cache hands results through whole, whatever their fields (tests hand
# in engines of their own); only their `deals` (a list) it keeps apart.
Result = GameAnalysis | dict[str, Any]
PARALLEL_FROM = 40  # games; fewer are analysed in this process


def cached_analysis(resolved: Resolved, options: dict[str, Any], *, use_cache: bool = True, jobs: int = 1,
                    digests: dict[int, str] | None = None) -> dict[str, Any]:
    """The engine's analysis of `resolved`, each game's taken from the cache when there.
    `digests`: `record_digests(resolved.games)`, when the build has made them already."""
    engine = _engine()
    per_game: Callable[[Game], Result] | None = getattr(engine, "analyse_game", None)
    if per_game is None or options:  # nothing to cache by: the engine runs whole
        whole: dict[str, Any] = engine.analyse(resolved, **options)
        return whole
    version = engine_version(engine)
    games = list(resolved.games)
    digests = digests or record_digests(games)
    keys = {g.id: digest(version, digests[g.id]) for g in games}
    root = _root()  # once: 20,000 lookups of it and Path objects cost 0.4 s
    last = _LAST_LOADED.get(root, {})
    loaded: dict[str, Kept] = {}
    found = {g.id: _load(keys[g.id], root, last, loaded) if use_cache else None for g in games}
    missing = [g for g in games if found[g.id] is None]
    work = _Work(per_game, missing, keys, use_cache)
    for game, result in zip(missing, _analyse_all(work, jobs)):
        # kept: its deals are in the cache and only their count came back
        if isinstance(result, Kept):
            loaded[keys[game.id]] = result
            found[game.id] = _fresh(result, keys[game.id])
        else:
            found[game.id] = _lazy(keys[game.id], result)
    _LAST_LOADED.clear()  # only this build's: a long-lived process does not grow
    _LAST_LOADED[root] = loaded

    def answer(game: Game) -> Result | None:  # each is handed out once, so analyse() may add to it
        return found.pop(game.id) if game.id in found else per_game(game)

    analysed: dict[str, Any] = engine.analyse(resolved, per_game=answer)
    return analysed


class StoredDeals(Stored, Sequence[Any]):
    """A game's example deals, read from the analysis cache when they are used."""

    def __init__(self, key: str, deals: list[Any] | None = None, count: int | None = None):
        if deals is not None:
            count = len(deals)
        elif count is None:
            raise ValueError(f"StoredDeals {key!r}: give the deals or their count, not neither")
        self.cache_key = key
        self._deals = deals
        self._count = count

    def _all(self) -> list[Any]:
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

    @overload
    def __getitem__(self, index: int) -> Any: ...
    @overload
    def __getitem__(self, index: slice) -> list[Any]: ...
    def __getitem__(self, index: int | slice) -> Any:
        return self._all()[index]

    def __iter__(self) -> Iterator[Any]:
        return iter(self._all())

    def __eq__(self, other: object) -> bool:
        return list(self) == list(other) if isinstance(other, Sequence) else NotImplemented

    def __repr__(self) -> str:
        return f"StoredDeals({self.cache_key!r}, count={self._count})"

    # sent to another process whole: the cache may not be there
    def __reduce__(self) -> tuple[type[StoredDeals], tuple[str, list[Any]]]:
        return (StoredDeals, (self.cache_key, list(self._all())))


@dataclass(frozen=True)
class _Work:
    per_game: Callable[[Game], Result]
    games: list[Game]
    keys: dict[int, str]
    store: bool

    def run(self, start: int, stop: int) -> list[Result | Kept]:
        """Analyse games[start:stop]; each result is stored as soon as it is made, and then
        handed back without its deals (a 20,000-game catalog's deals need not all be in memory)."""
        out: list[Result | Kept] = []
        for game in self.games[start:stop]:
            result = self.per_game(game)
            kept = _kept(result)
            if self.store and _store(self.keys[game.id], result) and kept is not None:
                out.append(kept)
            else:
                out.append(result)
        return out


_WORK: _Work | None = None  # set before forking, read by the workers


def _analyse_all(work: _Work, jobs: int) -> list[Result | Kept]:
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


def _analyse_slice(bounds: tuple[int, int]) -> list[Result | Kept]:
    if _WORK is None:
        raise RuntimeError("an analysis worker started outside `_analyse_all`: it has no work")
    return _WORK.run(*bounds)


def engine_version(engine: ModuleType) -> str:
    declared = getattr(engine, "ENGINE_VERSION", None)
    if declared is not None:
        return f"declared {declared}"
    source: str | None = getattr(engine, "__file__", None)  # a module made in memory has none
    if source is None:
        raise RuntimeError(f"the analysis engine {engine.__name__} has no source file and declares no "
                           "ENGINE_VERSION: give it one, so its cache is keyed by it")
    # the result types too: a stored result is unpickled into them
    return code_key([Path(source), Path(result_types.__file__), *package_files("play", "rules", "cards")], "analysis")


def _engine() -> ModuleType:
    return importlib.import_module(ENGINE)  # a function, so tests can hand in a fake engine


def _root() -> str:
    return os.path.join(cache_root(), "analysis")


def _path(key: str, root: str | None = None) -> str:
    return os.path.join(root or _root(), key[:2], f"{key}.pickle")


def _deals_path(key: str, root: str | None = None) -> str:
    return os.path.join(root or _root(), key[:2], f"{key}.deals.pickle")


def _read(path: str) -> Any:
    return read_pickle(path)


@dataclass(frozen=True, slots=True)
class Kept:
    """A result as the cache keeps it: its deals stored apart (`_deals_path`), their count here."""

    result: Result  # its deals emptied
    count: int


def _deals_of(result: object) -> object:
    if isinstance(result, GameAnalysis):
        return result.deals
    return result.get("deals") if isinstance(result, dict) else None


def _with_deals(result: Result, deals: Sequence[Any]) -> Result:
    if isinstance(result, GameAnalysis):
        return replace(result, deals=deals)
    return {**result, "deals": deals}


def _kept(result: Result) -> Kept | None:
    """`result` as kept, when it has deals (a list) to keep apart."""
    deals = _deals_of(result)
    return Kept(_with_deals(result, []), len(deals)) if isinstance(deals, list) else None


def _lazy(key: str, result: Result) -> Result:
    """`result` with its deals (a list) as StoredDeals."""
    deals = _deals_of(result)
    return _with_deals(result, StoredDeals(key, deals)) if isinstance(deals, list) else result


# `serve` builds again after each save: the stored results of the previous build are kept, as
# read (their deals a count), so only the games whose text changed are read from disk.
_LAST_LOADED: dict[str, dict[str, Kept]] = {}  # {cache folder: {key: result}}


def _load(key: str, root: str, last: dict[str, Kept], loaded: dict[str, Kept]) -> Result | None:
    """A game's stored result, its deals left on disk; None when not (all) there. `root` is
    the analysis cache folder (`_root()`); `last` holds the results the previous build read
    there, and the result as stored is noted in `loaded`."""
    result = last.get(key) or _read(_path(key, root))
    if isinstance(result, Kept):
        if result.count and not os.path.isfile(_deals_path(key, root)):
            return None
        loaded[key] = result
        return _fresh(result, key)
    if isinstance(result, GameAnalysis) or (isinstance(result, dict) and "deals" not in result):
        return result  # kept whole: it had no list of deals
    return None


def _fresh(stored: Kept, key: str) -> Result:
    """A stored result to hand out, the deals as StoredDeals; a dict is new and so are its
    lists (an engine may add worked examples to them); the rest is shared, as nothing changes it."""
    result = stored.result
    if isinstance(result, dict):
        result = {name: list(value) if isinstance(value, list) else value for name, value in result.items()}
    return _with_deals(result, StoredDeals(key, count=stored.count))


def _store(key: str, value: Result) -> bool:
    """The deals (stored apart, first) and the rest: a result file is only there with its deals.
    False when the cache could not take it."""
    kept = _kept(value)
    if kept is not None:
        if not _write(_deals_path(key), _deals_of(value)):
            return False
        return _write(_path(key), kept)
    return _write(_path(key), value)


def _write(path: str, value: object) -> bool:
    try:
        data = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
    except (pickle.PicklingError, TypeError, AttributeError):
        return False  # an unpicklable result only costs time
    return try_write(path, data)
