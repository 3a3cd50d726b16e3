"""Pagefind search in a real browser: aliases find their game; file:// explains itself."""

from __future__ import annotations

import re

from playwright.sync_api import expect


def test_no_peek_finds_beat_your_neighbor_by_alias(page, base_url, resolved):
    game = resolved.game(100)
    assert "No Peek" in game.aliases and "no peek" not in game.name.lower()
    page.goto(base_url + "search/index.html?q=no+peek")
    first = page.locator("#search-results > li").first
    expect(first).to_be_visible()
    expect(first.locator("h2 a")).to_have_text(game.name)
    expect(first.locator(".game-id")).to_have_text("#100")
    expect(page.locator("#search-status")).to_contain_text("match")


def test_header_search_box_leads_to_results(page, base_url):
    page.goto(base_url + "index.html")
    page.fill("form.site-search input[name=q]", "no peek")
    page.press("form.site-search input[name=q]", "Enter")
    page.wait_for_url(re.compile(r"/search/index\.html\?q=no\+peek"))
    link = page.locator("#search-results > li h2 a").first
    expect(link).to_have_text("Beat Your Neighbor")
    link.click()
    expect(page.locator("h1")).to_contain_text("Beat Your Neighbor")


def test_typing_updates_results_and_tag_filter_narrows(page, base_url, resolved):
    page.goto(base_url + "search/index.html")
    expect(page.locator("#search-app")).to_have_attribute("data-ready", "true")
    page.fill("#search-q", "wild")
    expect(page.locator("#search-results > li").first).to_be_visible()
    page.click("#search-tags-box summary")
    page.check("#search-tags input[value=guts]")
    expect(page).to_have_url(re.compile(r"tag=guts"))
    expect(page.locator("#search-status")).to_contain_text("tagged guts")
    guts = {g.name for g in resolved.catalog.games if "guts" in g.tags}
    names = page.locator("#search-results > li h2 a").all_inner_texts()
    assert names and set(names) <= guts


def test_from_disk_the_search_says_how_to_serve(page, site_dir):
    page.goto((site_dir / "search" / "index.html").as_uri() + "?q=no+peek")
    expect(page.locator("#search-status")).to_contain_text("python build.py serve")
    expect(page.locator("#search-status")).to_contain_text("python -m http.server -d site")
    page.goto((site_dir / "index.html").as_uri())
    page.fill("form.site-search input[name=q]", "no peek")
    page.press("form.site-search input[name=q]", "Enter")
    expect(page.locator("form.site-search .search-note")).to_contain_text("python build.py serve")
    assert page.url.endswith("/index.html")  # stayed put instead of failing silently


def test_results_link_right_under_a_sub_path(browser, sub_path_url):
    page = browser.new_page()
    try:
        page.goto(sub_path_url + "search/index.html?q=no+peek")
        link = page.locator("#search-results > li h2 a").first
        expect(link).to_have_text("Beat Your Neighbor")
        link.click()
        expect(page.locator("h1")).to_contain_text("Beat Your Neighbor")
        assert page.url.startswith(sub_path_url + "games/")
    finally:
        page.close()
