"""This tree's build beside an earlier commit's, on the same catalog, taking turns: the figure
issue 20's acceptance asks for ("`make bench` figures within 10% of today's, or better").

Run: `python -m tests.bench.bench_build ab COMMIT [--pairs 5] [--games N] [--jobs N]`. COMMIT
is exported read-only (`git archive`, as `old_tree` does: nothing in the repository changes)
into a temporary folder. Each run is `python build.py build --no-odds --timings` in a fresh
process with an empty cache (`DEALERSCHOICE_CACHE` in a temp folder): the seed catalog, or with
`--games N` a synthetic catalog of N games (`synth`, seed 1), the same files for both trees.
Runs go in pairs, the order swapped every pair (old-new, new-old, ...), so a change in the
machine's load falls on both alike. Figures: wall seconds of the command, and CPU seconds
(user + system) of it and every process it waited for (workers, dot, Pagefind); the ratio
new / old of each pair, and their median and range.
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from tests.bench.synth import write_synthetic_catalog

PROJECT = Path(__file__).resolve().parents[2]
TIMINGS = re.compile(r"([a-z-]+) ([0-9.]+) s")  # `--timings`: "load 0.02 s, resolve 0.01 s, ..."


@dataclass(frozen=True, slots=True)
class Run:
    wall: float
    cpu: float  # user + system, the command and the processes it waited for
    stages: dict[str, float]  # the build's own wall seconds by stage (`--timings`)


@contextmanager
def exported(commit: str) -> Iterator[Path]:
    """The tree of `commit` in a temporary folder (`git archive`; nothing in the repository changes)."""
    with tempfile.TemporaryDirectory(prefix="dealerschoice-ab-") as tmp:
        archive = Path(tmp) / "tree.tar"
        with archive.open("wb") as out:
            done = subprocess.run(["git", "-C", str(PROJECT), "archive", commit], stdout=out, stderr=subprocess.PIPE)
        if done.returncode:
            raise SystemExit(f"build_ab: git cannot export commit {commit!r}: {done.stderr.decode().strip()}")
        with tarfile.open(archive) as tar:
            tar.extractall(Path(tmp) / "tree", filter="data")
        yield Path(tmp) / "tree"


def build_once(tree: Path, catalog: Path, scratch: Path, jobs: int | None) -> Run:
    """One cold `build --no-odds` of `catalog` by the project in `tree`, in a fresh process."""
    cache, out = Path(tempfile.mkdtemp(dir=scratch)), Path(tempfile.mkdtemp(dir=scratch))
    command = [sys.executable, "build.py", "build", "--no-odds", "--timings", "--catalog", str(catalog),
               "--out", str(out / "site")] + ([] if jobs is None else ["--jobs", str(jobs)])
    env = {**os.environ, "DEALERSCHOICE_CACHE": str(cache), "PYTHONDONTWRITEBYTECODE": "1"}
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    done = subprocess.run(command, cwd=tree, env=env, capture_output=True, text=True)
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    shutil.rmtree(cache, ignore_errors=True)
    shutil.rmtree(out, ignore_errors=True)
    if done.returncode:
        raise RuntimeError(f"build in {tree} failed (exit {done.returncode}):\n{done.stderr[-3000:]}")
    stages = {name: float(value) for name, value in TIMINGS.findall(done.stdout.strip().splitlines()[-1])}
    cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    return Run(wall, cpu, stages)


def spread(ratios: list[float]) -> str:
    """`1.02 (0.97-1.10)`: the median and the range."""
    return f"{statistics.median(ratios):.2f} ({min(ratios):.2f}-{max(ratios):.2f})"


def compare(commit: str, pairs: int = 5, games: int | None = None, jobs: int | None = None) -> dict[str, list[float]]:
    """Print each pair and the medians; the ratios new / old by figure."""
    ratios: dict[str, list[float]] = {"cpu": [], "wall": [], "pages": []}
    with exported(commit) as old, tempfile.TemporaryDirectory(prefix="ab-") as scratch:
        catalog = PROJECT / "catalog"
        if games is not None:
            catalog = Path(scratch) / f"catalog-{games}"
            write_synthetic_catalog(games, catalog, seed=1)
        what = f"{games} synthetic games" if games is not None else "the seed catalog"
        print(f"cold build --no-odds of {what}, jobs {jobs or 'default'}: {commit} (old) vs this tree (new), "
              f"{pairs} pairs in turn; load average {os.getloadavg()[0]:.1f} at the start", flush=True)
        for pair in range(pairs):
            order = [("old", old), ("new", PROJECT)]
            runs = {name: build_once(tree, catalog, Path(scratch), jobs) for name, tree in order[::1 - 2 * (pair % 2)]}
            a, b = runs["old"], runs["new"]
            ratios["cpu"].append(b.cpu / a.cpu)
            ratios["wall"].append(b.wall / a.wall)
            ratios["pages"].append(b.stages.get("pages", 0) / max(a.stages.get("pages", 0), 1e-9))
            print(f"  pair {pair + 1}: CPU {a.cpu:.2f} -> {b.cpu:.2f} s ({ratios['cpu'][-1]:.2f}), wall {a.wall:.2f} -> "
                  f"{b.wall:.2f} s ({ratios['wall'][-1]:.2f}), analyse {a.stages.get('analyse', 0):.2f} -> "
                  f"{b.stages.get('analyse', 0):.2f} s, pages {a.stages.get('pages', 0):.2f} -> "
                  f"{b.stages.get('pages', 0):.2f} s; load {os.getloadavg()[0]:.1f}", flush=True)
    print(f"new / old, median (range): CPU {spread(ratios['cpu'])}, wall {spread(ratios['wall'])}, "
          f"page stage {spread(ratios['pages'])}; load average {os.getloadavg()[0]:.1f} at the end")
    return ratios


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(prog="python -m tests.bench.bench_build ab", description=__doc__.split("\n\n")[0])
    parser.add_argument("commit", help="the commit to compare with, e.g. 9fd53f1")
    parser.add_argument("--pairs", type=int, default=5, help="runs of each tree, taking turns (default 5)")
    parser.add_argument("--games", type=int, default=None, help="a synthetic catalog of N games (default: the seed catalog)")
    parser.add_argument("--jobs", type=int, default=None, help="the build's --jobs (default: its own, one per core)")
    args = parser.parse_args(argv)
    compare(args.commit, args.pairs, args.games, args.jobs)
