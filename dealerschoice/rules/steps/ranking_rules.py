"""Hands ranked, and pots won, by rules of their own that `steps/showdown.py` has no type for:
the split hand won by the most cards of a kind or by a place other than the best, and
conditions on winning (live cards, every hand of a game of several hands)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from dealerschoice.rules.steps.base import Gap, RuleStep
from dealerschoice.rules.steps.vocab import Face, HighLow, Ranked


@dataclass(frozen=True, slots=True)
class MostCards(RuleStep):
    """The `hands` half of the pot ("split", "high", "low") goes to the player holding the
    most cards of a kind ("The split-hand is won by whoever has the most down sixes.").

    ranks / suits: the cards counted are of one of these ranks (rank characters) or suits
      (suit characters); one of the two is given. face: only cards held so ("down": hole
      cards, "up"), None: however held.
    """

    kind: ClassVar[str] = "most-cards"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # the split hand: play/mechanics/split_hand.py
    gap_reason: ClassVar[str] = ("part of the pot goes to the player holding the most cards of a kind; the "
                                 "simulator does not count cards to award a pot")
    hands: Ranked
    ranks: tuple[str, ...] = ()
    suits: tuple[str, ...] = ()
    face: Face | None = None

    def gap(self) -> Gap | None:
        """The split hand is played; the high or low hand won this way is not."""
        return None if self.hands == Ranked.SPLIT else Gap(self.gap_reason)


@dataclass(frozen=True, slots=True)
class SplitPlace(RuleStep):
    """The split hand is the `place`-th best poker hand (3: the third best), ranked as usual
    ("The split-hand is the third best hand using standard poker hands.")."""

    kind: ClassVar[str] = "split-place"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # play/mechanics/split_hand.py
    place: int


@dataclass(frozen=True, slots=True)
class LiveCardsToWin(RuleStep):
    """A player cannot win without `count` live cards (cards that are not dead) in their hand
    ("You can't win without five live cards in hand.")."""

    kind: ClassVar[str] = "live-cards-to-win"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # play/mechanics/wild_play.py `too_few_live`, asked by the judge
    count: int


@dataclass(frozen=True, slots=True)
class MustWinAll(RuleStep):
    """A player must win every one of their hands, of these `sizes` in cards, to win the pot
    ("You must win the five card hand and the two card hand to win the pot."); what happens
    when nobody does is said by another rule, or not at all."""

    kind: ClassVar[str] = "must-win-all"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # play/mechanics/winning.py, at the showdown
    sizes: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class SuitTotal(RuleStep):
    """The `hands` half of the pot goes to the player whose cards of `suit` (a suit character)
    add up to the greatest total (`highest`; else the smallest), each card counting its rank
    ("The split hand is the greatest sum of ranks of diamonds."); what the ranks count is a
    `CardValues` rule where the game gives one."""

    kind: ClassVar[str] = "suit-total"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # the split hand: play/mechanics/split_hand.py
    gap_reason: ClassVar[str] = ("part of the pot goes to the greatest total of the cards of one suit; the "
                                 "simulator does not count points to award a pot")
    hands: Ranked
    suit: str
    highest: bool = True

    def gap(self) -> Gap | None:
        """The split hand is played; the high or low hand won this way is not."""
        return None if self.hands == Ranked.SPLIT else Gap(self.gap_reason)


@dataclass(frozen=True, slots=True)
class PointsSweep(RuleStep):
    """In a points game, a hand of exactly `total` points takes the whole pot, high and low
    ("A 27 point hand with 10 or less cards takes high and low."); `most_cards`: only a hand
    of at most this many cards (None: any)."""

    kind: ClassVar[str] = "points-sweep"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # play/mechanics/points_sweep.py, asked by the showdown (winning.settled)
    total: int
    most_cards: int | None = None


@dataclass(frozen=True, slots=True)
class TwoHandShowdown(RuleStep):
    """Each player holds two hands and shows one of them; every player but the `keep` best of
    those hands folds, the rest show their second hand, and the best second hand takes the
    pot ("Each player flips one hand over, and everyone except the two best hands must fold.
    The remaining players flip their second hand over, and the higher second hand takes the
    pot.")."""

    kind: ClassVar[str] = "two-hand-showdown"  # play/mechanics/two_hands.py
    standing: ClassVar[bool] = False
    keep: int


@dataclass(frozen=True, slots=True)
class NoLowScoops(RuleStep):
    """When no hand qualifies for low, the high hand takes the whole pot ("If nobody qualifies
    for low, the high hand takes the whole pot."): what a high-low showdown does anyway."""

    kind: ClassVar[str] = "no-low-scoops"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    gap_blocking: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("states what the high-low showdown already does: with no qualifying low hand, the "
                                 "high hand takes the whole pot")


@dataclass(frozen=True, slots=True)
class SplitCardByCount(RuleStep):
    """The split card depends on how many cards of `suit` were dealt face up ("If an odd
    number of spades were dealt face up, the split card is the low down spade, otherwise it
    is the high down spade."): with an odd count (`odd`; else even) it is the `then` ("low" /
    "high") card of that suit a player holds, otherwise the other one. hole: held face down
    only."""

    kind: ClassVar[str] = "split-card-by-count"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # play/mechanics/split_card.py
    suit: str
    odd: bool
    then: HighLow
    hole: bool = False


@dataclass(frozen=True, slots=True)
class WrapStraights(RuleStep):
    """Straights may run round the corner through the ace ("Straight may wrap around the ace
    (K-A-2)"): K-A-2-3-4 is a straight."""

    kind: ClassVar[str] = "wrap-straights"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # judged with the hand: play/mechanics/ranking_play.py, cards/wraps.py


@dataclass(frozen=True, slots=True)
class FlushBySuit(RuleStep):
    """Flushes are compared by their suit, not by their cards: `suits` from the best down
    (suit characters; "spades beats hearts beats diamonds beats clubs")."""

    kind: ClassVar[str] = "flush-by-suit"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # judged with the hand: play/mechanics/ranking_play.py, cards/wraps.py
    suits: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class DeclareDuel(RuleStep):
    """After a high/low declaration each direction is settled on its own: when two players
    declared it, they compare hands and the loser pays the winner the amount of the pot; when
    only one did, they take that pot ("If two players declare the same way, compare hands and
    loser pays winner the pot. If only one person declares in a direction, they win that
    pot.")."""

    kind: ClassVar[str] = "declare-duel"
    simulated: ClassVar[bool] = True  # play/mechanics/pots.py; played in order, after its declaration
