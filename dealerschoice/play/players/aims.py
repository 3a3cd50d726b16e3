"""What a player plays for in a points game (7/27): the side of the pot their cards can still
reach. `mechanics.moves.goal` asks it first and falls back to its own rule (small ranks) for
every other game."""

from __future__ import annotations

from collections.abc import Sequence

from dealerschoice.cards import Card, PointValues, totals


def points_goal(known: Sequence[Card], values: PointValues | None, low_target: int | None) -> str | None:
    """"low" or "high" for a points game whose low side aims at `low_target` (whole points), or
    None when this rule does not decide (not a points game, no cards, a card that counts below
    zero, a joker). No card counts below zero, so a total only grows as cards come: a player
    whose cards can still total the low target or less plays low (stand, or take a small card);
    past it the low can only get worse and the player plays high.

    >>> from dealerschoice.cards import parse_cards as p
    >>> values = PointValues.of([("A", (1, 11)), ("face", (0.5,)), ("other", (None,))])
    >>> points_goal(p("2s 4d"), values, 7), points_goal(p("Ks As"), values, 7), points_goal(p("5s 3d"), values, 7)
    ('low', 'low', 'high')
    >>> points_goal(p("5s 3d"), None, 7) is None
    True
    """
    if values is None or low_target is None or not known or values.negative:
        return None
    if any(v < 0 for group in (*values.ranks, *(s for s in values.suits if s)) for v in group):
        return None
    if any(c.is_joker for c in known):
        return None
    return "low" if min(totals(known, values)) <= low_target * 2 else "high"
