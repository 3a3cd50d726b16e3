"""The build's pages written into the output folder: per-item pages (cached or rendered by the
workers), the search index started as soon as every game page is there, then the index pages
made while Pagefind runs, and the sizes of every file for the report."""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

from dealerschoice.render.incremental import Fingerprints, PageCache
from dealerschoice.render.parallel import FolderMaker, RenderStats, render_pages
from dealerschoice.render.search import BUNDLE as SEARCH_BUNDLE
from dealerschoice.render.search import GAMES, Indexing, start_index
from dealerschoice.render.site import SiteRenderer
from dealerschoice.store import cache_root
from dealerschoice.write.folder import SiteFolder, files_under


class Clock:
    """Wall seconds by stage: `lap(stage)` adds the time since the last lap to `stage`."""

    def __init__(self) -> None:
        self.stages: dict[str, float] = {}
        self.last = time.perf_counter()

    def lap(self, stage: str) -> None:
        now = time.perf_counter()
        self.stages[stage] = self.stages.get(stage, 0.0) + now - self.last
        self.last = now


@dataclass(frozen=True, slots=True)
class Pages:
    """What the render stage planned: the renderer, its items ((path, kind, arg) each), and the
    page cache's key of the site's templates (None: no cache)."""

    renderer: SiteRenderer
    items: list
    pages_key: str | None
    digests: dict | None


@dataclass(frozen=True, slots=True)
class Written:
    """What `write_pages` did: the render stats, and every file of the new site with its size."""

    stats: RenderStats
    sizes: dict[str, int]


def write_pages(site: SiteFolder, pages: Pages, *, search: bool | dict, jobs: int, clock: Clock) -> Written:
    """Write every page of `pages` into `site` and index them for search (unless `search` is
    False; a dict gives options to `start_index`). Pagefind runs are stopped if anything fails."""
    indexing = SearchStart(site, search, jobs)
    try:
        stats = _write_all(site, pages, indexing, jobs, clock)
        site.drop_unclaimed()
        clock.lap("write")
        indexing.start()  # if it did not start midway
        sizes = _sizes(site.path, skip=(SEARCH_BUNDLE,))  # for the report, while Pagefind runs
        clock.lap("write")
        indexing.wait()
        clock.lap("search")  # the part of Pagefind's time not hidden behind the other pages
    except BaseException:
        indexing.stop()  # before the folder it writes into is deleted
        raise
    bundle = site.path / SEARCH_BUNDLE
    sizes.update(_sizes(bundle, SEARCH_BUNDLE + "/") if bundle.is_dir() else {})
    return Written(stats, sizes)


def _write_all(site: SiteFolder, pages: Pages, indexing: SearchStart, jobs: int, clock: Clock) -> RenderStats:
    """The per-item pages (the search index starts once the game pages are there), then the
    index pages (made while Pagefind runs)."""
    folders = FolderMaker(site.path, pages.items, site.held)  # meanwhile: fingerprints and the index pages
    try:
        indexing.keys = keys = _fingerprints(pages)
        page_cache = PageCache(cache_root() / "pages") if keys is not None else None
        clock.lap("plan")
        # the folder maker goes on meanwhile; a page whose folder is not there makes it
        stats = render_pages(pages.renderer, pages.items, site.path, jobs=jobs, cache=page_cache, keys=keys,
                             held=site.held, folders="on demand", midway=indexing.midway)
        folders.done()
        clock.lap("pages")
        index = pages.renderer.index_files([path for path, _, _ in pages.items])
        clock.lap("index")
        site.write(index)
    finally:
        folders.join()
    return stats


class SearchStart:
    """The search index of a site being written: started once every game page is there
    (`midway`), or else when the site is complete (`start`); with the page cache's keys, its
    shards are cached beside the pages."""

    def __init__(self, site: SiteFolder, search: bool | dict, jobs: int):
        self.site = site
        self.options = search if isinstance(search, dict) else {}
        self.wanted = bool(search)
        self.jobs = jobs
        self.keys: dict[str, str] | None = None
        self.indexing: Indexing | None = None

    def midway(self) -> None:
        self.site.drop_unclaimed(under=GAMES + "/")  # a stale game page must not be indexed
        self.start()

    def start(self) -> None:
        if self.wanted and self.indexing is None:
            cache = cache_root() / "search" if self.keys is not None else None
            self.indexing = start_index(self.site.path, **{"cache_dir": cache, "jobs": self.jobs,
                                                           "page_keys": self.keys, **self.options})

    def wait(self) -> None:
        if self.indexing is not None:
            self.indexing.wait()

    def stop(self) -> None:
        if self.indexing is not None:
            self.indexing.stop()


def _fingerprints(pages: Pages) -> dict[str, str] | None:
    """Each page's key in the page cache (None without the cache)."""
    if pages.pages_key is None:
        return None
    prints = Fingerprints(pages.renderer, pages.pages_key, pages.digests)
    return {path: prints.key(path, kind, arg) for path, kind, arg in pages.items}


def _sizes(folder: Path, prefix: str = "", skip: tuple[str, ...] = ()) -> dict[str, int]:
    """Every file under `folder` (relative POSIX path) with its size."""
    return {name: entry.stat(follow_symlinks=False).st_size for name, entry in files_under(folder, prefix, skip)}
