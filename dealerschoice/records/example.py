"""A worked example: a hand told step by step in a small notation, with claims to check."""

from __future__ import annotations

from dataclasses import dataclass

from dealerschoice.records.game import Source


@dataclass(frozen=True, slots=True)
class ExampleLine:
    """One line of the hand notation: a verb ("hold", "pass", "expect"...) and its text,
    e.g. ExampleLine(12, "pass", "3♠ 4♥ 2♣")."""

    line: int
    verb: str
    text: str


@dataclass(frozen=True, slots=True)
class WorkedExample:
    """title: the Markdown heading. game: the game as the file names it ("Anaconda (#10)").
    cite: where the quote comes from ("catalog/guides/anaconda.txt, section 05"); quote: the
    quoted text (Markdown block quote), checked against that file. lines: the notation."""

    title: str
    game: str
    source: Source
    game_line: int
    cite: str
    cite_file: str | None
    quote: str
    quote_line: int
    lines: tuple[ExampleLine, ...]
