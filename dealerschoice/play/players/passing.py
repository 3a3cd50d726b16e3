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

from dealerschoice.cards import Card, HandRules
from dealerschoice.cards.lows import A5_RANK

WILD_WORTH = 1000
SUITED = 6  # worth per suit-mate beyond two: four to a flush outweigh a king


def give_up(cards: Sequence[Card], count: int, keep_with: Sequence[Card], rules: HandRules,
            goal: str = "high", low_rules: HandRules | None = None) -> tuple[Card, ...]:
    """The `count` cards of `cards` worth least to the hand they make with `keep_with`, in
    card order; ties give up the lower card.

    >>> from dealerschoice.cards import parse_cards, format_cards
    >>> format_cards(give_up(parse_cards("Qs Qh 9c 8d 3s 4h 2c"), 3, [], HandRules()))
    '2♣ 3♠ 4♥'
    >>> format_cards(give_up(parse_cards("As 2h 3d 7c Ks Kd 4h"), 3, [], HandRules(), "low"))
    '7♣ K♠ K♦'
    """
    if count <= 0:
        return ()
    hand = list(cards) + list(keep_with)
    values = _low_worth(hand, low_rules or rules) if goal == "low" else _high_worth(hand, rules)
    # worth, then card code: the card codes are distinct ints, so the pairs sort as the cards
    order = sorted(zip(values, cards))  # zip stops at `cards`: `keep_with` stays
    return tuple(sorted(c for _, c in order[:count]))


def _high_worth(cards: list[Card], rules: HandRules) -> list[int]:
    # card codes are rank-major: rank index c >> 2 (0 = two), suit c & 3; a joker is 52.
    # `near` holds rank index i's count at i + 2, and the ace's again at 1 (below the two),
    # with empty places past the ace: a card's neighbours two either way are four look-ups.
    kinds = rules.kinds()
    near = [0] * 17
    suits = [0] * 4
    for c in cards:
        if not kinds[c] and c < 52:
            near[(c >> 2) + 2] += 1
            suits[c & 3] += 1
    near[1] = near[14]
    out = []
    for c in cards:
        if kinds[c] or c >= 52:
            out.append(WILD_WORTH)
            continue
        at = c >> 2
        same = near[at + 2]
        if same >= 2:
            out.append(100 * same + at)
            continue
        flush = suits[c & 3]
        out.append(at + 2 + (SUITED * (flush - 2) if flush >= 3 else 0)
                   + (near[at] > 0) + (near[at + 1] > 0) + (near[at + 3] > 0) + (near[at + 4] > 0))
    return out


def _low_worth(cards: list[Card], rules: HandRules) -> list[int]:
    kinds = rules.kinds(low=True)
    first: dict[int, int] = {}  # a5 rank -> the index of its first card: the other copies pair it
    for i, c in enumerate(cards):
        if not kinds[c]:
            first.setdefault(A5_RANK[c], i)
    out = []
    for i, c in enumerate(cards):
        if kinds[c]:
            out.append(WILD_WORTH)
            continue
        rank = A5_RANK[c]
        out.append(20 - rank if first[rank] == i else -rank)
    return out
