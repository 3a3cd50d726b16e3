"""Reading speed: the rules grammar over every distinct rule line of the development corpus
(or the seed catalog when the corpus is absent), each figure a fresh process:

- cold: an empty cache store, so every family compiles its grammar and parses;
- warm: the store the cold run left, as a rebuild finds it (nothing changed);
- `coverage --json` on the same catalog, cold and warm, whole command;
- the old regex reader (`old_tree.OLD_COMMIT`) beside them, live when git can export it.

Run: `python -m tests.bench rules` (part of `make bench`).
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tests.bench.old_tree import OLD_COMMIT, OLD_FIGURES, PROJECT, old_tree, probe
from tests.rules import corpus as dev


def _catalog() -> tuple[str, Path]:
    return ("corpus", dev.CORPUS) if dev.present() else ("seed catalog", PROJECT / "catalog")


def _coverage(tree: Path, catalog: Path, cache: Path) -> float:
    """Wall seconds of `build.py coverage --json` in `tree`, a fresh process."""
    started = time.perf_counter()
    done = subprocess.run([sys.executable, "build.py", "coverage", "--catalog", str(catalog), "--json"], cwd=tree,
                          env={**os.environ, "DEALERSCHOICE_CACHE": str(cache)}, check=False,
                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if done.returncode:
        raise RuntimeError(f"coverage in {tree} failed:\n{done.stderr[-2000:]}")
    return time.perf_counter() - started


def _rate(figures: dict) -> float:
    return figures["sentences"] / figures["cpu"]


def main() -> None:
    name, catalog = _catalog()
    with tempfile.TemporaryDirectory() as tmp:
        cache = Path(tmp) / "cache"
        cold = probe(PROJECT, "corpus", catalog, cache)
        warm = probe(PROJECT, "corpus", catalog, cache)
        coverage_cold = _coverage(PROJECT, catalog, Path(tmp) / "coverage-cache")
        coverage_warm = _coverage(PROJECT, catalog, Path(tmp) / "coverage-cache")
        with old_tree() as old:
            if old is not None:
                before = probe(old, "corpus", catalog)
                coverage_old = _coverage(old, catalog, Path(tmp) / "old-cache")
                source = f"the regex reader of {OLD_COMMIT}, run now"
            else:
                before, coverage_old = OLD_FIGURES["corpus"], None
                source = f"the regex reader of {OLD_COMMIT}, measured {OLD_FIGURES['date']} (git could not export it)"
    print(f"rules: {cold['texts']} distinct {name} rule lines, {cold['sentences']} sentences; CPU seconds of "
          f"the reading alone, a fresh process each")
    print(f"rules: old: {before['cpu']:6.2f} s, {_rate(before):8.0f} sentences/s  ({source})")
    for label, figures in (("cold", cold), ("warm", warm)):
        print(f"rules: {label}: {figures['cpu']:6.2f} s, {_rate(figures):8.0f} sentences/s  "
              f"({_rate(figures) / _rate(before):.2f}x the old reader's)")
    old_text = f"old {coverage_old:.2f} s; " if coverage_old is not None else ""
    print(f"rules: coverage --json, whole command: {old_text}cold {coverage_cold:.2f} s, "
          f"warm {coverage_warm:.2f} s (wall: the machine's load counts)")


if __name__ == "__main__":
    main()
