"""Reader of `board.lark`: common-card layouts, flips of board places, and what a hand may use.

A layout deal reads as the `Deal` of its cards to the table (the simulator deals them as one
pool, as the old reading did for sets of common cards) and a `BoardLayout` naming where
they lie. Limits the simulator plays keep the old `Use` reading ("You must use exactly two
of your down cards": two own cards, the other three from the table); the rest are
`BoardUse` / `OwnUse`, not simulated.

Split hands, boards and merges are read here; the rest by mixins, one module each: layouts
(`board_layouts`), flips (`board_flips`), what a hand uses (`board_uses`), other players'
cards and picks of groups (`board_picks`); `board_parts` holds what they share.
"""

from __future__ import annotations

from lark import Token

from dealerschoice.rules.read.board_flips import FlipReading
from dealerschoice.rules.read.board_layouts import LayoutReading
from dealerschoice.rules.read.board_parts import (
    Own,
    ints_of,
    tokens_of,
)
from dealerschoice.rules.read.board_picks import PickReading
from dealerschoice.rules.read.board_uses import UseReading
from dealerschoice.rules.read.family import NotThisFamily
from dealerschoice.rules.read.phrases import Phrases
from dealerschoice.rules.steps import Split
from dealerschoice.rules.steps.board import BoardNoPair, Spot
from dealerschoice.rules.steps.board_hands import CommonOnce, HandBoards, HighLowApart, MergeHands, SplitAside
from dealerschoice.rules.steps.board_limits import BoardAnyLine, BoardShift
from dealerschoice.rules.steps.late_rules import BoardForPot, PotHand, PotSet
from dealerschoice.rules.steps.table_rules import CommonsByDiscards, DeadFlip, DeadSuit
from dealerschoice.rules.steps.vocab import (
    BoardGroup,
    LineKind,
    Part,
    Side,
)


