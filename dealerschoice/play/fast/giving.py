"""The cards a seat gives up card by card (`passing.give_up`, which the players ask for a
pass, or a discard, of more than `keeping.KEEP_TRIED` cards), made faster for the plans:
the same worths, the same order, from tables made once per rules, on a hand already in card
order with nothing kept beside it (every card may go, as the plans ask).

Anaconda's three passes and its discard of two from seven ask this 28 times a deal: the
players' general function (any sequence, cards kept anyway, worths packed with card codes)
was a third of the deal's time.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from dealerschoice.cards import HandRules
from dealerschoice.cards.cards import JOKER_CODE
from dealerschoice.cards.lows import A5_RANK
from dealerschoice.play.players.passing import _SINGLES_BELOW_CARDS, SUITED, WILD_WORTH, give_up
from dealerschoice.play.players.passing import _WORTH_FLOOR as _FLOOR  # the same floor: the same sort

# A key is a worth shifted past the card's place in the hand (five bits: at most
# `_SINGLES_BELOW_CARDS` cards): places sort ties as the card codes do, the hand being in card order
_MOST = min(_SINGLES_BELOW_CARDS, 1 << 5)
# how many of the four neighbours (two either way) a place has, from the presence bits
# around it: bits 0, 1, 3, 4 of (presence >> (place - 2))
_NEAR = tuple(bin(m & 0b11011).count("1") for m in range(32))

Giver = Callable[[Sequence[int], int], list[int]]


def giver(rules: HandRules, goal: str = "high", low_rules: HandRules | None = None) -> Giver:
    """A function (cards in card order, count) -> the `count` cards, in card order, that
    `passing.give_up(cards, count, (), rules, goal, low_rules)` gives up.

    >>> from dealerschoice.cards import parse_cards, format_cards
    >>> format_cards(giver(HandRules())(sorted(parse_cards("Qs Qh 9c 8d 3s 4h 2c")), 3))
    '2♣ 3♠ 4♥'
    """
    key = ("low", low_rules or rules, rules) if goal == "low" else ("high", rules)
    found = _GIVERS.get(key)
    if found is None:
        found = _GIVERS[key] = _low_giver(rules, low_rules or rules) if goal == "low" else _high_giver(rules)
    return found


_GIVERS: dict[tuple, Giver] = {}  # made once per rules, for the process (a few dozen at most)


def _high_giver(rules: HandRules) -> Giver:
    """`passing._high_keys`: a single card is worth its place, a little for suit-mates and
    neighbours; a card of a pair or better 100 a card of its rank; a wild most."""
    kinds = rules.kinds()
    places = [0 if kinds[c] or c >= JOKER_CODE else (c >> 2) + 2 for c in range(JOKER_CODE + 1)]
    present = [1 << p if p else 0 for p in places]
    flush = [_FLOOR + (SUITED * (n - 2) if n >= 3 else 0) for n in range(_MOST + 1)]
    wild = (WILD_WORTH + _FLOOR) << 5

    def give(cards: Sequence[int], count: int, most=_MOST, near_of=_NEAR) -> list[int]:
        if len(cards) > most or count <= 0:  # a worth's sum could reach a pair's; none: the players' own function
            return list(give_up(cards, count, (), rules))
        near = [0] * 17
        suits = [0, 0, 0, 0]
        seen = 0
        for c in cards:
            p = places[c]
            if p:
                near[p] += 1
                suits[c & 3] += 1
                seen |= present[c]
        seen |= (seen >> 14 & 1) << 1  # the ace below the two, for straights
        keys = []
        for i, c in enumerate(cards):
            p = places[c]
            if not p:
                keys.append(wild | i)
            elif near[p] == 1:
                keys.append((p + flush[suits[c & 3]] + near_of[seen >> (p - 2) & 31]) << 5 | i)
            else:
                keys.append((100 * near[p] + p - 2 + _FLOOR) << 5 | i)
        if count == 1 and keys:
            return [cards[min(keys) & 31]]
        keys.sort()
        return sorted([cards[k & 31] for k in keys[:count]])  # the hand is in card order: so are they
    return give


def _low_giver(rules: HandRules, low_rules: HandRules) -> Giver:
    """`passing._low_keys`: a wild most, then the first card of each ace-to-five rank by how
    low it is; a second card of a rank least."""
    kinds = low_rules.kinds(low=True)
    ranks = [-1 if kinds[c] else A5_RANK[c] for c in range(JOKER_CODE + 1)]
    wild = (WILD_WORTH + _FLOOR) << 5

    def give(cards: Sequence[int], count: int, most=_MOST) -> list[int]:
        if len(cards) > most or count <= 0:
            return list(give_up(cards, count, (), rules, "low", low_rules))
        seen = 0
        keys = []
        for i, c in enumerate(cards):
            r = ranks[c]
            if r < 0:
                keys.append(wild | i)
            elif seen >> r & 1:
                keys.append((_FLOOR - r) << 5 | i)
            else:
                seen |= 1 << r
                keys.append((_FLOOR + 20 - r) << 5 | i)
        if count == 1 and keys:
            return [cards[min(keys) & 31]]
        keys.sort()
        return sorted([cards[k & 31] for k in keys[:count]])
    return give
