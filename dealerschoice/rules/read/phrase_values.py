"""The values the shared phrase parts of `phrases.lark` read into: a family sees a quantity,
a card list, a price or a place as one of these, never as words."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from lark import Token

from dealerschoice.rules.steps.vocab import Category, Cost, Face, Side


@dataclass(frozen=True, slots=True)
class Quantity:
    """How many: `low` to `high` (None: no upper bound), or one of `choices`.

    >>> Quantity(3, 3).exact, Quantity(0, 3).exact
    (3, None)
    """

    low: int
    high: int | None
    choices: tuple[int, ...] = ()

    @property
    def exact(self) -> int | None:
        return self.low if self.high == self.low and not self.choices else None


@dataclass(frozen=True, slots=True)
class Ranks:
    """Cards named by rank or as single cards: rank characters and two-character cards."""

    ranks: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()
    jokers: bool = False

    def __add__(self, other: Ranks) -> Ranks:
        return Ranks(self.ranks + other.ranks, self.cards + other.cards, self.jokers or other.jokers)


@dataclass(frozen=True, slots=True)
class Seat:
    """A player by seat: `seats` places away on the `direction` side (1: the neighbour)."""

    direction: Side
    seats: int = 1


@dataclass(frozen=True, slots=True)
class CardTest:
    """One card as a condition names it ("a face up four", "a black queen", "a wild card"):
    the card is of one of `ranks`, one of `cards`, of one of `suits`, wild, or pairs another
    up card (`pair`); `up`: the phrase said it is face up."""

    ranks: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()
    suits: tuple[str, ...] = ()
    wild: bool = False
    pair: bool = False
    jokers: bool = False
    up: bool = False


@dataclass(frozen=True, slots=True)
class Price:
    """What a player pays: `times` (a multiplier: 2 for "double", 1/2 for "half") the `unit`."""

    unit: Cost
    times: Fraction = Fraction(1)

    @property
    def plain(self) -> Cost | None:
        """The unit alone when the price is one of it ("max bet"), else None ("double ante")."""
        return self.unit if self.times == 1 else None


@dataclass(frozen=True, slots=True)
class PokerHand:
    """A poker hand category, and the rank it is of ("a pair of jacks": pair, "J")."""

    category: Category
    rank: str | None = None


@dataclass(frozen=True, slots=True)
class TableCard:
    """A table card by place: `place` "only" | "last" | "low" | "high" | "nth" (the `n`-th)
    | "any" (any table card); `turned`: said as flipped or turned up."""

    place: str
    n: int | None = None
    turned: bool = False


@dataclass(frozen=True, slots=True)
class OwnCard:
    """A player's own lowest (`high` False) or highest card; `face`: among the cards held so."""

    high: bool
    face: Face | None = None


@dataclass(frozen=True, slots=True)
class FollowCard:
    """The card that turns up after (`before`: before) the last `follows` (a rank) turned up,
    or else the last of the `cards` ("red queen", "face card or ace", "heart"); `hows`: the verbs the phrase used
    ("dealt", "flipped", "turned"); `up`: a face up was said."""

    follows: str | None
    cards: tuple[str, ...] = ()
    before: bool = False
    hows: frozenset[str] = frozenset()
    up: bool = False


def token_text(children) -> str:
    """The words of a parse's own tokens, as one word ("max", "bet" -> "maxbet": for look-ups)."""
    return "".join(str(c) for c in children if isinstance(c, Token))
