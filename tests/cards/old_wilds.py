"""The evaluator under wild groups and limited wilds as session 10 found it, before it was made faster: kept word for
word as the oracle `test_same_wilds.py` holds the new code to (a group's fit read from its cards, the ways to play a
hand searched and each judged as a Hand, a part of a hand found by counting, hands told again with
`dataclasses.replace`, the wild tables worked out per rules)."""

from __future__ import annotations

import dataclasses
from collections import Counter
from itertools import combinations
from math import prod

from dealerschoice.cards.cards import JOKER_CODE, Card
from dealerschoice.cards.hands import Hand, as_cards, best_hand
from dealerschoice.cards.keys import plain_high_score
from dealerschoice.cards.limited import DeadUse, Play, best_over
from dealerschoice.cards.odd_ranks import three_card_hand
from dealerschoice.cards.rules import BUG, DEFAULT_RULES, WILD, HandRules
from dealerschoice.cards.wild_groups import GroupHow, GroupUse, WildGroup, pip_value


def old_fits(group: WildGroup, cards: tuple[Card, ...]) -> bool:
    """`WildGroup._fits`, read from the cards."""
    if len(cards) not in group.sizes or any(c.is_joker for c in cards):
        return False
    how = group.how
    if how == GroupHow.SUM:
        return sum(map(pip_value, cards)) == group.total
    if how == GroupHow.PRODUCT:
        return prod(map(pip_value, cards)) == group.total
    if how == GroupHow.PAIR:
        return len({c.rank for c in cards}) == 1
    if how == GroupHow.NAMED:
        return cards[0] in group.cards
    if how == GroupHow.SET:
        return tuple(sorted(c.rank for c in cards)) == group.ranks
    ranks_held = [c.rank for c in cards]
    for ranks in ([ranks_held, [1 if r == 14 else r for r in ranks_held]] if 14 in ranks_held else [ranks_held]):
        ranks = sorted(ranks)
        if how == GroupHow.APART and ranks[1] - ranks[0] == group.total:
            return True
        if how == GroupHow.CONSECUTIVE and all(b - a == 1 for a, b in zip(ranks, ranks[1:])):
            return True
    return False


def old_found(cards: tuple[Card, ...], groups: tuple[WildGroup, ...], kinds: bytes) -> tuple:
    """`wild_groups._found`, each fit asked of the cards."""
    places = [i for i, c in enumerate(cards) if not kinds[c]]
    natural = [cards[i] for i in places]
    found: list = []
    seen: set = set()
    for group in groups:
        for size in group.sizes:
            for at, held in zip(combinations(places, size), combinations(natural, size)):
                if old_fits(group, held):
                    mark = (frozenset(at), group.played_as(size))
                    if mark not in seen:
                        seen.add(mark)
                        found.append((mark[0], group))
    return tuple(found)


def old_is_part(cards: tuple[Card, ...], whole: tuple[Card, ...]) -> bool:
    """`limited.substitutions`' test of a part of the hand the groups were found in."""
    return bool(whole and len(cards) < len(whole) and not Counter(cards) - Counter(whole))


def old_high_score(cards, rules: HandRules = DEFAULT_RULES) -> int:
    """`keys.high_score`: every way to play the limited wilds scored."""
    if rules._stands_for:
        return best_over(tuple(cards), rules, lambda played: plain_high_score(played, rules))[0]
    return plain_high_score(cards, rules)


def old_three_card_hand(cards, rules: HandRules = DEFAULT_RULES, three_five_seven: bool = False,
                        straights: bool = True, flushes: bool = True) -> Hand:
    """`odd_ranks.three_card_hand`: each way to play the limited wilds judged as a Hand."""
    cards = as_cards(cards)
    if len(cards) != 3:
        raise ValueError(f"a three-card hand needs three cards, not {len(cards)}")
    if rules._stands_for:
        plain = rules.without_limited()
        hand, pairs = best_over(cards, rules, lambda played: old_three_card_hand(
            played, plain, three_five_seven, straights, flushes), key=lambda h: h.key)
        return old_restore(hand, cards, pairs)
    return three_card_hand(cards, rules, three_five_seven, straights, flushes)


def old_best_hand(cards, rules: HandRules = DEFAULT_RULES, straights: bool = True, flushes: bool = True) -> Hand:
    """`hands.best_hand`: each way to play the limited wilds judged as a Hand, told again by the old `restore`."""
    cards = as_cards(cards)
    if rules._stands_for:
        plain = rules.without_limited()
        hand, pairs = best_over(cards, rules, lambda played: best_hand(played, plain, straights=straights,
                                                                       flushes=flushes), key=lambda h: h.key)
        return old_restore(hand, cards, pairs)
    return best_hand(cards, rules, straights=straights, flushes=flushes)


def old_restore(hand: Hand | None, cards: tuple[Card, ...], pairs: tuple[Play, ...]) -> Hand | None:
    """`limited.restore`, with `dataclasses.replace`."""
    if hand is None or not pairs:
        return hand if hand is None else dataclasses.replace(hand, cards=cards)
    uses = [p for p in pairs if isinstance(p, GroupUse)]
    dead = [c for p in pairs if isinstance(p, DeadUse) for c in p.cards]
    back = {p[1]: p[0] for p in pairs if not isinstance(p, (GroupUse, DeadUse))}
    stand_ins = [(use, use.cards[min(k, len(use.cards) - 1)]) for use in uses for k in range(use.wilds)]
    held_jokers = sum(1 for c in cards if c.is_joker)
    best, wilds, j, jokers, shown = [], [], 0, 0, []
    for c in hand.best:
        if j < len(hand.wilds) and hand.wilds[j][0] == c:
            became = hand.wilds[j][1]
            j += 1
            if c.is_joker and stand_ins:
                jokers += 1
                if jokers > held_jokers:
                    use, c = stand_ins.pop(0)
                    if use not in shown:
                        shown.append(use)
            best.append(c)
            wilds.append((c, became))
        elif c in back:
            original = back.pop(c)
            best.append(original)
            wilds.append((original, c))
        else:
            best.append(c)
    description = hand.description
    said = [u.group.words(u.cards) for u in shown] + ([" ".join(map(str, dead)) + " dead"] if dead else [])
    if said:
        description += " (" + "; ".join(said) + ")"
    return dataclasses.replace(hand, cards=cards, best=tuple(best), wilds=tuple(wilds), description=description)


def old_tables(rules: HandRules) -> tuple[bytes, bytes, bool, bool]:
    """`HandRules._tables` as `__post_init__` worked them out for each rules value."""
    kinds = bytearray(JOKER_CODE + 1)
    for code in range(JOKER_CODE):
        if (code >> 2) + 2 in rules.bug_ranks or code in rules.bug_cards:
            kinds[code] = BUG
        if (code >> 2) + 2 in rules.wild_ranks or code in rules.wild_cards:
            kinds[code] = WILD
    kinds[JOKER_CODE] = BUG if rules.jokers == "bug" else WILD
    plain = bytearray(JOKER_CODE + 1)
    plain[JOKER_CODE] = kinds[JOKER_CODE]
    high = bytes(kinds if rules.wild_in != "low" else plain)
    low = bytes(kinds if rules.wild_in != "high" else plain)
    return (high, low, not any(high[:JOKER_CODE]), not any(low[:JOKER_CODE]))


__all__ = ["old_fits", "old_found", "old_is_part", "old_high_score", "old_three_card_hand", "old_best_hand",
           "old_restore", "old_tables"]
