"""The board: common cards laid out in a shape, flips of board positions, and the limits on
which common (and own) cards a hand may use.

A `Layout` is read from the sentence that deals the board ("Deal nine face down common
cards in a 3x3 square."): named positions, in dealing order, and the lines a hand may be
limited to (rows, columns, diagonals, arms of a cross, sides of a V, sets). Positions on a
grid are named by row and column, `r1c1` the top left; a circle's positions are `p1`,
`p2`... clockwise from the top, with `centre` in the middle; a set's are `s1.1`, `s1.2`...

The simulator deals the board's cards to the table as one pool (the `Deal` read with the
layout) and does not play layouts, board flips or board limits yet.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from dealerschoice.rules.steps.base import Gap, RuleStep, coerce_words
from dealerschoice.rules.steps.vocab import (
    BoardGroup,
    Chooser,
    Flipper,
    Holding,
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
        """
        if spot.part in (Part.LAST, Part.OPPOSITE, Part.OPPOSITE_LAST, Part.SINGLE):
            return ()
        if spot.part == Part.CENTRE:
            return (self.centre,) if self.centre else ()
        if spot.part == Part.CORNER:
            return self.corners()
        if spot.part == Part.EDGE:
            return tuple(p for p in self.positions if p != self.centre)
        if spot.part == Part.ALTERNATE:
            return self.positions[::2]
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
        lines = [line for line in self.lines_of(spot.line) if spot.size is None or len(line.positions) == spot.size]
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
class BoardLayout(RuleStep):
    """The common cards just dealt lie in `layout` (the `Deal` before it deals them)."""

    kind: ClassVar[str] = "board-layout"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = (
        "the common cards lie in a pattern on the table; the simulator deals them as one pile, "
        "which changes nothing by itself: the flips and hand limits that name rows or places of "
        "the pattern are rules of their own, and say so when they are not played")
    gap_blocking: ClassVar[bool] = False
    layout: Layout

    def gap(self) -> Gap | None:
        if self.layout.joker is not None:
            return Gap("a joker from outside the deck is put on the board as a common card; "
                       "the simulator does not play that yet", True)
        return RuleStep.gap(self)


@dataclass(frozen=True, slots=True)
class BoardFlip(RuleStep):
    """Common cards on the table turn face up.

    count: how many (None: all the cards `spot` names). unit: LineKind of a whole line
    turned as one ("one vertical column"), None for single cards. spot: where on the board
    they are. each: one `count` from each line of this kind ("one common card from each
    row"). order: which card is next when the rule flips "the next" one. besides: a place
    whose cards may not be flipped ("any one common card except the center one").
    chooser: who picks the card. by: who flips.
    """

    kind: ClassVar[str] = "board-flip"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("turns common cards on the table face up between betting rounds; the simulator "
                                 "does not turn table cards yet")
    count: int | None = 1
    unit: LineKind | None = None
    spot: Spot = Spot()
    each: LineKind | None = None
    order: Order = Order.DEALT
    besides: Spot | None = None
    chooser: Chooser = Chooser.RULE
    by: Flipper = Flipper.DEALER


@dataclass(frozen=True, slots=True)
class BoardUse(RuleStep):
    """Which common cards a hand may use.

    lines: the hand's common cards all come from one of `count` lines of these kinds ("one
    horizontal or vertical row": row, column). table: the most common cards it uses (None: as
    many as it likes of the line). per_line: it uses this many cards of every line of `lines`
    instead ("one card from each row"). adjacent: the common cards used must lie next to one
    another. spot: the cards must include this place ("the last common card flipped").
    """

    kind: ClassVar[str] = "board-use"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("limits which of the common cards a hand may use (one row, one set, cards "
                                 "next to each other...); the showdown lets every hand use all of them")
    lines: tuple[LineKind, ...] = ()
    count: int = 1
    table: int | None = None
    per_line: int | None = None
    adjacent: bool = False
    spot: Spot | None = None


@dataclass(frozen=True, slots=True)
class OwnUse(RuleStep):
    """How many of their own cards a player's final hand uses: `low` to `high` (None: no
    upper bound) or one of `choices`, counting the player's `cards` ("down" | "up" | "own").
    """

    kind: ClassVar[str] = "own-use"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("limits how many of a player's own cards their final hand may use; the "
                                 "showdown only plays an exact number of own cards with the rest from the table")
    low: int = 0
    high: int | None = None
    choices: tuple[int, ...] = ()
    cards: Holding = Holding.DOWN


@dataclass(frozen=True, slots=True)
class BoardNoPair(RuleStep):
    """The common cards may not pair: whenever they hold a pair (only the `last` common cards
    turned, when given), the card that made it is replaced from the deck, until they do not.
    """

    kind: ClassVar[str] = "board-no-pair"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("replaces a common card that pairs the others from the deck; the simulator "
                                 "does not replace table cards")
    last: int | None = None


