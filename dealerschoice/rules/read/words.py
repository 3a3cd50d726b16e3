"""Rule sentences as words: the tokens the grammar reads.

A sentence is lower-cased, its quotes and spaces made plain, and cut into words and the
every other mark as a word of its own (`,` `;` `(` `$`...), so nothing is dropped unread; a
`.` stands between the sentences of a run. Hyphenated words stay whole ("face-up", "seven-card", "split-card"); the grammar
lists the hyphenated and the spaced forms side by side. Only ranks joined by hyphens
("ace-two-three") are cut into their rank words. `respellings` offers a sentence again with
words commonly confused put right.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from itertools import combinations

_QUOTES = str.maketrans({"\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"', "\u2013": "-", "\u2014": "-"})
_TOKEN = re.compile(r"[a-z0-9][a-z0-9'/+\-]*[a-z0-9+]|[a-z0-9]|[^\s\"]")
# Quotation marks are not words; an apostrophe inside a word ("dealer's") is part of it.
_QUOTATION = re.compile(r"(?<![a-z0-9])'|'(?![a-z0-9])|\"")
_END = re.compile(r"[\s.!?]+$")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=\S)")
# Ranks joined by hyphens name a hand or a span of ranks ("ace-two-three", "eight-king"):
# each rank is a word of its own, the hyphens between them marks, so a grammar reads any
# such run from its rank words (no grammar names a run whole).
_RANK = r"(?:ace|king|queen|jack|ten|nine|eight|seven|six|five|four|three|two|deuce|trey)"
_RANK_RUN = re.compile(rf"(?<![\w-]){_RANK}(?:-{_RANK})+(?![\w-])")

# Words written for others they sound or look like, as the corpus's rule writers confused
# them: a letter dropped ("you" for "your", "on" for "one"), doubled ("loose" for "lose") or
# an ending left off ("must be connect to"). `respellings` puts them right only for a
# sentence no grammar reads as written, and the reader says so.
CONFUSIONS: dict[str, tuple[str, ...]] = {
    "you": ("your",),
    "on": ("one",),
    "loose": ("lose",),
    "connect": ("connected",),
}
MOST_RESPELT = 2  # words put right in one run of sentences, at most


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
    >>> words("The closest hand to ace-two-three wins, not a two-card ace-high.")
    ('the', 'closest', 'hand', 'to', 'ace', '-', 'two', '-', 'three', 'wins', ',', 'not', 'a', 'two-card', 'ace-high')
    """
    text = _QUOTATION.sub(" ", _END.sub("", sentence.translate(_QUOTES).lower()))
    text = _RANK_RUN.sub(lambda run: run.group(0).replace("-", " - "), text)
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


def respellings(found: tuple[str, ...]) -> Iterator[tuple[tuple[str, ...], tuple[tuple[str, str], ...]]]:
    """Each way to read the words with confused words put right (`CONFUSIONS`), fewest
    first and at most `MOST_RESPELT`: (the words, ((as written, as read), ...)).

    >>> [fixes for _, fixes in respellings(("you", "hand", "is", "on", "row"))]
    [(('you', 'your'),), (('on', 'one'),), (('you', 'your'), ('on', 'one'))]
    >>> list(respellings(("deal", "two", "cards")))
    []
    """
    places = [at for at, word in enumerate(found) if word in CONFUSIONS]
    for size in range(1, min(MOST_RESPELT, len(places)) + 1):
        for chosen in combinations(places, size):
            yield from _respelt(found, chosen)


def _respelt(found: tuple[str, ...], chosen: tuple[int, ...]) -> Iterator[tuple[tuple[str, ...], tuple[tuple[str, str], ...]]]:
    if not chosen:
        yield found, ()
        return
    at, rest = chosen[0], chosen[1:]
    for word in CONFUSIONS[found[at]]:
        for respelt, fixes in _respelt(found[:at] + (word,) + found[at + 1:], rest):
            yield respelt, ((found[at], word),) + fixes
