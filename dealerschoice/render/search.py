"""Full-text search: Pagefind indexes the game pages, in shards, each cached by its content.

Which text counts is decided by markup in the templates (`data-pagefind-body`,
`data-pagefind-weight`, `data-pagefind-filter="tag"`, `data-pagefind-ignore`). The games are
split into shards (`search_plan`); each shard is its own Pagefind bundle (`search_run`), made
from small documents that hold only the indexed part of each page (`search_docs`), and cached
by those documents' bytes (`search_bundles.BundleCache`). The search page merges the shards in
the browser (`mergeIndex`), reading their list from `pagefind/shards.json`.

The build starts the indexing (`start_index`) as soon as every game page is written and waits
for it (`Indexing.wait`) before the swap. Every failure is a `SearchError` naming the shard.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
import threading
import time
from collections.abc import Iterator
from concurrent.futures import Future
from functools import partial
from pathlib import Path

from dealerschoice.errors import SearchError
from dealerschoice.render.search_bundles import (
    KEEP_CACHED,
    BundleCache,
    bundle_folder,
    drop_places,
    pagefind_command,
    pagefind_version,
    put_bundle,
    read_note,
    write_note,
)
from dealerschoice.render.search_canon import canonical_bundle
from dealerschoice.render.search_docs import search_doc
from dealerschoice.render.search_plan import GAMES, SHARD_GAMES, game_folders, plan_shards, shard_count, shard_of
from dealerschoice.render.search_run import PagefindRuns

__all__ = ["BUNDLE", "GAMES", "Indexing", "forget_documents", "index_site", "scratch_parent", "shard_count",
           "shard_of", "start_index", "sweep_scratch"]

BUNDLE = "pagefind"  # folder of the first shard's bundle; search.js loads pagefind.js from it
SHARDS_FILE = "shards.json"  # in BUNDLE: the other shards' folders, for search.js to merge
SCRATCH = "/dev/shm"  # memory: where the shards' documents and bundles are made, when it has room
SCRATCH_ROOM = 256 * 2**20  # bytes free that a large shard needs while it is made
SCRATCH_PREFIX = ".dealerschoice-search-"
TIMEOUT = 600  # seconds, for the whole indexing


def index_site(site_dir: Path, **options) -> Indexing:
    """Index the game pages of `site_dir` into `site_dir/pagefind/` (see `start_index`), and
    wait for it; SearchError on failure."""
    indexing = start_index(site_dir, **options)
    indexing.wait()
    return indexing


def start_index(site_dir: Path, *, cache_dir: Path | None = None, shard_games: int = SHARD_GAMES,
                jobs: int = 2, page_keys: dict[str, str] | None = None, pagefind: list[str] | None = None,
                scratch: Path | None = None, keep_cached: int = KEEP_CACHED) -> Indexing:
    """Start indexing `site_dir` (its game pages must be complete) and return once the first
    Pagefind run has started (or nothing was left to run).

    `cache_dir`: where shard bundles are kept between builds (None: no cache), the `keep_cached`
    most recently used. `jobs`: Pagefind processes run at once. `page_keys`: the page cache's
    fingerprints ({"games/x/index.html": key}); with them a shard whose pages are all unchanged
    is found in the cache unread. `pagefind`: the command to run (default: the installed one).
    `scratch`: the folder for the work files (default: memory when it has room, see
    `scratch_parent`).
    """
    return Indexing(Path(site_dir), cache=BundleCache(cache_dir, "", keep_cached) if cache_dir else None,
                    shard_games=shard_games, jobs=jobs, page_keys=page_keys, pagefind=pagefind,
                    scratch=scratch)


def scratch_parent(fallback: Path, memory: str = SCRATCH, room: int = SCRATCH_ROOM) -> Path:
    """Where a build's search scratch goes: the `memory` folder when it has `room` bytes free,
    else `fallback`. The shards' documents and bundles live for one Pagefind run each, and
    making many small files in memory is several times faster than on a disk."""
    try:
        free = os.statvfs(memory)
        if free.f_bavail * free.f_frsize >= room and os.access(memory, os.W_OK | os.X_OK):
            return Path(memory)
    except (OSError, AttributeError):  # no such folder; no statvfs (Windows)
        pass
    return fallback


def sweep_scratch(folder: Path, now: float | None = None) -> None:
    """Remove what killed builds left in `folder`: scratch untouched for twice the longest an
    indexing may run is no running build's (in memory, it would hold its RAM until a reboot)."""
    limit = (time.time() if now is None else now) - 2 * TIMEOUT
    try:
        with os.scandir(folder) as items:
            stale = [item.path for item in items if item.name.startswith(SCRATCH_PREFIX)
                     and item.stat(follow_symlinks=False).st_mtime < limit]
    except OSError:
        return
    for path in stale:
        shutil.rmtree(path, ignore_errors=True)


