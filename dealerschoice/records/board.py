"""A board game's layout as its page draws it (`render.board_svg`): where each common card
lies, which flip turns it, which lines a hand may use. The rules stage makes it from a game's
read rules (`rules.steps.board_plan.board_plan`); the analysis carries it (`GameAnalysis.board`).

Its words are the grammar's (`rules.steps.vocab_board`: `Shape`, `LineKind`), repeated here
as their own vocabularies because records know nothing of how rules are read; a test keeps
the two alike (`tests/test_analysis_facts.py`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

__all__ = ["BoardLine", "BoardPlan", "BoardShape"]


class BoardShape(StrEnum):
    """How the common cards are laid out (the grammar's `Shape`)."""

    ROWS = "rows"
    SQUARE = "square"
    RING = "ring"
    CROSS = "cross"
    CIRCLE = "circle"
    DIAMOND = "diamond"
    H = "h"
    V = "v"
    L = "l"
    Z = "z"
    SETS = "sets"


class BoardLine(StrEnum):
    """What a group of places a hand may take its common cards from is: one of the grammar's
    lines (`LineKind`), a run of cards next to one another, or a line the layout has no name
    for."""

    ROW = "row"
    COLUMN = "column"
    DIAGONAL = "diagonal"
    ARM = "arm"
    SIDE = "side"
    SET = "set"
    RUN = "run"
    LINE = "line"


def _word(vocabulary: type[StrEnum], value: Any, what: str) -> Any:
    """`value` as a word of `vocabulary`; any other value is an error naming the words."""
    try:
        return vocabulary(value)
    except ValueError:
        words = ", ".join(word.value for word in vocabulary)
        raise ValueError(f"a board plan's {what} {value!r} is not one of: {words} "
                         f"(add it to records.board.{vocabulary.__name__})") from None


Place = tuple[str, float, float]  # a card place: (position, across, down), in card places from the top left


@dataclass(frozen=True, slots=True)
class BoardPlan:
    """A board as its page draws it.

    shape: the layout's shape. cards: (position, across, down) of each card place, in card
    places from the top left. flips: (position, number) for each card a rule turns, the
    cards of one flip sharing its number; rules: the rule number of each flip number.
    chosen: some flips are the flipping player's choice (their numbers show one way).
    up: the cards are dealt face up (nothing to turn). lines: (kind, positions) of each
    group a hand's common cards may come from. centre / joker: the centre position, and a
    joker's place. A shape or line kind given as its word is taken as that word.

    >>> plan = BoardPlan("cross", (("r1c2", 1, 0),), lines=(("row", ("r1c2",)),))
    >>> plan.shape is BoardShape.CROSS, plan.lines[0][0] is BoardLine.ROW
    (True, True)
    >>> BoardPlan("hexagon", ())
    Traceback (most recent call last):
    ...
    ValueError: a board plan's shape 'hexagon' is not one of: rows, square, ring, cross, circle, diamond, h, v, l, z, sets (add it to records.board.BoardShape)
    """

    shape: BoardShape
    cards: tuple[Place, ...]
    flips: tuple[tuple[str, int], ...] = ()
    rules: tuple[int, ...] = ()
    chosen: bool = False
    up: bool = False
    lines: tuple[tuple[BoardLine, tuple[str, ...]], ...] = ()
    centre: str | None = None
    joker: str | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.shape, BoardShape):
            object.__setattr__(self, "shape", _word(BoardShape, self.shape, "shape"))
        if not all(isinstance(kind, BoardLine) for kind, _ in self.lines):
            object.__setattr__(self, "lines", tuple((_word(BoardLine, kind, "line kind"), places)
                                                    for kind, places in self.lines))

    def to_json(self) -> dict[str, Any]:
        return {"shape": self.shape.value, "cards": [list(c) for c in self.cards],
                "flips": [list(f) for f in self.flips], "rules": list(self.rules), "chosen": self.chosen,
                "up": self.up, "lines": [[kind.value, list(places)] for kind, places in self.lines],
                "centre": self.centre, "joker": self.joker}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> BoardPlan:
        """The plan `to_json` gave.

        >>> plan = BoardPlan("rows", (("r1c1", 0.0, 0.0), ("r1c2", 1.0, 0.0)), (("r1c2", 1),), (3,),
        ...                  lines=(("run", ("r1c1", "r1c2")),), centre="r1c1")
        >>> BoardPlan.from_json(plan.to_json()) == plan
        True
        """
        return cls(data["shape"], tuple((p, float(x), float(y)) for p, x, y in data["cards"]),
                   tuple((p, int(n)) for p, n in data["flips"]), tuple(data["rules"]), bool(data["chosen"]),
                   bool(data["up"]), tuple((kind, tuple(places)) for kind, places in data["lines"]),
                   data["centre"], data["joker"])
