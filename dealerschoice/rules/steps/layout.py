"""The board's layout model: where common cards lie, and the lines a hand may use.

A `Layout` is read from the sentence that deals the board ("Deal nine face down common
cards in a 3x3 square."): named positions, in dealing order, and the lines a hand may be
limited to (rows, columns, diagonals, arms of a cross, sides of a V, sets). Positions on a
grid are named by row and column, `r1c1` the top left; a circle's positions are `p1`,
`p2`... clockwise from the top, with `centre` in the middle; a set's are `s1.1`, `s1.2`...
A `Spot` (a place on the board as a rule names it) and a `Pick` (a part of a hand's common
cards) are in `places.py`; where a layout's cards lie on a drawing and the orders a rule
turns them in are worked out in `layout_geometry.py`. The steps that use them are in
`board.py` and `board_limits.py`; nothing here plays a hand.
"""

from __future__ import annotations

from dataclasses import dataclass

from dealerschoice.rules.steps import layout_geometry
from dealerschoice.rules.steps.base import coerce_words
from dealerschoice.rules.steps.places import Spot
from dealerschoice.rules.steps.vocab import (
    LineKind,
    Order,
    Part,
    Shape,
    Side,
)


@dataclass(frozen=True, slots=True)
class Line:
    """One line of a layout: its `kind` and its `positions` in order (left to right, top to
    bottom, out from the centre)."""

    kind: LineKind
    positions: tuple[str, ...]

    def __post_init__(self) -> None:
        coerce_words(self)


def _cell(row: int, column: int) -> str:
    return f"r{row}c{column}"


