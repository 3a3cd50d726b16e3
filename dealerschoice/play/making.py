"""What a final hand may be made of and what it must reach: the `Use` rule (exactly N own
cards and M table cards, as in Omaha), low and high qualifiers, and the split card a player
holds ("the high spade in the hole")."""

from __future__ import annotations

from itertools import combinations

from dealerschoice.play.policies import category

HAND = 5
_CATEGORIES = {"pair": 1, "two-pair": 2, "trips": 3, "straight": 4, "flush": 5}


def card_sets(own: list, table: list, use) -> list[list]:
    """Every set of cards a final hand may be chosen from.

    Without a Use rule (or one naming no counts) that is all own and table cards together;
    with "exactly two own cards and three table cards" it is every such pair and triple.

    >>> from dealerschoice.rules.steps import Use
    >>> len(card_sets([1, 2, 3, 4], [5, 6, 7, 8, 9], Use(2, 3)))
    60
    >>> card_sets([1, 2], [3], None)
    [[1, 2, 3]]
    """
    if use is None or use.hole is None or not table:
        return [own + table]
    hole = min(use.hole, len(own))
    from_table = min(HAND - hole if use.table is None else use.table, len(table))
    return [list(a) + list(b) for a in combinations(own, hole) for b in combinations(table, from_table)]


def low_limit(qualifiers) -> int | None:
    """The highest card a low hand may hold ("eight or better": 8), or None."""
    ranks = [q.rank for q in qualifiers if q.pot == "low" and q.rank]
    return min(("23456789TJQKA".index(r) + 2 for r in ranks), default=None)


def low_qualifies(low, qualifiers) -> bool:
    """A low hand with a pair fails a "less than a pair" qualifier."""
    if low is None:
        return False
    if any(q.pot == "low" and q.category == "no-pair" for q in qualifiers):
        ranks = [c.rank for c in low.played if not c.is_joker]
        return len(ranks) == len(set(ranks))
    return True


def high_qualifies(cards, rules, qualifiers) -> bool:
    """A high hand reaches every high qualifier's category (ranks within it are not judged)."""
    need = max((_CATEGORIES.get(q.category, 0) for q in qualifiers if q.pot == "high"), default=0)
    return not need or category(cards, rules) >= need


def suit_card_holder(table, rule) -> int | None:
    """The seat holding the split card of a suit: the lowest or highest of that suit held
    (face down only, when the rule says "in the hole")."""
    held = [(h.card.rank, s.number) for s in table.active() for h in s.cards
            if not h.card.is_joker and h.card.suit == rule.suit and not (rule.hole and h.up)]
    if not held:
        return None
    return (min(held) if rule.rank == "low" else max(held))[1]
