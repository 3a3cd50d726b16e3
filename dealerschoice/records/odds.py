"""What wins in a game, by simulation: the figures of many seeded deals (`play.odds.summary`)
and, labelled with the game and the run, one game's odds (`play.odds_cache`).

Every fraction is rounded to 4 places and comes with its standard error (`..._se`). The mixes
of winning categories keep the strength order, weakest first. `to_json` / `from_json` are the
odds cache's form and `odds --json`'s output, field for field.

A category is the evaluator's word for it (`cards.Hand.category`: "full-house", "badugi",
"seven-low"...), kept as text: the set is not closed, as a game may name hands of its own
("Big Cat", `cards.named_hands`) and a low is named by its top card.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

JSON = dict[str, Any]


@dataclass(frozen=True, slots=True)
class OddsFigures:
    """The figures of a tally of deals. `showdowns` / `low_showdowns`: showdowns with a winning
    high (low) hand, what the category mixes are shares of; `median_winner` the median winning
    hand in words (lower median, by strength), `median_winner_key` its comparable key;
    `wild_in_winner` per showdown with a winner; `split_pots`, `forced_folds` (someone forced
    out by a rule) and `no_showdown` per deal; `margin` the largest standard error shown, and
    `margin_words` it for a player ("within about a point")."""

    deals: int
    errors: int              # deals the simulator could not finish
    unplayed: int            # deals the table could not follow (the deck ran out...)
    showdowns: int
    low_showdowns: int
    winning_categories: Mapping[str, float]
    winning_categories_se: Mapping[str, float]
    low_categories: Mapping[str, float]
    low_categories_se: Mapping[str, float]
    median_winner: str | None
    median_winner_key: tuple[int, ...] | None
    median_winner_category: str | None
    median_low_winner: str | None
    median_low_category: str | None
    split_pots: float
    split_pots_se: float
    wild_in_winner: float
    wild_in_winner_se: float
    forced_folds: float
    forced_folds_se: float
    forced_out_per_deal: float
    no_showdown: float
    margin: float
    margin_words: str

    def to_json(self) -> JSON:
        return {
            "deals": self.deals, "errors": self.errors, "unplayed": self.unplayed, "showdowns": self.showdowns,
            "low_showdowns": self.low_showdowns,
            "winning_categories": dict(self.winning_categories),
            "winning_categories_se": dict(self.winning_categories_se),
            "low_categories": dict(self.low_categories), "low_categories_se": dict(self.low_categories_se),
            "median_winner": self.median_winner,
            "median_winner_key": list(self.median_winner_key) if self.median_winner_key is not None else None,
            "median_winner_category": self.median_winner_category,
            "median_low_winner": self.median_low_winner, "median_low_category": self.median_low_category,
            "split_pots": self.split_pots, "split_pots_se": self.split_pots_se,
            "wild_in_winner": self.wild_in_winner, "wild_in_winner_se": self.wild_in_winner_se,
            "forced_folds": self.forced_folds, "forced_folds_se": self.forced_folds_se,
            "forced_out_per_deal": self.forced_out_per_deal, "no_showdown": self.no_showdown,
            "margin": self.margin, "margin_words": self.margin_words,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> OddsFigures:
        """The figures `to_json` gave; a missing field is a KeyError (an old cache entry)."""
        key = data["median_winner_key"]
        return cls(
            deals=data["deals"], errors=data["errors"], unplayed=data["unplayed"], showdowns=data["showdowns"],
            low_showdowns=data["low_showdowns"],
            winning_categories=dict(data["winning_categories"]),
            winning_categories_se=dict(data["winning_categories_se"]),
            low_categories=dict(data["low_categories"]), low_categories_se=dict(data["low_categories_se"]),
            median_winner=data["median_winner"], median_winner_key=tuple(key) if key is not None else None,
            median_winner_category=data["median_winner_category"],
            median_low_winner=data["median_low_winner"], median_low_category=data["median_low_category"],
            split_pots=data["split_pots"], split_pots_se=data["split_pots_se"],
            wild_in_winner=data["wild_in_winner"], wild_in_winner_se=data["wild_in_winner_se"],
            forced_folds=data["forced_folds"], forced_folds_se=data["forced_folds_se"],
            forced_out_per_deal=data["forced_out_per_deal"], no_showdown=data["no_showdown"],
            margin=data["margin"], margin_words=data["margin_words"],
        )


@dataclass(frozen=True, slots=True)
class Odds:
    """One game's odds: its name and id, the table size and seed of the run, and the figures
    (cached by the game's steps, so they carry no name)."""

    game: str
    game_id: int
    players: int
    seed: int
    figures: OddsFigures

    def to_json(self) -> JSON:
        """The labels, then the figures, in one object (`odds --json`)."""
        return {"game": self.game, "game_id": self.game_id, "players": self.players, "seed": self.seed,
                **self.figures.to_json()}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Odds:
        return cls(data["game"], data["game_id"], data["players"], data["seed"], OddsFigures.from_json(data))
