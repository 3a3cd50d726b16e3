"""Growth with the input (issue 22, 6): time and peak memory of `check` and of a build at 1x,
4x and 16x of a long rule line, a deep parent chain, many games sharing one alias and a large
catalog file, and the growth ratio: the time per item added from 4x to 16x over the time per
item added from 1x to 4x (1.0 is linear; the aim is at most 1.5). Differences between runs
leave out the start-up (imports, the grammar), whatever it costs on the day.

Each run is its own process (`python build.py ...`), so the peak is that process's maximum
resident set, workers included. Run: `python -m tests.bench growth`.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from tests.bench.synth import write_synthetic_catalog

ROOT = Path(__file__).resolve().parents[2]
SCALES = (1, 4, 16)
AIM_RATIO = 1.5
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


def measured(*argv: str) -> tuple[float, float, int]:
    """(wall seconds, peak resident MB, exit status) of `python build.py ARGV` run alone."""
    started = time.perf_counter()
    process = subprocess.Popen([sys.executable, "build.py", *argv], cwd=ROOT, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    return time.perf_counter() - started, usage.ru_maxrss / 1024, os.waitstatus_to_exitcode(status)


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
    with tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as tmp:
        base = start_up(Path(tmp))
    print(f"start-up: check {base['check']:.2f} s, build {base['build']:.2f} s")
    print(f"{'case':<16}{'step':<7}" + "".join(f"{f'{s}x':>28}" for s in SCALES) + f"{'ratio':>8}")
    for name, (make, unit, builds) in CASES.items():
        rows: dict[str, list[tuple[int, float, float, int]]] = {"check": [], "build": []}
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
                            for items, secs, peak, code in runs)
            (n1, t1, _, _), (n4, t4, _, _), (n16, t16, _, _) = runs
            ratio = ((t16 - t4) / (n16 - n4)) / max((t4 - t1) / (n4 - n1), 1e-9)
            print(f"{name:<16}{step:<7}{cells}{ratio:>7.2f}{'' if ratio <= AIM_RATIO else ' (aim 1.5)'}", flush=True)


if __name__ == "__main__":
    main()
