"""Wild cards the simulator does not play: limited wilds (bugs, cards that may count as
some others), wilds made of several cards, rules that take the wilds away, wilds named by
their place on the board, and wild ranks that move or end as cards turn up."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from dealerschoice.rules.steps.base import RuleStep, Trigger
from dealerschoice.rules.steps.board import Spot
from dealerschoice.rules.steps.vocab import ComboHow, Face, LimitedAs, WildVoidWhen


@dataclass(frozen=True, slots=True)
class LimitedWild(RuleStep):
    """Cards that may stand for some other cards only: a limited wild.

    ranks/cards/jokers: the cards that may (rank characters, two-character cards, jokers).
    face: only while held so ("up": dealt face up), None: however held.
    counts_as: what they may stand for (`LimitedAs`): "bug" (complete a straight or a flush,
      or count as an ace) | "ranks" (any of `as_ranks`; in their own suit) | "cards" (any of
      `as_cards`) | "shift" (their own rank moved `down` ranks lower or `up` ranks higher) |
      "several" (any `count` cards at once).
    """

    kind: ClassVar[str] = "limited-wild"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("some cards may stand for a limited set of other cards (a bug, a card that "
                                 "counts as another rank); the simulator does not play limited wild cards yet")
    counts_as: LimitedAs
    ranks: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()
    jokers: bool = False
    face: Face | None = None
    as_ranks: tuple[str, ...] = ()
    as_cards: tuple[str, ...] = ()
    down: int = 0
    up: int = 0
    count: int = 0


@dataclass(frozen=True, slots=True)
class WildVoid(RuleStep):
    """A player's wild cards are not wild while `when` holds (`WildVoidWhen`): "one-rank"
    (no wilds of two different ranks), "mixed-ranks" (wilds of different ranks), "holds" (one
    of the cards named: `ranks`, `cards`, `jokers`), "holds-with-wild" (one of them and a
    wild card).
    """

    kind: ClassVar[str] = "wild-void"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("a player's wild cards stop being wild when they hold some cards; the "
                                 "simulator does not play wilds that depend on the rest of the hand yet")
    when: WildVoidWhen
    ranks: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()
    jokers: bool = False


@dataclass(frozen=True, slots=True)
class WildCombo(RuleStep):
    """Cards that together make wilds: `sizes` cards at a time (2, or 2 or 3) that combine
    `how` (`ComboHow`: "sum"/"product" of their values is `total`, "consecutive" ranks, ranks
    `total` "apart", a "pair"). one_wild: together they count as one wild card; else each of
    them is wild.
    """

    kind: ClassVar[str] = "wild-combo"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("cards that add up to a number (or run, or pair) count as wild cards; the "
                                 "simulator does not play wilds made of several cards yet")
    how: ComboHow
    sizes: tuple[int, ...] = (2,)
    total: int = 0
    one_wild: bool = False


@dataclass(frozen=True, slots=True)
class SpotWild(RuleStep):
    """The common cards at a place on the board are wild ("The corner common cards are wild",
    "The middle card in each row of commons is wild").

    spot: the place (a board `Spot`; with `each_line`, `spot.line` is the kind of line and
      `spot.index` is None). each_line: the card at that place in every such line. same_rank:
      every other card of their ranks is wild too.
    """

    kind: ClassVar[str] = "spot-wild"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("the common cards at a place on the board (the corners, the middle of each "
                                 "row) are wild; the simulator does not play wilds named by their place on "
                                 "the board yet")
    spot: Spot
    each_line: bool = False
    same_rank: bool = False


@dataclass(frozen=True, slots=True)
class WildShift(RuleStep):
    """The wild ranks move as cards turn up (the `Wild` before it names the first ones).

    trigger: each time it fires, the wilds move. to_ranks: they switch to these ranks, and
      back to the first ones the next time ("the wild changes back and forth between jacks
      and kings"). down/up: else the lowest wild rank moves `down` ranks lower and the
      highest `up` ranks higher ("the low wild shifts down one rank"). reset: None, or when
      the first wild ranks come back ("If a jack is dealt face up, sixes and sevens are wild
      again").
    """

    kind: ClassVar[str] = "wild-shift"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("the wild ranks change each time some cards turn up; the simulator does not "
                                 "play wild ranks that move during the hand yet")
    trigger: Trigger
    to_ranks: tuple[str, ...] = ()
    down: int = 0
    up: int = 0
    reset: Trigger | None = None


@dataclass(frozen=True, slots=True)
class WildsEnd(RuleStep):
    """No card is wild any more once `trigger` has fired `nth` times ("The second face up
    face card dealt kills all wilds"): the wilds of the rules before it end for the rest of
    the hand.

    trigger: the card that turns up. nth: the count of such cards that ends the wilds (1: the
    first).
    """

    kind: ClassVar[str] = "wilds-end"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("a card turning up ends all wild cards for the rest of the hand; the simulator "
                                 "does not play wilds that end during the hand yet")
    trigger: Trigger
    nth: int = 1
