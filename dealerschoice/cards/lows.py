"""Low hands: ace-to-five (straights and flushes ignored), deuce-to-seven, and a qualifier.

Keys are tuples where bigger wins, like high keys: the negated "badness"
(category, ranks as they compare), so 5-4-3-2-A has key (0, -5, -4, -3, -2, -1).
A wild in a low becomes the best rank missing from the hand.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from functools import lru_cache
from itertools import combinations

from dealerschoice.cards import lowball
from dealerschoice.cards.cards import JOKER_CODE, RANK_NAMES, RANK_TEXT, Card
from dealerschoice.cards.hands import Hand, as_cards
from dealerschoice.cards.keys import RANK_OF
from dealerschoice.cards.limited import best_over, restore
from dealerschoice.cards.rules import DEFAULT_RULES, NATURAL, HandRules

LOW_CATEGORIES = ("low", "pair", "two-pair", "three-of-a-kind", "full-house", "four-of-a-kind",
                  "five-of-a-kind")
LOWBALL_CATEGORIES = ("low", "pair", "two-pair", "three-of-a-kind", "straight", "flush",
                      "full-house", "four-of-a-kind", "straight-flush", "five-of-a-kind")
LOW_STYLES = ("a5", "27", "a6")  # ace-to-five, deuce-to-seven, ace-to-six
LOW_KINDS = {"a5": "low-a5", "27": "low-27", "a6": "low-a6"}
_LOWBALL = {"27": lowball.DEUCE_TO_SEVEN, "a6": lowball.ACE_TO_SIX}
# a5 rank: ace 1, two 2 ... king 13; a5 bit = 1 << (a5 rank - 1)
A5_RANK = [1 if c >> 2 == 12 else (c >> 2) + 2 for c in range(JOKER_CODE)] + [0]
A5_BIT = [1 << (r - 1) for r in A5_RANK[:JOKER_CODE]] + [0]


def _lowest_five(mask: int) -> int:
    """Packed badness of the five lowest ranks of a mask (ranks high first); 0 if under five."""
    ranks: list[int] = []
    while mask and len(ranks) < 5:
        low = mask & -mask
        ranks.append(low.bit_length())
        mask ^= low
    if len(ranks) < 5:
        return 0
    return ranks[4] << 16 | ranks[3] << 12 | ranks[2] << 8 | ranks[1] << 4 | ranks[0]


_LOW5 = [_lowest_five(m) for m in range(1 << 13)]


def a5_score(cards: Sequence[Card], rules: HandRules = DEFAULT_RULES) -> int:
    """Fast ace-to-five score (bigger is better) of the best five of `cards`.

    >>> from dealerschoice.cards.cards import parse_cards
    >>> a5_score(parse_cards("As 2d 3c 4h 5s Ks")) > a5_score(parse_cards("As 2d 3c 4h 6s 5h"))
    False
    >>> a5_score(parse_cards("Ks 2d 3c 4h 6s")) > a5_score(parse_cards("As Ad 2c 3h 4s"))
    True
    """
    if rules._stands_for:
        return best_over(tuple(cards), rules, lambda played: a5_score(played, rules.without_limited()))[0]
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


def _pack(badness: tuple[int, ...]) -> int:
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


def _a5_badness(cards: Sequence[Card], rules: HandRules) -> tuple[int, ...]:
    """(category, ranks high first) to minimise; wilds take the lowest ranks not yet used."""
    kinds = rules._tables[1]
    naturals = tuple(sorted([A5_RANK[c] for c in cards if not kinds[c]]))
    return _a5_ranks_badness(naturals, len(cards) - len(naturals))


# The answer depends only on the natural ranks and the number of wilds, and showdowns and
# players ask about the same few rank sets again and again.
@lru_cache(maxsize=1 << 16)
def _a5_ranks_badness(naturals: tuple[int, ...], w: int) -> tuple[int, ...]:
    distinct = sorted(set(naturals))
    fill = [r for r in range(1, 14) if r not in distinct][:w] if w else []
    singles = distinct + fill
    if len(singles) >= 5:
        chosen = sorted(singles)[:5]
        return (0,) + tuple(sorted(chosen, reverse=True))
    extras = list((Counter(naturals) - Counter(distinct)).elements())
    need = min(5, len(naturals) + w) - len(singles)
    best: tuple[int, ...] | None = None
    for more in set(combinations(sorted(extras), need)):
        category, ranks = _grouped(singles + list(more))
        value = (category,) + ranks
        if best is None or value < best:
            best = value
    assert best is not None, "the extras always hold `need` cards"
    return best


def _low_badness(cards: Sequence[Card], rules: HandRules, style: str) -> tuple[int, ...]:
    if style == "a5":
        return _a5_badness(cards, rules)
    return lowball.badness(cards, rules._tables[1], _LOWBALL[style])


def low_key(cards: str | Iterable[Card], rules: HandRules = DEFAULT_RULES, style: str = "a5") -> tuple[int, ...]:
    """The comparable low key (bigger wins); limited wilds play their best way.

    >>> low_key("5h 4d 3c 2s As") > low_key("6h 4d 3c 2s As") > low_key("Ah Ad 2c 3s 4s")
    True
    >>> low_key("7h 5d 4c 3s 2s", style="27") > low_key("6h 5d 4c 3s 2s", style="27")
    True
    """
    _check_style(style)
    cards = as_cards(cards)
    if rules._stands_for:
        return best_over(cards, rules, lambda played: low_key(played, rules.without_limited(), style))[0]
    return tuple(-x for x in _low_badness(cards, rules, style))


def low_score(cards: Sequence[Card], rules: HandRules = DEFAULT_RULES, style: str = "a5") -> int:
    """Fast low score as an int (bigger is better) for any style; orders hands as `low_key`.

    >>> from dealerschoice.cards.cards import parse_cards
    >>> low_score(parse_cards("7h 5d 4c 3s 2s"), style="27") > low_score(parse_cards("As 2d 3c 4h 5s"), style="27")
    True
    """
    if rules._stands_for:
        return best_over(tuple(cards), rules, lambda played: low_score(played, rules.without_limited(), style))[0]
    if style == "a5":
        return a5_score(cards, rules)
    return lowball.score(cards, rules._tables[1], _LOWBALL[style])


def _check_style(style: str) -> None:
    if style not in LOW_STYLES:
        raise ValueError(f'low style must be one of {", ".join(LOW_STYLES)}, not "{style}"')


def best_low(cards: str | Iterable[Card], rules: HandRules = DEFAULT_RULES, style: str = "a5",
             qualifier: int | None = None) -> Hand | None:
    """The best low hand, or None when a qualifier is given and not met.

    `style` is "a5" (ace-to-five: aces low, straights and flushes ignored), "27"
    (deuce-to-seven: aces high, straights and flushes count against) or "a6" (ace-to-six: aces
    low, straights and flushes count against). A qualifier of 8 means eight-or-better: five
    unpaired cards, none above an eight.

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
    >>> best_low("Ah 2d 3c 4h 5s", style="a6").description
    'Straight: 5-4-3-2-A'
    >>> hand = best_low("2s 3s 4s 7s Kh Qd Jc Jk", style="27")   # the joker must not make a flush
    >>> hand.description, [str(c) for c in hand.played]
    ('Seven low: 7-5-4-3-2', ['7♠', '5♥', '4♠', '3♠', '2♠'])
    """
    _check_style(style)
    cards = as_cards(cards)
    if not cards:
        return None
    if rules._stands_for:
        plain = rules.without_limited()
        hand, pairs = best_over(cards, rules, lambda played: best_low(played, plain, style, qualifier),
                                key=lambda h: None if h is None else h.key)
        return restore(hand, cards, pairs)
    badness = _low_badness(cards, rules, style)
    category, ranks = badness[0], badness[1:]
    if qualifier is not None and (category != 0 or len(ranks) < 5 or ranks[0] > qualifier):
        return None
    flush = style != "a5" and category in (lowball.FLUSH, lowball.STRAIGHT_FLUSH)
    best, wilds = _play_low(cards, ranks, rules, avoid_flush=style != "a5" and not flush)
    names = LOWBALL_CATEGORIES if style != "a5" else LOW_CATEGORIES
    text = "-".join("A" if r in (1, 14) else RANK_TEXT[r] for r in ranks)
    if category == 0 and ranks[0] == 14:
        description = f"Ace high: {text}"   # aces are high only in deuce-to-seven
    elif category == 0:
        description = f"{RANK_NAMES[ranks[0]].capitalize()} low: {text}"
    else:
        description = f"{names[category].replace('-', ' ').capitalize()}: {text}"
    return Hand(LOW_KINDS[style], names[category], cards, best, wilds, tuple(-x for x in badness), description)


def _play_low(cards: tuple[Card, ...], ranks: Sequence[int], rules: HandRules,
              avoid_flush: bool) -> tuple[tuple[Card, ...], tuple[tuple[Card, Card], ...]]:
    """The cards that make a low of these ranks, and what each wild becomes. Where straights
    and flushes count, the cards are picked so the five are not all of one suit (the key says
    the hand is no flush, so such a choice exists)."""
    kinds = rules.kinds(low=True)
    held = set(cards)
    by_rank: dict[int, list[Card]] = {}  # natural cards of each rank, in the order held
    for c in cards:
        if kinds[c] == NATURAL:
            by_rank.setdefault(RANK_OF[c], []).append(c)
    wild = [c for c in cards if kinds[c] != NATURAL]
    picks: list[Card | None] = []
    for r in ranks:
        r = 14 if r == 1 else r
        picks.append(by_rank[r].pop(0) if by_rank.get(r) else None)
    chosen = [c for c in picks if c is not None]
    if avoid_flush and len(picks) == 5 and len({c & 3 for c in chosen}) == 1:
        suit = chosen[0] & 3
        # another natural card of a chosen rank in another suit breaks the flush; else a spare wild does
        swap = next(((i, o) for i, c in enumerate(picks) if c is not None
                     for o in by_rank.get(RANK_OF[c], []) if o & 3 != suit), None)
        if swap is not None:
            picks[swap[0]] = swap[1]
        elif len(wild) > picks.count(None):
            picks[next(i for i, c in enumerate(picks) if c is not None)] = None
    suits = {c & 3 for c in picks if c is not None}
    best: list[Card] = []
    became: list[tuple[Card, Card]] = []
    for r, card in zip(ranks, picks):
        if card is not None:
            best.append(card)
            continue
        r = 14 if r == 1 else r
        filler = wild.pop(0)
        # a suit that keeps the five off one suit, and (the common rule) a card not held
        options = [s for s in range(4) if s not in suits] if len(suits) == 1 else list(range(4))
        target = next((Card.of(r, s) for s in options if Card.of(r, s) not in held),
                      Card.of(r, options[0] if options else 0))
        suits.add(target & 3)
        held.add(target)
        best.append(filler)
        became.append((filler, target))
    return tuple(best), tuple(became)


def qualifies(hand: Hand | None, qualifier: int = 8) -> bool:
    """Whether an ace-to-five low hand is an unpaired `qualifier`-or-better.

    >>> qualifies(best_low("8s 6d 4c 3h As")), qualifies(best_low("9s 6d 4c 3h As"))
    (True, False)
    """
    return hand is not None and hand.key[0] == 0 and len(hand.key) == 6 and -hand.key[1] <= qualifier

