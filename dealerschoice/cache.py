"""The rules engine's per-game results, cached by a hash of the game's text and the engine's
version, and computed in parallel, so a build analyses only the games whose text changed.

The engine is `dealerschoice.analyse`: `analyse(resolved) -> Analysis` (`records.analysis`), which
calls its `analyse_game(game)` for each game and then adds what needs the whole catalog (the
worked examples). Here the uncached `analyse_game` results are computed first (forked worker
processes), then `analyse` runs with those results standing in for `analyse_game`, so the
output is exactly the engine's own. Before workers are forked, the engine's
`ready_for_workers(jobs)` (when it has one) makes what each would otherwise make again (the
grammars), and the build's `first()` reads what it reads with them. The version is the
engine's `ENGINE_VERSION` when it declares one, else the store's code key of its source
(analyse, play, rules, cards) and of the result types (`records/analysis.py`, `deals.py`,
`odds.py`, `facts.py`, `summary.py`, `board.py`). Results live in the store
(`dealerschoice.store`), under `analysis/`, pickled: a result in its own JSON-like form
(`GameAnalysis.to_json`), its example deals as the typed records themselves. The deals are
most of what a cold build's pages read back, and unpickled records need no second pass through
`ExampleDeal.from_json`; the code key covers the record types, so a stored deal is always of
the types that read it.

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
from dealerschoice.records import board as board_types
from dealerschoice.records import deals as deal_types
from dealerschoice.records import facts as facts_types
from dealerschoice.records import odds as odds_types
from dealerschoice.records import summary as summary_types
from dealerschoice.records.analysis import Analysis, GameAnalysis
from dealerschoice.records.deals import ExampleDeal
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
PARALLEL_FROM = 40  # games; fewer are analysed in this process


def cached_analysis(resolved: Resolved, options: dict[str, Any], *, use_cache: bool = True, jobs: int = 1,
                    digests: dict[int, str] | None = None, first: Callable[[], None] = lambda: None) -> Analysis:
    """The engine's analysis of `resolved`, each game's taken from the cache when there.
    `digests`: `record_digests(resolved.games)`, when the build has made them already.
    `first()`: what the build reads with the grammar in this process (the write-ups), called
    once, before any analysis worker is forked and after the engine's `ready_for_workers(jobs)`
    (when it has one, and workers are to be forked), so that what the engine made for its
    workers, what `first` makes and the workers share it all."""
    engine = _engine()
    per_game: Callable[[Game], GameAnalysis] | None = getattr(engine, "analyse_game", None)
    if per_game is None or options:  # nothing to cache by: the engine runs whole
        first()
        whole: Analysis = engine.analyse(resolved, **options)
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
    work = _Work(per_game, missing, keys, use_cache, getattr(engine, "ready_for_workers", None))
    for game, result in zip(missing, _analyse_all(work, jobs, first)):
        # kept: its deals are in the cache and only their count came back
        if isinstance(result, Kept):
            loaded[keys[game.id]] = result
            found[game.id] = _fresh(result, keys[game.id])
        else:
            found[game.id] = _lazy(keys[game.id], result)
    _LAST_LOADED.clear()  # only this build's: a long-lived process does not grow
    _LAST_LOADED[root] = loaded

    def answer(game: Game) -> GameAnalysis:  # each is handed out once
        result = found.pop(game.id, None)
        return result if result is not None else per_game(game)

    analysed: Analysis = engine.analyse(resolved, per_game=answer)
    return analysed


class StoredDeals(Stored, Sequence[ExampleDeal]):
    """A game's example deals, read from the analysis cache when they are used."""

    def __init__(self, key: str, deals: list[ExampleDeal] | None = None, count: int | None = None):
        if deals is not None:
            count = len(deals)
        elif count is None:
            raise ValueError(f"StoredDeals {key!r}: give the deals or their count, not neither")
        self.cache_key = key
        self._deals = deals
        self._count = count

    # the deals last read, by key: a game page reads its deals three times in a row (the first
    # deal, every deal, deals.json), and one slot holds one page's, where keeping each game's
    # would grow with the catalog in every page worker
    _recent: tuple[str, list[ExampleDeal]] | None = None

    def _all(self) -> list[ExampleDeal]:
        if self._deals is not None:
            return self._deals
        recent = StoredDeals._recent
        if recent is not None and recent[0] == self.cache_key:
            return recent[1]
        deals = self._read()
        StoredDeals._recent = (self.cache_key, deals)
        return deals

    def _read(self) -> list[ExampleDeal]:
        deals = _read(_deals_path(self.cache_key))
        if (not isinstance(deals, list) or len(deals) != self._count
                or not all(type(deal) is ExampleDeal for deal in deals)):
            raise RuntimeError(f"the analysis cache lost the example deals {self.cache_key}; "
                               f"delete {cache_root() / 'analysis'} and build again")
        return deals

    def __len__(self) -> int:
        return self._count

    @overload
    def __getitem__(self, index: int) -> ExampleDeal: ...
    @overload
    def __getitem__(self, index: slice) -> list[ExampleDeal]: ...
    def __getitem__(self, index: int | slice) -> ExampleDeal | list[ExampleDeal]:
        return self._all()[index]

    def __iter__(self) -> Iterator[ExampleDeal]:
        return iter(self._all())

    def __eq__(self, other: object) -> bool:
        return list(self) == list(other) if isinstance(other, Sequence) else NotImplemented

    def __repr__(self) -> str:
        return f"StoredDeals({self.cache_key!r}, count={self._count})"

    # sent to another process whole: the cache may not be there
    def __reduce__(self) -> tuple[type[StoredDeals], tuple[str, list[ExampleDeal]]]:
        return (StoredDeals, (self.cache_key, list(self._all())))


