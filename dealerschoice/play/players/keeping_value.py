"""What a set of kept cards is worth to a player who draws to it: made hands stand, the cards
of a pair or better are kept, a four-card flush or open-ended straight is drawn to, and a
made low stands pat.

`keep_value(kept, ...)` is a comparable tuple, bigger better: (tier, core, wilds,
-len(kept), score). The tier is what the cards make (or nearly make); the core is the part
of the hand that counts (the pair's rank, not its kickers); then the wild cards and bugs
kept, so a wild card is never thrown for a natural card that makes the same hand; then of
two kept sets that make the same hand the smaller wins and the player draws more cards to
it; the full score breaks the last ties.

Where a kept set's value is a function of its cards' rank, suit and kind counts (`counter`),
the keep search (`keeping.best_kept`) values each sum of counts once for the process
(`counted_best`).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from itertools import combinations
from typing import cast

from dealerschoice.cards import Card, HandRules
from dealerschoice.cards.cards import JOKER_CODE
from dealerschoice.cards.keys import PACK, RANK_FIELD, high_score, longest_suit
from dealerschoice.cards.lows import A5_RANK, a5_score
from dealerschoice.cards.rules import WILD
from dealerschoice.cards.straights import straight_table

# high-hand tiers: category * 4, with draws below a pair (a pair is never broken to draw)
HIGH_CARD_TIER, STRAIGHT_DRAW_TIER, FLUSH_DRAW_TIER, PAIR_TIER = 0, 2, 3, 4
STRAIGHT = 4
# how many of a category's ranks are its core (pair: 2 of 5); high card: the top card only
_CORE = (1, 2, 4, 3, 5, 5, 5, 4, 5, 5)
MADE_LOW_TOP = 9  # a five-card low this good or better stands pat ("a made nine")
DRAWING_LOW_TOP = 8  # a card kept to draw to a low is this or lower (ace low)


def keep_value(kept: Sequence[Card], rules: HandRules, goal: str = "high",
               low_rules: HandRules | None = None) -> tuple:
    """How good `kept` is to draw to, for `goal` ("high" or "low", ace-to-five).

    >>> from dealerschoice.cards import parse_cards as p
    >>> keep_value(p("As Ad Ac"), HandRules()) > keep_value(p("As Ad Ac 8c"), HandRules())
    True
    >>> keep_value(p("2h 7h 9h Kh"), HandRules()) > keep_value(p("Kh"), HandRules())
    True
    >>> keep_value(p("2h 7h 9h Kh"), HandRules()) > keep_value(p("Ks Kd"), HandRules())
    False
    >>> keep_value(p("9h 6d 5c 4s Ah"), HandRules(), "low") > keep_value(p("6d 5c 4s Ah"), HandRules(), "low")
    True
    """
    if goal == "low":
        return _low_value(kept, low_rules or rules)
    return _high_value(kept, rules)


def _high_value(kept: Sequence[Card], rules: HandRules) -> tuple:
    if not kept:
        return (HIGH_CARD_TIER, (), 0, 0, 0)
    score = high_score(kept, rules)
    kinds = rules.kinds()
    # a wild card or a bug kept counts before the cards drawn: of two kept sets that make the
    # same hand, the one with the wild (a bug: an ace kicker that may fill) is kept
    wilds = sum(1 for c in kept if kinds[c])
    category = score >> 20
    ranks = (score >> 16 & 15, score >> 12 & 15, score >> 8 & 15, score >> 4 & 15, score & 15)
    core = ranks[:_CORE[category]]
    tier = category * 4
    if category >= STRAIGHT:  # a made straight or better stands: all five, a kicker to four of a kind too
        tier += 8 + (1 if len(kept) >= 5 else 0)
    if category == 0 and len(kept) == 4:
        draw = _draw_tier(kept, rules)
        if draw > tier:
            return (draw, (), wilds, -len(kept), score)
    return (tier, core, wilds, -len(kept), score)


def _draw_tier(kept: Sequence[Card], rules: HandRules) -> int:
    """Four cards one card from a flush or an open-ended straight (wild cards fill)."""
    kinds = rules.kinds()
    x = wilds = 0
    for c in kept:
        if kinds[c]:
            wilds += 1
        else:
            x += PACK[c]
    if longest_suit(x >> 52) + wilds >= 4:
        return FLUSH_DRAW_TIER
    mask = 0
    counts = x & RANK_FIELD
    for rank in range(13):
        if counts >> 4 * rank & 15:
            mask |= 1 << rank
    table = straight_table(wilds)
    if table[mask]:
        return HIGH_CARD_TIER
    outs = sum(1 for rank in range(13) if not mask >> rank & 1 and table[mask | 1 << rank])
    return STRAIGHT_DRAW_TIER if outs >= 2 else HIGH_CARD_TIER


def _low_value(kept: Sequence[Card], rules: HandRules) -> tuple:
    """Ace-to-five: five unpaired cards nine or lower stand pat; else the unpaired low cards
    (eight or lower) are kept, as many as there are, and the rest drawn."""
    kinds = rules.kinds(low=True)
    ranks = [A5_RANK[c] for c in kept if not kinds[c]]
    wilds = len(kept) - len(ranks)
    distinct = set(ranks)
    score = a5_score(kept, rules) if kept else 0
    if len(distinct) < len(ranks):  # a pair kept is a card wasted
        return (0, -(len(ranks) - len(distinct)), -len(kept), score)
    if len(distinct) + wilds >= 5 and _fifth(distinct, wilds) <= MADE_LOW_TOP:
        return (2, 0, 0, score)
    big = sum(1 for r in ranks if r > DRAWING_LOW_TOP)
    return (1, -big, len(kept), score)


def _fifth(distinct: set[int], wilds: int) -> int:
    """The top card of the best five-card low of these unpaired ranks and wild cards."""
    filled = sorted(distinct)
    for r in range(1, 14):
        if wilds and r not in distinct:
            filled.append(r)
            wilds -= 1
    return sorted(filled)[4]


@lru_cache(maxsize=1024)
def tried(count: int, sizes: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """The kept sets of `count` places in the order tried: each size in turn, the combinations
    walked backwards so that the higher cards come first and a tie stays with them."""
    return tuple(chosen for size in sizes for chosen in reversed(list(combinations(range(count), size))))


def counted_best(ordered: Sequence[int], sizes: Sequence[int], keep: tuple[int, ...],
                 counted: tuple[tuple[int, ...], dict[int, tuple]], rules: HandRules, goal: str,
                 low_rules: HandRules | None) -> tuple[int, ...]:
    """`best_kept`'s search where a kept set's value is a function of its cards' counts
    (`counter`): each set's counts are a sum, and each sum is valued once for the process."""
    packed, values = counted
    if len(values) >= VALUES_MOST:
        values.clear()
    base = sum([packed[c] for c in keep])
    count_of = [packed[c] for c in ordered].__getitem__
    best: tuple[int, ...] = ()
    best_value = None
    for chosen in tried(len(ordered), tuple(sizes)):
        x = sum(map(count_of, chosen), base)
        value = values.get(x)
        if value is None:
            value = values[x] = keep_value(as_cards(keep + tuple(ordered[i] for i in chosen)), rules, goal, low_rules)
        if best_value is None or value > best_value:
            best, best_value = chosen, value
    return best


