"""A worked example: a hand told step by step in a small notation, with claims to check."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from dealerschoice.records.game import Source


class Verb(StrEnum):
    """What a line of the hand notation does (the loader's `load.examples.VERBS` says each in words)."""

    HOLD = "hold"
    PASS = "pass"
    RECEIVE = "receive"
    DISCARD = "discard"
    DRAW = "draw"
    STACK = "stack"
    FLIP = "flip"
    WILD = "wild"
    EXPECT = "expect"


@dataclass(frozen=True, slots=True)
class ExampleLine:
    """One line of the hand notation: its line number, a verb and its text, e.g.
    ExampleLine(12, Verb.PASS, "3♠ 4♥ 2♣"). A verb given as its word is taken as that word.

    >>> ExampleLine(12, "pass", "3♠ 4♥ 2♣").verb is Verb.PASS
    True
    >>> ExampleLine(13, "swap", "3♠")
    Traceback (most recent call last):
    ...
    ValueError: line 13 of a worked example: the verb 'swap' is not one of: hold, pass, receive, discard, draw, stack, flip, wild, expect (add it to records.example.Verb)
    """

    line: int
    verb: Verb
    text: str

    def __post_init__(self) -> None:
        if not isinstance(self.verb, Verb):
            try:
                object.__setattr__(self, "verb", Verb(self.verb))
            except ValueError:
                words = ", ".join(verb.value for verb in Verb)
                raise ValueError(f"line {self.line} of a worked example: the verb {self.verb!r} is not one of: "
                                 f"{words} (add it to records.example.Verb)") from None


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
