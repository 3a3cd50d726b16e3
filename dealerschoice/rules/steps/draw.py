"""Draws the simulator's `Discard` + `Draw` do not play: twists (replacement cards bought),
announced draws, draws back of more or fewer cards than discarded, discards down to a hand
size or of every card matching a table card, exchanges with the table, and the discards
put back on top of the deck. (An ordinary draw is a `Discard` then a `Draw`, in `cards.py`.)"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from dealerschoice.rules.steps.base import RuleStep
from dealerschoice.rules.steps.vocab import Cost, DrawOrder, DrawSeat, Face, Role, Word


class Announced(Word):
    """What players announce before a draw is dealt (`DrawAnnounce.what`)."""

    COUNT = "count"  # how many cards each is drawing
    WHO = "who"      # whether each draws at all


class TablePick(Word):
    """Which table card goes (`TableDiscard.which`)."""

    OLDEST = "oldest"  # the first dealt of those still there
    NEWEST = "newest"  # the last dealt


@dataclass(frozen=True, slots=True)
class Twist(RuleStep):
    """Each player may buy cards for a price: `count` cards (the most of the usual case; `up_to`:
    any number up to it), each replacing one of their cards ("twist": the new card comes as the
    old one was, face up for an up card) or, with `extra`, added to their hand.

    low/high/choices: the bounds, as on `Discard` ("exactly two": choices (0, 2)). most, most_if,
    most_for: an exception allowing `most` cards, as on `Discard`. cost, times: a twist costs
    `times` the `cost` ("double ante": ANTE, 2); each: the cost is per card. face: the face of
    the new card when the rule names it (None: as the card it replaces). one_at_a_time: each card is bought and seen
    before the next. down_by_flip: a player who twists an up card may take the new card face
    down by turning a down card face up. down_cost, down_times: paying `down_times` the
    `down_cost` instead gets the new card face down. instead: the other offer a player may take
    in place of this one ("two cards for double max bet or one card for max bet"). order: the
    order players twist in, when the rule names one.
    """

    kind: ClassVar[str] = "twist"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("players may buy replacement cards (a twist) for a price; the simulator's "
                                 "players never buy one, which the rule allows, so a hand without twists is "
                                 "still a hand of this game")
    gap_blocking: ClassVar[bool] = False
    count: int
    cost: Cost
    times: int = 1
    up_to: bool = False
    each: bool = False
    low: int | None = None
    high: int | None = None
    choices: tuple[int, ...] = ()
    most: int | None = None
    most_if: tuple[str, ...] = ()
    most_for: DrawSeat | None = None
    extra: bool = False
    face: Face | None = None
    one_at_a_time: bool = False
    down_by_flip: bool = False
    down_cost: Cost | None = None
    down_times: int = 1
    instead: Twist | None = None
    order: DrawOrder | None = None

    def __post_init__(self) -> None:
        RuleStep.__post_init__(self)
        if self.low is None:
            object.__setattr__(self, "low", min(self.choices) if self.choices else 0)
        if self.high is None:
            object.__setattr__(self, "high", self.count)


@dataclass(frozen=True, slots=True)
class DiscardToForce(RuleStep):
    """A player may discard one of their face-up cards of `ranks` to make another player of
    their choice discard a face-up card of `forces` (a rank they hold up). order: who acts
    first, when the rule says."""

    kind: ClassVar[str] = "discard-to-force"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("a player may throw away a given up card to force another player to throw "
                                 "away one of theirs; it is an option the simulator's players never take, "
                                 "which the rule allows, so a hand without it is still a hand of this game")
    gap_blocking: ClassVar[bool] = False
    ranks: tuple[str, ...]
    forces: tuple[str, ...]
    order: DrawOrder | None = None


@dataclass(frozen=True, slots=True)
class DrawAnnounce(RuleStep):
    """Before the draw is dealt, players announce `what` they draw: how many cards (`COUNT`) or
    whether they draw at all (`WHO`); simultaneous: all at once, else in turn."""

    kind: ClassVar[str] = "draw-announce"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("players announce their draws before any card is dealt; the announcement "
                                 "moves no card, and the simulator's players draw the same either way")
    gap_blocking: ClassVar[bool] = False
    what: Announced = Announced.COUNT
    simultaneous: bool = False


@dataclass(frozen=True, slots=True)
class DrawBack(RuleStep):
    """Each player draws `offset` more cards than they just discarded (-1: one fewer), face
    down."""

    kind: ClassVar[str] = "draw-back"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("players draw back more or fewer cards than they discarded, so hands grow "
                                 "or shrink; the simulator does not play that draw yet")
    offset: int


@dataclass(frozen=True, slots=True)
class DiscardTo(RuleStep):
    """Each player discards cards of their choice until they hold `keep` cards ("all but
    four", "until they have five cards left")."""

    kind: ClassVar[str] = "discard-to"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("each player throws away cards until they hold a given number; the "
                                 "simulator does not play that discard yet")
    keep: int


@dataclass(frozen=True, slots=True)
class PlayerDiscard(RuleStep):
    """One player, `who`, discards `count` cards of their choice (`face`: down or up ones;
    None: any)."""

    kind: ClassVar[str] = "player-discard"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("one player (not everyone) must throw away a card; the simulator does not "
                                 "play a discard by one player yet")
    who: Role
    count: int
    face: Face | None = None


@dataclass(frozen=True, slots=True)
class TakeNoPeek(RuleStep):
    """Each player takes `count` of their own unseen (no-peek) cards into their hand."""

    kind: ClassVar[str] = "take-no-peek"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("players pick up some of their unseen no-peek cards into their hand; the "
                                 "simulator does not play that yet")
    count: int = 1


@dataclass(frozen=True, slots=True)
class DiscardMatching(RuleStep):
    """Every player discards every card of the rank of a table card: of any face-up table card
    (`last` None), or of the last `last` table cards turned up. spares_table: the table card
    matched stays ("except the last revealed table card"); else table cards of that rank go
    too."""

    kind: ClassVar[str] = "discard-matching"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("players throw away every card that matches the rank of a table card; the "
                                 "simulator does not play that discard yet")
    last: int | None = None
    spares_table: bool = False


@dataclass(frozen=True, slots=True)
class TableDiscard(RuleStep):
    """The `which` common card is discarded from the table."""

    kind: ClassVar[str] = "table-discard"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("a common card is taken off the table; the simulator does not take table "
                                 "cards away yet")
    which: TablePick = TablePick.OLDEST


@dataclass(frozen=True, slots=True)
class TableRefill(RuleStep):
    """The table cards just discarded are replaced from the deck; common_first: the common
    cards are replaced before the other table cards."""

    kind: ClassVar[str] = "table-refill"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("discarded table cards are replaced from the deck; the simulator does not "
                                 "take table cards away or replace them yet")
    common_first: bool = False


@dataclass(frozen=True, slots=True)
class DrawKeeps(RuleStep):
    """In the draw just stated, players may not discard cards of these `ranks`."""

    kind: ClassVar[str] = "draw-keeps"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("players may not throw away cards of some ranks when they draw; the "
                                 "simulator's players may discard any card, so it does not play that yet")
    ranks: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Exchange(RuleStep):
    """Each player puts `count` of their cards (`face`: down or up ones; None: any) on the
    table and takes as many table cards. optional: they may decline."""

    kind: ClassVar[str] = "exchange"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("players swap cards of their own for table cards; the simulator does not "
                                 "play exchanges with the table yet")
    count: int
    face: Face | None = None
    optional: bool = False


@dataclass(frozen=True, slots=True)
class DiscardsOnTop(RuleStep):
    """The cards just discarded are shuffled and put on top of the deck, to be dealt next.
    (Discards shuffled back into the deck are the deck family's `shuffle` steps.)"""

    kind: ClassVar[str] = "discards-on-top"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("the discards are shuffled and put on top of the deck, so they are dealt "
                                 "again next; the simulator does not play that yet")
