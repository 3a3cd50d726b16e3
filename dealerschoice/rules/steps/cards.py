"""Steps that move cards: deck, deals, passes, discards, draws, stacks, splits, flips."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from dealerschoice.rules.steps.base import Gap, RuleStep, coerce_words
from dealerschoice.rules.steps.vocab import (  # Discard.most_for, order
    DealCondition,
    DrawOrder,
    DrawSeat,
    Face,
    FlipSource,
    FlipUntil,
    FlipWho,
    Side,
    TableCards,
    Target,
)


@dataclass(frozen=True, slots=True)
class Deck(RuleStep):
    """The deck: `decks` 52-card decks shuffled together plus `jokers` jokers, less the ranks
    `without` (rank characters, "23456" for a deck stripped of twos through sixes)."""

    kind: ClassVar[str] = "deck"
    standing: ClassVar[bool] = True
    decks: int = 1
    jokers: int = 0
    without: tuple[str, ...] = ()

    @property
    def size(self) -> int:
        """Cards in the deck.

        >>> Deck(decks=2).size, Deck(jokers=2).size, Deck(without=("2", "3")).size
        (104, 54, 44)
        """
        return (52 - 4 * len(self.without)) * self.decks + self.jokers


@dataclass(frozen=True, slots=True)
class Deal(RuleStep):
    """Deal `count` cards. face: "down" | "up". to: "each" (every player still in) | "table".

    condition: None, or when a conditional deal is made (`DealCondition`): "last-declarer-
    heads-up" (the last player to declare went in against exactly one other player);
    "if-wanted" (each player may turn the card down: play/mechanics/wanting.py decides).
    table: for a deal to the table, what the rule calls the cards (`TableCards`): "common"
    cards, part of every hand, or "table" cards, the table's own, for the job the other rules
    give them. None: the reading does not say (a deal to the players; a board layout of
    common cards), and table cards then count as common cards.
    """

    kind: ClassVar[str] = "deal"
    count: int
    face: Face = Face.DOWN
    to: Target = Target.EACH
    condition: DealCondition | None = None
    table: TableCards | None = None


@dataclass(frozen=True, slots=True)
class NoPeek(RuleStep):
    """The cards of the previous Deal stay unseen, even by their holder, until flipped."""

    kind: ClassVar[str] = "no-peek"


@dataclass(frozen=True, slots=True)
class Look(RuleStep):
    """Each player may now look at their unseen (no-peek) down cards."""

    kind: ClassVar[str] = "look"


@dataclass(frozen=True, slots=True)
class PassMove:
    """`count` cards to the player `seats` places away on the `direction` side."""

    count: int
    direction: Side
    seats: int = 1

    def __post_init__(self) -> None:
        coerce_words(self)


@dataclass(frozen=True, slots=True)
class Pass(RuleStep):
    """Every player passes at once. which: "any" | "down" | "flipped" (the card just turned up)."""

    kind: ClassVar[str] = "pass"
    moves: tuple[PassMove, ...]
    which: str = "any"

    @property
    def count(self) -> int:
        """Cards each player gives (and receives)."""
        return sum(m.count for m in self.moves)


@dataclass(frozen=True, slots=True)
class Discard(RuleStep):
    """Each player discards. which: "any" | "down" | "up" | "hand" (a split-off hand of
    `count` cards) | "flipped" (of the cards they flip during the game) | "all".
    up_to: the player chooses 0..count. most: the most a rule's exception ever allows ("up to
    three, four if they show an ace"): the facts count it, the simple policies keep to `count`.
    The bounds, typed (the simulator keeps to `count`, which is always one the rule allows):
    low/high: the fewest and most cards of the usual case (filled from count/up_to when not
    given; None with no count). choices: the only counts allowed ("one or three": (1, 3);
    "may draw exactly two": (0, 2)); `count` is then the largest. most_if: `most` is for a
    player who shows a card of one of these ranks ("four if they show an ace": ("A",));
    most_for: `most` is for the player in this seat ("four for the dealer"). order: the order
    players draw in, when the rule names one (the simulator's players draw alike in any order).
    """

    kind: ClassVar[str] = "discard"
    count: int | None
    which: str = "any"
    up_to: bool = False
    most: int | None = None
    low: int | None = None
    high: int | None = None
    choices: tuple[int, ...] = ()
    most_if: tuple[str, ...] = ()
    most_for: DrawSeat | None = None
    order: DrawOrder | None = None

    def __post_init__(self) -> None:
        RuleStep.__post_init__(self)
        if self.count is not None:
            if self.low is None:
                object.__setattr__(self, "low", min(self.choices) if self.choices else 0 if self.up_to else self.count)
            if self.high is None:
                object.__setattr__(self, "high", self.count)

    @property
    def standing(self) -> bool:  # type: ignore[override]
        """Discarding from the cards flipped "during the game" holds all hand."""
        return self.which == "flipped"


@dataclass(frozen=True, slots=True)
class Draw(RuleStep):
    """Each player draws `count` cards from the deck (None: one per card just discarded)."""

    kind: ClassVar[str] = "draw"
    count: int | None = None
    face: str = "down"
    up_to: bool = False


@dataclass(frozen=True, slots=True)
class Reshuffle(RuleStep):
    """All hands go back to the deck, which is shuffled."""

    kind: ClassVar[str] = "reshuffle"


@dataclass(frozen=True, slots=True)
class Stack(RuleStep):
    """Each player arranges their cards face down in `stacks` stacks of `size` cards (None:
    all their cards), in an order chosen now; fixed: the order may not change. `sides` cards
    are set aside on either side of the stack (e.g. for a declare by flipping one of them).
    """

    kind: ClassVar[str] = "stack"
    stacks: int = 1
    size: int | None = None
    fixed: bool = True
    sides: int = 0


@dataclass(frozen=True, slots=True)
class Split(RuleStep):
    """Each player splits their cards into hands of the given sizes. rule: None or
    "smaller-below-larger" (the smaller hand must hold a down card and rank below the larger).
    """

    kind: ClassVar[str] = "split"
    sizes: tuple[int, ...]
    rule: str | None = None


@dataclass(frozen=True, slots=True)
class HandLimit(RuleStep):
    """No hand a player builds may hold more than `size` cards."""

    kind: ClassVar[str] = "hand-limit"
    standing: ClassVar[bool] = True
    size: int


@dataclass(frozen=True, slots=True)
class Use(RuleStep):
    """Final hands are made of `hole` own cards and `table` table cards (None: any number)."""

    kind: ClassVar[str] = "use"
    standing: ClassVar[bool] = True
    hole: int | None = None
    table: int | None = None


@dataclass(frozen=True, slots=True)
class Flip(RuleStep):
    """Cards turn face up.

    who: "each" | "next" (the next player in betting order) | "left-of-dealer" (`FlipWho`).
    count: how many cards each flips; None: every card that applies (`MATCHING_TABLE`,
      `DISCARDS`), or as many as the player likes (`optional`).
    source: "top" (top of the stack; with no Stack step, of the unseen no-peek pile) | "choice" (a down card of the player's choice) |
      "each-stack" (the top of each of their stacks) | "top-to-hand" (look at the top card,
      put it into the low or high hand, then all reveal together) | "random" | "last-dealt" |
      "matching-table" | "discards" (`FlipSource`).
    simultaneous: everyone flips at once.
    until: None, or "best-showing": keep flipping one at a time until the player's showing
      cards beat the best hand showing (the first table card counts as a hand when
      `table_counts`), at most `limit` cards (None: all).
    include_folded: folded players flip too. from_either: cards may come from down or
    no-peek cards at the player's choice.
    optional: the player may flip, or not. ranks: only cards of these ranks are flipped.
    deal_instead_at: a player holding only this many cards is dealt an up card instead.
    stack: the size of the stack the top card comes from ("the top card of their three card
      stack"), where players hold stacks of several sizes (None: their one stack).
    """

    kind: ClassVar[str] = "flip"
    who: FlipWho = FlipWho.EACH
    count: int | None = 1
    source: FlipSource = FlipSource.TOP
    simultaneous: bool = False
    until: FlipUntil | None = None
    limit: int | None = None
    table_counts: bool = False
    include_folded: bool = False
    from_either: bool = False
    optional: bool = False
    ranks: tuple[str, ...] = ()
    deal_instead_at: int | None = None
    stack: int | None = None

    # the flips of these sources are played for every player in turn only
    _EACH_ONLY: ClassVar[dict[FlipSource, str]] = {
        FlipSource.RANDOM: "a down card picked at random turns face up",
        FlipSource.LAST_DEALT: "a player turns up one of the cards of the last round dealt",
        FlipSource.MATCHING_TABLE: "down cards of the rank of a table card turn face up",
        FlipSource.DISCARDS: "the discarded cards turn face up",
    }

    def gap(self) -> Gap | None:
        """The simulator plays the flips from the stack, by choice, until beating, at random,
        of the last round dealt, matching the table, of the discards, optional flips (of named
        ranks) and up cards dealt instead; the forms below only for every player in turn."""
        each = self.who == FlipWho.EACH
        if self.source in self._EACH_ONLY and not each:
            return Gap(f"{self._EACH_ONLY[self.source]} for one player only; the simulator plays that flip "
                       "for every player in turn only, yet")
        if (self.optional or self.ranks or self.deal_instead_at is not None) and not each:
            return Gap("one player may choose to turn cards face up (or is dealt one instead); the simulator "
                       "plays that flip for every player in turn only, yet")
        if self.count is None and self.source not in self._EACH_ONLY and not self.optional:
            return Gap("a player turns up as many cards as they like; the simulator does not play that flip yet")
        if self.stack is not None and self.source != FlipSource.TOP:
            return Gap(f"a player turns up cards of their {self.stack}-card stack other than its top card; the "
                       "simulator does not play that flip yet")
        if self.source == FlipSource.EACH_STACK and self.count != 1:
            return Gap(f"each player turns up {self.count} cards from each of their stacks; the simulator "
                       "turns up one card a stack only, yet")
        if self.until is not None and self.who == FlipWho.EACH:
            return Gap("every player in turn flips cards one at a time until they have the best hand showing; "
                       "the simulator plays that for one player at a time (\"the next player\") only, yet")
        return None

