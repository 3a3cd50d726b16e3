"""Fast high-hand scores as plain ints: bigger is better.

score = category << 20 | r1 << 16 | r2 << 12 | r3 << 8 | r4 << 4 | r5, ranks 2..14 in the order
they compare (a wheel's ace is 1), 0 where a short hand has no card.

Wilds are decided category by category from rank and suit counts, never by trying
substitutions: the best of each category is found directly, and the best hand is the first
category (top down) that can be made. The rank part (everything but flushes) depends only on
the rank counts and the number of wilds, so it is memoised on a packed count word.
"""

from __future__ import annotations

from collections.abc import Sequence

from dealerschoice.cards.cards import JOKER_CODE, Card
from dealerschoice.cards.limited import best_over
from dealerschoice.cards.rules import BUG, DEFAULT_RULES, WILD, HandRules
from dealerschoice.cards.straights import straight_table

(HIGH_CARD, PAIR, TWO_PAIR, TRIPS, STRAIGHT, FLUSH, FULL_HOUSE, QUADS,
 STRAIGHT_FLUSH, FIVE_KIND) = range(10)
CATEGORIES = ("high-card", "pair", "two-pair", "three-of-a-kind", "straight", "flush",
              "full-house", "four-of-a-kind", "straight-flush", "five-of-a-kind")

# 4 bits of count per rank (bits 0..51), then 4 bits of count per suit (bits 52..67).
PACK = [(1 << 4 * (c >> 2)) | (1 << (52 + 4 * (c & 3))) for c in range(JOKER_CODE)] + [0]
RANK_BIT = [1 << (c >> 2) for c in range(JOKER_CODE)] + [0]
RANK_OF = [(c >> 2) + 2 for c in range(JOKER_CODE)] + [0]
RANK_FIELD = (1 << 52) - 1

_NATURAL_STRAIGHT = straight_table(0)


def pack(category: int, ranks: Sequence[int]) -> int:
    """
    >>> unpack(pack(FULL_HOUSE, (12, 12, 12, 9, 9)))
    (6, (12, 12, 12, 9, 9))
    """
    score = category
    for i in range(5):
        score = score << 4 | (ranks[i] if i < len(ranks) else 0)
    return score


def unpack(score: int) -> tuple[int, tuple[int, ...]]:
    ranks = (score >> 16 & 15, score >> 12 & 15, score >> 8 & 15, score >> 4 & 15, score & 15)
    return score >> 20, tuple(filter(None, ranks))  # a short hand's missing cards are 0


def score_category(score: int) -> int:
    """The category of a score, without unpacking its ranks.

    >>> score_category(pack(FULL_HOUSE, (12, 12, 12, 9, 9))) == FULL_HOUSE
    True
    """
    return score >> 20


def straight_ranks(top: int) -> tuple[int, ...]:
    return (5, 4, 3, 2, 1) if top == 5 else tuple(range(top, top - 5, -1))


def _top(counts: Sequence[int], k: int, skip: tuple[int, ...] = ()) -> list[int]:
    """The k highest ranks (with repeats) of a count list, leaving out `skip` indexes."""
    out = []
    for i in range(12, -1, -1):
        if counts[i] and i not in skip:
            out.extend([i + 2] * counts[i])
            if len(out) >= k:
                return out[:k]
    return out


