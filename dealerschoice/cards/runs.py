"""Hands of one kind ranked by their length: "straight flush hands, with three card straight
flushes losing to four card straight flushes losing to five card straight flushes", and the
same for flushes. A longer hand beats a shorter one; of two of a length, the higher top card
wins (a flush: its cards from the top down). Wild cards (and bugs) fill any place.

`sized_hand(cards, category, sizes, rules)` gives the best such `Hand`, or None when the
cards make none of those sizes.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from dealerschoice.cards.cards import RANK_NAMES, SUITS, Card
from dealerschoice.cards.hands import Hand, as_cards
from dealerschoice.cards.rules import DEFAULT_RULES, NATURAL, HandRules

CATEGORIES = ("straight-flush", "flush")
_WORDS = {"straight-flush": "straight flush", "flush": "flush"}
_NUMBER_WORDS = {1: "One", 2: "Two", 3: "Three", 4: "Four", 5: "Five", 6: "Six", 7: "Seven"}


def sized_hand(cards: str | Iterable[Card], category: str, sizes: Sequence[int],
               rules: HandRules = DEFAULT_RULES) -> Hand | None:
    """The best `category` hand of one of `sizes` cards, a longer one beating any shorter.

    >>> sized_hand("9h Th Jh 2c 3d", "straight-flush", (3, 4, 5)).description
    'Three card straight flush, jack high'
    >>> sized_hand("As 2s 3s 4s Kd", "straight-flush", (3, 4, 5)).key
    (4, 4)
    >>> sized_hand("9h Th Jh Qh Kh", "straight-flush", (3, 4)).description
    'Four card straight flush, king high'
    >>> sized_hand("9h Ts Jd", "straight-flush", (3, 4, 5)) is None
    True
    >>> sized_hand("2h 9h Kh 4s 5s", "flush", (2, 3)).key
    (3, 13, 9, 2)
    """
    if category not in CATEGORIES:
        raise ValueError(f"category {category!r}: sized hands are {', '.join(CATEGORIES)}")
    if not sizes or any(s < 1 for s in sizes):
        raise ValueError(f"sizes {tuple(sizes)!r}: give one or more sizes of at least one card")
    cards = as_cards(cards)
    kinds = rules.kinds()
    wild = [c for c in cards if kinds[c] != NATURAL]
    natural = [c for c in cards if kinds[c] == NATURAL and not c.is_joker]
    for size in sorted(set(sizes), reverse=True):
        if size > len(cards):
            continue
        found = _run(natural, len(wild), size) if category == "straight-flush" else _flush(natural, len(wild), size)
        if found is not None:
            key, used = found
            return Hand("sized", category, cards, tuple(used) + tuple(wild[:size - len(used)]), (), (size, *key),
                        _describe(category, size, key))
    return None


def _run(natural: list[Card], wilds: int, size: int) -> tuple[tuple[int, ...], list[Card]] | None:
    """The highest run of `size` ranks in one suit the natural cards and wilds can fill:
    ((top,), cards used); an ace counts high or low (A-2-3: top 3)."""
    best = None
    for suit in SUITS:
        held = {c.rank: c for c in natural if c.suit == suit}
        if 14 in held:
            held[1] = held[14]
        for top in range(14, size - 1, -1):
            ranks = range(top - size + 1, top + 1)
            used = [held[r] for r in ranks if r in held]
            if size - len(used) <= wilds:
                if best is None or top > best[0][0]:
                    best = ((top,), used)
                break
    return best


def _flush(natural: list[Card], wilds: int, size: int) -> tuple[tuple[int, ...], list[Card]] | None:
    """The best `size` cards of one suit: every wild used (each becomes the highest rank of
    the suit the hand does not hold), the best natural cards for the rest: (ranks from the
    top down, natural cards used)."""
    best = None
    wild = min(wilds, size)
    for suit in SUITS:
        ranks = sorted((c for c in natural if c.suit == suit), key=lambda c: c.rank, reverse=True)
        take = ranks[:size - wild]
        if len(take) + wild < size:
            continue
        held = {c.rank for c in take}
        filled = [r for r in range(14, 1, -1) if r not in held][:wild]
        key = tuple(sorted(filled + [c.rank for c in take], reverse=True))
        if best is None or key > best[0]:
            best = (key, take)
    return best


def _describe(category: str, size: int, key: tuple[int, ...]) -> str:
    top = 14 if key[0] == 1 else key[0]
    return f"{_NUMBER_WORDS.get(size, str(size))} card {_WORDS[category]}, {RANK_NAMES[top]} high"
