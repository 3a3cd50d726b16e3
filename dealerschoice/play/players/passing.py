"""A cheap choice of the cards to give up, card by card: each card's worth to the hand from
rank and suit counts alone, the least worth given up. No hand is evaluated, so a pass of
three of seven cards costs a few microseconds (trying every choice cost 35 evaluations a
player, a pass: Anaconda's three passes were most of its time).

High: a wild card is worth most, then the cards of a pair or better (more of a kind worth
more), then single cards by rank, with a little for suit-mates (a flush forming) and
neighbours (a straight forming). Low (ace-to-five): a wild, then the first card of each rank
by how low it is; a second card of a rank is worth least.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from dealerschoice.cards import HandRules
from dealerschoice.cards.cards import JOKER_CODE
from dealerschoice.cards.lows import A5_RANK

WILD_WORTH = 1000
SUITED = 6  # worth per suit-mate beyond two: four to a flush outweigh a king
C = TypeVar("C", bound=int)  # a Card or a card code


def give_up(cards: Sequence[C], count: int, keep_with: Sequence[int], rules: HandRules,
            goal: str = "high", low_rules: HandRules | None = None) -> tuple[C, ...]:
    """The `count` cards of `cards` worth least to the hand they make with `keep_with`, in
    card order; ties give up the lower card. Card codes do as well as cards: what is given
    up is `cards`' own items.

    >>> from dealerschoice.cards import parse_cards, format_cards
    >>> format_cards(give_up(parse_cards("Qs Qh 9c 8d 3s 4h 2c"), 3, [], HandRules()))
    '2♣ 3♠ 4♥'
    >>> format_cards(give_up(parse_cards("As 2h 3d 7c Ks Kd 4h"), 3, [], HandRules(), "low"))
    '7♣ K♠ K♦'
    """
    if count <= 0 or not cards:
        return ()
    # one int per card sorts as (worth, card code) and says where the card is in `cards`
    # (its low bits): a plain int sort, no tuples, and the items given back are the caller's
    at_bits = len(cards).bit_length()
    code_at = at_bits + _CODE_BITS
    if goal == "low":
        keys = _low_keys(cards, (low_rules or rules).kinds(low=True), at_bits, code_at)
    else:
        keys = _high_keys(cards, count, keep_with, rules.kinds(), at_bits, code_at)
    at = (1 << at_bits) - 1
    if count == 1:
        return (cards[min(keys) & at],)
    keys.sort()
    return tuple(sorted([cards[k & at] for k in keys[:count]]))


def _high_keys(cards: Sequence[int], count: int, keep_with: Sequence[int], kinds: bytes, at_bits: int,
               code_at: int) -> list[int]:
    """`give_up`'s sort keys for a high hand: `_high_worth`'s worths, packed. A wild card or a
    card of a pair or better is worth more than any single card (`_SINGLES_BELOW`), so while
    there are `count` single cards only they are given worths: nothing else can go."""
    # `near` holds each place's count (place = rank index + 2), the ace's again at 1 (below
    # the two), with empty places past the ace: a card's neighbours two either way are four
    # look-ups
    places = _places(kinds)
    near = [0] * 17
    suits = [0, 0, 0, 0]
    for c in cards:
        p = places[c]
        if p:
            near[p] += 1
            suits[c & 3] += 1
    for c in keep_with:
        p = places[c]
        if p:
            near[p] += 1
            suits[c & 3] += 1
    near[1] = near[14]
    keys: list[int] = []
    append = keys.append
    others = []
    floor = _WORTH_FLOOR
    for i, c in enumerate(cards):
        p = places[c]
        if near[p] == 1:  # a single card (a wild's place, 0, counts nothing)
            flush = suits[c & 3]
            worth = (p + floor + (SUITED * (flush - 2) if flush >= 3 else 0)
                     + (near[p - 2] > 0) + (near[p - 1] > 0) + (near[p + 1] > 0) + (near[p + 2] > 0))
            append(worth << code_at | c << at_bits | i)
        else:
            others.append(i)
    if len(keys) < count or len(cards) + len(keep_with) > _SINGLES_BELOW_CARDS:
        for i in others:
            c = cards[i]
            p = places[c]
            worth = 100 * near[p] + p - 2 if p else WILD_WORTH
            append((worth + _WORTH_FLOOR) << code_at | c << at_bits | i)
    return keys


def _low_keys(cards: Sequence[int], kinds: bytes, at_bits: int, code_at: int) -> list[int]:
    """`give_up`'s sort keys for an ace-to-five low: `_low_worth`'s worths, packed (a card's
    worth reads only the cards before it, so the cards kept anyway never change it)."""
    ranks = _low_ranks(kinds)
    seen = 0  # a bit per a5 rank already met
    keys = []
    for i, c in enumerate(cards):
        r = ranks[c]
        if r < 0:
            worth = WILD_WORTH
        elif seen >> r & 1:
            worth = -r
        else:
            seen |= 1 << r
            worth = 20 - r
        keys.append((worth + _WORTH_FLOOR) << code_at | c << at_bits | i)
    return keys


_CODE_BITS = 6  # card codes 0..52
_WORTH_FLOOR = 64  # added to every worth: a low's second card of a rank is worth -13 at least
# a single card is worth at most 14 + 4 neighbours + SUITED * (suit-mates - 2): below a pair's
# 200 while a hand has no more than this many cards
_SINGLES_BELOW_CARDS = 2 + (200 - 14 - 4 - 1) // SUITED
_PLACES: dict[bytes, tuple[int, ...]] = {}
_LOW_RANKS: dict[bytes, tuple[int, ...]] = {}


def _places(kinds: bytes) -> tuple[int, ...]:
    """Per card code: its rank index + 2 for a natural card, 0 for a wild card, a bug or a
    joker (worth WILD_WORTH for high). Keyed by the rules' kinds table (a bytes object keeps
    its hash: the look-up is cheap)."""
    table = _PLACES.get(kinds)
    if table is None:
        table = _PLACES[kinds] = tuple(0 if kinds[c] or c >= JOKER_CODE else (c >> 2) + 2
                                       for c in range(JOKER_CODE + 1))
    return table


def _low_ranks(kinds: bytes) -> tuple[int, ...]:
    """Per card code: its ace-to-five rank, or -1 for a card wild (or a bug) in a low."""
    table = _LOW_RANKS.get(kinds)
    if table is None:
        table = _LOW_RANKS[kinds] = tuple(-1 if kinds[c] else A5_RANK[c] for c in range(JOKER_CODE + 1))
    return table


def _high_worth(cards: Sequence[int], rules: HandRules) -> list[int]:
    """Each card's worth to a high hand, in card order (`_high_keys`, unpacked)."""
    at_bits = len(cards).bit_length()
    return _unpacked(_high_keys(cards, len(cards), (), rules.kinds(), at_bits, at_bits + _CODE_BITS), at_bits)


def _low_worth(cards: Sequence[int], rules: HandRules) -> list[int]:
    """Each card's worth to an ace-to-five low, in card order (`_low_keys`, unpacked)."""
    at_bits = len(cards).bit_length()
    return _unpacked(_low_keys(cards, rules.kinds(low=True), at_bits, at_bits + _CODE_BITS), at_bits)


def _unpacked(keys: list[int], at_bits: int) -> list[int]:
    out = [0] * len(keys)
    for k in keys:
        out[k & (1 << at_bits) - 1] = (k >> at_bits + _CODE_BITS) - _WORTH_FLOOR
    return out
