"""Which side a player declares in a high-low game: the side the hand can win.

A strong low (seven or better) declares low, a strong high (a full house or better) high;
a hand strong both ways declares both where the rules allow it (a wheel that is also a
straight flush, or a seven low with a full house in a wild game), else the side it is
surer of (four of a kind or better: high; a full house: low, the usual loser of high).
A straight is no reason to go both: a wheel goes low. Between, a made eight low
without a straight goes low, as does a nine low for a player who has played for low
without two pair; everything else goes high.
"""

from __future__ import annotations

from collections.abc import Sequence

from dealerschoice.cards import Card, HandRules, low_key
from dealerschoice.cards.keys import high_score

STRAIGHT, TWO_PAIR, FULL_HOUSE = 4, 2, 6
STRONG_LOW, MADE_LOW, PLAYED_LOW = 7, 8, 9


def low_top(cards: Sequence[Card], rules: HandRules) -> int:
    """The top card of the best unpaired five-card low (ace 1); 99 with none.

    >>> from dealerschoice.cards import parse_cards as p
    >>> low_top(p("As 2d 3c 4h 5s Kd"), HandRules()), low_top(p("As Ad 3c 4h 5s"), HandRules())
    (5, 99)
    """
    low = low_key(cards, rules) if cards else None
    return -low[1] if low is not None and low[0] == 0 and len(low) == 6 else 99


def declare(cards: Sequence[Card], high_rules: HandRules, low_rules: HandRules, choices: Sequence[str],
            aim: str = "high") -> str:
    """ "high", "low" or "both" (one of `choices`).

    >>> from dealerschoice.cards import parse_cards as p
    >>> declare(p("As 2d 3c 4h 5s Kd Qs"), HandRules(), HandRules(), ("high", "low"))
    'low'
    >>> declare(p("As 2s 3s 4s 5s Kd Qs"), HandRules(), HandRules(), ("high", "low", "both"))
    'both'
    >>> declare(p("Ks Kd Kc 4h 4s 2d 3c"), HandRules(), HandRules(), ("high", "low"))
    'high'
    """
    top = low_top(cards, low_rules)
    strength = high_score(cards, high_rules) >> 20 if cards else 0
    strong_high, strong_low = strength >= FULL_HOUSE, top <= STRONG_LOW
    if strong_high and strong_low:
        if "both" in choices:
            return "both"
        return "high" if strength > FULL_HOUSE else "low"
    if strong_low and "low" in choices:
        return "low"
    if strong_high and "high" in choices:
        return "high"
    if "low" in choices and top <= MADE_LOW and strength < STRAIGHT:
        return "low"
    if "low" in choices and aim == "low" and top <= PLAYED_LOW and strength < TWO_PAIR:
        return "low"
    return "high" if "high" in choices else choices[0]
