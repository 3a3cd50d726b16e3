"""The board steps: common cards laid out in a shape, flips of board positions, and the
limits on which common (and own) cards a hand may use. The layout model they name (`Line`,
`Layout`, `Spot`, `Pick`) is in `layout.py`, and importable from here too. `board_plan`
plays a game's board steps out for its page: where each card lies, which flip turns it,
which lines a hand may use (`render.board_svg` draws it).

The simulator deals the board's cards to the table as one pool (the `Deal` read with the
layout) and does not play layouts, board flips or board limits yet.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations, product
from typing import ClassVar

from dealerschoice.rules.steps.base import Gap, RuleStep
from dealerschoice.rules.steps.cards import Deal

# the layout model, importable from here as before the split
from dealerschoice.rules.steps.layout import Layout, Line, Pick, Spot  # noqa: F401
from dealerschoice.rules.steps.vocab import (
    BoardGroup,
    Chooser,
    Face,
    Flipper,
    Holding,
    LineKind,
    Order,
    Part,
    Side,
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
    chooser: who picks the card. by: who flips.
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
    simulated: ClassVar[bool] = True  # play/hand_limits.py, at the showdown
    gap_reason: ClassVar[str] = ("limits which of the common cards a hand may use (one row, one set, cards "
                                 "next to each other...); the showdown lets every hand use all of them")
    lines: tuple[LineKind, ...] = ()
    count: int = 1
    table: int | None = None
    per_line: int | None = None
    adjacent: bool = False
    spot: Spot | None = None

    def gap(self) -> Gap | None:
        if self.count != 1 or (self.spot is not None and self.spot.part not in PLAYED_MUSTS) \
                or (self.spot is not None and (self.lines or self.per_line is not None or self.adjacent)) \
                or (self.per_line is not None and self.per_line != 1) \
                or (self.adjacent and not self.table):
            return Gap("limits a hand to common cards of several lines, a named place, or cards next to each "
                       "other; the showdown plays only one line, one card of each, or any cards")
        return RuleStep.gap(self)

    def groups(self, layout: Layout) -> tuple[tuple[str, ...], ...]:
        """The groups of positions of `layout` a hand's common cards come from: with
        `per_line`, that many of each (one card from each row); otherwise all from one of
        them (up to `table` cards): each line of `lines`, each run of `table` cards next to
        one another (`adjacent`), or the whole board as one group.

        >>> BoardUse((LineKind.ROW, LineKind.COLUMN)).groups(Layout.square(2, 2))
        (('r1c1', 'r1c2'), ('r2c1', 'r2c2'), ('r1c1', 'r2c1'), ('r1c2', 'r2c2'))
        >>> BoardUse(table=3, adjacent=True).groups(Layout.rows((4,)))
        (('r1c1', 'r1c2', 'r1c3'), ('r1c2', 'r1c3', 'r1c4'))
        >>> BoardUse(table=1).groups(Layout.cross(1))
        (('r1c2', 'r2c1', 'r2c2', 'r2c3', 'r3c2'),)
        """
        if self.adjacent and self.table:
            return layout.runs(self.table, *self.lines)
        if self.lines:
            return tuple(line.positions for line in layout.hand_lines(*self.lines))
        return (layout.positions,)


# the places a hand must use that the showdown plays (play/hand_limits.py): "the last common
# card flipped", "the centre card"; alone, with no line limit beside them
PLAYED_MUSTS = (Part.LAST, Part.CENTRE)


@dataclass(frozen=True, slots=True)
class OwnUse(RuleStep):
    """How many of their own cards a player's final hand uses: `low` to `high` (None: no
    upper bound) or one of `choices`, counting the player's `cards` ("down" | "up" | "own").
    """

    kind: ClassVar[str] = "own-use"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # play/hand_limits.py, at the showdown
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
    standing: ClassVar[bool] = True  # watched after every step: play/mechanics/table_pairs.py
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
    simulated: ClassVar[bool] = True  # play/hand_limits.py HandLimits.ways, at the showdown
    low: int = 0
    high: int | None = None
    cards: Holding = Holding.UP
    side: Side | None = None
    seats: int = 1


@dataclass(frozen=True, slots=True)
class BoardPick(RuleStep):
    """A hand's common cards are exactly these `picks` from the board's groups ("one of the
    two flops, one of the two turns, and the river"; "one card from any two sets")."""

    kind: ClassVar[str] = "board-pick"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # play/hand_limits.py pick_pools, at the showdown
    gap_reason: ClassVar[str] = ("limits a hand to common cards picked from named groups of the board (one of "
                                 "two flops, one card of a set...); the showdown lets every hand use all the "
                                 "common cards")
    picks: tuple[Pick, ...]

    def gap(self) -> Gap | None:
        played = (BoardGroup.SET, BoardGroup.ROW, BoardGroup.COLUMN, BoardGroup.CARD, BoardGroup.PAIR,
                  BoardGroup.FLOP, BoardGroup.TURN, BoardGroup.RIVER)
        if any(p.group not in played or p.part not in (Part.ANY, Part.MIDDLE, Part.END, Part.SINGLE)
               for p in self.picks):
            return Gap("limits a hand to common cards picked from the deals of a board (one of two flops, "
                       "one of two turns); the simulator picks only from sets, rows, pairs and single cards")
        return RuleStep.gap(self)


@dataclass(frozen=True, slots=True)
class UseOptions(RuleStep):
    """A final hand is made one of several ways ("either your five down cards, or three of
    your down cards and one horizontal row of commons"). options: each way, as the hand
    limits (`OwnUse`, `BoardUse`) that make it up.
    """

    kind: ClassVar[str] = "use-options"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # play/hand_limits.py, at the showdown
    gap_reason: ClassVar[str] = ("lets a player make their final hand one of two ways (their own cards alone, or "
                                 "some of them with common cards); the showdown plays one way of making hands only")
    options: tuple[tuple[RuleStep, ...], ...]

    def gap(self) -> Gap | None:
        found = next((g for option in self.options for step in option if (g := step.gap()) is not None), None)
        return found or RuleStep.gap(self)


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
    simulated: ClassVar[bool] = True  # play/hand_limits.py, at the showdown
    gap_reason: ClassVar[str] = ("one common card counts as part of every row for the rule that a hand uses one "
                                 "row; the simulator does not play limits to rows of common cards")
    spot: Spot
    line: LineKind = LineKind.ROW

    def gap(self) -> Gap | None:
        if self.spot.index is None or self.spot.line is not None or self.spot.part != Part.ANY:
            return Gap("one common card, named by its place or by play, counts as part of every row; the "
                       "simulator plays that only for the card dealt n-th")
        return RuleStep.gap(self)


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
    simulated: ClassVar[bool] = True  # play/hand_limits.py shifted_lines, at the showdown
    spot: Spot
    along: LineKind = LineKind.COLUMN
    distance: int = 1


@dataclass(frozen=True, slots=True)
class PickRequires(RuleStep):
    """A hand that uses a card of the pick `when` must also use the pick `then` ("if you use a
    card from the set of three, you must use the card from the set of one")."""

    kind: ClassVar[str] = "pick-requires"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # play/hand_limits.py, with the BoardPick
    when: Pick
    then: Pick


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


# ---- the board as a game's rules play it out, for its page ------------------------------
@dataclass(frozen=True, slots=True)
class BoardPlan:
    """A board as its page draws it.

    shape: the `Shape` word. cards: (position, across, down) of each card place, in card
    places from the top left. flips: (position, number) for each card a rule turns, the
    cards of one flip sharing its number; rules: the rule number of each flip number.
    chosen: some flips are the flipping player's choice (their numbers show one way).
    up: the cards are dealt face up (nothing to turn). lines: (kind, positions) of each
    group a hand's common cards may come from; kind "run" for cards next to one another.
    centre / joker: the centre position, and a joker's place.
    """

    shape: str
    cards: tuple[tuple[str, float, float], ...]
    flips: tuple[tuple[str, int], ...] = ()
    rules: tuple[int, ...] = ()
    chosen: bool = False
    up: bool = False
    lines: tuple[tuple[str, tuple[str, ...]], ...] = ()
    centre: str | None = None
    joker: str | None = None

    def as_json(self) -> dict:
        return {"shape": self.shape, "cards": [list(c) for c in self.cards], "flips": [list(f) for f in self.flips],
                "rules": list(self.rules), "chosen": self.chosen, "up": self.up,
                "lines": [[kind, list(places)] for kind, places in self.lines],
                "centre": self.centre, "joker": self.joker}

    @classmethod
    def from_json(cls, data: Mapping) -> BoardPlan:
        return cls(data["shape"], tuple((p, float(x), float(y)) for p, x, y in data["cards"]),
                   tuple((p, int(n)) for p, n in data["flips"]), tuple(data["rules"]), bool(data["chosen"]),
                   bool(data["up"]), tuple((kind, tuple(places)) for kind, places in data["lines"]),
                   data.get("centre"), data.get("joker"))


def board_plan(read: Sequence) -> BoardPlan | None:
    """The board of a game's read rules (`grammar.read_game`), or None when it has none.

    >>> from dealerschoice.records import Rule
    >>> from dealerschoice.rules.grammar import read_rule
    >>> def rule(n, text):
    ...     return read_rule(Rule(n, text, n))
    >>> plan = board_plan([rule(1, "Deal nine face down common cards in a 3x3 square."),
    ...                    rule(2, "Flip one common card from each row face up."),
    ...                    rule(3, "Your hand may only use one horizontal or vertical row of common cards.")])
    >>> len(plan.cards), plan.flips[:3], plan.rules, len(plan.lines)
    (9, (('r1c1', 1), ('r2c1', 1), ('r3c1', 1)), (2,), 6)
    """
    layout: Layout | None = None
    face_up = False
    flips: list[tuple[str, int]] = []
    rules: list[int] = []
    lines: list[tuple[str, tuple[str, ...]]] = []
    chosen = False
    flipped: set[str] = set()
    last: str | None = None
    for rule in read:
        steps = list(rule.steps)
        for at, step in enumerate(steps):
            if isinstance(step, BoardLayout) and layout is None:
                layout = step.layout
                deals = [s for s in steps[:at] if isinstance(s, Deal)]
                face_up = bool(deals) and all(d.face == Face.UP for d in deals)
            elif isinstance(step, BoardFlip) and layout is not None:
                ways = step.choices(layout, frozenset(flipped), last)
                if not ways:
                    continue
                chosen = chosen or step.chooser == Chooser.FLIPPER or len(ways) > 1
                rules.append(rule.number)
                flips.extend((p, len(rules)) for p in ways[0])
                flipped.update(ways[0])
                last = ways[0][-1]
            elif isinstance(step, (BoardUse, UseOptions)):
                for use in _uses(step):
                    lines.extend(_lines_of(use, layout) if layout is not None else ())
    if layout is None:
        return None
    where = layout.coordinates()
    return BoardPlan(str(layout.shape), tuple((p, *where[p]) for p in layout.positions), tuple(flips),
                     tuple(rules), chosen, face_up, tuple(dict.fromkeys(lines)), layout.centre, layout.joker)


def _uses(step) -> list[BoardUse]:
    if isinstance(step, BoardUse):
        return [step]
    return [s for option in step.options for s in option if isinstance(s, BoardUse)]


def _lines_of(use: BoardUse, layout: Layout) -> list[tuple[str, tuple[str, ...]]]:
    groups = use.groups(layout)
    if groups == (layout.positions,):
        return []  # the whole board: nothing to single out
    if use.adjacent:
        return [("run", g) for g in groups]
    kinds = {line.positions: str(line.kind) for line in layout.hand_lines(*use.lines)}
    return [(kinds.get(g, "line"), g) for g in groups]
