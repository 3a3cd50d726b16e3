"""High scores under wild groups that read ranks alone, remembered by the ranks held (issue 21).

A hand under wild groups ("two cards two ranks apart count as one wild") is worth the best of
its ways to play them (`limited.substitutions`): finding the groups and scoring every way costs
many plain scores, and a player weighing which cards to keep asks it of every part of
their hand. Where every group reads only ranks and plays as no more wild cards than it holds
(`limited.StandsFor.by_ranks`), every way to play a hand is a way to play any hand of the same
ranks, wild cards and bugs, and the best of them differs only where suits count: a flush. So the
score of a hand that no way can make a flush of is remembered by its ranks, wild cards and bugs.

The remembered score is the best way's without flushes (`rank_score`); a way's score is the
better of that and its flush, so the hand's score is the remembered one wherever no way makes a
flush. Where every group makes a hand smaller when used (two cards as one wild), a hand of five
cards makes a flush only as held: its score is the better of the remembered one and the hand's
own plain score.

No way makes a flush when, for every suit, the cards of that suit, the wild cards and bugs, and
the natural cards of other suits in any group (a used group's cards leave the hand, and at most
as many wild cards come in) are fewer than five: a hand of fewer than five cards never does.
"""

from __future__ import annotations

from collections.abc import Sequence

from dealerschoice.cards.cards import Card
from dealerschoice.cards.keys import PACK, RANK_FIELD, plain_high_score, rank_only_score, split_kinds
from dealerschoice.cards.limited import StandsFor, best_over, is_part
from dealerschoice.cards.rules import HandRules
from dealerschoice.cards.wild_groups import found_places

_MEMO_MOST = 1 << 16  # rank words a memo keeps before it starts again


def high_by_ranks(cards: Sequence[Card], rules: HandRules) -> int | None:
    """`keys.high_score(cards, rules)` for rules whose only limits are wild groups reading ranks
    alone, remembered by the hand's ranks where no way to play it makes a flush; None where the
    caller must search the ways itself (a part of the hand the groups were found in, two alike
    cards of two decks under the common rule, a flush some way might make, or rules with other
    limits).

    >>> from dealerschoice.cards.cards import parse_cards as p
    >>> from dealerschoice.cards.keys import high_score, unpack
    >>> from dealerschoice.cards.limited import Limited
    >>> from dealerschoice.cards.wild_groups import WildGroup
    >>> rules = HandRules(limited=(Limited.grouped(WildGroup.apart(2)),))
    >>> unpack(high_by_ranks(p("3s 5d Kh Kc"), rules))   # the three and five as one wild: three kings
    (3, (13, 13, 13))
    >>> unpack(high_by_ranks(p("3s 5s Ks Qs 9s"), rules))   # five cards: only as held they make a flush
    (5, (13, 12, 9, 5, 3))
    >>> high_by_ranks(p("3s 5s Ks Qs 9s 2d"), rules) is None   # six: some way might, searched way by way
    True
    >>> high_by_ranks(p("3s 5d Kh Kc"), rules) == high_score(p("3s 5d Kh Kc"), rules)
    True
    """
    table = rules._stands_for
    if type(table) is not StandsFor or table.by_ranks is None:
        return None
    held = tuple(cards)
    if table.hand and is_part(held, table.hand):
        return None
    x, w, b, naturals = _counted(held, rules._tables[0])
    duplicate = rules.wild_may_duplicate
    if w > 15 or b > 15 or (not duplicate and len(set(naturals)) != len(naturals)):
        return None  # a count past its four bits; or two decks' cards alike, whose suits count
    as_held = 0  # the score of the way that uses no group, where it alone may make a flush
    if len(held) == 5 and table.shrinking:
        as_held = plain_high_score(held, rules)
    elif len(held) >= 5 and _may_flush(held, naturals, w + b, rules, table):
        return None
    memo = table.by_ranks.get("high")
    if memo is None:
        memo = table.by_ranks["high"] = {}
    key = x & RANK_FIELD | duplicate << 55 | w << 56 | b << 60
    score = memo.get(key)
    if score is None:
        if len(memo) >= _MEMO_MOST:
            memo.clear()
        score = memo[key] = best_over(held, rules, lambda played: rank_score(played, rules))[0]
    return score if score >= as_held else as_held


def rank_score(cards: Sequence[Card], rules: HandRules) -> int:
    """`keys.plain_high_score` without flushes: the best of the hand's ranks, wild cards and bugs.

    >>> from dealerschoice.cards.cards import parse_cards as p
    >>> from dealerschoice.cards.keys import unpack
    >>> unpack(rank_score(p("9h 8h 6h 2h Jk"), HandRules()))
    (1, (9, 9, 8, 6, 2))
    """
    x, w, b, naturals = _counted(cards, rules._tables[0])
    return rank_only_score(naturals, x, w, b, rules.wild_may_duplicate)


def _counted(cards: Sequence[Card], kinds: bytes) -> tuple[int, int, int, list[Card]]:
    """The natural cards' packed counts, the wild cards and the bugs among `cards`, and the
    natural cards (`kinds`: the rules' kind of each card; `keys.split_kinds` splits them)."""
    naturals, w, b = split_kinds(cards, kinds)
    return sum([PACK[c] for c in naturals]), w, b, naturals


def _may_flush(held: tuple[Card, ...], naturals: list[Card], fillers: int, rules: HandRules,
               table: StandsFor) -> bool:
    """Whether some way to play the hand's groups might make a flush (the module notes' test)."""
    grouped = found_places(held, table.groups, rules.kinds())
    in_groups = [held[i] for i in grouped]
    for suit in range(4):
        own = sum(1 for c in naturals if c & 3 == suit)
        others = sum(1 for c in in_groups if c & 3 != suit)
        if own + fillers + others >= 5:
            return True
    return False


__all__ = ["high_by_ranks", "rank_score"]
