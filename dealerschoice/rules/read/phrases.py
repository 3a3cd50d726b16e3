"""The shared phrase parts of `phrases.lark` and the values they read into.

`Phrases` is the transformer every family's reader extends: a family sees a quantity, a
card list or a face as one of the values (`phrase_values`, imported from here by the
families too), never as words. Its card phrases are in `phrase_cards`, its board phrases in
`phrase_board`; numbers, seats, prices, poker hands and players by place are here.
"""

from __future__ import annotations

from fractions import Fraction

from lark import Token

from dealerschoice.rules import cardwords, numbers
from dealerschoice.rules.read.phrase_board import BoardPhrases
from dealerschoice.rules.read.phrase_cards import CardEvents, CardPlaces
from dealerschoice.rules.read.phrase_values import (
    CardTest,
    FollowCard,
    OwnCard,
    PokerHand,
    Price,
    Quantity,
    Ranks,
    Seat,
    TableCard,
    token_text,
)
from dealerschoice.rules.steps.vocab import Category, Cost, Face, Happening, Role, Side

# the families import the values from here, beside the transformer they extend
__all__ = ["CardTest", "FollowCard", "OwnCard", "Phrases", "PokerHand", "Price", "Quantity", "Ranks", "Seat", "TableCard"]


class Phrases(BoardPhrases, CardEvents, CardPlaces):
    """Transformer methods for the shared phrase parts."""

    def number_word(self, children) -> int:
        return numbers.parse_number(token_text(children))

    def number(self, children) -> int:
        (value,) = children
        return int(value) if isinstance(value, Token) else value

    def number_compound(self, children) -> int:
        """number: "twenty five" -> 25."""
        return sum(numbers.parse_number(str(t)) for c in children for t in c.children)

    def one_article(self, children) -> int:
        return 1

    def count(self, children) -> int:
        return children[0]

    def ordinal(self, children) -> int:
        return numbers.parse_ordinal(token_text(children))

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
        return cardwords.parse_rank(token_text(children))

    rank_many = rank_one

    def suit_one(self, children) -> str:
        return cardwords.SUIT_WORDS[token_text(children)]

    suit_many = suit_one

    def colour(self, children) -> str:
        return token_text(children)

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
        return token_text(children)

    # Parts that carry no value of their own: a family reads what is around them.
    def card_word(self, children):
        return None

    def each_player(self, children):
        return None

    def possessive(self, children):
        return None

    def on_side(self, children) -> Side:
        return Side(next(c for c in children if isinstance(c, str)))

    def seat_next(self, children) -> Seat:
        return Seat(children[-1])

    def seat_away(self, children) -> Seat:
        return Seat(children[-1], children[0])

    seats_along = seat_away

    def other_player(self, children):
        return None
    # ---- prices ---------------------------------------------------------------------------
    def price(self, children) -> Price:
        times = children[0] if len(children) == 2 else Fraction(1)
        return Price(children[-1], times)

    def price_free(self, children) -> Price:
        return Price(Cost.FREE)

    def price_times(self, children) -> Fraction:
        return {"double": Fraction(2), "twice": Fraction(2), "triple": Fraction(3), "quadruple": Fraction(4),
                "half": Fraction(1, 2)}[token_text(children)]

    def cost_ante(self, children) -> Cost:
        return Cost.ANTE

    def cost_max_bet(self, children) -> Cost:
        return Cost.MAX_BET

    def cost_min_bet(self, children) -> Cost:
        return Cost.MIN_BET

    def cost_pot(self, children) -> Cost:
        return Cost.POT
    # ---- poker hands ------------------------------------------------------------------------
    def hand_pair(self, children) -> PokerHand:
        rank = next((c for c in children if isinstance(c, str) and not isinstance(c, Token)), None)
        return PokerHand(Category.PAIR, rank)

    def hand_two_pair(self, children) -> PokerHand:
        return PokerHand(Category.TWO_PAIR)

    def hand_trips(self, children) -> PokerHand:
        return PokerHand(Category.TRIPS)

    def hand_straight(self, children) -> PokerHand:
        return PokerHand(Category.STRAIGHT)

    def hand_flush(self, children) -> PokerHand:
        return PokerHand(Category.FLUSH)

    def hand_full_house(self, children) -> PokerHand:
        return PokerHand(Category.FULL_HOUSE)

    def hand_quads(self, children) -> PokerHand:
        return PokerHand(Category.QUADS)

    def hand_straight_flush(self, children) -> PokerHand:
        return PokerHand(Category.STRAIGHT_FLUSH)

    def hand_size(self, children) -> int:
        return children[0]

    def hand_size_word(self, children) -> int:
        return numbers.parse_number(token_text(children).removesuffix("-card"))
    # ---- a player by their place in the hand: a `Role` ----------------------------------
    def person(self, children):
        return None

    def dealer_left(self, children):
        return None

    def betting_round(self, children):
        return None

    def role_hand(self, children):
        return None

    def role_high(self, children) -> str:
        return token_text(children)

    def role_left_of_dealer(self, children) -> Role:
        return Role.LEFT_OF_DEALER

    def role_showing(self, children) -> Role:
        high = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        return Role.LOW_SHOWING if high.startswith("low") else Role.HIGH_SHOWING

    def role_last_raiser(self, children) -> Role:
        return Role.LAST_RAISER

    def role_left_of_called(self, children) -> Role:
        return Role.LEFT_OF_CALLED

    def role_best_hand(self, children) -> Role:
        return Role.BEST_HAND

    def role_auction_winner(self, children) -> Role:
        return Role.AUCTION_WINNER
    # ---- something that happened at the table ---------------------------------------------
    def nobody_opened(self, children) -> Happening:
        return Happening.NOBODY_OPENED

    def nobody_went_in(self, children) -> Happening:
        return Happening.NOBODY_IN

    def happening_round(self, children):
        return None

    def nobody(self, children):
        return None
