"""The prose-guide reader, on the real Anaconda guide and on small guides of the same format."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.load.guide import card_runs, parse_guide

GUIDE = Path(__file__).resolve().parents[2] / "catalog" / "guides" / "anaconda.txt"


@pytest.fixture(scope="module")
def parsed():
    return parse_guide(GUIDE.read_text(encoding="utf-8"), "catalog/guides/anaconda.txt")


def test_title_sections_and_trailing(parsed):
    guide, problems = parsed
    assert problems == []
    assert (guide.title, guide.name) == ("Anaconda♠", "Anaconda")
    assert [(s.number, s.title) for s in guide.sections] == [
        ("01", "Cards and play chips"),
        ("02", "One pass of three cards"),
        ("03", "Choose and roll five cards"),
        ("04", "Betting and the finish"),
        ("05", "What a pass can change"),
        ("06", "Names and different versions"),
    ]
    assert [len(s.paragraphs) for s in guide.sections] == [2, 2, 2, 2, 2, 2]
    assert [s.line for s in guide.sections] == [3, 11, 19, 27, 35, 45]
    assert guide.trailing == ("Common questions",)
    assert guide.intro == ()
    assert guide.source.line == 1


def test_paragraph_text_is_exact(parsed):
    first = parsed[0].section("01").paragraphs[0]
    assert first.startswith("This guide selects Pagat’s high-only version")
    assert "2–7 players" in first


def test_worked_example(parsed):
    example = parsed[0].example_section
    assert example is not None and example.number == "05"
    assert example.cards[0] == ("Q♠", "Q♥", "9♣", "8♦", "3♠", "4♥", "2♣")
    assert example.cards[1] == ("3♠", "4♥", "2♣")
    assert ("Q♠", "Q♥", "Q♦", "9♣", "9♦") in example.cards
    assert example.asides == ("← On a small screen, scroll the diagram horizontally. →",)
    assert len(example.paragraphs) == 2


def test_versions_section(parsed):
    versions = parsed[0].versions_section
    assert versions is not None and versions.number == "06"
    assert versions.paragraphs[0].startswith("Pagat gives Anaconda as another name for Pass the")


def test_other_sections_name_no_cards(parsed):
    assert [s.number for s in parsed[0].sections if s.cards] == ["05"]


def test_small_guide_with_intro_inline_titles_and_numbering_problem():
    text = "Snap\n\nA short intro.\n\n01 / Deal\n\nDeal A♠ K♥.\n\n03 /\n\nOther versions\n\nSome.\n"
    guide, problems = parse_guide(text, "g.txt")
    assert guide.intro == ("A short intro.",)
    assert [(s.number, s.title, s.paragraphs) for s in guide.sections] == [
        ("01", "Deal", ("Deal A♠ K♥.",)), ("03", "Other versions", ("Some.",))]
    assert guide.versions_section.number == "03" and guide.example_section.number == "01"
    assert [str(p) for p in problems] == [
        'g.txt:9: section "03 /" follows section 01; number the sections 01, 02, ... in order']


def test_guide_without_sections_or_text():
    guide, problems = parse_guide("Title only\n", "g.txt")
    assert guide.sections == () and guide.example_section is None
    assert [str(p) for p in problems] == [
        'g.txt:1: guide "Title only" has no numbered sections; open each section with a line '
        'such as "01 /"']
    _, problems = parse_guide("\n\n", "e.txt")
    assert [str(p) for p in problems] == [
        'e.txt: guide is empty; expected a title line, then numbered sections such as "01 /"']


def test_crlf_and_bom():
    text = "\ufeffSnap\r\n\r\n01 /\r\n\r\nDeal\r\n\r\nLine one\r\nline two.\r\n"
    guide, problems = parse_guide(text, "g.txt")
    assert problems == [] and guide.title == "Snap"
    assert guide.sections[0].paragraphs == ("Line one\nline two.",)


def test_card_runs_ignores_non_cards():
    assert card_runs("Bet 10 chips; the 1♠ is no card; 10♥ and J♦.") == (("10♥", "J♦"),)



_PIECES = st.sampled_from(["", " ", "01 /", "02 /", "7 / Title", "Words", "Q♠", "10♥ and 2♦",
                           "← aside →", "Heading", "A sentence.", "\r"])


@settings(max_examples=300, deadline=None)
@given(st.lists(st.lists(_PIECES, max_size=3).map(" ".join), max_size=25).map("\n".join))
def test_never_raises_and_keeps_every_paragraph(text):
    guide, problems = parse_guide(text, "g.txt")
    kept = " ".join([guide.title, *guide.intro, *guide.trailing,
                     *(f"{s.title} {' '.join(s.paragraphs)} {' '.join(s.asides)}"
                       for s in guide.sections)])
    for line in text.split("\n"):
        words = line.strip()
        if words and not re.fullmatch(r"\d+\s*/.*", words):
            assert words in kept, line
