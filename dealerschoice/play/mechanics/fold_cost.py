"""The cost of folding: "Normal betting round, ... You must match the pot to fold."
(`FoldCost`, a standing step of the rule whose betting round it prices).

The betting round asks here (mechanics/betting.py) before a player folds: a fold that costs
more than staying in (what they owe this round) is no way out, so the player calls instead;
a player who still folds pays the price first, into the pot (`Table.pay`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealerschoice.play.mechanics.prices import price
from dealerschoice.play.players import paying
from dealerschoice.rules.steps.wager import FoldCost

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat


def _rule(hand: PlayedHand) -> FoldCost | None:
    """The fold cost of the rule being played, if it has one."""
    rule = hand.progress.rule
    return next((s for n, s in hand.program.standing if n == rule and isinstance(s, FoldCost)), None)


def stays_instead(hand: PlayedHand, owe: int) -> bool:
    """Whether a player who would fold, owing `owe` to stay, calls instead
    (`players.paying.calls_to_save`): the price of folding under this rule, if it has one."""
    step = _rule(hand)
    return paying.calls_to_save(price(hand, step.cost, step.times) if step is not None else None, owe)


def charge(hand: PlayedHand, seat: Seat) -> str:
    """A player folds: they pay the rule's price first. The words for the betting's record."""
    step = _rule(hand)
    if step is None:
        return ""
    cost = price(hand, step.cost, step.times)
    if cost:
        hand.table.pay(seat, cost)
    return f" (paying {cost} to fold)"
