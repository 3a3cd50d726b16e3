"""Wild cards the simulator does not play: limited wilds (bugs, cards that may count as
some others), wilds made of several cards, and rules that take the wilds away."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from dealerschoice.rules.steps.base import RuleStep
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
