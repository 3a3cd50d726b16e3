"""Which steps settle who wins the pot: a game without one cannot be played to its end."""

from __future__ import annotations

from dealerschoice.rules.steps.base import RuleStep
from dealerschoice.rules.steps.late_reads import StageShowdown
from dealerschoice.rules.steps.play import Repeat, Showdown
from dealerschoice.rules.steps.ranking_rules import DeclareDuel, TwoHandShowdown
from dealerschoice.rules.steps.showdown import Leg, WinsOutright
from dealerschoice.rules.steps.vocab import OutrightEvent, UntilKind
from dealerschoice.rules.steps.wager import LowCardFold


def settles_the_pot(step: RuleStep) -> bool:
    """A showdown, a leg, the settlement of each declared direction, rules repeated until one
    player is left in, folds by low cards until one is left (who takes the pot), or the pot
    taken outright by the first to hold a hand ("the first player to get four of a kind wins"),
a pot split board by board, or a showdown of two hands a player.

    >>> from dealerschoice.rules.steps import Until
    >>> settles_the_pot(Repeat(2, Until(UntilKind.ONE_LEFT))), settles_the_pot(Repeat(2, Until(UntilKind.ALL_UP)))
    (True, False)
    """
    if isinstance(step, Repeat):
        return step.until.kind is UntilKind.ONE_LEFT
    if isinstance(step, LowCardFold):
        return step.until_one
    if isinstance(step, WinsOutright):
        return step.event is OutrightEvent.HOLDS_CATEGORY
    # StageShowdown: a share of the pot per board; TwoHandShowdown: each player's two hands in turn
    return isinstance(step, (Showdown, Leg, DeclareDuel, StageShowdown, TwoHandShowdown))
