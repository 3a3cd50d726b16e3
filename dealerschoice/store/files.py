"""The store's files: its folder, writes that land whole, pickles, and pruning old entries."""

from __future__ import annotations

import glob
import os
import pickle
import shutil
import threading
from collections.abc import Iterable
from pathlib import Path
from typing import Any

CACHE_ENV = "DEALERSCHOICE_CACHE"
PROJECT = Path(__file__).resolve().parents[2]


def cache_root() -> Path:
    """`$DEALERSCHOICE_CACHE`, else `.cache` in the project folder."""
    base = os.environ.get(CACHE_ENV)
    return Path(base) if base else PROJECT / ".cache"


def read_pickle(path: Path | str) -> Any:
    """The value pickled at `path`, or None when it is not there or not readable."""
    try:
        with open(path, "rb") as file:
            return pickle.loads(file.read())
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ImportError, IndexError, TypeError):
        return None


def write_atomic(path: Path | str, data: bytes | str) -> None:
    """Write `data` (text as UTF-8) to `path` whole or not at all: through a temporary file
    beside it, renamed over it, so a reader (another build, another thread) never sees half
    a file. Its folder is made when missing. OSError when it cannot be written, and then no
    temporary file is left behind."""
    path = os.fspath(path)
    folder = os.path.dirname(path)
    if folder:
        os.makedirs(folder, exist_ok=True)
    tmp = f"{path}.{os.getpid()}.{threading.get_ident()}.tmp"
    try:
        with open(tmp, "wb") as file:
            file.write(data.encode("utf-8") if isinstance(data, str) else data)
        move_atomic(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def move_atomic(made: Path | str, final: Path | str) -> None:
    """Put the file or folder `made` (written beside `final`, on the same disk) at `final` in
    one step: a reader sees the old one or the new one, never a part. A file there is
    replaced; a folder there that is not empty stays, and this raises OSError."""
    os.replace(made, final)


def try_write(path: Path | str, data: bytes | str) -> bool:
    """`write_atomic` for a cache: False, and no error, when the cache could not take it (a
    read-only or full disk only costs time)."""
    try:
        write_atomic(path, data)
        return True
    except OSError:
        return False


def write_pickle(path: Path, value: object, keep: int = 2) -> bool:
    """Pickle `value` to `path` atomically; older files of the same name before the key
    (`NAME-KEY.pickle`) beyond the newest `keep` are removed, so a key change does not pile
    up files."""
    try:
        data = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
    except (pickle.PicklingError, TypeError, AttributeError):
        return False
    done = try_write(path, data)
    if done:
        prune(path, keep)
    return done


def prune(path: Path, keep: int) -> None:
    """Remove the files and folders beside `path` named as it is up to its last "-" (the same
    thing under other keys), all but the newest `keep` (`path` among them, there or not)."""
    stem, _, _ = path.name.rpartition("-")
    try:
        others = [p for p in path.parent.glob(f"{glob.escape(stem)}-*{path.suffix}") if p != path]
    except OSError:
        return
    drop_oldest(others, max(0, keep - 1))


def drop_oldest(paths: Iterable[Path], keep: int) -> None:
    """Remove all but the `keep` most recently changed of these files and folders (a cache's
    old entries); one that cannot be removed is left."""
    dated = []
    for path in paths:
        try:
            dated.append((path.stat().st_mtime, path))
        except OSError:
            continue  # gone meanwhile
    for _, old in sorted(dated, key=lambda pair: pair[0], reverse=True)[keep:]:
        try:
            if old.is_dir() and not old.is_symlink():
                shutil.rmtree(old, ignore_errors=True)
            else:
                old.unlink(missing_ok=True)
        except OSError:
            pass
