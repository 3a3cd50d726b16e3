"""Lows where straights and flushes count against you: deuce-to-seven (aces high only) and
ace-to-six (aces low only). A low is the worst high hand; wilds play as the cards that help.

Fast path: the best unpaired low is the first five-rank set, best first, that is not a
straight and that the hand can make (its natural ranks, with the wilds filling the rest).
Ranks are put in order positions (deuce-to-seven: 2 is 0 ... A is 12; ace-to-six: A is 0 ...
K is 12) so straights are five consecutive positions in both and one list serves both. The
answer depends only on the natural ranks held and the number of wilds, so it is remembered;
a flush matters only with no wild (a wild can always be played off-suit, and a spare one can
replace a suited card), and then the suits are checked. A hand with no unpaired low (too few
ranks) is worked out by trying its subsets, remembered by its rank counts.
"""

from __future__ import annotations

from bisect import bisect_right
from collections import Counter
from collections.abc import Sequence
from itertools import combinations

from dealerschoice.cards.cards import JOKER_CODE, Card
from dealerschoice.cards.keys import PACK, RANK_FIELD, longest_suit

DEUCE_TO_SEVEN, ACE_TO_SIX = 0, 1
# the rank each card counts as, and its order position bit, per style
_RANK = ([(c >> 2) + 2 for c in range(JOKER_CODE)] + [0],
         [1 if c >> 2 == 12 else (c >> 2) + 2 for c in range(JOKER_CODE)] + [0])
_BIT = ([1 << (c >> 2) for c in range(JOKER_CODE)] + [0],
        [1 << (0 if c >> 2 == 12 else (c >> 2) + 1) for c in range(JOKER_CODE)] + [0])
_POS_RANK = ([p + 2 for p in range(13)], [1] + [p + 1 for p in range(1, 13)])  # position -> rank

_STRAIGHT_MASKS = {0b11111 << low for low in range(9)}
# every five-position set that is not a straight, the best low first (highest position first)
_ORDER = sorted((m for m in range(1 << 13) if m.bit_count() == 5 and m not in _STRAIGHT_MASKS),
                key=lambda m: sorted((p for p in range(13) if m >> p & 1), reverse=True))
def _desc(mask: int) -> list[int]:
    return [p for p in range(12, -1, -1) if mask >> p & 1]


_ORDER_KEYS = [_desc(m) for m in _ORDER]
# per five-position set (straights too), where the sets worse than it begin in _ORDER
_AFTER = {m: bisect_right(_ORDER_KEYS, _desc(m)) for m in range(1 << 13) if m.bit_count() == 5}

# high-hand category numbers, as keys.py counts them
HIGH, PAIR, TWO_PAIR, TRIPS, STRAIGHT, FLUSH, FULL_HOUSE, QUADS, STRAIGHT_FLUSH, FIVE_KIND = range(10)

Badness = tuple[int, ...]  # (high-hand category, ranks as they compare): to minimise
_MEMO: dict[int, tuple[int, Badness]] = {}


def _positions(mask: int) -> list[int]:
    return [p for p in range(12, -1, -1) if mask >> p & 1]


def _unpaired(style: int, mask: int, wilds: int, suit_masks: list[int] | None = None) -> Badness | None:
    """Badness (category 0, ranks high first) of the best unpaired non-straight low, or None.
    `suit_masks[p]`: the suits held at position p, given only when a flush could be forced."""
    # the five lowest positions the hand can show (its own, then wilds on the lowest missing)
    # are the answer unless they make a straight or a flush: then go down the list in order
    free, fill, five = mask, wilds, 0
    for p in range(13):
        if free >> p & 1 or fill:
            if not free >> p & 1:
                fill -= 1
            five |= 1 << p
            if five.bit_count() == 5:
                break
    if five.bit_count() < 5:
        return None
    if five not in _STRAIGHT_MASKS and not _flush(five, suit_masks):
        return (HIGH,) + tuple(_POS_RANK[style][p] for p in _positions(five))
    # nothing better than that five can be made: the search starts after it
    for candidate in _ORDER[_AFTER[five]:]:
        five = candidate  # the best five the cards can still make, tried in order
        if (five & ~mask).bit_count() > wilds:
            continue
        if _flush(five, suit_masks):
            continue
        return (HIGH,) + tuple(_POS_RANK[style][p] for p in _positions(five))
    return None


def _flush(five: int, suit_masks: list[int] | None) -> bool:
    """Whether every card the hand holds of these five positions is of one suit (a forced flush)."""
    if suit_masks is None:
        return False
    suits = 0
    for p in _positions(five):
        suits |= suit_masks[p]
    return suits & (suits - 1) == 0


