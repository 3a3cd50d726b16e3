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

    kind: ClassVar[str] = "shuffle-discards"  # back into the deck at once: play/mechanics/matching.py
    pile: bool = False
    when_empty: bool = False

    @property
    def standing(self) -> bool:  # type: ignore[override]
        """Shuffling the discards in when the deck runs out holds all hand."""
        return self.when_empty

    def gap(self) -> Gap | None:
        # pile: face-down table cards (play/mechanics/matching.py); when_empty: played by the
        # draws when the deck runs out (play/mechanics/drawing.py: refill)
        return None


@dataclass(frozen=True, slots=True)
class SideDeck(RuleStep):
    """The cards of `ranks` are taken out of the deck and shuffled into a deck of their own,
    which `DealFromSideDeck` deals from."""

    kind: ClassVar[str] = "side-deck"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # play/mechanics/side_deck.py, at each new deal
    ranks: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class DealFromSideDeck(RuleStep):
    """Deal `count` cards face `face` to each player from the side deck of `ranks`."""

    kind: ClassVar[str] = "deal-from-side-deck"
    simulated: ClassVar[bool] = True  # play/mechanics/side_deck.py
    count: int
    face: Face
    ranks: tuple[str, ...]
