"""`dumps_indented` is `json.dumps(value, ensure_ascii=False, indent=n)`, byte for byte.

Most checks call it with json's fallback forbidden (`fast`), so that they fail if the fast
layout were wrong and merely rescued by `json.dumps`, as well as if the text differed.
"""

from __future__ import annotations

import enum
import json
import math
import string
from collections import OrderedDict
from pathlib import Path
from unittest import mock

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.load.catalog import load_catalog
from dealerschoice.render import json_text
from dealerschoice.render.json_text import dumps_indented
from dealerschoice.resolve import resolve
from dealerschoice.resolve.export import catalog_json
from dealerschoice.rules.facts import facts_for
from tests.bench.synth import write_synthetic_catalog

CATALOG = Path(__file__).resolve().parents[2] / "catalog"


def expected(value, indent=1) -> str:
    return json.dumps(value, ensure_ascii=False, indent=indent)


def _forbidden(value, indent):
    raise AssertionError("fell back to json.dumps")


def fast(value, indent=1) -> str:
    """dumps_indented with json's fallback forbidden: the fast layout must produce the text."""
    with mock.patch.object(json_text, "_json_dumps", _forbidden):
        return dumps_indented(value, indent)


# -- property: recursive JSON values --------------------------------------------------------

SPECIAL = ["", '"', "\\", "\x00", "\x1f", "\x7f", "\n\t\r\b\f", "\ud800", "\udfff", "é", "日本", "💥",
           "%s", "%%", "[1, 2]", '{"a": 1}', ",\n ", "\u2028", "a\\\"b"]
strings = st.one_of(
    st.text(alphabet=string.ascii_letters + " .,'-"),  # nothing to escape: the bulk path
    st.text(alphabet="ab \\", min_size=1), st.text(alphabet='ab "', min_size=1),  # one thing to escape
    st.text(alphabet="ab\x01\x1f\n", min_size=1),
    st.text(alphabet=st.characters(exclude_categories=())),  # anything, surrogates included
    st.sampled_from(SPECIAL),
)
scalars = st.one_of(
    st.none(), st.booleans(),
    st.integers(), st.integers(min_value=-10**80, max_value=10**80),
    st.floats(allow_nan=True, allow_infinity=True), st.sampled_from([0.0, -0.0, 1e300, 5e-324, 1.5]),
    strings,
)
keys = st.one_of(st.text(max_size=6), st.sampled_from(["id", "name", "100%", "%s", '"', "é"]))


def containers(children):
    records = st.lists(keys, unique=True, max_size=4).flatmap(  # many dicts of one shape: a template
        lambda names: st.lists(st.tuples(*[children] * len(names)).map(lambda values: dict(zip(names, values))),
                               max_size=6))
    return st.one_of(
        st.lists(children, max_size=6),
        st.lists(children, max_size=4).map(tuple),
        st.dictionaries(keys, children, max_size=6),
        st.lists(strings, max_size=6),
        records,
    )


values = st.recursive(scalars, containers, max_leaves=40)


@settings(deadline=None, max_examples=400)
@given(values)
def test_same_text_as_json(value):
    assert fast(value) == expected(value)


@settings(deadline=None, max_examples=100)
@given(values, st.sampled_from([2, 4, 0, "\t"]))
def test_same_text_as_json_other_indents(value, indent):
    assert fast(value, indent) == expected(value, indent)


non_str_keys = st.one_of(st.integers(), st.floats(allow_nan=True), st.booleans(), st.none(), st.text(max_size=3))


@settings(deadline=None, max_examples=150)
@given(st.recursive(scalars, lambda children: st.lists(children, max_size=4)
                    | st.dictionaries(non_str_keys, children, max_size=4)
                    | st.lists(st.dictionaries(non_str_keys, children, max_size=2), max_size=4), max_leaves=20))
def test_keys_converted_as_json_does(value):
    assert fast(value) == expected(value)


# -- the real document ------------------------------------------------------------------------

def document(folder) -> dict:
    resolved = resolve(load_catalog(folder))
    facts = {id: f.as_json() for id, f in facts_for(resolved.games).items()}
    return catalog_json(resolved, facts)


def test_seed_catalog_document():
    data = document(CATALOG)
    assert data["games"]
    assert fast(data) == expected(data)
    assert fast(data, 2) == expected(data, 2)


def test_synthetic_catalog_document(tmp_path):
    write_synthetic_catalog(1000, tmp_path, seed=1)
    data = document(tmp_path)
    assert len(data["games"]) == 1000  # more than a slice (_CHUNK) of games
    assert fast(data) == expected(data)


# -- edge cases by hand -------------------------------------------------------------------------

class Colour(enum.IntEnum):
    RED = 1


class Suit(str, enum.Enum):
    SPADES = "s"


class Ratio(float):
    def __repr__(self):
        return "ratio"


class Count(int):
    def __repr__(self):
        return "count"


