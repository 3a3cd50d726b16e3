"""The project as it was before the rules grammar (the regex reader), for figures beside today's.

`old_tree()` exports commit `OLD_COMMIT` read-only (`git archive`, which changes nothing in the
repository) into a temporary folder, so its reader runs live on this machine. Without git or
the commit (a tarball, a shallow clone), the benchmarks print `OLD_FIGURES` instead: measured
on the project's 2-core development machine on the date given, with the same probes.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tarfile
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

PROJECT = Path(__file__).resolve().parents[2]
PROBE = Path(__file__).resolve().parent / "probe_reading.py"
OLD_COMMIT = "ca9dc06"  # the last commit with the regex reader
OLD_FIGURES = {  # CPU seconds, measured 2026-12-01 on the 2-core development machine (busy), by these probes
    "date": "2026-12-01",
    "corpus": {"texts": 859, "sentences": 1084, "cpu": 0.143},  # 0.14-0.24 s over several runs
    "analyse 20000": {"games": 20000, "cpu": 87.6},  # 131.6 s wall
}


@contextmanager
def old_tree() -> Iterator[Path | None]:
    """The old project in a temporary folder, or None when it cannot be exported."""
    with tempfile.TemporaryDirectory(prefix="dealerschoice-old-") as tmp:
        archive = Path(tmp) / "old.tar"
        try:
            with archive.open("wb") as out:
                subprocess.run(["git", "-C", str(PROJECT), "archive", OLD_COMMIT], stdout=out,
                               stderr=subprocess.DEVNULL, check=True)
            with tarfile.open(archive) as tar:
                tar.extractall(Path(tmp) / "tree", filter="data")
        except (OSError, subprocess.CalledProcessError, tarfile.TarError):
            yield None
            return
        yield Path(tmp) / "tree"


def probe(tree: Path, what: str, folder: Path | str, cache: Path | str | None = None) -> dict:
    """`probe_reading.py WHAT FOLDER` run in `tree` (a fresh process), its JSON answer."""
    env = dict(os.environ)
    if cache is not None:
        env["DEALERSCHOICE_CACHE"] = str(cache)
    done = subprocess.run([sys.executable, str(PROBE), what, str(folder)], check=False, cwd=tree, env=env,
                          capture_output=True, text=True)
    if done.returncode:
        raise RuntimeError(f"probe {what} in {tree} failed:\n{done.stderr[-2000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])
