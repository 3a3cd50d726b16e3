"""Sentence patterns: a regex over a normalized sentence and a builder of steps.

Regexes are written with placeholders, so every family reads numbers and card names the
same way: <NUM> (a cardinal, "seven" or "7"), <ORD> ("first", "3rd"), <RANK>, <SUIT>,
<CARDS> (card names joined by and/or), <WHO> (player pronouns), <LR> (left/right).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from dealerschoice.rules import cardwords, numbers
from dealerschoice.rules.literals import required_literals
from dealerschoice.rules.steps import RuleStep

Built = RuleStep | tuple[RuleStep, ...] | None

_PLACEHOLDERS = {
    "<NUM>": numbers.NUMBER,
    "<ORD>": numbers.ORDINAL,
    "<RANK>": cardwords.RANK,
    "<SUIT>": cardwords.SUIT,
    "<CARDS>": cardwords.CARDS,
    "<WHO>": r"(?:their|his|her|his or her|your|the player's)",
    "<LR>": r"(?:left|right)",
}


@cache
def _compiled(source: str) -> re.Pattern:
    """Compiling all the families' regexes costs ~0.2 s; a build that reads one edited game's
    rules compiles only those its sentences are tried against."""
    return re.compile(source)


@cache
def _literals(source: str) -> tuple[str, ...]:
    """What every sentence the regex reads contains: a sentence lacking one is not tried
    (nor is the regex compiled for it). Found lazily, as the regexes are compiled."""
    return required_literals(source)


def expand(regex: str) -> str:
    """The regex with placeholders replaced.

    >>> bool(re.fullmatch(expand("deal <NUM> cards"), "deal twelve cards"))
    True
    """
    for key, value in _PLACEHOLDERS.items():
        regex = regex.replace(key, value)
    return regex


@dataclass(frozen=True, slots=True)
class Pattern:
    """`build(match)` returns steps, or None when the match is not this family's after all."""

    name: str
    source: str  # the expanded regex, compiled when first tried
    build: Callable[[re.Match], Built]

    def read(self, sentence: str) -> tuple[RuleStep, ...] | None:
        for literal in _literals(self.source):
            if literal not in sentence:
                return None
        match = _compiled(self.source).fullmatch(sentence)
        if match is None:
            return None
        built = self.build(match)
        if built is None:
            return None
        return built if isinstance(built, tuple) else (built,)


class Family:
    """A list of patterns filled by the `@family.pattern(regex)` decorator, in order."""

    def __init__(self, name: str):
        self.name = name
        self.patterns: list[Pattern] = []

    def pattern(self, regex: str) -> Callable:
        def register(build: Callable[[re.Match], Built]) -> Callable:
            self.patterns.append(Pattern(f"{self.name}.{build.__name__}", expand(regex), build))
            return build
        return register


def num(match: re.Match, group: str, default: int | None = None) -> int | None:
    """The number in a named group ("seven" -> 7), or default when the group is absent."""
    text = match.group(group)
    return default if text is None else numbers.parse_number(text)


def ordinal(match: re.Match, group: str, default: int | None = None) -> int | None:
    text = match.group(group)
    return default if text is None else numbers.parse_ordinal(text)