class Reader(LayoutReading, FlipReading, UseReading, PickReading, Phrases):
    def board(self, children):
        return children[0]

    # ---- split hands -------------------------------------------------------------------
    def board_splits(self, children):
        return None

    def board_hand_size(self, children) -> int:
        return next(c for c in children if isinstance(c, int))

    def hands_two(self, children) -> tuple[int, ...]:
        return tuple(children)

    def hands_same(self, children) -> tuple[int, ...]:
        if children[0] != 2:  # the simulator splits into two hands only: more stays unread
            raise NotThisFamily
        return (children[1],) * children[0]

    def board_split_rule(self, children) -> str:
        sizes = [c for c in children if isinstance(c, int)]
        if sizes[0] >= sizes[1]:  # the smaller hand is the one that must rank below
            raise NotThisFamily
        return "smaller-below-larger"

    def board_split(self, children) -> Split:
        sizes = next(c for c in children if isinstance(c, tuple))
        held = [c for c in children if isinstance(c, int) and not isinstance(c, bool)]
        if held and held[0] != sum(sizes):  # "splits their seven cards into ..."
            raise NotThisFamily
        rule = next((c for c in children if isinstance(c, str) and c == "smaller-below-larger"), None)
        return Split(sizes, rule)

    # ---- common cards that may not pair ------------------------------------------------
    def pair_all(self, children) -> int | None:
        if not children[0]:
            raise NotThisFamily
        return None

    def pair_last(self, children) -> int:
        if not children[1]:
            raise NotThisFamily
        return children[0]

    def board_pair(self, children):
        return None

    board_pair_which = board_pair_not = board_pair

    def board_no_pair(self, children) -> BoardNoPair:
        return BoardNoPair(children[0])

    # ---- a common card in several hands or lines; high and low hands -------------------
    def board_common_once(self, children) -> CommonOnce:
        return CommonOnce()

    def one_card_nth(self, children) -> Spot:
        if children[1]:  # "the last common cards"
            raise NotThisFamily
        return Spot(Part.ANY, index=children[0])

    def board_one_card(self, children) -> Spot:
        return children[0]

    def board_any_line(self, children) -> BoardAnyLine:
        spot: Spot = children[0]
        if spot.part not in (Part.ANY, Part.CENTRE) or spot.line is not None or len(children) > 2 and children[2]:
            raise NotThisFamily
        return BoardAnyLine(spot, children[1])

    def board_hl_who(self, children):
        return None

    def board_high_low(self, children) -> HighLowApart:
        return HighLowApart()

    # ---- each share of the pot on its own set ("the high hand uses the top flop") ------
    def board_pot_boards(self, children) -> BoardForPot:
        uses = tuple(c for c in children if isinstance(c, PotSet))
        if uses[0].hand == uses[1].hand or uses[0].index == uses[1].index:
            raise NotThisFamily("two shares of the pot name the same hand or the same set")
        return BoardForPot(uses)

    def board_pot_use(self, children) -> PotSet:
        hand = next(c for c in children if isinstance(c, PotHand))
        index = next(c for c in children if isinstance(c, int) and not isinstance(c, bool))
        return PotSet(hand, index)

    def pot_hand_high(self, children) -> PotHand:
        return PotHand.HIGH

    def pot_hand_low(self, children) -> PotHand:
        return PotHand.LOW

    def pot_hand_split(self, children) -> PotHand:
        return PotHand.SPLIT_HAND

    def which_set_first(self, children) -> int:
        return 1

    def which_set_second(self, children) -> int:
        return 2

    def which_set_last(self, children) -> int:
        return -1

    def board_aside(self, children):
        return None

    def board_split_aside(self, children) -> SplitAside:
        sizes = next(c for c in children if isinstance(c, tuple))
        held = [c for c in children if isinstance(c, int) and not isinstance(c, bool)]
        ordinal = held[-1] if held else None
        if len(held) == 2 and held[0] != sum(sizes) + 1:
            raise NotThisFamily
        if ordinal is not None and ordinal != sum(sizes) + 1:  # "with the fifth card": after the hands' four
            raise NotThisFamily
        return SplitAside(sizes, 1)

    def own_any(self, children) -> Own:
        count = ints_of(children)[0]
        return Own(count, count, (), children[-1], False)

    # ---- hands and boards; merged hands ------------------------------------------------
    def board_hand_boards(self, children) -> HandBoards:
        group = next((c for c in children if isinstance(c, BoardGroup)), None)
        if group is None:
            word = tokens_of(children)[-1]
            group = BoardGroup.ROW if word == "row" else BoardGroup.SET
        return HandBoards(group)

    def merge_closest(self, children):
        return None

    def merge_seat(self, children) -> Side:
        if children[0].seats != 1:
            raise NotThisFamily
        return children[0].direction

    def board_merge(self, children) -> MergeHands:
        return MergeHands(next((c for c in children if isinstance(c, Side)), None))

    # ---- a common card moved into line -------------------------------------------------
    def shift_column(self, children) -> LineKind:
        return LineKind.COLUMN

    def shift_row(self, children) -> LineKind:
        return LineKind.ROW

    def board_shift(self, children) -> BoardShift:
        spot = next(c for c in children if isinstance(c, Spot))
        along = next(c for c in children if isinstance(c, LineKind))
        return BoardShift(spot, along, ints_of(children)[-1])

    # ---- cards that do not count in a hand ---------------------------------------------
    def board_dead_suit(self, children) -> DeadSuit:
        suit = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        first = next((c for c in children if isinstance(c, tuple)), None)
        if first is not None and first[0] not in (None, suit):
            raise NotThisFamily(f"the first {first[0]} kept among dead {suit} cards")
        return DeadSuit(suit, keep_first=first is not None)

    def board_dead_first(self, children) -> tuple:
        """(the suit named, or None for "the first one")."""
        return (next((c for c in children if isinstance(c, str) and not isinstance(c, Token)), None),)

    def board_dead_flip(self, children) -> DeadFlip:
        ordinal = next(c for c in children if isinstance(c, int) and not isinstance(c, bool))
        return DeadFlip(ordinal, same_rank=any(c is True for c in children))

    def board_dead_rank(self, children) -> bool:
        return True

    def board_dead_counts(self, children):
        return None

    # ---- commons usable by the cards discarded -------------------------------------------
    def board_by_discards(self, children) -> CommonsByDiscards:
        uses = tuple(c for c in children if isinstance(c, tuple))
        if len({discarded for discarded, _ in uses}) != len(uses):
            raise NotThisFamily("one number of discards named twice")
        return CommonsByDiscards(uses)

    def board_discard_use(self, children) -> tuple[int, int]:
        discarded, commons = (c for c in children if isinstance(c, int) and not isinstance(c, bool))
        return discarded, commons

    def first_common(self, children) -> int:
        if children[-1] is not False:  # "the first commons": how many?
            raise NotThisFamily("the first common, one card")
        return 1

    def first_commons(self, children) -> int:
        if children[-1] is not True:
            raise NotThisFamily("the first commons, plural")
        return children[0]

    def both_commons(self, children) -> int:
        if children[-1] is not True:
            raise NotThisFamily("both commons, plural")
        return 2

    def board_discard_else(self, children):
        return None

