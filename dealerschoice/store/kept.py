"""`Kept`: a dictionary kept in the store as an append-only, checksummed file."""

from __future__ import annotations

import hashlib
import pickle
from collections.abc import Hashable
from pathlib import Path
from typing import Any

from dealerschoice.store.files import cache_root, prune

_HEAD = 4 + 16  # an entry's length and digest


class Kept:
    """A dictionary kept in the store as an append-only file (`FOLDER/NAME-KEY.log`): each
    entry added is one pickle appended, so several processes may add at once, and a new
    process reads every entry back. Only picklable keys and values. Each entry carries its
    digest: a damaged one (a process killed mid-write) ends the reading, and what came
    before it is kept.

    >>> import os, tempfile
    >>> from dealerschoice.store import CACHE_ENV
    >>> with tempfile.TemporaryDirectory() as tmp:
    ...     os.environ[CACHE_ENV] = tmp
    ...     Kept("t", "seen", "k1").add(("a",), (1,))
    ...     again, other = Kept("t", "seen", "k1"), Kept("t", "seen", "k2")
    ...     found = again.get(("a",)), other.get(("a",))
    ...     del os.environ[CACHE_ENV]
    >>> found
    ((1,), None)
    """

    def __init__(self, folder: str, name: str, key: str, keep: int = 2, on_disk: bool = True):
        self.name, self.key, self.keep, self.on_disk = name, key, keep, on_disk
        self.folder = folder
        self._entries: dict[Hashable, Any] | None = None
        self._path: Path | None = None  # where the entries were read: where they are added
        self._written = False

    def path(self) -> Path:
        return self._path or cache_root() / self.folder / f"{self.name}-{self.key}.log"

    def entries(self) -> dict[Hashable, Any]:
        if self._entries is None:
            self._entries = {}
            self._path = self.path()
            if not self.on_disk:
                return self._entries
            try:
                with open(self._path, "rb") as file:
                    data = file.read()
            except OSError:
                return self._entries
            at = 0
            while at + _HEAD <= len(data):  # each entry: its length, its digest, its pickle
                size = int.from_bytes(data[at:at + 4], "little")
                body = data[at + _HEAD:at + _HEAD + size]
                if len(body) != size or hashlib.blake2b(body, digest_size=16).digest() != data[at + 4:at + _HEAD]:
                    break  # a damaged entry: what came before it is kept
                try:
                    key, value = pickle.loads(body)
                except (pickle.UnpicklingError, EOFError, AttributeError, ImportError, IndexError, TypeError, ValueError):
                    break
                self._entries[key] = value
                at += _HEAD + size
        return self._entries

    def get(self, key: Hashable) -> Any:
        return self.entries().get(key)

    def add(self, key: Hashable, value: object) -> None:
        self.entries()[key] = value
        if not self.on_disk:
            return
        try:
            body = pickle.dumps((key, value), protocol=pickle.HIGHEST_PROTOCOL)
            data = len(body).to_bytes(4, "little") + hashlib.blake2b(body, digest_size=16).digest() + body
            path = self.path()
            path.parent.mkdir(parents=True, exist_ok=True)
            with open(path, "ab") as file:  # one write: appends from several processes do not interleave
                file.write(data)
        except (OSError, pickle.PicklingError, TypeError, AttributeError):
            return
        if not self._written:
            self._written = True
            prune(path, self.keep)
