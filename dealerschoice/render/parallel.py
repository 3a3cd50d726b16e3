"""Rendering the per-item pages into the new site folder, reusing cached pages and spreading
the rest over worker processes.

Workers are forked after the catalog is resolved, so they share it without pickling; each
renders a contiguous slice of the pages (its diagrams laid out in one batch), writes the files
itself and ends: every slice gets a fresh fork (`processes.fresh_fork_map`), so no worker comes
to hold its own copy of the whole catalog. The first page of each kind is rendered here before
forking, so every worker starts with its templates compiled. A page's bytes never depend on
which process made it, so output is the same for any `jobs`.
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from dealerschoice.processes import fresh_fork_map
from dealerschoice.render.incremental import PageCache

if TYPE_CHECKING:  # site imports the renderers above it; only its types are needed here
    from dealerschoice.render.site import Item, SiteRenderer

# Pages to render from which they are spread over forked workers; fewer are rendered here.
# Each slice's fork costs CPU (the fork, its own `dot` run for its diagrams, what the worker
# builds again): a little more CPU than one process at the seed catalog's size, for less wall
# time unless the machine is busy (`bench_build ab` measures both).
PARALLEL_FROM = 300
FOLDERS_APART_FROM = 300  # folders to make from which `FolderMaker` starts a process for them
SHARDS_PER_JOB = 4  # smaller slices even out the workers' loads
SHARD_ITEMS = 1500  # pages a worker renders at most: what it copies of the parent's memory grows with them
SLICE_LEAST = 150  # pages a slice gets at least: each slice is a fresh fork, and a fork is not free
HEAVY_FIRST = {"listing": 0, "family": 1}  # page kinds by cost, most costly first (sort is stable)
GAME_PHASE = ("game", "deals")  # with `midway`: the kinds rendered before it is called


@dataclass
class RenderStats:
    rendered: list[str] = field(default_factory=list)  # paths rendered afresh
    reused: int = 0
    peak_kb: int = 0  # the largest worker's peak resident memory (this process's, without workers)
    seconds: dict[str, float] = field(default_factory=lambda: defaultdict(float))  # CPU-side, summed over workers


def default_jobs() -> int:
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not Linux
        return max(1, os.cpu_count() or 1)


_JOB: tuple[SiteRenderer, Path, PageCache | None, dict[str, str] | None] | None = None
# (renderer, out, cache, keys): set before forking, read by the workers


def render_pages(renderer: SiteRenderer, items: list[Item], out: Path, *, jobs: int = 1, cache: PageCache | None = None,
                 keys: dict[str, str] | None = None, held: set[str] | None = None,
                 folders: str = "make", midway: Callable[[], None] | None = None) -> RenderStats:
    """Write every item's page under `out`; with `cache` and `keys`, reuse what is cached.

    `held`: files already in `out` (a reused earlier site, see `write.write_site`); each item's
    path is taken out of it, and its file kept if it is the cached page, else replaced.
    `folders`: "make" (make the items' folders first), or "on demand" (another process is making
    them: a page whose folder is not there yet makes it). `midway()` is called once every game
    page is in `out`, while the other pages are still to come; by then `held` holds only files
    no item of this build writes.
    """
    global _JOB
    stats = RenderStats()
    base = str(out)
    held = set() if held is None else held
    if folders == "make":
        make_folders(out, items, held)
    todo: list[Item] = []
    started = time.perf_counter()
    for item in items:
        path = item[0]
        target = os.path.join(base, path)
        key = keys.get(path) if keys and cache is not None else None
        if path in held:
            held.discard(path)
            if key and cache is not None and cache.holds(key, target):
                stats.reused += 1
                continue
            os.unlink(target)  # never write through it: it may be a link into the cache
        if key and cache is not None and cache.place_if_cached(key, target, make_folder=folders != "make"):
            stats.reused += 1
        else:
            todo.append(item)
    stats.seconds["reuse"] += time.perf_counter() - started
    # The heaviest pages (whole-catalog listings, whole-family diagrams) go first, so no worker
    # is left with them at the end while the other idles. With `midway`, game pages go before
    # all others, and `midway` runs as soon as they are written (the search indexer starts
    # then, and runs while the other pages are rendered). Each game's `deals.json` goes with
    # its page, right after it: both show its example deals, read from the analysis cache
    # once for the two (`cache.StoredDeals` keeps the last deals read).
    todo.sort(key=lambda item: HEAVY_FIRST.get(item[1], len(HEAVY_FIRST)))
    phases = [todo]
    if midway is not None:
        phases = [[i for i in todo if i[1] in GAME_PHASE], [i for i in todo if i[1] not in GAME_PHASE]]
    _JOB = (renderer, out, cache, keys)
    results = []
    try:
        if jobs <= 1 or len(todo) < PARALLEL_FROM:
            for n, phase in enumerate(phases):
                results.append(_render(phase))
                if n == 0 and midway is not None:
                    midway()
        else:
            for n, phase in enumerate(phases):
                first, rest = warm_up(phase)
                warmed, seconds = _render(first)
                seconds.pop("peak_kb")  # this process's: not a worker's
                results.append((warmed, seconds))
                results += fresh_fork_map(_render, shards(rest, jobs), jobs)
                if n == 0 and midway is not None:
                    midway()
    finally:
        _JOB = None
    for paths, seconds in results:
        stats.rendered += paths
        stats.peak_kb = max(stats.peak_kb, int(seconds.pop("peak_kb", 0)))
        for stage, value in seconds.items():
            stats.seconds[stage] += value
    return stats


def warm_up(items: list[Item]) -> tuple[list[Item], list[Item]]:
    """(the first item of each kind, the rest in their order). The first are rendered in this
    process before forking, so every worker starts with their templates compiled and the
    renderer's shared parts made (else each fresh fork would make them again). The pages
    listing the whole catalog are left to the workers: a few, slow, one template each.

    >>> warm_up([("a", "game", 1), ("b", "game", 2), ("i", "listing", "i"), ("c", "tag", "t")])
    ([('a', 'game', 1), ('c', 'tag', 't')], [('b', 'game', 2), ('i', 'listing', 'i')])
    """
    kinds: set[str] = set()
    first: list[Item] = []
    rest: list[Item] = []
    for item in items:
        if item[1] in kinds or item[1] == "listing":
            rest.append(item)
        else:
            kinds.add(item[1])
            first.append(item)
    return first, rest


def shards(items: list[Item], jobs: int) -> list[list[Item]]:
    """Contiguous slices of `items` of even length: `SHARDS_PER_JOB` a worker, but none over
    `SHARD_ITEMS` and, a fork per slice, none under `SLICE_LEAST` unless that leaves a worker idle.

    >>> [len(s) for s in shards([("p", "game", n) for n in range(2000)], jobs=2)]
    [250, 250, 250, 250, 250, 250, 250, 250]
    >>> [len(s) for s in shards([("p", "game", n) for n in range(400)], jobs=2)]
    [133, 133, 134]
    >>> [len(s) for s in shards([("p", "game", n) for n in range(81)], jobs=2)]
    [40, 41]
    """
    if not items:
        return []
    least = min(SLICE_LEAST, -(-len(items) // max(1, jobs)))  # every worker gets a slice
    size = max(1, min(SHARD_ITEMS, max(least, -(-len(items) // (jobs * SHARDS_PER_JOB)))))
    count = -(-len(items) // size)
    bounds = [len(items) * n // count for n in range(count + 1)]
    return [items[a:b] for a, b in zip(bounds, bounds[1:])]


def make_folders(out: Path, items: list[Item], held: set[str]) -> None:
    """Make the items' folders that `out` lacks (those of `held` files are there)."""
    base = str(out)
    present = {os.path.dirname(path) for path in held}
    for folder in sorted({os.path.dirname(path) for path, _, _ in items} - {""} - present):
        os.makedirs(os.path.join(base, folder), exist_ok=True)  # parents sort first: one call each


