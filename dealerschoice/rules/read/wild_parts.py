"""Parts shared by the wild family's readers (`wild.py` and its `wild_*.py` mixins): the
scopes that limit a wild ("in high hands", "for you"...) and the helpers that build `Wild`s."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TypedDict

from lark import Token

from dealerschoice.rules.read.family import NotThisFamily
from dealerschoice.rules.read.phrases import Price, Ranks
from dealerschoice.rules.steps import Wild
from dealerschoice.rules.steps.vocab import Cost, WildSource


@dataclass(frozen=True, slots=True)
class Scope:
    """One limit of a wild ("in high hands", "in seven-card hands", "for you"...)."""

    field: str
    value: object


FIELDS = ("hands", "hand_sizes", "per_player", "hole_only", "up_only", "cost")


def scoped(wild, children):
    """The wild (or wilds) with the scopes found among `children`; a scope said twice is no
    reading."""
    if isinstance(wild, tuple):
        return tuple(scoped(w, children) for w in wild)
    scopes = [c for c in children if isinstance(c, Scope)]
    if len({s.field for s in scopes}) != len(scopes):
        raise NotThisFamily
    fields: dict[str, object] = {}
    for scope in scopes:
        if scope.field == "cost" and isinstance(scope.value, dict):  # cost_fields: the price and its times
            fields.update(scope.value)
        elif scope.field != "everyone":
            fields[scope.field] = scope.value
    wild = replace(wild, **fields)
    return replace(wild, per_player=True) if wild.needs else wild  # "if you have a queen": for the holder


def single(wilds) -> Wild:
    """The one wild of a reading that must name one kind of card."""
    if isinstance(wilds, Wild):
        return wilds
    if len(wilds) != 1:
        raise NotThisFamily
    return wilds[0]


def named(found: Ranks, **fields) -> tuple[Wild, ...]:
    """The wilds of named ranks and cards: one of ranks, one of cards (and jokers).

    The older patterns made one Wild of source "rank" holding the cards too ("Deuces and the
    queen of spades are wild."), and the simulator reads the cards of "card" wilds only: here
    the cards get a Wild of their own."""
    wilds = []
    if found.ranks:
        wilds.append(Wild(WildSource.RANK, found.ranks, **fields))
    if found.cards or found.jokers:
        wilds.append(Wild(WildSource.CARD, (), found.cards, found.jokers, **fields))
    if not wilds:
        raise NotThisFamily
    return tuple(wilds)


class CostFields(TypedDict):
    """A wild's cost, as `Wild`'s own fields."""

    cost: Cost
    cost_times: int


def cost_fields(price: Price) -> CostFields:
    """The fields of a wild's cost: "double ante" is `cost` ante, `cost_times` 2."""
    if price.times.denominator != 1:
        raise NotThisFamily  # "half the pot": no such wild yet
    return {"cost": price.unit, "cost_times": int(price.times)}


def word_of(children) -> str:
    return " ".join(str(c) for c in children if isinstance(c, Token)).split()[-1]


def first_of(children, kind):
    return next((c for c in children if isinstance(c, kind)), None)
