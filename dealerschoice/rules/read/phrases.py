"""The values the shared phrase parts of `phrases.lark` read into.

`Phrases` is the transformer every family's reader extends: a family sees a quantity, a
card list or a face as one of these values, never as words.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction

from lark import Token, Transformer

from dealerschoice.rules import cardwords, numbers
from dealerschoice.rules.steps.base import Trigger
from dealerschoice.rules.steps.board import Spot
from dealerschoice.rules.steps.vocab import Category, Cost, Face, Happening, Side
from dealerschoice.rules.steps.vocab import LineKind, Part
from dealerschoice.rules.steps.vocab import Role


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


@dataclass(frozen=True, slots=True)
class Seat:
    """A player by seat: `seats` places away on the `direction` side (1: the neighbour)."""

    direction: Side
    seats: int = 1


@dataclass(frozen=True, slots=True)
class CardTest:
    """One card as a condition names it ("a face up four", "a black queen", "a wild card"):
    the card is of one of `ranks`, one of `cards`, of one of `suits`, wild, or pairs another
    up card (`pair`); `up`: the phrase said it is face up."""

    ranks: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()
    suits: tuple[str, ...] = ()
    wild: bool = False
    pair: bool = False
    jokers: bool = False
    up: bool = False


@dataclass(frozen=True, slots=True)
class Price:
    """What a player pays: `times` (a multiplier: 2 for "double", 1/2 for "half") the `unit`."""

    unit: Cost
    times: Fraction = Fraction(1)

    @property
    def plain(self) -> Cost | None:
        """The unit alone when the price is one of it ("max bet"), else None ("double ante")."""
        return self.unit if self.times == 1 else None


@dataclass(frozen=True, slots=True)
class PokerHand:
    """A poker hand category, and the rank it is of ("a pair of jacks": pair, "J")."""

    category: Category
    rank: str | None = None


def _word(children) -> str:
    return "".join(str(c) for c in children if isinstance(c, Token))


@dataclass(frozen=True, slots=True)
class TableCard:
    """A table card by place: `place` "only" | "last" | "low" | "high" | "nth" (the `n`-th)
    | "any" (any table card); `turned`: said as flipped or turned up."""

    place: str
    n: int | None = None
    turned: bool = False


@dataclass(frozen=True, slots=True)
class OwnCard:
    """A player's own lowest (`high` False) or highest card; `face`: among the cards held so."""

    high: bool
    face: Face | None = None


@dataclass(frozen=True, slots=True)
class FollowCard:
    """The card that turns up after (`before`: before) the last `follows` (a rank) turned up,
    or else the last of the `cards` ("red queen", "face card or ace", "heart"); `hows`: the verbs the phrase used
    ("dealt", "flipped", "turned"); `up`: a face up was said."""

    follows: str | None
    cards: tuple[str, ...] = ()
    before: bool = False
    hows: frozenset[str] = frozenset()
    up: bool = False


_COLOUR_SUITS = {"red": "hd", "black": "sc"}


