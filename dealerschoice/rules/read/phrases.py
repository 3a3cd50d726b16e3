"""The values the shared phrase parts of `phrases.lark` read into.

`Phrases` is the transformer every family's reader extends: a family sees a quantity, a
card list or a face as one of these values, never as words.
"""

from __future__ import annotations

from dataclasses import dataclass

from lark import Token, Transformer

from dealerschoice.rules import cardwords, numbers
from dealerschoice.rules.steps.vocab import Face


@dataclass(frozen=True, slots=True)
class Quantity:
    """How many: `low` to `high` (None: no upper bound), or one of `choices`.

    >>> Quantity(3, 3).exact, Quantity(0, 3).exact
    (3, None)
    """

    low: int
    high: int | None
    choices: tuple[int, ...] = ()

    @property
    def exact(self) -> int | None:
        return self.low if self.high == self.low and not self.choices else None


@dataclass(frozen=True, slots=True)
class Ranks:
    """Cards named by rank or as single cards: rank characters and two-character cards."""

    ranks: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()
    jokers: bool = False

    def __add__(self, other: Ranks) -> Ranks:
        return Ranks(self.ranks + other.ranks, self.cards + other.cards, self.jokers or other.jokers)


def _word(children) -> str:
    return "".join(str(c) for c in children if isinstance(c, Token))


class Phrases(Transformer):
    """Transformer methods for the shared phrase parts."""

    def number_word(self, children) -> int:
        return numbers.parse_number(_word(children))

    def number(self, children) -> int:
        (value,) = children
        return int(value) if isinstance(value, Token) else value

    def one_article(self, children) -> int:
        return 1

    def count(self, children) -> int:
        return children[0]

    def ordinal(self, children) -> int:
        return numbers.parse_ordinal(_word(children))

    def exactly(self, children) -> Quantity:
        return Quantity(children[0], children[0])

    def up_to(self, children) -> Quantity:
        return Quantity(0, children[0])

    def between(self, children) -> Quantity:
        return Quantity(children[0], children[1])

    def either(self, children) -> Quantity:
        return Quantity(min(children), max(children), tuple(children))

    def at_least(self, children) -> Quantity:
        return Quantity(children[0], None)

    def any_number(self, children) -> Quantity:
        return Quantity(0, None)

    def rank_one(self, children) -> str:
        return cardwords.parse_rank(_word(children))

    rank_many = rank_one

    def suit_one(self, children) -> str:
        return cardwords.SUIT_WORDS[_word(children)]

    suit_many = suit_one

    def colour(self, children) -> str:
        return _word(children)

    def face(self, children):
        return children[0]

    def face_up(self, children) -> Face:
        return Face.UP

    def face_down(self, children) -> Face:
        return Face.DOWN

    def named_card(self, children) -> Ranks:
        rank, suit = children
        return Ranks(cards=(rank + suit,))

    named_cards = named_card

    def ranked(self, children) -> Ranks:
        if isinstance(children[-1], Ranks):
            return children[-1]
        rank = children[-1]
        if len(children) == 2:  # a colour: "red eights"
            suits = "hd" if children[0] == "red" else "sc"
            return Ranks(cards=tuple(rank + s for s in suits))
        return Ranks(ranks=(rank,))

    def rank_list(self, children) -> Ranks:
        found = Ranks()
        for item in children:
            if isinstance(item, Ranks):
                found = found + item
        return found

    def side(self, children) -> str:
        return _word(children)

    # Parts that carry no value of their own: a family reads what is around them.
    def card_word(self, children):
        return None

    def each_player(self, children):
        return None
