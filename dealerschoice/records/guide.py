"""A prose guide in numbered sections (e.g. the Anaconda guide)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from dealerschoice.records.game import Source

# Title words of the section that discusses other names and versions of the game.
_VERSIONS = re.compile(r"\b(versions?|variants?|variations?|names?|also known)\b", re.I)


@dataclass(frozen=True, slots=True)
class GuideSection:
    """A numbered section. `cards` holds the runs of cards its paragraphs mention, in order
    (e.g. ("Q♠", "Q♥", "9♦")); `asides` holds page-furniture lines such as
    "← On a small screen, scroll the diagram horizontally. →"."""

    number: str  # as written, e.g. "05"
    title: str
    paragraphs: tuple[str, ...]
    line: int
    cards: tuple[tuple[str, ...], ...] = ()
    asides: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Guide:
    title: str
    sections: tuple[GuideSection, ...]
    source: Source
    trailing: tuple[str, ...] = ()  # headings after the last section with no body
    intro: tuple[str, ...] = ()  # paragraphs between the title and the first section

    @property
    def name(self) -> str:
        """The title without decoration: "Anaconda♠" -> "Anaconda"."""
        return re.sub(r"^\W+|\W+$", "", self.title) or self.title

    def section(self, number: str) -> GuideSection:
        return next(s for s in self.sections if s.number == number)

    @property
    def example_section(self) -> GuideSection | None:
        """The worked example: the section naming the most cards (None if none does)."""
        best = max(self.sections, key=lambda s: sum(map(len, s.cards)), default=None)
        return best if best is not None and best.cards else None

    @property
    def versions_section(self) -> GuideSection | None:
        """The notes on other names and versions, found by the section title."""
        return next((s for s in self.sections if _VERSIONS.search(s.title)), None)
