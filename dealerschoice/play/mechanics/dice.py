"""Dice rolled for the hand ("Roll two six sided dice."): seeded by the table's shuffle, so a
seed replays the same roll. Later rules read the numbers from the hand's `DiceRoll` piece
(the wild rules "the rank equal to the sum of the dice", "each die": play/wilds.py)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from dealerschoice.play.handlers import handles
from dealerschoice.rules.steps.other import Dice

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand


@dataclass
class DiceRoll:
    """The numbers showing on the hand's dice, in the order rolled (empty before a roll)."""

    values: list[int] = field(default_factory=list)

    @property
    def total(self) -> int:
        return sum(self.values)


def roll(hand: PlayedHand, count: int, sides: int) -> list[int]:
    """`count` dice of `sides` sides, from the table's seeded random source."""
    if count < 1 or sides < 2:
        raise ValueError(f"dice: {count} dice of {sides} sides cannot be rolled (at least one die of two sides)")
    return [hand.table.rng.randint(1, sides) for _ in range(count)]


@handles(Dice)
def dice(hand: PlayedHand, step: Dice, at: int) -> int | None:
    piece = hand.piece(DiceRoll)
    piece.values = roll(hand, step.count, step.sides)
    shown = ", ".join(map(str, piece.values))
    hand.event(hand.progress.rule, "deal", f"The dice are rolled: {shown} (total {piece.total}).")
    return None
