"""The output folder, written atomically: everything goes into a working folder next to the
output (`SiteFolder`), which then takes the output's place in one atomic exchange (two renames
where the system has no exchange). A build that fails at any point leaves the previous output
exactly as it was, and a build removes what killed builds left beside the output.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Mapping
from pathlib import Path, PurePosixPath

from dealerschoice.errors import UsageError
from dealerschoice.processes import alive

MARKER = ".dealerschoice-site"  # proves a folder is ours before we replace it


class SiteFolder:
    """The folder a build writes its new site into, put in place of the output in one step.

    The contract (tests/render/test_write_folder.py):
    - `SiteFolder.open(out)` checks that `out` may be replaced (UsageError if not), sweeps what
      killed builds left beside it, and gives a working folder, `path`, holding only the marker
      file that shows the folder is ours (MARKER). With `recycle`, that is
      the site replaced last time (the spare kept as `.<name>.spare`) when there is one: its
      folders are reused (making tens of thousands of folders is most of a small rebuild's
      time), and `held` lists its files (relative POSIX paths) not yet accounted for.
      Otherwise `path` is empty and `held` too.
    - A writer accounts for each file it writes or keeps by removing it from `held`, and never
      writes through a held file (unlink first: pages are hard links into the page cache).
      `write` does both for bytes in memory.
    - Folders in `regenerated` are dropped from the spare whole before anything is written;
      folders in `kept` (the search bundle) are left in it as they are and out of `held`: what
      the build writes there must make them right itself.
    - `drop_unclaimed(under)` deletes the held files under a folder now (a stale game page must
      not be indexed); `commit` deletes the rest, so the new site is exactly what was written,
      the same as a fresh folder's. It then marks the folder as ours, swaps it in place of
      `out`, keeps the replaced site as the next spare (else deletes it: in a background
      process when `wait` is False), and returns `out`.
    - `abandon` (or leaving the `with` block by an exception) deletes the working folder: the
      output is left exactly as it was.
    """

    def __init__(self, out: Path, path: Path, held: set[str], *, recycle: bool, wait: bool):
        self.out = out
        self.path = path
        self.held = held
        self.recycle = recycle
        self.wait = wait

    @classmethod
    def open(cls, out_dir: Path | str, *, recycle: bool = False, wait: bool = True,
             regenerated: tuple[str, ...] = (), kept: tuple[str, ...] = ()) -> SiteFolder:
        out = Path(out_dir)
        check_replaceable(out)
        out.parent.mkdir(parents=True, exist_ok=True)
        sweep_debris(out)
        taken = take_spare(out, regenerated, wait, kept) if recycle else None
        path, held = taken or (working_folder(out, "new"), set())
        (path / MARKER).write_text("Built by Dealer's Choice; replaced on every build.\n", encoding="utf-8")
        return cls(out, path, held, recycle=recycle, wait=wait)

    def write(self, files: Mapping[str, bytes]) -> None:
        """Write `files` ({relative path: bytes}), replacing (never writing through) held files."""
        write_files(self.path, files, self.held)

    def drop_unclaimed(self, under: str = "") -> None:
        """Delete the held files whose path starts with `under` (all of them for "")."""
        remove_stale(self.path, self.held, under)

    def commit(self) -> Path:
        """Swap the finished site in place of the output; the output's folder."""
        try:
            self.drop_unclaimed()
            os.chmod(self.path, 0o755)  # mkdtemp makes it private; a site folder is served to others
            old = swap(self.path, self.out)
        except BaseException:
            self.abandon()
            raise
        if old is not None:
            if not (self.recycle and keep_spare(old, self.out)):
                discard(old, self.wait)
        elif self.recycle and not self.wait:
            make_spare(self.out)  # the first site: nothing replaced to reuse next time, so copy it meanwhile
        return self.out

    def abandon(self) -> None:
        shutil.rmtree(self.path, ignore_errors=True)

    def __enter__(self) -> SiteFolder:
        return self

    def __exit__(self, kind, error, trace) -> None:
        if kind is not None:
            self.abandon()


