"""A bound on the store's size: after each build, the least recently written entries go until
the store is under its limit. Every entry is a cache, so removing one only costs the time to
compute it again.

The limit is `$DEALERSCHOICE_CACHE_LIMIT`: a size with an optional unit ("500M", "2G",
"750000K"; bytes without one), or "0" for no limit. The default is 2 GB.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path

LIMIT_ENV = "DEALERSCHOICE_CACHE_LIMIT"
DEFAULT_LIMIT = 2 * 1024**3
UNITS = {"": 1, "K": 1024, "M": 1024**2, "G": 1024**3, "T": 1024**4}
# Trimmed below the limit, not to it, so that the next builds do not each trim a little again.
TRIM_TO = 0.8


@dataclass(frozen=True, slots=True)
class Trimmed:
    """What trimming did: the store's bytes before and after, and the files removed."""

    before: int
    after: int
    removed: int


def cache_limit(value: str | None = None) -> int | None:
    """The store's limit in bytes from `value` (default: the environment), or None for none.

    >>> cache_limit("500M"), cache_limit("2g"), cache_limit("0"), cache_limit("1024")
    (524288000, 2147483648, None, 1024)
    >>> cache_limit("lots")
    Traceback (most recent call last):
    ...
    ValueError: DEALERSCHOICE_CACHE_LIMIT="lots" is not a size: give bytes with an optional unit K, M, G or T (e.g. "2G"), or 0 for no limit
    """
    text = os.environ.get(LIMIT_ENV, "") if value is None else value
    if not text.strip():
        return DEFAULT_LIMIT
    found = re.fullmatch(r"\s*(\d{1,15})\s*([KMGT]?)B?\s*", text, re.IGNORECASE)
    if not found:
        raise ValueError(f'{LIMIT_ENV}="{text}" is not a size: give bytes with an optional unit K, M, G or T '
                         f'(e.g. "2G"), or 0 for no limit')
    size = int(found.group(1)) * UNITS[found.group(2).upper()]
    return size or None


def trim(root: Path, limit: int | None) -> Trimmed:
    """Remove the oldest files under `root` (by when they were written) until the rest fit in
    `TRIM_TO` of `limit`, when the store is over `limit`; folders left empty go too.

    >>> import tempfile, pathlib, os
    >>> root = pathlib.Path(tempfile.mkdtemp())
    >>> for n in range(4):
    ...     _ = (root / f"{n}.bin").write_bytes(b"x" * 100); os.utime(root / f"{n}.bin", (n, n))
    >>> trim(root, 250)
    Trimmed(before=400, after=200, removed=2)
    >>> sorted(p.name for p in root.iterdir())
    ['2.bin', '3.bin']
    """
    files = []
    for folder, _, names in os.walk(root):
        for name in names:
            path = os.path.join(folder, name)
            try:
                info = os.lstat(path)
            except OSError:
                continue  # gone meanwhile
            files.append((info.st_mtime, info.st_size, path))
    before = sum(size for _, size, _ in files)
    if limit is None or before <= limit:
        return Trimmed(before, before, 0)
    total, removed, goal = before, 0, limit * TRIM_TO
    folders = set()
    for _, size, path in sorted(files):
        if total <= goal:
            break
        try:
            os.unlink(path)
        except OSError:
            continue
        total -= size
        removed += 1
        folders.add(os.path.dirname(path))
    for folder in sorted(folders, key=len, reverse=True):
        while folder != os.fspath(root) and folder.startswith(os.fspath(root)):
            try:
                os.rmdir(folder)
            except OSError:
                break  # not empty
            folder = os.path.dirname(folder)
    return Trimmed(before, total, removed)