def counter(rules: HandRules, goal: str, low_rules: HandRules | None,
            most: int) -> tuple[tuple[int, ...], dict[int, tuple]] | None:
    """Where `keep_value` of kept sets of up to `most` cards is a function of their counts: the
    count each card code adds, and the values remembered under those sums; else None."""
    if goal == "low":
        low = low_rules or rules
        if low.limited or most > _COUNTS_MOST:
            return None
        return _low_packed(low), memo_for(_LOW_VALUES, low)
    if rules.limited or most > _COUNTS_MOST:
        return None
    return _high_packed(rules), memo_for(_VALUES, rules)


def memo_for(memos: dict, key) -> dict:
    """The memo of one rules value (`key`) among `memos`: a game whose wild cards are read from
    each hand meets many rules, and a build's worker plays game after game: past `RULES_MOST`
    of them the oldest memo goes (a dict keeps its keys in the order they came)."""
    found = memos.get(key)
    if found is None:
        if len(memos) >= RULES_MOST:
            del memos[next(iter(memos))]
        found = memos[key] = {}
    return found


def suited(packed: tuple[int, ...], ordered: Sequence[int], keep: tuple[int, ...]) -> int:
    """The most cards of one suit among all the cards, wild cards and bugs counted in."""
    whole = sum([packed[c] for c in ordered], sum([packed[c] for c in keep]))
    return longest_suit(whole >> _SUIT_SHIFT & _SUIT_FIELDS) + (whole >> _WILD_SHIFT & 15) + (whole >> _BUG_SHIFT & 15)