@pytest.mark.parametrize("value", [
    {}, [], (), [[]], [{}], {"a": {}}, {"a": []}, [[], {}, [[]], [{}]], {"a": [[], [{}]], "b": {"c": {}}},
    [[], [], ["x"], []], [[1, 2], [], [3]], [["a"], [1], ["b", 2], []],
    ("a", ("b", ["c", ()])), [(1, 2), (), [3]],
    {1: "int", 2.5: "float", None: "null", "s": "str"}, {True: "true", False: "false"}, [{0: 1}, {False: 1}],
    {float("nan"): 1, float("inf"): 2, float("-inf"): 3, -0.0: 4, 10**30: 5},
    [{1: "a"}, {True: "a"}, {1.0: "a"}, {"1": "a"}],  # equal keys, each converted its own way
    [{"a": 1}, {"a": True}, {"a": 1.0}, {"a": None}],
    [True, False, 1, 0, None, 1.0], [True, 1], [[True], [1], [0.5], [None]],  # (bool admits no subclass)
    [Colour.RED, [Colour.RED], {"c": Colour.RED}, {Colour.RED: 1}],
    [Suit.SPADES, [Suit.SPADES, "x"], {Suit.SPADES: Suit.SPADES}],
    [Count(3), [Count(4), 5], {Count(6): Count(7)}, {"c": Count(8)}],
    [float("nan"), float("inf"), -float("inf"), [math.nan], {"x": math.inf}],
    ["tab\there", 'quote"', "back\\slash", "nul\x00", "del\x7f", "\ud800", "é", "plain"],
    [["all plain", "strings"], ["one \"quoted\"", "string"]],
    ["back\\slash", "only"], [["a\\b"], ["c"]], ["control\x01", "only"], ["x", "\x1f"],
    [{"%s": 1, "%%": 2, "%(x)s": 3}, {"%s": 4, "%%": 5, "%(x)s": 6}],
    [{f"k{i}": i} for i in range(20)],  # many shapes: one dict at a time
    [{"id": i, "tags": ["a"] * (i % 3), "parent": {"id": i, "name": str(i)}} for i in range(1200)],
    "top", 1, 1.5, None, True, math.nan, 10**100,
])
def test_edge_cases(value):
    assert fast(value) == expected(value)
    assert fast(value, 3) == expected(value, 3)


class Weird(float):
    def __ne__(self, other):  # json's Python encoder takes this for NaN
        return True


class Odd(list):
    def __iter__(self):  # json's Python encoder iterates; its C encoder would too, but len() differs
        return iter([1, 2, 3])

    def __len__(self):
        return 0


class Ordered(OrderedDict):
    def items(self):
        return reversed(list(super().items()))


@pytest.mark.parametrize("value", [
    Odd([9]), [Odd([9])], {"a": Odd()}, Ordered(a=1, b=2), [Ordered(a=1, b=[2])], OrderedDict(a=1),
    [Ratio(0.5)], [[Ratio(1.5)]], {Ratio(2.5): Ratio(3.5)}, [Weird(1.5)], Weird(2.5), {"a": Weird(1)},
    {Weird(3): 1}, [{Weird(4): [1]}], [1, Weird(5), "x"], {1: [Weird(6), [1]]}, {1: Weird(7), 2: [1]},
])
def test_subclasses_left_to_json(value):
    assert dumps_indented(value) == expected(value)


def test_what_json_rejects_is_raised_as_json_raises():
    circular: list = []
    circular.append(circular)
    looped: dict = {"a": [1]}
    looped["a"].append(looped)
    for bad in ([object()], {"a": {1, 2}}, {(1, 2): "tuple key"}, [b"bytes"], circular, looped, [10**5000]):
        with pytest.raises(Exception) as theirs:
            expected(bad)
        with pytest.raises(type(theirs.value)) as ours:
            dumps_indented(bad)
        assert str(ours.value) == str(theirs.value)


def test_deep_nesting():
    value: list = ["bottom", {"k": []}]
    for level in range(60):  # the columns recurse a few frames a level: still under the limit
        value = [level, {"k": value}]
    shallow = value
    for _ in range(600):  # past the limit: json.dumps's own text (or its own RecursionError)
        value = [value]
    assert fast(shallow) == expected(shallow)
    try:
        theirs = expected(value)
    except RecursionError:
        with pytest.raises(RecursionError):
            dumps_indented(value)
    else:
        assert dumps_indented(value) == theirs


def test_indent_none_is_json_compact():
    assert dumps_indented({"a": [1, 2]}, None) == '{"a": [1, 2]}'


@pytest.mark.parametrize("indent", ["%", "%s", " %% "])
def test_indent_with_percent_signs(indent):
    value = [{"a": ["x", "y"], "b": [1, []]}, {"a": [], "b": [2]}]
    assert dumps_indented(value, indent) == expected(value, indent)