def write_site(files: Mapping[str, bytes], out_dir: Path | str,
               finish: Callable[[Path], None] | None = None, *, wait: bool = True,
               recycle: bool = False, kept: tuple[str, ...] = ()) -> Path:
    """Write `files` ({relative path: bytes}) as the folder `out_dir`, replacing it atomically
    (see `SiteFolder`); `finish(folder)` runs on the complete new folder before the swap, and if
    it raises, nothing is replaced.

    >>> import tempfile, pathlib
    >>> out = pathlib.Path(tempfile.mkdtemp()) / "site"
    >>> _ = write_site({"index.html": b"hi", "a/b.txt": b"x"}, out)
    >>> sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file())
    ['.dealerschoice-site', 'a/b.txt', 'index.html']
    """
    with SiteFolder.open(out_dir, recycle=recycle, wait=wait, kept=kept) as site:
        site.write(files)
        site.drop_unclaimed()
        if finish is not None:
            finish(site.path)
        return site.commit()


def write_files(tmp: Path, files: Mapping[str, bytes], held: set[str]) -> None:
    """Write `files` into `tmp`, replacing (never writing through) the `held` files there."""
    for name, data in files.items():
        target = tmp / safe_path(name)
        if name in held:
            held.discard(name)
            target.unlink()  # never write through a hard link
        else:
            target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)


def spare_of(out: Path) -> Path:
    return out.parent / f".{out.name}.spare"


def take_spare(out: Path, regenerated: tuple[str, ...], wait: bool,
               kept: tuple[str, ...] = ()) -> tuple[Path, set[str]] | None:
    """The spare site renamed as this build's temporary folder, and the files it holds; None
    when there is no spare (or another build took it first)."""
    spare = spare_of(out)
    if not (spare / MARKER).is_file():
        if spare.exists():
            discard(spare, wait)
        return None
    tmp = working_folder(out, "new")
    tmp.rmdir()
    try:
        spare.rename(tmp)
    except OSError:
        return None
    try:
        (tmp / MARKER).unlink()
        for name in regenerated:
            if (tmp / name).exists():
                aside = working_folder(out, "old")
                (tmp / name).rename(aside / "bundle")
                discard(aside, wait)
        held = {name for name, _ in files_under(tmp, skip=kept)}
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return tmp, held


def files_under(folder: Path | str, prefix: str = "", skip: tuple[str, ...] = ()):
    """(relative POSIX path, os.DirEntry) of every file under `folder`, symlinks not followed,
    leaving out the top-level folders named in `skip`. Paths are joined as strings: os.walk
    and relpath took seconds on a 60,000-file site.

    >>> import tempfile, pathlib
    >>> top = pathlib.Path(tempfile.mkdtemp())
    >>> _ = (top / "a").mkdir(), (top / "a" / "b.txt").write_text("x"), (top / "c").write_text("yz")
    >>> sorted((name, entry.stat().st_size) for name, entry in files_under(top, "site/"))
    [('site/a/b.txt', 1), ('site/c', 2)]
    """
    stack = [(os.fspath(folder), prefix)]
    while stack:
        path, rel = stack.pop()
        with os.scandir(path) as entries:
            for entry in entries:
                if entry.is_dir(follow_symlinks=False):
                    if not (rel == prefix and entry.name in skip):
                        stack.append((entry.path, rel + entry.name + "/"))
                else:
                    yield rel + entry.name, entry


def remove_stale(tmp: Path, held: set[str], under: str = "") -> None:
    """Delete the spare's files this build did not write (those whose path starts with
    `under`), and folders left empty by that."""
    stale = {name for name in held if name.startswith(under)} if under else set(held)
    folders = set()
    for name in stale:
        os.unlink(tmp / name)
        folders.add(os.path.dirname(name))
    for folder in sorted(folders, key=len, reverse=True):  # deepest first
        while folder:
            try:
                os.rmdir(tmp / folder)
            except OSError:  # not empty: it holds pages of this build
                break
            folder = os.path.dirname(folder)
    held.difference_update(stale)


def keep_spare(old: Path, out: Path) -> bool:
    """Keep the replaced site for the next build to reuse; False if it cannot be kept."""
    try:
        old.rename(spare_of(out))
        return True
    except OSError:  # a spare is there already (a concurrent build)
        return False


_SPARE_COPY = """
import os, shutil, sys
site, prefix, spare = sys.argv[1:4]
part = f"{prefix}{os.getpid()}-spare"  # this process's id: a later build sees it is running
try:
    shutil.copytree(site, part, symlinks=True, copy_function=os.link)
    os.rename(part, spare)  # refused if a build has made a spare meanwhile: theirs is as good
finally:
    shutil.rmtree(part, True)
"""


