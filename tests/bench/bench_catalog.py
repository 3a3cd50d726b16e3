"""Parse + graph + resolve a generated 20,000-game catalog; print time and peak memory.

Run: `python -m tests.bench catalog` (or `make bench`). Options: `python -m tests.bench.bench_catalog [N]`.
Timings are taken untraced; peak memory is measured in a second, traced run (tracemalloc),
next to the process's maximum resident set size.
"""

from __future__ import annotations

import gc
import resource
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

from dealerschoice.load.catalog import load_catalog
from dealerschoice.resolve import Lineage, lineage_problems, resolve
from tests.bench.synth import write_synthetic_catalog

GAMES = 20_000
AIM_SECONDS = 5.0


def run(folder: Path) -> dict[str, tuple[float, float]]:
    """(wall, CPU) seconds per stage: parse (load_catalog), graph (checks + Lineage + a full
    tree walk), resolve (checks, graph, rule diffs and links, as the site build runs it)."""
    times = {}
    clock = _Clock()
    catalog = load_catalog(folder)
    times["parse"] = clock.lap()
    assert not lineage_problems(catalog.games, catalog.stubs)
    lineage = Lineage.of(catalog.games, catalog.stubs)
    lineage.tree_text()  # touches every node: depth-first over all families
    times["graph"] = clock.lap()
    resolved = resolve(catalog)
    times["resolve"] = clock.lap()
    times["parse + resolve"] = tuple(a + b for a, b in zip(times["parse"], times["resolve"]))
    times["counts"] = (len(catalog.games), len(catalog.stubs), len(resolved.diffs))
    return times


class _Clock:
    def __init__(self):
        self.wall, self.cpu = time.perf_counter(), time.process_time()

    def lap(self) -> tuple[float, float]:
        wall, cpu = time.perf_counter(), time.process_time()
        lap = (wall - self.wall, cpu - self.cpu)
        self.wall, self.cpu = wall, cpu
        return lap


def main(argv: list[str] | None = None) -> None:
    argv = sys.argv[1:] if argv is None else argv
    n = int(argv[0]) if argv and argv[0].isdigit() else GAMES
    with tempfile.TemporaryDirectory() as tmp:
        start = time.perf_counter()
        made = write_synthetic_catalog(n, tmp, seed=2026)
        size = sum(f.stat().st_size for f in made.files)
        print(f"generated {made.games} games, {made.stubs} stubs, depth <= {made.max_depth}, "
              f"{len(made.files)} files, {size / 1e6:.1f} MB in {time.perf_counter() - start:.2f} s")
        gc.collect()
        times = run(Path(tmp))
        games, stubs, diffs = times["counts"]
        print(f"read {games} games, {stubs} stubs; {diffs} rule diffs")
        for stage in ("parse", "graph", "resolve", "parse + resolve"):
            wall, cpu = times[stage]
            print(f"{stage:>16}: {wall:6.2f} s wall, {cpu:6.2f} s CPU")
        wall, cpu = times["parse + resolve"]
        verdict = "within" if wall < AIM_SECONDS else "OVER"
        print(f"parse + graph + resolve: {wall:.2f} s wall ({verdict} the {AIM_SECONDS:.0f} s aim), "
              f"{cpu:.2f} s CPU (wall > CPU means the machine was busy)")
        gc.collect()
        tracemalloc.start()
        run(Path(tmp))
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux
    print(f"peak traced memory (parse + graph + resolve): {peak / 2**20:.0f} MiB; "
          f"process max RSS: {rss:.0f} MiB")


if __name__ == "__main__":
    main()
