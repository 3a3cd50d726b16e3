"""Issue 19, item 4: the versions of one game from different sources each say what differs.
A write-up's summary is read from its own steps (the rules grammar) and fields; a version
whose text is not read says nothing."""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dealerschoice.load.writeups import parse_writeups
from dealerschoice.records import WriteUp
from dealerschoice.records.summary import Summary
from dealerschoice.render.described import DescribedPage
from dealerschoice.render.env import make_env
from dealerschoice.render.pages import WriteUpView
from dealerschoice.render.versions import CATALOG, PART_WORDS, Version, agreed, game_versions, write_up_summary

PROJECT = Path(__file__).resolve().parents[2]
MIKE = PROJECT / "catalog" / "write-ups" / "mikes-7-stud-variants.txt"


@pytest.fixture(scope="module")
def mike() -> dict[str, WriteUp]:
    ups, _, _ = parse_writeups(MIKE.read_text(encoding="utf-8"), "catalog/write-ups/mikes-7-stud-variants.txt")
    return {up.name: up for up in ups}


def one(text: str) -> WriteUp:
    (up,), _, problems = parse_writeups("Page\n\n" + text, "w.txt")
    assert [p for p in problems if p.severity == "error"] == []
    return up


def view(up: WriteUp, variant=None) -> WriteUpView:
    return WriteUpView(up, variant, "write-ups/w.txt")


STUD = Summary("7-card stud", "2 down, 4 up, 1 down", "high", None, "2–7 players")


def test_mikes_seven_stud_is_read_in_full(mike):
    assert write_up_summary(mike["7 Stud"]).line == "7-card stud · 2 down, 4 up, 1 down · high · 2–7 players"


def test_mikes_anaconda_says_only_what_was_read(mike):
    summary = write_up_summary(mike["Anaconda"])
    # its discards, stack and flips are not all read: no deal shape, no card count
    assert (summary.kind, summary.deal, summary.showdown, summary.wilds, summary.players) == \
        ("passing", None, "high-low declare", None, "2–7 players")
    assert summary.complete  # "Wild Cards: None": the wild cards are known


def test_the_fields_stand_in_where_the_steps_say_nothing():
    up = one("Guess\n\n• Maximum Number of Players: 5\n• Wild Cards: Low card down\n• High-Low Split\n"
             "• The Game:\n  1. Everybody sings.\n")
    summary = write_up_summary(up)
    assert (summary.kind, summary.showdown, summary.wilds, summary.players) == (None, "high-low", None, "2–5 players")
    assert not summary.complete  # "Low card down" is not read: its wild cards are not known


def test_a_write_up_differing_from_the_catalog_says_how():
    low = one("Low Stud\n\n• Maximum Number of Players: 8\n• Wild Cards: None\n• The Game:\n"
              "  1. Players are dealt 2 down and 1 up.\n" + "  2. Bet, then deal 1 card up.\n" * 3 +
              "  5. Bet, then deal 1 card down.\n  6. Bet and show. Low hand takes the pot.\n")
    catalog, theirs = game_versions(replace(STUD, wilds="threes wild"), "Seven Card Stud", [view(low)])
    assert catalog == Version(CATALOG, "Seven Card Stud", "7-card stud · 2 down, 4 up, 1 down · high · threes wild · "
                                                          "2–7 players")
    assert theirs.summary == "7-card stud · 2 down, 4 up, 1 down · low · 2–8 players"
    assert theirs.differs == "low, not high; no wild cards; 2–8 players, not 2–7 players"
    assert theirs.compared == "Differs: low, not high; no wild cards; 2–8 players, not 2–7 players."


def test_a_write_up_read_alike_says_in_what(mike):
    anaconda = Summary("passing", "7 down", "high-low declare", None, "2–7 players")
    _, theirs = game_versions(anaconda, "Anaconda", [view(mike["Anaconda"])])
    assert theirs.differs == ""
    assert theirs.agrees == ("kind of game", "who wins", "wild cards", "number of players")  # not the deal: unread
    assert theirs.compared == "Same as this page's in kind of game, who wins, wild cards and number of players."