class CardPlaces(Transformer):
    """Transformer methods of the card phrases of phrases.lark's sets of cards and cards
    named by where they lie (cards_named, table_card, own_card, follow_card)."""

    def cards_named(self, children) -> Ranks:
        found = Ranks()
        for item in children:
            if isinstance(item, Ranks):
                found = found + item
        return found

    def cards_of_suits(self, children) -> Ranks:
        suits = [c for c in children if isinstance(c, str) and c in cardwords.SUITS]
        return Ranks(cards=tuple(r + s for s in suits for r in cardwords.RANKS))

    def card_list_sep(self, children):
        return None

    def card_article(self, children):
        return None

    def card_item(self, children) -> Ranks:
        return children[0]

    def card_item_one(self, children) -> Ranks:
        rank = children[-1]
        if len(children) == 2:
            return Ranks(cards=tuple(rank + s for s in _COLOUR_SUITS[children[0]]))
        return Ranks(ranks=(rank,))

    def card_item_suits(self, children) -> Ranks:
        rank = children[0]
        return Ranks(cards=tuple(rank + s for s in children[1:] if isinstance(s, str)))

    def card_item_jokers(self, children) -> Ranks:
        return Ranks(jokers=True)

    def card_item_one_eyed(self, children) -> Ranks:
        rank = next(c for c in children if isinstance(c, str) and c in cardwords.RANKS)
        return Ranks(cards=cardwords.NAMED_CARDS.get({"J": "one-eyed jack", "K": "one-eyed king"}.get(rank, ""), ()))

    def card_item_suicide(self, children) -> Ranks:
        return Ranks(cards=cardwords.NAMED_CARDS["suicide king"])

    def card_item_face_cards(self, children) -> Ranks:
        return Ranks(ranks=("J", "Q", "K"))

    def card_item_axe(self, children) -> Ranks:
        return Ranks(cards=cardwords.NAMED_CARDS["man with the axe"])

    def rank_range(self, children) -> tuple[str, ...]:
        low, high = (cardwords.RANKS.index(r) for r in children if isinstance(r, str))
        return tuple(cardwords.RANKS[min(low, high):max(low, high) + 1])

    def n_card(self, children) -> int:
        return children[0]

    def n_card_word(self, children) -> int:
        word = _word(children).split("-")[0]
        return int(word) if word.isdigit() else numbers.parse_number(word)

    def table_card(self, children) -> TableCard:
        place = next((c for c in children if isinstance(c, (str, int)) and not isinstance(c, bool)), "only")
        turned = any(c is True for c in children)
        if isinstance(place, int):
            return TableCard("nth", place, turned)
        return TableCard({"lowest": "low", "highest": "high"}.get(place, place), None, turned)

    def table_card_any(self, children) -> TableCard:
        return TableCard("any", None, any(c is True for c in children))

    def table_place(self, children):
        return children[0] if not isinstance(children[0], Token) else _word(children)

    def table_word(self, children):
        return None

    table_where = follow_which = table_word

    def table_turned(self, children) -> bool:
        return True

    def table_dealt(self, children):
        return None

    def own_card(self, children) -> OwnCard:
        high = next(c for c in children if isinstance(c, bool))
        face = next((c for c in children if isinstance(c, Face)), None)
        return OwnCard(high, face)

    def own_whose(self, children):
        return None

    def own_high(self, children) -> bool:
        return _word(children) in ("high", "highest")

    def own_face(self, children) -> Face:
        return children[0]

    def own_face_down(self, children) -> Face:
        return Face.DOWN

    def follow_card(self, children) -> FollowCard:
        hows = frozenset(c for c in children if isinstance(c, str) and c in ("dealt", "flipped", "turned"))
        before = "before" in children
        up = any(c == Face.UP for c in children if isinstance(c, Face))
        targets = next(c for c in children if isinstance(c, tuple))
        if len(targets) == 1 and isinstance(targets[0], str):  # one rank: "the last queen"
            return FollowCard(targets[0], (), before, hows, up)
        cards = tuple(c for t in targets for c in ((t + s for s in cardwords.SUITS) if isinstance(t, str) else t))
        return FollowCard(None, cards, before, hows, up)

    def follow_targets(self, children) -> tuple:
        return tuple(children)

    def follow_rank(self, children):
        """A rank (its character), or the cards of a coloured rank."""
        rank = children[-1]
        return tuple(rank + s for s in _COLOUR_SUITS[children[0]]) if len(children) == 2 else rank

    def follow_face_card(self, children) -> tuple[str, ...]:
        return tuple(r + s for r in "JQK" for s in cardwords.SUITS)

    def follow_suit(self, children) -> tuple[str, ...]:
        return tuple(r + children[0] for r in cardwords.RANKS)

    def follow_how(self, children) -> str:
        return _word(children)

    def follow_when(self, children) -> str:
        return _word(children)


