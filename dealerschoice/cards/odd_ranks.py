"""The odd rankings some games use instead of (or beside) poker hands.

- Football hands: face cards 6, an ace after a face card 1 (the extra point), twos and
  threes face value, everything else 0; highest total wins.
- 3-5-7: a three-card hand of exactly a three, a five and a seven beats everything.
- Highest unmatched hole card: the highest card whose rank nobody else shares.
- High/low spade (Chicago) or heart (San Francisco) in the hole, aces high only.
- Guts hands. Two cards: a pair beats high cards. Three cards (our convention, as in
  three-card poker): straight flush > three of a kind > straight > flush > pair > high card;
  A-2-3 is the lowest straight, Q-K-A the highest.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache
from itertools import combinations_with_replacement

from dealerschoice.cards.cards import RANK_NAMES, RANK_PLURALS, Card, Deck
from dealerschoice.cards.hands import Hand, as_cards, best_hand
from dealerschoice.cards.highlow import clockwise_after
from dealerschoice.cards.keys import RANK_OF
from dealerschoice.cards.limited import Play, played_ways, restore, substitutions
from dealerschoice.cards.rules import DEFAULT_RULES, NATURAL, HandRules


def football_points(cards: str | Iterable[Card]) -> int:
    """Football hand total, cards in the order they were turned: a face card scores a touchdown
    (6), an ace scores 1 only as the extra point after an unconverted face card, a two is a
    safety (2), a three a field goal (3).

    >>> football_points("Ks Ah 3d 9c 2h")
    12
    >>> football_points("As Ks")     # an ace before any touchdown scores nothing
    6
    """
    total = pending = 0
    for card in as_cards(cards):
        rank = card.rank
        if 11 <= rank <= 13:
            total += 6
            pending += 1
        elif rank == 14 and pending:
            total += 1
            pending -= 1
        elif rank in (2, 3):
            total += rank
    return total


def football_tiebreak(tied: Sequence[int], deck: Deck, seats: Sequence[int],
                      dealer: int) -> tuple[int, list[tuple[int, Card]]]:
    """Settle a football tie: deal one card at a time to the tied players, clockwise after the
    dealer, until one gets a face card; returns that seat and the cards dealt (seat, card).

    >>> from dealerschoice.cards import parse_cards
    >>> deck = Deck()
    >>> deck.cards = list(parse_cards("4s Qd 9h Kc"))
    >>> football_tiebreak([1, 3], deck, [1, 2, 3], dealer=2)
    (1, [(3, Card('4♠')), (1, Card('Q♦'))])
    """
    order = [s for s in clockwise_after(seats, dealer) if s in set(tied)]
    dealt: list[tuple[int, Card]] = []
    while True:
        for seat in order:
            card = deck.deal(1)[0]
            dealt.append((seat, card))
            if 11 <= card.rank <= 13:
                return seat, dealt


def is_three_five_seven(cards: str | Iterable[Card]) -> bool:
    """
    >>> is_three_five_seven("7h 3s 5d"), is_three_five_seven("7h 3s 5d 2c")
    (True, False)
    """
    return sorted(c.rank for c in as_cards(cards)) == [3, 5, 7]


def highest_unmatched(hole: Mapping[int, Sequence[Card] | str], joker_rank: int = 15) -> tuple[int, Card] | None:
    """The seat holding the highest card whose rank appears only once among everyone's hole
    cards, with that card; None if no card is unique (the game redeals). A joker ranks
    `joker_rank` (above aces by default).

    >>> highest_unmatched({1: "As 9d", 2: "Ah Kd", 3: "Ks 4c"})
    (1, Card('9♦'))
    >>> highest_unmatched({1: "As", 2: "Ah"}) is None
    True
    """
    cards = {seat: as_cards(held) for seat, held in hole.items()}

    def rank(card: Card) -> int:
        return joker_rank if card.is_joker else card.rank

    counts = Counter(rank(c) for held in cards.values() for c in held)
    best: tuple[int, Card] | None = None
    for seat, held in cards.items():
        for card in held:
            if counts[rank(card)] == 1 and (best is None or rank(card) > rank(best[1])):
                best = (seat, card)
    return best


def suit_in_hole(hole: Mapping[int, Sequence[Card] | str], suit: str = "s", lowest: bool = False,
                 seats: Sequence[int] | None = None, dealer: int | None = None) -> tuple[int, Card] | None:
    """Chicago (spades) / San Francisco (hearts): the seat with the highest (or, for the Low
    versions, lowest) card of `suit` among the down cards, aces high only; None if nobody
    has one. With two decks a tie goes to the first seat clockwise after the dealer.

    >>> suit_in_hole({1: "Qs 2h", 2: "As 9s", 3: "3s"})
    (2, Card('A♠'))
    >>> suit_in_hole({1: "Qs 2h", 2: "As 9s", 3: "3s"}, lowest=True)
    (3, Card('3♠'))
    >>> suit_in_hole({1: "Qh 2h", 2: "As"}, suit="h")
    (1, Card('Q♥'))
    """
    order = list(hole)
    if seats is not None and dealer is not None:
        order = [s for s in clockwise_after(seats, dealer) if s in hole]
    best = None
    for seat in order:
        for card in as_cards(hole[seat]):
            if card.suit != suit:
                continue
            better = best is None or (card.rank < best[1].rank if lowest else card.rank > best[1].rank)
            if better:
                best = (seat, card)
    return best


def two_card_hand(cards: str | Iterable[Card], rules: HandRules = DEFAULT_RULES) -> Hand:
    """Two-card guts: a pair beats high cards; straights and flushes do not count.

    >>> two_card_hand("2s 2d") > two_card_hand("As Ks")
    True
    """
    hand = best_hand(cards, rules)
    return Hand("two-card", hand.category, hand.cards, hand.best, hand.wilds, hand.key, hand.description)


THREE_CARD_CATEGORIES = ("high-card", "pair", "flush", "straight", "three-of-a-kind",
                         "straight-flush", "three-five-seven")


@lru_cache(maxsize=1 << 14)  # a few thousand (ranks, flags) at most: each wild tries every rank
def _three_value(ranks: tuple[int, ...], flush: bool, top_357: bool, straights: bool = True) -> tuple[int, ...]:
    """The value of three ranks, bigger wins (the module notes' order).

    >>> _three_value((14, 3, 2), False, False), _three_value((9, 4, 9), True, False)
    ((3, 3), (2, 9, 9, 4))
    """
    if len(ranks) != 3:
        return _any_value(ranks, flush, top_357, straights)
    a, b, c = desc = sorted(ranks, reverse=True)
    if top_357 and a == 7 and b == 5 and c == 3:
        return (6, 7, 5, 3)
    straight = 0
    if straights and a > b > c:
        if a - c == 2:
            straight = a
        elif a == 14 and b == 3 and c == 2:
            straight = 3
    if straight and flush:
        return (5, straight)
    if a == c:
        return (4, a)
    if straight:
        return (3, straight)
    if flush:
        return (2, a, b, c)
    if a == b:
        return (1, a, c)
    if b == c:
        return (1, b, a)
    return (0,) + tuple(desc)


def _any_value(ranks: Sequence[int], flush: bool, top_357: bool, straights: bool) -> tuple[int, ...]:
    """`_three_value` of other than three ranks (a hand always has three: kept whole for any caller)."""
    if top_357 and sorted(ranks) == [3, 5, 7]:
        return (6, 7, 5, 3)
    counts = Counter(ranks)
    desc = sorted(ranks, reverse=True)
    straight = 0
    if len(counts) == 3 and straights:
        if desc[0] - desc[2] == 2:
            straight = desc[0]
        elif desc == [14, 3, 2]:
            straight = 3
    if straight and flush:
        return (5, straight)
    if 3 in counts.values():
        return (4, desc[0])
    if straight:
        return (3, straight)
    if flush:
        return (2,) + tuple(desc)
    if 2 in counts.values():
        pair = next(r for r, c in counts.items() if c == 2)
        return (1, pair, next(r for r in desc if r != pair))
    return (0,) + tuple(desc)


def three_card_hand(cards: str | Iterable[Card], rules: HandRules = DEFAULT_RULES,
                    three_five_seven: bool = False, straights: bool = True, flushes: bool = True) -> Hand:
    """Three-card guts hand (see the module notes for the order); `three_five_seven=True`
    makes a natural 3-5-7 the best hand (game #764's rule). Wilds apply. `straights=False`,
    `flushes=False`: "three card hands, but straights and flushes do not count".

    >>> three_card_hand("Qs Ks As", straights=False, flushes=False).description
    'Ace high'

    >>> three_card_hand("Qs Kd Ah").description, three_card_hand("2s 2d 2h").description
    ('Straight, ace high', 'Three of a kind, twos')
    >>> three_card_hand("2s 2d 2h") > three_card_hand("Qs Kd Ah")
    True
    >>> three_card_hand("3h 5d 7c", HandRules.parse("3"), three_five_seven=True).description
    '3-5-7'
    """
    cards = as_cards(cards)
    if len(cards) != 3:
        raise ValueError(f"a three-card hand needs three cards, not {len(cards)}")
    if rules._stands_for:
        # the best way to play the limited wilds by its value alone; its Hand is made once, for it
        plain = rules.without_limited()
        kinds, distinct = plain.kinds(), not plain.wild_may_duplicate
        best: tuple[tuple[int, ...], tuple[Card, ...], tuple[Play, ...]] | None = None
        for played, pairs in substitutions(cards, rules):
            value = _played_value(played, kinds, distinct, three_five_seven, straights, flushes)
            if best is None or value > best[0]:  # the first best way wins a tie
                best = (value, played, pairs)
        assert best is not None, "substitutions() always yields the hand as held"
        return restore(_plain_three(best[1], plain, three_five_seven, straights, flushes), cards, best[2])
    return _plain_three(cards, rules, three_five_seven, straights, flushes)


def three_card_key(cards: str | Iterable[Card], rules: HandRules = DEFAULT_RULES, three_five_seven: bool = False,
                   straights: bool = True, flushes: bool = True) -> tuple[int, ...]:
    """Only the key of `three_card_hand` (no Hand is made: a part of a hand judged for its key alone).

    >>> three_card_key("Qs Kd Ah") == three_card_hand("Qs Kd Ah").key
    True
    """
    cards = as_cards(cards)
    if len(cards) != 3:
        raise ValueError(f"a three-card hand needs three cards, not {len(cards)}")
    kinds, distinct = rules.kinds(), not rules.wild_may_duplicate
    if not rules._stands_for:
        return _played_value(cards, kinds, distinct, three_five_seven, straights, flushes)
    best: tuple[int, ...] | None = None
    for played in played_ways(cards, rules):
        value = _played_value(played, kinds, distinct, three_five_seven, straights, flushes)
        if best is None or value > best:
            best = value
    assert best is not None, "substitutions() always yields the hand as held"
    return best


def _played_value(played: tuple[Card, ...], kinds: bytes, distinct: bool, three_five_seven: bool, straights: bool,
                  flushes: bool) -> tuple[int, ...]:
    """The key `_plain_three` gives these cards as played (a way to play the limited wilds)."""
    if len(played) != 3:
        raise ValueError(f"a three-card hand needs three cards, not {len(played)}")
    held = tuple([RANK_OF[c] for c in played if not kinds[c]])
    suits = {c & 3 for c in played if not kinds[c]}
    top_357 = three_five_seven and sorted([RANK_OF[c] for c in played]) == [3, 5, 7]
    return _best_fill(held, 3 - len(held), len(suits) <= 1 and flushes, distinct, top_357, straights)[0]


def _plain_three(cards: tuple[Card, ...], rules: HandRules, three_five_seven: bool, straights: bool,
                 flushes: bool) -> Hand:
    """`three_card_hand` of three cards under rules with no limited wilds."""
    kinds = rules.kinds()
    naturals = [c for c in cards if kinds[c] == NATURAL]
    wild = [c for c in cards if kinds[c] != NATURAL]
    suits = {c & 3 for c in naturals}
    top_357 = three_five_seven and is_three_five_seven(cards)
    best, fill, flush_suit = _best_fill(tuple(c.rank for c in naturals), len(wild), len(suits) <= 1 and flushes,
                                        not rules.wild_may_duplicate, top_357, straights)
    suit = next(iter(suits), 0) if flush_suit else None
    became = tuple((w, Card.of(r, suit if suit is not None else _off_suit(suits, i)))
                   for i, (w, r) in enumerate(zip(wild, fill)))
    return Hand("three-card", THREE_CARD_CATEGORIES[best[0]], cards, tuple(naturals) + tuple(wild),
                became, best, _describe_three(best))


@lru_cache(maxsize=1 << 14)  # the same natural ranks and wild count come back hand after hand
def _best_fill(held: tuple[int, ...], wilds: int, may_flush: bool, distinct_only: bool, top_357: bool,
               straights: bool) -> tuple[tuple[int, ...], tuple[int, ...], bool]:
    """The best value the `wilds` wild cards can make with the natural ranks `held`: (value, the wilds' ranks,
    whether they make a flush), the first best found winning a tie. distinct_only: a flush's wild must be a card
    of the suit not held (the common rule)."""
    natural_ranks = set(held)
    best: tuple[int, ...] = ()  # every hand has a value: the first one tried replaces it
    fill: tuple[int, ...] = ()
    flush_suit = False
    # three cards: trying every wild rank (and the one useful suit) is cheap here
    for ranks in combinations_with_replacement(range(2, 15), wilds):
        for flush in (False, True) if may_flush else (False,):
            if flush and distinct_only and len(set(ranks) | natural_ranks) < 3:
                continue
            value = _three_value(held + ranks, flush, top_357, straights)
            if not best or value > best:
                best, fill, flush_suit = value, ranks, flush
    return best, fill, flush_suit


def _off_suit(suits: set[int], i: int) -> int:
    free = [s for s in range(4) if s not in suits] or [0]
    return free[i % len(free)]


def _describe_three(value: tuple[int, ...]) -> str:
    category, top = value[0], value[1]
    if category == 6:
        return "3-5-7"
    if category == 5:
        return f"Straight flush, {RANK_NAMES[top]} high"
    if category == 4:
        return f"Three of a kind, {RANK_PLURALS[top]}"
    if category == 3:
        return f"Straight, {RANK_NAMES[top]} high"
    if category == 2:
        return f"Flush, {RANK_NAMES[top]} high"
    if category == 1:
        return f"Pair of {RANK_PLURALS[top]}"
    return f"{RANK_NAMES[top].capitalize()} high"


__all__ = ["football_points", "football_tiebreak", "is_three_five_seven", "highest_unmatched", "suit_in_hole",
           "two_card_hand", "three_card_hand", "three_card_key"]
