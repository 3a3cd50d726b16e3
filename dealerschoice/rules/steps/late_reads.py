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

from dealerschoice.rules.steps.base import RuleStep, coerce_words
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
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("the split card changes end when a certain card is dealt face up; the simulator "
                                 "names the split card from the cards held at the showdown, not the order they "
                                 "were dealt in")
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

    kind: ClassVar[str] = "stage-showdown"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("the pot is split between the best hands made with each set of common cards; the "
                                 "simulator plays one showdown over the whole board")
    pot: HighLow
    stages: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class MarkedTableCard(RuleStep):
    """`count` of the common cards, chosen at random, are marked for the rules that follow."""

    kind: ClassVar[str] = "marked-table-card"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("a common card is marked at random, and no rule the simulator plays says what the "
                                 "mark means")
    count: int = 1


@dataclass(frozen=True, slots=True)
class ClosestHand(RuleStep):
    """The hand closest to `ranks` (a target hand, best first as written) wins."""

    kind: ClassVar[str] = "closest-hand"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("the hand closest to a target hand wins; the simulator ranks only poker hands")
    ranks: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class HandDistance(RuleStep):
    """How the distance between hands is measured (`metric`), for a `ClosestHand` game."""

    kind: ClassVar[str] = "hand-distance"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = "hands are ranked by a distance from a target; the simulator ranks only poker hands"
    metric: Metric


@dataclass(frozen=True, slots=True)
class RunnerUpSwitch(RuleStep):
    """After the showdown the second best hand may swap it for the table's hand and draw
    (`draw`), and takes the pot if it then beats the winner."""

    kind: ClassVar[str] = "runner-up-switch"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("the second best hand may take the table's cards and draw to beat the winner; the "
                                 "simulator ends the hand at the showdown")
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
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("the game adds its own named hands to the poker ranking; the simulator ranks only "
                                 "standard poker hands")
    hands: tuple[NamedHand, ...]
    above: Category
    below: Category | None = None

    def __post_init__(self) -> None:
        coerce_words(self)
        if not self.hands:
            raise ValueError("NewHands.hands: no hand named; the game adds at least one")


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

    kind: ClassVar[str] = "cards-touch"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("the common cards a hand uses must be joined on the board; the simulator does not "
                                 "limit a hand to joined cards")
    corners: bool = True
