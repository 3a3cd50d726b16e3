"""The grammar's lexer: every word is one token, found by exact look-up.

Lark's own lexers match terminals as regexes over the text, so "anyone" could be read as
"any" + "one". Here a word is a token only when the grammar names it whole. Digits,
fractions and card runs are the only classes read by shape.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

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


_SHAPED: dict[str, bool] = {}  # word -> of a shape; a corpus has a few thousand words


@lru_cache(maxsize=8192)  # each family asks of the same words
def unshaped(words: tuple[str, ...]) -> frozenset[str]:
    """The words of no shape the lexer reads: those a grammar must name.

    >>> sorted(unshaped(("deal", "2", "cards", "2x3", "deal")))
    ['cards', 'deal']
    """
    out = []
    for word in words:
        shaped = _SHAPED.get(word)
        if shaped is None:
            shaped = _SHAPED[word] = any(p.fullmatch(word) for _, p in SHAPES)
        if not shaped:
            out.append(word)
    return frozenset(out)


def word_names(terminals) -> dict[str, str]:
    """The terminal each word the grammar names is lexed as: {word: terminal name}."""
    return {t.pattern.value: t.name for t in terminals if t.pattern.type == "str"}


def terminal_of(names: dict[str, str], word: str) -> str | None:
    """The terminal a word is lexed as (its name, else its shape), None for neither.

    >>> terminal_of({"deal": "DEAL"}, "deal"), terminal_of({}, "2x3"), terminal_of({}, "sing")
    ('DEAL', 'N_GRID', None)
    """
    name = names.get(word)
    if name is None:
        name = next((n for n, pattern in SHAPES if pattern.fullmatch(word)), None)
    return name


class WordLexer(Lexer):
    """Lexes a tuple of words (from `words.words`) into the grammar's terminals."""

    def __init__(self, conf):
        # %declare'd terminals are not among conf.terminals: a shape a grammar does not use
        # just fails to parse
        self.names = word_names(conf.terminals)

    # Lark's wrapper for an old-interface custom lexer (no `__future_interface__`) calls
    # `lex(text)` with what was given to `parse`: here the words, not Lark's LexerState
    def lex(self, words: tuple[str, ...]) -> Iterator[Token]:  # type: ignore[override]
        for word in words:
            name = terminal_of(self.names, word)
            if name is None:
                raise UnknownWord(word)
            yield Token(name, word)
