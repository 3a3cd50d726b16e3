"""The game page's analysis and odds sections read the typed results (`records.analysis`,
`records.odds`) by attribute: rendered with Jinja's StrictUndefined, a field the templates name
that the records do not have is an error, not a blank on the page."""

from __future__ import annotations

import pytest
from jinja2 import StrictUndefined

from dealerschoice.analyse import analyse_game
from dealerschoice.play.odds_cache import game_odds
from dealerschoice.render.charts import odds_charts
from dealerschoice.render.env import TEMPLATES, make_env


@pytest.fixture(scope="module")
def strict_env():
    env = make_env(TEMPLATES)
    env.undefined = StrictUndefined
    return env


def render(env, result, part: str) -> str:
    page = {"analysis": result, "odds_charts": odds_charts(result.odds)}
    text = env.get_template("partials/game-analysis.html").render(root="../../", page=page, part=part)
    if result.odds is not None:
        text += env.get_template("partials/odds.html").render(root="../../", page=page, part=part)
    return text


def test_a_high_low_games_sections_name_only_fields_the_results_have(seeds, strict_env):
    from dataclasses import replace

    game = next(g for g in seeds.games if "high-low" in g.tags and analyse_game(g).runnable)
    odds = game_odds(game, deals=60, players=4, use_cache=False)
    result = replace(analyse_game(game), odds=odds)
    players, keepers = render(strict_env, result, "players"), render(strict_env, result, "keepers")
    assert odds.figures.low_categories  # both charts drawn
    assert players.count('<svg class="odds-chart"') == 2 and "From 60 simulated deals with 4 players" in players
    assert f"Deal 1: seed {result.deals[0].seed}, {result.deals[0].players} players." in keepers
    assert f"--deals 20000 --players 4 --seed {odds.seed}" in keepers
    read = result.steps
    assert f"({read.executable} rules played" in keepers


def test_a_game_that_cannot_run_says_where_it_stops(strict_env):
    from dealerschoice.records.analysis import Stop
    from tests.analysis_entries import entry

    result = entry(stop=Stop(2, "Rule two.", "no simulator plays it"))
    html = render(strict_env, result, "players")
    assert 'This game cannot be simulated: <a href="#rule-2">rule 2</a> stops it. No simulator plays it.' in html
