"""Analysis results (`records.analysis`, `records.deals`, `records.odds`) made in a test: only the
fields the test is about are given, the rest are those of a game that was read but not run."""

from __future__ import annotations

from typing import Any

from dealerschoice.records.analysis import NO_STEPS, Analysis, GameAnalysis
from dealerschoice.records.deals import DealEvent, EventKind, ExampleDeal
from dealerschoice.records.odds import Odds, OddsFigures
from dealerschoice.records.summary import Summary

__all__ = ["NO_STEPS", "analysis", "deal", "entry", "figures", "odds"]


def entry(**fields: Any) -> GameAnalysis:
    """`entry(odds=...)`: a GameAnalysis with these fields, not runnable otherwise."""
    base: dict[str, Any] = {"runnable": False, "stop": None, "error": None, "facts": None, "steps": NO_STEPS,
                            "deals": [], "summary": Summary()}
    return GameAnalysis(**{**base, **fields})


def analysis(games: dict[int, GameAnalysis], **fields: Any) -> Analysis:
    """The results of these games (`runnable` counted), with `odds` etc. as given."""
    return Analysis(games, sum(1 for g in games.values() if g.runnable), **fields)


def deal(seed: int = 1, players: int = 2, text: str = "P1 wins.") -> ExampleDeal:
    """A two-event deal: the ante and a showdown won by P1."""
    return ExampleDeal(seed, players, f"python build.py play X --seed {seed}",
                       (DealEvent(None, EventKind.ANTE, "Everyone antes 1."), DealEvent(2, EventKind.SHOWDOWN, text)),
                       ((1, players - 1), *((seat, -1) for seat in range(2, players + 1))), carried=0,
                       pot_total=players)


def figures(**fields: Any) -> OddsFigures:
    """Figures of 100 deals, each a showdown won by a pair, unless given."""
    base: dict[str, Any] = {
        "deals": 100, "errors": 0, "unplayed": 0, "showdowns": 100, "low_showdowns": 0,
        "winning_categories": {"pair": 1.0}, "winning_categories_se": {"pair": 0.0}, "low_categories": {},
        "low_categories_se": {}, "median_winner": "Pair of twos", "median_winner_key": (1, 2),
        "median_winner_category": "pair", "median_low_winner": None, "median_low_category": None,
        "split_pots": 0.0, "split_pots_se": 0.0, "wild_in_winner": 0.0, "wild_in_winner_se": 0.0,
        "forced_folds": 0.0, "forced_folds_se": 0.0, "forced_out_per_deal": 0.0, "no_showdown": 0.0,
        "margin": 0.0, "margin_words": "within half a point"}
    return OddsFigures(**{**base, **fields})


def odds(game: str = "G", game_id: int = 1, players: int = 4, seed: int = 1, **fields: Any) -> Odds:
    """A game's odds: `figures(**fields)`, labelled."""
    return Odds(game, game_id, players, seed, figures(**fields))
