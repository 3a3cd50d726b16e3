"""Issue 19 (family on a phone): on a game page the parent, children and siblings lists say
what each game changes from its parent (`change_words.what_changed`), a muted line under the
name, as the family page's list does; on a phone the diagram cannot be read, the lists can."""

from __future__ import annotations

import re
from dataclasses import replace

from dealerschoice.load.catalog import load_catalog
from dealerschoice.records.analysis import NO_STEPS, GameAnalysis
from dealerschoice.records.summary import Summary
from dealerschoice.render.glossary import TermLinker
from dealerschoice.render.pages import GamePages
from dealerschoice.render.paths import Paths
from dealerschoice.resolve import resolve
from tests.render.conftest import CATALOG

# A name in the family lists, then the muted line under it when there is one.
RELATIVE = re.compile(r'<li><a href="[^"]+">([^<>]+)</a>(?:<span class="also tree-change">Changes: ([^<]+)</span>)?</li>')


def family_section(site, slug: str) -> str:
    page = (site / "games" / slug / "index.html").read_text(encoding="utf-8")
    section = page.split('<section id="family"', 1)[1].split("</section>", 1)[0]
    return section.split('<figure class="family-tree"', 1)[0]  # the lists, not the diagram's labels


def lists(section: str) -> tuple[dict[str, str], dict[str, str]]:
    """(children, siblings): each name and what it changes ("" where nothing is said)."""
    children, siblings = section.split("<h3>Siblings</h3>", 1)
    return ({name: words for name, words in RELATIVE.findall(children)},
            {name: words for name, words in RELATIVE.findall(siblings)})


def test_a_parent_page_says_what_each_child_changes(site):
    children, siblings = lists(family_section(site, "anaconda"))
    assert children["Anaconda III"] == "high, not high-low declare"
    assert children["Anaconda 33"] == "1 rule added"
    assert children["Howdy Doody"] == "threes and kings wild"
    assert len(children) == 18 and all(children.values())  # every child of Anaconda has something to say


def test_a_child_page_says_what_it_changes_under_its_parent(site):
    section = family_section(site, "anaconda-iii")
    parent = section.split("<h3>Parent</h3>", 1)[1].split("<h3>Children</h3>", 1)[0]
    assert re.sub(r'href="[^"]+"', 'href=""', parent).strip() == (
        '<p><a href="">Anaconda</a><span class="also tree-change">This game changes: high, not high-low declare'
        '</span></p>')
    _, siblings = lists(section)
    assert siblings["Anaconda 33"] == "1 rule added"  # from their shared parent, Anaconda
    assert "Anaconda III" not in siblings


def test_nothing_is_said_where_there_is_nothing_to_say(site):
    # Blind Pig's parent, Five Card Stud, is a stub: no summary and no rules to diff against
    section = family_section(site, "blind-pig")
    assert "This game changes" not in section
    assert lists(section)[1] == {"Beat Your Neighbor": "", "Left to Right": "", "Mexican Stud": ""}
    for page in (site / "games").glob("*/index.html"):
        text = page.read_text(encoding="utf-8")
        assert "Changes: </span>" not in text and "changes: </span>" not in text, page.parent.name


# The page contexts (`pages.GamePages`), on the seed catalog resolved, with made-up summaries.

def game_pages(summaries: dict[int, Summary]):
    resolved = resolve(load_catalog(CATALOG))
    analysis = {id: GameAnalysis(True, None, None, None, NO_STEPS, [], summary) for id, summary in summaries.items()}
    return resolved, GamePages(resolved, Paths(resolved.games, resolved.stubs), TermLinker([]), analysis=analysis)


def test_summary_words_come_before_the_rule_count_and_the_count_stands_in_without_them():
    stud = Summary("7-card stud", "3 down, 4 up", "high-low declare")
    # Anaconda (10) and two of its children, 388 and 390; 389 has no summary
    resolved, pages = game_pages({10: stud, 388: replace(stud, wilds="fours wild"), 390: replace(stud, showdown="low")})
    page = pages.page(resolved.game(388))
    assert page.changed == "fours wild"  # said under its parent's name
    siblings = {g.id: g.changed for g in page.siblings}
    assert siblings[390] == "low, not high-low declare"
    assert siblings[389] == "1 rule added, 2 removed, 1 changed"  # no summary: the rule diff's counts
    parent = pages.page(resolved.game(10))
    assert {g.id: g.changed for g in parent.children}[388] == "fours wild"
    assert parent.changed == "" and parent.parent is not None and parent.parent.changed == ""  # a stub parent
