"""Poker hands with two changes some games make ("Straight may wrap around the ace (K-A-2),
and flushes are compared by bridge suit rather than high card"):

- `wrap`: a straight may run round the corner through the ace: J-Q-K-A-2, Q-K-A-2-3 and
  K-A-2-3-4 are straights too (straight flushes when of one suit). A straight round the
  corner ranks by the card it ends on after the ace (K-A-2-3-4 is four high), below the
  five-high wheel, as the lowest straights.
- `suits`: flushes compare by their suit, best first (bridge order s h d c), then by their
  cards; a hand may make its flush in any suit it can.

`twisted_hand(cards, rules, wrap, suits)` gives the best `Hand` of the cards (five of them
at most); every other hand ranks as usual (`best_hand`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from dealerschoice.cards.cards import RANK_NAMES, SUITS, Card
from dealerschoice.cards.hands import Hand, as_cards, best_hand
from dealerschoice.cards.keys import CATEGORIES
from dealerschoice.cards.rules import DEFAULT_RULES, NATURAL, HandRules

STRAIGHT, FLUSH, STRAIGHT_FLUSH = (CATEGORIES.index(c) for c in ("straight", "flush", "straight-flush"))
# the runs round the corner, each with the card it ends on
WRAPS = (((11, 12, 13, 14, 2), 2), ((12, 13, 14, 2, 3), 3), ((13, 14, 2, 3, 4), 4))
_SUIT_NAMES = {"s": "spades", "h": "hearts", "d": "diamonds", "c": "clubs"}


def twisted_hand(cards: str | Iterable[Card], rules: HandRules = DEFAULT_RULES, wrap: bool = False,
                 suits: Sequence[str] = ()) -> Hand:
    """The best hand when straights may wrap round the ace and/or flushes rank by suit.

    >>> twisted_hand("Ks As 2d 3c 4h", wrap=True).description
    'Straight round the corner, four high'
    >>> twisted_hand("Ks As 2d 3c 4h", wrap=True).key < twisted_hand("As 2s 3d 4c 5h", wrap=True).key
    True
    >>> twisted_hand("2s 5s 7s 9s Js", suits="shdc").key > twisted_hand("Ah Kh Qh Jh 9h", suits="shdc").key
    True
    >>> twisted_hand("2s 5s 7s 9s Js", suits="shdc").description
    'Flush in spades, jack high'
    """
    cards = as_cards(cards)
    if any(s not in SUITS for s in suits) or len(set(suits)) != len(suits):
        raise ValueError(f"suit order {tuple(suits)!r}: give each of s, h, d, c at most once, best first")
    base = best_hand(cards, rules)
    kinds = rules.kinds()
    natural = [c for c in cards if kinds[c] == NATURAL and not c.is_joker]
    wilds = [c for c in cards if kinds[c] != NATURAL]
    found = [] if suits and base.key[0] == FLUSH else [base]
    if wrap:
        found += _wraps(cards, natural, wilds)
    if suits and base.key[0] <= FLUSH:
        found += _flushes(cards, natural, wilds, suits)
    return max(found, key=lambda h: h.key) if found else base


def _wraps(cards: tuple[Card, ...], natural: list[Card], wilds: list[Card]) -> list[Hand]:
    """Every straight (and straight flush) round the corner the cards can make."""
    made: list[Hand] = []
    if len(cards) < 5:
        return made
    for ranks, end in WRAPS:
        for suit in (None, *SUITS):
            held = [next((c for c in natural if c.rank == r and (suit is None or c.suit == suit)), None) for r in ranks]
            used = [c for c in held if c is not None]
            if 5 - len(used) > len(wilds):
                continue
            category = STRAIGHT if suit is None else STRAIGHT_FLUSH
            words = "Straight flush" if suit else "Straight"
            made.append(Hand("high", CATEGORIES[category], cards, tuple(used) + tuple(wilds[:5 - len(used)]), (),
                             (category, end, 0, 0, 0, 0), f"{words} round the corner, {RANK_NAMES[end]} high"))
    return made


def _flushes(cards: tuple[Card, ...], natural: list[Card], wilds: list[Card], order: Sequence[str]) -> list[Hand]:
    """A flush in each suit the cards can make one in: its suit's worth, then its ranks (a
    wild card the highest rank of the suit the hand does not hold)."""
    made = []
    worth = {s: len(order) - i for i, s in enumerate(order)}
    wild = min(len(wilds), 5)
    for suit in SUITS:
        own = sorted((c for c in natural if c.suit == suit), key=lambda c: c.rank, reverse=True)[:5 - wild]
        if len(own) + wild < 5:
            continue
        taken = {c.rank for c in own}
        filled = [r for r in range(14, 1, -1) if r not in taken][:wild]
        ranks = tuple(sorted(filled + [c.rank for c in own], reverse=True))
        made.append(Hand("high", "flush", cards, tuple(own) + tuple(wilds[:wild]), (),
                         (FLUSH, worth.get(suit, 0), *ranks),
                         f"Flush in {_SUIT_NAMES[suit]}, {RANK_NAMES[ranks[0]]} high"))
    return made
