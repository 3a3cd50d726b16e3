"""Which cards are wild for a player right now: the game's wild rules applied to the table.

Wild rules hold as play goes: a table card names its rank only once dealt, the card after
the last queen flipped changes the wild rank when it turns up, a wild costing chips is wild
only for a player who paid. Ranks in steps are characters of "23456789TJQKA".
"""

from __future__ import annotations

from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from functools import cache, lru_cache

from dealerschoice.cards import Card, HandRules
from dealerschoice.play.table import card_of
from dealerschoice.rules.steps import Wild

RANKS = "23456789TJQKA"
_RANK_VALUES = frozenset(range(2, 15))  # a rank worked out past the ace or below the two is no rank


def rank_value(char: str) -> int:
    """The rank number of a rank character.

    >>> rank_value("T"), rank_value("A")
    (10, 14)
    """
    return RANKS.index(char) + 2


@dataclass
class WildState:
    """What the deal so far has made wild, beyond the written ranks."""

    follow_rank: int | None = None      # the rank after the last queen (follow rules)
    dealer_rank: int | None = None      # a rank the dealer named
    added: set[int] = field(default_factory=set)      # ranks turned wild by a wild-change
    cancelled: set[int] = field(default_factory=set)  # ranks a player cancelled


def wild_rules(rules: list[Wild], state: WildState, table_cards: list[Card], seat, side: str = "high",
               cards: list[Card] | None = None) -> HandRules:
    """HandRules for one seat's hand of `cards` (default: all their cards), high or low side."""
    if not rules and not state.added:  # most games: nothing wild, asked for at every decision
        return _NO_WILDS
    cards = seat.all() if cards is None else cards
    ranks: set[int] = set(state.added)
    wild_cards: set[Card] = set()
    for index, rule in enumerate(rules):
        if rule.hands not in ("any", side):
            continue
        if rule.hand_sizes and len(cards) not in rule.hand_sizes:
            continue
        if rule.cost is not None and index not in seat.wild_paid:
            continue
        ranks |= _ranks(rule, state, table_cards, seat, cards)
        if rule.source in _CARD_SOURCES:
            wild_cards |= _cards(rule, cards)
    ranks -= state.cancelled
    return _hand_rules(_RANK_VALUES.intersection(ranks), frozenset(wild_cards))


# Sources that read more than the table, the wild state and the side: the holder's cards as
# dealt or flipped, or the very hand being judged.
_SEAT_SOURCES = ("low-card", "first-flip", "down-pairs-up")
_HAND_SOURCES = ("hand-size", "suited-run", "color-pair")
# sources that never read the table cards (any other, "table..." or new, does)
_TABLE_FREE_SOURCES = ("rank", "card", "follow", "dealer") + _SEAT_SOURCES + _HAND_SOURCES


class WildRules:
    """A game's wild rules during one hand, each answer remembered under exactly what the rules
    read: players ask at every decision, mostly about a table and cards asked about before.
    Rules that read the holder's own dealt or flipped cards (or cost chips) add those to the key."""

    def __init__(self, rules: list[Wild]):
        self.rules = rules
        self.reads_seat = any(r.source in _SEAT_SOURCES or r.cost is not None for r in rules)
        self.reads_hand = any(r.source in _HAND_SOURCES or r.hand_sizes for r in rules)
        self.reads_table = any(r.source not in _TABLE_FREE_SOURCES for r in rules)
        self.answers: dict[tuple, HandRules] = {}

    def for_seat(self, state: WildState, table: list, seat, side: str = "high",
                 cards: list[Card] | None = None) -> HandRules:
        """What `wild_rules` gives for these arguments; `table`: the cards held on the table."""
        if not self.rules:  # most games (and _NO_WILDS then, unless a rule added wild ranks)
            return wild_rules(self.rules, state, [], seat, side, cards)
        # only the rules that name a rank from the table cards read them
        table_cards = tuple(map(card_of, table)) if self.reads_table else ()
        key = (side, table_cards, state.follow_rank, state.dealer_rank, frozenset(state.added),
               frozenset(state.cancelled))
        if self.reads_hand or self.reads_seat:
            key += (tuple(seat.all() if cards is None else cards),)
        if self.reads_seat:  # everything of the seat's that a rule reads (see _ranks)
            key += (tuple([(h.card, h.up, h.dealt_up) for h in seat.cards]), tuple(seat.flipped),
                    frozenset(seat.wild_paid))
        found = self.answers.get(key)
        if found is None:
            found = self.answers[key] = wild_rules(self.rules, state, table_cards, seat, side, cards)
        return found


