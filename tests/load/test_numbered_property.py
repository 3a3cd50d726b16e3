"""Property tests of the numbered-rule reader: random catalogs survive parse -> format."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dealerschoice.load.numbered import parse_catalog
from dealerschoice.load.writer import format_catalog

KEYWORDS = ("Also known as:", "Tags:", "Rules:", "Parent:", "Children:")
# Names mix the characters real names have: parentheses, apostrophes, slashes, digits, accents.
NAME_CHARS = st.sampled_from(list("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 '/()-&.é#:"))
TEXT_CHARS = st.characters(blacklist_categories=("Cc", "Cs", "Zl", "Zp"), blacklist_characters="\t\x85\xa0")


def clean(text: str) -> str:
    return " ".join(text.split())


def usable(text: str) -> bool:
    return bool(text) and not text.startswith(KEYWORDS)


names = st.text(NAME_CHARS, min_size=1, max_size=30).map(clean).filter(usable)
aliases = st.text(NAME_CHARS.filter(lambda c: c != ","), min_size=1, max_size=20).map(clean).filter(usable)
tags = st.from_regex(r"[a-z0-9]{1,6}(-[a-z0-9]{1,6}){0,2}", fullmatch=True)
sentences = st.text(TEXT_CHARS, min_size=1, max_size=60).map(clean).filter(bool)
blank_runs = st.integers(min_value=1, max_value=2)


@st.composite
def games(draw, id: int):
    return {
        "id": id,
        "name": draw(names),
        "aliases": draw(st.lists(aliases, max_size=3)),
        "tags": draw(st.lists(tags, max_size=4)),
        "rules": draw(st.lists(sentences, min_size=1, max_size=8)),
        "parent": draw(st.none() | st.tuples(names, st.integers(0, 10**6))),
        "children": draw(st.booleans()),
        "gaps": draw(st.lists(blank_runs, min_size=6, max_size=6)),
    }


@st.composite
def catalogs(draw):
    ids = draw(st.lists(st.integers(0, 10**6), min_size=1, max_size=8, unique=True))
    specs = [draw(games(id)) for id in ids]
    return specs, draw(st.booleans())


def render(specs: list[dict], final_newline: bool) -> str:
    """The catalog text, written independently of the writer under test."""
    records = []
    for spec in specs:
        gaps = iter(spec["gaps"])
        parts = [f"{spec['name']} (#{spec['id']})"]
        if spec["aliases"]:
            parts.append("Also known as: " + ", ".join(spec["aliases"]) + ".")
        if spec["tags"]:
            parts.append("Tags: " + ", ".join(spec["tags"]))
        parts.append("Rules:")
        parts.append("\n".join(f"{n}. {text}" for n, text in enumerate(spec["rules"], 1)))
        if spec["parent"]:
            parts.append(f"Parent: {spec['parent'][0]} (#{spec['parent'][1]})")
        if spec["children"]:
            parts.append("Children:")
        text = parts[0]
        for part in parts[1:]:
            text += "\n" * (next(gaps) + 1) + part
        records.append(text)
    text = "\n\n".join(records)
    return text + "\n" if final_newline else text


@settings(max_examples=150, suppress_health_check=[HealthCheck.too_slow])
@given(catalogs())
def test_random_valid_catalogs_round_trip_with_every_field(catalog):
    specs, final_newline = catalog
    text = render(specs, final_newline)
    file, problems = parse_catalog(text, "games/random.txt")
    assert problems == []
    assert format_catalog(file) == text
    assert len(file.games) == len(specs)
    for game, spec in zip(file.games, specs):
        assert (game.id, game.name) == (spec["id"], spec["name"])
        assert game.aliases == tuple(spec["aliases"])
        assert game.tags == tuple(spec["tags"])
        assert [rule.text for rule in game.rules] == spec["rules"]
        assert [rule.number for rule in game.rules] == list(range(1, len(spec["rules"]) + 1))
        parent = None if game.parent is None else (game.parent.name, game.parent.id)
        assert parent == (tuple(spec["parent"]) if spec["parent"] else None)
    lines = text.split("\n")
    for game in file.games:
        assert lines[game.source.line - 1] == f"{game.name} (#{game.id})"
        for rule in game.rules:
            assert lines[rule.line - 1] == f"{rule.number}. {rule.text}"


# Any text at all: the reader never raises, and the writer gives the text back.
ANY_LINE = st.one_of(
    st.text(st.characters(blacklist_categories=("Cs",)), max_size=30),
    st.sampled_from(["", "Rules:", "Children:", "Tags: a, ", "Also known as: X", "Parent: P (#1)",
                     "Parent: bad", "1. Deal.", "3. Bet", "Name (#5)", "Name (5)", " \t ", "Rules: x"]),
)


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(ANY_LINE, max_size=25), st.sampled_from(["\n", "\r\n"]), st.booleans(), st.booleans())
def test_any_text_round_trips(lines, newline, final_newline, bom):
    text = ("\ufeff" if bom else "") + newline.join(lines) + (newline if final_newline else "")
    file, problems = parse_catalog(text, "games/any.txt")
    assert format_catalog(file) == text
    assert all(problem.file == "games/any.txt" for problem in problems)
    # Every line is in a field or reported: a line kept as written has a problem of its own,
    # unless it belongs to a record whose malformed header is reported.
    reported = {problem.line for problem in problems}
    start = 0
    for segment in file.layout.segments:
        for offset in range(len(segment.shape)):
            index = start + offset
            if index in file.layout.raw and index + 1 not in reported:
                assert segment.game is None and start + 1 in reported
        start += len(segment.shape)
