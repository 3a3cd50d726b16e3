"""The grammar's lexer: every word is one token, found by exact look-up.

Lark's own lexers match terminals as regexes over the text, so "anyone" could be read as
"any" + "one". Here a word is a token only when the grammar names it whole. Digits,
fractions and card runs are the only classes read by shape.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from lark import Token
from lark.exceptions import LarkError
from lark.lexer import Lexer

# Word classes the grammar reads by shape, not by name: (terminal, pattern).
# The names hold an underscore, which no word does: Lark names a literal "number" NUMBER.
SHAPES = (
    ("N_DIGITS", re.compile(r"\d+")),
    ("N_FRACTION", re.compile(r"\d+/\d+")),
    ("N_TIMES", re.compile(r"\d+x")),
    ("N_GRID", re.compile(r"\d+x\d+")),
    ("N_RUN", re.compile(r"(?:10|[2-9akqjt])(?:-(?:10|[2-9akqjt])){2,}")),
)


class UnknownWord(LarkError):
    """A word no grammar rule names: the sentence is not read by this family."""

    def __init__(self, word: str):
        super().__init__(f"no rule names the word {word!r}")
        self.word = word


class WordLexer(Lexer):
    """Lexes a tuple of words (from `words.words`) into the grammar's terminals."""

    def __init__(self, conf):
        self.names: dict[str, str] = {}
        for terminal in conf.terminals:
            if terminal.pattern.type == "str":
                self.names[terminal.pattern.value] = terminal.name
        # %declare'd terminals are not among conf.terminals: a shape a grammar does not use
        # just fails to parse
        self.shapes = SHAPES

    def lex(self, words) -> Iterator[Token]:
        for word in words:
            name = self.names.get(word)
            if name is None:
                name = next((n for n, pattern in self.shapes if pattern.fullmatch(word)), None)
                if name is None:
                    raise UnknownWord(word)
            yield Token(name, word)
