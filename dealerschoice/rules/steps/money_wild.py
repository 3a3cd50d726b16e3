"""Wild cards made by buying: "If the down card was bought, and the purchaser is still in
the game, it indicates wild." (played: play/mechanics/buying.py and holding.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from dealerschoice.rules.steps.base import RuleStep


@dataclass(frozen=True, slots=True)
class BoughtCardWild(RuleStep):
    """Once a player buys the face-down table card, its rank is wild for every hand for as
    long as the buyer stays in the hand."""

    kind: ClassVar[str] = "bought-card-wild"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # play/mechanics/buying.py, play/mechanics/holding.py
