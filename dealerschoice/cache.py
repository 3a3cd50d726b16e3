"""The rules engine's per-game results, cached by a hash of the game's text and the engine's
version, and computed in parallel, so a build analyses only the games whose text changed.

The engine is `dealerschoice.analyse`: `analyse(resolved) -> {"games": {id: ...}, ...}`, which
calls its `analyse_game(game)` for each game and then adds what needs the whole catalog (the
worked examples). Here the uncached `analyse_game` results are computed first (forked worker
processes), then `analyse` runs with those results standing in for `analyse_game`, so the
output is exactly the engine's own. The version is the engine's `ENGINE_VERSION` when it
declares one, else a hash of its source (analyse, play, rules, cards).

A game's example deals are most of its result and only its own page shows them, so they are
stored apart and handed out as `StoredDeals`: read from the cache when a page is rendered,
never when the page comes from the page cache. Its `cache_key` stands for its content in the
page fingerprints (the deals are a function of the game's text and the engine).
"""

from __future__ import annotations

import hashlib
import importlib
import multiprocessing
import os
import pickle
from collections.abc import Sequence
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
        if use_cache:
            _store(keys[game.id], result)
        found[game.id] = _lazy(keys[game.id], result)

    def answer(game):  # each is handed out once, so analyse() may add to it
        return found.pop(game.id) if game.id in found else per_game(game)

    return engine.analyse(resolved, per_game=answer)


class StoredDeals(Sequence):
    """A game's example deals, read from the analysis cache the first time they are used."""

    def __init__(self, key: str, deals: list | None = None, count: int | None = None):
        self.cache_key = key
        self._deals = deals
        self._count = len(deals) if deals is not None else count

    def _all(self) -> list:
        if self._deals is None:
            deals = _read(_deals_path(self.cache_key))
            if deals is None or len(deals) != self._count:
                raise RuntimeError(f"the analysis cache lost the example deals {self.cache_key}; "
                                   f"delete {cache_root() / 'analysis'} and build again")
            self._deals = deals
        return self._deals

    def __len__(self) -> int:
        return self._count

    def __getitem__(self, index):
        return self._all()[index]

    def __iter__(self):
        return iter(self._all())

    def __eq__(self, other) -> bool:
        return list(self) == list(other) if isinstance(other, (list, Sequence)) else NotImplemented

    def __repr__(self) -> str:
        return f"StoredDeals({self.cache_key!r}, count={self._count})"

    def __reduce__(self):  # sent to another process whole: the cache may not be there
        return (StoredDeals, (self.cache_key, list(self._all())))


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


def _deals_path(key: str) -> Path:
    return cache_root() / "analysis" / key[:2] / f"{key}.deals.pickle"


def _read(path: Path):
    try:
        return pickle.loads(path.read_bytes())
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ImportError):
        return None


def _lazy(key: str, result):
    """`result` with its deals (a list) as StoredDeals."""
    if isinstance(result, dict) and isinstance(result.get("deals"), list):
        return {**result, "deals": StoredDeals(key, result["deals"])}
    return result


def _load(key: str):
    """A game's stored result, its deals left on disk; None when not (all) there."""
    result = _read(_path(key))
    if not isinstance(result, dict):
        return None
    count = result.get("deals")
    if isinstance(count, int) and not isinstance(count, bool):
        if count and not _deals_path(key).is_file():
            return None
        return {**result, "deals": StoredDeals(key, count=count)}
    return None if "deals" in result else result


def _store(key: str, value) -> None:
    """The deals (stored apart, first) and the rest: a result file is only there with its deals."""
    if isinstance(value, dict) and isinstance(value.get("deals"), list):
        _write(_deals_path(key), value["deals"])
        value = {**value, "deals": len(value["deals"])}
    _write(_path(key), value)


def _write(path: Path, value) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
        tmp.write_bytes(pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL))
        tmp.replace(path)
    except (OSError, pickle.PicklingError, TypeError, AttributeError):
        pass  # an unwritable cache or an unpicklable result only costs time
