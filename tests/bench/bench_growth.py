"""Growth with the input (issue 22, 6): time and peak memory of `check` and of a build at 1x,
4x and 16x of a long rule line, a deep parent chain, many games sharing one alias and a large
catalog file, and the growth ratio: the time per item added from 4x to 16x over the time per
item added from 1x to 4x (1.0 is linear; the aim is at most 1.5).

The ratio judged is of the command's own work: the CPU seconds (user and system, workers
included) of the command, run in a process that has just run the same command on a one-game
catalog, so that the imports and the grammar, loaded by that first run, are left out. The
differences between scales were meant to leave that start-up out, and they do leave out what
it costs on average; but it is most of a 1x run (0.7 of 0.8 CPU seconds for 2,000 games of one
alias, against 0.1 for the games), and on a shared machine every run's CPU seconds swell with
the others' load by a tenth or more (caches and a core shared), so that its swing alone moved
the 1x-to-4x difference, the ratio's denominator, by a third or more: the ratio of the same
code went from 1.00 to 2.38 over three runs at a load of 4 to 8.

The scales take turns, `REPEATS` rounds of 1x, 4x and 16x (the other way round every second
round), and the ratio judged is the median of the rounds' ratios. A busy spell slows the runs
of a round alike, which leaves that round's ratio as it is (the ratio does not change when
every time is multiplied by one factor), and the median leaves out a round that a spell hit
unevenly. The least of each scale's runs, taken apart, mixes the luckiest 1x run of one round
with the luckiest 16x run of another: at a load of 10 on 2 cores, the short runs were lucky
more often (a few quiet tenths of a second are more likely than a few quiet seconds), which
raised that ratio by a fifth or more. It is printed beside ("least"), with the ratios of the
least CPU seconds of the whole process and of the least wall seconds. Items are counted
exactly (megabytes to the byte, not rounded), so the ratio is of the work itself.

Each run is its own process (`python -m tests.bench.bench_growth warm ...`, which runs
`build.py`'s commands in itself), so the peak is that process's maximum resident set, workers
included. Run: `python -m tests.bench growth`.

Then peak memory on a 50 MB catalog, for `check` and for `build --no-odds --no-search` (with
a page and analysis cache of its own, empty at the start): the most the process and all its
workers held at once, sampled every 0.2 s, against the 2 GB aim (issue 22): their proportional
set sizes summed (a page shared by forked workers counted once in all), and their resident
sets summed (shared pages counted in each: an upper bound). `python -m tests.bench.bench_growth
memory` runs that part alone; `python -m tests.bench.bench_growth growth "file size" "one alias"`
the growth rows of the cases named (all of them if none is).
"""

from __future__ import annotations

import contextlib
import io
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from dealerschoice.store import CACHE_ENV
from tests.bench.synth import write_catalog_of_size, write_synthetic_catalog

ROOT = Path(__file__).resolve().parents[2]
SCALES = (1, 4, 16)
AIM_RATIO = 1.5
MEMORY_MB = 50  # catalog size for the memory row
MEMORY_LIMIT_MB = 2048
REPEATS = 5  # rounds of the scales in turn: the median of the rounds' ratios is judged
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


def big_file(folder: Path, scale: int) -> float:
    """A realistic catalog of 1,000 times `scale` games; items: megabytes of text (exactly:
    rounded, 1.1, 4.4 and 17.6 MB counted as 1, 4 and 18 made the ratio 15% too low)."""
    made = write_synthetic_catalog(1000 * scale, folder, seed=scale)
    return sum(path.stat().st_size for path in made.files) / 1e6


def write(folder: Path, text: str) -> None:
    (folder / "games").mkdir(parents=True, exist_ok=True)
    (folder / "games" / "games.txt").write_text(text, encoding="utf-8")


@dataclass(frozen=True)
class Run:
    """One run of a command, or the least of several (`least`)."""

    wall: float  # seconds
    peak: float  # MB resident at most
    code: int  # exit status
    cpu: float  # CPU seconds of the whole process, workers included
    work: float  # CPU seconds of the command alone, after the same command on one game


