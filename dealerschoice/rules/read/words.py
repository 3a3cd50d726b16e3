"""Rule sentences as words: the tokens the grammar reads.

A sentence is lower-cased, its quotes and spaces made plain, and cut into words and the
every other mark as a word of its own (`,` `;` `(` `$`...), so nothing is dropped unread; a
`.` stands between the sentences of a run. Hyphenated words stay whole ("face-up", "seven-card", "split-card"); the grammar
lists the hyphenated and the spaced forms side by side.
"""

from __future__ import annotations

import re

_QUOTES = str.maketrans({"\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"', "\u2013": "-", "\u2014": "-"})
_TOKEN = re.compile(r"[a-z0-9][a-z0-9'/+\-]*[a-z0-9+]|[a-z0-9]|[^\s\"]")
# Quotation marks are not words; an apostrophe inside a word ("dealer's") is part of it.
_QUOTATION = re.compile(r"(?<![a-z0-9])'|'(?![a-z0-9])|\"")
_END = re.compile(r"[\s.!?]+$")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=\S)")


def split_sentences(text: str) -> list[str]:
    """Sentences of a rule, final periods kept.

    >>> split_sentences("Deal seven cards down to each player. No player may look at these cards.")
    ['Deal seven cards down to each player.', 'No player may look at these cards.']
    """
    return [s for s in _SENTENCE_END.split(text.strip()) if s]


def words(sentence: str) -> tuple[str, ...]:
    """The words of one sentence, as the grammar reads them.

    >>> words("Deal two cards face-up to each player.")
    ('deal', 'two', 'cards', 'face-up', 'to', 'each', 'player')
    >>> words("If you say the word ‘king,’ you pay (max bet).")
    ('if', 'you', 'say', 'the', 'word', 'king', ',', 'you', 'pay', '(', 'max', 'bet', ')')
    >>> words("Pay $5 (or 1.5 bets)!")
    ('pay', '$', '5', '(', 'or', '1', '.', '5', 'bets', ')')
    >>> words("The lowest possible hand is A-2-3-4-5, the Wheel.")
    ('the', 'lowest', 'possible', 'hand', 'is', 'a-2-3-4-5', ',', 'the', 'wheel')
    """
    text = _QUOTATION.sub(" ", _END.sub("", sentence.translate(_QUOTES).lower()))
    return tuple(_TOKEN.findall(text))


def run_words(sentences: list[str]) -> tuple[str, ...]:
    """The words of several sentences read together, a "." between them.

    >>> run_words(["Deal one card.", "Repeat."])
    ('deal', 'one', 'card', '.', 'repeat')
    """
    found: list[str] = []
    for sentence in sentences:
        if found:
            found.append(".")
        found.extend(words(sentence))
    return tuple(found)
