"""Ranking modes: one typed entry point for every way the catalog ranks a hand.

`Ranking` says how hands compare (a `Mode` and its options); `rank_hand(cards, ranking,
rules)` gives the `Hand` (None when the hand cannot win under that ranking: a low that does
not qualify, a points hand past its target where that loses); `rank_key` gives only the key.
`place_winners` picks "the second best hand" (or the second worst) from ranked hands.
Wild cards, bugs and limited wilds come with `HandRules`, as for every evaluator.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum

from dealerschoice.cards.badugi import badugi_hand
from dealerschoice.cards.cards import RANK_NAMES, SUITS, Card
from dealerschoice.cards.hands import Hand, as_cards, best_hand
from dealerschoice.cards.limited import best_over, restore
from dealerschoice.cards.lows import best_low
from dealerschoice.cards.odd_ranks import three_card_hand, three_card_key, two_card_hand
from dealerschoice.cards.points import Bust, PointValues, points_hand
from dealerschoice.cards.rules import DEFAULT_RULES, NATURAL, HandRules


class Mode(StrEnum):
    HIGH = "high"                      # poker hands, best five
    ACE_TO_FIVE = "ace-to-five"        # low: aces low, straights and flushes ignored
    DEUCE_TO_SEVEN = "deuce-to-seven"  # low: aces high, straights and flushes count against
    ACE_TO_SIX = "ace-to-six"          # low: aces low, straights and flushes count against
    BADUGI = "badugi"
    THREE_CARD = "three-card"          # three-card poker order (straight beats flush)
    TWO_CARD = "two-card"              # pairs, then high cards
    HIGH_CARD = "high-card"            # the single highest card (aces high)
    POINTS = "points"                  # the total nearest a target


_LOW_STYLE = {Mode.ACE_TO_FIVE: "a5", Mode.DEUCE_TO_SEVEN: "27", Mode.ACE_TO_SIX: "a6"}


@dataclass(frozen=True)
class Ranking:
    """How hands compare.

    - `mode`: the `Mode`.
    - `qualifier`: lows only: the hand must be an unpaired N-or-better low to count (8).
    - `suits`: suits best first ("s", "h", "d", "c"): equal hands are told apart by the suit
      of their first card as it counts, then the next (bridge order is s h d c).
    - `straights`, `flushes`: high and three-card hands: False when they do not count
      ("normal poker hands except straights and flushes").
    - `three_five_seven`: three-card hands: a natural 3-5-7 beats everything.
    - `points`, `target`, `bust`, `over`: points hands (see `points.points_hand`).

    >>> Ranking(Mode.POINTS)
    Traceback (most recent call last):
    ...
    ValueError: a points ranking needs its card values (points=PointValues.of(...)) and a target total
    >>> Ranking("deuce-to-seven").mode is Mode.DEUCE_TO_SEVEN
    True
    """

    mode: Mode = Mode.HIGH
    qualifier: int | None = None
    suits: tuple[str, ...] = ()
    straights: bool = True
    flushes: bool = True
    three_five_seven: bool = False
    points: PointValues | None = None
    target: int | None = None
    bust: Bust = Bust.COUNTS
    over: bool = True

    def __post_init__(self) -> None:
        try:
            object.__setattr__(self, "mode", Mode(self.mode))
            object.__setattr__(self, "bust", Bust(self.bust))
        except ValueError as error:
            raise ValueError(f"{error}: modes are {', '.join(m.value for m in Mode)}; "
                             f"busts are {', '.join(b.value for b in Bust)}") from None
        object.__setattr__(self, "suits", tuple(self.suits))
        if self.mode == Mode.POINTS and (self.points is None or self.target is None):
            raise ValueError("a points ranking needs its card values (points=PointValues.of(...)) and a target total")
        if self.qualifier is not None and (self.mode not in _LOW_STYLE or not 5 <= self.qualifier <= 13):
            raise ValueError(f"qualifier {self.qualifier}: only lows take one, 5 to 13 (8 for eight-or-better)")
        if sorted(self.suits) != sorted(set(self.suits)) or any(s not in SUITS for s in self.suits):
            raise ValueError(f"suit order {self.suits}: give each of s, h, d, c at most once, best first")
        if not (self.straights and self.flushes) and self.mode not in (Mode.HIGH, Mode.THREE_CARD):
            raise ValueError("straights=False / flushes=False apply to high and three-card hands only")


def rank_hand(cards: str | Iterable[Card], ranking: Ranking = Ranking(), rules: HandRules = DEFAULT_RULES) -> Hand | None:
    """The hand as `ranking` ranks it (bigger `key` wins), or None if it cannot win.

    >>> rank_hand("As 2d 3c 4h 6s", Ranking(Mode.ACE_TO_SIX)).description
    'Six low: 6-4-3-2-A'
    >>> rank_hand("Ks 9d", Ranking(Mode.HIGH_CARD, suits=("s", "h", "d", "c"))).key
    (13, 4)
    >>> rank_hand("Kh 2c", Ranking(Mode.HIGH_CARD, suits=("s", "h", "d", "c"))).key
    (13, 3)
    """
    cards = as_cards(cards)
    hand = _rank(cards, ranking, rules)
    if hand is not None and ranking.suits:
        hand = dataclasses.replace(hand, key=hand.key + suit_break(hand.played, ranking.suits))
    return hand


def rank_key(cards: str | Iterable[Card], ranking: Ranking = Ranking(),
             rules: HandRules = DEFAULT_RULES) -> tuple[float, ...] | None:
    """Only the key of `rank_hand` (None: cannot win); a three-card hand's with no Hand made, where
    no suit order breaks ties.

    >>> rank_key("Qs Kd 2h", Ranking(Mode.THREE_CARD), HandRules.parse("2"))   # the wild two an ace
    (3, 14)
    """
    if ranking.mode == Mode.THREE_CARD and not ranking.suits:
        return three_card_key(as_cards(cards), rules, ranking.three_five_seven, ranking.straights, ranking.flushes)
    hand = rank_hand(cards, ranking, rules)
    return None if hand is None else hand.key


def _rank(cards: tuple[Card, ...], ranking: Ranking, rules: HandRules) -> Hand | None:
    mode = ranking.mode
    if mode == Mode.HIGH:
        return best_hand(cards, rules, straights=ranking.straights, flushes=ranking.flushes)
    if mode in _LOW_STYLE:
        return best_low(cards, rules, _LOW_STYLE[mode], ranking.qualifier)
    if mode == Mode.BADUGI:
        return badugi_hand(cards, rules)
    if mode == Mode.THREE_CARD:
        return three_card_hand(cards, rules, ranking.three_five_seven, ranking.straights, ranking.flushes)
    if mode == Mode.TWO_CARD:
        return two_card_hand(cards, rules)
    if mode == Mode.HIGH_CARD:
        return high_card_hand(cards, rules)
    if rules._stands_for:
        plain = rules.without_limited()
        hand, pairs = best_over(cards, rules, lambda played: _rank(played, ranking, plain),
                                key=lambda h: None if h is None else h.key)
        return restore(hand, cards, pairs)
    points, target = ranking.points, ranking.target
    assert points is not None and target is not None, "a points ranking has both (Ranking.__post_init__)"
    return points_hand(cards, points, target, ranking.bust, ranking.over)


def high_card_hand(cards: str | Iterable[Card], rules: HandRules = DEFAULT_RULES) -> Hand:
    """The single highest card, aces high; a wild card is the best card it can be (an ace).

    >>> high_card_hand("9s Jd 4c").description, high_card_hand("9s Jk").description
    ('Jack high', 'Ace high')
    """
    cards = as_cards(cards)
    kinds = rules.kinds()
    naturals = [c for c in cards if kinds[c] == NATURAL]
    wild = [c for c in cards if kinds[c] != NATURAL]
    if not cards:
        return Hand("high-card", "no-cards", cards, (), (), (0,), "No cards")
    if wild:
        held = set(naturals)
        ace = next((Card.of(14, s) for s in range(4) if Card.of(14, s) not in held), Card.of(14, 0))
        return Hand("high-card", "high-card", cards, (wild[0],), ((wild[0], ace),), (14,), "Ace high")
    top = max(naturals, key=lambda c: (c.rank, -(c & 3)))
    return Hand("high-card", "high-card", cards, (top,), (), (top.rank,), f"{RANK_NAMES[top.rank].capitalize()} high")


def suit_break(played: Sequence[Card], order: Sequence[str]) -> tuple[int, ...]:
    """The suits of the cards as they count, as numbers where bigger is better (a suit not in
    `order` counts least), appended to a key to break ties.

    >>> suit_break([Card.parse("Kh"), Card.parse("2s")], ("s", "h", "d", "c"))
    (3, 4)
    """
    worth: dict[str | None, int] = {s: len(order) - i for i, s in enumerate(order)}  # a joker's suit: None
    return tuple(worth.get(c.suit, 0) for c in played)


def place_winners(hands: Sequence[Hand | None], place: int = 2, worst: bool = False) -> list[int]:
    """Indexes of the hands in the `place`-th best place (2: "the second best hand wins"), or
    with `worst` the `place`-th worst. Places go by distinct keys, so hands that tie share a
    place and the next hand takes the next place; None (a hand that cannot win) has no place.
    An empty list: fewer places than `place`.

    >>> hands = [best_hand(t) for t in ("As Ad", "Ks Kd", "Ah Ac", "2s 7d")]
    >>> place_winners(hands, 2), place_winners(hands, 1), place_winners(hands, 2, worst=True), place_winners(hands, 4)
    ([1], [0, 2], [1], [])
    """
    if place < 1:
        raise ValueError(f"place {place}: give 1 (the best), 2 (the second best) or more")
    keys = sorted({h.key for h in hands if h is not None}, reverse=not worst)
    if len(keys) < place:
        return []
    return [i for i, h in enumerate(hands) if h is not None and h.key == keys[place - 1]]
