"""Odds figures: wild cards, same seed same figures, the cache, the JSON shape."""

from __future__ import annotations

import dataclasses
import json

import pytest

from dealerschoice.play import odds as odds_module
from dealerschoice.play import odds_cache
from dealerschoice.play.odds import Tally, deal_seed, play_deals, summary
from dealerschoice.play.odds_cache import catalog_odds, game_odds, odds_key
from dealerschoice.play.program import NotRunnable, game_program
from dealerschoice.play.simulate import PlayedHand, simulate
from dealerschoice.rules.grammar import read_game
from dealerschoice.rules.steps import Wild


def without_wild_rules(game):
    """The same game with every rule read as a wild rule left out."""
    wild = {r.number for r in read_game(game) if any(isinstance(s, Wild) for s in r.steps)}
    assert wild, f"{game.name} has no wild rule"
    kept = [r for r in game.rules if r.number not in wild]
    rules = tuple(dataclasses.replace(r, number=i) for i, r in enumerate(kept, 1))
    return dataclasses.replace(game, rules=rules)


def test_five_of_a_kind_needs_the_wild_rule(stud):
    game = stud.by_name("Deuces Wild Stud")
    wild = game_odds(game, deals=600, players=7, use_cache=False).figures
    assert wild.winning_categories.get("five-of-a-kind", 0) > 0
    assert wild.wild_in_winner > 0.5
    plain = game_odds(without_wild_rules(game), deals=600, players=7, use_cache=False).figures
    assert "five-of-a-kind" not in plain.winning_categories
    assert plain.wild_in_winner == 0


def test_wild_pass_game_from_the_seed_catalog(seeds):
    """A seed game with wild ranks: five of a kind shows up, and never once its wild rule goes."""
    game = next(g for g in seeds.games if g.name == "Craw Worm")
    wild = game_odds(game, deals=300, use_cache=False).figures
    assert wild.winning_categories.get("five-of-a-kind", 0) > 0
    plain = game_odds(without_wild_rules(game), deals=300, use_cache=False).figures
    assert "five-of-a-kind" not in plain.winning_categories


def test_same_seed_same_figures_whatever_the_workers(stud):
    games = stud.games
    one = catalog_odds(games, deals=300, seed=5, jobs=1, use_cache=False)
    two = catalog_odds(games, deals=300, seed=5, jobs=2, use_cache=False)
    assert one == two
    other = catalog_odds(games, deals=300, seed=6, jobs=1, use_cache=False)
    assert other != one


def test_a_deal_is_the_play_commands_hand(stud):
    """Deal i of a run is the simulator's hand for deal_seed(seed, i), everyone staying to the
    showdown as the odds define it: its winner agrees."""
    program = game_program(stud.by_name("Seven Card Stud"))
    transcript = simulate(program, 5, deal_seed(2, 7), everyone_stays=True)
    tally = play_deals(program, 5, seed=2, start=7, stop=8)
    described = {s.seat: s.high for s in transcript.showdown}
    winner = described[transcript.winners[0]]
    assert tally.words[("high", next(iter(tally.high_keys)))] == winner


def test_cache_serves_an_unchanged_game(stud, odds_cache, monkeypatch):
    game = stud.by_name("Five Card Stud")
    first = game_odds(game, deals=100, players=4)
    assert list(odds_cache.rglob("*.json"))

    def no_play(*args, **kwargs):
        raise AssertionError("played again")

    monkeypatch.setattr(odds_cache_module(), "play_deals", no_play)
    assert game_odds(game, deals=100, players=4) == first
    renamed = dataclasses.replace(game, name="Renamed Stud")
    again = game_odds(renamed, deals=100, players=4)
    assert again.figures == first.figures and again.game == "Renamed Stud"  # the figures are cached by the steps
    with pytest.raises(AssertionError, match="played again"):
        game_odds(game, deals=101, players=4)


def odds_cache_module():
    return odds_cache


def test_key_follows_steps_table_and_engine(stud, monkeypatch):
    seven = game_program(stud.by_name("Seven Card Stud"))
    five = game_program(stud.by_name("Five Card Stud"))
    key = odds_key(seven, 7, 100, 1)
    assert key == odds_key(seven, 7, 100, 1)
    assert len({key, odds_key(five, 7, 100, 1), odds_key(seven, 6, 100, 1), odds_key(seven, 7, 200, 1),
                odds_key(seven, 7, 100, 2)}) == 5
    monkeypatch.setattr(odds_cache, "_version", "another engine")
    assert odds_key(seven, 7, 100, 1) != key


