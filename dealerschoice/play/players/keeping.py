"""What a set of kept cards is worth to a player who draws to it: made hands stand, the cards
of a pair or better are kept, a four-card flush or open-ended straight is drawn to, and a
made low stands pat.

`keep_value(kept, ...)` is a comparable tuple, bigger better: (tier, core, wilds,
-len(kept), score). The tier is what the cards make (or nearly make); the core is the part
of the hand that counts (the pair's rank, not its kickers); then the wild cards and bugs
kept, so a wild card is never thrown for a natural card that makes the same hand; then of
two kept sets that make the same hand the smaller wins and the player draws more cards to
it; the full score breaks the last ties.
"""

from __future__ import annotations

from collections.abc import Sequence

from dealerschoice.cards import Card, HandRules
from dealerschoice.cards.keys import (
    PACK,
    RANK_FIELD,
    high_score,
    longest_suit,
    straight_table,
)
from dealerschoice.cards.lows import A5_RANK, a5_score

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
