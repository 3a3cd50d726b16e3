"""The example deals of a game's page (`analyse.deal_data`): a seeded simulated hand, event by
event, with the table where cards moved (`TableState`) and a board game's common cards
(`BoardLayout`), as the page and its `deals.json` show it.

Each has an explicit `to_json` / `from_json`: the analysis cache keeps the deals as JSON-like
data (`cache.StoredDeals`), read back into these types when a page is rendered. The JSON of a
table and of a board is the simulator's own (`play.transcript.View.as_json`, `BoardRecord.as_json`).

The closed vocabularies are enums, made from their words on construction: an event's kind
(`EventKind`), a player's declaration (`Declaration`), a board's shape and the kinds of its
lines (`records.board`'s `BoardShape` and `BoardLine`: the board as played is laid out in the
words of the board as planned). A word outside one is an error naming the field, quoting the
word and listing the words allowed; JSON holds the words. Cards, a board's place names (`r1c2`,
`s2.1`, `b2:r1c1`, `x3`...: made up as a layout needs them) and the wild cards in words are text.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, fields
from enum import StrEnum
from operator import attrgetter
from typing import Any, TypeVar

from dealerschoice.records.board import BoardLine, BoardShape

JSON = dict[str, Any]  # a JSON object made by a stage's own `as_json`
Cards = tuple[str, ...]  # cards as text, "Q♥"


class EventKind(StrEnum):
    """What an event of a simulated hand is (`play.transcript.Event.kind`); the page styles each
    as `ex-KIND`, and a `hand` event starts the next hand of a series."""

    ANTE = "ante"
    BET = "bet"
    CLAIM = "claim"
    DEAL = "deal"
    DECLARE = "declare"
    DISCARD = "discard"
    DRAW = "draw"
    END = "end"
    FLIP = "flip"
    FOLD = "fold"
    FORCED = "forced"
    HAND = "hand"
    MARK = "mark"
    NOTE = "note"
    PASS = "pass"
    PAY = "pay"
    REDEAL = "redeal"
    SETTLE = "settle"
    SHOWDOWN = "showdown"
    SPLIT = "split"
    STACK = "stack"
    SWITCH = "switch"
    WILD = "wild"

    @classmethod
    def of(cls, word: str) -> EventKind:
        """The kind named `word`; a word outside the vocabulary is an error that names them all.

        >>> EventKind.of("flip"), EventKind.of("flop")
        Traceback (most recent call last):
        ...
        ValueError: an example deal's event kind 'flop' is not one of: ante, bet, claim, deal, declare, discard, draw, end, flip, fold, forced, hand, mark, note, pass, pay, redeal, settle, showdown, split, stack, switch, wild (add it to records.deals.EventKind)
        """
        kind = _KINDS.get(word)  # a dict: a deal's events are read back by the tens of thousands
        if kind is None:
            words = ", ".join(kind.value for kind in cls)
            raise ValueError(f"an example deal's event kind {word!r} is not one of: {words} "
                             "(add it to records.deals.EventKind)")
        return kind


_KINDS = {kind.value: kind for kind in EventKind}


class Declaration(StrEnum):
    """What a player declared (`play.table.Seat.declared`; the grammar's `Choice`, repeated here
    as records know nothing of how rules are read: `tests/test_deals_vocab.py` keeps them alike):
    a side of the pot, both, in or out, or the split card's share."""

    HIGH = "high"
    LOW = "low"
    BOTH = "both"
    IN = "in"
    OUT = "out"
    SPLIT_CARD = "split-card"


Word = TypeVar("Word", bound=StrEnum)


def word_of(vocabulary: type[Word], value: str, what: str) -> Word:
    """`value` as a word of `vocabulary` (itself, when it is one already); any other value is
    an error that names the field, quotes the value and lists the words.

    >>> word_of(BoardShape, "cross", "board shape") is BoardShape.CROSS
    True
    >>> word_of(Declaration, "maybe", "declaration of P2")
    Traceback (most recent call last):
    ...
    ValueError: an example deal's declaration of P2 'maybe' is not one of: high, low, both, in, out, split-card (add it to records.deals.Declaration)
    """
    if isinstance(value, vocabulary):
        return value
    try:
        return vocabulary(value)
    except ValueError:
        words = ", ".join(word.value for word in vocabulary)
        home = vocabulary.__module__.removeprefix("dealerschoice.")
        raise ValueError(f"an example deal's {what} {value!r} is not one of: {words} "
                         f"(add it to {home}.{vocabulary.__name__})") from None


