"""The showdown a board game implies: a game whose rules name no showdown but say what a
final hand is made of ("You may only use three common cards that are in a straight line in
your final hand.") still ends in one (issue 15: Elevator, Elevator Shaft, H-Bomb)."""

from __future__ import annotations

from collections.abc import Iterable

from dealerschoice.rules.steps.base import RuleStep
from dealerschoice.rules.steps.board_limits import BoardPick, BoardUse, OtherUse, OwnUse, UseOptions
from dealerschoice.rules.steps.play import Showdown


def final_hand_showdown(standing: Iterable[RuleStep]) -> Showdown | None:
    """The showdown a game implies when no rule of its own names one but its rules say what a
    final hand is made of ("You may only use three common cards that are in a straight line in
    your final hand."): there is a final hand, so hands are shown, and with no word of low or
    of a split the best poker hand takes the pot. None when no such rule is there.

    >>> from dealerschoice.rules.steps.board import BoardLayout, Layout
    >>> from dealerschoice.rules.steps.vocab import LineKind
    >>> final_hand_showdown([BoardUse((LineKind.ROW,))])
    Showdown(pot='high', hand='best', split_with=None, tie_pays=True, both_wins_both=False)
    >>> final_hand_showdown([BoardLayout(Layout.ring(8))]) is None
    True
    """
    if any(isinstance(s, (BoardUse, OwnUse, OtherUse, BoardPick, UseOptions)) for s in standing):
        return Showdown()
    return None
