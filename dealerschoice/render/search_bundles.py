"""Pagefind's side of the search index, as files: the program to run, where each shard's bundle
goes in the site (hard-linked from the cache, left alone when it is there already), and the
small notes the cache keeps."""

from __future__ import annotations

import os
import shutil
import sys
import time
from pathlib import Path

from dealerschoice.store import write_atomic


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
    entry = "pagefind-entry.json"
    try:
        if os.path.samefile(folder / entry, bundle / entry):  # linked whole, or not at all
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
    directly (a stat, where reading the package metadata took ~13 ms of every build)."""
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
