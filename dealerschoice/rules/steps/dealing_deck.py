"""The deck beyond one shuffled pack: discards shuffled back in (or into a pile of their own),
and a side deck of some ranks that later deals come from."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from dealerschoice.rules.steps.base import Gap, RuleStep
from dealerschoice.rules.steps.vocab import Face


@dataclass(frozen=True, slots=True)
class ShuffleDiscards(RuleStep):
    """The discards are shuffled: back into the deck, or (`pile`) into a pile of their own on
    the table (for later rules to deal or draw from). when_empty: back into the deck when it
    runs out, whenever it does."""

    kind: ClassVar[str] = "shuffle-discards"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = "the discards are shuffled"
    pile: bool = False
    when_empty: bool = False

    @property
    def standing(self) -> bool:  # type: ignore[override]
        """Shuffling the discards in when the deck runs out holds all hand."""
        return self.when_empty

    def gap(self) -> Gap | None:
        if self.pile:
            return Gap("the discards are shuffled into a pile of their own on the table; the simulator does not "
                       "keep such a pile yet")
        if self.when_empty:
            return None  # played by the draws when the deck runs out (play/mechanics/drawing.py: refill)
        return Gap("the discards are shuffled back into the deck; the simulator leaves them out, and stops a hand "
                   "whose deck runs out, so every hand it deals is one the shuffled deck could have dealt too",
                   blocking=False)


@dataclass(frozen=True, slots=True)
class SideDeck(RuleStep):
    """The cards of `ranks` are taken out of the deck and shuffled into a deck of their own,
    which `DealFromSideDeck` deals from."""

    kind: ClassVar[str] = "side-deck"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("some cards are taken out of the deck into a small deck of their own; the "
                                 "simulator plays with one deck only")
    ranks: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class DealFromSideDeck(RuleStep):
    """Deal `count` cards face `face` to each player from the side deck of `ranks`."""

    kind: ClassVar[str] = "deal-from-side-deck"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("cards are dealt from a small deck of their own; the simulator plays with one "
                                 "deck only")
    count: int
    face: Face
    ranks: tuple[str, ...]
