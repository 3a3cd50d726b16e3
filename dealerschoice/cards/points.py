"""Points hands: each card counts points (some cards one of several values, chosen by their
holder), and the total nearest a target wins ("aces are 1 or 11, face cards are 1/2, all
other cards are face value; the low hand is closest to 7, the high hand closest to 27").

Points are kept in half points (ints), so halves add exactly.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from functools import cached_property

from dealerschoice.cards.cards import JOKER_CODE, RANK_PLURALS, SUITS, Card
from dealerschoice.cards.hands import Hand, as_cards

_RANK_CHARS = {"2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9, "T": 10, "10": 10,
               "J": 11, "Q": 12, "K": 13, "A": 14}
FACE_VALUE = {**{r: r for r in range(2, 11)}, 11: 10, 12: 10, 13: 10, 14: 1}


class Bust(StrEnum):
    """What a total past the target (over a high target, under a low one) is worth."""

    COUNTS = "counts"                     # only the distance counts: 26 and 28 tie for 27
    NEAR_SIDE_FIRST = "near-side-first"   # every hand short of the target beats every hand past it
    LOSES = "loses"                       # a hand past the target cannot win ("without being over")


@dataclass(frozen=True)
class PointValues:
    """The points of each card, in half points: `ranks[r - 2]` the values a card of rank r may
    count (a choice when several), `suits` overrides for whole suits ("diamonds and hearts are
    0"), `double` / `negative` the suits whose cards count double / against the total.

    >>> v = PointValues.of([("A", (1, 11)), ("face", (0.5,)), ("other", (None,))], double=("c",))
    >>> v.choices(Card.parse("As")), v.choices(Card.parse("Qd")), v.choices(Card.parse("9c"))
    ((2, 22), (1,), (36,))
    """

    ranks: tuple[tuple[int, ...], ...]
    suits: tuple[tuple[int, ...] | None, ...] = (None, None, None, None)
    double: frozenset[str] = frozenset()
    negative: frozenset[str] = frozenset()

    @classmethod
    def of(cls, groups: Iterable[tuple[str, tuple[float | None, ...]]], double: Iterable[str] = (),
           negative: Iterable[str] = ()) -> PointValues:
        """From (group, points) pairs as rules give them. A group is a rank character ("2".."9",
        "T", "J", "Q", "K", "A"), "face" (jacks, queens, kings), "other" (every rank not named)
        or a suit letter (s h d c). Points are the values a player may choose, halves as 0.5,
        None for face value (pips; an ace 1; a face card 10). A suit group beats a rank group;
        a named rank beats "face", which beats "other"."""
        named: dict[int, tuple[int, ...]] = {}
        face = other = None
        suits: list[tuple[int, ...] | None] = [None] * 4
        for group, points in groups:
            if group in _RANK_CHARS:
                named[_RANK_CHARS[group]] = _halves(points, _RANK_CHARS[group])
            elif group == "face":
                face = points
            elif group == "other":
                other = points
            elif group in SUITS:
                suits[SUITS.index(group)] = _halves(points, None)
            else:
                raise ValueError(f'points group "{group}": give a rank (2-9, T, J, Q, K, A), "face", '
                                 f'"other" or a suit (s h d c)')
        ranks = []
        for r in range(2, 15):
            given = named.get(r)
            if given is None and 11 <= r <= 13 and face is not None:
                given = _halves(face, r)
            if given is None and other is not None:
                given = _halves(other, r)
            if given is None:
                raise ValueError(f'points for {RANK_PLURALS[r]} are not given: name the rank, "face" or "other"')
            ranks.append(given)
        for suit in (*double, *negative):
            if suit not in SUITS:
                raise ValueError(f'suit "{suit}": give s, h, d or c')
        return cls(tuple(ranks), tuple(suits), frozenset(double), frozenset(negative))

    def choices(self, card: Card) -> tuple[int, ...]:
        values = self.table[card]
        if values is None:
            raise ValueError("a joker has no points value in a points hand")
        return values

    @cached_property
    def table(self) -> tuple[tuple[int, ...] | None, ...]:
        """Each card's values by its code, None for a joker (which has none): worked out once,
        as a points game asks for the totals of every hand a player weighs (issue 21)."""
        return (*(self._values(Card.of((code >> 2) + 2, code & 3)) for code in range(JOKER_CODE)), None)

    def _values(self, card: Card) -> tuple[int, ...]:
        values = self.suits[card & 3] or self.ranks[card.rank - 2]
        factor = (2 if card.suit in self.double else 1) * (-1 if card.suit in self.negative else 1)
        return tuple(v * factor for v in values)


def _halves(points: Iterable[float | None], rank: int | None) -> tuple[int, ...]:
    out = []
    for p in points:
        if p is None:
            if rank is None:
                raise ValueError("a whole suit cannot count face value: give its points")
            p = FACE_VALUE[rank]
        if p * 2 != int(p * 2):
            raise ValueError(f"points {p}: give whole or half points")
        out.append(int(p * 2))
    return tuple(dict.fromkeys(out))


def totals(cards: Iterable[Card], values: PointValues) -> set[int]:
    """Every total (in half points) the cards can make, each card counting one of its values.

    >>> sorted(totals(as_cards("As Ah 5d"), PointValues.of([("A", (1, 11)), ("other", (None,))])))
    [14, 34, 54]
    """
    table = values.table
    fixed, several = 0, []  # most cards count one value: add those, branch only on the others
    for card in cards:
        choices = table[card]
        if choices is None:
            raise ValueError("a joker has no points value in a points hand")
        if len(choices) == 1:
            fixed += choices[0]
        else:
            several.append(choices)
    sums = {fixed}
    for choices in several:
        sums = {s + v for s in sums for v in choices}
    return sums


def points_hand(cards: str | Iterable[Card], values: PointValues, target: int, bust: Bust = Bust.COUNTS,
                over: bool = True) -> Hand | None:
    """The total nearest `target` that the cards can make; `over` says which side is past the
    target (True for a high target such as 27, False for a low one such as 7). Under
    `Bust.LOSES` a hand with every total past the target cannot win: None.

    >>> v = PointValues.of([("A", (1, 11)), ("face", (0.5,)), ("other", (None,))])
    >>> points_hand("As 9d 7c Kh", v, 27).description
    '27½ points'
    >>> points_hand("As 9d 7c Kh", v, 27, Bust.LOSES) is None
    False
    >>> points_hand("As 9d 7c Kh", v, 27, Bust.LOSES).description   # the ace counts 1 instead
    '17½ points'
    >>> points_hand("As 6d", v, 7, over=False).key > points_hand("5s", v, 7, over=False).key
    True
    """
    cards = as_cards(cards)
    goal = target * 2
    best_key: tuple[int, int] | None = None
    best_total = 0  # read only once a best key is found
    for total in totals(cards, values):
        past = total > goal if over else total < goal
        if past and bust == Bust.LOSES:
            continue
        near = 0 if past and bust == Bust.NEAR_SIDE_FIRST else 1
        key = (near, -abs(total - goal))
        if best_key is None or key > best_key or (key == best_key and total < best_total):
            best_key, best_total = key, total
    if best_key is None:
        return None
    text = f"{best_total // 2}{'½' if best_total % 2 else ''}" if best_total >= 0 else \
        f"-{-best_total // 2}{'½' if best_total % 2 else ''}"
    return Hand("points", "points", cards, cards, (), best_key, f"{text} points")
