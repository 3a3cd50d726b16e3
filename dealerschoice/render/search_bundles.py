"""Pagefind's side of the search index, as files: the program to run, the cache of shard
bundles (`BundleCache`), and where each shard's bundle goes in the site (hard-linked from the
cache, left alone when it is there already)."""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
import time
from collections.abc import Iterable
from itertools import chain
from pathlib import Path

from dealerschoice.render.search_canon import VERSION as CANON_VERSION
from dealerschoice.store import digest, move_atomic, write_atomic

ENTRY = "pagefind-entry.json"  # a bundle's first file; a cached bundle is whole when it has it
ALIASES = "by-pages"  # in the cache: shard keys by page fingerprints
KEEP_CACHED = 32  # cached bundles kept (most recently used first): four catalogs' worth of shards


class BundleCache:
    """Shard bundles kept between builds in `folder`, each under the key of the documents it was
    made from (`key`); a note under the pages' fingerprints (`alias`) finds a shard's key
    without reading its pages. `version` is Pagefind's: another Pagefind, other keys.

    >>> cache = BundleCache(Path(tempfile.mkdtemp()), "pf-1")
    >>> docs = [("anaconda", "<p>Pass three.</p>")]
    >>> key = cache.key("docs", docs)
    >>> len(key), cache.has(key), key == BundleCache(cache.folder, "pf-2").key("docs", docs)
    (32, False, False)
    """

    def __init__(self, folder: Path, version: str, keep: int = KEEP_CACHED):
        self.folder = folder
        self.version = version
        self.keep = keep

    def key(self, kind: str, pairs: Iterable[tuple[str, str]]) -> str:
        """A shard's key: Pagefind's version, our post-processing's, and each page's document
        (`kind` "docs") or fingerprint ("pages"), by folder."""
        return digest(self.version, CANON_VERSION, kind,
                      *chain.from_iterable((folder, str(len(text)), text) for folder, text in pairs))[:32]

    def alias(self, prints: list[tuple[str, str]]) -> Path:
        """Where a shard's key is noted under its pages' (folder, fingerprint) pairs."""
        return self.folder / ALIASES / self.key("pages", prints)

    def has(self, key: str) -> bool:
        return (self.folder / key / ENTRY).is_file()

    def use(self, key: str) -> Path:
        """The cached bundle `key`, marked most recently used (kept longest)."""
        os.utime(self.folder / key)
        return self.folder / key

    def store(self, bundle: Path, key: str) -> Path:
        """Keep `bundle` under `key` (whole or not at all); its cached folder."""
        final = self.folder / key
        self.folder.mkdir(parents=True, exist_ok=True)
        part = Path(tempfile.mkdtemp(prefix=".part-", dir=self.folder))
        try:
            link_tree(bundle, part / "b")
            move_atomic(part / "b", final)
        except OSError:  # another build stored the same bundle first: theirs is as good
            if not (final / ENTRY).is_file():
                raise
        finally:
            shutil.rmtree(part, ignore_errors=True)
        return final

    def prune(self) -> None:
        """Drop all but the `keep` most recently used bundles, and notes naming a dropped one."""
        if not self.folder.is_dir():
            return
        entries = sorted((e for e in os.scandir(self.folder)
                          if e.is_dir() and not e.name.startswith(".") and e.name != ALIASES),
                         key=lambda e: e.stat().st_mtime, reverse=True)
        for entry in entries[self.keep:]:
            shutil.rmtree(entry.path, ignore_errors=True)
        aliases = self.folder / ALIASES
        if aliases.is_dir():
            for entry in os.scandir(aliases):
                if not self.has(read_note(Path(entry.path)) or "-"):
                    os.unlink(entry.path)


def bundle_folder(shard: int) -> str:
    """Where shard `shard`'s bundle goes, relative to `pagefind/`.

    >>> bundle_folder(0), bundle_folder(3)
    ('', 'shard-3/')
    """
    return "" if shard == 0 else f"shard-{shard}/"


