"""Full-text search: Pagefind indexes the site's game pages in one run. The build starts it
(`start_index`) as soon as every game page is written and waits for it before the swap.

Which text counts is decided by markup in the templates (`data-pagefind-body`,
`data-pagefind-weight`, `data-pagefind-filter="tag"`, `data-pagefind-ignore`); this module
only runs the indexer and reports what it did.
"""

from __future__ import annotations

import re
import subprocess
import sys
import tempfile
from pathlib import Path

from dealerschoice.errors import UsageError

BUNDLE = "pagefind"  # folder Pagefind writes into the site; search.js loads pagefind.js from it
# Only game pages carry `data-pagefind-body`, so only they are read: the index is the same,
# and Pagefind parses half the files (it would otherwise read every page to find the bodies).
INDEXED = "games/**/*.html"


def index_site(site_dir: Path) -> None:
    """Run Pagefind over `site_dir`, writing `site_dir/pagefind/`. Raises UsageError on failure."""
    start_index(site_dir).wait()


def start_index(site_dir: Path) -> "Indexing":
    """Start Pagefind on `site_dir` (its game pages must be complete) and return at once."""
    return Indexing(Path(site_dir))


class Indexing:
    """A Pagefind run going on while the build renders the other pages."""

    def __init__(self, site_dir: Path):
        self.site_dir = site_dir
        command = [*_pagefind(), "--site", str(site_dir), "--glob", INDEXED,
                   "--output-subdir", BUNDLE, "--keep-index-url"]
        self.log = tempfile.TemporaryFile()  # not a pipe: nobody reads it until the end
        try:
            self.process = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=self.log,
                                            stderr=subprocess.STDOUT)
        except OSError as error:
            self.log.close()
            raise UsageError(f"search index: could not run Pagefind ({error}); "
                             "install it with: pip install 'pagefind[bin]'") from None

    def stop(self) -> None:
        """Abandon the run (the build failed)."""
        self.process.kill()
        self.process.wait()
        self.log.close()

    def wait(self) -> None:
        """Wait for Pagefind; UsageError if it failed or found nothing to index."""
        site_dir = self.site_dir
        try:
            returncode = self.process.wait(timeout=600)
        except subprocess.TimeoutExpired:
            self.stop()
            raise UsageError(f"search index: Pagefind took over 10 minutes on {site_dir}; stopped it") from None
        self.log.seek(0)
        output = self.log.read().decode("utf-8", "replace")
        self.log.close()
        if indexed_pages(output) == 0:
            raise UsageError(f"search index: Pagefind found no pages to index in {site_dir}; "
                             "the game pages need a `data-pagefind-body` element.")
        if returncode != 0:
            errors = [line for line in output.splitlines() if "rror" in line] or [output.strip()]
            raise UsageError(f"search index: Pagefind failed on {site_dir} (exit {returncode}): "
                             + " ".join(dict.fromkeys(errors))
                             + "\nCheck that `pagefind[bin]` is installed in this Python environment.")


def _pagefind() -> list[str]:
    """The Pagefind binary itself when `pagefind[bin]` is installed (saves starting Python)."""
    try:
        from pagefind_bin import get_executable
        return [str(get_executable())]
    except Exception:  # not installed that way: let `python -m pagefind` find it or say why
        return [sys.executable, "-m", "pagefind"]


def indexed_pages(output: str) -> int | None:
    """The page count Pagefind reports, if it says.

    >>> indexed_pages("Indexed 1 language\\nIndexed 84 pages\\nIndexed 2,031 words")
    84
    >>> indexed_pages("nothing here") is None
    True
    """
    match = re.search(r"Indexed ([\d,]+) pages?", output)
    return int(match.group(1).replace(",", "")) if match else None
