"""Which cards are wild, and the house switches, as one frozen value passed to every evaluator."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from enum import StrEnum
from functools import lru_cache
from typing import Any

from dealerschoice.cards.cards import JOKER_CODE, RANK_TEXT, Card, parse_cards
from dealerschoice.cards.limited import Limited, Table, limited_table
from dealerschoice.errors import UsageError

NATURAL, WILD, BUG = 0, 1, 2


class Duplicates(StrEnum):
    """May a wild card become a card the hand already holds?"""

    NOT_HELD = "not-held"  # the common rule: a wild is any card the hand does not hold
    ANY = "any"            # a house rule: a wild may repeat a held card (an ace-ace flush)


@dataclass(frozen=True)
class HandRules:
    """Wild cards and house switches. The defaults are plain poker with jokers fully wild.

    - `wild_ranks`: ranks wild for everyone (3 for "threes are wild"; 14 = aces).
    - `wild_cards`: single wild cards ("one-eyed jacks" = J♥ J♠).
    - `jokers`: "wild" (any card) or "bug" (an ace, or any card completing a straight or flush).
    - `wild_in`: "both", "high" (wilds count only in high hands) or "low" (only in lows).
    - `bug_ranks`, `bug_cards`: natural cards that are bugs ("threes are bugs").
    - `limited`: limited wilds, cards that may stand only for some others (`Limited`).
    - `duplicates`: `Duplicates.NOT_HELD` (default, the common rule): a wild becomes a card the
      hand does not hold, so A♠ K♠ Q♠ 9♠ + wild is A-K-Q-J-9; five of a kind, which no single
      deck holds, is the one hand wilds may still make. `Duplicates.ANY` (a house rule): a wild
      may repeat a held card, so the same hand is an ace-ace-king flush.
    - `natural_beats_wild`: a natural hand beats an equal hand that needs a wild (default no).

    Per-player wilds ("your low hole card is wild for you") are `rules.with_wilds(...)` for that
    player's hand only.

    >>> rules = HandRules.parse("3,9", jokers="bug")
    >>> sorted(rules.wild_ranks), rules.jokers
    ([3, 9], 'bug')
    >>> sorted(str(c) for c in HandRules.parse("Jh,Js").wild_cards)
    ['J♠', 'J♥']
    >>> rules.is_wild(Card.parse("9d")), rules.is_wild(Card.parse("Jk")), rules.is_wild(Card.parse("Ah"))
    (True, True, False)
    """

    wild_ranks: frozenset[int] = frozenset()
    wild_cards: frozenset[Card] = frozenset()
    jokers: str = "wild"
    wild_in: str = "both"
    duplicates: Duplicates = Duplicates.NOT_HELD
    natural_beats_wild: bool = False
    bug_ranks: frozenset[int] = frozenset()
    bug_cards: frozenset[Card] = frozenset()
    limited: tuple[Limited, ...] = ()
    _stands_for: Table = field(default=(), init=False, repr=False, compare=False)
    # (high kinds, low kinds, high plain, low plain): set by __post_init__
    _tables: tuple[bytes, bytes, bool, bool] = field(default=(b"", b"", True, True), init=False, repr=False,
                                                     compare=False)
    _hash: int = field(default=0, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.jokers not in ("wild", "bug"):
            raise UsageError(f'jokers must be "wild" or "bug", not "{self.jokers}"')
        if self.wild_in not in ("both", "high", "low"):
            raise UsageError(f'wild_in must be "both", "high" or "low", not "{self.wild_in}"')
        try:
            object.__setattr__(self, "duplicates", Duplicates(self.duplicates))
        except ValueError:
            raise UsageError(f'duplicates must be one of {", ".join(d.value for d in Duplicates)}, '
                             f'not "{self.duplicates}"') from None
        bad = [r for r in self.wild_ranks | self.bug_ranks if not 2 <= r <= 14]
        if bad:
            raise UsageError(f"wild and bug ranks must be 2..14 (14 = aces), not {sorted(bad)}")
        object.__setattr__(self, "wild_ranks", frozenset(self.wild_ranks))
        object.__setattr__(self, "wild_cards", frozenset(Card(c) for c in self.wild_cards))
        object.__setattr__(self, "bug_ranks", frozenset(self.bug_ranks))
        object.__setattr__(self, "bug_cards", frozenset(Card(c) for c in self.bug_cards))
        object.__setattr__(self, "limited", tuple(self.limited))
        kinds, tables = _kind_tables(self.wild_ranks, self.wild_cards, self.bug_ranks, self.bug_cards, self.jokers,
                                     self.wild_in)
        object.__setattr__(self, "_tables", tables)
        # a limited wild that is also fully wild (or a bug) is just that: the table skips it
        object.__setattr__(self, "_stands_for", limited_table(self.limited, kinds))
        # rules are looked up by value at every remembered decision: hash the fields once
        object.__setattr__(self, "_hash", hash((self.wild_ranks, self.wild_cards, self.jokers, self.wild_in,
                                                self.duplicates, self.natural_beats_wild, self.bug_ranks,
                                                self.bug_cards, self.limited)))

    def __hash__(self) -> int:
        return self._hash

    @property
    def wild_may_duplicate(self) -> bool:
        """True under the house rule where a wild may repeat a card the hand holds."""
        return self.duplicates == Duplicates.ANY

    def stands_for(self, card: Card) -> tuple[Card, ...]:
        """The cards a limited wild may be played as besides itself (empty: not a limited wild)."""
        return self._stands_for[card] if self._stands_for else ()

    @property
    def has_limited(self) -> bool:
        return bool(self._stands_for)

    def without_limited(self) -> HandRules:
        """These rules with no limited wilds: how a hand is judged once they are played."""
        return _without_limited(self) if self.limited else self

    @classmethod
    def parse(cls, wild: str | None = None, jokers: str = "wild", **switches: Any) -> HandRules:
        """Rules from command-line text: `--wild 3,9` (ranks) or `--wild Jh,Js` (cards), mixed freely."""
        ranks: set[int] = set()
        cards: set[Card] = set()
        for token in re.split(r"[\s,]+", (wild or "").strip()):
            if not token:
                continue
            rank = _rank_token(token)
            if rank is not None:
                ranks.add(rank)
            else:
                try:
                    cards.update(parse_cards(token))
                except UsageError:
                    raise UsageError(
                        f'bad wild "{token}": give ranks (2-10, J, Q, K, A) or cards (Jh, J♠), '
                        f"separated by commas, e.g. --wild 3,9 or --wild Jh,Js") from None
        return cls(frozenset(ranks), frozenset(cards), jokers, **switches)

    def with_wilds(self, ranks: Iterable[int] = (), cards: Iterable[Card] = ()) -> HandRules:
        """These rules plus more wilds, for one player's hand (e.g. their low hole card and its rank).

        >>> rules = HandRules.parse("3").with_wilds(cards=parse_cards("Qh"))
        >>> sorted(rules.wild_ranks), [str(c) for c in rules.wild_cards]
        ([3], ['Q♥'])
        """
        return replace(self, wild_ranks=self.wild_ranks | frozenset(ranks),
                       wild_cards=self.wild_cards | frozenset(cards))

    def with_limited(self, *limited: Limited) -> HandRules:
        """These rules plus limited wilds, e.g. for the cards one player holds face up.

        >>> rules = HandRules().with_limited(Limited.as_ranks("6s", [9]))
        >>> [str(c) for c in rules.stands_for(Card.parse("6s"))]
        ['9♠']
        """
        return replace(self, limited=self.limited + tuple(limited))

    def is_wild(self, card: Card, low: bool = False) -> bool:
        """Whether the card is wild (or a bug) in a high hand, or in a low one with `low=True`."""
        return (self._tables[1] if low else self._tables[0])[card] != NATURAL

    def kinds(self, low: bool = False) -> bytes:
        """Per card code: 0 natural, 1 wild, 2 bug."""
        return self._tables[1] if low else self._tables[0]

    def plain(self, low: bool = False) -> bool:
        """True when no standard card is wild here (jokers may still be)."""
        return self._tables[3] if low else self._tables[2]


# The same wilds come back in every rules value a game makes (one per hand, with its own limits): made once.
@lru_cache(maxsize=256)
def _kind_tables(wild_ranks: frozenset[int], wild_cards: frozenset[Card], bug_ranks: frozenset[int],
                 bug_cards: frozenset[Card], jokers: str, wild_in: str) -> tuple[bytes, tuple[bytes, bytes, bool, bool]]:
    """Per card code its kind (0 natural, 1 wild, 2 bug) for every side, and (high kinds, low kinds, high plain,
    low plain), as `HandRules._tables` holds them."""
    kinds = bytearray(JOKER_CODE + 1)
    for code in range(JOKER_CODE):
        if (code >> 2) + 2 in bug_ranks or code in bug_cards:
            kinds[code] = BUG
        if (code >> 2) + 2 in wild_ranks or code in wild_cards:
            kinds[code] = WILD  # wild for everything beats a bug's few uses
    kinds[JOKER_CODE] = BUG if jokers == "bug" else WILD
    plain = bytearray(JOKER_CODE + 1)
    plain[JOKER_CODE] = kinds[JOKER_CODE]  # a joker is never a natural card
    high = bytes(kinds if wild_in != "low" else plain)
    low = bytes(kinds if wild_in != "high" else plain)
    return bytes(kinds), (high, low, not any(high[:JOKER_CODE]), not any(low[:JOKER_CODE]))


@lru_cache(maxsize=256)  # built once per rules, not once per substitution tried
def _without_limited(rules: HandRules) -> HandRules:
    return replace(rules, limited=())


def low_hole_wild(rules: HandRules, hole: Iterable[Card]) -> HandRules:
    """Rules for one player whose lowest hole card (aces high), and its rank, are wild for them.

    >>> sorted(low_hole_wild(HandRules(), parse_cards("9d 4c Ks")).wild_ranks)
    [4]
    """
    ranks = [c.rank for c in hole if not c.is_joker]
    return rules.with_wilds(ranks=[min(ranks)]) if ranks else rules


def _rank_token(token: str) -> int | None:
    text = token.strip().upper()
    if text in ("T", "1"):
        return 10 if text == "T" else 14
    for rank, name in RANK_TEXT.items():
        if text == name:
            return rank
    return None


DEFAULT_RULES = HandRules()