# HandRules are frozen values that are costly to build and few per game: build each once.
_hand_rules = lru_cache(maxsize=1024)(HandRules)
_NO_WILDS = _hand_rules(frozenset(), frozenset())


@cache
def _named_ranks(ranks: tuple[str, ...]) -> frozenset[int]:
    """The ranks a rule names (few per catalog; asked for at every decision)."""
    return frozenset(rank_value(r) for r in ranks)


@cache
def _named_cards(cards: tuple[str, ...]) -> frozenset[Card]:
    return frozenset(Card.parse(c) for c in cards)


def _ranks(rule: Wild, state: WildState, table_cards, seat, cards) -> AbstractSet[int]:
    source = rule.source
    if source in ("rank", "card"):
        return _named_ranks(rule.ranks)
    if source == "table":
        at = (rule.table_card or 1) - 1
        if at >= len(table_cards) or table_cards[at].is_joker:
            return set()
        rank = table_cards[at].rank + rule.offset
        return {rank - 13 if rank > 14 else rank}
    if source in ("table-last", "table-low", "table-high"):
        natural = [c.rank for c in table_cards if not c.is_joker]
        if not natural:
            return set()
        return {natural[-1] if source == "table-last" else min(natural) if source == "table-low" else max(natural)}
    if source == "follow":
        return {state.follow_rank} if state.follow_rank else set()
    if source == "dealer":
        return {state.dealer_rank} if state.dealer_rank else set()
    if source == "hand-size":
        return {len(cards)} if 2 <= len(cards) <= 14 else set()
    if source == "low-card":
        pool = [h.card for h in seat.cards if not h.dealt_up] if rule.hole_only else cards
        natural = [c for c in pool if not c.is_joker and c in cards]
        return {min(c.rank for c in natural)} if natural else set()
    if source == "first-flip":
        first = next((c for c in seat.flipped if not c.is_joker), None)
        return {first.rank} if first is not None else set()
    if source == "down-pairs-up":
        up = {c.rank for c in seat.up()}
        return {c.rank for c in seat.down() if c.rank in up and not c.is_joker}
    return set()


_CARD_SOURCES = ("card", "suited-run", "color-pair")  # the sources that make single cards wild


def _cards(rule: Wild, cards: list[Card]) -> set[Card]:
    found: set[Card] = set()
    if rule.source == "card":
        found |= _named_cards(rule.cards)
    elif rule.source == "suited-run":
        held = {(c.rank, c.suit) for c in cards if not c.is_joker}
        for c in cards:
            if c.is_joker:
                continue
            neighbours = {(c.rank - 1, c.suit), (c.rank + 1, c.suit)}
            if c.rank == 14:
                neighbours.add((2, c.suit))
            if c.rank == 2:
                neighbours.add((14, c.suit))
            if neighbours & held:
                found.add(c)
    elif rule.source == "color-pair":
        # a card pairs with another card (not a copy of itself) of its rank and colour
        alike: dict[tuple[int, bool], set[Card]] = {}
        for c in cards:
            if not c.is_joker:
                alike.setdefault((c.rank, c.suit in "hd"), set()).add(c)
        found |= {c for c in cards if not c.is_joker and len(alike[c.rank, c.suit in "hd"]) > 1}
    return found
