"""The board steps: common cards laid out in a shape, flips of board positions, and a board
that may not pair. The layout model they name (`Line`, `Layout`, `Spot`, `Pick`) is in
`layout.py`, and importable from here too. The limits on which common (and own) cards a hand
may use are in `board_limits.py`, a player's several hands and the board in `board_hands.py`,
and `board_plan.py` plays a game's board steps out for its page.

The simulator deals the board's cards to the table as one pool (the `Deal` read with the
layout) and does not play layouts, board flips or board limits yet.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations, product
from typing import ClassVar

from dealerschoice.rules.steps.base import Gap, RuleStep

# the layout model, importable from here as before the split
from dealerschoice.rules.steps.layout import Layout, Line  # noqa: F401
from dealerschoice.rules.steps.places import Pick, Spot  # noqa: F401
from dealerschoice.rules.steps.vocab import (
    Chooser,
    Flipper,
    LineKind,
    Order,
    Part,
    TableCards,
)


@dataclass(frozen=True, slots=True)
class BoardLayout(RuleStep):
    """The common cards just dealt lie in `layout` (the `Deal` before it deals them)."""

    kind: ClassVar[str] = "board-layout"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # play/board.py names each common card's place
    layout: Layout

    # a joker from outside the deck at a place of the layout: play/board.py puts it there


@dataclass(frozen=True, slots=True)
class BoardFlip(RuleStep):
    """Common cards on the table turn face up.

    count: how many (None: all the cards `spot` names). unit: LineKind of a whole line
    turned as one ("one vertical column"), None for single cards. spot: where on the board
    they are. each: one `count` from each line of this kind ("one common card from each
    row"). order: which card is next when the rule flips "the next" one. besides: a place
    whose cards may not be flipped ("any one common card except the center one").
    chooser: who picks the card. by: who flips. names: what the rule calls the cards,
    `TableCards.TABLE` for "table cards" (in a game that deals common cards too, the table's
    own cards beside them: play/board_kinds.py), None for common cards or unsaid.
    """

    kind: ClassVar[str] = "board-flip"
    simulated: ClassVar[bool] = True  # play/mechanics/board.py
    gap_reason: ClassVar[str] = ("turns common cards on the table face up between betting rounds; the simulator "
                                 "does not turn table cards yet")
    count: int | None = 1
    unit: LineKind | None = None
    spot: Spot = Spot()  # noqa: RUF009 (a frozen value, shared safely)
    each: LineKind | None = None
    order: Order = Order.DEALT
    besides: Spot | None = None
    chooser: Chooser = Chooser.RULE
    by: Flipper = Flipper.DEALER
    names: TableCards | None = None

    def gap(self) -> Gap | None:
        if self.spot.part in (Part.LAST, Part.SINGLE):  # the simulator's flips need a place on the layout
            return Gap("turns a common card named by what happened before (the last one, the one dealt alone); "
                       "the simulator does not turn such cards yet")
        return RuleStep.gap(self)

    def choices(self, layout: Layout, flipped: frozenset[str] = frozenset(),
                last: str | None = None) -> tuple[tuple[str, ...], ...]:
        """The ways this flip may turn cards of `layout` face up, each the positions turned
        together: one way when the rule decides, every way when the flipper chooses; () when
        none is left to turn. flipped: the positions already face up; last: the last one.

        >>> square = Layout.square(3, 3)
        >>> BoardFlip(each=LineKind.ROW).choices(square, frozenset({"r1c1"}))
        (('r1c2', 'r2c1', 'r3c1'),)
        >>> BoardFlip(unit=LineKind.ROW, spot=Spot(line=LineKind.ROW, index=1, unflipped=True)).choices(
        ...     Layout.square(4, 4), frozenset({"r1c1", "r1c2", "r1c3", "r1c4"}))
        (('r2c1', 'r2c2', 'r2c3', 'r2c4'),)
        >>> from dealerschoice.rules.steps.vocab import Shape
        >>> len(BoardFlip(besides=Spot(Part.CENTRE), chooser=Chooser.FLIPPER).choices(Layout.letter(Shape.H, 7)))
        6
        >>> BoardFlip(2, spot=Spot(Part.OPPOSITE), order=Order.CLOCKWISE).choices(Layout.circle(8), frozenset({"p1", "p5"}))
        (('p2', 'p6'),)
        >>> BoardFlip(spot=Spot(Part.OPPOSITE_LAST)).choices(Layout.square(2, 2), frozenset({"r1c2"}), "r1c2")
        (('r2c1',),)
        """
        banned = set(layout.places(self.besides)) if self.besides is not None else set()
        down = [p for p in layout.flip_order(self.order, last) if p not in flipped and p not in banned]
        rule = self.chooser == Chooser.RULE
        if self.unit is not None:
            return self._lines(layout, flipped, down, rule)
        if self.each is not None:
            per = [[p for p in down if p in line.positions] for line in layout.lines_of(self.each)]
            per = [row for row in per if row]
            n = 1 if self.count is None else self.count
            if rule:
                return (tuple(p for row in per for p in row[:n]),) if per else ()
            return tuple(tuple(p for part in way for p in part)
                         for way in product(*(combinations(row, min(n, len(row))) for row in per))) if per else ()
        part = self.spot.part
        if part in (Part.LAST, Part.SINGLE):
            return ()
        if part in (Part.OPPOSITE, Part.OPPOSITE_LAST):
            across = _across(layout)
            if part == Part.OPPOSITE_LAST:
                q = across.get(last) if last else None
                return ((q,),) if q in down else ()
            pairs = tuple(dict.fromkeys((p, across[p]) for p in down if across.get(p) in down and across[p] != p))
            return pairs[:1] if rule else pairs
        if part == Part.TOP or (part == Part.ANY and self.spot.line is None and self.spot.index is None):
            pool = down
        else:
            places = set(layout.places(self.spot))
            pool = [p for p in down if p in places]
        if not pool:
            return ()
        n = len(pool) if self.count is None else min(self.count, len(pool))
        return (tuple(pool[:n]),) if rule else tuple(combinations(pool, n))

    def _lines(self, layout: Layout, flipped, down, rule: bool) -> tuple[tuple[str, ...], ...]:
        """Whole lines of kind `unit` turned at once."""
        lines = list(layout.lines_of(self.unit)) if self.unit is not None else []
        if self.spot.unflipped:
            lines = [line for line in lines if not any(p in flipped for p in line.positions)]
        if self.spot.line == self.unit and self.spot.index is not None and lines:
            at = len(lines) // 2 if self.spot.index == 0 else self.spot.index - 1 if self.spot.index > 0 \
                else self.spot.index
            lines = [lines[at]] if -len(lines) <= at < len(lines) else []
        groups = [tuple(p for p in line.positions if p in down) for line in lines]
        groups = [g for g in groups if g]
        n = 1 if self.count is None else self.count
        ways = [tuple(dict.fromkeys(p for g in way for p in g)) for way in combinations(groups, min(n, len(groups)))]
        return tuple(ways[:1]) if rule else tuple(ways)


@dataclass(frozen=True, slots=True)
class BoardNoPair(RuleStep):
    """The common cards may not pair: whenever they hold a pair (only the `last` common cards
    turned, when given), the card that made it is replaced from the deck, until they do not.
    """

    kind: ClassVar[str] = "board-no-pair"
    standing: ClassVar[bool] = True  # watched after every step: play/mechanics/table_pairs.py
    last: int | None = None


def _across(layout: Layout) -> dict[str, str]:
    """Each position's opposite: its mirror through the middle of the layout."""
    where = layout.coordinates()
    xs = [x for x, _ in where.values()]
    ys = [y for _, y in where.values()]
    mid_x, mid_y = min(xs) + max(xs), min(ys) + max(ys)
    at = {(round(x, 1), round(y, 1)): p for p, (x, y) in where.items()}
    found = {}
    for p, (x, y) in where.items():
        q = at.get((round(mid_x - x, 1), round(mid_y - y, 1)))
        if q is not None:
            found[p] = q
    return found
