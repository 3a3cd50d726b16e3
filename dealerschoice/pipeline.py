"""load -> resolve -> analyse -> render -> write. Nothing else lives here."""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

from dealerschoice.errors import CatalogError, Problem
from dealerschoice.load.catalog import load_catalog
from dealerschoice.render.site import render_site
from dealerschoice.resolve import resolve
from dealerschoice.write import write_site


@dataclass(frozen=True, slots=True)
class BuildReport:
    out_dir: Path
    pages: int  # HTML files
    files: int
    bytes: int
    largest_page: tuple[str, int]  # path and size of the largest game page
    seconds: float
    problems: tuple[Problem, ...]  # warnings and info

    def summary(self) -> str:
        return (f"Built {self.pages} pages ({self.files} files, {self.bytes / 1e6:.1f} MB) "
                f"into {self.out_dir} in {self.seconds:.1f} s.")


def build_site(catalog_dir: Path | str, out_dir: Path | str, *, strict: bool = False,
               search: bool = True, wait: bool = True) -> BuildReport:
    """Build the whole site from a catalog folder; CatalogError (nothing written) on any error.

    With `strict`, warnings are errors too. `search=False` skips the Pagefind index (tests);
    `wait=False` leaves deleting the previous site to a background process.
    """
    started = time.perf_counter()
    catalog = load_catalog(catalog_dir)
    resolved = resolve(catalog)
    problems = _unique([*catalog.notices, *resolved.problems])
    if strict and any(p.severity == "warning" for p in problems):
        raise CatalogError([p for p in problems if p.severity == "warning"])
    analysis: dict = {}  # rules engine results land here
    files = render_site(resolved, analysis)
    finish = _search_indexer() if search else None
    out = write_site(files, out_dir, finish=finish, wait=wait)
    games = {p: len(b) for p, b in files.items() if p.startswith("games/")}
    largest = max(games.items(), key=lambda kv: kv[1], default=("", 0))
    return BuildReport(
        out_dir=out,
        pages=sum(1 for p in files if p.endswith(".html")),
        files=sum(1 for p in out.rglob("*") if p.is_file()),
        bytes=sum(p.stat().st_size for p in out.rglob("*") if p.is_file()),
        largest_page=largest,
        seconds=time.perf_counter() - started,
        problems=tuple(problems),
    )


def _search_indexer():
    try:
        from dealerschoice.render.search import index_site
    except ImportError:
        return None
    return index_site


def _unique(problems: list[Problem]) -> list[Problem]:
    return list(dict.fromkeys(problems))
