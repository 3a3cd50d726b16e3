"""One family of sentences: its grammar (with the shared phrases) and its reader.

A family is a pair of files in this folder: `NAME.lark`, whose start rule is `NAME`, and
`NAME.py`, whose `Reader` (a `Phrases` transformer) turns a parse into steps. Each family
is its own Earley parser, so a sentence is read by a family or not at all; a sentence that
two families read, or that one family reads two ways, is `Ambiguous`: a grammar error.
"""

from __future__ import annotations

import importlib
from functools import cache
from pathlib import Path

from lark import Lark, Tree
from lark.exceptions import LarkError, VisitError

from dealerschoice.rules.read.factor import factor, vocabulary
from dealerschoice.rules.read.lexer import SHAPES, WordLexer
from dealerschoice.rules.read.phrases import Phrases
from dealerschoice.rules.steps import RuleStep

HERE = Path(__file__).parent
PHRASES = HERE / "phrases.lark"


class Ambiguous(Exception):
    """A sentence with more than one reading."""

    def __init__(self, words: tuple[str, ...], readings: list[str]):
        super().__init__(f"{' '.join(words)!r} has {len(readings)} readings: {'; '.join(readings)}")
        self.words = words
        self.readings = readings


class NotThisFamily(Exception):
    """Raised by a reader method when a parse is not this family's after all."""


class Family:
    """A family's grammar, read as far as its vocabulary; the parser is built on first use
    (a sentence with a word outside the vocabulary never needs it)."""

    def __init__(self, name: str):
        self.name = name
        self.text = factor(grammar_text(name))
        self.vocabulary = vocabulary(self.text, name)
        self._parser: Lark | None = None
        self._reader: Phrases | None = None

    @property
    def parser(self) -> Lark:
        if self._parser is None:
            self._parser = Lark(self.text, start=self.name, parser="earley", lexer=WordLexer, ambiguity="explicit")
        return self._parser

    @property
    def reader(self) -> Phrases:
        if self._reader is None:
            self._reader = importlib.import_module(f"dealerschoice.rules.read.{self.name}").Reader()
        return self._reader

    def read(self, words: tuple[str, ...]) -> tuple[RuleStep, ...] | None:
        """The steps this family reads in the words, or None."""
        for word in words:
            if word not in self.vocabulary and not any(p.fullmatch(word) for _, p in SHAPES):
                return None
        try:
            tree = self.parser.parse(words)
        except LarkError:
            return None
        ambiguous = list(tree.find_data("_ambig"))
        if ambiguous:
            raise Ambiguous(words, [f"{self.name}: {len(a.children)} parses of {a.children[0].data}" for a in ambiguous[:3]])
        try:
            steps = self.reader.transform(tree)
        except VisitError as error:
            if isinstance(error.orig_exc, NotThisFamily):
                return None
            raise
        if isinstance(steps, Tree):
            raise TypeError(f"family {self.name}: the reader left a tree for {' '.join(words)!r}; "
                            f"give the rule {steps.data!r} a method in {self.name}.py")
        return steps if isinstance(steps, tuple) else (steps,)


def grammar_text(name: str) -> str:
    return PHRASES.read_text(encoding="utf-8") + "\n" + (HERE / f"{name}.lark").read_text(encoding="utf-8")


@cache
def family(name: str) -> Family:
    """The family NAME.

    >>> family("deal").read(("deal", "two", "cards", "up", "to", "each", "player"))
    (Deal(count=2, face='up', to='each', condition=None),)
    """
    return Family(name)


@cache
def family_names() -> tuple[str, ...]:
    """Every family of this folder, by file name: each `NAME.lark` with its `NAME.py`."""
    return tuple(sorted(p.stem for p in HERE.glob("*.lark") if p != PHRASES and p.with_suffix(".py").exists()))