def test_unread_versions_and_variants_say_nothing(mike):
    unread = one("Odd\n\n• The Game:\n  1. Everybody sings.\n")
    assert game_versions(STUD, "X", [view(unread)]) == ()  # nothing of it read: no version to compare
    variant = mike["Anaconda"].named_variants[0]
    assert game_versions(STUD, "X", [view(mike["Anaconda"], variant)]) == ()  # a change to another game
    assert game_versions(STUD, "X", []) == ()


@dataclass
class _Page:
    versions: tuple


def render(page) -> str:
    return make_env().get_template("partials/versions.html").render(page=page)


def test_the_versions_partial_shows_each_version_and_what_differs():
    versions = (Version(CATALOG, "Anaconda", "passing · 7 down"),
                Version("write-ups/w.txt", "Pass <the> Trash", "passing · high", differs="high, not high-low"))
    html = render(_Page(versions))
    assert '<h2 id="versions-h">Versions from other sources</h2>' in html
    assert "<strong>Anaconda</strong> <span class=\"muted\">— this page's rules, from the catalog</span>" in html
    assert "<strong>Pass &lt;the&gt; Trash</strong> <span class=\"muted\">— from write-ups/w.txt</span>" in html
    assert '<span class="also version-compared">Differs: high, not high-low.</span>' in html
    assert html.count("version-compared") == 1  # the catalog's own version is the one compared with


def test_the_partial_is_empty_without_versions():
    assert render(_Page(())).strip() == ""

    @dataclass
    class Old:  # a page context made before versions existed
        name: str = "x"

    assert render(Old()).strip() == ""


def test_a_described_write_up_page_has_its_summary(mike):
    up = mike["7 Stud"]
    whole = DescribedPage("7 Stud", (), "described/7-stud/index.html", up, None, "write-ups/w.txt")
    assert whole.summary == "7-card stud · 2 down, 4 up, 1 down · high · 2–7 players"
    variant = DescribedPage("Murder", (), "described/murder/index.html", up, up.named_variants[0], "write-ups/w.txt")
    assert variant.summary == ""


def test_the_wild_cards_field_is_read_as_a_list_of_cards(mike):
    assert write_up_summary(mike["Baseball"]).line == "threes and nines wild · 2–6 players"
    jokers = one("Odd\n\n• Wild Cards: Jokers and one-eyed jacks\n• The Game:\n  1. Everybody sings.\n")
    assert write_up_summary(jokers).wilds == "one-eyed jacks and jokers wild"
    unread = one("Odd\n\n• Wild Cards: The low hole card\n• The Game:\n  1. Everybody sings.\n")
    assert write_up_summary(unread).wilds is None and not write_up_summary(unread).complete


def test_pagats_guide_differs_in_who_wins_and_says_nothing_else():
    from dealerschoice.load.guide import parse_guide
    from dealerschoice.render.pages import GuideView

    guide, _ = parse_guide((PROJECT / "catalog" / "guides" / "anaconda.txt").read_text(encoding="utf-8"),
                           "catalog/guides/anaconda.txt")
    anaconda = Summary("passing", "7 down", "high-low declare", None, "2–7 players")
    _, theirs = game_versions(anaconda, "Anaconda", [], [GuideView(guide, guide.title, "guides/anaconda.txt")])
    assert (theirs.source, theirs.name, theirs.summary) == ("guides/anaconda.txt", "Anaconda", "high")
    # prose is never the whole game: its unread wild cards are not "no wild cards"
    assert theirs.compared == "Differs: high, not high-low declare."

_VALUES = {"kind": ["flip", "passing", None], "deal": ["7 down", "5 down", None], "showdown": ["high", "low", None],
           "wilds": ["threes wild", None], "players": ["2–7 players", None]}
summaries = st.builds(Summary, **{part: st.sampled_from(values) for part, values in _VALUES.items()},
                      complete=st.booleans())


@given(catalog=summaries, other=summaries)
def test_a_version_never_claims_a_part_either_side_left_unread(catalog, other):
    said = agreed(catalog, other)
    for part, words in PART_WORDS.items():
        if part == "wilds":
            known = catalog.complete and other.complete
            assert (words in said) == (known and catalog.wilds == other.wilds)
        else:
            assert (words in said) == (catalog.part(part) is not None and catalog.part(part) == other.part(part))
