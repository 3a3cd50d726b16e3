"""Byte-reproducible Pagefind bundles.

Pagefind 1.5 builds its filter indexes from Rust hash maps (upstream issue #638): each filter
file lists its (value, pages) entries in random order, and each language's pf_meta lists its
filters (and sorts) in random order. The filter files' bytes therefore change from run to run,
and with them their content-hashed names, the pf_meta that names them, and the entry file that
names the pf_meta. Everything else Pagefind writes is already stable.

`canonical_bundle` sorts those lists by name, moving the raw CBOR bytes of each entry (so no
CBOR library is needed and nothing else is re-encoded), gzips deterministically and renames
each rewritten file after a hash of its content, as long as Pagefind's own hash.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import re
from dataclasses import dataclass
from pathlib import Path

from dealerschoice.store import write_atomic

VERSION = "1"  # part of the search cache key: change it when the rewriting changes
HEADER = b"pagefind_dcd"  # every pf_* file: gzip of this signature followed by CBOR
ENTRY = "pagefind-entry.json"
NAME = re.compile(r"(.+)_([0-9a-f]{7,})")  # "<language>_<hex>": Pagefind's hashed file stem
# The pf_meta top level in Pagefind 1.5: version, pages, index chunks, filters, sorts, meta fields.
META_FIELDS = 6
FILTERS, SORTS = 3, 4

ARRAY, TEXT, UINT = 4, 3, 0


class Unexpected(ValueError):
    """The bundle is not in the shape this module knows; it is left as Pagefind wrote it."""


# -- a minimal CBOR scanner: where items start and end, never what they mean ----------------

def _head(data: bytes, pos: int) -> tuple[int, int, int]:
    """(major type, argument, offset after the head) of the CBOR item at `pos`."""
    if pos >= len(data):
        raise Unexpected("CBOR item runs past the end")
    major, info = data[pos] >> 5, data[pos] & 0x1F
    if info < 24:
        return major, info, pos + 1
    if info > 27:  # indefinite lengths and reserved values: minicbor writes neither here
        raise Unexpected(f"unsupported CBOR head {data[pos]:#04x}")
    size = 1 << (info - 24)
    if pos + 1 + size > len(data):
        raise Unexpected("CBOR head runs past the end")
    return major, int.from_bytes(data[pos + 1:pos + 1 + size], "big"), pos + 1 + size


def item_end(data: bytes, pos: int = 0) -> int:
    """Offset just past the (definite-length) CBOR item starting at `pos`.

    >>> item_end(bytes([0x82, 0x61, 0x61, 0x19, 0x01, 0x00]))  # ["a", 256]
    6
    >>> item_end(bytes([0x62, 0x61]))
    Traceback (most recent call last):
    ...
    dealerschoice.render.search_canon.Unexpected: CBOR string runs past the end
    """
    major, arg, pos = _head(data, pos)
    if major in (2, 3):  # byte and text strings
        if pos + arg > len(data):
            raise Unexpected("CBOR string runs past the end")
        return pos + arg
    if major == ARRAY:
        for _ in range(arg):
            pos = item_end(data, pos)
        return pos
    if major == 5:  # map: keys and values
        for _ in range(2 * arg):
            pos = item_end(data, pos)
        return pos
    if major == 6:  # tag, then the tagged item
        return item_end(data, pos)
    return pos  # integers, simple values and floats: the head is the whole item


def items(data: bytes, pos: int, count: int | None = None) -> list[tuple[int, int]]:
    """(start, end) of each element of the CBOR array at `pos`; Unexpected if it is not one
    (or, with `count`, has another length).

    >>> items(bytes([0x82, 0x01, 0x62, 0x68, 0x69]), 0)
    [(1, 2), (2, 5)]
    """
    major, length, pos = _head(data, pos)
    if major != ARRAY or (count is not None and length != count):
        raise Unexpected(f"expected a CBOR array{'' if count is None else f' of {count}'}")
    spans = []
    for _ in range(length):
        end = item_end(data, pos)
        spans.append((pos, end))
        pos = end
    return spans


def text(data: bytes, span: tuple[int, int]) -> str:
    """The CBOR text string at `span`; Unexpected if it is something else."""
    major, length, start = _head(data, span[0])
    if major != TEXT or start + length != span[1]:
        raise Unexpected("expected a CBOR text string")
    try:
        return data[start:span[1]].decode("utf-8")
    except UnicodeDecodeError:
        raise Unexpected("CBOR text is not UTF-8") from None


def _rebuilt(data: bytes, span: tuple[int, int], elements: list[tuple[int, int]],
             parts: list[bytes]) -> bytes:
    """The array at `span` with its elements replaced by `parts` (same count, so same head)."""
    head_end = elements[0][0] if elements else span[1]
    return data[span[0]:head_end] + b"".join(parts)


def _sorted_by_name(data: bytes, span: tuple[int, int], second: int,
                    replace=None) -> bytes:
    """The array at `span` of [name, X] pairs (X of major type `second`), sorted by name.

    `replace(name, data, pair_span, x_span)` may return new bytes for a pair.
    """
    elements = items(data, span[0])
    keyed = []
    for element in elements:
        name_span, x_span = items(data, element[0], 2)
        if _head(data, x_span[0])[0] != second:
            raise Unexpected("unexpected CBOR item in a [name, value] pair")
        name = text(data, name_span)
        raw = replace(name, data, element, x_span) if replace else data[element[0]:element[1]]
        keyed.append((name.encode("utf-8"), raw))
    if len({key for key, _ in keyed}) != len(keyed):
        raise Unexpected("a name appears twice")
    return _rebuilt(data, span, elements, [raw for _, raw in sorted(keyed)])


def sorted_filter(body: bytes) -> bytes:
    """A filter index `[name, [[value, [page, ...]], ...]]` with its values in sorted order.

    >>> body = bytes([0x82, 0x61, 0x74, 0x82,  # ["t", [
    ...               0x82, 0x61, 0x62, 0x81, 0x00,  # ["b", [0]],
    ...               0x82, 0x61, 0x61, 0x81, 0x01])  # ["a", [1]]]]
    >>> sorted_filter(body).hex(" ")
    '82 61 74 82 82 61 61 81 01 82 61 62 81 00'
    """
    name_span, values_span = items(body, 0, 2)
    if values_span[1] != len(body):
        raise Unexpected("trailing bytes after the filter index")
    text(body, name_span)
    for element in items(body, values_span[0]):
        pages = items(body, items(body, element[0], 2)[1][0])
        if any(_head(body, start)[0] != UINT for start, _ in pages):
            raise Unexpected("filter pages are not page numbers")
    return body[:values_span[0]] + _sorted_by_name(body, values_span, ARRAY)


# -- files -----------------------------------------------------------------------------------

def unpack(raw: bytes) -> bytes:
    """The CBOR inside a pf_* file; Unexpected without the gzip wrapper or the signature."""
    try:
        data = gzip.decompress(raw)
    except Exception as error:  # noqa: BLE001 - BadGzipFile, EOFError, zlib.error
        raise Unexpected(f"not gzip: {error}") from None
    if not data.startswith(HEADER):
        raise Unexpected("no pagefind_dcd signature")
    return data[len(HEADER):]


def pack(body: bytes) -> bytes:
    """Gzip the signature and `body` with no timestamp, so equal bodies give equal bytes.

    >>> pack(b"x") == pack(b"x") and unpack(pack(b"x")) == b"x"
    True
    """
    return gzip.compress(HEADER + body, compresslevel=9, mtime=0)


def renamed(stem: str, body: bytes) -> str:
    """`stem` ("<language>_<hex>") with its hex replaced by a hash of `body`, same length.

    >>> renamed("pt-br_0000000", b"x")
    'pt-br_2d71164'
    """
    match = NAME.fullmatch(stem)
    if not match:
        raise Unexpected(f"unexpected Pagefind file name {stem!r}")
    language, digits = match.groups()
    return f"{language}_{hashlib.sha256(body).hexdigest()[:len(digits)]}"


@dataclass
class _Plan:
    writes: dict[Path, bytes]  # new files (written first)
    removes: set[Path]  # replaced files (removed last)
    entry: bytes  # the new pagefind-entry.json


def canonical_bundle(bundle: Path) -> bool:
    """Rewrite the Pagefind bundle folder `bundle` in place so its bytes depend only on the
    pages indexed. False (and nothing changed) if the bundle is not in the shape of the
    Pagefind version this was written for; the bundle then still works, it is just not
    reproducible. Running it again on its own output changes nothing.
    """
    bundle = Path(bundle)
    try:
        plan = _plan(bundle)
    except (Unexpected, OSError, ValueError, KeyError, TypeError):
        return False
    written: list[Path] = []
    try:
        for path, data in plan.writes.items():
            if path.is_file() and path.read_bytes() == data:
                continue
            write_atomic(path, data)
            written.append(path)
        write_atomic(bundle / ENTRY, plan.entry)  # the switch: from here on the new files are used
    except OSError:
        for path in written:
            path.unlink(missing_ok=True)
        return False
    for path in plan.removes - set(plan.writes):
        path.unlink(missing_ok=True)
    return True


def _plan(bundle: Path) -> _Plan:
    entry_text = (bundle / ENTRY).read_bytes().decode("utf-8")
    entry = json.loads(entry_text)
    if _json(entry) != entry_text:  # a layout we would not write back byte for byte
        raise Unexpected(f"{ENTRY} is not compact JSON")
    languages = entry["languages"]
    if not isinstance(languages, dict) or not languages:
        raise Unexpected("no languages in the entry file")
    plan = _Plan({}, set(), b"")
    # Languages too come out of a hash map: name order, each pointing at its new pf_meta.
    entry["languages"] = {}
    for code in sorted(languages):
        entry["languages"][code] = {**languages[code],
                                    "hash": _language(bundle, languages[code]["hash"], plan)}
    plan.entry = _json(entry).encode("utf-8")
    return plan


def _json(value) -> str:
    """JSON as Pagefind writes its entry file (serde_json's compact form).

    >>> _json({"a": ["‿", 1]})
    '{"a":["‿",1]}'
    """
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _language(bundle: Path, meta_stem: str, plan: _Plan) -> str:
    """Plan the new pf_meta and filter files of one language; return the new pf_meta stem."""
    if not isinstance(meta_stem, str):
        raise Unexpected("a language's hash is not a string")
    meta_path = bundle / f"pagefind.{meta_stem}.pf_meta"
    meta = unpack(meta_path.read_bytes())
    fields = items(meta, 0, META_FIELDS)
    if fields[-1][1] != len(meta):
        raise Unexpected("trailing bytes after the pf_meta")
    text(meta, fields[0])  # the version
    for field in fields[1:]:
        if _head(meta, field[0])[0] != ARRAY:
            raise Unexpected("a pf_meta field is not a list")

    def new_filter(name: str, data: bytes, pair: tuple[int, int], hash_span) -> bytes:
        old = text(data, hash_span)
        old_path = bundle / "filter" / f"{old}.pf_filter"
        body = sorted_filter(unpack(old_path.read_bytes()))
        new = renamed(old, body)
        _add(plan, bundle / "filter" / f"{new}.pf_filter", pack(body))
        plan.removes.add(old_path)
        start = hash_span[1] - len(old.encode("utf-8"))  # same length, so the head stays
        return data[pair[0]:start] + new.encode("utf-8") + data[hash_span[1]:pair[1]]

    filters = _sorted_by_name(meta, fields[FILTERS], TEXT, new_filter)
    sorts = _sorted_by_name(meta, fields[SORTS], ARRAY)
    body = (meta[:fields[FILTERS][0]] + filters + sorts + meta[fields[SORTS][1]:])
    new_stem = renamed(meta_stem, body)
    plan.removes.add(meta_path)
    _add(plan, bundle / f"pagefind.{new_stem}.pf_meta", pack(body))
    return new_stem


def _add(plan: _Plan, path: Path, data: bytes) -> None:
    """Plan a new file. Its name may already exist only with these very bytes (a bundle made
    canonical before): a short hash colliding with another file gives up instead."""
    if path in plan.writes or (path.exists() and path.read_bytes() != data):
        raise Unexpected(f"{path.name} already exists")
    plan.writes[path] = data
