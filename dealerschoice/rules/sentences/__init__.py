"""Sentence families. Each module holds a `FAMILY` of patterns; `all_patterns()` orders them."""

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
        unsimulated,
        wild,
    )

    found: list[Pattern] = []
    for module in (deal, drawing, cards, flip, betting, hands, outcome, wild, forced, unsimulated):
        found.extend(module.FAMILY.patterns)
    return tuple(found)
