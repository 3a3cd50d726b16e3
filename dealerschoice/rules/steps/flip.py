"""Steps of the flip family that the older step types do not cover."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from dealerschoice.rules.steps.base import Gap, RuleStep
from dealerschoice.rules.steps.cards import Flip
from dealerschoice.rules.steps.vocab import FlipWho


@dataclass(frozen=True, slots=True)
class TurnDown(RuleStep):
    """Players turn their face-up cards face down again ("Everyone flips all of their cards
    face down."): the cards stay in their hands, but nobody sees them any more.

    who: who turns their cards down (`FlipWho`; "each": every player still in).
    """

    kind: ClassVar[str] = "turn-down"
    simulated: ClassVar[bool] = True  # play/mechanics/flip_sources.py
    who: FlipWho = FlipWho.EACH


@dataclass(frozen=True, slots=True)
class FlipOnRaise(RuleStep):
    """Each time a player raises, the `flip` is played ("If anyone raises, everyone flips a
    no peek card."): a flip set off by a raise, not by its place in the rules.

    flip: the flip played at each raise (who flips, how many cards, from where).
    """

    kind: ClassVar[str] = "flip-on-raise"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # play/mechanics/no_peek_aside.py, told of each raise by the betting round
    flip: Flip

    def gap(self) -> Gap | None:
        """Every player flipping at a raise is played; one player's flip is not."""
        if self.flip.who == "each":
            return None
        return Gap("a raise makes one player turn up a card; the simulator turns up a card for every player on "
                   "a raise only")
