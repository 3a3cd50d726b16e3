"""How a rule names parts of the board: a `Spot` is a place on the board ("the centre card",
"the top row"), a `Pick` a part of a hand's common cards ("one of the two flops"). `layout.py`
finds a `Spot`'s positions on a layout.
"""

from __future__ import annotations

from dataclasses import dataclass

from dealerschoice.rules.steps.base import coerce_words
from dealerschoice.rules.steps.vocab import BoardGroup, LineKind, Part, Side


@dataclass(frozen=True, slots=True)
class Spot:
    """A place on the board as a rule names it ("the centre card", "the top row", "one end
    card from the first set", "the corners of the square").

    part: which card(s) (`Part`). line: the kind of line the card lies in, when one is
    named; index: which such line, 1 the first (top, left), -1 the last (bottom, right), 0
    the middle one (with no line: the card dealt `index`th, -1 the last dealt);
    size: the line of that many cards ("the row of four"). side: "left" | "right", for "the
    top left card", "the right side of the diamond". unflipped: only lines or cards not yet
    turned ("the highest row of unflipped common cards").
    """

    part: Part = Part.ANY
    line: LineKind | None = None
    index: int | None = None
    size: int | None = None
    side: Side | None = None
    unflipped: bool = False

    def __post_init__(self) -> None:
        coerce_words(self)


@dataclass(frozen=True, slots=True)
class Pick:
    """One part of a hand's common cards: `take` of the common-card groups of kind `group`
    ("one of the two flops"), with `cards` cards of each group taken (None: all of it).

    among: how many such groups the board has, when the rule says ("the two flops").
    size: only groups of that many cards ("the sets of three"). first: only the groups dealt
    before the last one of the kind ("one of the first sets of one"). part: which card of
    the group (`Part.MIDDLE`, `Part.END`; `Part.SINGLE`: the common card dealt alone).
    index: the group (or card, for `BoardGroup.CARD`) dealt `index`th, -1 the last.
    same: from the same group as the pick before ("one end card from that same row").
    """

    group: BoardGroup
    take: int = 1
    cards: int | None = None
    among: int | None = None
    size: int | None = None
    first: bool = False
    part: Part = Part.ANY
    index: int | None = None
    same: bool = False

    def __post_init__(self) -> None:
        coerce_words(self)