@dataclass(frozen=True)
class _Work:
    per_game: Callable[[Game], GameAnalysis]
    games: list[Game]
    keys: dict[int, str]
    store: bool
    ready: Callable[[int], None] | None = None  # the engine's `ready_for_workers(jobs)`, if it has one

    def run(self, start: int, stop: int) -> list[GameAnalysis | Kept]:
        """Analyse games[start:stop]; each result is stored as soon as it is made, and then
        handed back without its deals (a 20,000-game catalog's deals need not all be in memory)."""
        out: list[GameAnalysis | Kept] = []
        for game in self.games[start:stop]:
            result = self.per_game(game)
            kept = _kept(result)
            if self.store and _store(self.keys[game.id], result) and kept is not None:
                out.append(kept)
            else:
                out.append(result)
        return out


_WORK: _Work | None = None  # set before forking, read by the workers


def _analyse_all(work: _Work, jobs: int, first: Callable[[], None]) -> list[GameAnalysis | Kept]:
    global _WORK
    games = work.games
    if jobs <= 1 or len(games) < PARALLEL_FROM:
        first()
        return work.run(0, len(games))
    if work.ready is not None:
        work.ready(jobs)  # what the workers would each make again, made once and shared
    first()
    _WORK = work
    try:
        size = -(-len(games) // (jobs * 4))
        with ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context("fork"),
                                 initializer=die_with_parent, initargs=(os.getpid(),)) as pool:
            parts = pool.map(_analyse_slice, [(i, min(i + size, len(games))) for i in range(0, len(games), size)])
            return [result for part in parts for result in part]
    finally:
        _WORK = None


def _analyse_slice(bounds: tuple[int, int]) -> list[GameAnalysis | Kept]:
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
    # the result types too: a stored result is read back into them
    types = [Path(module.__file__ or "") for module in (result_types, deal_types, odds_types, facts_types,
                                                        summary_types, board_types)]
    return code_key([Path(source), *types, *package_files("play", "rules", "cards")], "analysis")


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

    result: GameAnalysis  # its deals emptied
    count: int

    def to_json(self) -> dict[str, Any]:
        return {"result": self.result.to_json(deals=False), "count": self.count}

    @classmethod
    def from_json(cls, data: Any) -> Kept:
        return cls(GameAnalysis.from_json(data["result"], deals=[]), data["count"])


def _kept(result: GameAnalysis) -> Kept | None:
    """`result` as kept, when it has deals (a list) to keep apart."""
    deals = result.deals
    return Kept(replace(result, deals=[]), len(deals)) if isinstance(deals, list) else None


def _lazy(key: str, result: GameAnalysis) -> GameAnalysis:
    """`result` with its deals (a list) as StoredDeals."""
    deals = result.deals
    return replace(result, deals=StoredDeals(key, deals)) if isinstance(deals, list) else result


# `serve` builds again after each save: the stored results of the previous build are kept, as
# read (their deals a count), so only the games whose text changed are read from disk.
_LAST_LOADED: dict[str, dict[str, Kept]] = {}  # {cache folder: {key: result}}


def _load(key: str, root: str, last: dict[str, Kept], loaded: dict[str, Kept]) -> GameAnalysis | None:
    """A game's stored result, its deals left on disk; None when not (all) there. `root` is
    the analysis cache folder (`_root()`); `last` holds the results the previous build read
    there, and the result as stored is noted in `loaded`."""
    kept = last.get(key)
    if kept is None:
        stored = _read(_path(key, root))
        if stored is None:
            return None
        try:
            kept = Kept.from_json(stored)
        except (KeyError, TypeError, ValueError):  # another form: analysed again
            return None
    if kept.count and not os.path.isfile(_deals_path(key, root)):
        return None
    loaded[key] = kept
    return _fresh(kept, key)


def _fresh(stored: Kept, key: str) -> GameAnalysis:
    """A stored result to hand out, the deals as StoredDeals; the rest is shared, as nothing
    changes it (`analyse` and the odds stage add to a copy, with `dataclasses.replace`)."""
    return replace(stored.result, deals=StoredDeals(key, count=stored.count))


def _store(key: str, value: GameAnalysis) -> bool:
    """The deals (stored apart, first) and the rest: a result file is only there with its deals.
    False when the cache could not take it."""
    kept = _kept(value)
    if kept is None:  # its deals are stored already (StoredDeals)
        return False
    if not _write(_deals_path(key), list(value.deals)):
        return False
    return _write(_path(key), kept.to_json())


def _write(path: str, value: object) -> bool:
    try:
        data = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
    except (pickle.PicklingError, TypeError, AttributeError):
        return False  # an unpicklable result only costs time
    return try_write(path, data)
