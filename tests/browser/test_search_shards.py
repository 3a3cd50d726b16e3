"""A catalog indexed in several Pagefind shards searches as one index in the browser: the
search page merges the shards listed in pagefind/shards.json, results and tag counts both."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from playwright.sync_api import expect

from dealerschoice.render.search import shard_of
from tests.browser.conftest import CATALOG, _serve

SHARD_GAMES = 20  # the 82 seed games in 5 shards


@pytest.fixture(scope="module")
def sharded_site(tmp_path_factory):
    from dealerschoice.pipeline import build_site

    out = tmp_path_factory.mktemp("sharded") / "site"
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("DEALERSCHOICE_CACHE", str(tmp_path_factory.mktemp("cache")))
        build_site(CATALOG, out, search={"shard_games": SHARD_GAMES}, analyse_options=False, odds=False)
    return out


@pytest.fixture(scope="module")
def sharded_url(sharded_site):
    server = _serve(sharded_site)
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()


@pytest.fixture
def sharded_page(browser):
    page = browser.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield page
    page.close()
    assert not errors, f"JavaScript errors: {errors}"


def test_the_games_are_split_over_the_listed_shards(sharded_site, resolved):
    listed = json.loads((sharded_site / "pagefind" / "shards.json").read_text())["merge"]
    assert listed == ["shard-1/", "shard-2/", "shard-3/", "shard-4/"]
    counts = [json.loads((sharded_site / "pagefind" / folder / "pagefind-entry.json").read_text())
              ["languages"]["en"]["page_count"] for folder in ["", *listed]]
    assert sum(counts) == len(resolved.catalog.games) and min(counts) > 0


def test_the_alias_search_finds_its_game_across_shards(sharded_page, sharded_url, resolved):
    sharded_page.goto(sharded_url + "search/index.html?q=no+peek")
    first = sharded_page.locator("#search-results > li").first
    expect(first.locator("h2 a")).to_have_text(resolved.game(100).name)
    expect(first.locator(".game-id")).to_have_text("#100")


def test_tag_counts_and_filtered_results_cover_every_shard(sharded_page, sharded_url, resolved):
    games = resolved.catalog.games
    tags = Counter(tag for game in games for tag in game.tags)
    sharded_page.goto(sharded_url + "search/index.html")
    expect(sharded_page.locator("#search-app")).to_have_attribute("data-ready", "true")
    shown = {box.get_attribute("value"): box for box in sharded_page.locator("#search-tags input").all()}
    assert set(shown) == set(tags)
    labels = {label.locator("input").get_attribute("value"): label.text_content()
              for label in sharded_page.locator("#search-tags label").all()}
    for tag, count in tags.items():
        assert labels[tag].strip().endswith(f"({count})"), (tag, labels[tag])
    tag, count = max(sorted(tags.items()), key=lambda kv: kv[1])
    sharded_page.goto(sharded_url + f"search/index.html?q=the&tag={tag}")
    links = sharded_page.locator("#search-results > li h2 a")
    expect(links.first).to_be_visible()
    names = set(links.all_inner_texts())
    assert names and names <= {g.name for g in games if tag in g.tags}
    folders = {href.rstrip("/").split("/")[-2] for href in
               (links.nth(i).get_attribute("href") for i in range(links.count()))}
    assert len({shard_of(folder, 5) for folder in folders}) > 1  # found in more than one shard
