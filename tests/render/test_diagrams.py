"""Family-tree diagrams: what is drawn, links, stubs, trimming, ids, cache."""

from __future__ import annotations

import re
import time
import xml.etree.ElementTree as ET

import pytest

from dealerschoice.records import Game, GameRef, Rule, Source, Stub
from dealerschoice.render import diagrams
from dealerschoice.render.diagrams import family_diagram, game_diagram
from dealerschoice.resolve.lineage import Lineage, lineage_graph


def game(id: int, name: str, parent: GameRef | None = None) -> Game:
    return Game(id, name, (), ("flip",), (Rule(1, "Deal.", 1),), parent, Source("x.txt", 1))


def build(games: list[Game], stubs: list[Stub]) -> Lineage:
    return Lineage(lineage_graph(games, stubs))


@pytest.fixture(autouse=True)
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("DEALERSCHOICE_CACHE", str(tmp_path / "cache"))
    return tmp_path / "cache" / "diagrams"


@pytest.fixture
def small():
    root = Stub(0, "Root Game")
    stud = Stub(3, "Seven Card Stud")
    a = game(10, "Anaconda", GameRef(3, "Seven Card Stud"))
    b = game(11, "Baseball & <Friends>", GameRef(3, "Seven Card Stud"))
    c = game(12, "Chicago", GameRef(10, "Anaconda"))
    d = game(13, "Dirty Schultz", GameRef(12, "Chicago"))
    e = game(14, "Elevator", GameRef(0, "Root Game"))
    return build([a, b, c, d, e], [root, stud])


def href(id: int) -> str:
    return f"../../games/g{id}/index.html"


def node_ids(svg: str) -> set[int]:
    return {int(m) for m in re.findall(r'id="dcf?\d+-n(\d+)"', svg)}


def test_game_diagram_draws_ancestors_siblings_descendants(small):
    svg = game_diagram(small, 10, href)
    assert node_ids(svg) == {3, 10, 11, 12, 13}
    assert "Elevator" not in svg  # another family


def test_svg_is_inline_and_well_formed(small):
    svg = game_diagram(small, 11, href)
    assert svg.startswith("<svg") and svg.endswith("</svg>")
    assert "<?xml" not in svg and "DOCTYPE" not in svg and "<!--" not in svg
    root = ET.fromstring(svg)
    assert root.get("aria-labelledby")
    title = root.find("{http://www.w3.org/2000/svg}title")
    assert title is not None and title.text == "Family tree of Baseball & <Friends>, #11"


def test_every_game_node_links_and_current_is_highlighted(small):
    svg = game_diagram(small, 12, href)
    for id in (10, 12, 13):
        assert f'href="../../games/g{id}/index.html"' in svg
    assert re.findall(r"<a\b(?![^>]*\bhref=)[^>]*>", svg) == []  # no empty links
    current = re.search(r'<g id="dc12-n12" class="([^"]*)"', svg).group(1)
    assert "dc-current" in current
    assert re.findall(r'<a aria-current="page" href="([^"]*)"', svg) == ["../../games/g12/index.html"]
    other = re.search(r'<g id="dc12-n10" class="([^"]*)"', svg).group(1)
    assert "dc-current" not in other


def test_stubs_are_dashed_and_marked(small):
    svg = game_diagram(small, 10, href)
    stub = re.search(r'<g id="dc10-n3" class="([^"]*)".*?</g>\n</g>', svg, re.S)
    assert "dc-stub" in stub.group(1)
    assert "stroke-dasharray" in stub.group(0)
    assert "not in catalog" in stub.group(0)


def test_ids_are_unique_per_diagram(small):
    page = game_diagram(small, 10, href) + family_diagram(small, 3, href)
    ids = re.findall(r'\bid="([^"]+)"', page)
    assert len(ids) == len(set(ids))


def test_no_link_when_href_gives_none(small):
    svg = game_diagram(small, 10, lambda id: None if id == 3 else href(id))
    assert 'href="../../games/g3/' not in svg
    assert 'href="../../games/g10/' in svg


def lineage_of(size: int, fanout: int = 6):
    """A synthetic lineage: one stub root and `size` games in a tree `fanout` wide."""
    games = []
    for i in range(1, size + 1):
        parent = (i - 1) // fanout
        ref = GameRef(parent, "Root Game" if parent == 0 else f"Variant {parent}")
        games.append(game(i, f"Variant {i}", ref))
    return build(games, [Stub(0, "Root Game")])


def test_family_of_250_draws_every_node_left_to_right():
    lineage = lineage_of(250)
    start = time.perf_counter()
    svg = family_diagram(lineage, 0, href)
    assert node_ids(svg) == set(range(0, 251))
    assert "+" not in re.sub(r"<[^>]+>", "", svg).replace("#", "")  # nothing trimmed
    assert 'transform="rotate(' not in svg
    width, height = (float(v) for v in re.search(r'viewBox="0\.00 0\.00 ([\d.]+) ([\d.]+)"', svg).groups())
    assert height > width  # left to right: generations are columns, siblings stack
    font = {float(s) for s in re.findall(r'font-size="([\d.]+)"', svg)}
    assert font == {11.0}  # text stays readable; the page scrolls instead of shrinking
    print(f"250-node family: {len(svg)} bytes, {time.perf_counter() - start:.2f}s")


