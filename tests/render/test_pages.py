"""Template contexts, and a build of a tiny hand-written catalog (any catalog, not only the seeds)."""

from pathlib import Path

import pytest

from dealerschoice.load.catalog import load_catalog
from dealerschoice.pipeline import build_site
from dealerschoice.render.env import TEMPLATES
from dealerschoice.render.glossary import TermLinker
from dealerschoice.render.listings import a_to_z, deck_cards, tag_pages
from dealerschoice.render.pages import GamePages
from dealerschoice.render.paths import Paths
from dealerschoice.render.prose import read_entries
from dealerschoice.resolve import resolve
from tests.render.conftest import CATALOG
from tests.render.linkcheck import check_site

TINY = """Root & <Co> (#1)

Tags: flip

Rules:

1. Deal five cards face down to each player.
2. Showdown, high hand wins.

Parent: Ancient Game (#0)

Child <b>Game</b> (#2)

Also known as: Kid "Quote".

Tags: flip, wilds

Rules:

1. Deal five cards face down to each player.
2. Threes are wild.
3. Showdown, high hand wins.

Parent: Root & <Co> (#1)
"""


@pytest.fixture(scope="module")
def resolved():
    return resolve(load_catalog(CATALOG))


@pytest.fixture(scope="module")
def pages(resolved):
    _, entries = read_entries(TEMPLATES, "glossary")
    return GamePages(resolved, Paths(resolved.games, resolved.stubs), TermLinker(entries))


def test_stub_parent_is_shown_without_a_link(pages, resolved):
    page = pages.page(resolved.game(168))
    assert [(g.name, g.href) for g in page.lineage] == [("Seven Card Stud", None)]
    assert page.parent.href is None
    assert page.diff is None  # no rules to compare with
    assert page.children and all(g.href.startswith("games/") for g in page.children)
    assert page.family.href == "families/seven-card-stud/index.html"


def test_diff_lists_only_changes_with_rule_numbers(pages, resolved):
    page = pages.page(resolved.game(388))
    assert page.diff.parent.name == "Anaconda"
    assert [(c.kind, c.child_number) for c in page.diff.changes] == [("added", 16)]
    assert "1 added" in page.diff.summary and "16 rules the same" in page.diff.summary


def test_rules_link_glossary_terms_once_per_page(pages, resolved):
    page = pages.page(resolved.game(10))
    html = "".join(str(r.html) for r in page.rules)
    assert html.count("#normal-betting-round") == 1
    assert '<a class="term" href="../../glossary/index.html#stack">stack</a>' in html


def test_write_ups_and_guide_reach_the_game_page(pages, resolved):
    page = pages.page(resolved.game(10))
    assert [w.write_up.name for w in page.write_ups] == ["Anaconda"]
    assert page.guides and page.guides[0].guide.sections


def test_glossary_anchors_all_exist():
    _, entries = read_entries(TEMPLATES, "glossary")
    anchors = [e.anchor for e in entries]
    assert len(anchors) == len(set(anchors))
    assert all(e.matches for e in entries)


def test_a_to_z_lists_aliases_pointing_at_their_game(resolved):
    paths = Paths(resolved.games, resolved.stubs)
    entries = [e for letter in a_to_z(list(resolved.games), paths) for e in letter.entries]
    alias = next(e for e in entries if e.name == "No Peek")
    assert alias.is_alias and alias.game.id == 100
    assert sum(not e.is_alias for e in entries) == len(resolved.games)


def test_tag_pages_count_and_explain_tags(resolved):
    _, entries = read_entries(TEMPLATES, "tags")
    pages = {p.tag.name: p for p in tag_pages(list(resolved.games), Paths(resolved.games), {e.term: e for e in entries})}
    flip = pages["flip"]
    assert flip.tag.count == sum("flip" in g.tags for g in resolved.games) == len(flip.games)
    assert flip.meaning is not None
    assert flip.ids.split(",")[0].isdigit()


def test_deck_cards_carry_the_family_line(resolved):
    card = next(c for c in deck_cards(list(resolved.games), resolved.lineage) if c.id == 388)
    assert card.family_line == "Root Game › Anaconda › Anaconda 33"
    # 17 rules, the four flips and bets (7–14) folded into one line of the card (card_rules)
    assert [n for n, _ in card.rules] == [*map(str, range(1, 7)), "7–14", "15", "16", "17"]


def test_tiny_catalog_builds_escaped_and_link_clean(tmp_path: Path):
    catalog = tmp_path / "catalog"
    (catalog / "games").mkdir(parents=True)
    (catalog / "games" / "tiny.txt").write_text(TINY, encoding="utf-8")
    report = build_site(catalog, tmp_path / "site", search=False)
    site = report.out_dir
    child = (site / "games" / "child-b-game-b" / "index.html").read_text(encoding="utf-8")
    assert "Child &lt;b&gt;Game&lt;/b&gt;" in child and "<b>Game</b>" not in child
    assert "Root &amp; &lt;Co&gt;" in child
    assert 'class="added"' in child and "Threes are" in child
    assert (site / "families" / "ancient-game" / "index.html").is_file()
    assert (site / "g" / "2" / "index.html").read_text().count("games/child-b-game-b/index.html") >= 2
    assert check_site(site) == []
    assert report.pages == len(list(site.rglob("*.html")))


def test_hand_rankings_page_appears_with_its_prose_file(tmp_path, resolved):
    from shutil import copytree

    from dealerschoice.render.site import render_site

    templates = copytree(TEMPLATES, tmp_path / "templates")
    (templates / "prose" / "hand-rankings.md").unlink(missing_ok=True)
    without = render_site(resolved, templates=templates)
    assert "hand-rankings/index.html" not in without
    assert b"hand-rankings/" not in without["index.html"]
    (templates / "prose" / "hand-rankings.md").write_text("# Hand rankings\n\nA *flush* beats Q\u2665.\n")
    files = render_site(resolved, templates=templates)
    page = files["hand-rankings/index.html"].decode()
    assert "<em>flush</em>" in page and '<span class="suit-red">\u2665</span>' in page
    assert b"hand-rankings/index.html" in files["index.html"]


def test_rules_engine_results_reach_an_optional_game_partial(tmp_path, resolved):
    from shutil import copytree

    from dealerschoice.render.site import render_site
    from tests.analysis_entries import analysis, entry

    templates = copytree(TEMPLATES, tmp_path / "templates")
    (templates / "partials" / "game-analysis.html").write_text('<p class="x">{{ page.analysis.error }}</p>')
    files = render_site(resolved, analysis({10: entry(error="<b>dealt</b>")}), templates=templates)
    anaconda = next(v.decode() for k, v in files.items() if k.startswith("games/anaconda/"))
    assert '<p class="x">&lt;b&gt;dealt&lt;/b&gt;</p>' in anaconda
    other = next(v.decode() for k, v in files.items() if k.startswith("games/beat-it/"))
    assert 'class="x"' not in other