class Phrases(CardPlaces):
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

    # ---- a card as a condition names it; card events as Triggers -----------------------
    def a_card(self, children) -> CardTest:
        return children[-1]

    def a_card_face_up(self, children) -> CardTest:
        return replace(children[-1], up=True)

    def a_card_then_up(self, children) -> CardTest:
        return replace(children[0], up=True)

    def a_card_any(self, children) -> CardTest:
        return children[0]

    def card_of_rank(self, children) -> CardTest:
        return CardTest(ranks=(children[0],))

    def card_of_rank_suit(self, children) -> CardTest:
        return CardTest(cards=(children[0] + children[1],))

    def card_of_colour(self, children) -> CardTest:
        colour, rank = children
        return CardTest(cards=tuple(rank + s for s in ("hd" if colour == "red" else "sc")))

    def card_face_card(self, children) -> CardTest:
        """"a face card": a jack, queen or king."""
        return CardTest(ranks=("J", "Q", "K"))

    def card_of_suit(self, children) -> CardTest:
        return CardTest(suits=(children[0],))

    def card_joker(self, children) -> CardTest:
        return CardTest(jokers=True)

    def card_wild(self, children) -> CardTest:
        return CardTest(wild=True)

    def card_pair(self, children) -> CardTest:
        return CardTest(ranks=(children[-1],), pair=True)

    def someone_in(self, children) -> str:
        return "any"

    def someone_out(self, children) -> str:
        return "folded"

    def card_event_to(self, children):
        return None

    @staticmethod
    def _trigger(event: str, test: CardTest, who: str = "any") -> Trigger:
        if test.jokers:  # a Trigger names no jokers: the sentence is not read
            from dealerschoice.rules.read.family import NotThisFamily

            raise NotThisFamily("a card event on a joker has no Trigger")
        return Trigger(event, test.ranks, test.cards, test.suits, wild=test.wild, pair=test.pair, who=who)

    def event_dealt_up(self, children) -> Trigger:
        return self._trigger("dealt-up", children[-1], children[0])

    def event_card_dealt_up(self, children) -> Trigger:
        return self._trigger("dealt-up", children[0])

    def event_cards_dealt_up(self, children) -> Trigger:
        ranks: Ranks = children[0]
        return self._trigger("dealt-up", CardTest(ranks.ranks, ranks.cards, jokers=ranks.jokers))

    def event_flip(self, children) -> Trigger:
        return self._trigger("flip", children[-1], children[0])

    def event_flip_or_dealt(self, children) -> Trigger:
        return self._trigger("flip-or-dealt", children[-1], children[0])

    def event_gets_up(self, children) -> Trigger:
        return self._trigger("gets-up", children[-1], children[0])

    # ---- prices ---------------------------------------------------------------------------
    def price(self, children) -> Price:
        times = children[0] if len(children) == 2 else Fraction(1)
        return Price(children[-1], times)

    def price_free(self, children) -> Price:
        return Price(Cost.FREE)

    def price_times(self, children) -> Fraction:
        return {"double": Fraction(2), "twice": Fraction(2), "triple": Fraction(3), "quadruple": Fraction(4),
                "half": Fraction(1, 2)}[_word(children)]

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
        return numbers.parse_number(_word(children).removesuffix("-card"))

    # ---- the board (board family; shared) ---------------------------------------------
    def commons_plural(self, children) -> bool:
        """common_cards: True for the plural ("common cards"), False for one ("a common card")."""
        return True

    def commons_single(self, children) -> bool:
        return False

    def common_adj(self, children):
        return None

    def line_row(self, children) -> LineKind:
        return LineKind.ROW

    def line_column(self, children) -> LineKind:
        return LineKind.COLUMN

    def line_diagonal(self, children) -> LineKind:
        return LineKind.DIAGONAL

    def line_set(self, children) -> LineKind:
        return LineKind.SET

    def line_side(self, children) -> LineKind:
        return LineKind.SIDE

    def line_arm(self, children) -> LineKind:
        return LineKind.ARM

    def board_row_word(self, children):
        return None

    board_column_word = board_row_word

    def number_compound(self, children) -> int:
        """number: "twenty five" -> 25."""
        return sum(numbers.parse_number(str(t)) for c in children for t in c.children)

    def board_lines_one(self, children) -> tuple[LineKind, ...]:
        return (children[0],)

    def board_lines_choice(self, children) -> tuple[LineKind, ...]:
        return tuple(dict.fromkeys(c for c in children if isinstance(c, LineKind)))

    def board_dir(self, children) -> LineKind:
        return {"horizontal": LineKind.ROW, "vertical": LineKind.COLUMN, "diagonal": LineKind.DIAGONAL}[_word(children)]

    def board_index(self, children) -> int:
        if isinstance(children[0], int):  # an ordinal
            return children[0]
        return {"top": 1, "highest": 1, "upper": 1, "left": 1, "bottom": -1, "last": -1, "lowest": -1,
                "lower": -1, "right": -1, "middle": 0, "center": 0, "centre": 0}[_word(children)]

    def board_figure(self, children) -> str:
        return _word(children)

    def board_centre(self, children):
        return None

    def spot_centre(self, children) -> Spot:
        return Spot(Part.CENTRE)

    def spot_line(self, children) -> Spot:
        """board_index: 1 the first line (top, left), -1 the last (bottom, right), 0 the middle."""
        index, line = children[0], children[1]
        return Spot(Part.ANY, line, index)

    def spot_line_size(self, children) -> Spot:
        return Spot(Part.ANY, children[0], size=children[1])

    def spot_corner(self, children) -> Spot:
        return Spot(Part.CORNER)

    def spot_edge(self, children) -> Spot:
        return Spot(Part.EDGE)

    def spot_side(self, children) -> Spot:
        return Spot(Part.SIDE, side=children[0])

    def spot_opposite(self, children) -> Spot:
        return Spot(Part.OPPOSITE)

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
        return _word(children)

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