Record = TypeVar("Record")


def quick_pickle(cls: type[Record]) -> type[Record]:
    """`cls` (a frozen dataclass with slots) pickled as the tuple of its fields' values. The
    deals are pickled by the analysis and read back by every page (`cache.StoredDeals`), a
    few hundred records a game; the pickling `dataclass` gives such a class looks up its
    fields again for every record (`make bench` shows what it saves).

    >>> import pickle
    >>> seat = SeatState(2, ("A♠",), (), 0, False, "high", 3)
    >>> pickle.loads(pickle.dumps(seat)) == seat, seat.__getstate__()
    (True, (2, ('A♠',), (), 0, False, <Declaration.HIGH: 'high'>, 3, ()))
    """
    names = tuple(field.name for field in fields(cls))  # type: ignore[arg-type]
    get = attrgetter(*names)  # a tuple of the values, but the value itself for one field
    values: Callable[[Any], tuple[Any, ...]] = get if len(names) > 1 else lambda record: (get(record),)

    def __getstate__(self: Any) -> tuple[Any, ...]:
        return values(self)

    def __setstate__(self: Any, state: Sequence[Any]) -> None:
        for name, value in zip(names, state, strict=True):
            object.__setattr__(self, name, value)  # frozen: as the dataclass's own __init__ sets them

    cls.__getstate__ = __getstate__  # type: ignore[method-assign]
    cls.__setstate__ = __setstate__  # type: ignore[attr-defined]
    return cls


@quick_pickle
@dataclass(frozen=True, slots=True)
class SeatState:
    """One player after an event: cards up, cards down (top first; the reader sees them all),
    how many of the down cards their holder may not look at, folded, what they declared (None:
    nothing yet), chips won less paid so far, and the hands the cards are split into (when they
    are). A declaration given as its word is taken as that word."""

    seat: int
    up: Cards
    down: Cards
    unseen: int
    folded: bool
    declared: Declaration | None
    net: int
    hands: tuple[Cards, ...] = ()

    def __post_init__(self) -> None:
        declared = self.declared
        if declared is not None and type(declared) is not Declaration:  # most players declare nothing
            object.__setattr__(self, "declared", word_of(Declaration, declared, f"declaration of P{self.seat}"))

    def to_json(self) -> JSON:
        declared = self.declared.value if self.declared is not None else None
        return {"seat": self.seat, "up": list(self.up), "down": list(self.down), "unseen": self.unseen,
                "folded": self.folded, "declared": declared, "net": self.net,
                "hands": [list(hand) for hand in self.hands]}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> SeatState:
        hands = data["hands"]
        return cls(data["seat"], tuple(data["up"]), tuple(data["down"]), data["unseen"], data["folded"],
                   data["declared"], data["net"], tuple(map(tuple, hands)) if hands else ())


@quick_pickle
@dataclass(frozen=True, slots=True)
class TableState:
    """The table after an event: each player, the common cards (up, and down in their places),
    the pot, and the wild cards in force in words ("" when none)."""

    players: tuple[SeatState, ...]
    table: Cards
    table_down: Cards
    pot: int
    wild: str

    def to_json(self) -> JSON:
        return {"players": [p.to_json() for p in self.players], "table": list(self.table),
                "table_down": list(self.table_down), "pot": self.pot, "wild": self.wild}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> TableState:
        """The table `to_json` (or the simulator's `View.as_json`) gave."""
        return cls(tuple(map(SeatState.from_json, data["players"])), tuple(data["table"]),
                   tuple(data["table_down"]), data["pot"], data["wild"])


@quick_pickle
@dataclass(frozen=True, slots=True)
class BoardCard:
    """One common card of a board game: its place on the layout (`r1c2`...: a name the layout
    makes up, not a word of a vocabulary), where it lies (in card places from the top left), and
    the event that showed it (None: it stayed face down)."""

    place: str
    across: float
    down: float
    card: str
    shown_at: int | None

    def to_json(self) -> JSON:
        return {"place": self.place, "across": self.across, "down": self.down, "card": self.card,
                "shown_at": self.shown_at}