# The high value of at most five cards (`keep_value`) depends only on their natural rank and
# suit counts and their count of wilds and bugs: a flush of five needs every natural card in
# one suit, so the counts tell which cards it holds, and the rest (pairs, straights, the
# four-card draws) is ranks, the longest suit and fillers. Of more cards, the same holds
# where no suit reaches five, fillers counted in: no flush. Remembered per rules under those
# counts (`_high_packed`), for the process. Each count is four bits: a rank held at most four
# times (one deck: `best_kept` asks this of different cards only), a suit thirteen, and the
# wild and bug counters at most `_COUNTS_MOST` cards.
FIVE = 5
_COUNTS_MOST = 15
VALUES_MOST = 1 << 20  # values a memo holds before it starts again
RULES_MOST = 64  # rules values whose memos are kept at once (each up to VALUES_MOST)
_VALUES: dict[HandRules, dict[int, tuple]] = {}
_WILD_SHIFT, _BUG_SHIFT, _JOKER_SHIFT = 68, 72, 76  # above the suit counts of `keys.PACK`: counters
_SUIT_SHIFT, _SUIT_FIELDS = 52, (1 << 16) - 1  # the suit counts of `keys.PACK`
SUITLESS = ~(_SUIT_FIELDS << _SUIT_SHIFT)  # a count with its suits taken out


@lru_cache(maxsize=256)
def _high_packed(rules: HandRules) -> tuple[int, ...]:
    """Per card code: its rank and suit counts (`keys.PACK`) if natural for high hands, else
    one in the wild or the bug counter."""
    kinds = rules.kinds()
    out = [PACK[c] if not kinds[c] else 1 << (_WILD_SHIFT if kinds[c] == WILD else _BUG_SHIFT)
           for c in range(JOKER_CODE + 1)]
    if not kinds[JOKER_CODE]:
        out[JOKER_CODE] = 1 << _JOKER_SHIFT  # a joker that is neither still counts as a card
    return tuple(out)


# The low value (`_low_value`) reads the ace-to-five ranks of the natural cards (a natural
# joker: rank 0) and the count of the others, all wild for a low: a count per rank, four bits
# each, and a wild counter above them (kept sets of at most `_COUNTS_MOST` cards).
_LOW_VALUES: dict[HandRules, dict[int, tuple]] = {}
_LOW_WILD_SHIFT = 4 * 14


@lru_cache(maxsize=256)
def _low_packed(rules: HandRules) -> tuple[int, ...]:
    """Per card code: one in its ace-to-five rank's count if natural in a low, else one in the
    wild counter."""
    kinds = rules.kinds(low=True)
    return tuple(1 << (_LOW_WILD_SHIFT if kinds[c] else 4 * A5_RANK[c]) for c in range(JOKER_CODE + 1))


def as_cards(codes: Sequence[int]) -> Sequence[Card]:
    """Card codes as the evaluator takes them: it reads only the codes, so plain ints do."""
    return cast(Sequence[Card], codes)
