"""The steps for a player's several hands and the board: hands split with cards put aside,
which hand plays which of the boards' groups, a common card used in one hand only, high and
low hands made apart, hands merged with another player's.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from dealerschoice.rules.steps.base import RuleStep
from dealerschoice.rules.steps.vocab import BoardGroup, Side


@dataclass(frozen=True, slots=True)
class CommonOnce(RuleStep):
    """A player with several hands may use each common card in only one of them."""

    kind: ClassVar[str] = "common-once"  # read by the two-hand showdown: play/mechanics/two_hands.py
    standing: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class SplitAside(RuleStep):
    """Each player splits their cards into hands of the given `sizes` and puts `aside` cards
    off to the side, face down, out of both hands (a later rule says what they are for)."""

    kind: ClassVar[str] = "split-aside"  # play/mechanics/hand_boards.py
    sizes: tuple[int, ...]
    aside: int = 1


@dataclass(frozen=True, slots=True)
class HighLowApart(RuleStep):
    """A player's high hand and low hand are each made on their own, and may use different
    cards. The showdown always makes them so: this step changes nothing in play."""

    kind: ClassVar[str] = "high-low-apart"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("says a player's high and low hands may be made of different cards; the showdown "
                                 "already makes each of them on its own, so a hand played without this rule is "
                                 "the same hand")
    gap_blocking: ClassVar[bool] = False


@dataclass(frozen=True, slots=True)
class HandBoards(RuleStep):
    """Each player with split hands declares which of their hands plays with which of the
    boards' groups of kind `group` ("which hand goes with which flop")."""

    kind: ClassVar[str] = "hand-boards"  # play/mechanics/hand_boards.py
    group: BoardGroup = BoardGroup.FLOP


@dataclass(frozen=True, slots=True)
class MergeHands(RuleStep):
    """Each player merges their hand with another player's and the two play one hand together:
    the neighbour on `side`, or (side None) the player whose table card is closest in rank to
    their own."""

    kind: ClassVar[str] = "merge-hands"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("two players put their hands together and play them as one; the simulator "
                                 "plays every hand alone")
    side: Side | None = None
