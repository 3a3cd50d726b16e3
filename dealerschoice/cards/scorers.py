"""How hands compare for `sets.best_from_sets`: a `Scorer` is a key function (bigger wins) with, when it can, a
`pick` that names the cards a larger pool's key counts; `high(rules)` and `low(rules, style)` wrap the evaluators of
`hands.py` and `lows.py`, and any other ranking plugs in as one more `Scorer` (a key function alone is always right;
`pick` only makes it faster).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

from dealerschoice.cards.cards import Card
from dealerschoice.cards.hands import best_hand
from dealerschoice.cards.keys import high_score
from dealerschoice.cards.lows import a5_score, best_low, low_key
from dealerschoice.cards.rules import DEFAULT_RULES, HandRules


@dataclass(frozen=True, slots=True)
class Scorer:
    """How hands compare. key(cards) -> a comparable value, bigger wins (never None: give a
    hand that cannot win the lowest key, e.g. `()` below every tuple). pick: when given,
    `key` of more than `size` cards is the key of their best `size`, and `pick(cards)` names
    those cards (so a pool is ranked in one call); None: only whole selections are ranked.

    >>> from dealerschoice.cards.cards import parse_cards as cards
    >>> from dealerschoice.cards.sets import best_key
    >>> fewest_spades = Scorer("fewest-spades", lambda five: -sum(c.suit == "s" for c in five))
    >>> best_key(cards("As 2d Kh"), [cards("Ks Qs 3h 4c")], scorer=fewest_spades)
    -1
    """

    name: str
    key: Callable[[Sequence[Card]], Any]
    pick: Callable[[Sequence[Card]], Sequence[Card]] | None = None


def high(rules: HandRules = DEFAULT_RULES) -> Scorer:
    """High hands (`hands.py`), with the wild cards of `rules`."""
    return Scorer("high", partial(high_score, rules=rules), lambda cards: best_hand(cards, rules).best)


def low(rules: HandRules = DEFAULT_RULES, style: str = "a5") -> Scorer:
    """Low hands (`lows.py`): "a5" ace-to-five or "27" deuce-to-seven."""
    if style == "a5":
        return Scorer("low-a5", partial(a5_score, rules=rules), partial(_low_cards, rules=rules, style=style))
    if style == "27":
        return Scorer("low-27", partial(low_key, rules=rules, style=style),
                      partial(_low_cards, rules=rules, style=style))
    raise ValueError(f'low style must be "a5" or "27", not "{style}"')


def _low_cards(cards: Sequence[Card], rules: HandRules, style: str) -> tuple[Card, ...]:
    hand = best_low(cards, rules, style)
    return () if hand is None else hand.best


HIGH = high()
