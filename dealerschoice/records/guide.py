"""A prose guide in numbered sections (the Anaconda guide)."""

from __future__ import annotations

from dataclasses import dataclass

from dealerschoice.records.game import Source


@dataclass(frozen=True, slots=True)
class GuideSection:
    number: str  # as written, e.g. "05"
    title: str
    paragraphs: tuple[str, ...]
    line: int


@dataclass(frozen=True, slots=True)
class Guide:
    title: str
    sections: tuple[GuideSection, ...]
    source: Source
    trailing: tuple[str, ...] = ()  # headings after the last section with no body

    def section(self, number: str) -> GuideSection:
        return next(s for s in self.sections if s.number == number)
