"""What a player plays for in a game where high and low split the pot, decided once from
their first cards (`mechanics.moves.goal` asks, and the odds' compiled draws, `play.fast`,
call the same functions on card codes): in a points game (7/27) the side their cards can
still reach (`points_goal`), in any other the side their cards lean to (`lean`)."""

from __future__ import annotations

from collections.abc import Sequence

from dealerschoice.cards import Card, HandRules, PointValues, totals
from dealerschoice.cards.keys import high_score, score_category

JOKER_CODE = 52
TWO_PAIR = 2  # the high-hand category (`cards.keys`): a hand this strong plays high


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


def lean(cards: Sequence[Card], rules: HandRules) -> str:
    """"low" when most of the first cards are seven or lower (an ace counts low) and they hold
    no two pair, else "high". `cards`: cards or their codes (the odds' plans hold codes).

    >>> from dealerschoice.cards import parse_cards as p
    >>> lean(p("As 3d 6c"), HandRules()), lean(p("As 3d Kc"), HandRules()), lean(p("3s 3d 6c 6h 2d"), HandRules())
    ('low', 'high', 'high')
    """
    small = {1 if c >> 2 == 12 else (c >> 2) + 2 for c in cards if c != JOKER_CODE and ((c >> 2) + 2 <= 7 or c >> 2 == 12)}
    strong = bool(cards) and score_category(high_score(cards, rules)) >= TWO_PAIR
    return "low" if len(small) >= max(3, len(cards) // 2 + 1) and not strong else "high"
