"""Issue 19, item 7: each parent -> child edge of a family-tree diagram says what the child
changes, from the two games' summaries or the rule diff: a short label, the full words as
the edge's title."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dealerschoice.records import Game, GameRef, Rule, Source, Stub
from dealerschoice.records.summary import Summary
from dealerschoice.render import diagrams
from dealerschoice.render.change_words import edge_words
from dealerschoice.render.diagrams import family_diagram, game_diagram
from dealerschoice.resolve.lineage import Lineage, lineage_graph

SVG = "{http://www.w3.org/2000/svg}"


def game(id: int, name: str, parent: int) -> Game:
    return Game(id, name, (), ("stud",), (Rule(1, "Deal.", 1),), GameRef(parent, "?"), Source("x.txt", 1))


@pytest.fixture(autouse=True)
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("DEALERSCHOICE_CACHE", str(tmp_path / "cache"))


@pytest.fixture
def stud():
    games = [game(10, "Seven Stud High-Low", 3), game(11, "Five & Dime", 3), game(12, "Low Five", 11)]
    return Lineage(lineage_graph(games, [Stub(3, "Seven Card Stud")]))


SUMMARIES = {
    3: Summary("7-card stud", showdown="high"),
    10: Summary("7-card stud", showdown="high-low declare", wilds="threes wild"),
    11: Summary("5-card stud", showdown="high"),
    12: Summary("5-card stud", showdown="low"),
}


class Diff:
    added, removed, changed = (1,), (), ()


def href(id: int) -> str:
    return f"g{id}.html"


def edges(svg: str) -> dict[str, tuple[str | None, list[str]]]:
    """Each edge group by id: its title and its label's lines."""
    out = {}
    for group in ET.fromstring(svg).iter(f"{SVG}g"):
        if "edge" in (group.get("class") or "").split():
            title = group.find(f"{SVG}title")
            out[group.get("id")] = (title.text if title is not None else None,
                                    [t.text for t in group.iter(f"{SVG}text")])
    return out


def test_each_edge_of_a_game_diagram_says_what_the_child_changes(stud):
    said = edges(game_diagram(stud, 11, href, summaries=SUMMARIES))
    assert said == {
        # a sibling's edge: its words as a title only, so the page's own line stands out
        "dc11-e3_10": ("Changes: high-low declare, not high; threes wild", []),
        "dc11-e3_11": ("Changes: 5-card stud, not 7-card stud", ["5-card stud"]),
        "dc11-e11_12": ("Changes: low, not high", ["low"]),
    }
    own = edges(game_diagram(stud, 10, href, summaries=SUMMARIES))
    assert own["dc10-e3_10"] == ("Changes: high-low declare, not high; threes wild",
                                 ["high-low", "declare; threes", "wild"])


def test_the_labels_are_small_and_coloured_by_the_page(stud):
    svg = game_diagram(stud, 11, href, summaries=SUMMARIES)
    assert re.findall(r'<g id="dc11-e3_11" class="([^"]*)"', svg) == ["edge dc-change"]
    labels = re.findall(r'<text [^>]*font-size="([\d.]+)"[^>]*>(5-card stud|low)</text>', svg)
    assert sorted(labels) == [("9.00", "5-card stud"), ("9.00", "low")]


def test_without_a_summary_difference_the_rule_diff_is_said(stud):
    same = {id: SUMMARIES[3] for id in (3, 10, 11, 12)}
    said = edges(family_diagram(stud, 3, href, summaries=same, diffs={12: Diff()}))
    assert said["dcf3-e11_12"] == ("Changes: 1 rule added", ["1 rule added"])
    assert said["dcf3-e3_10"] == (None, [])  # same summaries, no diff: nothing to say, no label


def test_without_summaries_or_diffs_edges_are_bare_as_before(stud):
    svg = game_diagram(stud, 11, href)
    assert all(value == (None, []) for value in edges(svg).values())
    assert "dc-change" not in svg


def test_a_big_diagram_keeps_titles_but_drops_labels(stud, monkeypatch):
    monkeypatch.setattr(diagrams, "LABELLED_MOST", 2)
    said = edges(family_diagram(stud, 3, href, summaries=SUMMARIES))
    assert said["dcf3-e11_12"] == ("Changes: low, not high", [])


def test_words_with_markup_characters_are_escaped(stud):
    summaries = {**SUMMARIES, 12: replace(SUMMARIES[12], showdown="low <& high>")}
    said = edges(game_diagram(stud, 12, href, summaries=summaries))
    assert said["dc12-e11_12"][0] == "Changes: low <& high>, not high"


def test_edge_words_keep_whole_parts_and_mark_what_is_cut():
    assert edge_words("high, not low; nines wild; 2–10 players, not 2–7 players", most=20) == "high; nines wild …"
    assert edge_words("2 rules added, 1 removed") == "2 rules added, 1 removed"
    assert edge_words("deal four down, then one up at a time, not five down") == "deal four down …"
    assert edge_words("1 rule added, 2 removed, 1 changed") == "1 rule added, 2 removed …"
    assert edge_words("a very long change said without any comma at all") == "a very long change said …"


@given(parts=st.lists(st.text(st.sampled_from("abc ,"), min_size=1, max_size=40), min_size=1, max_size=4),
       most=st.integers(12, 40))
def test_edge_words_fit_and_say_all_or_mark_the_cut(parts, most):
    words = "; ".join(p.strip(" ,") for p in parts if p.strip(" ,"))
    said = edge_words(words, most)
    assert len(said) <= most + 2  # the words that fit, and " …"
    new_values = "; ".join(part.split(", not ")[0] for part in words.split("; ") if part)
    assert said == new_values or said.endswith(" …")
