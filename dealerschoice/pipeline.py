"""load -> resolve -> analyse -> render -> write: `build_site` and its report. The stages'
work is in their packages; writing the pages into the output folder is `write.pages`."""

from __future__ import annotations

import gc
import time
from collections.abc import Callable
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path

from dealerschoice.cache import cached_analysis
from dealerschoice.errors import CatalogError, Problem, UsageError
from dealerschoice.load.catalog import load_catalog
from dealerschoice.records.analysis import Analysis
from dealerschoice.render.env import TEMPLATES
from dealerschoice.render.incremental import site_key
from dealerschoice.render.parallel import default_jobs
from dealerschoice.render.prose import prose_store
from dealerschoice.render.search import BUNDLE as SEARCH_BUNDLE
from dealerschoice.render.site import SiteRenderer
from dealerschoice.render.versions import read_sources
from dealerschoice.resolve import resolve
from dealerschoice.store import cache_limit, cache_root, record_digests, trim
from dealerschoice.write.folder import SiteFolder
from dealerschoice.write.pages import Clock, Pages, Written, write_pages


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

    `BuildReport.stages` has wall seconds for load, resolve, sources (the write-ups' and guides'
    summaries, read before the analysis forks its workers), analyse (the grammars compiled for
    its workers too), plan (fingerprints), index (pages listing everything), pages (per-item
    pages, cached or rendered), search (the part of Pagefind's run left after the pages: it
    starts once the game pages are written) and write (the rest of writing and swapping); plus
    `diagrams` and `render`, the worker seconds spent in diagram layout and in page templates,
    divided by the number of workers.
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
    clock = Clock()
    limit = _cache_limit()  # a bad setting stops the build before any work
    catalog = load_catalog(catalog_dir)
    clock.lap("load")
    resolved = resolve(catalog)
    settled()
    clock.lap("resolve")
    problems = _problems(catalog, resolved, strict)
    jobs = default_jobs() if jobs is None else max(1, jobs)
    digests = record_digests(resolved.games) if cache else None  # each game hashed once, for both caches
    sources = partial(_read_sources, resolved, clock)  # read by the analysis before it forks its workers
    analysis = _analysis(resolved, analyse_options, cache, jobs, digests, sources)
    clock.lap("analyse")
    if odds is not False and analysis:
        analysis = _odds(resolved, analysis, odds or {}, cache, jobs)
        clock.lap("odds")
    pages = _plan_pages(resolved, analysis, Path(templates), cache, digests)
    clock.lap("plan")
    # The previous site's folders are reused (see SiteFolder); of its search bundle, the
    # indexer keeps the shards that did not change (see search_bundles.put_bundle).
    bundle = {"kept": (SEARCH_BUNDLE,)} if search else {"regenerated": (SEARCH_BUNDLE,)}
    with SiteFolder.open(out_dir, recycle=True, wait=wait, **bundle) as site:
        clock.lap("write")
        written = write_pages(site, pages, search=search, jobs=jobs, clock=clock)
        out = site.commit()
    if cache:
        trim(cache_root(), limit)  # the oldest entries beyond the cache's limit
    clock.lap("write")
    return _report(out, written, problems, clock.stages, jobs, time.perf_counter() - started)


def _cache_limit() -> int | None:
    try:
        return cache_limit()
    except ValueError as error:
        raise UsageError(str(error)) from None


def _problems(catalog, resolved, strict: bool) -> list[Problem]:
    """The warnings and notes to report; with `strict`, CatalogError if there is a warning."""
    problems = list(dict.fromkeys([*catalog.notices, *resolved.problems]))
    if strict:
        from dealerschoice.rules.unread import unread_rules  # read here only when asked: analyse reads them too
        problems += unread_rules(resolved.games)
        if any(p.severity == "warning" for p in problems):
            raise CatalogError([p for p in problems if p.severity == "warning"])
    return problems


def _plan_pages(resolved, analysis: Analysis | None, templates: Path, cache: bool, digests: dict | None) -> Pages:
    pages_key = site_key(templates) if cache else None
    renderer = SiteRenderer(resolved, analysis, templates, prose_store=prose_store(pages_key) if pages_key else None)
    items = renderer.items()
    gc.freeze()  # the analysis and the renderer's tables too, before workers are forked
    return Pages(renderer, items, pages_key, digests)


def _report(out: Path, written: Written, problems: list[Problem], stages: dict[str, float], jobs: int,
            seconds: float) -> BuildReport:
    stats, sizes = written.stats, written.sizes
    for stage in ("diagrams", "render"):
        stages[stage] = stats.seconds.get(stage, 0.0) / jobs
    games = {p: n for p, n in sizes.items() if p.startswith("games/") and p.endswith(".html")}
    largest = max(sorted(games.items()), key=lambda kv: kv[1], default=("", 0))
    return BuildReport(out_dir=out, pages=sum(1 for p in sizes if p.endswith(".html")), files=len(sizes),
                       bytes=sum(sizes.values()), largest_page=largest, seconds=seconds, problems=tuple(problems),
                       stages=stages, rendered=tuple(sorted(stats.rendered)), reused=stats.reused,
                       worker_peak_kb=stats.peak_kb)


def _read_sources(resolved, clock: Clock) -> None:
    """The write-ups' and guides' summaries the pages show (`versions.read_sources`), read here
    before any worker is forked: the grammar's parsers they build are then shared by the
    analysis workers and the page workers, instead of built again in each. The time until
    now is the analysis's (its grammars compiled for its workers: `analyse.ready_for_workers`)."""
    clock.lap("analyse")
    guides = [guide for shown in getattr(resolved.links, "guides_by_game", {}).values() for guide in shown]
    read_sources(getattr(resolved.catalog, "write_ups", ()), dict.fromkeys(guides))
    clock.lap("sources")


def _analysis(resolved, options: dict | bool | None, cache: bool, jobs: int, digests: dict | None,
              sources: Callable[[], None]) -> Analysis | None:
    """The rules engine's results (`records.analysis.Analysis`), cached per game; `False` skips
    them. `sources()` is called once either way, before any analysis worker is forked."""
    if options is False:
        sources()
        return None
    return cached_analysis(resolved, options if isinstance(options, dict) else {}, use_cache=cache, jobs=jobs,
                           digests=digests, first=sources)


def _odds(resolved, analysis: Analysis, options: dict, cache: bool, jobs: int | None) -> Analysis:
    """Each runnable game's odds (cached by its steps); the pages draw their charts."""
    from dealerschoice.play.odds_cache import add_odds
    return add_odds(resolved.games, analysis, jobs=jobs, use_cache=cache, **options)
