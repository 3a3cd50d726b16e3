"""Parts shared by the showdown family's readers (`showdown.py` and `showdown_conditions.py`):
the hand a showdown names and what a qualifier asks."""

from __future__ import annotations

from dataclasses import dataclass

from lark import Token

from dealerschoice.rules.read.family import NotThisFamily
from dealerschoice.rules.read.phrases import PokerHand
from dealerschoice.rules.steps.vocab import HandKind, HighLow

SIDE_OF = {"high": HighLow.HIGH, "highest": HighLow.HIGH, "higher": HighLow.HIGH, "best": HighLow.HIGH,
         "low": HighLow.LOW, "lowest": HighLow.LOW, "lower": HighLow.LOW}


@dataclass(frozen=True, slots=True)
class HandSaid:
    """A hand a showdown names: its side, how it was chosen ("declared" / "showing" / None),
    and its size in cards (None: a poker hand of five)."""

    side: HighLow
    how: str | None = None
    size: int | None = None

    @property
    def kind(self) -> HandKind:
        if self.size == 2:
            return HandKind.TWO_CARD
        if self.size in (None, 5):
            return HandKind.BEST
        raise NotThisFamily  # a three-card showdown is a ranking, not read here


@dataclass(frozen=True, slots=True)
class Need:
    """What a qualifier asks: a top card (`top`; `ceiling`: "no better than"), a category,
    or no pair."""

    top: str | None = None
    ceiling: bool = False
    hand: PokerHand | None = None
    no_pair: bool = False


def words_of(children) -> list[str]:
    return [str(c) for c in children if isinstance(c, Token)]