def least(runs: list[Run]) -> Run:
    """Of runs of `measured`: the least seconds of each kind, the largest peak, and an exit
    status other than 0 or 1 if any run had one.

    >>> least([Run(3.0, 90.0, 0, 2.5, 1.0), Run(2.0, 95.0, 1, 2.7, 1.2)])
    Run(wall=2.0, peak=95.0, code=0, cpu=2.5, work=1.0)
    >>> least([Run(1.0, 9.0, 0, 1.0, 0.5), Run(1.0, 9.0, -9, 1.0, 0.5)]).code
    -9
    """
    bad = [r.code for r in runs if r.code not in (0, 1)]
    return Run(min(r.wall for r in runs), max(r.peak for r in runs), bad[0] if bad else runs[0].code,
               min(r.cpu for r in runs), min(r.work for r in runs))


def measured(argv: tuple[str, ...], warm_argv: tuple[str, ...], scratch: Path) -> Run:
    """`python build.py ARGV` in a process of its own that runs `WARM_ARGV` first (see `warm`).
    The CPU seconds hardly change with the load on a shared machine, where the wall seconds
    may double; the work leaves out the start-up."""
    out = scratch / "work-seconds"
    out.unlink(missing_ok=True)
    started = time.perf_counter()
    process = subprocess.Popen([sys.executable, "-m", "tests.bench.bench_growth", "warm", str(out), *warm_argv,
                                "--", *argv], cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - started
    work = float(out.read_text()) if out.exists() else float("nan")
    return Run(wall, usage.ru_maxrss / 1024, os.waitstatus_to_exitcode(status), usage.ru_utime + usage.ru_stime, work)


def warm(out: str, argv: list[str]) -> int:
    """Run the command `WARM_ARGV` (if any), its output thrown away, then `ARGV` (`argv` is
    WARM_ARGV -- ARGV), in this process; write to `out` the CPU seconds of the second alone,
    this process's and its workers'. The first leaves the imports and the grammar loaded."""
    from dealerschoice.cli import main as command

    cut = argv.index("--")
    if cut:  # none: the start-up is measured with the rest
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
            command(argv[:cut])
    before = _cpu_seconds()
    code = command(argv[cut + 1:])
    Path(out).write_text(f"{_cpu_seconds() - before!r}\n")
    return code


def _cpu_seconds() -> float:
    own, workers = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + workers.ru_utime + workers.ru_stime


CASES: dict[str, tuple[Callable[[Path, int], float], str, bool]] = {
    "long rule line": (long_line, "KB", True),
    "lineage depth": (deep_chain, "games", True),
    "one alias": (one_alias, "games", False),
    "file size": (big_file, "MB", False),
}


ONE_GAME = ("One (#1)\n\nTags: stud\n\nRules:\n\n1. Deal five cards face down to each player.\n"
            "2. Showdown, high hand wins.\n")


def commands(tmp: Path, catalog: Path, builds: bool) -> dict[str, tuple[str, ...]]:
    """The argument lists of each step on the catalog folder `catalog`."""
    found: dict[str, tuple[str, ...]] = {"check": ("check", "--catalog", str(catalog))}
    if builds:
        found["build"] = ("build", "--catalog", str(catalog), "--out", str(tmp / f"site-{catalog.name}"),
                          "--no-odds", "--no-search", "--no-cache", "--jobs", "1")
    return found


def start_up(tmp: Path) -> dict[str, float]:
    """CPU seconds `check` and a build take on a one-game catalog, start-up and all."""
    folder = tmp / "one"
    write(folder, ONE_GAME)
    return {step: measured(argv, (), tmp).cpu for step, argv in commands(tmp, folder, True).items()}


def main() -> None:
    growth()
    memory()


def growth(names: list[str] | None = None) -> None:
    """The growth rows of the cases `names` (every case if none)."""
    unknown = [name for name in names or () if name not in CASES]
    if unknown:
        raise SystemExit(f"unknown case {unknown[0]!r}; the cases are " + ", ".join(repr(n) for n in CASES))
    with tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as tmp:
        base = start_up(Path(tmp))
    print(f"start-up (CPU): check {base['check']:.2f} s, build {base['build']:.2f} s")
    print(f"{'case':<16}{'step':<7}" + "".join(f"{f'{s}x: work, CPU, wall, peak':>46}" for s in SCALES)
          + f"{'work':>7}{'least':>7}{'CPU':>6}{'wall':>6}   ({REPEATS} rounds; load "
          + " ".join(f"{n:.1f}" for n in os.getloadavg()) + ")")
    for name, (make, unit, builds) in CASES.items():
        if names and name not in names:
            continue
        with tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as tmp:  # a spare may be copying
            rows = measured_in_turn(Path(tmp), make, builds)
        for step, rounds in rows.items():
            runs = [(items, least([run for _, run in column])) for items, column in
                    zip((items for items, _ in rounds[0]), zip(*rounds))]
            cells = "".join(f"{amount(items)} {unit}: {run.work:.2f} {run.cpu:.2f} {run.wall:.2f} s {run.peak:.0f} MB"
                            f"{'' if run.code in (0, 1) else '!'}".rjust(46) for items, run in runs)
            work = median_ratio(rounds)
            lowest, cpu, wall = (growth_ratio([(items, getattr(run, kind)) for items, run in runs])
                                 for kind in ("work", "cpu", "wall"))
            each = " ".join(shown(growth_ratio([(items, run.work) for items, run in row])) for row in rounds)
            print(f"{name:<16}{step:<7}{cells}{shown(work):>7}{shown(lowest):>7}{shown(cpu):>6}{shown(wall):>6}"
                  f"{'' if work <= AIM_RATIO else ' (aim 1.5)'}   rounds {each}", flush=True)


def median_ratio(rounds: list[list[tuple[float, Run]]]) -> float:
    """The median over the rounds of each round's growth ratio of the work.

    >>> one = [(1, Run(0, 0, 0, 0, 2.0)), (4, Run(0, 0, 0, 0, 5.0)), (16, Run(0, 0, 0, 0, 17.0))]
    >>> busy = [(n, Run(0, 0, 0, 0, run.work * 1.5)) for n, run in one]  # a busy round: all slower
    >>> bad = [(1, Run(0, 0, 0, 0, 2.0)), (4, Run(0, 0, 0, 0, 5.0)), (16, Run(0, 0, 0, 0, 41.0))]
    >>> median_ratio([one, busy, bad])
    1.0
    """
    return statistics.median(growth_ratio([(items, run.work) for items, run in row]) for row in rounds)


def measured_in_turn(tmp: Path, make: Callable[[Path, int], float], builds: bool,
                     ) -> dict[str, list[list[tuple[float, Run]]]]:
    """Each step's rounds: in each, (items, the run) at each scale. The scales take turns,
    `REPEATS` rounds of them, the other way round every second round, so that a busy spell on
    the machine, or a drift, slows every scale alike rather than one."""
    items = {scale: make(tmp / f"catalog-{scale}", scale) for scale in SCALES}
    write(tmp / "one", ONE_GAME)
    warm_up = commands(tmp, tmp / "one", builds)
    rounds: dict[str, list[list[tuple[float, Run]]]] = {step: [] for step in warm_up}
    for turn in range(REPEATS):
        seen: dict[tuple[str, int], Run] = {}
        for scale in SCALES if turn % 2 == 0 else SCALES[::-1]:
            for step, argv in commands(tmp, tmp / f"catalog-{scale}", builds).items():
                seen[step, scale] = measured(argv, warm_up[step], tmp)
        for step in warm_up:
            rounds[step].append([(items[scale], seen[step, scale]) for scale in SCALES])
    return rounds


def amount(items: float) -> str:
    """
    >>> amount(32000), amount(17.61), amount(20)
    ('32,000', '17.6', '20')
    """
    return f"{items:,.1f}".removesuffix(".0")


def shown(ratio: float) -> str:
    """A ratio to print: past 99, the 1x-to-4x difference was lost in the noise of the clocks.

    >>> shown(1.234), shown(-3.0), shown(725183.3)
    ('1.23', '-3.00', '>99')
    """
    return f"{ratio:.2f}" if ratio <= 99 else ">99"


def growth_ratio(runs: list[tuple[float, float]]) -> float:
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
    if sys.argv[1:2] == ["warm"]:
        sys.exit(warm(sys.argv[2], sys.argv[3:]))
    elif sys.argv[1:2] == ["memory"]:
        memory()
    elif sys.argv[1:2] == ["growth"]:
        growth(sys.argv[2:])
    else:
        main()
