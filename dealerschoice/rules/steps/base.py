"""The step base class and the trigger of conditional rules."""

from __future__ import annotations

import typing
from dataclasses import dataclass, fields, is_dataclass
from enum import Enum
from typing import ClassVar

from dealerschoice.rules.steps.vocab import TriggerEvent, TriggerWho


@dataclass(frozen=True, slots=True)
class Gap:
    """Why the simulator does not play a step that the grammar read. blocking: a hand played
    without it would not be this game; False only where the step type says why the hand
    stays faithful without it (`reason` then says so)."""

    reason: str
    blocking: bool = True


@dataclass(frozen=True, slots=True)
class RuleStep:
    """kind: the word the simulator dispatches on. standing: the step is not played at its
    place in the rule order but holds for the whole hand (wild cards, forced actions...).

    simulated: False for a step type the simulator does not play at all; `gap_reason` then
    says why, and `gap_blocking` whether a game stays faithful without it. A step type that
    is played in some forms and not others overrides `gap()`.
    """

    kind: ClassVar[str] = "step"
    standing: ClassVar[bool] = False
    simulated: ClassVar[bool] = True
    gap_reason: ClassVar[str] = ""
    gap_blocking: ClassVar[bool] = True

    def __post_init__(self) -> None:
        coerce_words(self)

    def gap(self) -> Gap | None:
        """Why the simulator does not play this step, or None when it does."""
        if self.simulated:
            return None
        return Gap(self.gap_reason or f"the simulator does not play {self.kind} steps", self.gap_blocking)

    def as_json(self) -> dict:
        """The step as plain data: its kind, then every field (nested steps and triggers too).

        >>> from dealerschoice.rules.steps import Pass, PassMove
        >>> Pass((PassMove(2, "left"),)).as_json()
        {'kind': 'pass', 'moves': [{'count': 2, 'direction': 'left', 'seats': 1}], 'which': 'any'}
        """
        return {"kind": self.kind, **{f.name: _plain(getattr(self, f.name)) for f in fields(self)}}


def coerce_words(item: object) -> None:
    """Turn the plain words given for a dataclass's enum fields into enum members, so a word
    outside the vocabulary is an error where the step is made.

    >>> from dealerschoice.rules.steps import Deal
    >>> Deal(2, "sideways")
    Traceback (most recent call last):
    ...
    ValueError: 'sideways' is not a valid Face
    """
    for name, enum in _enum_fields(type(item)):
        value = getattr(item, name)
        if isinstance(value, tuple):
            if any(not isinstance(v, enum) for v in value):
                object.__setattr__(item, name, tuple(enum(v) for v in value))
        elif value is not None and not isinstance(value, enum):
            object.__setattr__(item, name, enum(value))


# Kept by hand rather than by functools.cache, whose typing says a class is not Hashable
_ENUM_FIELDS: dict[type, tuple[tuple[str, type[Enum]], ...]] = {}


def _enum_fields(cls: type) -> tuple[tuple[str, type[Enum]], ...]:
    """The fields of a step type whose values are enum members (or tuples of them)."""
    known = _ENUM_FIELDS.get(cls)
    if known is None:
        known = _ENUM_FIELDS[cls] = _find_enum_fields(cls)
    return known


def _find_enum_fields(cls: type) -> tuple[tuple[str, type[Enum]], ...]:
    hints = typing.get_type_hints(cls)
    found = []
    for f in fields(cls):
        for arg in (hints[f.name], *typing.get_args(hints[f.name]), *(a for x in typing.get_args(hints[f.name]) for a in typing.get_args(x))):
            if isinstance(arg, type) and issubclass(arg, Enum):
                found.append((f.name, arg))
                break
    return tuple(found)


def _plain(value):
    if isinstance(value, Enum):
        return value.value
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

    event: TriggerEvent
    ranks: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()
    suits: tuple[str, ...] = ()
    wild: bool = False
    pair: bool = False
    sum_to: int | None = None
    table_rank: int | None = None
    who: TriggerWho = TriggerWho.ANY

    def __post_init__(self) -> None:
        coerce_words(self)