def rank_part(counts: Sequence[int], wilds: int = 0, bugs: int = 0, caps: Sequence[int] | None = None,
              straights: bool = True) -> int:
    """Best score from rank counts alone (every category but flushes).

    `counts[i]` = natural cards of rank i+2; bugs play as aces here and fill straights;
    `caps[i]` (the common rule on duplicates) is the most cards of rank i+2 a hand can show
    short of five of a kind.

    >>> unpack(rank_part([0] * 7 + [0, 0, 0, 2, 0, 1], wilds=2))   # QQA + 2 wilds
    (7, (12, 12, 12, 12, 14))
    """
    c = list(counts)
    w = wilds
    n = sum(counts) + wilds + bugs
    if n >= 5:  # no deck holds five of a kind, so even the common rule on duplicates lets wilds make it
        for i in range(12, -1, -1):
            if c[i] + w + (bugs if i == 12 else 0) >= 5:
                return pack(FIVE_KIND, (i + 2,) * 5)
    if bugs:
        c[12] += bugs if caps is None else max(0, min(bugs, caps[12] - c[12]))
    cap = caps or (99,) * 13
    if n >= 4:
        for i in range(12, -1, -1):
            if c[i] + w >= 4 and cap[i] >= 4:
                if n == 4:
                    return pack(QUADS, (i + 2,) * 4)
                kick = next((j + 2 for j in range(12, -1, -1) if j != i and c[j]), 0)
                if w > max(0, 4 - c[i]):  # a spare wild plays as the best kicker it can be
                    kick = max(kick, next(j + 2 for j in range(12, -1, -1)
                                          if j != i and cap[j] > c[j]))
                return pack(QUADS, (i + 2,) * 4 + (kick,))
    if n >= 5:
        for i in range(12, -1, -1):
            if c[i] + w >= 3 and cap[i] >= 3:
                left = w - max(0, 3 - c[i])
                for j in range(12, -1, -1):
                    if j != i and c[j] + left >= 2 and cap[j] >= 2:
                        return pack(FULL_HOUSE, (i + 2,) * 3 + (j + 2,) * 2)
        mask = 0
        for i in range(13):
            if counts[i]:
                mask |= 1 << i
        top = straight_table(w + bugs)[mask] if straights else 0
        if top:
            return pack(STRAIGHT, straight_ranks(top))
    k = min(n, 5)
    if n >= 3:
        for i in range(12, -1, -1):
            if c[i] + w >= 3:
                return pack(TRIPS, [i + 2] * 3 + _top(c, k - 3, (i,)))
    if w == 0 and n >= 4:
        pairs = [i for i in range(12, -1, -1) if c[i] >= 2][:2]
        if len(pairs) == 2:
            return pack(TWO_PAIR, [pairs[0] + 2] * 2 + [pairs[1] + 2] * 2 + _top(c, k - 4, tuple(pairs)))
    if n >= 2:
        for i in range(12, -1, -1):
            if c[i] + w >= 2:
                return pack(PAIR, [i + 2] * 2 + _top(c, k - 2, (i,)))
    return pack(HIGH_CARD, ([14] * w + _top(c, k))[:k])


def natural_part(counts: Sequence[int]) -> int:
    """`rank_part` without wilds, in one pass (fills the memo fast).

    >>> natural_part([0] * 7 + [3, 0, 0, 2, 0, 0]) == rank_part([0] * 7 + [3, 0, 0, 2, 0, 0])
    True
    """
    groups: list[list[int]] = [[], [], [], [], []]
    mask = n = 0
    for i in range(12, -1, -1):
        k = counts[i]
        if k:
            if k >= 5:  # two decks: natural five of a kind, the best hand there is
                return pack(FIVE_KIND, (i + 2,) * 5)
            mask |= 1 << i
            n += k
            groups[k].append(i + 2)
    _, singles, pairs, trips, quads = groups
    k5 = min(n, 5)
    if quads:
        q = quads[0]
        if n == 4:
            return pack(QUADS, (q,) * 4)
        return pack(QUADS, (q,) * 4 + (max(quads[1:2] + trips[:1] + pairs[:1] + singles[:1]),))
    if trips and n >= 5 and (len(trips) > 1 or pairs):
        return pack(FULL_HOUSE, (trips[0],) * 3 + (max(trips[1:2] + pairs[:1]),) * 2)
    if n >= 5:
        top = _NATURAL_STRAIGHT[mask]
        if top:
            return pack(STRAIGHT, straight_ranks(top))
    if trips:
        return pack(TRIPS, [trips[0]] * 3 + singles[:k5 - 3])
    if len(pairs) > 1:
        kick = sorted(pairs[2:3] + singles[:1], reverse=True)[:k5 - 4]
        return pack(TWO_PAIR, [pairs[0]] * 2 + [pairs[1]] * 2 + kick)
    if pairs:
        return pack(PAIR, [pairs[0]] * 2 + singles[:k5 - 2])
    return pack(HIGH_CARD, singles[:k5])


def flush_part(naturals: Sequence[Card], fillers: int, duplicate: bool = True, straights: bool = True) -> int:
    """Best straight flush or flush of five (0 if none) from natural cards plus fully wild fillers.

    >>> from dealerschoice.cards.cards import parse_cards
    >>> unpack(flush_part(parse_cards("As Ks Qs 9s"), 1))                  # the wild is an ace
    (5, (14, 14, 13, 12, 9))
    >>> unpack(flush_part(parse_cards("As Ks Qs 9s"), 1, duplicate=False))  # ... or (the common rule) the jack
    (5, (14, 13, 12, 11, 9))
    """
    best = 0
    need = 5 - fillers
    by_suit: tuple[list[int], ...] = ([], [], [], [])  # ranks of each suit, in one pass
    for c in naturals:
        if c != JOKER_CODE:
            by_suit[c & 3].append(RANK_OF[c])
    for suited in by_suit:
        if len(suited) < need:
            continue
        mask = 0
        for r in suited:
            mask |= 1 << (r - 2)
        top = straight_table(fillers)[mask] if straights else 0
        if top:
            score = pack(STRAIGHT_FLUSH, straight_ranks(top))
        else:
            fill = [14] * fillers if duplicate else _MISSING[mask][:fillers]
            score = pack(FLUSH, sorted(suited + fill, reverse=True)[:5])
        if score > best:
            best = score
    return best


