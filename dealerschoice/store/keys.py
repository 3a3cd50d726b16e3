"""Cache keys: a code key hashes the source and versions a value was made by, a digest hashes
data (a record as it reads, without where it sits in its file)."""

from __future__ import annotations

import dataclasses
import hashlib
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Protocol

from dealerschoice.store.files import PROJECT

_PACKAGE = PROJECT / "dealerschoice"


def code_key(files: Iterable[Path], *parts: object, root: Path | None = None) -> str:
    """A hash of these files (by name and content) and of `parts` (versions, options), with
    the Python version, as pickles and hashes may differ between versions. A file is named by
    its path under `root` when it is there, else under the project folder (so moving the
    project keeps its keys), else by its whole path.

    >>> code_key([Path(__file__)], "x") == code_key([Path(__file__)], "x") != code_key([Path(__file__)], "y")
    True
    """
    h = hashlib.sha256(f"python {sys.version_info[:2]}".encode())
    for part in parts:
        h.update(b"\0" + str(part).encode("utf-8", "surrogatepass"))
    for file in sorted(set(files)):
        h.update(b"\0" + _name(file, root).encode("utf-8", "surrogatepass"))
        h.update(b"\0" + file.read_bytes())
    return h.hexdigest()


def _name(file: Path, root: Path | None) -> str:
    for base in (root, PROJECT):
        if base is not None and file.is_relative_to(base):
            return file.relative_to(base).as_posix()
    return file.as_posix()


def package_files(*folders: str) -> list[Path]:
    """Every source file of these `dealerschoice` packages ("play", "rules"...), for a code key.

    >>> names = [p.name for p in package_files("records")]  # others come and go
    >>> names[0], "catalog.py" in names, names == sorted(names)
    ('__init__.py', True, True)
    """
    return [file for folder in folders for file in sorted((_PACKAGE / folder).rglob("*.py"))
            if "__pycache__" not in file.parts]


def digest(*parts: object) -> str:
    """A hash of data: each part's text (bytes as they are), one after another.

    >>> digest("a", "b") == digest("a", "b") != digest("ab")
    True
    """
    h = hashlib.sha256()
    for part in parts:
        h.update(part if isinstance(part, bytes) else str(part).encode("utf-8", "surrogatepass"))
        h.update(b"\0")
    return h.hexdigest()


_SCALARS = frozenset((str, int, float, bool, type(None)))
_FIELDS: dict[type, tuple[str, ...]] = {}  # what `shown` keeps of each dataclass


def shown(value: object) -> object:
    """A frozen record as what it says: dataclass fields by name, without source places
    (fields `source`, `line`, `*_line`), so a key made from it does not change when a game
    only moved in its file.

    >>> from dataclasses import dataclass
    >>> @dataclass(frozen=True)
    ... class Rule:
    ...     text: str
    ...     line: int
    >>> shown(Rule("Deal.", 3)) == shown(Rule("Deal.", 30)), shown(Rule("Deal.", 3)) == shown(Rule("Bet.", 3))
    (True, False)
    """
    kind = type(value)
    if kind in _SCALARS:
        return value
    names = _FIELDS.get(kind)
    if names is None and dataclasses.is_dataclass(value) and not isinstance(value, type):
        names = _FIELDS[kind] = tuple(f.name for f in dataclasses.fields(value) if f.name != "source"
                                      and f.name != "line" and not f.name.endswith("_line"))
    if names is not None:
        return (kind.__name__, tuple((name, shown(getattr(value, name))) for name in names))
    if isinstance(value, (list, tuple)):
        return tuple(shown(v) for v in value)
    if isinstance(value, Mapping):
        return tuple(sorted(((repr(k), shown(v)) for k, v in value.items())))
    return value


class Identified(Protocol):
    """A record with an id (a game, a stub...)."""

    @property
    def id(self) -> int: ...


def record_digests(records: Iterable[Identified]) -> dict[int, str]:
    """Each record's `shown` form, hashed, by id: made once a build, it starts both the
    analysis cache key and the page fingerprints.

    Records are frozen, so one met in the previous call (the same object: `serve` building
    again after a save, where unchanged files give back their records) keeps its digest.
    """
    kept: dict[int, tuple[Identified, str]] = {}
    for record in records:
        known = _LAST_DIGESTS.get(id(record))
        # the record itself is kept with its digest: its id cannot be reused meanwhile
        kept[id(record)] = known if known is not None and known[0] is record \
            else (record, digest(repr(shown(record))))
    _LAST_DIGESTS.clear()  # only the latest call's: a long-lived process does not grow
    _LAST_DIGESTS.update(kept)
    return {record.id: made for record, made in kept.values()}


_LAST_DIGESTS: dict[int, tuple[Identified, str]] = {}
