"""The facts a player asks first about a game, as the rules stage derives them
(`rules.facts.derive_facts`, where each figure and its database codes are defined) and the
page, the export and the analysis cache take them.

The figures are numbers with the database's codes kept (98 undefined, 99 by the number of
players, 100+N, 200+N, 300+N): the page says them in words (`render.facts_words`), the
export writes them as they are.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

__all__ = ["FIGURES", "Facts"]

FIGURES = ("cards", "players", "rounds", "max_seen", "wilds")  # the figures, in the fields' order


@dataclass(frozen=True, slots=True)
class Facts:
    """A game's facts: the cards of the final hand, the most players, the betting rounds, the
    most cards one player sees, and the most cards wild at once."""

    cards: int
    players: int
    rounds: int
    max_seen: int
    wilds: int

    def to_json(self) -> dict[str, int]:
        """The facts as JSON data: the export's and the analysis cache's form.

        >>> Facts(7, 7, 5, 7, 0).to_json()
        {'cards': 7, 'players': 7, 'rounds': 5, 'max_seen': 7, 'wilds': 0}
        """
        return {"cards": self.cards, "players": self.players, "rounds": self.rounds,
                "max_seen": self.max_seen, "wilds": self.wilds}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Facts:
        """The facts `to_json` gave; a figure missing or not a whole number is an error.

        >>> Facts.from_json({"cards": 7, "players": 7, "rounds": 5, "max_seen": 7, "wilds": 0})
        Facts(cards=7, players=7, rounds=5, max_seen=7, wilds=0)
        >>> Facts.from_json({"cards": 7, "players": "7"})
        Traceback (most recent call last):
        ...
        ValueError: a game's facts: 'players' is '7', not a whole number; the facts are cards, players, rounds, max_seen, wilds
        """
        values: list[int] = []
        for name in FIGURES:
            value = data.get(name)
            if type(value) is not int:  # bool is an int too, and never a figure
                raise ValueError(f"a game's facts: {name!r} is {value!r}, not a whole number; "
                                 f"the facts are {', '.join(FIGURES)}")
            values.append(value)
        return cls(*values)
