"""load -> resolve -> analyse -> render -> write. Nothing else lives here."""

from __future__ import annotations

import gc
import time
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from dealerschoice.cache import cached_analysis
from dealerschoice.errors import CatalogError, Problem
from dealerschoice.load.catalog import load_catalog
from dealerschoice.render.env import TEMPLATES
from dealerschoice.render.incremental import Fingerprints, PageCache, site_key
from dealerschoice.render.parallel import FolderMaker, default_jobs, render_pages
from dealerschoice.render.prose import prose_store
from dealerschoice.render.search import BUNDLE as SEARCH_BUNDLE
from dealerschoice.render.search import GAMES, start_index
from dealerschoice.render.site import SiteRenderer
from dealerschoice.resolve import resolve
from dealerschoice.store import cache_root, record_digests
from dealerschoice.write import files_under, remove_stale, write_files, write_site


@dataclass(frozen=True, slots=True)
class BuildReport:
    out_dir: Path
    pages: int  # HTML files
    files: int
    bytes: int
    largest_page: tuple[str, int]  # path and size of the largest game page
    seconds: float
    problems: tuple[Problem, ...]  # warnings and info
    stages: dict[str, float] = field(default_factory=dict)  # wall seconds per stage (see build_site)
    rendered: tuple[str, ...] = ()  # per-item pages rendered in this build (not from the cache)
    reused: int = 0  # per-item pages taken from the cache
    worker_peak_kb: int = 0  # largest peak resident memory of a page-rendering process

    def summary(self) -> str:
        reuse = f" ({self.reused} pages unchanged, from the cache)" if self.reused else ""
        return (f"Built {self.pages} pages ({self.files} files, {self.bytes / 1e6:.1f} MB) "
                f"into {self.out_dir} in {self.seconds:.1f} s{reuse}.")


def build_site(catalog_dir: Path | str, out_dir: Path | str, *, strict: bool = False,
               search: bool | dict = True, wait: bool = True, jobs: int | None = None,
               cache: bool = True, templates: Path | str = TEMPLATES,
               analyse_options: dict | None = None, odds: dict | bool | None = None) -> BuildReport:
    """Build the whole site from a catalog folder; CatalogError (nothing written) on any error.

    With `strict`, warnings are errors too. `search=False` skips the Pagefind index (tests); a
    dict gives options to `dealerschoice.render.search.start_index` (e.g. {"shard_games": 30});
    `wait=False` leaves deleting the previous site to a background process. `jobs` worker
    processes render pages (default: one per core). With `cache`, pages whose inputs did not
    change since an earlier build are reused from the cache (`$DEALERSCHOICE_CACHE`, else
    `.cache/`); the output is the same byte for byte either way. `analyse_options` go to the
    rules engine's `analyse` (None: run it with its defaults; `False`: skip it). `odds` go to
    `dealerschoice.play.odds_cache.add_odds` (e.g. {"deals": 2000}; `False`: no odds).

    `BuildReport.stages` has wall seconds for load, resolve, analyse, plan (fingerprints),
    index (pages listing everything), pages (per-item pages, cached or rendered), search (the
    part of Pagefind's run left after the pages: it starts once the game pages are written) and
    write (the rest of writing and swapping); plus `diagrams` and `render`, the worker seconds
    spent in diagram layout and in page templates, divided by the number of workers.
    """
    with _long_lived_heap() as settled:
        return _build(catalog_dir, out_dir, strict=strict, search=search, wait=wait, jobs=jobs, cache=cache,
                      templates=templates, analyse_options=analyse_options, odds=odds, settled=settled)


@contextmanager
def _long_lived_heap():
    """The catalog, its lineage and analysis live for the whole build: the garbage collector
    leaves them alone. Its full passes over a 20,000-game catalog cost seconds, in the build
    and again in every forked worker (where touching them also copies their memory pages).
    Loading makes lasting objects and hardly any garbage, so collection waits until it ends."""
    enabled = gc.isenabled()

    def settled() -> None:  # what exists now lasts the build: out of the way, collection back on
        gc.freeze()
        if enabled:
            gc.enable()

    gc.disable()
    try:
        yield settled
    finally:
        gc.unfreeze()  # what became garbage meanwhile can go now
        if enabled:
            gc.enable()


