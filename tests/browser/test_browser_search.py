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


def _first_result(page, base_url, query):
    page.goto(base_url + "search/index.html?q=" + query.replace(" ", "+"))
    first = page.locator("#search-results > li").first
    expect(first).to_be_visible()
    return first


def test_an_exact_name_comes_first_before_names_containing_it(page, base_url, resolved):
    containing = [g.name for g in resolved.catalog.games if "anaconda" in g.name.lower()]
    assert len(containing) > 5  # Anaconda II, Nasty Anaconda...: Pagefind alone ranked Anaconda 8th
    first = _first_result(page, base_url, "anaconda")
    expect(first.locator("h2 a")).to_have_text("Anaconda")
    expect(first.locator(".game-id")).to_have_text("#10")


def test_an_exact_alias_beats_a_near_one(page, base_url, resolved):
    assert "Pass the Trash" in resolved.game(10).aliases and "Pass the Trash III" in resolved.game(389).aliases
    first = _first_result(page, base_url, "pass the trash")
    expect(first.locator(".game-id")).to_have_text("#10")
    second = page.locator("#search-results > li").nth(1)
    expect(second.locator(".game-id")).to_have_text("#389")


def test_a_misspelt_alias_is_found_by_the_right_spelling(page, base_url, resolved):
    assert "Screw Your Neigbor" in resolved.game(10).aliases  # the catalog's spelling
    first = _first_result(page, base_url, "screw your neighbor")
    expect(first.locator(".game-id")).to_have_text("#10")


def test_the_query_is_normalised_like_names(page, base_url):
    # case, punctuation, apostrophes and roman numerals: "anaconda-2" is Anaconda II
    first = _first_result(page, base_url, "ANACONDA-2")
    expect(first.locator("h2 a")).to_have_text("Anaconda II")


def test_results_show_the_summary_and_rule_sentences_not_labels(page, base_url):
    _first_result(page, base_url, "wild")
    excerpts = page.locator("#search-results > li .excerpt").all_inner_texts()
    assert excerpts
    for text in excerpts:
        assert "Also known as" not in text and "Rules" not in text.split() and not re.match(r"^\d+\.", text), text
    assert page.locator("#search-results > li .summary").count() > 0


def test_show_more_only_when_there_is_more(page, base_url):
    _first_result(page, base_url, "anaconda")
    assert page.locator("#search-results > li").count() < 30
    expect(page.locator("#search-more")).to_be_hidden()
    page.goto(base_url + "search/index.html?q=zzzzqqq")
    expect(page.locator("#search-status")).to_contain_text("No game matches")
    expect(page.locator("#search-more")).to_be_hidden()
    page.goto(base_url + "search/index.html?q=deal")
    expect(page.locator("#search-results > li").first).to_be_visible()
    expect(page.locator("#search-more")).to_be_visible()  # "deal" is in nearly every game: more than 30
    page.click("#search-more")
    expect(page.locator("#search-results > li").nth(30)).to_be_visible()


def test_a_game_described_only_in_a_write_up_is_found_and_opens(page, base_url):
    first = _first_result(page, base_url, "follow the queen")
    link = first.locator("h2 a")
    expect(link).to_have_text("Follow The Queen")
    expect(first.locator(".summary")).to_have_text("described in write-ups/mikes-7-stud-variants.txt")
    link.click()
    expect(page.locator("h1")).to_have_text("Follow The Queen")
    expect(page.locator(".source-mark")).to_contain_text("Described in write-ups/mikes-7-stud-variants.txt")