class Indexing:
    """The shards indexed, going on (in a thread) while the build renders the rest.

    After `wait`: `ran` shards were indexed by Pagefind (the others came from the cache),
    `pages` game pages had text to index, and `read` pages were read back from the site.
    """

    def __init__(self, site_dir: Path, *, cache: BundleCache | None, shard_games: int, jobs: int,
                 page_keys: dict[str, str] | None, pagefind: list[str] | None, scratch: Path | None):
        self.site_dir = site_dir
        self.cache = cache
        self.page_keys = page_keys if cache else None
        self.shard_games = shard_games
        self.runs = PagefindRuns(pagefind or pagefind_command(), jobs)
        self.error: BaseException | None = None
        self.ran = self.pages = self.read = 0
        self.made_docs: dict[str, str | None] = {}  # by page fingerprint (see _KEPT)
        parent = scratch or scratch_parent(site_dir.parent)
        sweep_scratch(parent)
        self.work = Path(tempfile.mkdtemp(prefix=SCRATCH_PREFIX, dir=parent))
        # The caller waits until the first Pagefind run has started: that shard's documents are
        # made with nothing else of the build competing.
        self.started = threading.Event()
        self.thread = threading.Thread(target=self._guarded, name="search-index", daemon=True)
        self.thread.start()
        self.started.wait(TIMEOUT)

    def wait(self) -> None:
        """Wait for every shard; SearchError if Pagefind failed or there was nothing to index."""
        self.thread.join(TIMEOUT)
        if self.thread.is_alive():
            self.stop()
            raise SearchError(f"search index: Pagefind took over {TIMEOUT // 60} minutes on "
                              f"{self.site_dir}; stopped it")
        shutil.rmtree(self.work, ignore_errors=True)
        if self.error is not None:
            raise self.error

    def stop(self) -> None:
        """Abandon the indexing (the build failed): its Pagefind runs are killed."""
        self.runs.stop()
        self.thread.join()
        shutil.rmtree(self.work, ignore_errors=True)

    # in the thread ------------------------------------------------------------------------
    def _guarded(self) -> None:
        try:
            self._run()
        except BaseException as error:  # handed to wait()
            self.error = error
        finally:
            self.runs.stop()  # after a failure, the runs still going are killed
            self.started.set()  # nothing was left to run, or it failed first

    def _run(self) -> None:
        if self.cache:
            self.cache.version = pagefind_version(self.runs.command)  # once: every shard's key holds it
        bundles: dict[int, Path] = {}
        started: dict[int, tuple[str, Path | None, Future[Path]]] = {}
        members = plan_shards(game_folders(self.site_dir), self.shard_games)
        for shard, key, alias, docs in self._todo(members, bundles):
            self._write_docs(shard, docs)
            label = shard_label(shard, len(members), list(docs), self.site_dir)
            finish = partial(self._finish, shard, key)
            docs_folder, out = self.work / "docs" / str(shard), self.work / "bundles" / str(shard)
            future = self.runs.start(shard, label, docs_folder, out, finish)
            started[shard] = (key, alias, future)
            self.started.set()
        self.runs.wait()
        for shard, (key, alias, future) in started.items():
            bundles[shard] = future.result()
            write_note(alias, key)
            self.ran += 1
        if self.pages == 0:
            raise SearchError(f"search index: found no pages to index in {self.site_dir}; the game "
                              "pages need a `data-pagefind-body` element.")
        target = self.site_dir / BUNDLE
        # the first shard with pages is pagefind/ itself (search.js loads pagefind.js from it)
        for place, shard in enumerate(sorted(bundles)):
            put_bundle(bundles[shard], target / bundle_folder(place), top=place == 0)
        drop_places(target, len(bundles))
        extra = [bundle_folder(place) for place in range(1, len(bundles))]
        (target / SHARDS_FILE).unlink(missing_ok=True)
        (target / SHARDS_FILE).write_text(json.dumps({"merge": extra}) + "\n", encoding="utf-8")
        if self.cache:
            self.cache.prune()
        self._keep_docs()

    def _todo(self, members: dict[int, list[str]], bundles: dict[int, Path]
              ) -> Iterator[tuple[int, str, Path | None, dict[str, str]]]:
        """The shards Pagefind must index, with their documents: drawn on as runs start, so the
        next shard's documents are made while the earlier ones are indexed. A shard found in
        the cache goes straight into `bundles`."""
        cache = self.cache
        for shard, names in members.items():
            alias = self._alias(names)
            key = read_note(alias)
            if cache and key and cache.has(key):  # no page of the shard changed: not even read
                bundles[shard] = cache.use(key)
                self.pages += len(names)
                continue
            docs = self._docs(names)
            if not docs:
                continue  # no page in it has anything to index
            key = cache.key("docs", docs.items()) if cache else ""
            if cache and cache.has(key):  # pages changed, but not the text they give the index
                bundles[shard] = cache.use(key)
                write_note(alias, key)
                continue
            yield shard, key, alias, docs

    def _finish(self, shard: int, key: str, out: Path) -> Path:
        """A shard's bundle, just made: its bytes settled, kept in the cache (scratch may be
        memory: freed shard by shard)."""
        shutil.rmtree(self.work / "docs" / str(shard), ignore_errors=True)
        canonical_bundle(out)  # the same input gives the same bytes
        if not self.cache:
            return out
        kept = self.cache.store(out, key)
        shutil.rmtree(out, ignore_errors=True)
        return kept

    def _alias(self, folders: list[str]) -> Path | None:
        """Where the shard's documents' key is noted under its pages' fingerprints (a page's
        bytes follow from its fingerprint); None without a fingerprint for every page."""
        if not self.page_keys or not self.cache:
            return None
        prints = [(folder, self.page_keys.get(f"{GAMES}/{folder}/index.html")) for folder in folders]
        if any(page is None for _, page in prints):
            return None
        return self.cache.alias(prints)  # type: ignore[arg-type]

    def _docs(self, folders: list[str]) -> dict[str, str]:
        """The shard's search documents by folder (pages with nothing to index left out)."""
        docs: dict[str, str] = {}
        doc: str | None
        for folder in folders:
            if self.runs.stopped:
                raise SearchError("search index: stopped")
            page = self.page_keys.get(f"{GAMES}/{folder}/index.html") if self.page_keys else None
            if page and page in _KEPT:
                doc = _KEPT[page]
            else:
                path = self.site_dir / GAMES / folder / "index.html"
                try:
                    doc = search_doc(path.read_text(encoding="utf-8"))
                except (OSError, UnicodeDecodeError) as error:
                    raise SearchError(f"search index: cannot read {path} ({error})") from None
                self.read += 1
            if page:
                self.made_docs[page] = doc
            if doc is not None:
                docs[folder] = doc
        self.pages += len(docs)
        return docs

    def _keep_docs(self) -> None:
        """Keep the documents of this build's pages for the next build in this process."""
        if self.page_keys:
            kept = {key: _KEPT[key] for key in self.page_keys.values() if key in _KEPT}
            _KEPT.clear()
            _KEPT.update(kept)
            _KEPT.update(self.made_docs)

    def _write_docs(self, shard: int, docs: dict[str, str]) -> None:
        for folder, doc in docs.items():
            target = self.work / "docs" / str(shard) / GAMES / folder
            target.mkdir(parents=True)
            (target / "index.html").write_text(doc, encoding="utf-8")


def shard_label(shard: int, count: int, folders: list[str], site_dir: Path) -> str:
    """How a failure names a shard: its number, and its first games.

    >>> shard_label(2, 8, ["anaconda", "baseball", "chicago", "dogs"], Path("site"))
    'shard 2 of 8 (4 games: anaconda, baseball, chicago...) in site'
    """
    more = "..." if len(folders) > 3 else ""
    return f"shard {shard} of {count} ({len(folders)} games: {', '.join(folders[:3])}{more}) in {site_dir}"


def forget_documents() -> None:
    """Forget the search documents kept from earlier builds in this process (see _KEPT)."""
    _KEPT.clear()


# `serve` builds again after each save: the search documents of the previous build's game
# pages are kept by the pages' fingerprints (a page's bytes follow from its fingerprint), so
# the edited game's shard is made again without reading its other pages back.
_KEPT: dict[str, str | None] = {}
