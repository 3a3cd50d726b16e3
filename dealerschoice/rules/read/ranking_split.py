"""The ranking family's reading of split (or high, or low) hands won their own way (by the
most cards of a kind, by a place other than the best, by a suit's total, by a count of cards
dealt up), and of straights round the corner and flushes ranked by suit (a mixin of
`ranking.Reader`)."""

from __future__ import annotations

from dataclasses import dataclass

from lark import Token

from dealerschoice.rules.read.family import NotThisFamily
from dealerschoice.rules.read.phrases import Ranks
from dealerschoice.rules.steps.late_rules import (
    CategoryBySize,
    HandOfCards,
    OwnWildSplitCard,
    SplitCardOfSpot,
)
from dealerschoice.rules.steps.places import Spot
from dealerschoice.rules.steps.ranking_rules import (
    FlushBySuit,
    MostCards,
    SplitCardByCount,
    SplitPlace,
    SuitTotal,
    WrapStraights,
)
from dealerschoice.rules.steps.vocab import (
    Category,
    Face,
    HighLow,
    Part,
    Ranked,
    Scheme,
)


@dataclass(frozen=True, slots=True)
class _Counted:
    """What `MostCards` counts: ranks or suits."""

    ranks: tuple[str, ...] = ()
    suits: tuple[str, ...] = ()


class SplitReading:
    """The reader's methods for hands won by the most cards or by a place."""

    def ranking_won_by_most(self, children) -> MostCards:
        hands = next(c for c in children if isinstance(c, Ranked))
        counted = next(c for c in children if isinstance(c, _Counted))
        face = next((c for c in children if isinstance(c, Face)), None)
        return MostCards(hands, counted.ranks, counted.suits, face)

    def ranking_most_split(self, children) -> Ranked:
        return Ranked.SPLIT

    def ranking_most_side(self, children) -> Ranked:
        return Ranked.HIGH if str(children[0]) == "high" else Ranked.LOW

    def ranking_most_end(self, children) -> str:
        return str(children[0])

    def ranking_most_ranks(self, children) -> _Counted:
        return _Counted(ranks=(children[0],))

    def ranking_most_suits(self, children) -> _Counted:
        return _Counted(suits=(children[0],))

    def ranking_most_colour(self, children) -> _Counted:
        return _Counted(suits=("h", "d") if children[0] == "red" else ("s", "c"))

    def ranking_split_place(self, children) -> SplitPlace:
        place = next(c for c in children if isinstance(c, int) and not isinstance(c, (bool, Token)))
        return SplitPlace(place)

    def ranking_suit_total(self, children) -> SuitTotal:
        hands = next(c for c in children if isinstance(c, Ranked))
        highest = next(c for c in children if isinstance(c, bool))
        suit = next(c for c in children if isinstance(c, str) and not isinstance(c, (Token, Ranked)))
        return SuitTotal(hands, suit, highest)

    def ranking_total_end(self, children) -> bool:
        return str(children[0]) in ("greatest", "highest", "largest")

    def ranking_split_parity(self, children) -> SplitCardByCount:
        """The suit counted and both split cards are one suit, and the two ends differ."""
        parity = next(c for c in children if isinstance(c, _Parity))
        ends = [c for c in children if isinstance(c, HighLow)]
        suits = [c for c in children if isinstance(c, str) and not isinstance(c, (Token, HighLow)) and len(c) == 1]
        holes = [c for c in children if c is True]
        if len(set(suits)) != 1 or ends[0] == ends[1] or len(holes) not in (0, 2):
            raise NotThisFamily  # "... the low spade, otherwise it is the high heart": two rules
        return SplitCardByCount(suits[0], parity.odd, ends[0], hole=bool(holes))

    def ranking_parity(self, children) -> _Parity:
        return _Parity(str(children[0]) == "odd")

    # ---- straights round the corner, flushes by suit ---------------------------------------------
    def ranking_wrap_said(self, children) -> tuple:
        return tuple(c for c in children if isinstance(c, (WrapStraights, FlushBySuit)))

    def ranking_wrap(self, children) -> WrapStraights:
        like = next((str(c) for c in children if isinstance(c, Token) and c.type == "N_RUN"), None)
        if like is not None and "a" not in like.split("-")[1:-1]:
            raise NotThisFamily  # "(a-2-3)": the example does not go round the ace
        return WrapStraights()

    def ranking_wrap_like(self, children) -> Token:
        return children[0]

    def ranking_flush_suits(self, children) -> FlushBySuit:
        suits = tuple(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        if len(set(suits)) != len(suits) or len(suits) != 4:
            raise NotThisFamily  # every suit once
        return FlushBySuit(suits)

    # ---- a split card of the suit of the board's centre card ("the middle common card") ----
    def ranking_split_centre(self, children) -> SplitCardOfSpot:
        end = next(c for c in children if isinstance(c, HighLow))
        return SplitCardOfSpot(end, Spot(Part.CENTRE), hole=any(c is True for c in children))

    def ranking_centre(self, children) -> None:
        return None

    def ranking_hand_of_ranks(self, children) -> HandOfCards:
        which = children[0]
        kind = next((c for c in children if isinstance(c, tuple)), (Scheme.POKER, None))
        if kind[0] is not Scheme.CARDS and kind != (Scheme.POKER, None):
            raise NotThisFamily("a hand of named cards is a poker hand of some size")
        named = next(c for c in children if isinstance(c, Ranks))
        return HandOfCards(which, kind[1], named.ranks, named.cards, hole=any(c is True for c in children))

    def ranking_category_by_size(self, children) -> CategoryBySize:
        category = next(c for c in children if isinstance(c, Category))
        sized = [c for c in children if isinstance(c, _Sized)]
        if any(s.category != category for s in sized):
            raise NotThisFamily("every size is of the category the hands are")
        sizes = tuple(s.size for s in sized)
        if list(sizes) != sorted(set(sizes)) or sizes[0] < 1:
            raise NotThisFamily("each hand loses to a longer one")
        return CategoryBySize(children[0], category, sizes)

    def ranking_sized_cat(self, children) -> _Sized:
        size = next(c for c in children if isinstance(c, int) and not isinstance(c, bool))
        return _Sized(size, next(c for c in children if isinstance(c, Category)))

    def ranking_cat_straight_flush(self, children) -> Category:
        return Category.STRAIGHT_FLUSH

    def ranking_cat_flush(self, children) -> Category:
        return Category.FLUSH

    def ranking_cat_straight(self, children) -> Category:
        return Category.STRAIGHT

    def ranking_split_own_wild(self, children) -> OwnWildSplitCard:
        suit = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        return OwnWildSplitCard(suit, hole=any(c is True for c in children))


@dataclass(frozen=True, slots=True)
class _Sized:
    """"four card straight flushes": a size and a category."""

    size: int
    category: Category


@dataclass(frozen=True, slots=True)
class _Parity:
    odd: bool

