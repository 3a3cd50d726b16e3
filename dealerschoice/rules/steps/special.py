"""Standing rules (wild cards, forced actions), player dealings, and what is not simulated."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from dealerschoice.rules.steps.base import RuleStep, Trigger


@dataclass(frozen=True, slots=True)
class Wild(RuleStep):
    """Which cards are wild.

    source: "rank"/"card" (the listed ranks / cards) | "table" (rank of table card
      `table_card` plus `offset`) | "follow" (the card flipped after the last flipped
      `follows`, and its rank) | "hand-size" (the rank equal to the number of cards held) |
      "dealer" (a rank the dealer names) | "low-card" (the holder's lowest card, `hole_only`:
      lowest down card, and its rank) | "first-flip" (the first card the player flipped, and
      its rank) | "down-pairs-up" (a rank held both down and up) | "suited-run" (consecutive
      cards of one suit) | "color-pair" (pairs of one colour) | "table-last" (the rank of the
      last table card dealt) | "table-low" (the lowest rank among the table cards).
    per_player: wild for the holder only. hands: "any" | "high" | "low". hand_sizes: only in
    hands of these sizes. cost: None | "ante" | "max-bet" | "pot" (paid to make it wild).
    """

    kind: ClassVar[str] = "wild"
    standing: ClassVar[bool] = True
    source: str = "rank"
    ranks: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()
    jokers: bool = False
    per_player: bool = False
    hands: str = "any"
    hand_sizes: tuple[int, ...] = ()
    cost: str | None = None
    table_card: int | None = None
    offset: int = 0
    follows: str | None = None
    hole_only: bool = False


@dataclass(frozen=True, slots=True)
class WildChange(RuleStep):
    """When `trigger` fires, the player may cancel one wild rank; the top card of the deck is
    turned and its rank becomes wild."""

    kind: ClassVar[str] = "wild-change"
    standing: ClassVar[bool] = True
    trigger: Trigger


@dataclass(frozen=True, slots=True)
class Forced(RuleStep):
    """A rule that fires whenever its trigger does.

    action: "fold" | "match-or-fold" (match the pot or fold) | "pay-or-fold" | "force-fold"
      (may make one other player fold) | "buy" (may buy `cards` more cards for `cost`) |
      "exchange" (discard the card for the top card of the deck) | "steal-up" (may take one
      up card from another player) | "back-in" (a folded player rejoins for free).
    cards/face: cards dealt to the player when they pay or buy. escalating: each payment
    costs more (first free, then the pot, then double the pot...).
    """

    kind: ClassVar[str] = "forced"
    standing: ClassVar[bool] = True
    trigger: Trigger
    action: str
    cost: str | None = None
    optional: bool = False
    cards: int = 0
    face: str = "up"
    escalating: bool = False


@dataclass(frozen=True, slots=True)
class Partners(RuleStep):
    """Players pick partners (highest showing first) and combine their hands."""

    kind: ClassVar[str] = "partners"


@dataclass(frozen=True, slots=True)
class Trade(RuleStep):
    """Players may trade equal numbers of cards, up to `times` times, paying `cost` each."""

    kind: ClassVar[str] = "trade"
    times: int | None = None
    cost: str | None = None


@dataclass(frozen=True, slots=True)
class Auction(RuleStep):
    """In turn, each player may sell `count` of their cards to another player."""

    kind: ClassVar[str] = "auction"
    count: int = 1


@dataclass(frozen=True, slots=True)
class TableRule(RuleStep):
    """A rule understood but not simulated, with the reason.

    blocking: True when a hand played without it would not be this game (it decides who
    wins, or changes what cards players hold in a way the simulator cannot follow); False
    when ignoring it leaves a faithful hand (an option the simple policies never take,
    table talk, etiquette). `step` is the typed meaning, when there is one, for facts.
    """

    kind: ClassVar[str] = "table-rule"
    reason: str
    blocking: bool = False
    step: RuleStep | None = None


@dataclass(frozen=True, slots=True)
class Unknown(RuleStep):
    """A sentence no pattern reads."""

    kind: ClassVar[str] = "unknown"
    text: str
