"""Deals where they count: a build plays each game until every shown figure is within a
point, and the page says so in words."""

from __future__ import annotations

import pytest

from dealerschoice.play import odds
from dealerschoice.play.odds import Tally, margin, margin_words, play_deals, play_until, summary
from dealerschoice.play.odds_cache import catalog_odds, odds_key, runnable, task_cost


def test_margin_is_the_largest_shown_error():
    tally = Tally(deals=400, showdowns=400, decided=400, split=40, wild=0)
    tally.high.update({"pair": 200, "flush": 200})
    assert margin(tally) == pytest.approx(0.025)  # a 50% category of 400 showdowns
    assert margin(Tally()) == 1.0
    figures = summary(tally)
    assert figures.margin == 0.025 and figures.margin_words == "within about 3 points"


def test_stops_at_least_when_already_within_target(stud):
    from dealerschoice.play.program import game_program
    program = game_program(stud.by_name("Seven Card Stud"))
    tally = play_until(program, 7, seed=1, least=300, most=2000, target=0.2)
    assert tally.deals == 300
    assert summary(tally) == summary(play_deals(program, 7, 1, 0, 300))


def test_plays_on_in_steps_until_within_target(stud, monkeypatch):
    from dealerschoice.play.program import game_program
    monkeypatch.setattr(odds, "STEP_DEALS", 100)
    program = game_program(stud.by_name("Seven Card Stud"))
    tally = play_until(program, 7, seed=1, least=200, most=5000, target=0.02)
    assert tally.deals % 100 == 0 and 200 < tally.deals < 5000
    assert margin(tally) < 0.02
    shorter = play_deals(program, 7, 1, 0, tally.deals - 100)
    assert margin(shorter) >= 0.02  # the step before was not yet within the target
    capped = play_until(program, 7, seed=1, least=200, most=300, target=0.001)
    assert capped.deals == 300


@pytest.mark.parametrize("jobs", [1, 2])
def test_until_within_a_point_in_rounds_stops_where_play_until_does(stud, monkeypatch, jobs):
    """The rounds of chunks (first every game's least deals, then steps for the games not yet
    within the target) stop each game where `play_until` stops it, on any number of workers."""
    monkeypatch.setattr(odds, "LEAST_DEALS", 400)
    monkeypatch.setattr(odds, "STEP_DEALS", 100)
    monkeypatch.setattr(odds, "MOST_DEALS", 800)
    monkeypatch.setattr(odds, "TARGET_SE", 0.02)
    found = catalog_odds(stud.games, deals=None, players=5, jobs=jobs, use_cache=False)
    expected = {g.id: summary(play_until(p, 5, 1, least=400, most=800, target=0.02)) for g, p in runnable(stud.games)}
    assert {id: o.figures for id, o in found.items()} == expected
    assert sorted(o.figures.deals for o in found.values()) == [500, 600, 600]  # none within 2 points at 400: one or two steps more
    assert all(o.figures.margin < 0.02 for o in found.values())


def test_a_site_build_plays_until_within_a_point_when_asked(stud, monkeypatch):
    """`add_odds(until_margin=True)` (`build --deals auto`) plays each game until within a
    point; without a deal count the build plays as many as the catalog's size allows."""
    from dealerschoice.play.odds_cache import add_odds
    monkeypatch.setattr(odds, "LEAST_DEALS", 300)
    monkeypatch.setattr(odds, "MOST_DEALS", 300)  # so the test stays quick: the least is the most
    from tests.analysis_entries import entry
    entries = {g.id: entry(runnable=True) for g, _ in runnable(stud.games)}
    from tests.analysis_entries import analysis
    found = add_odds(stud.games, analysis(entries), players=4, jobs=1, use_cache=False, until_margin=True)
    assert sorted(o.figures.deals for o in found.odds.values()) == [300, 300, 300]
    assert all(found.games[id].odds is o for id, o in found.odds.items())
    assert all(entries[id].odds is None for id in entries)  # the entries handed in are left as they were
    monkeypatch.setattr(odds, "BUILD_TIERS", ((160, 40),))
    sized = add_odds(stud.games, analysis(entries), players=4, jobs=1, use_cache=False)
    assert sorted(o.figures.deals for o in sized.odds.values()) == [40, 40, 40]


def test_adaptive_runs_have_their_own_cache_key(stud):
    from dealerschoice.play.program import game_program
    program = game_program(stud.by_name("Seven Card Stud"))
    assert odds_key(program, 7, None, 1) != odds_key(program, 7, 2000, 1)
    assert odds_key(program, 7, None, 1) == odds_key(program, 7, None, 1)


def test_simulated_games_cost_more_than_planned(stud, seeds):
    from dealerschoice.play.odds_cache import runnable
    planned = next(p for g, p in runnable(stud.games) if g.name == "Seven Card Stud")
    from dealerschoice.play.fast import plan_for
    # a game the fast path does not plan (which games it plans grows: name none, ask it)
    simulated = next(p for g, p in runnable(seeds.games) if plan_for(p, 7) is None)
    assert task_cost(simulated, 7) == 7.0 and task_cost(planned, 7) == pytest.approx(7 / 25)


def test_page_says_the_margin_in_words(stud):
    from dealerschoice.play.odds_cache import game_odds
    from dealerschoice.render.charts import odds_charts
    from dealerschoice.render.env import TEMPLATES, make_env
    game = stud.by_name("Seven Card Stud")
    figures = game_odds(game, deals=2500, players=7, use_cache=False)
    from tests.analysis_entries import entry
    page = {"analysis": entry(odds=figures), "odds_charts": odds_charts(figures)}
    html = make_env(TEMPLATES).get_template("partials/odds.html").render(root="../../", page=page)
    assert "From 2,500 simulated deals with 7 players" in html
    assert "Each share below is within about a point of the true odds" in html
    assert "Each share is within about a point of the true odds: one standard error." in html


def test_figures_cached_in_another_form_are_played_again(stud, tmp_path, monkeypatch):
    """An odds cache entry the figures' type cannot read (cached before the margins were, or
    cut short) is a miss, never a page with figures missing."""
    import json

    from dealerschoice.play import odds_cache
    from dealerschoice.play.program import game_program
    monkeypatch.setenv("DEALERSCHOICE_CACHE", str(tmp_path))
    game = stud.by_name("Five Card Stud")
    first = odds_cache.game_odds(game, deals=60, players=4)
    key = odds_key(game_program(game), 4, 60, 1)
    assert odds_cache.load_cached(key) == first.figures  # read back equal, the strength order kept
    path = odds_cache.cache_dir() / key[:2] / f"{key}.json"
    older = {k: v for k, v in json.loads(path.read_text(encoding="utf-8")).items() if not k.startswith("margin")}
    path.write_text(json.dumps(older), encoding="utf-8")
    assert odds_cache.load_cached(key) is None
    assert odds_cache.game_odds(game, deals=60, players=4) == first  # played again, the same deals


@pytest.mark.parametrize("se, words", [(0.0, "within half a point"), (0.0124, "within about a point"),
                                       (0.0149, "within about a point and a half"), (0.02, "within about 2 points"),
                                       (0.065, "within about 7 points")])
def test_margin_words(se, words):
    assert margin_words(se) == words
