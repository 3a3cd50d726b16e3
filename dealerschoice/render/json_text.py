"""`json.dumps(value, ensure_ascii=False, indent=n)`, byte for byte, about three times faster.

With `indent` set, CPython's json encodes with its pure-Python `_make_iterencode`: a generator
per container and a handful of Python checks per value. Here the values are laid out by columns:
the texts of all values of one type at one level (containers in slices of `_CHUNK`) are made at once by C loops --
`map`, `str.join`, `%`. Dicts with the same str keys in the same order share one %-template
filled with the texts of each key's column; other dicts (many shapes, many keys, keys that are
not str) are laid out together, their values one column. Lists of strings are joined whole,
after one check of all their text for what json escapes (none: `"` + text + `"` is exactly
`encode_basestring`'s result); scalars are the C encoder's own text.

Exactness rests on json's own rules, which both its encoders follow: an empty container is
`[]` / `{}`; otherwise `[` newline, items at one more level joined by `,` newline, newline at
the outer level, `]`; a dict item is key, `": "`, value; keys that are not strings become
`true` / `false` / `null`, `int.__repr__`, or the float text (`NaN`, `Infinity`) and are then
quoted. Containers are laid out only when their type is exactly list, tuple or dict (a subclass
may override iteration or length, which the two encoders treat differently); anything else --
a container or float subclass, a value json rejects, a circular reference, an indent of None or with
a `%` -- goes to `json.dumps` itself, which returns its text or raises its error.
"""

from __future__ import annotations

import json
import operator
from collections import deque
from functools import partial
from itertools import chain, compress, islice, repeat
from json import encoder as _json_encoder
from operator import itemgetter

_ENCODE = _json_encoder.c_encode_basestring  # None where CPython's _json is missing
_MAKE_ENCODER = _json_encoder.c_make_encoder
_PLAIN = frozenset({str, int, float, bool, type(None)})  # exact types of values that are no containers
_CONTAINERS = (list, tuple, dict)
_CHUNK = 500  # values per slice: a slice's pieces stay in the CPU's cache
_INFINITY = float("inf")
_ESCAPED = tuple(map(chr, range(0x20))) + ('"', "\\")  # all that json escapes with ensure_ascii=False


class _Fallback(Exception):
    """Something only `json.dumps` itself may lay out."""


def dumps_indented(value, indent: int | str = 1) -> str:
    """Exactly `json.dumps(value, ensure_ascii=False, indent=indent)`, faster for big documents.

    >>> data = {"games": [{"id": 1, "tags": ["stud", "wilds"], "parent": None}], "empty": {}, 2: [1.5, []]}
    >>> print(dumps_indented(data))
    {
     "games": [
      {
       "id": 1,
       "tags": [
        "stud",
        "wilds"
       ],
       "parent": null
      }
     ],
     "empty": {},
     "2": [
      1.5,
      []
     ]
    }
    >>> dumps_indented(data, 4) == json.dumps(data, ensure_ascii=False, indent=4)
    True
    >>> dumps_indented([float("nan"), "é\\n\\"", {1.0: True}]) == json.dumps([float("nan"), "é\\n\\"", {1.0: True}], ensure_ascii=False, indent=1)
    True
    """
    if _ENCODE is None or _MAKE_ENCODER is None or indent is None:
        return _json_dumps(value, indent)
    try:
        return _Layout(indent).text(value)
    except Exception:  # noqa: BLE001 -- json's own error (TypeError, circular ValueError, RecursionError) or text
        return _json_dumps(value, indent)


def _json_dumps(value, indent):
    return json.dumps(value, ensure_ascii=False, indent=indent)


def _refuse(value):
    raise _Fallback(type(value).__name__)


