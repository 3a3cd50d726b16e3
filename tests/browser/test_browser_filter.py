"""The tag filter in a real browser: AND / OR / NOT sets match the catalog; URL state; print link."""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urlsplit

from playwright.sync_api import expect


def expected(resolved, all_of=(), any_of=(), none_of=()):
    return {g.id for g in resolved.catalog.games
            if set(all_of) <= set(g.tags)
            and (not any_of or set(any_of) & set(g.tags))
            and not set(none_of) & set(g.tags)}


def shown(page) -> set[int]:
    return {int(i) for i in page.locator("#filter-results > li:not([hidden])").evaluate_all(
        "items => items.map(li => li.dataset.id)")}


def choose(page, tag: str, mode: str) -> None:
    page.locator(f'.tag-choice[data-tag="{tag}"] input[value="{mode}"]').check()


def test_flip_and_wilds_not_high_low_by_clicking(page, base_url, resolved):
    want = expected(resolved, all_of=["flip", "wilds"], none_of=["high-low"])
    assert 0 < len(want) < len(resolved.catalog.games)
    page.goto(base_url + "filter/index.html")
    assert len(shown(page)) == len(resolved.catalog.games)
    choose(page, "flip", "and")
    choose(page, "wilds", "and")
    choose(page, "high-low", "not")
    assert shown(page) == want
    expect(page.locator("#filter-summary")).to_have_text(
        f"{len(want)} games of {len(resolved.catalog.games)} match")
    query = parse_qs(urlsplit(page.url).query)
    assert query == {"and": ["flip,wilds"], "not": ["high-low"]}
    href = page.locator("#filter-print").get_attribute("href")
    assert href.startswith("../print/index.html?games=")
    printed = [int(i) for i in href.split("=", 1)[1].split(",")]
    assert set(printed) == want and len(printed) == len(want)
    # Per-tag counts are counts among the results.
    flip_count = page.locator('.tag-choice[data-tag="flip"] .count').inner_text()
    assert int(flip_count) == len(want)
    assert page.locator('.tag-choice[data-tag="high-low"] .count').inner_text() == "0"


def test_shared_url_restores_the_choice(page, base_url, resolved):
    page.goto(base_url + "filter/index.html?and=flip&not=high-low&or=wilds,jokers")
    want = expected(resolved, all_of=["flip"], any_of=["wilds", "jokers"], none_of=["high-low"])
    assert shown(page) == want
    expect(page.locator('.tag-choice[data-tag="flip"] input[value="and"]')).to_be_checked()
    expect(page.locator('.tag-choice[data-tag="wilds"] input[value="or"]')).to_be_checked()
    page.click("#filter-clear")
    expect(page.locator("#filter-summary")).to_have_text(re.compile(r"^All \d+ games$"))
    assert urlsplit(page.url).query == ""


def test_keyboard_only(page, base_url, resolved):
    page.goto(base_url + "filter/index.html")
    page.locator('.tag-choice[data-tag="guts"] input[value=""]').focus()
    page.keyboard.press("ArrowRight")  # ignore -> must
    want = expected(resolved, all_of=["guts"])
    assert shown(page) == want
    expect(page.locator("#filter-summary")).to_contain_text(f"{len(want)} games")


def test_print_link_opens_the_deck(page, base_url, resolved):
    page.goto(base_url + "filter/index.html?and=guts")
    page.click("#filter-print")
    page.wait_for_url(re.compile(r"/print/index\.html\?games="))


def test_works_from_disk(page, site_dir, resolved):
    page.goto((site_dir / "filter" / "index.html").as_uri() + "?and=flip,wilds&not=high-low")
    assert shown(page) == expected(resolved, all_of=["flip", "wilds"], none_of=["high-low"])
