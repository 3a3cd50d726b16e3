"""Issue 19, item 9: game pages are opened on phones at the table. On the seed catalog's build
the median game page is at most 40 KB of HTML and every game page at most 80 KB (bytes, as
`make bench` prints them: `bench_build.game_page_bytes`)."""

from __future__ import annotations

import json

from tests.bench.bench_build import game_page_bytes

MEDIAN_MAX = 40_000
PAGE_MAX = 80_000


def test_game_pages_are_light(site):
    weight = game_page_bytes(site)
    assert weight["count"] == 82
    assert weight["median"] <= MEDIAN_MAX, weight
    assert weight["largest"] <= PAGE_MAX, weight


def test_every_page_of_the_site_is_light(site):
    pages = {page.relative_to(site).as_posix(): page.stat().st_size for page in site.rglob("*.html")}
    assert len(pages) > 240  # games, redirects, tags, families, described games, listings, prose
    assert {path: size for path, size in pages.items() if size > PAGE_MAX} == {}


def test_later_deals_are_beside_the_page_not_in_it(site):
    page = (site / "games" / "anaconda" / "index.html").read_text(encoding="utf-8")
    later = json.loads((site / "games" / "anaconda" / "deals.json").read_text(encoding="utf-8"))
    assert page.count("<div class=\"ex-deal\" data-deal>") == 1
    assert 'data-deals="5" data-more="deals.json"' in page
    assert [deal[:len('<p class="ex-cmd">Deal 2')] for deal in later["deals"]][0] == '<p class="ex-cmd">Deal 2'
    assert len(later["deals"]) == 4 and "Deal 5: " in later["deals"][-1]


def test_a_deals_file_is_beside_exactly_the_pages_that_fetch_it(site):
    for folder in sorted((site / "games").iterdir()):
        page = (folder / "index.html").read_text(encoding="utf-8")
        fetches = 'data-more="deals.json"' in page
        assert sorted(p.name for p in folder.iterdir()) == (["deals.json", "index.html"] if fetches else ["index.html"])
        if fetches:
            count = int(page.split('data-deals="', 1)[1].split('"', 1)[0])
            later = json.loads((folder / "deals.json").read_text(encoding="utf-8"))["deals"]
            assert len(later) == count - 1 >= 1, folder.name
