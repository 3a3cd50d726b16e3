"""Full-text search: Pagefind indexes the game pages, in shards, each cached by its content.

Which text counts is decided by markup in the templates (`data-pagefind-body`,
`data-pagefind-weight`, `data-pagefind-filter="tag"`, `data-pagefind-ignore`). Pagefind cannot
update an index, and its memory grows with the pages it holds (about 100 KB a page), so the
games are split by a hash of their folder name into shards of at most `SHARD_GAMES` (never
more than `MAX_SHARDS`). Each shard is its own Pagefind bundle, made from small documents that
hold only the indexed part of each page, and cached by those documents' bytes: after a
one-game edit only that game's shard is indexed again. The search page merges the shards in
the browser (`mergeIndex`), reading their list from `pagefind/shards.json`.

The build starts the indexing (`start_index`) as soon as every game page is written and waits
for it (`Indexing.wait`) before the swap.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import tempfile
import threading
import time
import zlib
from collections.abc import Iterator
from itertools import chain
from pathlib import Path

from dealerschoice.errors import UsageError
from dealerschoice.render.search_bundles import (
    bundle_folder, drop_places, link_tree, pagefind_command, pagefind_version, put_bundle, read_note,
    write_note,
)
from dealerschoice.render.search_canon import VERSION as CANON_VERSION
from dealerschoice.render.search_canon import canonical_bundle
from dealerschoice.render.search_docs import search_doc
from dealerschoice.store import digest, move_atomic

BUNDLE = "pagefind"  # folder of the first shard's bundle; search.js loads pagefind.js from it
SHARDS_FILE = "shards.json"  # in BUNDLE: the other shards' folders, for search.js to merge
GAMES = "games"  # only game pages carry `data-pagefind-body`
# a shard's Pagefind run: ~0.1 s for 125 games, but ~0.23 s for 250 (a one-game edit reruns one)
SHARD_GAMES = 125
MAX_SHARDS = 8  # the browser loads every shard's index chunks for each search
SCRATCH = "/dev/shm"  # memory: where the shards' documents and bundles are made, when it has room
SCRATCH_ROOM = 256 * 2**20  # bytes free (a shard of 2,500 games takes ~35 MB while it is made)
SCRATCH_PREFIX = ".dealerschoice-search-"
KEEP_CACHED = 4 * MAX_SHARDS  # cached bundles kept (most recently used first)
ALIASES = "by-pages"  # in the cache: shard keys by page fingerprints
TIMEOUT = 600  # seconds, for the whole indexing


def index_site(site_dir: Path, **options) -> None:
    """Index the game pages of `site_dir` into `site_dir/pagefind/`. Raises UsageError on failure."""
    start_index(site_dir, **options).wait()


def start_index(site_dir: Path, *, cache_dir: Path | None = None, shard_games: int = SHARD_GAMES,
                jobs: int = 2, page_keys: dict[str, str] | None = None) -> Indexing:
    """Start indexing `site_dir` (its game pages must be complete) and return at once.

    `cache_dir`: where shard bundles are kept between builds (None: no cache). `jobs`: Pagefind
    processes run at once. `page_keys`: the page cache's fingerprints ({"games/x/index.html":
    key}); with them a shard whose pages are all unchanged is found in the cache unread.
    """
    return Indexing(Path(site_dir), cache_dir=cache_dir, shard_games=shard_games, jobs=jobs,
                    page_keys=page_keys)


def shard_count(games: int, shard_games: int = SHARD_GAMES) -> int:
    """How many shards `games` game pages are split into.

    >>> shard_count(82), shard_count(125), shard_count(126), shard_count(1000), shard_count(20000)
    (1, 1, 2, 8, 8)
    """
    return max(1, min(MAX_SHARDS, -(-games // max(1, shard_games))))


def shard_of(folder: str, count: int) -> int:
    """The shard of the game page in `folder` (its slug): stable while the count is.

    >>> shard_of("anaconda", 1), shard_of("anaconda", 8) == shard_of("anaconda", 8)
    (0, True)
    """
    return zlib.crc32(folder.encode("utf-8")) % count


def scratch_parent(fallback: Path) -> Path:
    """Where a build's search scratch goes: SCRATCH when it has room, else `fallback`.
    The shards' documents and bundles live for one Pagefind run each, and making files in
    memory is several times faster than on a disk: for a one-game edit's shard, writing its 125
    documents took 0.05-0.09 s on this project's bench disk and 0.005 s in memory, and Pagefind's
    run (writing a bundle of ~140 files) 0.19 s and 0.12 s."""
    try:
        room = os.statvfs(SCRATCH)
        if room.f_bavail * room.f_frsize >= SCRATCH_ROOM and os.access(SCRATCH, os.W_OK | os.X_OK):
            return Path(SCRATCH)
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
    """Pagefind runs over the shards, going on (in a thread) while the build renders the rest."""

    def __init__(self, site_dir: Path, *, cache_dir: Path | None, shard_games: int, jobs: int,
                 page_keys: dict[str, str] | None = None):
        self.site_dir = site_dir
        self.page_keys = page_keys if cache_dir else None
        self.cache_dir = cache_dir
        self.shard_games = shard_games
        self.jobs = max(1, jobs)
        self.command = pagefind_command()
        self.version = ""  # Pagefind's, looked up by the thread (see _run)
        self.error: BaseException | None = None
        self.stopped = False
        self.ran = 0  # shards Pagefind indexed (the others came from the cache)
        self.pages = 0
        self.made_docs: dict[str, str | None] = {}  # by page fingerprint (see _LAST_DOCS)
        self.running: list[subprocess.Popen] = []
        self.lock = threading.Lock()
        scratch = scratch_parent(site_dir.parent)
        sweep_scratch(scratch)
        self.work = Path(tempfile.mkdtemp(prefix=SCRATCH_PREFIX, dir=scratch))
        # The caller waits until the first Pagefind run has started: that shard's documents are
        # made with nothing else of the build competing (a one-game edit: ~20 ms sooner).
        self.started = threading.Event()
        self.thread = threading.Thread(target=self._guarded, name="search-index", daemon=True)
        self.thread.start()
        self.started.wait(TIMEOUT)

    def wait(self) -> None:
        """Wait for every shard; UsageError if Pagefind failed or there was nothing to index."""
        self.thread.join(TIMEOUT)
        if self.thread.is_alive():
            self.stop()
            raise UsageError(f"search index: Pagefind took over {TIMEOUT // 60} minutes on "
                             f"{self.site_dir}; stopped it")
        shutil.rmtree(self.work, ignore_errors=True)
        if self.error is not None:
            raise self.error

    def stop(self) -> None:
        """Abandon the indexing (the build failed)."""
        self.stopped = True
        self._kill_running()
        self.thread.join()
        shutil.rmtree(self.work, ignore_errors=True)

    # in the thread ------------------------------------------------------------------------
    def _guarded(self) -> None:
        try:
            self._run()
        except BaseException as error:  # handed to wait()
            self.error = error
            self._kill_running()  # a shard's documents failed while another shard was indexed
        finally:
            self.started.set()  # nothing was left to run, or it failed first

    def _kill_running(self) -> None:
        with self.lock:
            running = list(self.running)
        for process in running:
            process.kill()
            process.wait()  # reaped: no zombie left behind

    def _run(self) -> None:
        self.version = pagefind_version(self.command)  # once: every shard's key holds it
        root = self.site_dir / GAMES
        folders = sorted(p for p in (os.listdir(root) if root.is_dir() else ())
                         if os.path.isfile(os.path.join(root, p, "index.html")))
        count = shard_count(len(folders), self.shard_games)
        members: dict[int, list[str]] = {s: [] for s in range(count)}
        for folder in folders:
            members[shard_of(folder, count)].append(folder)
        bundles: dict[int, Path] = {}

        def todo():  # drawn on as Pagefind runs go: the next shard's documents are made meanwhile
            for shard, names in members.items():
                alias = self._alias(names)
                key = read_note(alias)
                if key and self._cached(key):  # no page of the shard changed: not even read
                    bundles[shard] = self._use(key)
                    self.pages += len(names)
                    continue
                key, docs = self._docs(names)
                if key is None:
                    continue  # no page in it has anything to index
                if self._cached(key):  # pages changed, but not the text they give the index
                    bundles[shard] = self._use(key)
                    write_note(alias, key)
                    continue
                self._write_docs(shard, docs)
                yield shard, key, alias

        for shard, key, alias, out in self._index(todo()):
            shutil.rmtree(self.work / "docs" / str(shard), ignore_errors=True)
            if self.cache_dir:
                bundles[shard] = self._store(out, key)
                shutil.rmtree(out, ignore_errors=True)  # scratch may be memory: freed shard by shard
            else:
                bundles[shard] = out
            write_note(alias, key)
        if self.pages == 0:
            raise UsageError(f"search index: found no pages to index in {self.site_dir}; the game "
                             "pages need a `data-pagefind-body` element.")
        target = self.site_dir / BUNDLE
        # the first shard with pages is pagefind/ itself (search.js loads pagefind.js from it)
        for place, shard in enumerate(sorted(bundles)):
            put_bundle(bundles[shard], target / bundle_folder(place), top=place == 0)
        drop_places(target, len(bundles))
        extra = [bundle_folder(place) for place in range(1, len(bundles))]
        (target / SHARDS_FILE).unlink(missing_ok=True)
        (target / SHARDS_FILE).write_text(json.dumps({"merge": extra}) + "\n", encoding="utf-8")
        self._prune()
        self._keep_docs()

    def _alias(self, folders: list[str]) -> Path | None:
        """Where the shard's documents' key is noted under its pages' fingerprints (a page's
        bytes follow from its fingerprint); None without a fingerprint for every page."""
        if not self.page_keys or not self.cache_dir:
            return None
        prints = [(folder, self.page_keys.get(f"{GAMES}/{folder}/index.html")) for folder in folders]
        if any(page is None for _, page in prints):
            return None
        return self.cache_dir / ALIASES / self._key("pages", prints)

    def _key(self, kind: str, pairs) -> str:
        """A shard's cache key: Pagefind's version, our post-processing's, and each page's
        document (`kind` "docs") or fingerprint ("pages"), by folder."""
        return digest(self.version, CANON_VERSION, kind,
                      *chain.from_iterable((folder, str(len(text)), text) for folder, text in pairs))[:32]

    def _cached(self, key: str) -> bool:
        return bool(self.cache_dir) and (self.cache_dir / key / "pagefind-entry.json").is_file()

    def _use(self, key: str) -> Path:
        os.utime(self.cache_dir / key)  # most recently used: kept longest
        return self.cache_dir / key

    def _docs(self, folders: list[str]) -> tuple[str | None, dict[str, str]]:
        """The shard's search documents by folder, and their key (None: nothing to index)."""
        docs = {}
        for folder in folders:
            if self.stopped:
                raise UsageError("search index: stopped")
            page = self.page_keys.get(f"{GAMES}/{folder}/index.html") if self.page_keys else None
            doc = _LAST_DOCS.get(page, _NOT_KEPT) if page else _NOT_KEPT
            if doc is _NOT_KEPT:
                doc = search_doc((self.site_dir / GAMES / folder / "index.html").read_text(encoding="utf-8"))
            if page:
                self.made_docs[page] = doc
            if doc is not None:
                docs[folder] = doc
        self.pages += len(docs)
        return (self._key("docs", docs.items()) if docs else None), docs

    def _keep_docs(self) -> None:
        """Keep the documents of this build's pages for the next build in this process."""
        if self.page_keys:
            kept = {key: _LAST_DOCS[key] for key in self.page_keys.values() if key in _LAST_DOCS}
            _LAST_DOCS.clear()
            _LAST_DOCS.update(kept)
            _LAST_DOCS.update(self.made_docs)

    def _write_docs(self, shard: int, docs: dict[str, str]) -> None:
        for folder, doc in docs.items():
            target = self.work / "docs" / str(shard) / GAMES / folder
            target.mkdir(parents=True)
            (target / "index.html").write_text(doc, encoding="utf-8")

    def _index(self, todo: Iterator[tuple[int, str, Path | None]]):
        """Run Pagefind on the shards `todo` yields, `jobs` at a time; yields (shard, key,
        alias, bundle). The next shard is drawn as soon as a run starts: making a shard's
        documents (~0.4 s at 2,500 pages) goes on while the earlier shards are indexed."""
        pending = iter(todo)
        ready = next(pending, None)
        active: list[tuple] = []
        while ready is not None or active:
            while ready is not None and len(active) < self.jobs and not self.stopped:
                shard, key, alias = ready
                out = self.work / "bundles" / str(shard)
                log = tempfile.TemporaryFile()  # not a pipe: nobody reads it until the end
                command = [*self.command, "--site", str(self.work / "docs" / str(shard)),
                           "--output-path", str(out), "--keep-index-url"]
                try:
                    process = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=log,
                                               stderr=subprocess.STDOUT)
                except OSError as error:
                    log.close()
                    raise UsageError(f"search index: could not run Pagefind ({error}); "
                                     "install it with: pip install 'pagefind[bin]'") from None
                with self.lock:
                    self.running.append(process)
                self.started.set()
                active.append((process, shard, key, alias, out, log))
                ready = next(pending, None)  # the next shard's documents, made while this one runs
            if self.stopped:
                raise UsageError("search index: stopped")
            done = [a for a in active if a[0].poll() is not None]
            if not done:
                time.sleep(0.01)
                continue
            for item in done:
                active.remove(item)
                process, shard, key, alias, out, log = item
                with self.lock:
                    self.running.remove(process)
                log.seek(0)
                output = log.read().decode("utf-8", "replace")
                log.close()
                if process.returncode != 0:
                    errors = [line for line in output.splitlines() if "rror" in line] or [output.strip()]
                    raise UsageError(f"search index: Pagefind failed on {self.site_dir} (exit "
                                     f"{process.returncode}): " + " ".join(dict.fromkeys(errors))
                                     + "\nCheck that `pagefind[bin]` is installed in this Python environment.")
                canonical_bundle(out)  # the same input gives the same bytes
                self.ran += 1
                yield shard, key, alias, out

    def _store(self, bundle: Path, key: str) -> Path:
        """Keep `bundle` in the cache under `key` (whole or not at all); its cached folder."""
        final = self.cache_dir / key
        self.cache_dir.mkdir(parents=True, exist_ok=True)
        part = Path(tempfile.mkdtemp(prefix=".part-", dir=self.cache_dir))
        try:
            link_tree(bundle, part / "b")
            move_atomic(part / "b", final)
        except OSError:  # another build stored the same bundle first: theirs is as good
            if not (final / "pagefind-entry.json").is_file():
                raise
        finally:
            shutil.rmtree(part, ignore_errors=True)
        return final

    def _prune(self) -> None:
        """Drop all but the KEEP_CACHED most recently used bundles."""
        if not self.cache_dir or not self.cache_dir.is_dir():
            return
        entries = sorted((e for e in os.scandir(self.cache_dir)
                          if e.is_dir() and not e.name.startswith(".") and e.name != ALIASES),
                         key=lambda e: e.stat().st_mtime, reverse=True)
        for entry in entries[KEEP_CACHED:]:
            shutil.rmtree(entry.path, ignore_errors=True)
        aliases = self.cache_dir / ALIASES
        if aliases.is_dir():
            for entry in os.scandir(aliases):
                if not self._cached(read_note(Path(entry.path)) or "-"):
                    os.unlink(entry.path)


# `serve` builds again after each save: the search documents of the previous build's game
# pages are kept by the pages' fingerprints (a page's bytes follow from its fingerprint), so
# the edited game's shard is made again without reading its other pages back.
_LAST_DOCS: dict[str, str | None] = {}
_NOT_KEPT = object()
