"""What the wild-card modules share: rank characters and numbers, the ranks and cards a rule
names, and the hand rules for a set of wild ranks and cards (built once each)."""

from __future__ import annotations

from functools import cache, lru_cache

from dealerschoice.cards import Card, HandRules

RANKS = "23456789TJQKA"
RANK_VALUES = frozenset(range(2, 15))  # a rank worked out past the ace or below the two is no rank


def rank_value(char: str) -> int:
    """The rank number of a rank character.

    >>> rank_value("T"), rank_value("A")
    (10, 14)
    """
    return RANKS.index(char) + 2


# HandRules are frozen values that are costly to build and few per game: build each once.
hand_rules = lru_cache(maxsize=1024)(HandRules)
NO_WILDS = hand_rules(frozenset(), frozenset())


@cache
def named_ranks(ranks: tuple[str, ...]) -> frozenset[int]:
    """The ranks a rule names (few per catalog; asked for at every decision)."""
    return frozenset(rank_value(r) for r in ranks)


def is_red(card: Card) -> bool:
    """Whether a card is a heart or a diamond (a joker has no suit: not red)."""
    return card.suit is not None and card.suit in "hd"


@cache
def named_cards(cards: tuple[str, ...]) -> frozenset[Card]:
    return frozenset(Card.parse(c) for c in cards)
