"""Steps of the last odd rules the grammar reads (the `late` family), one game or two each:
a split card that turns from the high to the low card of its suit and back, a showdown for
each set of flop and turn cards, a common card marked at random, hands ranked by their
distance from a target hand, the runner-up's second chance against the table hand, new
named hands ranked between two categories, dot hands, a player's own card wild only when it
beats a table card, a fallback own wild card, and common cards that must touch. The own
wild cards are simulated (play/mechanics/own_wilds.py); each other one blocks its game and
says why."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from dealerschoice.rules.steps.base import Gap, RuleStep, coerce_words
from dealerschoice.rules.steps.vocab import Category, HighLow, Word


class Metric(Word):
    """How far one hand is from another (`HandDistance.metric`)."""

    MANHATTAN = "manhattan"  # the sum, card by card, of the differences of rank


@dataclass(frozen=True, slots=True)
class SplitCardTurn(RuleStep):
    """The split card changes end when a card is dealt face up: once one of `cards` (two-
    character cards, "As") is dealt face up, the split card is the `to` card of `suit`.
    back: when not None, the split card goes back to the other end if the `back` ("low":
    lowest) face-up card of the suit is dealt after that card."""

    kind: ClassVar[str] = "split-card-turn"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # play/mechanics/split_turns.py watches the cards dealt face up
    cards: tuple[str, ...]
    suit: str
    to: HighLow
    back: HighLow | None = None

    def __post_init__(self) -> None:
        coerce_words(self)
        if not self.cards:
            raise ValueError("SplitCardTurn.cards: no card named; a split card turns on at least one card")
        if self.suit not in ("s", "h", "d", "c"):
            raise ValueError(f"SplitCardTurn.suit: {self.suit!r}; a suit is one of s, h, d, c")


@dataclass(frozen=True, slots=True)
class StageShowdown(RuleStep):
    """The pot is split between the `pot` hands made with each of the game's sets of common
    cards dealt at the named `stages` ("flop", "turn"): one share for each choice of them."""

    kind: ClassVar[str] = "stage-showdown"  # play/mechanics/board_pots.py
    pot: HighLow
    stages: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class MarkedTableCard(RuleStep):
    """`count` of the common cards, chosen at random, are marked (play/mechanics/marked_card.py).
    The simulator plays the mark as written: where no rule says what it does, it changes nothing."""

    kind: ClassVar[str] = "marked-table-card"
    simulated: ClassVar[bool] = True
    count: int = 1


@dataclass(frozen=True, slots=True)
class ClosestHand(RuleStep):
    """The hand closest to `ranks` (a target hand, best first as written) wins."""

    kind: ClassVar[str] = "closest-hand"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # play/mechanics/own_rankings.py (cards/distance.py)
    ranks: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class HandDistance(RuleStep):
    """How the distance between hands is measured (`metric`), for a `ClosestHand` game."""

    kind: ClassVar[str] = "hand-distance"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # Manhattan, the only metric: cards/distance.py
    metric: Metric


@dataclass(frozen=True, slots=True)
class RunnerUpSwitch(RuleStep):
    """After the showdown the second best hand may swap it for the table's hand and draw
    (`draw`), and takes the pot if it then beats the winner."""

    kind: ClassVar[str] = "runner-up-switch"
    simulated: ClassVar[bool] = True  # play/mechanics/runner_up.py
    draw: bool = True


@dataclass(frozen=True, slots=True)
class NamedHand:
    """A hand the game adds: `name`, no flush or pair with its cards in the span of ranks
    from `start` to `end` as written ("eight-king": "8", "K"; "ace-nine": "A", "9", the
    ace low or high as the span needs)."""

    name: str
    start: str
    end: str


@dataclass(frozen=True, slots=True)
class NewHands(RuleStep):
    """Standard poker hands with `hands` added, best first, all beating `above` and losing
    to `below` (the categories the sentences name)."""

    kind: ClassVar[str] = "new-hands"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # play/mechanics/own_rankings.py (cards/named_hands.py)
    hands: tuple[NamedHand, ...]
    above: Category
    below: Category | None = None

    def __post_init__(self) -> None:
        coerce_words(self)
        if not self.hands:
            raise ValueError("NewHands.hands: no hand named; the game adds at least one")

    def gap(self) -> Gap | None:
        """Played when the added hands sit between two classes next to each other (the
        evaluator keys them between those two only)."""
        order = ("high-card", "pair", "two-pair", "trips", "straight", "flush", "full-house", "quads", "straight-flush")
        if self.above not in order or (self.below is not None and (
                self.below not in order or order.index(self.below) != order.index(self.above) + 1)):
            return Gap(f"the added hands beat a {self.above} and lose to a {self.below}, with other classes between; "
                       "the simulator adds hands between two classes next to each other only")
        return None


@dataclass(frozen=True, slots=True)
class OwnCardWildOver(RuleStep):
    """Each player's `high` (else low) `face`-down card is wild for them, with every card of
    its rank, but only when it ranks above (`above`; else below) the high (`table_high`;
    else low) common card."""

    kind: ClassVar[str] = "own-card-wild-over"
    standing: ClassVar[bool] = True  # played: play/mechanics/own_wilds.py
    high: bool
    above: bool
    table_high: bool


@dataclass(frozen=True, slots=True)
class OwnWildFallback(RuleStep):
    """When a player's last up card is their `end` ("high": highest) up card, their first up
    card is wild for them, with every card of its rank (`same_rank`): the case an
    `AfterOwnEndWild` rule leaves open."""

    kind: ClassVar[str] = "own-wild-fallback"
    standing: ClassVar[bool] = True  # played: play/mechanics/own_wilds.py
    end: HighLow
    same_rank: bool = True


@dataclass(frozen=True, slots=True)
class CardsTouch(RuleStep):
    """The common cards a hand uses must each touch another along an edge (or, when
    `corners`, at a corner too), and all of them be joined together."""

    kind: ClassVar[str] = "cards-touch"  # play/hand_limits.py: the groups of board_groups.touching_groups
    standing: ClassVar[bool] = True
    corners: bool = True
