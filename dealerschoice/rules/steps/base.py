"""The step base class and the trigger of conditional rules."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar


@dataclass(frozen=True, slots=True)
class RuleStep:
    """kind: the word the simulator dispatches on. standing: the step is not played at its
    place in the rule order but holds for the whole hand (wild cards, forced actions...)."""

    kind: ClassVar[str] = "step"
    standing: ClassVar[bool] = False


@dataclass(frozen=True, slots=True)
class Trigger:
    """When a conditional rule fires: an `event` with a card matching every given test.

    event: "dealt-up" | "flip" | "flip-or-dealt" | "gets-up" (dealt or flipped up) |
      "first-flip" | "flipped-all-not-best" (flipped every card and still not the best hand
      showing) | "lowest-unrepeated-flip" (holds the lowest card of the last flip whose rank
      nobody else flipped) | "no-unique-card".
    ranks/cards: the card is one of these; wild: the card is wild; pair: it pairs another up
    card; sum_to: it adds up to this with one of the holder's cards; table_rank: same rank as
    table card number N. who: "any" | "folded" (players who have folded).
    """

    event: str
    ranks: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()
    suits: tuple[str, ...] = ()
    wild: bool = False
    pair: bool = False
    sum_to: int | None = None
    table_rank: int | None = None
    who: str = "any"

