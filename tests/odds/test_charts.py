"""The odds on the site: SVG charts (no fixed colours, strongest first), the comparison rows,
and a built site with the chart on each game page and the "what wins where" page."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from dealerschoice.pipeline import build_site
from dealerschoice.play.odds_cache import game_odds
from dealerschoice.render.charts import OddsCharts, odds_chart, odds_charts, odds_rows
from tests.odds.conftest import STUD_CATALOG

SVG = "{http://www.w3.org/2000/svg}"


@pytest.fixture(scope="module")
def figures(stud):
    return game_odds(stud.by_name("Seven Card Stud"), deals=300, players=7)


def test_chart_is_svg_strongest_first(figures):
    # read back from the cache (JSON) to prove the order survives it
    svg = odds_chart(figures, chart_id="c")
    root = ET.fromstring(svg)
    labels = [t.text.rstrip(" ◆") for t in root.iter(SVG + "text") if not t.text.endswith("%")]
    order = ["Five of a kind", "Straight flush", "Four of a kind", "Full house", "Flush", "Straight",
             "Three of a kind", "Two pair", "Pair", "High card"]
    assert labels == [c for c in order if c in labels] and len(labels) >= 5
    assert root.find(SVG + "title").text.startswith("Winning high hands in Seven Card Stud")
    assert root.get("role") == "img"


def test_chart_has_no_fixed_colours(figures):
    svg = odds_chart(figures)
    assert "currentColor" in svg
    paints = set(re.findall(r'\b(?:fill|stroke|color)="([^"]*)"', svg))
    assert paints <= {"currentColor", "none"}, paints
    assert "style=" not in svg
    assert "<script" not in svg


def test_median_category_is_marked(figures):
    svg = odds_chart(figures)
    bars = re.findall(r'<rect class="([^"]+)"', svg)
    assert bars.count("odds-bar odds-median") == 1
    assert figures.figures.median_winner_category in figures.figures.winning_categories


def test_no_low_side_no_low_chart(figures):
    assert odds_chart(figures, "low") == ""
    charts = odds_charts(figures)
    assert isinstance(charts, OddsCharts) and charts.low == ""
    assert charts.high == odds_chart(figures, "high", f"odds-{figures.game_id}")
    assert f'aria-labelledby="odds-{figures.game_id}-t odds-{figures.game_id}-d"' in charts.high
    assert odds_charts(None) is None  # a game without odds has no charts


def test_rows_strongest_median_first(stud):
    odds = {g.id: game_odds(g, deals=200, players=5) for g in stud.games}
    rows = odds_rows(odds, lambda id: f"games/{id}/index.html")
    names = [r.game for r in rows]
    # wild deuces beat seven cards beat five cards
    assert names == ["Deuces Wild Stud", "Seven Card Stud", "Five Card Stud"]
    assert [r.rank for r in rows] == [1, 2, 3]
    seven = rows[1]
    assert seven.href == f"games/{seven.id}/index.html" and seven.players == 5 and seven.deals == 200
    assert seven.median == odds[seven.id].figures.median_winner
    assert seven.median_key == odds[seven.id].figures.median_winner_key


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    out = tmp_path_factory.mktemp("site") / "site"
    build_site(STUD_CATALOG, out, search=False, jobs=1, cache=False, odds={"deals": 80})
    return out


def test_game_page_shows_chart_and_figures(site):
    html = (site / "games" / "seven-card-stud" / "index.html").read_text(encoding="utf-8")
    section = html[html.index('<section id="odds"'):]
    section = section[:section.index("</section>")]
    assert '<svg class="odds-chart"' in section and "Median winning hand" in section
    assert "From 80 simulated deals" in section
    assert 'href="../../odds/index.html"' in section
    # the command for more deals is for catalog keepers: on the page, outside the players' section
    assert "python build.py odds &#39;Seven Card Stud&#39; --deals" in html  # shell-quoted, then HTML-escaped


def test_what_wins_where_page(site):
    html = (site / "odds" / "index.html").read_text(encoding="utf-8")
    games = re.findall(r'<th scope="row" data-sort="([^"]+)">', html)
    assert games == ["Deuces Wild Stud", "Seven Card Stud", "Five Card Stud"]
    assert "static/odds.js" in html and (site / "static" / "odds.js").is_file()


def test_no_odds_build(tmp_path):
    out = tmp_path / "site"
    build_site(STUD_CATALOG, out, search=False, jobs=1, cache=False, odds=False)
    assert not (out / "odds").exists()
    assert 'id="odds"' not in (out / "games" / "seven-card-stud" / "index.html").read_text(encoding="utf-8")


def test_page_without_poker_hand_winners(seeds):
    """A game won by the highest unmatched hole card has odds but no chart: the page says why."""
    from dealerschoice.render.env import TEMPLATES, make_env
    game = next(g for g in seeds.games if g.name == "Shootout")
    figures = game_odds(game, deals=40, use_cache=False)
    assert not figures.figures.winning_categories
    from tests.analysis_entries import entry
    html = make_env(TEMPLATES).get_template("partials/odds.html").render(
        root="../../", page={"analysis": entry(odds=figures), "odds_charts": odds_charts(figures)})
    assert "no mix of winning hands" in html and "<svg" not in html