class FolderMaker:
    """`make_folders` in another process, started now: each folder costs the file system about
    a fifth of a millisecond (tens of thousands: seconds), spent while this process works out
    what goes in them. A process, not a thread: a thread would wait for the GIL after each
    folder. Any failure there is left to `make_folders` in `done`, which reports it."""

    _SCRIPT = "import os, sys\nfor f in sys.stdin.buffer.read().split(b'\\0'):\n    f and os.makedirs(f, exist_ok=True)\n"

    def __init__(self, out: Path, items: list[Item], held: set[str]):
        self.args = (out, items, set(held))
        present = {os.path.dirname(path) for path in held}
        folders = sorted({os.path.dirname(path) for path, _, _ in items} - {""} - present)
        self.process: subprocess.Popen[bytes] | None = None
        if len(folders) >= FOLDERS_APART_FROM:
            try:
                process = subprocess.Popen([sys.executable, "-I", "-S", "-c", self._SCRIPT], cwd=out,
                                           stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                                           stderr=subprocess.DEVNULL)
                self.process = process
                if process.stdin is not None:  # always, with stdin=PIPE
                    process.stdin.write(b"\0".join(os.fsencode(f) for f in folders))
                    process.stdin.close()
            except OSError:
                self.process = None

    def join(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.wait()

    def done(self) -> None:
        self.join()
        if self.process is None or self.process.returncode != 0:
            make_folders(*self.args)


def _render(items: list[Item]) -> tuple[list[str], dict[str, float]]:
    if _JOB is None:
        raise RuntimeError("parallel._render: no job set; only render_pages calls it, after setting _JOB")
    renderer, out, cache, keys = _JOB
    seconds: dict[str, float] = defaultdict(float)

    def timer(stage: str, value: float) -> None:
        seconds[stage] += value

    started = time.perf_counter()
    done: list[str] = []
    for path, data in renderer.render(items, timer):
        try:
            (out / path).write_bytes(data)
        except FileNotFoundError:  # its folder is not made yet (see render_pages' `folders`)
            (out / path).parent.mkdir(parents=True, exist_ok=True)
            (out / path).write_bytes(data)
        key = keys.get(path) if keys else None
        if cache is not None and key:
            cache.keep(key, out / path)
        done.append(path)
    seconds["render"] += time.perf_counter() - started - seconds["diagrams"]
    seconds["peak_kb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return done, dict(seconds)