def test_family_trimmed_with_more_nodes():
    lineage = lineage_of(250)
    svg = family_diagram(lineage, 0, href, max_nodes=50)
    drawn = node_ids(svg)
    assert len(drawn) == 50
    counts = [int(n) for n in re.findall(r">\+(\d+) more<", svg)]
    assert counts and sum(counts) == 251 - 50  # every hidden game is counted once
    assert re.findall(r"<a\b(?![^>]*\bhref=)[^>]*>", svg) == []  # "+N more" is not a link


def test_game_siblings_trimmed():
    lineage = lineage_of(40, fanout=40)  # 40 siblings under the root
    svg = game_diagram(lineage, 5, href)
    assert len(node_ids(svg)) == 1 + 1 + diagrams.MAX_SIBLINGS
    assert f">+{39 - diagrams.MAX_SIBLINGS} more<" in svg


def test_renders_are_cached_by_dot_text(small, cache, monkeypatch):
    first = game_diagram(small, 10, href)
    files = list(cache.glob("*.svg"))
    assert len(files) == 1 and re.fullmatch(r"[0-9a-f]{64}\.svg", files[0].name)

    def fail(*args, **kwargs):
        raise AssertionError("dot ran again")

    monkeypatch.setattr(diagrams.graphviz, "pipe", fail)
    assert game_diagram(small, 10, href) == first
    with pytest.raises(AssertionError):
        game_diagram(small, 12, href)  # other DOT text: not in the cache


def test_missing_dot_is_a_usage_error(small, monkeypatch):
    from dealerschoice.errors import UsageError

    def missing(*args, **kwargs):
        raise diagrams.graphviz.ExecutableNotFound(("dot",))

    monkeypatch.setattr(diagrams.graphviz, "pipe", missing)
    with pytest.raises(UsageError, match="apt-get install graphviz"):
        game_diagram(small, 10, href)


def test_many_at_once_equal_one_by_one_in_one_dot_run(small, cache, monkeypatch):
    from dealerschoice.render.diagrams import game_diagrams

    calls = []
    real = diagrams.graphviz.pipe
    monkeypatch.setattr(diagrams.graphviz, "pipe", lambda *a, **k: calls.append(1) or real(*a, **k))
    batch = game_diagrams(small, [10, 11, 12, 13, 14], href)
    assert len(calls) == 1
    for cached in cache.glob("*.svg"):
        cached.unlink()
    assert batch == {id: game_diagram(small, id, href) for id in (10, 11, 12, 13, 14)}


def test_a_broken_graph_is_named_alone(monkeypatch):
    from dealerschoice.errors import UsageError

    with pytest.raises(UsageError, match="dot` failed"):
        diagrams.layout_many(["digraph { a -> b }", "digraph { a -> }"])
    # the good one was still laid out and cached on the way
    assert diagrams._cached("digraph { a -> b }") is not None


def test_a_very_deep_family_gives_bounded_diagrams_and_the_count_left_out(tmp_path):
    """A parent chain 3,000 games deep (issue 22, 3): a game's diagram shows the root, a
    "+N generations" node and its nearest ancestors, never the whole chain, and counting what
    is hidden below is linear (no descendant list per game)."""
    chain = [game(n, f"Gen {n}", GameRef(n - 1, f"Gen {n - 1}") if n else None) for n in range(3000)]
    lineage = build(chain, [])
    svg = game_diagram(lineage, 2500, href=lambda i: f"/g/{i}")
    shown = sorted(int(m) for m in re.findall(r'id="dc2500-n(\d+)"', svg))
    assert shown == [0, *range(2493, 2500), 2500, 2501] + list(range(2502, 2541))
    assert ">+2492 generations<" in svg
    assert ">+459 more<" in svg  # the 459 games below the 40 shown, counted without listing them
    assert lineage.size_below(0) == 2999 and lineage.size_below(2540) == 459


def test_inline_svg_prefixes_every_id_and_reference_whatever_the_prefix():
    """The ids are prefixed by replacement templates: a prefix that starts with a digit or
    holds a backslash is put in as it is, not read as a group number or an escape."""
    from dealerschoice.render.diagrams import inline_svg
    svg = ('<?xml version="1.0"?>\n<!-- n1 -->\n<svg width="1pt" xmlns:xlink="x">\n<g id="graph0">'
           '<polygon fill="transparent" stroke="transparent" points="0,0"/>\n<title>family</title>\n'
           '<g id="n1"><a xlink:href="a.html" xlink:title="A"><path fill="url(#grad)"/></a></g>'
           '<use href="#n1"/></g></svg>')
    assert inline_svg(svg, label="T", prefix="12") == (
        '<svg class="dc-diagram" role="group" aria-labelledby="12-title" width="1pt"><title id="12-title">T</title>'
        '<g id="12-graph0"><g id="12-n1"><a href="a.html"><path fill="url(#12-grad)"/></a></g>'
        '<use href="#12-n1"/></g></svg>')
    assert 'id="a\\b-n1"' in inline_svg(svg, label="T", prefix="a\\b")
