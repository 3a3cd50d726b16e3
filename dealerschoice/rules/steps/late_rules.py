"""Steps of the last rules the grammar learnt to read, one or two games each: an opening
requirement dropped after a round of deals, a showdown set by the game a player last
called, the set of common cards each pot's hand plays on, split cards and split hands
made their own way (a board card's suit, a card wild for its holder alone, named cards,
the longest hand of a kind), and wild cards of each player's own (the middle common card
they use, the up card dealt after their highest). None of them is simulated yet."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from dealerschoice.rules.steps.base import Gap, RuleStep, coerce_words
from dealerschoice.rules.steps.places import Spot
from dealerschoice.rules.steps.vocab import Category, HighLow, Part, Ranked, Word


class PotHand(Word):
    """The hand a share of the pot goes to, as a rule names it (`PotSet.hand`)."""

    HIGH = "high"              # the high hand
    LOW = "low"                # the low hand
    SPLIT_HAND = "split-hand"  # the split hand, ranked by the game's own rule


@dataclass(frozen=True, slots=True)
class OpeningLapse(RuleStep):
    """The hand needed to open the betting (the game's `OpeningHand`) is needed only until
    every player has dealt `deals` times; after that anyone may open.

    deals: how many deals each player has had when the requirement is dropped (1: once
    around the table)."""

    kind: ClassVar[str] = "opening-lapse"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # play/mechanics/opening.py
    deals: int = 1

    def __post_init__(self) -> None:
        RuleStep.__post_init__(self)
        if self.deals < 1:
            raise ValueError(f"OpeningLapse.deals: {self.deals!r} deals; the requirement is dropped after one "
                             "deal by each player or more")


@dataclass(frozen=True, slots=True)
class CalledGameShowdown(RuleStep):
    """The showdown is the showdown of the game the last player to change the game called
    (the game's `ChangeGame` rules say who may change it and to what)."""

    kind: ClassVar[str] = "called-game-showdown"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("the showdown is that of the game a player last changed the game to; the "
                                 "simulator does not change games in the middle of a hand")


@dataclass(frozen=True, slots=True)
class PotSet:
    """One share of the pot and the set of common cards its hand must use: `hand`, and
    `index`, the set: 1 the first (top) set, 2 the second, -1 the last (bottom)."""

    hand: PotHand
    index: int

    def __post_init__(self) -> None:
        coerce_words(self)
        if self.index == 0:
            raise ValueError("PotSet.index: 0; a set is counted from 1 (the first) or -1 (the last)")


@dataclass(frozen=True, slots=True)
class BoardForPot(RuleStep):
    """Each share of the pot is played on one set of common cards (`uses`: a `PotSet` each,
    no hand named twice)."""

    kind: ClassVar[str] = "board-for-pot"  # read by the showdown: play/mechanics/hand_boards.board_showdown
    standing: ClassVar[bool] = True
    uses: tuple[PotSet, ...]

    def __post_init__(self) -> None:
        RuleStep.__post_init__(self)
        hands = [use.hand for use in self.uses]
        if len(set(hands)) != len(hands):
            raise ValueError(f"BoardForPot.uses: {self.uses!r} names a hand twice; each hand uses one set")


@dataclass(frozen=True, slots=True)
class SplitCardOfSpot(RuleStep):
    """The split card is the `rank` ("high" | "low") card a player holds (face down only,
    when `hole`) of the same suit as the common card at `spot` ("the middle common card")."""

    kind: ClassVar[str] = "split-card-of-spot"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # play/mechanics/split_card.py
    rank: HighLow
    spot: Spot
    hole: bool = False


@dataclass(frozen=True, slots=True)
class UsedCardWild(RuleStep):
    """The common card at `part` of those a player uses in their hand ("the positionally
    middle common card that you use") is wild for that player; `same_rank`: so are all
    cards of its rank."""

    kind: ClassVar[str] = "used-card-wild"
    standing: ClassVar[bool] = True
    gap_reason: ClassVar[str] = ("a player's wild card is one of the common cards that player uses; the simulator "
                                 "plays the middle one of a run of common cards only")
    part: Part
    same_rank: bool = False

    def gap(self) -> Gap | None:
        """The middle common card of the run a hand uses is played (play/mechanics/own_wilds.py
        `with_used_card`, from the judge's ways on a board); any other part is not."""
        return None if self.part == Part.MIDDLE else Gap(self.gap_reason)


@dataclass(frozen=True, slots=True)
class OwnWildSplitCard(RuleStep):
    """The split card is any card of `suit` a player holds (face down only, when `hole`)
    that is wild for that player alone (a wild rank of their own, such as their seat's),
    not a card wild for everyone."""

    kind: ClassVar[str] = "own-wild-split-card"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # play/mechanics/split_card.py
    suit: str
    hole: bool = False


@dataclass(frozen=True, slots=True)
class HandOfCards(RuleStep):
    """The `which` hand (`Ranked`: the split hand, the high hand) is the best poker hand of
    `size` cards (None: any size) made only of the named cards: any card of `ranks`, and the
    `cards` named with a suit ("black jacks": Jc, Js); face-down cards only when `hole`."""

    kind: ClassVar[str] = "hand-of-cards"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("a share of the pot goes to the best hand made only of some named cards; the "
                                 "simulator does not rank hands limited to named cards")
    which: Ranked
    size: int | None = None
    ranks: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()
    hole: bool = False

    def __post_init__(self) -> None:
        RuleStep.__post_init__(self)
        if not self.ranks and not self.cards:
            raise ValueError("HandOfCards: no cards named; the hand is made of named ranks or cards")

    def gap(self) -> Gap | None:
        """The split hand is played (play/mechanics/split_hand.py); no other hand yet."""
        return None if self.which == Ranked.SPLIT else Gap(self.gap_reason)


@dataclass(frozen=True, slots=True)
class AfterOwnEndWild(RuleStep):
    """The up card dealt to a player right after their `end` ("high": highest, "low":
    lowest) up card is wild for that player; `same_rank`: so are all cards of its rank.
    (When that up card is their last, none is named by this rule.)"""

    kind: ClassVar[str] = "after-own-end-wild"
    standing: ClassVar[bool] = True  # played: play/mechanics/own_wilds.py
    end: HighLow
    same_rank: bool = False


@dataclass(frozen=True, slots=True)
class CategoryBySize(RuleStep):
    """The `which` hand (`Ranked`) is the best hand of `category` ("straight flush hands"),
    made of any of `sizes` cards, a longer one beating a shorter: `sizes` from the weakest to
    the strongest ("three card straight flushes losing to four card straight flushes")."""

    kind: ClassVar[str] = "category-by-size"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("a share of the pot goes to the longest hand of one kind (such as a straight "
                                 "flush of five cards over one of four); the simulator ranks five-card hands only")
    which: Ranked
    category: Category
    sizes: tuple[int, ...]

    def gap(self) -> Gap | None:
        """The split hand of straight flushes or flushes is played (play/mechanics/split_hand.py)."""
        if self.which == Ranked.SPLIT and self.category in (Category.STRAIGHT_FLUSH, Category.FLUSH):
            return None
        return Gap(self.gap_reason)

    def __post_init__(self) -> None:
        RuleStep.__post_init__(self)
        if len(self.sizes) < 2 or list(self.sizes) != sorted(set(self.sizes)) or self.sizes[0] < 1:
            raise ValueError(f"CategoryBySize.sizes: {self.sizes!r}; give two or more sizes, each larger than "
                             "the one before")
