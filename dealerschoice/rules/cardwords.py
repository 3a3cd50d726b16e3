"""Card names as rule sentences write them: "threes", "a four", "queen of spades", "one-eyed jacks".

Cards are two-character codes, rank then suit ("Qs", "Th", "2c"), as the hands evaluator
libraries write them; ranks are the single characters of `RANKS`.
"""

from __future__ import annotations

import re

RANKS = "23456789TJQKA"
SUITS = "shdc"

_RANK_NAMES = {
    "2": ("two", "twos", "deuce", "deuces"), "3": ("three", "threes", "trey", "treys"),
    "4": ("four", "fours"), "5": ("five", "fives"), "6": ("six", "sixes"),
    "7": ("seven", "sevens"), "8": ("eight", "eights"), "9": ("nine", "nines"),
    "T": ("ten", "tens"), "J": ("jack", "jacks"), "Q": ("queen", "queens"),
    "K": ("king", "kings"), "A": ("ace", "aces"),
}
_SUIT_NAMES = {"s": ("spade", "spades"), "h": ("heart", "hearts"), "d": ("diamond", "diamonds"),
               "c": ("club", "clubs")}
RANK_WORDS: dict[str, str] = {w: r for r, words in _RANK_NAMES.items() for w in words}
SUIT_WORDS: dict[str, str] = {w: s for s, words in _SUIT_NAMES.items() for w in words}
# Named cards of the trade: which physical cards they are.
NAMED_CARDS: dict[str, tuple[str, ...]] = {
    "one-eyed jack": ("Js", "Jh"), "one eyed jack": ("Js", "Jh"),
    "one-eyed king": ("Kd",), "one eyed king": ("Kd",),
    "suicide king": ("Kh",), "man with the axe": ("Kd",),
    "king with a sword through his head": ("Kh",), "king with the sword through his head": ("Kh",),
}
_COLOURS = {"red": "hd", "black": "sc"}

def _alts(words) -> str:
    return "|".join(sorted(words, key=len, reverse=True))


RANK = rf"(?:{_alts(RANK_WORDS)}|[2-9]'?s?)"
SUIT = rf"(?:{_alts(SUIT_WORDS)})"
_NAMED = rf"(?:{_alts(NAMED_CARDS)})s?"
# One card phrase: "a one-eyed jack", "the queen of spades", "threes", "a four", "jokers".
CARD = rf"(?:(?:a|an|the|any)\s+)?(?:{_NAMED}|(?:(?:red|black)\s+)?{RANK}(?:\s+of\s+{SUIT})?|jokers?)"
CARDS = rf"{CARD}(?:(?:,\s*|,?\s+(?:and|or)\s+){CARD})*"


def parse_rank(word: str) -> str:
    """The rank character of a rank word, singular or plural.

    >>> parse_rank("threes"), parse_rank("Queen"), parse_rank("sixes"), parse_rank("deuce"), parse_rank("7s")
    ('3', 'Q', '6', '2', '7')
    """
    word = word.strip().lower()
    if word in RANK_WORDS:
        return RANK_WORDS[word]
    match = re.fullmatch(r"([2-9])'?s?", word)
    if match:
        return match.group(1)
    raise ValueError(f"not a rank: {word!r}")


def parse_cards(phrase: str) -> tuple[tuple[str, ...], tuple[str, ...], int]:
    """(ranks, cards, jokers) named by a phrase of card names joined by "and"/"or"/commas.

    >>> parse_cards("threes and nines")
    (('3', '9'), (), 0)
    >>> parse_cards("a one-eyed jack or a suicide king")
    ((), ('Js', 'Jh', 'Kh'), 0)
    >>> parse_cards("the queen of spades")
    ((), ('Qs',), 0)
    >>> parse_cards("jokers")
    ((), (), 1)
    >>> parse_cards("black aces and red eights")
    ((), ('As', 'Ac', '8h', '8d'), 0)
    """
    ranks: list[str] = []
    cards: list[str] = []
    jokers = 0
    for part in re.split(r",\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+", phrase.strip().lower()):
        part = re.sub(r"^(?:a|an|the|any)\s+", "", part.strip())
        if not part:
            continue
        named = NAMED_CARDS.get(part.rstrip("s")) or NAMED_CARDS.get(part)
        if named:
            cards.extend(c for c in named if c not in cards)
        elif part.split()[0] in _COLOURS and len(part.split()) == 2:
            colour, rank = part.split()
            cards.extend(parse_rank(rank) + suit for suit in _COLOURS[colour])
        elif part.startswith("joker"):
            jokers = 1
        elif " of " in part:
            rank, _, suit = part.partition(" of ")
            cards.append(parse_rank(rank) + SUIT_WORDS[suit.strip()])
        else:
            ranks.append(parse_rank(part))
    return tuple(ranks), tuple(cards), jokers
