"""The analysis stage (`analyse.analyse`: every game's rules read, facts, example hands, worked
examples) over a 20,000-game synthetic catalog, in one process without the analysis cache,
beside the old regex reader's project (`old_tree.OLD_COMMIT`) on the same catalog.

The synthetic games recombine the seed catalog's sentences (`synth.py`), all of which the
grammar reads: the unknown rule lines are printed, and should be 0. Reading is a small part of
this stage (a few hundred distinct sentences, however many games); simulating the example
hands is most of it. Run: `python -m tests.bench analyse` (part of `make bench`);
`python -m tests.bench.bench_analyse N` for another size.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from tests.bench.old_tree import OLD_COMMIT, OLD_FIGURES, PROJECT, old_tree, probe
from tests.bench.synth import write_synthetic_catalog

GAMES = 20_000


def main(argv: list[str] | None = None) -> None:
    argv = sys.argv[1:] if argv is None else argv
    n = int(argv[0]) if argv and argv[0].isdigit() else GAMES
    with tempfile.TemporaryDirectory() as tmp:
        catalog = Path(tmp) / "catalog"
        made = write_synthetic_catalog(n, catalog, seed=2026)
        now = probe(PROJECT, "analyse", catalog, Path(tmp) / "cache")
        with old_tree() as old:
            if old is not None:
                before, source = probe(old, "analyse", catalog), "run now"
            elif f"analyse {n}" in OLD_FIGURES:
                before, source = OLD_FIGURES[f"analyse {n}"], f"measured {OLD_FIGURES['date']}"
            else:
                before, source = None, ""
    print(f"analyse: {made.games} synthetic games, {now['rule_lines']} rule lines, "
          f"{now['unknown_lines']} unknown to the grammar; {now['runnable']} runnable")
    print(f"analyse: now {now['cpu']:.1f} s CPU ({now['seconds']:.1f} s wall), reading store empty at the start")
    if before is not None:
        print(f"analyse: old {before['cpu']:.1f} s CPU, the regex reader of {OLD_COMMIT} ({source}); "
              f"now / old = {now['cpu'] / before['cpu']:.2f}")


if __name__ == "__main__":
    main()