_MEMO: dict[int, int] = {}
_MEMO_GET = _MEMO.get
_FOUR = (4,) * 13
# per 13-bit rank mask, the ranks it lacks, best first: what wilds fill a flush with when
# they may not repeat a card held
_MISSING = [[r for r in range(14, 1, -1) if not mask >> (r - 2) & 1] for mask in range(1 << 13)]


def longest_suit(suits: int) -> int:
    """The most cards of one suit, from the suit counts of a packed word (`x >> 52`).

    >>> longest_suit(0x0305)
    5
    """
    return max(suits & 15, suits >> 4 & 15, suits >> 8 & 15, suits >> 12 & 15)


def _counts(word: int) -> list[int]:
    return [(word >> (4 * i)) & 15 for i in range(13)]


def split_kinds(cards: Sequence[Card], kinds: bytes) -> tuple[list[Card], int, int]:
    """The natural cards, the count of wild cards and the count of bugs among `cards`."""
    naturals: list[Card] = []
    w = b = 0
    for c in cards:
        kind = kinds[c]
        if kind == WILD:
            w += 1
        elif kind == BUG:
            b += 1
        else:
            naturals.append(c)
    return naturals, w, b


def high_score(cards: Sequence[Card], rules: HandRules = DEFAULT_RULES) -> int:
    """The high-hand score of the best five of `cards`; limited wilds play their best way.

    >>> from dealerschoice.cards.cards import parse_cards
    >>> from dealerschoice.cards.limited import Limited
    >>> unpack(high_score(parse_cards("6s 9h 9d 4c 2h"), HandRules(limited=(Limited.as_ranks("6s", [9]),))))
    (3, (9, 9, 9, 4, 2))
    """
    if rules._stands_for:
        from dealerschoice.cards.grouped_scores import high_by_ranks  # here: it scores with this module
        score = high_by_ranks(cards, rules)  # wild groups of ranks alone: remembered by the ranks held
        return score if score is not None else best_over(tuple(cards), rules, lambda played: plain_high_score(
            played, rules))[0]
    return plain_high_score(cards, rules)


def restricted_score(cards: Sequence[Card], rules: HandRules = DEFAULT_RULES, straights: bool = True, flushes: bool = True) -> int:
    """A high score where straights, or flushes, do not count ("normal poker hands except
    straights and flushes"): a straight flush without straights is a flush, and without
    flushes a straight. Bugs fill only what counts.

    >>> from dealerschoice.cards.cards import parse_cards
    >>> unpack(restricted_score(parse_cards("9s 8s 7s 6s 5s 9d"), straights=False))
    (5, (9, 8, 7, 6, 5))
    >>> unpack(restricted_score(parse_cards("9s 8s 7s 6s 5s 9d"), straights=False, flushes=False))
    (1, (9, 9, 8, 7, 6))
    """
    if straights and flushes:
        return high_score(cards, rules)
    if rules._stands_for:
        return best_over(tuple(cards), rules, lambda played: restricted_score(
            played, rules.without_limited(), straights, flushes))[0]
    naturals, w, b = split_kinds(cards, rules._tables[0])
    x = 0
    for c in naturals:
        x += PACK[c]
    counts = _counts(x & RANK_FIELD)
    duplicate = rules.wild_may_duplicate
    caps = None if duplicate else [counts[i] + 4 - sum(1 for c in set(naturals) if c >> 2 == i) for i in range(13)]
    score = rank_part(counts, w, b, caps, straights)  # a bug with no straight to fill is an ace there
    if flushes and len(naturals) + w + b >= 5 and longest_suit(x >> 52) + w + b >= 5:
        score = max(score, flush_part(naturals, w + b, duplicate, straights))
    return score


