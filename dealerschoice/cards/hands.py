"""The typed high-hand API: `best_hand(cards, rules) -> Hand`, descriptions and comparisons."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from dealerschoice.cards.cards import JOKER_CODE, RANK_NAMES, RANK_PLURALS, Card, parse_cards
from dealerschoice.cards.keys import (
    CATEGORIES,
    FIVE_KIND,
    FLUSH,
    FULL_HOUSE,
    PAIR,
    QUADS,
    RANK_OF,
    STRAIGHT,
    STRAIGHT_FLUSH,
    TRIPS,
    TWO_PAIR,
    flush_part,
    high_score,
    plain_high_score,
    restricted_score,
    unpack,
)
from dealerschoice.cards.limited import Play, best_over, restore, substitutions
from dealerschoice.cards.rules import BUG, DEFAULT_RULES, NATURAL, HandRules


@dataclass(frozen=True)
class Hand:
    """One evaluated hand. Compare hands with <, >, or by `key` (bigger wins; equal keys tie).

    `best` holds the cards used, in the order they count; `wilds` pairs each wild card used
    with the card it became; `played` shows the five as they count.
    """

    kind: str                     # "high", "low-a5", "low-27", "exposed", "three-card", ...
    category: str                 # "full-house", "pair", ... (lows: "seven-low", ...)
    cards: tuple[Card, ...]
    best: tuple[Card, ...]
    wilds: tuple[tuple[Card, Card], ...]
    key: tuple[float, ...]  # ints, but for a points hand that counts halves (ordered_points)
    description: str

    @property
    def played(self) -> tuple[Card, ...]:
        out, j = [], 0  # wild pairs are listed in the order the wilds appear in `best`
        for card in self.best:
            if j < len(self.wilds) and self.wilds[j][0] == card:
                out.append(self.wilds[j][1])
                j += 1
            else:
                out.append(card)
        return tuple(out)

    def as_json(self) -> dict[str, object]:
        wilds: dict[str, str] = {}
        for wild, became in self.wilds:
            name, n = str(wild), 2
            while name in wilds:
                name, n = f"{wild} ({n})", n + 1
            wilds[name] = str(became)
        return {"cards": [str(c) for c in self.cards], "category": self.category,
                "best": [str(c) for c in self.best], "wilds": wilds,
                "description": self.description, "key": list(self.key)}

    def __lt__(self, other: Hand) -> bool:
        return self.key < other.key

    def __le__(self, other: Hand) -> bool:
        return self.key <= other.key

    def __gt__(self, other: Hand) -> bool:
        return self.key > other.key

    def __ge__(self, other: Hand) -> bool:
        return self.key >= other.key

    def __str__(self) -> str:
        return self.description


def as_cards(cards: str | Iterable[Card]) -> tuple[Card, ...]:
    if isinstance(cards, str):
        return parse_cards(cards)
    cards = tuple(cards)
    return cards if all(type(c) is Card for c in cards) else tuple(Card(c) for c in cards)


def best_hand(cards: str | Iterable[Card], rules: HandRules = DEFAULT_RULES, *, straights: bool = True,
              flushes: bool = True) -> Hand:
    """The best high hand: five of any number of cards (fewer: multiples and high cards only).
    `straights=False` / `flushes=False`: "normal poker hands except straights and flushes".

    >>> hand = best_hand("Q♠ Q♥ 9♣ 8♦ Q♦ 9♦ 5♠")
    >>> hand.category, hand.description, " ".join(map(str, hand.best))
    ('full-house', 'Full house, queens full of nines', 'Q♠ Q♥ Q♦ 9♣ 9♦')
    >>> hand = best_hand("3s 9h Kd Kc 7h", HandRules.parse("3,9"))
    >>> hand.description, {str(k): str(v) for k, v in hand.wilds}
    ('Four of a kind, kings', {'3♠': 'K♠', '9♥': 'K♥'})
    >>> best_hand("Jk As Ah Ad Ac", HandRules(jokers="bug")).description
    'Five of a kind, aces'
    >>> best_hand("Jk 9s 8h 7d 5c", HandRules(jokers="bug")).description
    'Straight, nine high'
    >>> best_hand("Jk 9s 8h 2d 5c", HandRules(jokers="bug")).description
    'Ace high'
    >>> best_hand("Kh Kd 4s").description
    'Pair of kings'
    >>> best_hand("9s 8s 7s 6s 5s", straights=False).description
    'Flush, nine high'
    """
    cards = as_cards(cards)
    if rules._stands_for:
        plain = rules.without_limited()
        if not plain.natural_beats_wild:  # a key is its score's fields: the best way by its score, one Hand made
            best: tuple[int, tuple[Card, ...], tuple[Play, ...]] | None = None
            for played, pairs in substitutions(cards, rules):
                score = plain_high_score(played, plain) if straights and flushes else restricted_score(
                    played, plain, straights, flushes)
                if best is None or score > best[0]:  # the first best way wins a tie
                    best = (score, played, pairs)
            assert best is not None, "substitutions() always yields the hand as held"
            return restore(_best_hand(best[1], plain, straights, flushes), cards, best[2])
        hand, pairs = best_over(cards, rules, lambda played: _best_hand(played, plain, straights, flushes),
                                key=lambda h: h.key)
        return restore(hand, cards, pairs)
    return _best_hand(cards, rules, straights, flushes)


def _best_hand(cards: tuple[Card, ...], rules: HandRules, straights: bool = True, flushes: bool = True) -> Hand:
    if straights and flushes:
        score = plain_high_score(cards, rules)
    else:
        score = restricted_score(cards, rules, straights, flushes)
    if rules.plain() and JOKER_CODE not in cards:
        natural = True
    else:
        kinds = rules.kinds()
        naturals = [c for c in cards if kinds[c] == NATURAL]
        natural = len(naturals) == len(cards) or restricted_score(naturals, DEFAULT_RULES, straights, flushes) == score
    category, ranks = unpack(score)
    best, wilds = _play(cards, score, category, ranks, rules, natural, straights)
    key = (category,) + tuple(ranks) + (0,) * (5 - len(ranks))
    if rules.natural_beats_wild:
        key += (int(natural),)
    return Hand("high", CATEGORIES[category], cards, best, wilds, key, describe(score))


def high_key(cards: str | Iterable[Card], rules: HandRules = DEFAULT_RULES) -> int:
    """Just the comparable score, fast (no Hand built); bigger is better.

    >>> high_key("As Ks Qs Js Ts") > high_key("9h 9d 9c 9s 2h")
    True
    """
    # the score reads its cards more than once: text, an iterator... are made a tuple first
    held: Sequence[Card] = cards if isinstance(cards, (tuple, list)) else as_cards(cards)
    return high_score(held, rules)


def _play(cards: tuple[Card, ...], score: int, category: int, ranks: tuple[int, ...], rules: HandRules,
          natural_only: bool, straights: bool = True) -> tuple[tuple[Card, ...], tuple[tuple[Card, Card], ...]]:
    """Pick the cards that make `score`, and what each wild card becomes."""
    kinds = rules.kinds()
    if natural_only and category != FLUSH and category != STRAIGHT_FLUSH:  # the common case, fast
        by_rank: dict[int, list[Card]] = {}
        for c in cards:
            if not kinds[c]:
                by_rank.setdefault(RANK_OF[c], []).append(c)
        return tuple(by_rank[14 if r == 1 else r].pop(0) for r in ranks), ()
    pool = [c for c in cards if kinds[c] == NATURAL]
    bugs = [] if natural_only else [c for c in cards if kinds[c] == BUG]
    wild = [] if natural_only else [c for c in cards if kinds[c] not in (NATURAL, BUG)]
    suit = None
    if category in (FLUSH, STRAIGHT_FLUSH):
        fillers = len(bugs) + len(wild)
        suit = next(s for s in range(4)
                    if flush_part([c for c in pool if c & 3 == s], fillers, rules.wild_may_duplicate, straights) == score)
        pool = [c for c in pool if c & 3 == suit]
    held = set(pool)
    best: list[Card] = []
    became: list[tuple[Card, Card]] = []
    for r in ranks:
        r = 14 if r == 1 else r
        card = next((c for c in pool if RANK_OF[c] == r), None)
        if card is not None:
            pool.remove(card)
            best.append(card)
            continue
        straightish = category in (STRAIGHT, FLUSH, STRAIGHT_FLUSH)
        source = bugs if bugs and (r == 14 or straightish) else wild
        filler = source.pop(0)
        target = Card.of(r, suit) if suit is not None else _free_suit(r, held | {b for _, b in became})
        best.append(filler)
        became.append((filler, target))
    return tuple(best), tuple(became)


def _free_suit(rank: int, taken: set[Card]) -> Card:
    return next((Card.of(rank, s) for s in range(4) if Card.of(rank, s) not in taken), Card.of(rank, 0))


def describe(score: int) -> str:
    """Words for a high score: "Full house, queens full of nines".

    >>> from dealerschoice.cards.keys import pack
    >>> describe(pack(TWO_PAIR, (13, 13, 4, 4, 9))), describe(pack(STRAIGHT, (5, 4, 3, 2, 1)))
    ('Two pair, kings and fours', 'Straight, five high')
    """
    category, ranks = unpack(score)
    if not ranks:
        return "No cards"
    top = ranks[0]
    if category == FIVE_KIND:
        return f"Five of a kind, {RANK_PLURALS[top]}"
    if category == STRAIGHT_FLUSH:
        return "Royal flush" if top == 14 else f"Straight flush, {RANK_NAMES[top]} high"
    if category == QUADS:
        return f"Four of a kind, {RANK_PLURALS[top]}"
    if category == FULL_HOUSE:
        return f"Full house, {RANK_PLURALS[top]} full of {RANK_PLURALS[ranks[3]]}"
    if category == FLUSH:
        return f"Flush, {RANK_NAMES[top]} high"
    if category == STRAIGHT:
        return f"Straight, {RANK_NAMES[top]} high"
    if category == TRIPS:
        return f"Three of a kind, {RANK_PLURALS[top]}"
    if category == TWO_PAIR:
        return f"Two pair, {RANK_PLURALS[top]} and {RANK_PLURALS[ranks[2]]}"
    if category == PAIR:
        return f"Pair of {RANK_PLURALS[top]}"
    return f"{RANK_NAMES[top].capitalize()} high"


def compare(a: Hand, b: Hand) -> int:
    """1 if a wins, -1 if b wins, 0 for a tie.

    >>> compare(best_hand("As Ad"), best_hand("Ah Ac")), compare(best_hand("2s 2d"), best_hand("Ah Kc"))
    (0, 1)
    """
    return (a.key > b.key) - (a.key < b.key)


def winners(hands: Sequence[Hand]) -> list[int]:
    """Indexes of the best hands (several on a tie).

    >>> winners([best_hand("Ks Kd"), best_hand("As 2d"), best_hand("Kh Kc")])
    [0, 2]
    """
    if not hands:
        return []
    top = max(h.key for h in hands)
    return [i for i, h in enumerate(hands) if h.key == top]