@dataclass(frozen=True, slots=True)
class OtherUse(RuleStep):
    """A player's final hand uses cards of another player: `low` to `high` (None: any number)
    of that player's `cards` ("up" | "down" | "own"). side/seats: whose cards, the player
    `seats` places away on that side ("the player to your right"); side None: any one other
    player, of the hand-maker's choice.
    """

    kind: ClassVar[str] = "other-use"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("lets a player's final hand use cards of another player (their up cards, or "
                                 "their neighbour's down cards); the showdown only uses a player's own and "
                                 "the common cards")
    low: int = 0
    high: int | None = None
    cards: Holding = Holding.UP
    side: Side | None = None
    seats: int = 1


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


@dataclass(frozen=True, slots=True)
class BoardPick(RuleStep):
    """A hand's common cards are exactly these `picks` from the board's groups ("one of the
    two flops, one of the two turns, and the river"; "one card from any two sets")."""

    kind: ClassVar[str] = "board-pick"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("limits a hand to common cards picked from named groups of the board (one of "
                                 "two flops, one card of a set...); the showdown lets every hand use all the "
                                 "common cards")
    picks: tuple[Pick, ...]


@dataclass(frozen=True, slots=True)
class UseOptions(RuleStep):
    """A final hand is made one of several ways ("either your five down cards, or three of
    your down cards and one horizontal row of commons"). options: each way, as the hand
    limits (`OwnUse`, `BoardUse`) that make it up.
    """

    kind: ClassVar[str] = "use-options"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("lets a player make their final hand one of two ways (their own cards alone, or "
                                 "some of them with common cards); the showdown plays one way of making hands only")
    options: tuple[tuple[RuleStep, ...], ...]


@dataclass(frozen=True, slots=True)
class CommonOnce(RuleStep):
    """A player with several hands may use each common card in only one of them."""

    kind: ClassVar[str] = "common-once"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("a player with split hands may use each common card in only one of their hands; "
                                 "the showdown lets every hand use every common card")


@dataclass(frozen=True, slots=True)
class BoardAnyLine(RuleStep):
    """The common card at `spot` counts as lying in every line of kind `line` ("The last
    common counts as being in any row."), for the hand limits that name such lines."""

    kind: ClassVar[str] = "board-any-line"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("one common card counts as part of every row for the rule that a hand uses one "
                                 "row; the simulator does not play limits to rows of common cards")
    spot: Spot
    line: LineKind = LineKind.ROW


@dataclass(frozen=True, slots=True)
class SplitAside(RuleStep):
    """Each player splits their cards into hands of the given `sizes` and puts `aside` cards
    off to the side, face down, out of both hands (a later rule says what they are for)."""

    kind: ClassVar[str] = "split-aside"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("each player splits their cards into hands and keeps a card apart, off to the "
                                 "side; the simulator splits all of a player's cards into two hands only")
    sizes: tuple[int, ...]
    aside: int = 1


@dataclass(frozen=True, slots=True)
class HighLowApart(RuleStep):
    """A player's high hand and low hand are each made on their own, and may use different
    cards. The showdown always makes them so: this step changes nothing in play."""

    kind: ClassVar[str] = "high-low-apart"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("says a player's high and low hands may be made of different cards; the showdown "
                                 "already makes each of them on its own, so a hand played without this rule is "
                                 "the same hand")
    gap_blocking: ClassVar[bool] = False


@dataclass(frozen=True, slots=True)
class HandBoards(RuleStep):
    """Each player with split hands declares which of their hands plays with which of the
    boards' groups of kind `group` ("which hand goes with which flop")."""

    kind: ClassVar[str] = "hand-boards"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("each player declares which of their hands plays with which board; the "
                                 "simulator does not pair hands with boards")
    group: BoardGroup = BoardGroup.FLOP


@dataclass(frozen=True, slots=True)
class MergeHands(RuleStep):
    """Each player merges their hand with another player's and the two play one hand together:
    the neighbour on `side`, or (side None) the player whose table card is closest in rank to
    their own."""

    kind: ClassVar[str] = "merge-hands"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("two players put their hands together and play them as one; the simulator "
                                 "plays every hand alone")
    side: Side | None = None


@dataclass(frozen=True, slots=True)
class BoardShift(RuleStep):
    """A player making their hand may move the common card at `spot` up to `distance` card
    lengths along a line of kind `along` (a column: up or down; a row: left or right), to
    make the straight line of common cards a hand limit asks for."""

    kind: ClassVar[str] = "board-shift"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("a player may move a common card one place to line it up with others for their "
                                 "hand; the simulator does not play layouts of common cards")
    spot: Spot
    along: LineKind = LineKind.COLUMN
    distance: int = 1


@dataclass(frozen=True, slots=True)
class PickRequires(RuleStep):
    """A hand that uses a card of the pick `when` must also use the pick `then` ("if you use a
    card from the set of three, you must use the card from the set of one")."""

    kind: ClassVar[str] = "pick-requires"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("a hand that uses a card of one group of common cards must use a card of another "
                                 "too; the showdown lets every hand use all the common cards")
    when: Pick
    then: Pick