def badness(cards: Sequence[Card], kinds: bytes, style: int) -> Badness:
    """(high-hand category, ranks as they compare) to minimise, for the best five of `cards`.

    >>> from dealerschoice.cards.cards import parse_cards
    >>> from dealerschoice.cards.rules import HandRules
    >>> kinds = HandRules().kinds(low=True)
    >>> badness(parse_cards("Ah 2d 3c 4h 5s"), kinds, ACE_TO_SIX)     # a straight
    (4, 5, 4, 3, 2, 1)
    >>> badness(parse_cards("Ah 2d 3c 4h 6s 5s"), kinds, ACE_TO_SIX)
    (0, 6, 4, 3, 2, 1)
    >>> badness(parse_cards("2s 3s 4s 7s 5s Jk"), kinds, DEUCE_TO_SEVEN)   # the joker breaks the flush
    (0, 7, 5, 4, 3, 2)
    """
    return _judge(cards, kinds, style)[1]


def score(cards: Sequence[Card], kinds: bytes, style: int) -> int:
    """The same as an int, bigger is better (fast: no tuple built on a remembered hand)."""
    return _judge(cards, kinds, style)[0]


def _judge(cards: Sequence[Card], kinds: bytes, style: int) -> tuple[int, Badness]:
    bits = _BIT[style]
    mask = w = x = 0
    for c in cards:
        if kinds[c]:
            w += 1
        else:
            mask |= bits[c]
            x += PACK[c]
    flushable = w == 0 and longest_suit(x >> 52) >= 5
    if not flushable:
        found = _MEMO.get(mask | w << 13 | style << 17)
        if found is not None:
            return found
    if flushable:
        suit_masks = [0] * 13
        for c in cards:
            p = bits[c].bit_length() - 1
            suit_masks[p] |= 1 << (c & 3)
        bad = _unpaired(style, mask, w, suit_masks)
    else:
        bad = _unpaired(style, mask, w)
    if bad is None:
        return _small(cards, kinds, style, x, w, flushable)
    found = ((1 << 24) - _pack(bad), bad)
    if not flushable:
        _MEMO[mask | w << 13 | style << 17] = found
    return found


def _pack(bad: Badness) -> int:
    out = 0
    for v in bad[:6] + (0,) * (6 - len(bad)):
        out = out << 4 | v
    return out


def _small(cards: Sequence[Card], kinds: bytes, style: int, x: int, w: int, flushable: bool) -> tuple[int, Badness]:
    """No unpaired low: the best of every subset of five (or all, if fewer), wilds taking the
    missing ranks that help. Remembered by rank counts when no flush can be forced."""
    key = (x & RANK_FIELD) | w << 56 | style << 60 | 1 << 62
    if not flushable:
        found = _MEMO.get(key)
        if found is not None:
            return found
    ranks = _RANK[style]
    size = min(5, len(cards))
    best: Badness | None = None
    for subset in combinations(cards, size):
        naturals = [c for c in subset if not kinds[c]]
        m = size - len(naturals)
        held = {ranks[c] for c in naturals}
        missing = [r for r in (range(1, 14) if style == ACE_TO_SIX else range(2, 15)) if r not in held][:m + 4]
        suited = m == 0 and size == 5 and len({c & 3 for c in naturals}) == 1
        for fill in combinations(missing, m):
            value = value_of([ranks[c] for c in naturals] + list(fill), suited)
            if best is None or value < best:
                best = value
    assert best is not None, "every subset has one way to fill it"
    found = ((1 << 24) - _pack(best), best)
    if not flushable:
        _MEMO[key] = found
    return found


def value_of(ranks: Sequence[int], flush: bool) -> Badness:
    """The high-hand badness of up to five ranks, straights by consecutive ranks (so an ace
    given as 14 makes no wheel, and given as 1 makes no ace-high straight).

    >>> value_of([14, 5, 4, 3, 2], False), value_of([5, 4, 3, 2, 1], False)[0] == STRAIGHT
    ((0, 14, 5, 4, 3, 2), True)
    """
    counts = Counter(ranks)
    groups = sorted(counts.items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    grouped = tuple(r for r, c in groups for _ in range(c))
    shape = sorted(counts.values(), reverse=True) + [0]
    category = (FIVE_KIND if shape[0] == 5 else QUADS if shape[0] == 4 else
                FULL_HOUSE if shape[:2] == [3, 2] else TRIPS if shape[0] == 3 else
                TWO_PAIR if shape[:2] == [2, 2] else PAIR if shape[0] == 2 else HIGH)
    top = sorted(ranks, reverse=True)
    straight = len(ranks) == 5 and category == HIGH and top[0] - top[4] == 4
    if straight and flush:
        return (STRAIGHT_FLUSH,) + tuple(top)
    if flush and category < FLUSH:
        return (FLUSH,) + tuple(top)
    if straight:
        return (STRAIGHT,) + tuple(top)
    return (category,) + grouped
