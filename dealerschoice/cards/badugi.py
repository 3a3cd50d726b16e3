"""Badugi: the best hand is the most cards of different ranks and different suits (up to
four), aces low; between hands of as many cards, the lower highest card wins, then the next.
A card that repeats a rank or a suit already used does not count. A wild becomes the lowest
rank the hand lacks, in a suit it lacks (under the common rule, a card it does not hold).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from dealerschoice.cards.cards import RANK_TEXT, Card
from dealerschoice.cards.hands import Hand, as_cards
from dealerschoice.cards.limited import best_over, restore
from dealerschoice.cards.rules import DEFAULT_RULES, NATURAL, HandRules

_LOW_RANK = [1 if c >> 2 == 12 else (c >> 2) + 2 for c in range(52)] + [0]
SIZE_NAMES = {4: "Badugi", 3: "Three-card", 2: "Two-card", 1: "One-card", 0: "No cards"}
CATEGORIES = {4: "badugi", 3: "three-card", 2: "two-card", 1: "one-card", 0: "no-cards"}


def _choices(naturals: list[Card], suit: int, used_ranks: int,
             picked: tuple[Card, ...]) -> Iterator[tuple[Card, ...]]:
    """Every set of naturals with distinct ranks and suits, one suit at a time."""
    if suit == 4:
        yield picked
        return
    yield from _choices(naturals, suit + 1, used_ranks, picked)
    for c in naturals:
        if c & 3 == suit and not used_ranks >> _LOW_RANK[c] & 1:
            yield from _choices(naturals, suit + 1, used_ranks | 1 << _LOW_RANK[c], picked + (c,))


def _fill(picked: tuple[Card, ...], wilds: int, held: set[Card], distinct: bool) -> list[Card]:
    """What the wilds become: the lowest missing ranks, each in a missing suit."""
    ranks = {_LOW_RANK[c] for c in picked}
    suits = [s for s in range(4) if s not in {c & 3 for c in picked}]
    out = []
    for _ in range(min(wilds, len(suits))):
        for r in range(1, 14):
            if r in ranks:
                continue
            suit = next((s for s in suits if not (distinct and Card.of(14 if r == 1 else r, s) in held)), None)
            if suit is not None:
                out.append(Card.of(14 if r == 1 else r, suit))
                ranks.add(r)
                suits.remove(suit)
                break
    return out


def _value(ranks: list[int]) -> tuple[int, ...]:
    ordered = sorted(ranks, reverse=True)
    return (len(ordered),) + tuple(-r for r in ordered)


def badugi_hand(cards: str | Iterable[Card], rules: HandRules = DEFAULT_RULES) -> Hand:
    """The best Badugi hand; its key is (cards that count, then minus each rank high first).

    >>> badugi_hand("As 2d 3c 4h").description, badugi_hand("Ks 2s 3c 4h").description
    ('Badugi: 4-3-2-A', 'Three-card: 4-3-2')
    >>> badugi_hand("Kh 2d 3c 4s") > badugi_hand("As 2d 3c 3h")       # four cards beat three
    True
    >>> hand = badugi_hand("Jk 2d 3c 4h")
    >>> hand.description, {str(k): str(v) for k, v in hand.wilds}
    ('Badugi: 4-3-2-A', {'Jk': 'A♠'})
    """
    cards = as_cards(cards)
    if rules._stands_for:
        hand, pairs = best_over(cards, rules, lambda played: _badugi(played, rules), key=lambda h: h.key)
        return restore(hand, cards, pairs)
    return _badugi(cards, rules)


def badugi_key(cards: str | Iterable[Card], rules: HandRules = DEFAULT_RULES) -> tuple[float, ...]:
    """Just the key (bigger wins)."""
    return badugi_hand(cards, rules).key


def _badugi(cards: tuple[Card, ...], rules: HandRules) -> Hand:
    kinds = rules.kinds(low=True)
    naturals = [c for c in cards if kinds[c] == NATURAL]
    wild = [c for c in cards if kinds[c] != NATURAL]
    held, distinct = set(naturals), not rules.wild_may_duplicate
    best: tuple[Card, ...] = ()
    best_value: tuple[int, ...] | None = None
    best_fill: list[Card] = []
    for picked in _choices(naturals, 0, 0, ()):
        fill = _fill(picked, len(wild), held, distinct)
        value = _value([_LOW_RANK[c] for c in picked + tuple(fill)])
        if best_value is None or value > best_value:
            best, best_value, best_fill = picked, value, fill
    assert best_value is not None, "the hand with no card counting is always a choice"
    played = sorted([(c, c) for c in best] + list(zip(wild, best_fill)), key=lambda p: -_LOW_RANK[p[1]])
    text = "-".join("A" if _LOW_RANK[c] == 1 else RANK_TEXT[_LOW_RANK[c]] for _, c in played)
    size = len(played)
    return Hand("badugi", CATEGORIES[size], cards, tuple(c for c, _ in played),
                tuple((w, b) for w, b in played if w != b), best_value, f"{SIZE_NAMES[size]}: {text}")
