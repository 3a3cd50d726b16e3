"""Write the site atomically: everything goes into a temporary folder next to the output,
which then replaces the output in two renames. A build that fails at any point leaves the
previous output exactly as it was.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Mapping
from pathlib import Path, PurePosixPath

from dealerschoice.errors import UsageError

MARKER = ".dealerschoice-site"  # proves a folder is ours before we replace it


def write_site(files: Mapping[str, bytes], out_dir: Path | str,
               finish: Callable[[Path], None] | None = None, *, wait: bool = True,
               fill: Callable[[Path, set[str]], None] | None = None, recycle: bool = False,
               regenerated: tuple[str, ...] = (), kept: tuple[str, ...] = ()) -> Path:
    """Write `files` ({relative path: bytes}) as the folder `out_dir`, replacing it atomically.

    `fill(tmp_dir, held)` writes further files itself (the renderer's worker processes do);
    `finish(tmp_dir)` runs on the complete new folder before the swap (the search indexer);
    if it raises, nothing is replaced. With `wait=False` the previous site, already moved
    aside, is deleted by a background process (deleting thousands of files can take longer
    than the build).

    With `recycle`, the site replaced last time is kept next to the output (`.<name>.spare`)
    and becomes the next build's temporary folder: its folders are reused (making tens of
    thousands of folders is most of a small rebuild's time) and every file in it is replaced,
    kept or deleted, so the result is the same as a fresh folder's. `held` is the set of the
    spare's files (relative paths) not yet accounted for: `fill` must remove from it each path
    it writes or keeps, and must not write through one (unlink first: pages are hard links
    into the page cache). Folders in `regenerated` are dropped from the spare whole, before
    anything is written; folders in `kept` (the search bundle) are left in it as they are and
    out of `held`: what the build writes there must make them right itself. When no site was
    replaced (a first build) and `wait` is False, the spare is copied from the new site in the
    background (`make_spare`).

    >>> import tempfile, pathlib
    >>> out = pathlib.Path(tempfile.mkdtemp()) / "site"
    >>> _ = write_site({"index.html": b"hi", "a/b.txt": b"x"}, out)
    >>> sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file())
    ['.dealerschoice-site', 'a/b.txt', 'index.html']
    """
    out = Path(out_dir)
    check_replaceable(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    taken = take_spare(out, regenerated, wait, kept) if recycle else None
    tmp, held = taken or (Path(tempfile.mkdtemp(prefix=f".{out.name}.new-", dir=out.parent)), set())
    try:
        write_files(tmp, files, held)
        if fill is not None:
            fill(tmp, held)
        remove_stale(tmp, held)
        (tmp / MARKER).write_text("Built by Dealer's Choice; replaced on every build.\n", encoding="utf-8")
        if finish is not None:
            finish(tmp)
        os.chmod(tmp, 0o755)  # mkdtemp makes it private; a site folder is served to others
        old = swap(tmp, out)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    if old is not None:
        if not (recycle and keep_spare(old, out)):
            discard(old, wait)
    elif recycle and not wait:
        make_spare(out)  # the first site: nothing replaced to reuse next time, so copy it meanwhile
    return out


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
    tmp = Path(tempfile.mkdtemp(prefix=f".{out.name}.new-", dir=out.parent))
    tmp.rmdir()
    try:
        spare.rename(tmp)
    except OSError:
        return None
    try:
        (tmp / MARKER).unlink()
        for name in regenerated:
            if (tmp / name).exists():
                aside = Path(tempfile.mkdtemp(prefix=f".{out.name}.old-", dir=out.parent))
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
site, part, spare = sys.argv[1:4]
try:
    shutil.copytree(site, part, symlinks=True, copy_function=os.link)
    os.rename(part, spare)  # refused if a build has made a spare meanwhile: theirs is as good
finally:
    shutil.rmtree(part, True)
"""


def make_spare(out: Path) -> None:
    """Make the spare from `out` in a background process, as hard links (no file is copied):
    otherwise the first rebuild after a first build makes every folder and link itself (0.3 s
    at 1,000 games, 6 s at 20,000). Its files need not stay `out`'s: a build taking the spare
    replaces, keeps or deletes each one. Until the copy is whole it is not the spare."""
    spare = spare_of(out)
    if spare.exists():
        return
    part = out.parent / f".{out.name}.new-spare-{os.getpid()}"
    _in_background(_SPARE_COPY, str(out), str(part), str(spare))  # if not, only the next build is slower


def swap(new: Path, out: Path) -> Path | None:
    """Put `new` in place of `out`; return where the previous `out` was moved (or None)."""
    if not out.exists():
        new.rename(out)
        return None
    old = Path(tempfile.mkdtemp(prefix=f".{out.name}.old-", dir=out.parent))
    old.rmdir()
    out.rename(old)
    try:
        new.rename(out)
    except BaseException:
        old.rename(out)  # put the previous site back
        raise
    return old


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
