"""A game in one line, as the rules stage says it (`rules.summary.summarise`, where each part
is made) and the pages, the lists and the analysis cache take it: "7-card stud · 2 down, 4 up,
1 down · high-low declare · threes and nines wild · 2–7 players".

The parts are words, not a closed vocabulary: each is put together from the steps ("7-card
stud", "2 down, 4 up, 1 down", "high, shared with the low hand"), so each stays text; a part
the steps do not say is None.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

__all__ = ["PARTS", "SEPARATOR", "Summary"]

SEPARATOR = " · "
# The parts, in the order the line says them (and `render.change_words` compares them).
PARTS = ("kind", "deal", "showdown", "wilds", "players")


@dataclass(frozen=True, slots=True)
class Summary:
    """The parts of a game's one-line summary; None where the steps do not say.

    kind: the kind, with the cards dealt to each player where it counts them ("7-card stud").
    deal: how the cards come ("2 down, 4 up, 1 down", "2 down, 5 common").
    showdown: who wins ("high", "low", "high-low", "high-low declare").
    wilds: the wild cards in words ("threes and nines wild").
    players: the player range ("2–7 players").
    complete: every rule of the game was read.
    """

    kind: str | None = None
    deal: str | None = None
    showdown: str | None = None
    wilds: str | None = None
    players: str | None = None
    complete: bool = True

    @property
    def parts(self) -> tuple[str, ...]:
        return tuple(p for p in (self.kind, self.deal, self.showdown, self.wilds, self.players) if p)

    @property
    def line(self) -> str:
        """The summary as one line; "" when the steps say nothing.

        >>> Summary("5-card draw", "5 down", "high", None, "2–5 players").line
        '5-card draw · 5 down · high · 2–5 players'
        """
        return SEPARATOR.join(self.parts)

    def part(self, name: str) -> str | None:
        """The part called `name` (one of `PARTS`), for code that walks them in order.

        >>> Summary("flip", showdown="low").part("showdown"), Summary().part("deal")
        ('low', None)
        >>> Summary().part("line")
        Traceback (most recent call last):
        ...
        ValueError: a summary has no part 'line'; its parts are kind, deal, showdown, wilds, players
        """
        if name not in PARTS:
            raise ValueError(f"a summary has no part {name!r}; its parts are {', '.join(PARTS)}")
        value: str | None = getattr(self, name)
        return value

    def to_json(self) -> dict[str, Any]:
        """The parts, whether the game was read in full, and the line (for readers of the JSON).

        >>> Summary(kind="flip", complete=False).to_json()["line"]
        'flip'
        """
        return {"kind": self.kind, "deal": self.deal, "showdown": self.showdown, "wilds": self.wilds,
                "players": self.players, "complete": self.complete, "line": self.line}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Summary:
        """The summary `to_json` gave ("line" is made from the parts, so it is not read back); a
        part that is not text or None is an error.

        >>> s = Summary("7-card stud", "2 down, 4 up, 1 down", "high", None, "2–7 players")
        >>> Summary.from_json(s.to_json()) == s
        True
        >>> Summary.from_json({"kind": 7, "complete": True})
        Traceback (most recent call last):
        ...
        ValueError: a game's summary: the part 'kind' is 7, not words or None
        """
        for name in PARTS:
            value = data.get(name)
            if value is not None and not isinstance(value, str):
                raise ValueError(f"a game's summary: the part {name!r} is {value!r}, not words or None")
        complete = data.get("complete")
        if not isinstance(complete, bool):
            raise ValueError(f"a game's summary: 'complete' is {complete!r}, not true or false")
        return cls(kind=data.get("kind"), deal=data.get("deal"), showdown=data.get("showdown"),
                   wilds=data.get("wilds"), players=data.get("players"), complete=complete)
