"""Steps that move cards: deck, deals, passes, discards, draws, stacks, splits, flips."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from dealerschoice.rules.steps.base import RuleStep, coerce_words
from dealerschoice.rules.steps.vocab import Face, Side, Target


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

    condition: None, or a code for a conditional deal: "last-declarer-heads-up" (the last
    player to declare went in against exactly one other player).
    """

    kind: ClassVar[str] = "deal"
    count: int
    face: Face = Face.DOWN
    to: Target = Target.EACH
    condition: str | None = None


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
    """

    kind: ClassVar[str] = "discard"
    count: int | None
    which: str = "any"
    up_to: bool = False
    most: int | None = None

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

    who: "each" | "next" (the next player in betting order) | "left-of-dealer".
    source: "top" (top of the stack; with no Stack step, of the unseen no-peek pile) | "choice" (a down card of the player's choice) |
      "each-stack" (the top of each of their stacks) | "top-to-hand" (look at the top card,
      put it into the low or high hand, then all reveal together).
    until: None, or "best-showing": keep flipping one at a time until the player's showing
      cards beat the best hand showing (the first table card counts as a hand when
      `table_counts`), at most `limit` cards (None: all).
    include_folded: folded players flip too. from_either: cards may come from down or
    no-peek cards at the player's choice.
    """

    kind: ClassVar[str] = "flip"
    who: str = "each"
    count: int = 1
    source: str = "top"
    simultaneous: bool = False
    until: str | None = None
    limit: int | None = None
    table_counts: bool = False
    include_folded: bool = False
    from_either: bool = False

