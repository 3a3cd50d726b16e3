"""The limits on which common (and own, and other players') cards a final hand may use: one
line of the board, picks from its groups, own-card counts, ways of making a hand (`final_hand.py`
reads them together; the showdown plays them in play/hand_limits.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from dealerschoice.rules.steps.base import Gap, RuleStep
from dealerschoice.rules.steps.layout import Layout
from dealerschoice.rules.steps.places import Pick, Spot
from dealerschoice.rules.steps.vocab import (
    BoardGroup,
    Holding,
    LineKind,
    Part,
    Side,
)


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
        >>> BoardUse((LineKind.SET,)).groups(Layout.rows((2, 2)))  # "one set" of two rows: one row
        (('r1c1', 'r1c2'), ('r2c1', 'r2c2'))
        """
        if self.adjacent and self.table:
            return layout.runs(self.table, *self.lines)
        if self.lines:
            found = tuple(line.positions for line in layout.hand_lines(*self.lines))
            if not found:  # "one row" of a board dealt in sets: each set is a row
                found = tuple(line.positions for line in layout.lines_of(LineKind.SET))
            if not found and LineKind.SET in self.lines:  # "one set" of a board laid in rows: each row
                found = tuple(line.positions for line in layout.lines_of(LineKind.ROW))
            return found
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