def make_spare(out: Path) -> None:
    """Make the spare from `out` in a background process, as hard links (no file is copied):
    otherwise the first rebuild after a first build makes every folder and link itself (see
    `make bench`). Its files need not stay `out`'s: a build taking the spare
    replaces, keeps or deletes each one. Until the copy is whole it is not the spare."""
    spare = spare_of(out)
    if spare.exists():
        return
    prefix = out.parent / f".{out.name}.new-"
    _in_background(_SPARE_COPY, str(out), str(prefix), str(spare))  # if not, only the next build is slower


def swap(new: Path, out: Path) -> Path | None:
    """Put `new` in place of `out`; return where the previous `out` was moved (or None).

    Where the system can exchange two names in one step (Linux's renameat2), a reader of `out`
    finds the old site or the new one at every moment; else `out` is renamed aside and `new`
    put in its place, with a moment between the two renames when there is no `out`."""
    if not out.exists():
        new.rename(out)
        return None
    if exchange(new, out):
        return new  # the previous site is now where the new one was built
    old = working_folder(out, "old")
    old.rmdir()
    out.rename(old)
    try:
        new.rename(out)
    except BaseException:
        old.rename(out)  # put the previous site back
        raise
    return old


_RENAME_EXCHANGE = 2
_AT_FDCWD = -100


def _renameat2():
    try:
        return ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True).renameat2
    except (OSError, AttributeError):
        return None


_RENAMEAT2 = _renameat2()


def exchange(a: Path, b: Path) -> bool:
    """Swap the names of two folders on the same disk in one atomic step; False (and nothing
    changed) where the system or the file system cannot.

    >>> import tempfile, pathlib
    >>> top = pathlib.Path(tempfile.mkdtemp())
    >>> _ = (top / "a").mkdir(), (top / "a" / "x").write_text("1"), (top / "b").mkdir()
    >>> exchange(top / "a", top / "b") in (True, False)
    True
    """
    if _RENAMEAT2 is None:
        return False
    done = _RENAMEAT2(_AT_FDCWD, os.fsencode(a), _AT_FDCWD, os.fsencode(b), _RENAME_EXCHANGE)
    return done == 0


def working_folder(out: Path, kind: str) -> Path:
    """A new folder beside `out` for this build (`kind` "new": the site being written; "old":
    one being thrown away), named with this process's id so that a later build can tell
    whether the build that made it is still running."""
    return Path(tempfile.mkdtemp(prefix=f".{out.name}.{kind}-{os.getpid()}-", dir=out.parent))


def sweep_debris(out: Path) -> list[Path]:
    """Remove the working folders that builds killed before they finished left beside `out`
    (a killed build's half-written site is as big as the site): those whose build process is
    no longer running. A running build's folders, and the spare, are left alone. Returns
    what was removed."""
    pattern = re.compile(rf"\.{re.escape(out.name)}\.(?:new|old)-(\d+)-")
    removed: list[Path] = []
    try:
        entries = list(os.scandir(out.parent))
    except OSError:
        return removed
    for entry in entries:
        found = pattern.match(entry.name)
        if found and not alive(int(found.group(1))) and entry.is_dir(follow_symlinks=False):
            shutil.rmtree(entry.path, ignore_errors=True)
            removed.append(Path(entry.path))
    return removed


def discard(folder: Path, wait: bool) -> None:
    if wait or not _in_background("import shutil, sys; shutil.rmtree(sys.argv[1], True)", str(folder)):
        shutil.rmtree(folder, ignore_errors=True)


def _in_background(script: str, *args: str) -> bool:
    """Run a Python `script` with `args` in a process of its own that outlives the build;
    False if it could not be started."""
    try:
        subprocess.Popen([sys.executable, "-c", script, *args], stdin=subprocess.DEVNULL,
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        return True
    except OSError:
        return False


def check_replaceable(out: Path) -> None:
    """Refuse to replace anything but an empty folder or a site this program built."""
    if not out.exists():
        return
    if not out.is_dir():
        raise UsageError(f"--out {out}: is a file, not a folder; give a folder for the site (e.g. --out site)")
    if any(out.iterdir()) and not (out / MARKER).is_file():
        raise UsageError(f"--out {out}: folder is not empty and was not built by this program "
                         f"(no {MARKER} file); choose a new or empty folder, or delete it first")


def safe_path(name: str) -> str:
    """A relative path inside the site; anything that could escape it is a bug upstream."""
    path = PurePosixPath(name)
    if path.is_absolute() or ".." in path.parts or not path.parts:
        raise ValueError(f"refusing to write {name!r} outside the site folder")
    return str(path)
