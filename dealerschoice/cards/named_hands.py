"""Poker hands with hands of the game's own added between two classes (Old English Draw:
"Big cat (eight-king, no flush or pair) beats Little Cat (three-eight, no flush or pair)
beats Big Dog (ace-nine, no flush or pair) beats Little Dog (two-seven, no flush no pair)
beats a straight. All of them loose to a flush.").

A `Span` is one such hand: five cards of different ranks, not all of one suit, the lowest of
them `low` and the highest `high` ("eight-king": an eight, a king and three cards between).
An ace is high in a span above a six and low (1) in one below ("ace-five"). The spans come
best first and sit just above the class `above` (one of `keys.CATEGORIES`): a hand is the
better of its usual poker hand and the best span any five of its cards make, spans keyed
between `above` and the class after it. Wild cards (`HandRules`) fill a span with ranks not
held, the ends first, then the highest ranks free; they never make the suits one.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from itertools import combinations

from dealerschoice.cards.cards import Card
from dealerschoice.cards.hands import Hand, as_cards, best_hand
from dealerschoice.cards.keys import CATEGORIES
from dealerschoice.cards.rules import BUG, DEFAULT_RULES, NATURAL, HandRules


@dataclass(frozen=True, slots=True)
class Span:
    """One added hand: its `name` and the ranks of its lowest and highest card (2-14; an ace
    in a low span is 1)."""

    name: str
    low: int
    high: int

    def __post_init__(self) -> None:
        if not 1 <= self.low < self.high <= 14 or self.high - self.low < 4:
            raise ValueError(f"Span {self.name!r}: {self.low}-{self.high} holds no five ranks from low to high")

    @classmethod
    def of(cls, name: str, start: int, end: int) -> Span:
        """A span as written, either end first, an ace (14) low when the other end is six or under.

        >>> Span.of("big dog", 14, 9), Span.of("little dog", 2, 7), Span.of("bicycle", 14, 5)
        (Span(name='big dog', low=9, high=14), Span(name='little dog', low=2, high=7), Span(name='bicycle', low=1, high=5))
        """
        ends = sorted((start, end))
        if ends[1] == 14 and ends[0] <= 6:
            ends = [1, ends[0]]
        return cls(name, ends[0], ends[1])


def _value(card: Card, span: Span) -> int:
    return 1 if card.rank == 14 and span.low == 1 else card.rank


def _span_ranks(naturals: list[Card], wilds: int, span: Span) -> tuple[int, ...] | None:
    """The ranks, highest first, of the best five made of `naturals` and `wilds` wild cards in
    `span`, or None when they make none."""
    values = [_value(c, span) for c in naturals]
    if len(set(values)) != len(values) or any(not span.low <= v <= span.high for v in values):
        return None
    if not wilds and len({c.suit for c in naturals}) == 1:
        return None  # a flush: only a wild's other suit could break it
    have = set(values)
    missing = [end for end in (span.low, span.high) if end not in have]
    if len(missing) > wilds:
        return None
    free = [v for v in range(span.high, span.low - 1, -1) if v not in have and v not in missing]
    fill = missing + free[:wilds - len(missing)]
    if len(fill) < wilds:
        return None
    return tuple(sorted(have | set(fill), reverse=True))


def _span_key(span_at: int, count: int, above: int, ranks: tuple[int, ...]) -> tuple[float, ...]:
    """A key just above class `above`: the best span (at 0) highest, all below the next class."""
    return (above + (count - span_at) / (count + 1), *ranks)


def named_hand(cards: str | Iterable[Card], spans: tuple[Span, ...], above: str = "straight",
               rules: HandRules = DEFAULT_RULES,
               standard: Callable[[tuple[Card, ...], HandRules], Hand] = best_hand) -> Hand:
    """The best hand of `cards`: the usual one (`standard`), or a span of five of them when
    better. The usual hands keep their keys; a span's first key is between `above`'s and the
    next class's.

    >>> spans = (Span.of("big cat", 8, 13), Span.of("little cat", 3, 8), Span.of("big dog", 14, 9),
    ...          Span.of("little dog", 2, 7))
    >>> named_hand("8s 10h Jd Qc Kh", spans).description
    'Big cat: K-Q-J-10-8'
    >>> named_hand("9s 10h Jd Qc Kh", spans).description
    'Straight, king high'
    >>> named_hand("2s 3h 5d 6c 7h", spans).key > named_hand("9s 10h Jd Qc Kh", spans).key
    True
    >>> named_hand("2s 3s 5s 6s 7s", spans).description
    'Flush, seven high'
    """
    cards = as_cards(cards)
    usual = standard(cards, rules)
    at = CATEGORIES.index(above)
    if usual.key[0] > at:  # the usual hand is in a class above every span
        return usual
    best: Hand | None = None
    size = min(5, len(cards))
    if size < 5:
        return usual
    kinds = rules.kinds()
    for five in combinations(cards, 5):
        if any(kinds[c] == BUG for c in five):
            continue  # a bug is an ace or a straight's or flush's card: never a span's (the usual hand counts it)
        naturals = [c for c in five if kinds[c] == NATURAL]
        wild = [c for c in five if kinds[c] != NATURAL]
        for index, span in enumerate(spans):
            ranks = _span_ranks(naturals, len(wild), span)
            if ranks is None:
                continue
            key = _span_key(index, len(spans), at, ranks)
            if best is None or key > best.key:
                best = _span_hand(cards, naturals, wild, span, ranks, key)
            break  # the best span these five make: the spans come best first
    return best if best is not None and best.key > usual.key else usual


def _span_hand(cards: tuple[Card, ...], naturals: list[Card], wild: list[Card], span: Span, ranks: tuple[int, ...],
               key: tuple[float, ...]) -> Hand:
    """The hand of a span: the wild cards become the ranks the naturals lack, each in a suit
    that keeps the five off one suit."""
    have = {_value(c, span) for c in naturals}
    suits = {c.suit for c in naturals}
    held = set(cards)
    became = []
    for r in (r for r in ranks if r not in have):
        rank = 14 if r == 1 else r
        free = [s for s in "shdc" if Card.of(rank, s) not in held and not (len(suits) == 1 and s in suits)]
        became.append(Card.of(rank, free[0] if free else "shdc"[0]))
    by_rank = {_value(c, span): c for c in naturals} | {_value(b, span): w for w, b in zip(wild, became)}
    shown = "-".join(_SHORT[r] for r in ranks)
    return Hand("high", "named:" + span.name, cards, tuple(by_rank[r] for r in ranks), tuple(zip(wild, became)),
                key, f"{span.name.capitalize()}: {shown}")


_SHORT = {1: "A", **{r: str(r) for r in range(2, 11)}, 11: "J", 12: "Q", 13: "K", 14: "A"}
