"""The older regex families, tried only where no grammar family reads a sentence, until the
grammar (`rules.read`) reads everything. Each module holds a `FAMILY` of patterns;
`all_patterns()` orders them. `unsimulated` (sentences read by their key words) is kept
out: a sentence read by a key word is not read."""

from __future__ import annotations

from dealerschoice.rules.pattern import Pattern


def all_patterns() -> tuple[Pattern, ...]:
    from dealerschoice.rules.sentences import (
        betting,
        cards,
        deal,
        drawing,
        flip,
        forced,
        hands,
        outcome,
        wild,
    )

    found: list[Pattern] = []
    for module in (deal, drawing, cards, flip, betting, hands, outcome, wild, forced):
        found.extend(module.FAMILY.patterns)
    return tuple(found)
