"""Issue 19, item 2: a stub a write-up describes gets the write-up's text (its links go to the
described game's page), and a game's name in write-up text links to its page wherever it is named."""

from __future__ import annotations

import json
import re

import pytest
from markupsafe import Markup

from dealerschoice.records import Stub
from dealerschoice.render.described import described_stubs, stub_key
from dealerschoice.render.name_links import NameLinker


def _read(site, path: str) -> str:
    return (site / path).read_text(encoding="utf-8")


def _links(html: str) -> dict[str, str]:
    """Link text -> href, for the links in `html` (the first of each text)."""
    found: dict[str, str] = {}
    for href, text in re.findall(r'<a href="([^"]+)">([^<]+)</a>', html):
        found.setdefault(text, href)
    return found


# -- stubs a write-up describes ---------------------------------------------------------------

def test_a_described_stub_links_to_the_write_up_text(site):
    beat_it = _read(site, "games/beat-it/index.html")
    parent = beat_it.split("<h3>Parent</h3>", 1)[1].split("</p>", 1)[0]
    assert parent == '\n<p><a href="../../described/7-stud/index.html">Seven Card Stud</a>'
    assert "(not in the catalog)" not in parent


def test_the_described_page_names_the_stub_and_its_catalog_games(site):
    page = _read(site, "described/7-stud/index.html")
    assert "<h1>7 Stud</h1>" in page
    assert "Also known as: Seven Card Stud" in page
    line = page.split('<p class="stub-family">', 1)[1].split("</p>", 1)[0]
    assert line == ('The catalog names Seven Card Stud as the parent of <a href="../../games/beat-it/index.html">'
                    'Beat It</a> and <a href="../../games/cut-it-off/index.html">Cut it Off</a> but gives it no '
                    "rules of its own: these are the write-up's. "
                    '<a href="../../families/seven-card-stud/index.html">The Seven Card Stud family</a>.')
    assert "Players are dealt 2 down and 1 up." in page  # the write-up's own text


def test_the_family_page_and_its_tree_lead_to_the_write_up(site):
    family = _read(site, "families/seven-card-stud/index.html")
    assert 'whose root is <a href="../../described/7-stud/index.html">Seven Card Stud</a>' in family
    assert 'href="../../described/7-stud/index.html"' in family.split('<ul class="tree">', 1)[1]


def test_a_stub_no_write_up_describes_stays_a_stub(site):
    page = _read(site, "games/beat-your-neighbor/index.html")  # Five Card Stud: no write-up
    parent = page.split("<h3>Parent</h3>", 1)[1].split("</p>", 1)[0]
    assert '<span class="stub">Five Card Stud</span>' in parent


def test_search_finds_the_stub_by_its_catalog_name(site):
    rows = json.loads(_read(site, "search/names.json"))["games"] if (site / "search/names.json").is_file() else None
    if rows is None:
        pytest.skip("this build has no search")
    row = next(r for r in rows if r[1] == "described/7-stud/index.html")
    assert row[2] == "7 Stud" and "Seven Card Stud" in row[3]


@pytest.mark.parametrize("stub,write_up,same", [
    ("Seven Card Stud", "7 Stud", True), ("Three-Card Guts", "3 Guts", True), ("Five Card Stud", "7 Stud", False),
    ("Murder", "Murder", True), ("Seven Cards Stud", "7 stud", True), ("Card Seven", "7", False),
])
def test_stub_names_compare_as_players_say_them(stub, write_up, same):
    assert (stub_key(stub) == stub_key(write_up)) is same


def test_a_whole_write_up_beats_a_variant_of_the_same_name():
    class Page:  # the two fields described_stubs reads
        def __init__(self, name, variant):
            self.name, self.other_names, self.variant = name, (), variant

    variant, whole = Page("Murder", object()), Page("Murder", None)
    assert described_stubs([Stub(5, "Murder"), Stub(6, "Suicide")], [variant, whole]) == {5: whole}


# -- game names in write-up text ----------------------------------------------------------------

def test_variant_names_link_to_their_pages_on_a_game_page(site):
    page = _read(site, "games/anaconda/index.html")
    variants = page.split('<ul class="variants">', 1)[1].split("</ul>", 1)[0]
    links = _links(variants)
    assert links["Python"] == "../../described/python/index.html"  # a described game
    assert links["Rich&#39;s Revenge"] == "../../games/richs-revenge/index.html"  # a catalog game
    assert links["Howdy Doody"] == "../../games/howdy-doody/index.html"
    assert "Anaconda" not in links  # the page itself


def test_names_in_a_variant_text_link_on_described_pages(site):
    page = _read(site, "described/black-mariah/index.html")
    variant = page.split('<h2 id="rules">The variant</h2>', 1)[1].split("</p>", 1)[0]
    assert variant == ('\n<p>Same as <a href="../../described/follow-the-queen/index.html">Follow The Queen</a>, but if '
                       "the Queen-of-Spades is dealt face up, the hand immediately ends. All players re-ante and the "
                       "hand is re-dealt.")
    seven = _read(site, "described/7-stud/index.html")
    links = _links(seven.split("<h4>Variants</h4>", 1)[1])
    assert links["Roll-Your-Own"] == "../../games/roll-your-own/index.html"
    assert links["Midnight Baseball"] == "../../games/midnight-baseball/index.html"
    assert links["Follow The Ho Through Chicago At Midnight"] == \
        "../../described/follow-the-ho-through-chicago-at-midnight/index.html"


LINKER = NameLinker.of([("Follow the Queen", "d/ftq"), ("Follow the Queen and Queens", "d/ftqq"),
                        ("Murder", "g/murder"), ("Ten", "g/ten"), ("Roll-Your-Own", "g/ryo"),
                        ("Baseball", "g/base"), ("Baseball", "g/base-2"), ("7 Stud", "d/7")])


@pytest.mark.parametrize("text,html", [
    ("Same as Follow The Queen And Queens.", 'Same as <a href="r/d/ftqq">Follow The Queen And Queens</a>.'),
    ("Same as Follow The Queen, and Queens.", 'Same as <a href="r/d/ftq">Follow The Queen</a>, and Queens.'),
    ("dealt like in Roll Your Own", 'dealt like in <a href="r/g/ryo">Roll Your Own</a>'),
    ("Murder. Then Murder again", 'Murder. Then <a href="r/g/murder">Murder</a> again'),  # not a sentence's first word
    ("worth Ten points", "worth Ten points"),  # one word of three letters: an ordinary word
    ("a follow the queen game", "a follow the queen game"),  # not capitalised: not a name
    ("as Baseball is", "as Baseball is"),  # two pages share the name: linked to neither
    ("7 Stud <b>& ♥</b>", '<a href="r/d/7">7 Stud</a> &lt;b&gt;&amp; <span class="suit-red">♥</span>&lt;/b&gt;'),
])
def test_names_found_in_text(text, html):
    assert LINKER.link(text, "r/", "here") == Markup(html)


def test_a_page_never_links_to_itself():
    assert LINKER.link("Same as Murder.", "", "g/murder") == Markup("Same as Murder.")


def test_a_variant_page_links_the_game_it_varies(site):
    page = _read(site, "described/follow-the-queen/index.html")
    mark = page.split('<p class="source-mark">', 1)[1].split("</p>", 1)[0]
    assert mark.startswith('Described in write-ups/mikes-7-stud-variants.txt, as a variant of '
                           '<a href="../../described/7-stud/index.html">7 Stud</a>: ')
