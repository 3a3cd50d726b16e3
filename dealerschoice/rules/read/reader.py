"""Sentences read by the grammar: every family is tried, and at most one may read them."""

from __future__ import annotations

from dataclasses import dataclass

from dealerschoice.rules.read.family import Ambiguous, family, family_names
from dealerschoice.rules.steps import RuleStep


@dataclass(frozen=True, slots=True)
class Reading:
    family: str
    steps: tuple[RuleStep, ...]


def read_words(words: tuple[str, ...]) -> Reading | None:
    """The one reading of these words, None when no family reads them; `Ambiguous` when
    several do.

    >>> [(s.kind, s.count, s.face, s.to) for s in read_words(("deal", "one", "card", "down", "to", "each", "player")).steps]
    [('deal', 1, 'down', 'each')]
    >>> read_words(("everybody", "sings")) is None
    True
    """
    found: list[Reading] = []
    for name in family_names():
        steps = family(name).read(words)
        if steps is not None:
            found.append(Reading(name, steps))
    if len(found) > 1:
        raise Ambiguous(words, [f"{r.family}: {r.steps}" for r in found])
    return found[0] if found else None
