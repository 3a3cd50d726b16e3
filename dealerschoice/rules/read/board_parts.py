"""What the board family's readings share: cards counted, own and other players' cards in a
hand, the words of a group, and small helpers over a parse's children."""

from __future__ import annotations

from dataclasses import dataclass

from lark import Token

from dealerschoice.rules.read.family import NotThisFamily
from dealerschoice.rules.steps.vocab import (
    BoardGroup,
    Face,
    Holding,
    LineKind,
    Side,
)

HAND = 5  # cards in a final hand


def tokens_of(children) -> list[str]:
    return [str(c) for c in children if isinstance(c, Token)]


def face_of(children, default: Face = Face.DOWN) -> Face:
    faces = {c for c in children if isinstance(c, Face)}
    if len(faces) > 1:
        raise NotThisFamily
    return faces.pop() if faces else default


@dataclass(frozen=True, slots=True)
class Cards:
    count: int | None
    face: Face


@dataclass(frozen=True, slots=True)
class LayoutTail:
    """What a layout sentence adds after the shape."""

    joker: bool = False
    centre: Face | None = None  # one more card dealt in the middle, this face
    z: bool = False


@dataclass(frozen=True, slots=True)
class Own:
    """A count of own cards in a hand: low..high or one of choices, of `cards`."""

    low: int
    high: int | None
    choices: tuple[int, ...]
    cards: Holding
    exactly: bool


@dataclass(frozen=True, slots=True)
class Other:
    """A count of another player's cards in a hand (`count` None: any of them)."""

    count: int | None
    cards: Holding
    side: Side | None = None
    seats: int = 1


GROUPS = {"flops": BoardGroup.FLOP, "turns": BoardGroup.TURN, "rivers": BoardGroup.RIVER,
           "sets": BoardGroup.SET, "boards": BoardGroup.SET, "rows": BoardGroup.ROW,
           "columns": BoardGroup.COLUMN, "flop": BoardGroup.FLOP, "turn": BoardGroup.TURN,
           "river": BoardGroup.RIVER}
LINE_GROUPS = {LineKind.ROW: BoardGroup.ROW, LineKind.COLUMN: BoardGroup.COLUMN, LineKind.SET: BoardGroup.SET}


def ints_of(children) -> list[int]:
    return [c for c in children if isinstance(c, int) and not isinstance(c, bool)]