@dataclass(frozen=True, slots=True)
class Layout:
    """Where the common cards lie.

    shape: the layout's `Shape`. positions: every position, in the order the cards are
    dealt. lines: the lines a hand or a flip may name. centre: the centre position, if the
    layout has one. joker: the position of a joker put on the board from outside the deck
    (None: every card is dealt from the deck).

    >>> square = Layout.square(3, 3)
    >>> square.positions[:4], square.centre, len(square.lines)
    (('r1c1', 'r1c2', 'r1c3', 'r2c1'), 'r2c2', 8)
    >>> Layout.cross(1).positions
    ('r1c2', 'r2c1', 'r2c2', 'r2c3', 'r3c2')
    >>> [line.positions for line in Layout.letter(Shape.V, 5).lines_of(LineKind.SIDE)]
    [('r1c1', 'r2c2', 'r3c3'), ('r3c3', 'r2c4', 'r1c5')]
    """

    shape: Shape
    positions: tuple[str, ...]
    lines: tuple[Line, ...] = ()
    centre: str | None = None
    joker: str | None = None

    def __post_init__(self) -> None:
        coerce_words(self)

    @property
    def size(self) -> int:
        """Cards dealt from the deck to the layout."""
        return len(self.positions) - (self.joker is not None)

    def lines_of(self, *kinds: LineKind) -> tuple[Line, ...]:
        return tuple(line for line in self.lines if line.kind in kinds)

    def corners(self) -> tuple[str, ...]:
        """The corner positions of a grid-like layout.

        >>> Layout.square(3, 3).corners()
        ('r1c1', 'r1c3', 'r3c1', 'r3c3')
        """
        rows = self.lines_of(LineKind.ROW)
        if not rows:
            return ()
        return tuple(dict.fromkeys(p for row in (rows[0], rows[-1]) for p in (row.positions[0], row.positions[-1])))

    def places(self, spot: Spot) -> tuple[str, ...]:
        """The positions a `Spot` names on this layout; () where they depend on the play
        (the last card flipped, cards opposite one another).

        >>> square = Layout.square(3, 3)
        >>> square.places(Spot(Part.ANY, LineKind.ROW, -1)), square.places(Spot(Part.CENTRE))
        (('r3c1', 'r3c2', 'r3c3'), ('r2c2',))
        >>> square.places(Spot(Part.END, LineKind.ROW, 1, side=Side.LEFT)), square.places(Spot(Part.MIDDLE, LineKind.ROW, 1))
        (('r1c1',), ('r1c2',))
        >>> Layout.rows((4, 2, 1)).places(Spot(Part.ANY, LineKind.ROW, size=2))
        ('r2c1', 'r2c2')
        >>> Layout.sets((3, 1)).places(Spot(Part.END, LineKind.SET, 1))
        ('s1.1', 's1.3')
        >>> Layout.circle(6, centre=True).places(Spot(Part.ALTERNATE))
        ('p1', 'p3', 'p5')
        """
        if spot.part in (Part.LAST, Part.OPPOSITE, Part.OPPOSITE_LAST, Part.SINGLE):
            return ()
        if spot.part == Part.CENTRE:
            return (self.centre,) if self.centre else ()
        if spot.part == Part.CORNER:
            return self.corners()
        if spot.part == Part.EDGE:
            return tuple(p for p in self.positions if p != self.centre)
        if spot.part == Part.ALTERNATE:  # every other card around: a centre card is not around
            return tuple(p for p in self.positions if p != self.centre)[::2]
        if spot.part == Part.TOP:
            return self.positions[:1]
        if spot.part == Part.SIDE:
            cells = [(p, int(p[1:].split("c")[0]), int(p.split("c")[1])) for p in self.positions if p.startswith("r")]
            if not cells or spot.side is None:
                return ()
            edge = min(c for _, _, c in cells) if spot.side == Side.LEFT else max(c for _, _, c in cells)
            return tuple(p for p, _, c in cells if c == edge)
        if spot.line is None:  # the card dealt index-th
            if spot.index is None:
                return self.positions
            at = spot.index - 1 if spot.index > 0 else spot.index
            return (self.positions[at],) if -len(self.positions) <= at < len(self.positions) else ()
        lines = [line for line in self.lines_of(spot.line) or self._lying(spot.line)
                 if spot.size is None or len(line.positions) == spot.size]
        if spot.index is not None:
            if not lines or (spot.index == 0 and len(lines) % 2 == 0) or abs(spot.index) > len(lines):
                return ()
            at = len(lines) // 2 if spot.index == 0 else spot.index - 1 if spot.index > 0 else spot.index
            lines = [lines[at]]
        found = tuple(dict.fromkeys(p for line in lines for p in line.positions))
        if spot.part == Part.END:
            ends = tuple(dict.fromkeys(p for line in lines for p in (line.positions[0], line.positions[-1])))
            if spot.side is not None:
                return tuple(line.positions[0 if spot.side == Side.LEFT else -1] for line in lines)
            return ends
        if spot.part == Part.MIDDLE:
            return tuple(line.positions[len(line.positions) // 2] for line in lines if len(line.positions) % 2)
        return found

    def _lying(self, kind: LineKind) -> tuple[Line, ...]:
        """The rows (or columns) of grid cells as they lie, for a layout whose lines are
        others (a ring's sides): "the top middle common card" of a square of eight.

        >>> [line.positions for line in Layout.ring(8)._lying(LineKind.ROW)]
        [('r1c1', 'r1c2', 'r1c3'), ('r2c1', 'r2c3'), ('r3c1', 'r3c2', 'r3c3')]
        """
        if kind not in (LineKind.ROW, LineKind.COLUMN) or self.shape in (Shape.CIRCLE, Shape.SETS):
            return ()
        across = kind == LineKind.ROW
        where = self.coordinates()
        found: dict[float, list[str]] = {}
        for p in sorted(self.positions, key=lambda p: where[p][0 if across else 1]):
            found.setdefault(where[p][1 if across else 0], []).append(p)
        return tuple(Line(kind, tuple(found[k])) for k in sorted(found))

    # ---- where the cards lie, and the orders and lines a simulator needs ---------------
    def coordinates(self) -> dict[str, tuple[float, float]]:
        """Where each position lies on a drawing, in card places (across, down) from the top
        left: grid cells by column and row; a circle's cards around a ring from the top,
        clockwise, with the centre in the middle; the cards of set i along row i.

        >>> Layout.square(2, 2).coordinates()
        {'r1c1': (0.0, 0.0), 'r1c2': (1.0, 0.0), 'r2c1': (0.0, 1.0), 'r2c2': (1.0, 1.0)}
        >>> Layout.circle(4, centre=True).coordinates()
        {'p1': (1.0, 0.0), 'p2': (2.0, 1.0), 'p3': (1.0, 2.0), 'p4': (0.0, 1.0), 'centre': (1.0, 1.0)}
        >>> Layout.sets((2, 1)).coordinates()
        {'s1.1': (0.0, 0.0), 's1.2': (1.0, 0.0), 's2.1': (0.0, 1.0)}
        """
        return layout_geometry.coordinates(self)

    def flip_order(self, order: Order = Order.DEALT, after: str | None = None) -> tuple[str, ...]:
        """The positions in the order a rule turns "the next" card in `order`.

        Around (clockwise...): ring by ring from the outside in, each ring clockwise from
        its top left card (a circle's from `p1`), so "clockwise around, then spiralling in"
        is the same order; skipping: every other card of a ring, then the ones skipped.
        after: the card turned last; going around, its ring then starts from it (it is the
        first of that ring, so the next card going on is the one after it or, skipping, the
        one after that).

        >>> square = Layout.square(3, 3)
        >>> square.flip_order(Order.CLOCKWISE)
        ('r1c1', 'r1c2', 'r1c3', 'r2c3', 'r3c3', 'r3c2', 'r3c1', 'r2c1', 'r2c2')
        >>> square.flip_order(Order.COUNTER_CLOCKWISE)[:3], square.flip_order(Order.RIGHT_LEFT_DOWN)[:4]
        (('r1c1', 'r2c1', 'r3c1'), ('r1c3', 'r1c2', 'r1c1', 'r2c3'))
        >>> Layout.circle(6).flip_order(Order.CLOCKWISE_SKIP)
        ('p1', 'p3', 'p5', 'p2', 'p4', 'p6')
        >>> Layout.letter(Shape.H, 7).flip_order(Order.CLOCKWISE)
        ('r1c1', 'r1c3', 'r2c3', 'r3c3', 'r3c1', 'r2c1', 'r2c2')
        >>> Layout.ring(8).flip_order(Order.CLOCKWISE_SKIP, after="r1c2")
        ('r1c2', 'r2c3', 'r3c2', 'r2c1', 'r1c3', 'r3c3', 'r3c1', 'r1c1')
        """
        return layout_geometry.flip_order(self, order, after)

    def hand_lines(self, *kinds: LineKind) -> tuple[Line, ...]:
        """The lines of these kinds a hand may take its common cards from: the layout's own,
        and on a grid that names no diagonals, its diagonal runs of three or more cards.

        >>> [line.positions for line in Layout.letter(Shape.H, 7).hand_lines(LineKind.DIAGONAL)]
        [('r1c1', 'r2c2', 'r3c3'), ('r1c3', 'r2c2', 'r3c1')]
        """
        found = list(self.lines_of(*kinds))
        if LineKind.DIAGONAL in kinds and not self.lines_of(LineKind.DIAGONAL) \
                and all(p.startswith("r") for p in self.positions):
            cells = {(int(p[1:].split("c")[0]), int(p.split("c")[1])) for p in self.positions}
            for step in (1, -1):
                for r, c in sorted(cells):
                    if (r - 1, c - step) in cells:
                        continue  # not the start of a run
                    run = [(r, c)]
                    while (run[-1][0] + 1, run[-1][1] + step) in cells:
                        run.append((run[-1][0] + 1, run[-1][1] + step))
                    if len(run) >= 3:
                        found.append(Line(LineKind.DIAGONAL, tuple(_cell(*x) for x in run)))
        return tuple(found)

    def runs(self, count: int, *kinds: LineKind) -> tuple[tuple[str, ...], ...]:
        """Every `count` cards lying next to one another along a line (of these kinds; any
        line when none is named), or around a circle.

        >>> Layout.rows((4,)).runs(3)
        (('r1c1', 'r1c2', 'r1c3'), ('r1c2', 'r1c3', 'r1c4'))
        >>> Layout.circle(4).runs(3)[-1]
        ('p4', 'p1', 'p2')
        """
        if self.shape == Shape.CIRCLE:
            ring = [p for p in self.positions if p != self.centre]
            if count > len(ring):
                return ()
            return tuple(tuple(ring[(i + j) % len(ring)] for j in range(count))
                         for i in range(len(ring) if count < len(ring) else 1))
        lines = self.hand_lines(*kinds) if kinds else self.lines
        found = (line.positions[i:i + count] for line in lines for i in range(len(line.positions) - count + 1))
        return tuple(dict.fromkeys(found))

    # ---- the shapes, as the rules describe them --------------------------------------
    @classmethod
    def from_cells(cls, shape: Shape, cells: list[tuple[int, int]], *, diagonals: bool = False,
                   centre: tuple[int, int] | None = None, extra: tuple[Line, ...] = (),
                   joker: tuple[int, int] | None = None) -> Layout:
        """A layout of grid cells (row, column), in dealing order: its rows and columns of two
        or more cards are its lines; `diagonals` for a full square."""
        names = tuple(_cell(*c) for c in cells)
        lines: list[Line] = []
        for kind, axis in ((LineKind.ROW, 0), (LineKind.COLUMN, 1)):
            for at in sorted({c[axis] for c in cells}):
                members = sorted((c for c in cells if c[axis] == at), key=lambda c: c[1 - axis])
                run: list[tuple[int, int]] = []
                for c in members + [None]:  # unbroken runs only: an H's top row has a gap
                    if c is not None and (not run or c[1 - axis] == run[-1][1 - axis] + 1):
                        run.append(c)
                        continue
                    if len(run) > 1:
                        lines.append(Line(kind, tuple(_cell(*m) for m in run)))
                    run = [c] if c is not None else []
        if diagonals:
            n = max(r for r, _ in cells)
            lines.append(Line(LineKind.DIAGONAL, tuple(_cell(i, i) for i in range(1, n + 1))))
            lines.append(Line(LineKind.DIAGONAL, tuple(_cell(i, n + 1 - i) for i in range(1, n + 1))))
        return cls(shape, names, tuple(lines) + extra, _cell(*centre) if centre else None,
                   _cell(*joker) if joker else None)

    @classmethod
    def square(cls, rows: int, columns: int) -> Layout:
        """A full grid, "a 3x3 square"; a square one has two diagonals."""
        cells = [(r, c) for r in range(1, rows + 1) for c in range(1, columns + 1)]
        middle = (rows // 2 + 1, columns // 2 + 1) if rows % 2 and columns % 2 else None
        return cls.from_cells(Shape.SQUARE, cells, diagonals=rows == columns and rows > 1, centre=middle)

    @classmethod
    def rows(cls, sizes: tuple[int, ...]) -> Layout:
        """Rows of the given sizes, top to bottom, lined up on the left.

        >>> [line.kind for line in Layout.rows((2, 1)).lines]
        ['row', 'row', 'column']
        """
        if len(sizes) > 1 and len(set(sizes)) == 1 and sizes[0] == len(sizes):
            return cls.square(len(sizes), sizes[0])
        layout = cls.from_cells(Shape.ROWS, [(r, c) for r, n in enumerate(sizes, 1) for c in range(1, n + 1)])
        rows = tuple(Line(LineKind.ROW, tuple(_cell(r, c) for c in range(1, n + 1))) for r, n in enumerate(sizes, 1))
        return cls(Shape.ROWS, layout.positions, rows + layout.lines_of(LineKind.COLUMN))  # a row of one is a row too

    @classmethod
    def ring(cls, count: int) -> Layout:
        """The edge of a square with no centre card ("eight common cards in a square"): its
        four sides are its lines."""
        side = count // 4 + 1
        top = [(1, c) for c in range(1, side + 1)]
        right = [(r, side) for r in range(2, side + 1)]
        bottom = [(side, c) for c in range(side - 1, 0, -1)]
        left = [(r, 1) for r in range(side - 1, 1, -1)]
        cells = top + right + bottom + left
        sides = tuple(Line(LineKind.SIDE, tuple(_cell(*c) for c in part)) for part in (
            top, [(r, side) for r in range(1, side + 1)], [(side, c) for c in range(1, side + 1)],
            [(r, 1) for r in range(1, side + 1)]))
        layout = cls.from_cells(Shape.RING, cells)
        return cls(Shape.RING, layout.positions, sides)

    @classmethod
    def cross(cls, arm: int, centre: bool = True, joker: bool = False) -> Layout:
        """A cross with arms of `arm` cards; `centre`: a card dealt in the middle; `joker`: a
        joker put there instead. Its lines: the two bars (a row and a column), and each arm."""
        mid = arm + 1
        size = 2 * arm + 1
        cells = [(r, mid) for r in range(1, mid)] + [(mid, c) for c in range(1, size + 1)] \
            + [(r, mid) for r in range(mid + 1, size + 1)]
        arms = tuple(Line(LineKind.ARM, tuple(_cell(*c) for c in part)) for part in (
            [(r, mid) for r in range(mid - 1, 0, -1)], [(mid, c) for c in range(mid + 1, size + 1)],
            [(r, mid) for r in range(mid + 1, size + 1)], [(mid, c) for c in range(mid - 1, 0, -1)]))
        if not centre and not joker:
            cells.remove((mid, mid))
        return cls.from_cells(Shape.CROSS, cells, centre=(mid, mid) if centre or joker else None, extra=arms,
                              joker=(mid, mid) if joker else None)

    @classmethod
    def diamond(cls, count: int) -> Layout:
        """Four cards in a diamond: top, left, right, bottom."""
        return cls.from_cells(Shape.DIAMOND, [(1, 2), (2, 1), (2, 3), (3, 2)])

    @classmethod
    def circle(cls, count: int, centre: bool = False) -> Layout:
        """`count` cards in a circle, `p1` at the top and on clockwise; `centre`: one more in
        the middle (dealt last)."""
        names = tuple(f"p{i}" for i in range(1, count + 1)) + (("centre",) if centre else ())
        return cls(Shape.CIRCLE, names, (), "centre" if centre else None)

    @classmethod
    def sets(cls, sizes: tuple[int, ...]) -> Layout:
        """Separate sets of common cards, each a line of its own."""
        lines = tuple(Line(LineKind.SET, tuple(f"s{i}.{j}" for j in range(1, n + 1))) for i, n in enumerate(sizes, 1))
        return cls(Shape.SETS, tuple(p for line in lines for p in line.positions), lines)

    @classmethod
    def letter(cls, shape: Shape, count: int) -> Layout | None:
        """The letter shapes: an H of seven cards, a V or an L of an odd number, a Z of four;
        None for a count the shape cannot have."""
        if shape == Shape.H and count == 7:
            return cls.from_cells(shape, [(1, 1), (2, 1), (3, 1), (2, 2), (1, 3), (2, 3), (3, 3)], centre=(2, 2))
        if shape == Shape.Z and count == 4:
            return cls.from_cells(shape, [(1, 1), (1, 2), (2, 2), (2, 3)])
        if shape in (Shape.V, Shape.L) and count % 2 and count >= 3:
            k = (count + 1) // 2
            if shape == Shape.L:  # the vertical part, then the horizontal part along the bottom
                return cls.from_cells(shape, [(r, 1) for r in range(1, k + 1)] + [(k, c) for c in range(2, k + 1)])
            left = [(i, i) for i in range(1, k + 1)]
            right = [(k - j, k + j) for j in range(1, k)]
            sides = (Line(LineKind.SIDE, tuple(_cell(*c) for c in left)),
                     Line(LineKind.SIDE, tuple(_cell(*c) for c in [left[-1]] + right)))
            return cls(shape, tuple(_cell(*c) for c in left + right), sides)
        return None