class _Layout:
    def __init__(self, indent: int | str):
        self.indent = indent if isinstance(indent, str) else " " * indent  # as json does
        if "%" in self.indent:
            raise _Fallback("indent with %: it goes into %-templates")
        self.breaks = ["\n"]  # level -> newline and indent
        self.compact = _MAKE_ENCODER(None, _refuse, _ENCODE, None, ": ", ",", False, False, True)  # for scalars

    def newline(self, level: int) -> str:
        breaks = self.breaks
        while len(breaks) <= level:
            breaks.append(breaks[-1] + self.indent)
        return breaks[level]

    def text(self, value) -> str:
        out: list[str] = []
        self.pieces(value, 0, out)
        return "".join(out)

    def pieces(self, value, level: int, out: list[str]) -> None:
        """The text of `value` as pieces for one final join: the document's outer containers are
        not copied into a string of their own (a catalog's list of games is most of the text)."""
        kind = type(value)
        if level > 1 or not value or not (kind is dict or kind is list or kind is tuple) or \
                (kind is dict and (len(value) > 16 or not {str}.issuperset(map(type, value)))):  # as one text
            out.append(self.texts([value], level)[0])
            return
        inner = self.newline(level + 1)
        if kind is dict:  # a few keys: each value in pieces
            out.append("{")
            first = len(out)
            for key, item in value.items():
                out.append("," + inner + _ENCODE(key) + ": ")
                self.pieces(item, level + 1, out)
            out[first] = out[first][1:]
            out.append(self.breaks[level] + "}")
        else:  # the items by columns, each its own piece
            first = len(out) + 1
            out.append("[")
            out.extend(chain.from_iterable(zip(repeat("," + inner), self.texts(list(value), level + 1))))
            out[first] = inner
            out.append(self.breaks[level] + "]")

    # By columns: the texts of many values at one level at once, so that the per-value work is
    # done by C loops (map, join, %) rather than by Python code per value.

    def texts(self, values: list, level: int) -> list[str]:
        """The text of each of `values` at `level`, in order."""
        kinds = set(map(type, values))
        if len(kinds) == 1:
            return self.same(kinds.pop(), values, level)
        out: list = [None] * len(values)
        for kind in kinds:
            places = list(compress(range(len(values)), map(partial(operator.is_, kind), map(type, values))))
            _put_at(out, places, self.same(kind, list(map(values.__getitem__, places)), level))
        return out

    def same(self, kind: type, values: list, level: int) -> list[str]:
        """The texts of `values`, all of exactly the type `kind`."""
        if len(values) > _CHUNK and kind in _CONTAINERS:  # a slice at a time: its pieces stay in the CPU's cache
            return list(chain.from_iterable(self.same(kind, values[start:start + _CHUNK], level)
                                            for start in range(0, len(values), _CHUNK)))
        if kind is str:
            return list(map(_ENCODE, values))
        if kind is dict:
            return self.dicts(values, level)
        if kind is list or kind is tuple:
            return self.lists(values, level)
        if kind is int:
            return list(map(int.__repr__, values))
        if issubclass(kind, _CONTAINERS) or _odd_float(kind):
            raise _Fallback(kind.__name__)  # json's Python encoder would use the subclass's own methods
        compact = self.compact
        return ["".join(compact(value, 0)) for value in values]  # json's scalar text, or its TypeError

    def lists(self, values: list, level: int) -> list[str]:
        inner = self.newline(level + 1)
        close = self.breaks[level] + "]"
        try:  # lists of strings (or str subclasses, which json encodes by their value too)
            joined = "".join(chain.from_iterable(values))
        except TypeError:
            joined = None
        if joined is not None:
            if _plain_text(joined):  # the strings as they are, quoted
                texts = map(('",' + inner + '"').join, values)
                template = "[" + inner + '"%s"' + close
            else:
                texts = map(("," + inner).join, map(partial(map, _ENCODE), values))
                template = "[" + inner + "%s" + close
        else:
            flat = list(chain.from_iterable(values))
            kinds = set(map(type, flat))
            if kinds != {int}:
                items = iter(self.texts(flat, level + 1))
                separator = "," + inner
                template = "[" + inner + "%s" + close
                return [template % separator.join(islice(items, size)) if size else "[]" for size in map(len, values)]
            texts = map(("," + inner).join, map(partial(map, int.__repr__), values))
            template = "[" + inner + "%s" + close
        out = list(map(template.__mod__, texts))
        _put_at(out, compress(range(len(values)), map(operator.not_, values)), repeat("[]"))
        return out

    def dicts(self, values: list, level: int) -> list[str]:
        """Dicts with the same str keys in the same order share one %-template (few shapes);
        other dicts are laid out together, all their values one column."""
        shapes = list(map(tuple, values))
        groups = set(shapes)
        inner = self.newline(level + 1)
        close = self.breaks[level] + "}"
        if (len(groups) > 1 and 4 * len(groups) > len(values)) or \
                not {str}.issuperset(map(type, chain.from_iterable(shapes))):
            return self.together(values, level, inner, close)
        if len(groups) == 1:
            return self.shaped(shapes[0], values, level, inner, close)
        out: list = [None] * len(values)
        for shape in groups:
            places = list(compress(range(len(values)), map(shape.__eq__, shapes)))
            _put_at(out, places, self.shaped(shape, list(map(values.__getitem__, places)), level, inner, close))
        return out

    def shaped(self, keys: tuple, values: list, level: int, inner: str, close: str) -> list[str]:
        if not keys:
            return ["{}"] * len(values)
        if len(keys) > len(values):  # few dicts of many keys: their values are one column
            return self.together(values, level, inner, close)
        columns = [self.texts(list(map(itemgetter(key), values)), level + 1) for key in keys]
        template = "{" + inner + ("," + inner).join(_ENCODE(key).replace("%", "%%") + ": %s" for key in keys) + close
        return list(map(template.__mod__, zip(*columns)))

    def together(self, values: list, level: int, inner: str, close: str) -> list[str]:
        keys = chain.from_iterable(values)
        if not {str}.issuperset(map(type, chain.from_iterable(values))):
            keys = map(_key, keys)
        texts = self.texts(list(chain.from_iterable(map(dict.values, values))), level + 1)
        items = iter(list(map("%s: %s".__mod__, zip(map(_ENCODE, keys), texts))))
        separator = "," + inner
        template = "{" + inner + "%s" + close
        return [template % separator.join(islice(items, size)) if size else "{}" for size in map(len, values)]


def _odd_float(kind: type) -> bool:
    """A float subclass: json's Python encoder tests it for NaN and infinity by its own `!=`, `==`."""
    return kind is not float and issubclass(kind, float)


def _put_at(out: list, places, texts) -> None:
    """out[place] = text for each pair, by a C loop."""
    deque(map(out.__setitem__, places, texts), maxlen=0)


def _plain_text(text: str) -> bool:
    """Whether `text` needs no escaping: then `encode_basestring(text)` is `'"' + text + '"'`."""
    return not any(map(text.__contains__, _ESCAPED))  # a memchr each: faster than encode + translate


def _key(key) -> str:
    """A dict key as json converts it (before quoting it), in json's order of checks."""
    if isinstance(key, str):
        return key
    if isinstance(key, float):  # json's floatstr
        if key != key:  # noqa: PLR0124 -- json's test for NaN
            return "NaN"
        if key == _INFINITY:
            return "Infinity"
        if key == -_INFINITY:
            return "-Infinity"
        return float.__repr__(key)
    if key is True:
        return "true"
    if key is False:
        return "false"
    if key is None:
        return "null"
    if isinstance(key, int):
        return int.__repr__(key)
    raise _Fallback(type(key).__name__)  # json raises its TypeError
