"""What a final hand may be made of and what it must reach: the `Use` rule (exactly N own
cards and M table cards, as in Omaha), low and high qualifiers, and the split card a player
holds ("the high spade in the hole")."""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations

from dealerschoice.cards.keys import high_score, unpack
from dealerschoice.cards.limits import Limits
from dealerschoice.cards.scorers import high, low
from dealerschoice.cards.sets import Choice, best_from_sets
from dealerschoice.play.policies import category

HAND = 5
_CATEGORIES = {"high-card": 0, "pair": 1, "two-pair": 2, "trips": 3, "straight": 4, "flush": 5,
               "full-house": 6, "quads": 7, "straight-flush": 8}
_RANKS = "23456789TJQKA"


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


def limited_choice(own: list, up: frozenset[int], groups: list[list], limits: Limits, rules,
                   side: str = "high") -> Choice | None:
    """The best `side` hand of own cards and the board's card groups under a board's hand
    limits (one line of the layout, exactly N own cards, at least N down cards...); None
    when the cards allow no hand. up: indexes of the own cards that are face up.

    >>> from dealerschoice.cards import HandRules, parse_cards as cards
    >>> choice = limited_choice(cards("2c 3d"), frozenset(), [cards("As Ks Qs"), cards("Ad Ah 4c")],
    ...                         Limits(one_group=True), HandRules())
    >>> choice.group, len(choice.cards)
    (1, 5)
    """
    scorer = high(rules) if side == "high" else low(rules)
    try:
        return best_from_sets(own, groups, limits, scorer, up=up)
    except ValueError:  # the own cards cannot meet the limits (too few down cards): no hand
        return None


def low_limit(qualifiers) -> int | None:
    """The highest card a low hand may hold ("eight or better": 8), or None."""
    if type(qualifiers) is tuple:  # a game's own (Rulebook.qualifiers): every hand asks, at every showdown
        return _low_limit(qualifiers)
    ranks = [q.rank for q in qualifiers if q.pot == "low" and q.rank]
    return min(("23456789TJQKA".index(r) + 2 for r in ranks), default=None)


@lru_cache(maxsize=1024)
def _low_limit(qualifiers: tuple) -> int | None:
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


def high_needs(qualifiers) -> list[tuple[int, int]]:
    """The (category, top rank) a high hand must reach for each high qualifier, as `keys`
    numbers them (a rank 0: any rank); "high card" of any rank, which every hand is, is none.

    >>> from dealerschoice.rules.steps import Qualifier
    >>> high_needs([Qualifier("high", "T", "pair"), Qualifier("high", category="high-card"), Qualifier("low", "8")])
    [(1, 10)]
    """
    if type(qualifiers) is tuple:  # a game's own (Rulebook.qualifiers): asked for every hand judged
        return list(_high_needs(qualifiers))
    return list(_high_needs(tuple(qualifiers)))


@lru_cache(maxsize=1024)
def _high_needs(qualifiers: tuple) -> tuple[tuple[int, int], ...]:
    needs = [(_CATEGORIES[q.category], _RANKS.index(q.rank) + 2 if q.rank else 0)
             for q in qualifiers if q.pot == "high" and q.category in _CATEGORIES]
    return tuple(n for n in needs if n != (0, 0))


def high_qualifies(cards, rules, qualifiers) -> bool:
    """A high hand reaches every high qualifier: its category, and with a rank its top rank
    within the category ("at least a pair of tens": a pair of tens or better, or two pair).

    >>> from dealerschoice.cards import HandRules, parse_cards
    >>> from dealerschoice.rules.steps import Qualifier
    >>> tens = [Qualifier("high", "T", "pair")]
    >>> [high_qualifies(parse_cards(t), HandRules(), tens) for t in ("9s 9d Ac Kh 2d", "Ts Td 3c 4h 2d", "2s 2d 3c 3h 4d")]
    [False, True, True]
    """
    if not qualifiers:  # most games: nothing to reach
        return True
    needs = high_needs(qualifiers)
    if not needs:
        return True
    if all(rank == 0 for _, rank in needs):
        return category(cards, rules) >= max(cat for cat, _ in needs)
    made, ranks = unpack(high_score(cards, rules))
    top = ranks[0] if ranks else 0
    return all((made, top) >= need for need in needs)


def suit_card_holder(table, rule) -> int | None:
    """The seat holding the split card of a suit: the lowest or highest of that suit held
    (face down only, when the rule says "in the hole")."""
    held = [(h.card.rank, s.number) for s in table.active() for h in s.cards
            if not h.card.is_joker and h.card.suit == rule.suit and not (rule.hole and h.up)]
    if not held:
        return None
    return (min(held) if rule.rank == "low" else max(held))[1]