def test_json_shape(stud):
    from dealerschoice.records.odds import Odds
    odds = game_odds(stud.by_name("Seven Card Stud"), deals=200, players=6)
    figures = odds.to_json()  # `odds --json`: the labels, then the figures
    assert list(figures)[:5] == ["game", "game_id", "players", "seed", "deals"]
    for name in ("winning_categories", "median_winner", "split_pots", "wild_in_winner", "forced_folds", "margin"):
        assert name in figures
    assert figures["game"] == "Seven Card Stud" and figures["players"] == 6 and figures["deals"] == 200
    assert set(figures["winning_categories"]) == set(figures["winning_categories_se"])
    for name in ("split_pots", "wild_in_winner", "forced_folds"):
        assert 0 <= figures[name] <= 1 and figures[name + "_se"] >= 0
    assert figures["median_winner"] and figures["median_winner_key"] == list(odds.figures.median_winner_key)
    assert Odds.from_json(json.loads(json.dumps(figures))) == odds  # through JSON text and back


def test_forced_folds_are_counted(seeds):
    """A must-fold game forces players out; a plain stud game never does."""
    game = next(g for g in seeds.games if "must-fold" in g.tags and game_runs(g))
    figures = game_odds(game, deals=200, use_cache=False).figures
    assert figures.forced_folds > 0 and figures.forced_out_per_deal > 0


def game_runs(game) -> bool:
    try:
        game_program(game)
        return True
    except NotRunnable:
        return False


def test_high_low_game_has_a_low_side(seeds):
    game = next(g for g in seeds.games if "high-low" in g.tags and game_runs(g))
    figures = game_odds(game, deals=200, use_cache=False).figures
    assert figures.low_categories, game.name
    assert abs(sum(figures.low_categories.values()) - 1) < 1e-3


def test_median_is_the_middle_hand():
    tally = Tally()
    for key, count in (((1, 5), 3), ((2, 9), 1), ((6, 3), 3)):
        tally.high_keys[key] = count
        tally.words[("high", key)] = str(key)
    tally.showdowns = 7
    assert summary(tally).median_winner == "(2, 9)" and summary(tally).median_winner_key == (2, 9)
    tally.high_keys[(6, 3)] = 10
    assert summary(tally).median_winner == "(6, 3)"


def test_standard_error():
    tally = Tally(deals=100, split=25)
    figures = summary(tally)
    assert figures.split_pots == 0.25 and figures.split_pots_se == pytest.approx(0.0433, abs=1e-4)
    assert odds_module.DEFAULT_DEALS == 2000


def test_low_side_listed_weakest_first(seeds):
    """Like the high side: the figures list the weakest low first, the wheel last."""
    game = next(g for g in seeds.games if g.name == "Rich's Taste of the Unpleasant")
    lows = list(game_odds(game, deals=200, use_cache=False).figures.low_categories)
    tops = [odds_module.LOW_ORDER.index(c) for c in lows]
    assert tops == sorted(tops) and lows[-1] in ("five-low", "six-low")


def test_leaving_out_bets_changes_no_figure(seeds, monkeypatch):
    """Where OddsHand skips the betting rounds, the figures are those of the full simulator."""
    from dealerschoice.play.odds import OddsHand, bets_matter
    from dealerschoice.play.odds_cache import runnable
    skipped = 0
    for game, program in runnable(seeds.games):
        if bets_matter(program):
            continue
        skipped += 1
        fast = summary(play_deals(program, 5, seed=9, stop=12))
        with monkeypatch.context() as patch:
            patch.setattr(OddsHand, "play", lambda self, step, at: PlayedHand.play(self, step, at))
            full = summary(play_deals(program, 5, seed=9, stop=12))
        assert fast == full, game.name
    assert skipped >= 20
    guts = next(p for g, p in runnable(seeds.games) if "guts" in g.tags)
    assert bets_matter(guts) or OddsHand(guts, 4, 1).scoring_only
