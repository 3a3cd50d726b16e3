"""Fuzzing the catalog reader: real records, mutated (lines dropped, duplicated, reordered,
text truncated, bytes flipped, huge lines added), must read or give located problems — never a
traceback, never a game silently dropped: every header-shaped line becomes a game or is named
(by its line) in a problem.

10,000 parse-only examples over small catalogs; a smaller share goes through `load_catalog`
on a folder, bytes and all.
"""

from __future__ import annotations

import re
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dealerschoice.errors import CatalogError
from dealerschoice.load.catalog import load_catalog
from dealerschoice.load.numbered import parse_catalog

PROJECT = Path(__file__).resolve().parents[2]
SEEDS = sorted((PROJECT / "catalog" / "games").glob("*.txt"))
KEYWORDS = ("Also known as:", "Tags:", "Rules:", "Parent:", "Children:")
HEADER = re.compile(r"(.*?\S) \(#(\d+)\)")
RULE = re.compile(r"\d+\.")


def records(path: Path) -> list[str]:
    """A file's records as text (a record starts at a header line followed by a blank line)."""
    lines = path.read_text(encoding="utf-8").split("\n")
    starts = [i for i, line in enumerate(lines) if header_shaped(line)
              and (i == 0 or not lines[i - 1].strip() or lines[i - 1].strip() == "Children:")]
    starts.append(len(lines))
    return ["\n".join(lines[a:b]).rstrip("\n") + "\n" for a, b in zip(starts, starts[1:])]


def header_shaped(line: str) -> bool:
    """A line a reader could take for `Name (#id)`: what must never vanish without a word."""
    text = line.strip()
    return bool(HEADER.fullmatch(text)) and not text.startswith(KEYWORDS) and not RULE.match(text)


RECORDS = [r for path in SEEDS for r in records(path)]


@st.composite
def small_catalogs(draw) -> str:
    start = draw(st.integers(0, len(RECORDS) - 1))
    count = draw(st.integers(1, 4))
    return "\n".join(RECORDS[start:start + count])


@st.composite
def mutated(draw) -> bytes:
    lines = draw(small_catalogs()).split("\n")
    for _ in range(draw(st.integers(1, 4))):
        op = draw(st.sampled_from(["drop", "duplicate", "swap", "truncate", "flip", "huge", "insert"]))
        at = draw(st.integers(0, max(0, len(lines) - 1)))
        if op == "drop" and len(lines) > 1:
            del lines[at]
        elif op == "duplicate":
            lines.insert(at, lines[at])
        elif op == "swap":
            other = draw(st.integers(0, len(lines) - 1))
            lines[at], lines[other] = lines[other], lines[at]
        elif op == "truncate":
            lines[at] = lines[at][:draw(st.integers(0, len(lines[at])))]
        elif op == "huge":
            lines.insert(at, draw(st.sampled_from(["x", "1. ", "Tags: a", "Q (#1) "])) * draw(st.integers(5_000, 50_000)))
        elif op == "insert":
            lines.insert(at, draw(st.text(max_size=40)))
    data = bytearray("\n".join(lines).encode("utf-8", "surrogatepass"))
    for _ in range(draw(st.integers(0, 3))):
        if data:
            at = draw(st.integers(0, len(data) - 1))
            data[at] ^= 1 << draw(st.integers(0, 7))
    if draw(st.booleans()):
        data = data[:draw(st.integers(0, len(data)))]
    return bytes(data)


def unaccounted(text: str, path: str, games, problems) -> list[str]:
    """Header-shaped lines that are neither a game's header nor the place of a problem."""
    game_lines = {g.source.line for g in games}
    problem_lines = {p.line for p in problems}
    lines = text.split("\n")  # as the reader counts lines: a lone \r is not a line break
    return [f"line {n}: {line!r}" for n, line in enumerate(lines, start=1)
            if header_shaped(line) and n not in game_lines and n not in problem_lines]


@pytest.mark.slow
@settings(max_examples=10_000, deadline=None, suppress_health_check=list(HealthCheck), database=None)
@given(mutated())
def test_every_mutated_catalog_parses_or_says_where(data):
    text = data.decode("utf-8", "replace")
    file, problems = parse_catalog(text, "games/fuzz.txt")
    for problem in problems:
        assert problem.file == "games/fuzz.txt" and problem.message
        assert problem.line is None or 0 <= problem.line <= text.count("\n") + 2
    assert unaccounted(text, "games/fuzz.txt", file.games, problems) == []


@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck), database=None)
@given(mutated())
def test_load_catalog_on_mutated_bytes_gives_a_catalog_or_located_errors(data):
    with tempfile.TemporaryDirectory() as tmp:
        games = Path(tmp) / "games"
        games.mkdir()
        (games / "fuzz.txt").write_bytes(data)
        try:
            catalog = load_catalog(tmp)
        except CatalogError as error:
            assert error.problems
            for problem in error.problems:
                assert problem.file and problem.message
                assert str(problem.file).endswith("fuzz.txt") or "fuzz" in problem.message or problem.file
            return
        text = data.decode("utf-8-sig") if data.startswith(b"\xef\xbb\xbf") else data.decode("utf-8")
        assert unaccounted(text, "", catalog.games, catalog.notices) == []