def read_note(path: Path | None) -> str | None:
    try:
        return path.read_text(encoding="utf-8").strip() if path else None
    except OSError:
        return None


def write_note(path: Path | None, text: str) -> None:
    """Write a small cache note atomically (another build may read it meanwhile)."""
    if path is None:
        return
    write_atomic(path, text)


def put_bundle(bundle: Path, folder: Path, *, top: bool = False) -> None:
    """Hard-link the cached `bundle` into `folder`, unless it is there already: the site this
    build replaces left its bundles in place, and after a one-game edit only one shard differs
    (at 20,000 games, each shard is thousands of files). A different bundle there is removed
    first; in the `top` folder (`pagefind/` itself), the other shards' folders are left alone.

    >>> import tempfile
    >>> cached, site = Path(tempfile.mkdtemp()), Path(tempfile.mkdtemp()) / "pagefind"
    >>> _ = (cached / "pagefind-entry.json").write_text("{}"), (cached / "a.pf").write_text("a")
    >>> put_bundle(cached, site, top=True)
    >>> (site / "shard-1").mkdir(); _ = (site / "old.pf").write_text("stale")
    >>> put_bundle(cached, site, top=True)  # the same bundle: left as it is, stale file too
    >>> sorted(p.name for p in site.iterdir())
    ['a.pf', 'old.pf', 'pagefind-entry.json', 'shard-1']
    >>> other = Path(tempfile.mkdtemp()); _ = (other / "pagefind-entry.json").write_text("{}")
    >>> put_bundle(other, site, top=True)  # another bundle: the old one's files go
    >>> sorted(p.name for p in site.iterdir())
    ['pagefind-entry.json', 'shard-1']
    """
    try:
        if os.path.samefile(folder / ENTRY, bundle / ENTRY):  # linked whole, or not at all
            return
    except OSError:
        pass
    if folder.is_dir():
        with os.scandir(folder) as items:
            for item in items:
                if item.is_dir(follow_symlinks=False):
                    if not (top and _place_of(item.name) is not None):
                        shutil.rmtree(item.path)
                else:
                    os.unlink(item.path)
    link_tree(bundle, folder)


def _place_of(name: str) -> int | None:
    """The place of a shard folder's name ("shard-3" -> 3), else None."""
    prefix, _, number = name.partition("-")
    return int(number) if prefix == "shard" and number.isdigit() else None


def drop_places(target: Path, count: int) -> None:
    """Remove the shard folders of places beyond `count` (the catalog had more shards)."""
    with os.scandir(target) as items:
        places = [(item.path, _place_of(item.name)) for item in items if item.is_dir(follow_symlinks=False)]
    for path in [path for path, place in places if place is not None and place >= count]:
        shutil.rmtree(path)


def link_tree(source: Path, target: Path) -> None:
    """Hard-link (else copy) every file of `source` into `target` (nobody writes through them)."""
    for top, _, names in os.walk(source):
        folder = target / os.path.relpath(top, source)
        folder.mkdir(parents=True, exist_ok=True)
        for name in names:
            try:
                os.link(os.path.join(top, name), folder / name)
            except OSError:
                shutil.copy2(os.path.join(top, name), folder / name)


def pagefind_command() -> list[str]:
    """The Pagefind binary itself when `pagefind[bin]` is installed (saves starting Python)."""
    try:
        from pagefind_bin import get_executable
        return [str(get_executable())]
    except Exception:  # not installed that way: let `python -m pagefind` find it or say why
        return [sys.executable, "-m", "pagefind"]


def pagefind_version(command: list[str]) -> str:
    """What stands for Pagefind's version in the cache keys: its program file when run
    directly (a stat: reading the package metadata is slower, and happens every build)."""
    if len(command) == 1:
        try:
            info = os.stat(command[0])
            return f"{command[0]}:{info.st_size}:{info.st_mtime_ns}"
        except OSError:
            pass
    try:
        from importlib.metadata import version
        return version("pagefind")
    except Exception:  # not installed as a package: the bundles are simply not reused
        return f"{command}:{time.time_ns()}"
