"""Groups of natural cards a hand may play as wild cards: "any two cards that add to nine
count as one wild", "any two cards of consecutive rank count as one wild", "pairs make each
other wild", "each one-eyed jack can count as any two cards".

A group is used or not, as its holder likes (they show the hand that wins most), and the
cards of a group are used up in it: the wilds it plays as may be any card the hand does not
play naturally, under the hand's `Duplicates` rule like any wild. Every set of disjoint
groups a hand holds is tried (`group_plays`, through `limited.substitutions`): a hand holds
few cards, so that is exact and cheap.

Values for "add to" and "multiply to" are pip values, as the points games count them: an ace
1, two to ten their number, a face card 10. Ranks "consecutive" or some ranks "apart" count an
ace high or low (K-A and A-2 are both consecutive).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import cached_property, lru_cache
from itertools import combinations, pairwise
from math import prod
from typing import cast

from dealerschoice.cards.cards import JOKER_CODE, Card

# the most rank lists a group remembers whether they fit: every pair and three of 13 ranks, in any
# order (2,366), and not many more (each is one more object for the garbage collector to walk)
_MEMO_LIMIT = 4096
_RANK = [(code >> 2) + 2 for code in range(JOKER_CODE)] + [0]  # per card code; a joker 0
_PIP = [0, 0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10, 1]  # per rank, its value when cards add up (`pip_value`)
_REMEMBERED = 512  # the hands whose ways to play their groups are remembered


class GroupHow(StrEnum):
    """What makes cards a group (`WildGroup.how`)."""

    SUM = "sum"                  # their values add up to `total`
    PRODUCT = "product"          # their values multiply to `total`
    CONSECUTIVE = "consecutive"  # their ranks run without a gap
    APART = "apart"              # two ranks exactly `total` apart
    PAIR = "pair"                # all of one rank
    NAMED = "named"              # one of the cards `cards`, alone
    SET = "set"                  # cards of exactly the ranks `ranks` ("two queens and a jack")


def pip_value(card: Card) -> int:
    """A card's value when cards add up: an ace 1, a face card 10.

    >>> pip_value(Card.parse("As")), pip_value(Card.parse("7d")), pip_value(Card.parse("Kc"))
    (1, 7, 10)
    """
    return 1 if card.rank == 14 else min(card.rank, 10)


@dataclass(frozen=True)
class WildGroup:
    """Cards that together may be played as wild cards.

    how: what makes a group (`GroupHow`). sizes: how many cards a group holds (2, or 2 or
    3). total: the sum or product of their values, or how many ranks apart two are. wilds:
    how many wild cards a group plays as; 0: each of its cards is wild ("make each other
    wild"). cards: (`NAMED`) the cards that may, each alone ("each one-eyed jack").

    >>> from dealerschoice.cards.cards import parse_cards
    >>> nine = WildGroup.adding(9, sizes=(2, 3))
    >>> nine.fits(parse_cards("4s 5d")), nine.fits(parse_cards("As 3d 5h")), nine.fits(parse_cards("9s"))
    (True, True, False)
    >>> WildGroup.consecutive().fits(parse_cards("Ah 2c")), WildGroup.apart(2).fits(parse_cards("3h 5c"))
    (True, True)
    >>> WildGroup.pairs().played_as(2), WildGroup.adding(5).played_as(2)
    (2, 1)
    """

    how: GroupHow
    sizes: tuple[int, ...] = (2,)
    total: int = 0
    wilds: int = 1
    cards: frozenset[Card] = frozenset()
    ranks: tuple[int, ...] = ()  # (`SET`) the ranks held, a rank repeated as often as held, sorted

    def __post_init__(self) -> None:
        object.__setattr__(self, "how", GroupHow(self.how))
        object.__setattr__(self, "sizes", tuple(sorted(set(self.sizes))))
        object.__setattr__(self, "cards", frozenset(Card(c) for c in self.cards))
        if not self.sizes or min(self.sizes) < 1:
            raise ValueError(f"a wild group holds at least one card, not sizes {self.sizes}")
        if self.wilds < 0:
            raise ValueError(f"a wild group plays as 0 (each card wild) or more wild cards, not {self.wilds}")
        if self.how in (GroupHow.SUM, GroupHow.PRODUCT, GroupHow.APART) and self.total < 1:
            raise ValueError(f'a "{self.how}" wild group needs a positive total, not {self.total}')
        if self.how == GroupHow.APART and self.sizes != (2,):
            raise ValueError(f"ranks apart are two cards, not sizes {self.sizes}")
        if self.how == GroupHow.NAMED and (self.sizes != (1,) or not self.cards or self.wilds < 1):
            raise ValueError("a named wild group is one of its cards alone, played as one or more wild cards "
                             f"(sizes {self.sizes}, {len(self.cards)} cards, {self.wilds} wilds)")
        object.__setattr__(self, "ranks", tuple(sorted(self.ranks)))
        if self.how == GroupHow.SET and (not self.ranks or self.sizes != (len(self.ranks),)
                                         or any(not 2 <= r <= 14 for r in self.ranks)):
            raise ValueError(f"a held set names its ranks (2..14) once per card, not {self.ranks} in sizes {self.sizes}")
        if any(c.is_joker for c in self.cards):
            raise ValueError("a joker is wild already: a named wild group holds natural cards")

    @classmethod
    def adding(cls, total: int, sizes: tuple[int, ...] = (2,), each: bool = False) -> WildGroup:
        """Cards whose values add up to `total`; `each`: every card of it is wild."""
        return cls(GroupHow.SUM, sizes, total, 0 if each else 1)

    @classmethod
    def multiplying(cls, total: int, sizes: tuple[int, ...] = (2,), each: bool = False) -> WildGroup:
        return cls(GroupHow.PRODUCT, sizes, total, 0 if each else 1)

    @classmethod
    def consecutive(cls, sizes: tuple[int, ...] = (2,), each: bool = False) -> WildGroup:
        return cls(GroupHow.CONSECUTIVE, sizes, 0, 0 if each else 1)

    @classmethod
    def apart(cls, distance: int, each: bool = False) -> WildGroup:
        return cls(GroupHow.APART, (2,), distance, 0 if each else 1)

    @classmethod
    def pairs(cls, sizes: tuple[int, ...] = (2,), each: bool = True) -> WildGroup:
        return cls(GroupHow.PAIR, sizes, 0, 0 if each else 1)

    @classmethod
    def named(cls, cards: Iterable[Card], wilds: int) -> WildGroup:
        """Each of `cards` may be played as `wilds` wild cards at once."""
        return cls(GroupHow.NAMED, (1,), 0, wilds, frozenset(cards))

    @classmethod
    def held_set(cls, ranks: Iterable[int]) -> WildGroup:
        """Cards of exactly these ranks held together, each wild ("If you have two queens and a
        jack or a king, all three are wild": one set per choice)."""
        ordered = tuple(sorted(ranks))
        return cls(GroupHow.SET, (len(ordered),), 0, 0, frozenset(), ordered)

    def played_as(self, size: int) -> int:
        """How many wild cards a group of `size` cards plays as."""
        return self.wilds or size

    def fits(self, cards: tuple[Card, ...]) -> bool:
        """Whether these natural cards make one group. Every rule but `NAMED` reads only the
        cards' ranks, so its answer is remembered by the ranks (`fits_ranks`): a player weighing
        which cards to keep asks of every pair and three among them, over and over."""
        if self.how == GroupHow.NAMED:
            return len(cards) in self.sizes and cards[0] in self.cards  # a joker is never among them
        return self.fits_ranks(tuple([_RANK[c] for c in cards]))

    def fits_ranks(self, ranks: tuple[int, ...]) -> bool:
        """`fits` for natural cards of these ranks (2..14; 0, a joker, fits nothing), for every rule
        but `NAMED`, which names cards: remembered by the ranks, in the order given."""
        memo = self._fitting
        known = memo.get(ranks)
        if known is None:
            if len(memo) >= _MEMO_LIMIT:
                memo.clear()
            known = memo[ranks] = self._fits_ranks(ranks)
        return known

    @cached_property
    def _fitting(self) -> dict[tuple[int, ...], bool]:
        # shared by equal groups: a game whose groups are found in each whole hand makes them again for each hand
        memo = _FIT_MEMOS.get(self)
        if memo is None:
            if len(_FIT_MEMOS) >= _FIT_MEMOS_MOST:
                _FIT_MEMOS.clear()
            memo = _FIT_MEMOS[self] = {}
        return memo

    @cached_property
    def by_ranks(self) -> bool:
        """Whether the group reads only its cards' ranks and plays as no more wild cards than it
        holds: then a hand's best under it depends on its ranks alone wherever suits do not count
        (`limited.StandsFor.by_ranks`)."""
        return self.how != GroupHow.NAMED and all(self.played_as(size) <= size for size in self.sizes)

    def _fits_ranks(self, ranks: tuple[int, ...]) -> bool:
        if len(ranks) not in self.sizes or 0 in ranks:
            return False
        how = self.how
        if how == GroupHow.SUM:
            return sum(_PIP[r] for r in ranks) == self.total
        if how == GroupHow.PRODUCT:
            return prod(_PIP[r] for r in ranks) == self.total
        if how == GroupHow.PAIR:
            return len(set(ranks)) == 1
        if how == GroupHow.SET:
            return tuple(sorted(ranks)) == self.ranks
        assert how != GroupHow.NAMED, "a named group names cards, not ranks (`fits`)"
        for each in _ace_both_ways(list(ranks)):
            each = sorted(each)
            if how == GroupHow.APART and each[1] - each[0] == self.total:
                return True
            if how == GroupHow.CONSECUTIVE and all(b - a == 1 for a, b in pairwise(each)):
                return True
        return False

    def words(self, cards: tuple[Card, ...]) -> str:
        """What a used group did, for a hand's description: "4♠ 5♦ as one wild"."""
        shown = " ".join(map(str, cards))
        count = self.played_as(len(cards))
        if not self.wilds:
            return f"{shown} wild"
        return f"{shown} as {'one wild' if count == 1 else f'{count} wilds'}"


_FIT_MEMOS: dict[WildGroup, dict[tuple[int, ...], bool]] = {}  # each group's fits by ranks (`WildGroup.fits_ranks`)
_FIT_MEMOS_MOST = 256


def _ace_both_ways(ranks: list[int]) -> list[list[int]]:
    """The ranks with every ace high, and with every ace low (1), when there is one."""
    return [ranks, [1 if r == 14 else r for r in ranks]] if 14 in ranks else [ranks]


@dataclass(frozen=True, slots=True)
class GroupUse:
    """One group a hand played: its cards, as held, and the rule that made them a group."""

    cards: tuple[Card, ...]
    group: WildGroup

    @property
    def wilds(self) -> int:
        return self.group.played_as(len(self.cards))


_JOKER = Card(JOKER_CODE)
Found = tuple[frozenset[int], WildGroup]  # a group among a hand's cards: (card places, rule)
Way = tuple[tuple[Card, ...], tuple[GroupUse, ...]]  # a way to play a hand: the cards as played, the groups used


# The ways are remembered (issue 21): a player weighing a hand asks about the same cards at
# every decision, and each part of a hand judged alone asks for the whole hand's groups. Asked
# again soon or not at all: a few hundred hands are enough, and more kept would only be more
# for the garbage collector to walk through.
@lru_cache(maxsize=_REMEMBERED)
def group_plays(cards: tuple[Card, ...], groups: tuple[WildGroup, ...], kinds: bytes) -> tuple[Way, ...]:
    """Every way to play a hand's groups. A used group's cards leave the hand and as many
    jokers as it plays as come in (the evaluator's wild card: the rules must have jokers wild).
    Only natural cards (`kinds[c] == 0`) group; the first way is the hand as held."""
    ways: list[Way] = []
    for chosen in _packings(_found(cards, groups, kinds)):
        if not chosen:
            ways.append((cards, ()))
            continue
        used = frozenset().union(*(at for at, _ in chosen))
        uses = tuple(GroupUse(tuple(cards[i] for i in sorted(at)), group) for at, group in chosen)
        played = tuple(c for i, c in enumerate(cards) if i not in used)
        ways.append((played + (Card(JOKER_CODE),) * sum(u.wilds for u in uses), uses))
    return tuple(ways)


def part_plays(cards: tuple[Card, ...], hand: tuple[Card, ...], groups: tuple[WildGroup, ...],
               kinds: bytes) -> tuple[Way, ...]:
    """The ways to play `cards`, a part of `hand` judged alone (a three-card hand chosen out of
    five): the groups are the whole hand's, and a group's cards may lie partly outside the
    part. A group played as one wild has one card in the part (that card is the wild, the
    rest of the group goes with it); a group whose cards are each wild makes its cards in the
    part wild. The part keeps its size; a card standing for several wilds is not played so."""
    inside = set(cards)
    ways: list[Way] = []
    for chosen in _packed_members(hand, groups, kinds):
        wild: set[Card] = set()
        uses = []
        for members, group in chosen:
            ins = [c for c in members if c in inside]
            if not ins or (group.wilds and (group.wilds != 1 or len(ins) != 1)):
                break  # the same play without this group is tried too
            wild.update(ins)
            uses.append(GroupUse(tuple(ins + [c for c in members if c not in inside]), group))
        else:
            ways.append((tuple(_JOKER if c in wild else c for c in cards) if wild else cards, tuple(uses)))
    return tuple(ways)


def part_played(cards: tuple[Card, ...], hand: tuple[Card, ...], groups: tuple[WildGroup, ...],
                kinds: bytes) -> list[tuple[Card, ...]]:
    """The cards as played of each of `part_plays`' ways, in its order (for a key alone: no account of the groups).

    >>> from dealerschoice.cards.cards import parse_cards
    >>> hand = parse_cards("4s 5d 9h Kc 2d")
    >>> part = (hand[0], hand[2], hand[3])   # the 4-5 as one wild, its five outside the part: the four is the wild
    >>> [" ".join(map(str, p)) for p in part_played(part, hand, (WildGroup.consecutive(),), bytes(52) + b"\1")]
    ['4♠ 9♥ K♣', 'Jk 9♥ K♣']
    """
    inside = set(cards)
    played: list[tuple[Card, ...]] = []
    for chosen in _packed_members(hand, groups, kinds):
        wild: set[Card] = set()
        for members, group in chosen:
            ins = [c for c in members if c in inside]
            if not ins or (group.wilds and (group.wilds != 1 or len(ins) != 1)):
                break
            wild.update(ins)
        else:
            played.append(tuple(_JOKER if c in wild else c for c in cards) if wild else cards)
    return played


@lru_cache(maxsize=_REMEMBERED)
def _packed_members(hand: tuple[Card, ...], groups: tuple[WildGroup, ...],
                    kinds: bytes) -> tuple[tuple[tuple[tuple[Card, ...], WildGroup], ...], ...]:
    """`_packed`, each group's places as its cards in the hand, in order (every part of a hand asks for them)."""
    return tuple(tuple((tuple(hand[i] for i in sorted(at)), group) for at, group in chosen)
                 for chosen in _packed(hand, groups, kinds))


@lru_cache(maxsize=_REMEMBERED)
def _packed(cards: tuple[Card, ...], groups: tuple[WildGroup, ...], kinds: bytes) -> tuple[tuple[Found, ...], ...]:
    """Every set of disjoint groups among a hand's natural cards (the empty set first), for
    the parts of a hand (remembered: each part asks for the whole hand's; `group_plays`
    remembers its own answers)."""
    return tuple(_packings(_found(cards, groups, kinds)))


def _found(cards: tuple[Card, ...], groups: tuple[WildGroup, ...], kinds: bytes) -> tuple[Found, ...]:
    """The groups among a hand's natural cards, as (card places, rule)."""
    places = [i for i, c in enumerate(cards) if not kinds[c]]
    natural = [cards[i] for i in places]
    ranks = [_RANK[c] for c in natural]
    found: list[Found] = []
    seen: set[tuple[frozenset[int], int]] = set()
    for group in groups:
        named = group.how == GroupHow.NAMED
        # a named group reads the cards themselves (`natural` holds Cards), every other rule their ranks
        fits = cast(Callable[[tuple[int, ...]], bool], group.fits) if named else group.fits_ranks
        held_of: Sequence[int] = natural if named else ranks
        for size in group.sizes:
            # the places and the cards (or ranks) at them, chosen alike
            for at, held in zip(combinations(places, size), combinations(held_of, size)):
                if fits(held):
                    mark = (frozenset(at), group.played_as(size))
                    if mark not in seen:  # two rules making the same cards the same wilds: one way
                        seen.add(mark)
                        found.append((mark[0], group))
    return tuple(found)


def found_places(cards: tuple[Card, ...], groups: tuple[WildGroup, ...], kinds: bytes) -> frozenset[int]:
    """The places of the hand's natural cards that lie in some group (each may leave the hand in a way to play it).

    >>> from dealerschoice.cards.cards import parse_cards
    >>> sorted(found_places(parse_cards("4s Kh 5d 9c"), (WildGroup.consecutive(),), bytes(53)))
    [0, 2]
    """
    return frozenset().union(*(at for at, _ in _found(cards, groups, kinds)))


def _packings(found: tuple[Found, ...], start: int = 0, used: frozenset[int] = frozenset(),
              chosen: tuple[Found, ...] = ()) -> Iterator[tuple[Found, ...]]:
    """Every set of disjoint groups among `found` (the empty set first)."""
    yield chosen
    for k in range(start, len(found)):
        at, group = found[k]
        if not at & used:
            yield from _packings(found, k + 1, used | at, chosen + ((at, group),))
