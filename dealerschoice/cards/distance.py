"""Hands ranked by their distance from a target hand (One Two Three: "The closest hand to
ace-two-three wins. Hands with a pair lose to hands without a pair. Distance is determined
using Manhattan distances.").

The Manhattan distance of a hand from the target is the least sum, over the ways to match its
cards one to one with the target's ranks, of how many ranks apart each two are; matching both
sorted is such a way. An ace is a one or a fourteen, as makes the hand closer (in the target
too: low when the target holds a five or lower, high otherwise). A hand of more cards plays its
closest set of the target's size; a wild card is any rank. With `pair_loses`, a hand holding two
cards of a rank loses to every hand without one, then the closer wins. Suits never count.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import combinations, combinations_with_replacement, product

from dealerschoice.cards.cards import RANK_TEXT, Card
from dealerschoice.cards.hands import Hand, as_cards
from dealerschoice.cards.rules import DEFAULT_RULES, NATURAL, HandRules

_VALUES = tuple(range(1, 15))  # the ranks a wild card may be: an ace as 1 or 14, two to king


def target_values(ranks: Iterable[int]) -> tuple[int, ...]:
    """The target's ranks as values, low to high: an ace is 1 beside a five or lower.

    >>> target_values((14, 2, 3)), target_values((14, 13, 12))
    ((1, 2, 3), (12, 13, 14))
    """
    ranks = tuple(ranks)
    low = any(r <= 5 for r in ranks if r != 14)
    return tuple(sorted(1 if r == 14 and low else r for r in ranks))


def manhattan(values: Iterable[int], target: tuple[int, ...]) -> int:
    """The distance of values from the (sorted) target: both sorted, matched in order."""
    return sum(abs(a - b) for a, b in zip(sorted(values), target))


def _text(value: int) -> str:
    return "A" if value in (1, 14) else RANK_TEXT[value]


def closest_hand(cards: str | Iterable[Card], target: Iterable[int], rules: HandRules = DEFAULT_RULES,
                 pair_loses: bool = True) -> Hand | None:
    """The closest hand of `cards` to the target ranks (an ace 14); None with too few cards.
    The key is (1 for no pair, else 0, minus the distance): bigger wins.

    >>> closest_hand("As 2h 4d", (14, 2, 3)).description
    'Distance 1 from A-2-3: 4-2-A'
    >>> closest_hand("2s 2h 3d", (14, 2, 3)).key < closest_hand("Ks Qh Jd", (14, 2, 3)).key
    True
    >>> closest_hand("Ks 9h 3d 2c As", (14, 2, 3)).description
    'Distance 0 from A-2-3: 3-2-A'
    """
    cards = as_cards(cards)
    goal = target_values(target)
    size = len(goal)
    if len(cards) < size:
        return None
    kinds = rules.kinds()
    best: tuple[tuple[int, int], tuple[Card, ...], tuple[int, ...]] | None = None
    for chosen in combinations(cards, size):
        natural = [c for c in chosen if kinds[c] == NATURAL and not c.is_joker]
        wilds = size - len(natural)
        choices = [(1, 14) if c.rank == 14 else (c.rank,) for c in natural]
        for values in product(*choices):
            for extra in combinations_with_replacement(_VALUES, wilds):
                held = values + extra
                ranks = [14 if v == 1 else v for v in held]
                paired = pair_loses and len(set(ranks)) < len(ranks)
                key = (0 if paired else 1, -manhattan(held, goal))
                if best is None or key > best[0]:
                    best = (key, chosen, tuple(sorted(held, reverse=True)))
    assert best is not None
    key, chosen, held = best
    said = f"Distance {-key[1]} from {'-'.join(_text(v) for v in goal)}: {'-'.join(_text(v) for v in held)}"
    return Hand("closest", "paired" if key[0] == 0 else "unpaired", cards, chosen, (), key,
                ("Pair, d" + said[1:]) if key[0] == 0 else said)