def plain_high_score(cards: Sequence[Card], rules: HandRules = DEFAULT_RULES) -> int:
    """`high_score` without limited wilds (fewer than five cards: multiples and high cards).

    >>> from dealerschoice.cards.cards import parse_cards
    >>> unpack(high_score(parse_cards("Qs Qh 9c 8d Qd 9d 5s")))
    (6, (12, 12, 12, 9, 9))
    >>> unpack(high_score(parse_cards("3s 9h Kd 2c 7h"), HandRules.parse("3,9")))
    (3, (13, 13, 13, 7, 2))
    """
    n = len(cards)
    if rules._tables[2] and JOKER_CODE not in cards:
        x = 0
        for c in cards:  # a loop: the counts pass 64 bits, where `sum` leaves its fast path
            x += PACK[c]
        word = x & RANK_FIELD
        score = _MEMO_GET(word)
        if score is None:
            score = _MEMO[word] = natural_part(_counts(word))
        if n >= 5 and (((x >> 52) + 0x3333) & 0x8888 if n <= 12 else True):
            flush = _flush(cards, x, 0, True)
            if flush > score:
                return flush
        return score
    naturals, w, b = split_kinds(cards, rules._tables[0])
    return wild_score(naturals, w, b, rules.wild_may_duplicate)


_FLUSHES: dict[int, int] = {}  # a suit's rank mask, fillers and the duplicates rule -> its flush score


def _flush(naturals: Sequence[Card], x: int, fillers: int, duplicate: bool) -> int:
    """`flush_part(naturals, fillers, duplicate)` for at most 12 naturals packed as `x`: a
    suit of different cards scores by its rank mask alone, once a process (`_FLUSHES`)."""
    if len(naturals) > 12:
        return flush_part(naturals, fillers, duplicate)
    masks = [0, 0, 0, 0]
    for c in naturals:
        masks[c & 3] |= RANK_BIT[c]  # a joker's bit is 0 (and so is its suit count)
    best = 0
    for suit in range(4):
        held = x >> 52 + 4 * suit & 15
        if held < 5 - fillers:
            continue
        mask = masks[suit]
        if mask.bit_count() != held:  # two cards alike (two decks): as `flush_part` judges them
            return flush_part(naturals, fillers, duplicate)
        key = mask | fillers << 13 | duplicate << 16
        score = _FLUSHES.get(key)
        if score is None:  # the suit's cards alone, as spades
            spades = [Card(r << 2) for r in range(13) if mask >> r & 1]
            score = _FLUSHES[key] = flush_part(spades, fillers, duplicate)
        best = max(best, score)
    return best


def wild_score(naturals: Sequence[Card], w: int, b: int, duplicate: bool = True) -> int:
    """Score of natural cards plus `w` wild cards and `b` bugs.

    >>> from dealerschoice.cards.cards import parse_cards
    >>> unpack(wild_score(parse_cards("9h 8h 6h"), 2, 0))
    (8, (10, 9, 8, 7, 6))
    >>> unpack(wild_score(parse_cards("9h 8h 2c 3d"), 0, 1))               # a bug alone: an ace
    (0, (14, 9, 8, 3, 2))
    """
    x = 0
    for c in naturals:
        x += PACK[c]
    score = rank_only_score(naturals, x, w, b, duplicate)
    if len(naturals) + w + b >= 5:
        fillers = w + b
        if longest_suit(x >> 52) + fillers >= 5:
            flush = _flush(naturals, x, fillers, duplicate)
            if flush > score:
                return flush
    return score


def rank_only_score(naturals: Sequence[Card], x: int, w: int, b: int, duplicate: bool = True) -> int:
    """`wild_score` without flushes (its rank part), for the natural cards packed as `x`.

    >>> from dealerschoice.cards.cards import parse_cards
    >>> naturals = parse_cards("9h 8h 6h 2h")
    >>> unpack(rank_only_score(naturals, sum(PACK[c] for c in naturals), 1, 0))
    (1, (9, 9, 8, 6, 2))
    """
    word = x & RANK_FIELD
    if duplicate:
        memo_key = word | w << 56 | b << 60
        score = _MEMO_GET(memo_key)
        if score is None:
            counts = _counts(word)
            score = _MEMO[memo_key] = rank_part(counts, w, b) if w or b else natural_part(counts)
    elif len(set(naturals)) == len(naturals):  # one deck's cards: every rank shows at most four
        memo_key = word | 1 << 55 | w << 56 | b << 60  # bit 55: the common rule (bits 52-54 are unused)
        score = _MEMO_GET(memo_key)
        if score is None:
            counts = _counts(word)
            score = _MEMO[memo_key] = rank_part(counts, w, b, _FOUR) if w or b else natural_part(counts)
    else:  # two decks: a rank shows the cards held plus the ones of it the hand does not hold
        counts = _counts(word)
        held = [0] * 13
        for c in set(naturals):
            held[c >> 2] += 1
        score = rank_part(counts, w, b, [counts[i] + 4 - held[i] for i in range(13)])
    return score