def _build(catalog_dir, out_dir, *, strict, search, wait, jobs, cache, templates, analyse_options,
           odds, settled) -> BuildReport:
    started = time.perf_counter()
    stages: dict[str, float] = {}
    clock = _Clock(stages)
    catalog = load_catalog(catalog_dir)
    clock.lap("load")
    resolved = resolve(catalog)
    settled()
    clock.lap("resolve")
    problems = _unique([*catalog.notices, *resolved.problems])
    if strict:
        from dealerschoice.rules.unread import unread_rules  # read here only when asked: analyse reads them too
        problems += unread_rules(resolved.games)
    if strict and any(p.severity == "warning" for p in problems):
        raise CatalogError([p for p in problems if p.severity == "warning"])
    jobs = default_jobs() if jobs is None else max(1, jobs)
    digests = record_digests(resolved.games) if cache else None  # each game hashed once, for both caches
    analysis = _analysis(resolved, analyse_options, cache, jobs, digests)
    clock.lap("analyse")
    if odds is not False and analysis:
        analysis = _odds(resolved, analysis, odds or {}, cache, jobs)
        clock.lap("odds")
    pages_key = site_key(Path(templates)) if cache else None
    renderer = SiteRenderer(resolved, analysis, Path(templates),
                            prose_store=prose_store(pages_key) if pages_key else None)
    items = renderer.items()
    gc.freeze()  # the analysis and the renderer's tables too, before workers are forked
    page_cache = keys = None
    stats = indexing = None
    sizes: dict[str, int] = {}  # every file of the new site, for the report (see finish)
    clock.lap("plan")

    def fill(tmp: Path, held: set[str]) -> None:
        nonlocal stats, page_cache, keys
        clock.lap("write")
        folders = FolderMaker(tmp, items, held)  # meanwhile: fingerprints and the index pages
        try:
            if cache:
                page_cache = PageCache(cache_root() / "pages")
                prints = Fingerprints(renderer, pages_key, digests)
                keys = {path: prints.key(path, kind, arg) for path, kind, arg in items}
            clock.lap("plan")
        except BaseException:
            folders.join()
            raise

        def midway() -> None:  # every game page is written: the search index can start
            nonlocal indexing
            remove_stale(tmp, held, under=GAMES + "/")  # a stale game page must not be indexed
            if search:
                indexing = _start_search(tmp, search, cache, jobs, keys)

        try:  # the folder maker goes on meanwhile; a page whose folder is not there makes it
            stats = render_pages(renderer, items, tmp, jobs=jobs, cache=page_cache, keys=keys,
                                 held=held, folders="on demand", midway=midway)
            folders.done()
            clock.lap("pages")
            # after the pages: made while Pagefind indexes them
            index = renderer.index_files([path for path, _, _ in items])
            clock.lap("index")
            write_files(tmp, index, held)
        except BaseException:
            if indexing is not None:
                indexing.stop()  # before the folder it writes into is deleted
            raise
        finally:
            folders.join()
        clock.lap("write")

    def finish(tmp: Path) -> None:
        nonlocal indexing, sizes
        clock.lap("write")
        if search and indexing is None:
            indexing = _start_search(tmp, search, cache, jobs, keys)
        sizes = _sizes(tmp, skip=(SEARCH_BUNDLE,))  # for the report, while Pagefind runs
        clock.lap("write")
        if indexing is not None:
            indexing.wait()
        clock.lap("search")  # the part of Pagefind's time not hidden behind the other pages
        sizes.update(_sizes(tmp / SEARCH_BUNDLE, SEARCH_BUNDLE + "/") if (tmp / SEARCH_BUNDLE).is_dir() else {})

    # The previous site's folders are reused (see write_site); of its search bundle, the
    # indexer keeps the shards that did not change (see search_bundles.put_bundle).
    try:
        bundle = {"kept": (SEARCH_BUNDLE,)} if search else {"regenerated": (SEARCH_BUNDLE,)}
        out = write_site({}, out_dir, finish=finish, wait=wait, fill=fill, recycle=True, **bundle)
    except BaseException:
        if indexing is not None:
            indexing.stop()  # failed between the pages and the search step: no stray process
        raise
    clock.lap("write")
    for stage in ("diagrams", "render"):
        stages[stage] = stats.seconds.get(stage, 0.0) / jobs
    games = {p: n for p, n in sizes.items() if p.startswith("games/") and p.endswith(".html")}
    largest = max(sorted(games.items()), key=lambda kv: kv[1], default=("", 0))
    return BuildReport(
        out_dir=out,
        pages=sum(1 for p in sizes if p.endswith(".html")),
        files=len(sizes),
        bytes=sum(sizes.values()),
        largest_page=largest,
        seconds=time.perf_counter() - started,
        problems=tuple(problems),
        stages=stages,
        rendered=tuple(sorted(stats.rendered)),
        reused=stats.reused,
        worker_peak_kb=stats.peak_kb,
    )


def _start_search(site: Path, search: bool | dict, cache: bool, jobs: int, keys: dict | None):
    """Pagefind over the written game pages, its shards cached with the pages."""
    options = {"cache_dir": cache_root() / "search" if cache else None, "jobs": jobs, "page_keys": keys,
               **(search if isinstance(search, dict) else {})}
    return start_index(site, **options)


def _analysis(resolved, options: dict | bool | None, cache: bool, jobs: int, digests: dict | None) -> dict:
    """The rules engine's results ({"games": {id: ...}}), cached per game; `False` skips them."""
    if options is False:
        return {}
    return cached_analysis(resolved, options or {}, use_cache=cache, jobs=jobs, digests=digests)


def _odds(resolved, analysis: dict, options: dict, cache: bool, jobs: int | None) -> dict:
    """Each runnable game's odds (cached by its steps) and their charts."""
    from dealerschoice.play.odds_cache import add_odds
    from dealerschoice.render.charts import attach_charts
    return attach_charts(add_odds(resolved.games, analysis, jobs=jobs, use_cache=cache, **options))


def _sizes(folder: Path, prefix: str = "", skip: tuple[str, ...] = ()) -> dict[str, int]:
    """Every file under `folder` (relative POSIX path) with its size."""
    return {name: entry.stat(follow_symlinks=False).st_size for name, entry in files_under(folder, prefix, skip)}


def _unique(problems: list[Problem]) -> list[Problem]:
    return list(dict.fromkeys(problems))


class _Clock:
    def __init__(self, stages: dict[str, float]):
        self.stages = stages
        self.last = time.perf_counter()

    def lap(self, stage: str) -> None:
        now = time.perf_counter()
        self.stages[stage] = self.stages.get(stage, 0.0) + now - self.last
        self.last = now
