"""Cards, parsing and printing, and decks with seeded shuffles.

A `Card` is a small int (rank-major code) so evaluators can index tables with it directly:
code = (rank - 2) * 4 + suit for the 52 standard cards, `JOKER_CODE` (52) for a joker.
Two decks shuffled together simply hold equal codes twice.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable

from dealerschoice.errors import UsageError

SUITS = "shdc"  # suit index order: spades, hearts, diamonds, clubs
SUIT_SYMBOLS = "♠♥♦♣"
RANK_TEXT = {2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9", 10: "10",
             11: "J", 12: "Q", 13: "K", 14: "A"}
RANK_NAMES = {1: "ace", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
              9: "nine", 10: "ten", 11: "jack", 12: "queen", 13: "king", 14: "ace"}
RANK_PLURALS = {r: ("sixes" if r == 6 else name + "s") for r, name in RANK_NAMES.items()}
JOKER_CODE = 52

_RANK_TOKENS = {"2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9, "10": 10, "t": 10,
                "j": 11, "q": 12, "k": 13, "a": 14, "1": 14}
_SUIT_TOKENS = {"s": 0, "h": 1, "d": 2, "c": 3, "♠": 0, "♥": 1, "♦": 2, "♣": 3,
                "♤": 0, "♡": 1, "♢": 2, "♧": 3}
_JOKER_TOKENS = {"jk", "x", "joker", "🃏", "*"}
_CARD_RE = re.compile(r"(10|[2-9tjqka])([shdc♠♥♦♣♤♡♢♧])|(joker|jk|x|🃏|\*)", re.IGNORECASE)


class Card(int):
    """One card; an int code, printed with suit symbols.

    >>> Card.of(12, "s")
    Card('Q♠')
    >>> str(Card.parse("10h")), Card.parse("Th").rank, Card.parse("qS").suit
    ('10♥', 10, 's')
    >>> Card.parse("Jk").is_joker, str(Card.joker())
    (True, 'Jk')
    """

    __slots__ = ()

    @classmethod
    def of(cls, rank: int, suit: str | int) -> Card:
        index = suit if isinstance(suit, int) else SUITS.index(suit)
        if not 2 <= rank <= 14 or not 0 <= index < 4:
            raise ValueError(f"no such card: rank {rank}, suit {suit!r}")
        return CARD_BY_CODE[(rank - 2) * 4 + index]

    @classmethod
    def joker(cls) -> Card:
        return CARD_BY_CODE[JOKER_CODE]

    @classmethod
    def parse(cls, token: str) -> Card:
        """One card from text such as `Q♠`, `qs`, `10h`, `Th`, or a joker (`Jk`, `X`, `joker`)."""
        text = token.strip()
        low = text.lower()
        if low in _JOKER_TOKENS:
            return CARD_BY_CODE[JOKER_CODE]
        rank = _RANK_TOKENS.get(low[:-1]) if len(low) >= 2 else None
        suit = _SUIT_TOKENS.get(low[-1:]) if text else None
        if rank is None or suit is None:
            raise UsageError(
                f'bad card "{token}": write a rank (2-10, T, J, Q, K, A) then a suit '
                f"(s h d c or ♠ ♥ ♦ ♣), e.g. Qs, 10h, Th, Q♠; a joker is Jk or X")
        return CARD_BY_CODE[(rank - 2) * 4 + suit]

    @property
    def is_joker(self) -> bool:
        return self == JOKER_CODE

    @property
    def rank(self) -> int:
        """2..14 (ace high); 0 for a joker."""
        return 0 if self == JOKER_CODE else (self >> 2) + 2

    @property
    def suit(self) -> str | None:
        return None if self == JOKER_CODE else SUITS[self & 3]

    @property
    def symbol(self) -> str:
        return SUIT_SYMBOLS[self & 3] if self != JOKER_CODE else ""

    @property
    def ascii(self) -> str:
        """`Qs`, `Th`, `Jk`: plain-ASCII form."""
        if self == JOKER_CODE:
            return "Jk"
        return ("T" if self.rank == 10 else RANK_TEXT[self.rank]) + SUITS[self & 3]

    def __str__(self) -> str:
        return CARD_TEXT[self]

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"


CARD_BY_CODE = [int.__new__(Card, code) for code in range(JOKER_CODE + 1)]
JOKER = CARD_BY_CODE[JOKER_CODE]
# Every table view of a simulated hand prints every card: the texts are built once, by code.
CARD_TEXT = tuple(RANK_TEXT[(code >> 2) + 2] + SUIT_SYMBOLS[code & 3] for code in range(JOKER_CODE)) + ("Jk",)


def parse_cards(text: str | Iterable[str]) -> tuple[Card, ...]:
    """Cards from text separated by spaces or commas, any case; glued tokens (`AsKd`) work too.

    >>> [str(c) for c in parse_cards("Q♠ qs, 10h Th  X")]
    ['Q♠', 'Q♠', '10♥', '10♥', 'Jk']
    >>> [str(c) for c in parse_cards("AsKd")]
    ['A♠', 'K♦']
    >>> parse_cards("Xx")
    Traceback (most recent call last):
    ...
    dealerschoice.errors.UsageError: bad card "Xx": write a rank (2-10, T, J, Q, K, A) then a suit (s h d c or ♠ ♥ ♦ ♣), e.g. Qs, 10h, Th, Q♠; a joker is Jk or X
    >>> parse_cards("Qs Zz")
    Traceback (most recent call last):
    ...
    dealerschoice.errors.UsageError: bad card "Zz": write a rank (2-10, T, J, Q, K, A) then a suit (s h d c or ♠ ♥ ♦ ♣), e.g. Qs, 10h, Th, Q♠; a joker is Jk or X
    """
    tokens = re.split(r"[\s,]+", text.strip()) if isinstance(text, str) else list(text)
    cards: list[Card] = []
    for token in tokens:
        if not token:
            continue
        try:
            cards.append(Card.parse(token))
        except UsageError:
            glued = _split_glued(token)
            if glued is None:
                raise
            cards.extend(glued)
    return tuple(cards)


def _split_glued(token: str) -> list[Card] | None:
    """`AsKd` as two cards. A lone `x` stands for a joker only as a token of its own: glued,
    `Xx` or `QsX` is more likely a typo than jokers."""
    cards, at = [], 0
    while at < len(token):
        match = _CARD_RE.match(token, at)
        if not match or (match.group(3) or "").lower() == "x":
            return None
        cards.append(Card.parse(match.group(0)))
        at = match.end()
    return cards if len(cards) > 1 else None


def format_cards(cards: Iterable[Card], sep: str = " ") -> str:
    """`Q♠ Q♥ 9♣`.

    >>> format_cards(parse_cards("qs qh 9c"))
    'Q♠ Q♥ 9♣'
    """
    return sep.join(str(c) for c in cards)


def standard_deck(jokers: int = 0, decks: int = 1) -> tuple[Card, ...]:
    """`decks` full 52-card decks plus `jokers` jokers, in order (spades first within a rank).

    >>> len(standard_deck()), len(standard_deck(jokers=2)), len(standard_deck(decks=2))
    (52, 54, 104)
    """
    return tuple(CARD_BY_CODE[:JOKER_CODE]) * decks + (JOKER,) * jokers


class Deck:
    """A shuffled deck to deal from; the same seed gives the same order.

    >>> deck = Deck(seed=7)
    >>> hand = deck.deal(5)
    >>> len(hand), len(deck), hand == Deck(seed=7).deal(5)
    (5, 47, True)
    """

    def __init__(self, jokers: int = 0, decks: int = 1, seed: int | str | None = None):
        self.cards = list(standard_deck(jokers, decks))
        random.Random(seed).shuffle(self.cards)

    def deal(self, count: int = 1) -> tuple[Card, ...]:
        if count > len(self.cards):
            raise ValueError(f"cannot deal {count} cards: {len(self.cards)} left")
        dealt, self.cards = self.cards[:count], self.cards[count:]
        return tuple(dealt)

    def __len__(self) -> int:
        return len(self.cards)
