"""Steps of the flip family that the older step types do not cover."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from dealerschoice.rules.steps.base import RuleStep
from dealerschoice.rules.steps.vocab import FlipWho


@dataclass(frozen=True, slots=True)
class TurnDown(RuleStep):
    """Players turn their face-up cards face down again ("Everyone flips all of their cards
    face down."): the cards stay in their hands, but nobody sees them any more.

    who: who turns their cards down (`FlipWho`; "each": every player still in).
    """

    kind: ClassVar[str] = "turn-down"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("players turn their face-up cards face down again; the simulator "
                                 "does not turn cards back down yet")
    who: FlipWho = FlipWho.EACH
