"""Each game's one-line summary (`rules.summary`) on the lists: home groups, tag pages, the
filter, family pages and the print picker and cards."""

import json
import re

import pytest

from dealerschoice.analyse import analyse_game
from dealerschoice.load.catalog import load_catalog
from dealerschoice.records.summary import Summary
from dealerschoice.render.env import TEMPLATES, make_env
from dealerschoice.render.filter import filter_data
from dealerschoice.render.listings import (
    PRIMARY_TAGS,
    FamilyPage,
    a_to_z,
    deck_cards,
    family_links,
    family_rows,
    kind_groups,
    summaries_of,
    tag_counts,
    tag_pages,
)
from dealerschoice.render.pages import SiteContext
from dealerschoice.render.paths import Paths
from dealerschoice.resolve import resolve
from dealerschoice.rules.facts import derive_facts
from dealerschoice.rules.grammar import read_game
from dealerschoice.rules.summary import summarise
from tests.render.conftest import CATALOG

ANACONDA = "passing · 7 down · high-low declare · 2–7 players"
MIDNIGHT_BASEBALL = "no-peek · 7 down, 1 to the table · high · threes and nines wild · 2–6 players"


@pytest.fixture(scope="module")
def resolved():
    return resolve(load_catalog(CATALOG))


@pytest.fixture(scope="module")
def summaries(resolved):
    """The summaries as the analysis hands them to the site (`analyse_game(...).summary`)."""
    from tests.analysis_entries import entry

    games = {}
    for game in resolved.games:
        read = read_game(game)
        games[game.id] = entry(summary=summarise(read, derive_facts(read)))
    return summaries_of(games)


@pytest.fixture(scope="module")
def env():
    return make_env(TEMPLATES)


def render(env, template: str, resolved, root: str = "../../", **context) -> str:
    site = SiteContext("Dealer's Choice", len(resolved.games), has_filter=True)
    return env.get_template(template).render(root=root, site=site, section="", **context)


def test_the_analysis_carries_each_games_summary(resolved):
    data = analyse_game(resolved.game(10))
    assert data.summary == Summary("passing", "7 down", "high-low declare", None, "2–7 players")
    assert data.summary.line == ANACONDA
    assert summaries_of({10: data}) == {10: data.summary}


def test_home_groups_games_by_primary_tag_with_summaries(env, resolved, summaries):
    paths = Paths(resolved.games, resolved.stubs)
    groups = kind_groups(list(resolved.games), paths, summaries)
    # the seed catalog's primary tags are guts, pass and flip; each game files under one of them
    assert [g.tag.name for g in groups] == ["guts", "pass", "flip"]
    assert sum(len(g.games) for g in groups) == len(resolved.games)
    assert {g.tag.name for g in groups} <= set(PRIMARY_TAGS)
    anaconda = next(link for g in groups for link in g.games if link.id == 10)
    assert anaconda.summary == ANACONDA and anaconda in next(g for g in groups if g.tag.name == "pass").games
    html = render(env, "home.html", resolved, root="", intro=None, groups=groups,
                  letters=a_to_z(list(resolved.games), paths, summaries), tags=tag_counts(list(resolved.games)),
                  families=family_links(resolved.lineage, paths))
    assert '<h3 id="kind-pass"><a href="tags/pass/index.html">pass</a></h3>' in html
    assert (f'<li><a href="games/anaconda/index.html">Anaconda</a><span class="also game-summary">{ANACONDA}</span>'
            in html)
    assert html.count("game-summary") == len(resolved.games)  # once each: the A–Z lists names only


def test_home_without_groups_shows_summaries_in_the_a_to_z(env, resolved, summaries):
    paths = Paths(resolved.games, resolved.stubs)
    html = render(env, "home.html", resolved, root="", intro=None,
                  letters=a_to_z(list(resolved.games), paths, summaries), tags=tag_counts(list(resolved.games)),
                  families=family_links(resolved.lineage, paths))
    assert "Games by kind" not in html
    assert f'<span class="count">#561</span><span class="also game-summary">{MIDNIGHT_BASEBALL}</span>' in html


def test_tag_pages_show_each_games_summary(env, resolved, summaries):
    paths = Paths(resolved.games, resolved.stubs)
    pages = {p.tag.name: p for p in tag_pages(list(resolved.games), paths, {}, summaries)}
    wilds = pages["wilds"]
    assert {g.id: g.summary for g, _ in wilds.games}[561] == MIDNIGHT_BASEBALL
    html = render(env, "tag.html", resolved, page=wilds)
    assert f'<span class="count">#561</span><span class="also game-summary">{MIDNIGHT_BASEBALL}</span>' in html
    assert html.count("game-summary") == wilds.tag.count


def test_the_filter_data_and_page_carry_summaries(env, resolved, summaries):
    data = filter_data(resolved, summaries)
    by_id = {g["id"]: g for g in data["games"]}
    assert by_id[10]["summary"] == ANACONDA
    html = render(env, "filter.html", resolved, root="../", filter_data=data)
    assert f'<span class="game-id">#10</span><span class="game-summary">{ANACONDA}</span>' in html
    embedded = json.loads(re.search(r'<script type="application/json" id="filter-data">(.*?)</script>', html,
                                    re.DOTALL).group(1))
    assert {g["id"]: g["summary"] for g in embedded["games"]}[561] == MIDNIGHT_BASEBALL
    assert all(g["summary"] == "" for g in filter_data(resolved)["games"])  # none handed in: none shown


def test_family_pages_show_summaries_in_the_list(env, resolved, summaries):
    paths = Paths(resolved.games, resolved.stubs)
    root, link = next((r, l) for r, l in family_links(resolved.lineage, paths) if r.name == "Root Game")
    tree = family_rows(resolved.lineage, root.id, paths, summaries)
    page = FamilyPage(root, link, tree, None)
    html = render(env, "family.html", resolved, page=page)
    assert (f'<a href="../../games/anaconda/index.html">Anaconda</a><span class="also game-summary">{ANACONDA}</span>'
            in html)


def test_print_picker_and_cards_give_players_and_wilds(env, resolved, summaries):
    paths = Paths(resolved.games, resolved.stubs)
    letters = a_to_z(list(resolved.games), paths, summaries)
    chunk_of = {g.id: 0 for g in resolved.games}
    html = render(env, "print.html", resolved, root="../", letters=letters, tags=tag_counts(list(resolved.games)),
                  chunk_of=chunk_of, tags_of={g.id: " ".join(g.tags) for g in resolved.games})
    assert f'<span class="count">#561</span><span class="also game-summary">{MIDNIGHT_BASEBALL}</span>' in html
    card = next(c for c in deck_cards(list(resolved.games), resolved.lineage, summaries) if c.id == 561)
    assert (card.summary, card.players, card.wilds) == (MIDNIGHT_BASEBALL, "2–6 players", "threes and nines wild")
    plain = next(c for c in deck_cards(list(resolved.games), resolved.lineage) if c.id == 561)
    assert (plain.summary, plain.players, plain.wilds) == ("", "", "")


def test_no_list_shows_a_database_code_in_parentheses(resolved, summaries):
    lines = [s.line for s in summaries.values()]
    assert len(lines) == len(resolved.games)
    assert [line for line in lines if re.search(r"\(\d+\)|\b(9[89]|[1-9]\d{2,})\b", line)] == []
