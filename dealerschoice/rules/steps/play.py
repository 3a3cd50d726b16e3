"""Steps of betting and of the end of the hand: antes, bets, declarations, showdowns, settlements."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from dealerschoice.rules.steps.base import RuleStep, Trigger


@dataclass(frozen=True, slots=True)
class Ante(RuleStep):
    """mode: "ante" (everyone antes) | "re-ante" (everyone antes again) | "none" (no ante).

    Every hand starts with an ante unless a rule says "none"; an "ante" step is only needed
    where a rule asks for one at another time.
    """

    kind: ClassVar[str] = "ante"
    mode: str = "ante"


@dataclass(frozen=True, slots=True)
class Bet(RuleStep):
    """A betting round. opener: "high-showing" | "low-showing" | "left-of-dealer" |
    "last-flipper" | "last-raiser" (the last player to raise, else left of the dealer) |
    "rotate" (left of the dealer, then one seat further each round). only_if_in: skipped when
    the player who just flipped folded. blinds: the first players in order put in a bet
    before seeing the action. must_open: the opener may not check.
    """

    kind: ClassVar[str] = "bet"
    opener: str = "left-of-dealer"
    only_if_in: bool = False
    blinds: int = 0
    must_open: bool = False


@dataclass(frozen=True, slots=True)
class Declare(RuleStep):
    """choices: ("high", "low") | ("high", "low", "both") | ("in", "out").
    mode: "simultaneous" | "in-turn" (from the player left of the dealer) | "by-flip" (each
    flips one of two side cards: the right one means high, the left one low).
    no_pass: in turn, nobody may pass. dealer_reopens: if the dealer is first to go in,
    everyone else gets a second chance.
    """

    kind: ClassVar[str] = "declare"
    choices: tuple[str, ...] = ("high", "low")
    mode: str = "simultaneous"
    no_pass: bool = False
    dealer_reopens: bool = False


@dataclass(frozen=True, slots=True)
class Showdown(RuleStep):
    """Who wins the pot.

    pot: "high" | "low" | "high-low" (best high and best low hand showing split) |
      "declared" (best hand of those who declared high splits with best of those declared
      low) | "low-if-heads-up" (low hand wins when two players are left, else high).
    hand: "best" (poker hand) | "two-card" (the two-card hand of a split) |
      "unmatched-hole-card" (the highest down card no other player has the rank of).
    split_with: None | "split-card" (the holder of the split card) | "left" (the player to
      the winner's left) | "closest-left" (the nearest player still in to the winner's left) |
      "team" (the winner's partner).
    tie_pays: False when a tie pays nobody. both_wins_both: a "both" declarer must win both
    ways or gets nothing.
    """

    kind: ClassVar[str] = "showdown"
    pot: str = "high"
    hand: str = "best"
    split_with: str | None = None
    tie_pays: bool = True
    both_wins_both: bool = False


@dataclass(frozen=True, slots=True)
class SplitCard(RuleStep):
    """Defines the split card: the `rank` ("low"|"high") card of the same suit as table card
    number `table_card`; or, when `suit` is given, the `rank` card of that suit a player holds
    (face down only when `hole`)."""

    kind: ClassVar[str] = "split-card"
    standing: ClassVar[bool] = True
    rank: str = "low"
    table_card: int = 1
    suit: str | None = None
    hole: bool = False


@dataclass(frozen=True, slots=True)
class BestHand(RuleStep):
    """A hand holding exactly these ranks beats every other hand."""

    kind: ClassVar[str] = "best-hand"
    standing: ClassVar[bool] = True
    ranks: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Settle(RuleStep):
    """Guts settlement. who: "in-and-lost" | "stayed-and-lost" | "declared-out".
    amount: "pot" | "half-pot". to: "pot" (matched into the next pot) | "winner".
    """

    kind: ClassVar[str] = "settle"
    who: str = "in-and-lost"
    amount: str = "pot"
    to: str = "pot"


@dataclass(frozen=True, slots=True)
class KeepHands(RuleStep):
    """Players keep their cards into the next round."""

    kind: ClassVar[str] = "keep-hands"


@dataclass(frozen=True, slots=True)
class Redeal(RuleStep):
    """Throw the hand in and deal again when `when` holds: a Trigger, or a code:
    "nobody-in-or-matched" | "unless-one-stayed" | "no-unique-card"."""

    kind: ClassVar[str] = "redeal"
    when: Trigger | str

    @property
    def standing(self) -> bool:  # type: ignore[override]
        """A redeal on a card dealt face up holds all hand; a coded one is played in order."""
        return isinstance(self.when, Trigger)


@dataclass(frozen=True, slots=True)
class Repeat(RuleStep):
    """Repeat the last `last` rules. until: "all-up" (every player still in has all cards
    face up) | "showing:N" (N cards showing) | "wins:N" (someone has won N times; they take
    the pot) | "pot-empty" (repeat while money is left in the pot)."""

    kind: ClassVar[str] = "repeat"
    last: int
    until: str



@dataclass(frozen=True, slots=True)
class Qualifier(RuleStep):
    """A hand must reach a minimum to win its half. pot: "high" | "low". For low, `rank` is
    the highest card allowed ("8": eight or better); for high, the hand must be at least
    `category` ("pair", "two-pair", "trips", ...) of `rank` (None: any rank)."""

    kind: ClassVar[str] = "qualifier"
    standing: ClassVar[bool] = True
    pot: str
    rank: str | None = None
    category: str | None = None


@dataclass(frozen=True, slots=True)
class Dead(RuleStep):
    """These ranks / cards are dead: they never count in a hand."""

    kind: ClassVar[str] = "dead"
    standing: ClassVar[bool] = True
    ranks: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()
