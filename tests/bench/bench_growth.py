"""Growth with the input (issue 22, 6): time and peak memory of `check` and of a build at 1x,
4x and 16x of a long rule line, a deep parent chain, many games sharing one alias and a large
catalog file, and the growth ratio: the time per item added from 4x to 16x over the time per
item added from 1x to 4x (1.0 is linear; the aim is at most 1.5). Differences between runs
leave out the start-up (imports, the grammar), whatever it costs on the day. The ratio is of
wall seconds; beside it, the same ratio of CPU seconds, which a loaded machine disturbs less.

Each run is its own process (`python build.py ...`), so the peak is that process's maximum
resident set, workers included. Run: `python -m tests.bench growth`.

Then peak memory on a 50 MB catalog, for `check` and for `build --no-odds --no-search` (with
a page and analysis cache of its own, empty at the start): the most the process and all its
workers held at once, sampled every 0.2 s, against the 2 GB aim (issue 22): their proportional
set sizes summed (a page shared by forked workers counted once in all), and their resident
sets summed (shared pages counted in each: an upper bound). `python -m tests.bench.bench_growth
memory` runs that part alone.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from dealerschoice.store import CACHE_ENV
from tests.bench.synth import write_catalog_of_size, write_synthetic_catalog

ROOT = Path(__file__).resolve().parents[2]
SCALES = (1, 4, 16)
AIM_RATIO = 1.5
MEMORY_MB = 50  # catalog size for the memory row
MEMORY_LIMIT_MB = 2048
SENTENCE = "Deal one card face down to each player, and then "


def long_line(folder: Path, scale: int) -> int:
    """One game whose first rule is 20 KB times `scale`; items: kilobytes."""
    text = SENTENCE * (20_000 * scale // len(SENTENCE))
    write(folder, f"Long Line (#1)\n\nTags: stud\n\nRules:\n\n1. {text.removesuffix(', and then ')}.\n"
                  "2. Showdown, high hand wins.\n")
    return 20 * scale


def deep_chain(folder: Path, scale: int) -> int:
    """A parent chain 100 times `scale` games deep; items: games."""
    games = 100 * scale
    write(folder, "\n".join(
        f"Gen {n} (#{n})\n\nTags: stud\n\nRules:\n\n1. Deal five cards face down to each player.\n"
        "2. Showdown, high hand wins.\n" + (f"\nParent: Gen {n - 1} (#{n - 1})\n" if n > 1 else "")
        for n in range(1, games + 1)))
    return games


def one_alias(folder: Path, scale: int) -> int:
    """2,000 times `scale` games that all give the same alias; items: games."""
    games = 2000 * scale
    write(folder, "\n".join(
        f"Game {n} (#{n})\n\nAlso known as: Shared Name.\n\nTags: stud\n\nRules:\n\n"
        "1. Deal five cards face down to each player.\n2. Showdown, high hand wins.\n"
        for n in range(1, games + 1)))
    return games


def big_file(folder: Path, scale: int) -> int:
    """A realistic catalog of 1,000 times `scale` games; items: megabytes of text."""
    made = write_synthetic_catalog(1000 * scale, folder, seed=scale)
    return max(1, round(sum(path.stat().st_size for path in made.files) / 1e6))


def write(folder: Path, text: str) -> None:
    (folder / "games").mkdir(parents=True, exist_ok=True)
    (folder / "games" / "games.txt").write_text(text, encoding="utf-8")


def measured(*argv: str) -> tuple[float, float, int, float]:
    """(wall seconds, peak resident MB, exit status, CPU seconds) of `python build.py ARGV` run
    alone. The CPU seconds (user and system, workers included) hardly change with the load on
    a shared machine, where the wall seconds may double: their ratio is printed beside."""
    started = time.perf_counter()
    process = subprocess.Popen([sys.executable, "build.py", *argv], cwd=ROOT, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    return (time.perf_counter() - started, usage.ru_maxrss / 1024, os.waitstatus_to_exitcode(status),
            usage.ru_utime + usage.ru_stime)


CASES: dict[str, tuple[Callable[[Path, int], int], str, bool]] = {
    "long rule line": (long_line, "KB", True),
    "lineage depth": (deep_chain, "games", True),
    "one alias": (one_alias, "games", False),
    "file size": (big_file, "MB", False),
}


def start_up(tmp: Path) -> dict[str, float]:
    """Seconds `check` and a build take on a one-game catalog."""
    folder = tmp / "one"
    write(folder, "One (#1)\n\nTags: stud\n\nRules:\n\n1. Deal five cards face down to each player.\n"
                  "2. Showdown, high hand wins.\n")
    return {"check": measured("check", "--catalog", str(folder))[0],
            "build": measured("build", "--catalog", str(folder), "--out", str(tmp / "site"), "--no-odds",
                              "--no-search", "--no-cache", "--jobs", "1")[0]}


def main() -> None:
    growth()
    memory()


def growth() -> None:
    with tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as tmp:
        base = start_up(Path(tmp))
    print(f"start-up: check {base['check']:.2f} s, build {base['build']:.2f} s")
    print(f"{'case':<16}{'step':<7}" + "".join(f"{f'{s}x':>28}" for s in SCALES) + f"{'ratio':>8}{'by CPU':>8}"
          + "   (load " + " ".join(f"{n:.1f}" for n in os.getloadavg()) + ")")
    for name, (make, unit, builds) in CASES.items():
        rows: dict[str, list[tuple[int, float, float, int, float]]] = {"check": [], "build": []}
        for scale in SCALES:
            with tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as tmp:  # a spare may be copying
                folder = Path(tmp) / "catalog"
                items = make(folder, scale)
                rows["check"].append((items, *measured("check", "--catalog", str(folder))))
                if builds:
                    rows["build"].append((items, *measured(
                        "build", "--catalog", str(folder), "--out", str(Path(tmp) / "site"), "--no-odds",
                        "--no-search", "--no-cache", "--jobs", "1")))
        for step, runs in rows.items():
            if not runs:
                continue
            cells = "".join(f"{f'{items} {unit}: {secs:.2f} s {peak:.0f} MB'}{'' if code in (0, 1) else '!'}".rjust(28)
                            for items, secs, peak, code, _ in runs)
            ratio = growth_ratio([(items, secs) for items, secs, *_ in runs])
            by_cpu = growth_ratio([(items, cpu) for items, _, _, _, cpu in runs])
            print(f"{name:<16}{step:<7}{cells}{ratio:>7.2f}{by_cpu:>8.2f}"
                  f"{'' if ratio <= AIM_RATIO else ' (aim 1.5)'}", flush=True)


def growth_ratio(runs: list[tuple[int, float]]) -> float:
    """The seconds per item added from 4x to 16x over those from 1x to 4x (1.0: linear).

    >>> growth_ratio([(1, 2.0), (4, 5.0), (16, 17.0)]), growth_ratio([(1, 2.0), (4, 5.0), (16, 29.0)])
    (1.0, 2.0)
    """
    (n1, t1), (n4, t4), (n16, t16) = runs
    return ((t16 - t4) / (n16 - n4)) / max((t4 - t1) / (n4 - n1), 1e-9)


def tree_peak(*argv: str, env: dict[str, str] | None = None) -> tuple[float, float, float, float, int]:
    """(wall seconds, peak MB of the process and its workers, as proportional and as resident
    sets summed, peak MB of the largest one, exit status) of `python build.py ARGV`."""
    started = time.perf_counter()
    process = subprocess.Popen([sys.executable, "build.py", *argv], cwd=ROOT, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL, env=env)
    proportional = resident = 0
    while True:
        done, status, usage = os.wait4(process.pid, os.WNOHANG)  # its own usage: not the earlier runs'
        if done:
            break
        sizes = [_memory_kb(pid) for pid in _tree(process.pid)]
        proportional = max(proportional, sum(pss for pss, _ in sizes))
        resident = max(resident, sum(rss for _, rss in sizes))
        time.sleep(0.2)
    return (time.perf_counter() - started, proportional / 1024, resident / 1024, usage.ru_maxrss / 1024,
            os.waitstatus_to_exitcode(status))


def _tree(root: int) -> list[int]:
    """`root` and every process descended from it (Linux /proc)."""
    children: dict[int, list[int]] = {}
    for entry in os.scandir("/proc"):
        if entry.name.isdigit():
            try:
                with open(f"/proc/{entry.name}/stat", encoding="ascii", errors="replace") as file:
                    parent = int(file.read().rsplit(")", 1)[1].split()[1])
            except (OSError, ValueError, IndexError):
                continue  # ended meanwhile
            children.setdefault(parent, []).append(int(entry.name))
    found, todo = [], [root]
    while todo:
        pid = todo.pop()
        found.append(pid)
        todo += children.get(pid, [])
    return found


def _memory_kb(pid: int) -> tuple[int, int]:
    """(proportional, resident) set size of a process in KB; (0, 0) once it has ended."""
    found = {}
    try:
        with open(f"/proc/{pid}/smaps_rollup", encoding="ascii", errors="replace") as file:
            for line in file:
                key, _, value = line.partition(":")
                if key in ("Pss", "Rss"):
                    found[key] = int(value.split()[0])
    except (OSError, ValueError, IndexError):
        pass
    return found.get("Pss", 0), found.get("Rss", 0)


def memory() -> None:
    """Peak memory of `check` and of a build on a 50 MB catalog, against the 2 GB aim."""
    with tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as tmp:
        folder = Path(tmp) / "catalog"
        made = write_catalog_of_size(MEMORY_MB, folder, seed=MEMORY_MB)
        size = sum(path.stat().st_size for path in made.files) / 1e6
        env = {**os.environ, CACHE_ENV: str(Path(tmp) / "cache")}  # a cache of its own, empty
        runs = {"check": tree_peak("check", "--catalog", str(folder), env=env),
                "build": tree_peak("build", "--catalog", str(folder), "--out", str(Path(tmp) / "site"),
                                   "--no-odds", "--no-search", env=env)}
    for step, (secs, proportional, resident, largest, code) in runs.items():
        verdict = "under" if proportional < MEMORY_LIMIT_MB else "OVER"
        print(f"{f'{size:.0f} MB catalog':<16}{step:<7}{made.games} games: {secs:.1f} s, peak {proportional:.0f} MB "
              f"in all ({resident:.0f} MB of resident sets summed; the largest process {largest:.0f} MB)"
              f"{'' if code in (0, 1) else f', exit {code}!'}: {verdict} the {MEMORY_LIMIT_MB} MB limit", flush=True)


if __name__ == "__main__":
    memory() if sys.argv[1:] == ["memory"] else main()
