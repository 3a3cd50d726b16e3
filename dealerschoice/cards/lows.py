"""Low hands: ace-to-five (straights and flushes ignored), deuce-to-seven, and a qualifier.

Keys are tuples where bigger wins, like high keys: the negated "badness"
(category, ranks as they compare), so 5-4-3-2-A has key (0, -5, -4, -3, -2, -1).
A wild in a low becomes the best rank missing from the hand.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from functools import lru_cache
from itertools import combinations

from dealerschoice.cards.cards import JOKER_CODE, RANK_NAMES, RANK_TEXT, Card
from dealerschoice.cards.hands import Hand, as_cards
from dealerschoice.cards.keys import RANK_OF
from dealerschoice.cards.rules import DEFAULT_RULES, NATURAL, HandRules

LOW_CATEGORIES = ("low", "pair", "two-pair", "three-of-a-kind", "full-house", "four-of-a-kind",
                  "five-of-a-kind")
# a5 rank: ace 1, two 2 ... king 13; a5 bit = 1 << (a5 rank - 1)
A5_RANK = [1 if c >> 2 == 12 else (c >> 2) + 2 for c in range(JOKER_CODE)] + [0]
A5_BIT = [1 << (r - 1) for r in A5_RANK[:JOKER_CODE]] + [0]


def _lowest_five(mask: int) -> int:
    """Packed badness of the five lowest ranks of a mask (ranks high first); 0 if under five."""
    ranks = []
    while mask and len(ranks) < 5:
        low = mask & -mask
        ranks.append(low.bit_length())
        mask ^= low
    if len(ranks) < 5:
        return 0
    return ranks[4] << 16 | ranks[3] << 12 | ranks[2] << 8 | ranks[1] << 4 | ranks[0]


_LOW5 = [_lowest_five(m) for m in range(1 << 13)]


def a5_score(cards, rules: HandRules = DEFAULT_RULES) -> int:
    """Fast ace-to-five score (bigger is better) of the best five of `cards`.

    >>> from dealerschoice.cards.cards import parse_cards
    >>> a5_score(parse_cards("As 2d 3c 4h 5s Ks")) > a5_score(parse_cards("As 2d 3c 4h 6s 5h"))
    False
    >>> a5_score(parse_cards("Ks 2d 3c 4h 6s")) > a5_score(parse_cards("As Ad 2c 3h 4s"))
    True
    """
    kinds = rules._tables[1]
    mask = w = 0
    for c in cards:
        if kinds[c]:
            w += 1
        else:
            mask |= A5_BIT[c]
    for _ in range(w):
        mask |= ~mask & (mask + 1)  # a wild takes the lowest missing rank
    packed = _LOW5[mask & 0x1FFF]
    if packed:
        return (1 << 23) - packed
    return (1 << 23) - _pack(_a5_badness(cards, rules))


def _pack(badness: tuple) -> int:
    score = 0
    for x in badness[:6] + (0,) * (6 - len(badness)):
        score = score << 4 | x
    return score


def _grouped(ranks: Iterable[int]) -> tuple[int, tuple[int, ...]]:
    counts = Counter(ranks)
    groups = sorted(counts.items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    shape = sorted(counts.values(), reverse=True) + [0]
    category = {5: 6, 4: 5}.get(shape[0]) or (4 if shape[:2] == [3, 2] else 3 if shape[0] == 3
                                              else 2 if shape[:2] == [2, 2] else 1 if shape[0] == 2 else 0)
    return category, tuple(r for r, c in groups for _ in range(c))


def _a5_badness(cards, rules) -> tuple:
    """(category, ranks high first) to minimise; wilds take the lowest ranks not yet used."""
    kinds = rules._tables[1]
    naturals = tuple(sorted([A5_RANK[c] for c in cards if not kinds[c]]))
    return _a5_ranks_badness(naturals, len(cards) - len(naturals))


# The answer depends only on the natural ranks and the number of wilds, and showdowns and
# players ask about the same few rank sets again and again.
@lru_cache(maxsize=1 << 16)
def _a5_ranks_badness(naturals: tuple[int, ...], w: int) -> tuple:
    distinct = sorted(set(naturals))
    fill = [r for r in range(1, 14) if r not in distinct][:w] if w else []
    singles = distinct + fill
    if len(singles) >= 5:
        chosen = sorted(singles)[:5]
        return (0,) + tuple(sorted(chosen, reverse=True))
    extras = list((Counter(naturals) - Counter(distinct)).elements())
    need = min(5, len(naturals) + w) - len(singles)
    best = None
    for more in set(combinations(sorted(extras), need)):
        category, ranks = _grouped(singles + list(more))
        value = (category,) + ranks
        if best is None or value < best:
            best = value
    return best


def _27_badness(cards, rules) -> tuple:
    """Deuce-to-seven: the worst high hand of five, aces high, no wheel; wilds avoid pairs,
    straights and flushes by taking the lowest ranks that help."""
    kinds = rules._tables[1]
    size = min(5, len(cards))
    best = None
    for subset in combinations(cards, size):
        naturals = [c for c in subset if not kinds[c]]
        m = size - len(naturals)
        held = {c.rank for c in naturals}
        missing = [r for r in range(2, 15) if r not in held][:m + 4]
        suited = len({c & 3 for c in naturals}) <= 1 and m == 0 and size == 5
        for fill in combinations(missing, m):
            value = _27_value([c.rank for c in naturals] + list(fill), suited)
            if best is None or value < best:
                best = value
    return best


def _27_value(ranks, flush: bool) -> tuple:
    category, grouped = _grouped(ranks)
    # high-hand category order among: high 0, pair 1, two pair 2, trips 3, straight 4, flush 5,
    # full house 6, quads 7, straight flush 8
    high_cat = {0: 0, 1: 1, 2: 2, 3: 3, 4: 6, 5: 7, 6: 9}[category]
    top = sorted(ranks, reverse=True)
    straight = len(ranks) == 5 and category == 0 and top[0] - top[4] == 4
    if straight and flush:
        high_cat = 8
    elif flush:
        high_cat = max(high_cat, 5)
    elif straight:
        high_cat = 4
    return (high_cat,) + (grouped if high_cat not in (4, 5, 8) else tuple(top))


def low_key(cards: str | Iterable[Card], rules: HandRules = DEFAULT_RULES, style: str = "a5") -> tuple:
    """The comparable low key (bigger wins).

    >>> low_key("5h 4d 3c 2s As") > low_key("6h 4d 3c 2s As") > low_key("Ah Ad 2c 3s 4s")
    True
    >>> low_key("7h 5d 4c 3s 2s", style="27") > low_key("6h 5d 4c 3s 2s", style="27")
    True
    """
    cards = as_cards(cards)
    badness = _27_badness(cards, rules) if style == "27" else _a5_badness(cards, rules)
    return tuple(-x for x in badness)


def best_low(cards: str | Iterable[Card], rules: HandRules = DEFAULT_RULES, style: str = "a5",
             qualifier: int | None = None) -> Hand | None:
    """The best low hand, or None when a qualifier is given and not met.

    `style` is "a5" (ace-to-five: aces low, straights and flushes ignored) or "27"
    (deuce-to-seven: aces high, straights and flushes count against). A qualifier of 8 means
    eight-or-better: five unpaired cards, none above an eight.

    >>> best_low("Ks 9d 7c 5h 4s 3d 2c").description
    'Seven low: 7-5-4-3-2'
    >>> best_low("Ks 9d 7c 5h 4s 3d Jk").description
    'Seven low: 7-5-4-3-A'
    >>> hand = best_low("Ks 9d 6c 5h 4s 3d Ac Jk")
    >>> hand.description, [str(c) for c in hand.played]
    ('Five low: 5-4-3-2-A', ['5♥', '4♠', '3♦', '2♠', 'A♣'])
    >>> best_low("Ks Qd 9c 5h 4s 3d 2c", qualifier=8) is None
    True
    >>> best_low("Ah 2d 3c 4h 5s", style="27").description
    'Ace high: A-5-4-3-2'
    """
    if style not in ("a5", "27"):
        raise ValueError(f'low style must be "a5" or "27", not "{style}"')
    cards = as_cards(cards)
    if not cards:
        return None
    badness = _27_badness(cards, rules) if style == "27" else _a5_badness(cards, rules)
    category, ranks = badness[0], badness[1:]
    if qualifier is not None and (category != 0 or len(ranks) < 5 or ranks[0] > qualifier):
        return None
    best, wilds = _play_low(cards, ranks, rules, style)
    if style == "27":
        names = ("low", "pair", "two-pair", "three-of-a-kind", "straight", "flush",
                 "full-house", "four-of-a-kind", "straight-flush", "five-of-a-kind")
    else:
        names = LOW_CATEGORIES
    text = "-".join("A" if r in (1, 14) else RANK_TEXT[r] for r in ranks)
    if category == 0 and style == "27" and ranks[0] == 14:
        description = f"Ace high: {text}"   # aces are high only in deuce-to-seven
    elif category == 0:
        description = f"{RANK_NAMES[ranks[0]].capitalize()} low: {text}"
    else:
        description = f"{names[category].replace('-', ' ').capitalize()}: {text}"
    kind = "low-27" if style == "27" else "low-a5"
    return Hand(kind, names[category], cards, best, wilds, tuple(-x for x in badness), description)


def _play_low(cards, ranks, rules, style):
    kinds = rules.kinds(low=True)
    pool = [c for c in cards if kinds[c] == NATURAL]
    wild = [c for c in cards if kinds[c] != NATURAL]
    suits = {c & 3 for c in pool}
    by_rank: dict[int, list[Card]] = {}  # natural cards of each rank, in the order held
    for c in pool:
        by_rank.setdefault(RANK_OF[c], []).append(c)
    best, became = [], []
    for r in ranks:
        r = 14 if r == 1 else r
        if by_rank.get(r):
            best.append(by_rank[r].pop(0))
        else:  # lows fill only missing ranks; pick a suit that cannot complete a flush
            filler = wild.pop(0)
            suit = next((s for s in range(4) if s not in suits), 0)
            suits.add(suit)
            best.append(filler)
            became.append((filler, Card.of(r, suit)))
    return tuple(best), tuple(became)


def qualifies(hand: Hand | None, qualifier: int = 8) -> bool:
    """Whether an ace-to-five low hand is an unpaired `qualifier`-or-better.

    >>> qualifies(best_low("8s 6d 4c 3h As")), qualifies(best_low("9s 6d 4c 3h As"))
    (True, False)
    """
    return hand is not None and hand.key[0] == 0 and len(hand.key) == 6 and -hand.key[1] <= qualifier