@quick_pickle
@dataclass(frozen=True, slots=True)
class BoardLayout:
    """A board game's common cards as they were played: the layout's shape, the cards, the lines
    a hand may take its common cards from (kind, places), the places each player's showdown hand
    used (seat, places), the seats that won, and the event that dealt the board's first card.
    A shape or line kind given as its word is taken as that word.

    >>> board = BoardLayout("cross", (), (("row", ("r2c1", "r2c2")),), (), (), None)
    >>> board.shape is BoardShape.CROSS, board.lines[0][0] is BoardLine.ROW
    (True, True)
    >>> BoardLayout("cross", (), (("wiggle", ("r2c1",)),), (), (), None)
    Traceback (most recent call last):
    ...
    ValueError: an example deal's board line kind 'wiggle' is not one of: row, column, diagonal, arm, side, set, run, line (add it to records.board.BoardLine)
    """

    shape: BoardShape
    places: tuple[BoardCard, ...]
    lines: tuple[tuple[BoardLine, tuple[str, ...]], ...]
    used: tuple[tuple[int, tuple[str, ...]], ...]
    winners: tuple[int, ...]
    laid_at: int | None

    def __post_init__(self) -> None:
        if type(self.shape) is not BoardShape:
            object.__setattr__(self, "shape", word_of(BoardShape, self.shape, "board shape"))
        if not all(type(kind) is BoardLine for kind, _ in self.lines):
            object.__setattr__(self, "lines", tuple((word_of(BoardLine, kind, "board line kind"), places)
                                                    for kind, places in self.lines))

    def to_json(self) -> JSON:
        return {"shape": self.shape.value, "laid_at": self.laid_at, "places": [p.to_json() for p in self.places],
                "lines": [[kind.value, list(places)] for kind, places in self.lines],
                "used": [[seat, list(places)] for seat, places in self.used], "winners": list(self.winners)}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> BoardLayout:
        """The board `to_json` (or the simulator's `BoardRecord.as_json`) gave."""
        places = tuple(BoardCard(p["place"], p["across"], p["down"], p["card"], p["shown_at"]) for p in data["places"])
        return cls(data["shape"], places, tuple((kind, tuple(where)) for kind, where in data["lines"]),
                   tuple((seat, tuple(where)) for seat, where in data["used"]), tuple(data["winners"]),
                   data["laid_at"])


@quick_pickle
@dataclass(frozen=True, slots=True)
class DealEvent:
    """One event of an example deal: the rule that caused it (None: the table's own doing, e.g.
    the ante), its kind and words; `state`: the table after it, only where cards moved and the
    table changed."""

    rule: int | None
    kind: EventKind
    text: str
    state: TableState | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.kind, EventKind):
            object.__setattr__(self, "kind", EventKind.of(self.kind))

    def to_json(self) -> JSON:
        state = self.state.to_json() if self.state is not None else None
        return {"rule": self.rule, "kind": self.kind.value, "text": self.text, "state": state}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> DealEvent:
        state = data["state"]
        return cls(data["rule"], EventKind.of(data["kind"]), data["text"],
                   TableState.from_json(state) if state is not None else None)


@quick_pickle
@dataclass(frozen=True, slots=True)
class ExampleDeal:
    """A seeded example deal as the page shows it, with the command that replays it.
    `amounts`: (seat, chips won less chips paid), by seat; `carried`: chips left in the pot for
    a next deal; `board`: board games only, the layout as played."""

    seed: int
    players: int
    command: str
    events: tuple[DealEvent, ...]
    amounts: tuple[tuple[int, int], ...]
    carried: int
    pot_total: int
    board: BoardLayout | None = None

    def to_json(self) -> JSON:
        data: JSON = {"seed": self.seed, "players": self.players, "command": self.command,
                      "events": [event.to_json() for event in self.events],
                      "amounts": [[seat, amount] for seat, amount in self.amounts],
                      "carried": self.carried, "pot_total": self.pot_total,
                      "board": self.board.to_json() if self.board is not None else None}
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> ExampleDeal:
        """The deal `to_json` gave.

        >>> deal = ExampleDeal(3, 2, "python build.py play X --seed 3", (DealEvent(None, EventKind.ANTE, "Antes."),),
        ...                    ((1, 1), (2, -1)), 0, 2)
        >>> ExampleDeal.from_json(deal.to_json()) == deal
        True
        """
        return cls(seed=data["seed"], players=data["players"], command=data["command"],
                   events=tuple(map(DealEvent.from_json, data["events"])), amounts=tuple(map(tuple, data["amounts"])),
                   carried=data["carried"], pot_total=data["pot_total"],
                   board=BoardLayout.from_json(data["board"]) if data["board"] is not None else None)
