"""How a hand may be made of own cards and a board's groups of common cards: the counts of each it uses
(Omaha's "exactly two own cards", "only one row of the board", "one card from each board", "at least one down
card"). `sets.best_from_sets` finds the best hand under them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

HAND = 5


@dataclass(frozen=True, slots=True)
class Limits:
    """How a hand may be made of own and board cards. Counts are of the cards in the hand.

    own_low..own_high: own cards used (None: no upper bound); own_choices: only these counts
    ("two, three or five of your down cards"), within the bounds. down_low..down_high: own
    cards used that are face down. board_low..board_high: board cards used. one_group: the
    board cards all come from one group (one line of the layout); one_from_each: exactly
    one card from each group that holds cards (one per board). size: the hand's cards.

    >>> Limits.exactly(2), Limits.at_least(1).own_low
    (Limits(own_low=2, own_high=2), 1)
    >>> Limits(own_low=3, own_high=2)
    Traceback (most recent call last):
    ...
    ValueError: hand limits: own_low 3 is above own_high 2: the hand can use no own cards at all
    """

    own_low: int = 0
    own_high: int | None = None
    own_choices: tuple[int, ...] = ()
    down_low: int = 0
    down_high: int | None = None
    board_low: int = 0
    board_high: int | None = None
    one_group: bool = False
    one_from_each: bool = False
    size: int = HAND

    def __post_init__(self) -> None:
        for name in ("own_low", "own_high", "down_low", "down_high", "board_low", "board_high", "size"):
            value = getattr(self, name)
            if value is not None and (type(value) is not int or value < 0):
                raise ValueError(f"hand limits: {name} must be a whole number 0 or more, not {value!r}")
        object.__setattr__(self, "own_choices", tuple(sorted(set(self.own_choices))))
        if any(type(n) is not int or n < 0 for n in self.own_choices):
            raise ValueError(f"hand limits: own_choices must be whole numbers 0 or more, not {self.own_choices!r}")
        for low, high, what in (("own_low", "own_high", "own"), ("down_low", "down_high", "down"),
                                ("board_low", "board_high", "board")):
            if getattr(self, high) is not None and getattr(self, low) > getattr(self, high):
                raise ValueError(f"hand limits: {low} {getattr(self, low)} is above {high} {getattr(self, high)}: "
                                 f"the hand can use no {what} cards at all")
        if self.one_group and self.one_from_each:
            raise ValueError("hand limits: one_group and one_from_each cannot both hold: a hand takes its board "
                             "cards from one group, or one card from each group")
        need = max(self.own_low, self.down_low, min(self.own_choices, default=0)) + self.board_low
        if need > self.size:
            raise ValueError(f"hand limits: {need} cards asked for (own and board lower bounds) in a hand of "
                             f"{self.size}")
        if self.own_choices and not self.own_counts(self.size):
            raise ValueError(f"hand limits: no own count of {list(self.own_choices)} lies within "
                             f"{self.own_low}..{self.own_high}")

    def __repr__(self) -> str:  # only the fields that differ from no limit at all
        fields = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__dataclass_fields__
                           if getattr(self, name) != getattr(_NONE, name, getattr(self, name)))
        return f"Limits({fields})"

    @classmethod
    def exactly(cls, own: int, **more: Any) -> Limits:
        return cls(own_low=own, own_high=own, **more)

    @classmethod
    def at_least(cls, own: int, **more: Any) -> Limits:
        return cls(own_low=own, **more)

    @classmethod
    def at_most(cls, own: int, **more: Any) -> Limits:
        return cls(own_high=own, **more)

    def own_counts(self, most: int) -> tuple[int, ...]:
        """The own-card counts allowed, up to `most`."""
        high = most if self.own_high is None else min(most, self.own_high)
        counts = range(self.own_low, high + 1)
        return tuple(n for n in counts if n in self.own_choices) if self.own_choices else tuple(counts)


_NONE = Limits()
