"""The step base class and the trigger of conditional rules."""

from __future__ import annotations

from dataclasses import dataclass, fields, is_dataclass
from typing import ClassVar


@dataclass(frozen=True, slots=True)
class RuleStep:
    """kind: the word the simulator dispatches on. standing: the step is not played at its
    place in the rule order but holds for the whole hand (wild cards, forced actions...)."""

    kind: ClassVar[str] = "step"
    standing: ClassVar[bool] = False

    def as_json(self) -> dict:
        """The step as plain data: its kind, then every field (nested steps and triggers too).

        >>> from dealerschoice.rules.steps import Pass, PassMove
        >>> Pass((PassMove(2, "left"),)).as_json()
        {'kind': 'pass', 'moves': [{'count': 2, 'direction': 'left', 'seats': 1}], 'which': 'any'}
        """
        return {"kind": self.kind, **{f.name: _plain(getattr(self, f.name)) for f in fields(self)}}


def _plain(value):
    if isinstance(value, RuleStep):
        return value.as_json()
    if is_dataclass(value) and not isinstance(value, type):
        return {f.name: _plain(getattr(value, f.name)) for f in fields(value)}
    if isinstance(value, tuple):
        return [_plain(item) for item in value]
    return value


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

