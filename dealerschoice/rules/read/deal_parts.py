"""What the deal family's readings share: a dealt clause, cards more, a redeal's players,
and small helpers over a parse's children."""

from __future__ import annotations

from dataclasses import dataclass

from dealerschoice.rules.read.family import NotThisFamily
from dealerschoice.rules.read.phrases import Price
from dealerschoice.rules.steps.vocab import (
    Cost,
    Face,
    TableCards,
)


@dataclass(frozen=True, slots=True)
class Clause:
    """One clause of a deal: "two cards down", "one up table card" (table: to the table;
    word: what the clause calls the cards, "common" or "table", None when it does not say)."""

    count: int
    face: Face
    table: bool
    word: TableCards | None = None


@dataclass(frozen=True, slots=True)
class More:
    """Cards more: "another up card", "two more cards" (face None: not said)."""

    count: int
    face: Face | None


@dataclass(frozen=True, slots=True)
class RedealPlayers:
    """Who a redeal is for: everyone, or only the players still in."""

    still_in: bool


# The costs the simulator's bought cards are paid in (`Forced.cost`).
FORCED_COSTS = {Cost.MAX_BET, Cost.ANTE, Cost.POT}


def first_of(children, kind):
    """The first of a parse's children of this kind, or None."""
    return next((c for c in children if isinstance(c, kind)), None)


def forced_cost(price: Price) -> Cost:
    if price.plain not in FORCED_COSTS:
        raise NotThisFamily(f"a bought card's price the simulator does not pay: {price}")
    return price.plain


# the reading of a part that only says what the rule says anyway
def nothing(self, children):
    return None
