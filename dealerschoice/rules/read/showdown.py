"""Reader of `showdown.lark`: who wins the pot, the qualifiers a winner must reach, hands a
winner must beat, outright wins and legs.

Showdowns, split cards and qualifiers read the same steps as the old regexes
(`sentences/outcome.py`, `hands.py`). Differences: a high qualifier of a rank ("a pair of jacks
or better") is still `Qualifier("high", "J", "pair")`, but its `gap()` now blocks, since the
simulator checks the category only (a pair of threes would qualify); a low two-card showdown
blocks likewise (the simulator ranks two-card hands for high only).

The conditions on winning (qualifiers, hands to beat, outright wins, hands that cannot win)
are read by `showdown_conditions.py`.
"""

from __future__ import annotations

from dataclasses import replace

from lark import Token, Tree

from dealerschoice.rules.read.family import NotThisFamily
from dealerschoice.rules.read.phrases import Phrases, Seat
from dealerschoice.rules.read.showdown_conditions import ConditionReading
from dealerschoice.rules.read.showdown_parts import SIDE_OF, HandSaid, Need, words_of
from dealerschoice.rules.steps import (
    KeepHands,
    Qualifier,
    Redeal,
    Settle,
    Showdown,
    SplitCard,
)
from dealerschoice.rules.steps.late_rules import CalledGameShowdown
from dealerschoice.rules.steps.split_cards import ShareShowdown, ShowdownByTable
from dealerschoice.rules.steps.vocab import (
    HandKind,
    HighLow,
    Pot,
    ShareWith,
    Side,
    SplitWith,
)


class Reader(ConditionReading, Phrases):
    # ---- the pot ----------------------------------------------------------------------------
    def showdown_say(self, children) -> tuple:
        flat = [s for c in children for s in (c if isinstance(c, tuple) else (c,))]
        steps = [c for c in flat if isinstance(c, (Showdown, ShareShowdown, SplitCard, Settle, KeepHands))]
        riders = [c for c in children if isinstance(c, str) and not isinstance(c, Token)]
        first = steps[0]
        for rider in riders:
            if not isinstance(first, Showdown):
                raise NotThisFamily
            if rider == "no-tie":
                first = replace(first, tie_pays=False)
            elif rider == "both" and first.pot == Pot.DECLARED:
                first = replace(first, both_wins_both=True)
            elif rider == "team-fold" and first.split_with == SplitWith.TEAM:
                pass  # the simulator's team pot already goes to the partner left in
            else:
                raise NotThisFamily
        return (first, *steps[1:])

    def showdown(self, children):
        return next(c for c in reversed(children) if c is not None)

    def showdown_intro(self, children):
        return None

    def showdown_called_game(self, children) -> CalledGameShowdown:
        return CalledGameShowdown()

    showdown_sep = showdown_show = showdown_intro

    def showdown_end(self, children) -> HighLow:
        return SIDE_OF[words_of(children)[0]]

    def showdown_declared_as(self, children) -> tuple[str, HighLow]:
        return "declared", children[-1]

    def showdown_showing(self, children) -> tuple[str, HighLow]:
        return "showing", children[-1]

    def showdown_declared(self, children):
        return None

    def showdown_hl(self, children) -> HighLow | str:
        word = words_of(children)[0]
        return "best" if word == "best" else SIDE_OF[word]

    def showdown_hand(self, children) -> HandSaid:
        side = children[0]
        how = next((c for c in children if isinstance(c, tuple)), None)
        size = next((c for c in children if isinstance(c, int) and not isinstance(c, HighLow)), None)
        if how is not None:
            # "the best declared low hand"; "the highest declared low hand" says two things
            if side != "best" and how[1] != side:
                raise NotThisFamily
            return HandSaid(how[1], how[0], size)
        return HandSaid(HighLow.HIGH if side == "best" else side, None, size)

    def showdown_best_side(self, children) -> HandSaid:
        size = next((c for c in children if isinstance(c, int) and not isinstance(c, HighLow)), None)
        return HandSaid(children[0], None, size)

    def showdown_ends(self, children) -> Showdown:
        if {c for c in children if isinstance(c, HighLow)} != {HighLow.HIGH, HighLow.LOW}:
            raise NotThisFamily
        return Showdown(Pot.HIGH_LOW)

    def showdown_split_high_low(self, children) -> Showdown:
        return Showdown(Pot.HIGH_LOW)

    def showdown_named_to_win(self, children) -> Qualifier:
        return self._qualifier(HighLow.HIGH, Need(hand=children[0]))

    def showdown_verb(self, children):
        return None

    showdown_everything = showdown_split = showdown_verb

    def showdown_wins_pot(self, children) -> Showdown:
        hand = children[0]
        if hand.how == "declared":
            raise NotThisFamily
        return Showdown(Pot(hand.side.value), hand.kind)

    def showdown_pair(self, children) -> Showdown:
        one, other = (c for c in children if isinstance(c, HandSaid))
        if {one.side, other.side} != {HighLow.HIGH, HighLow.LOW} or one.how != other.how or one.size or other.size:
            raise NotThisFamily
        return Showdown(Pot.DECLARED if one.how == "declared" else Pot.HIGH_LOW)

    def showdown_partner_pot(self, children):
        hand = children[0]
        partner = children[-1]
        if hand.how is not None:
            raise NotThisFamily
        if isinstance(partner, SplitCard):
            return (Showdown(Pot(hand.side.value), hand.kind, SplitWith.SPLIT_CARD), partner)
        return Showdown(Pot(hand.side.value), hand.kind, partner)

    def showdown_with_split_card(self, children) -> SplitWith:
        return SplitWith.SPLIT_CARD

    def showdown_with_seat(self, children) -> SplitWith:
        seat: Seat = children[0]
        if seat.direction != Side.LEFT or seat.seats != 1:
            raise NotThisFamily  # the simulator shares only with the player to the left
        return SplitWith.LEFT

    def showdown_with_closest(self, children) -> SplitWith:
        if children[-1] != Side.LEFT:
            raise NotThisFamily
        return SplitWith.CLOSEST_LEFT

    def showdown_with_suit(self, children) -> SplitCard:
        ends = [c for c in children if isinstance(c, HighLow)]
        suit = next(c for c in children if isinstance(c, str) and not isinstance(c, (Token, HighLow)))
        hole = any(isinstance(c, Tree) or c is True for c in children)
        return SplitCard(ends[0], suit=suit, hole=hole)

    def showdown_hole(self, children) -> bool:
        return True

    showdown_in_hole = showdown_hole

    def showdown_split_hand(self, children) -> ShareWith:
        return ShareWith.SPLIT_HAND

    def showdown_declared_split_card(self, children) -> ShareWith:
        return ShareWith.DECLARED_SPLIT_CARD

    def showdown_share(self, children) -> ShareShowdown:
        hand = children[0]
        if hand.size:
            raise NotThisFamily
        return ShareShowdown(pot=Pot(hand.side), with_=(children[-1],))

    def showdown_share_more(self, children) -> ShareShowdown:
        hand, other = (c for c in children if isinstance(c, HandSaid))
        if hand.size or other.size or (hand.side, other.side) != (HighLow.HIGH, HighLow.LOW):
            raise NotThisFamily
        return ShareShowdown(pot=Pot(hand.side), with_=(ShareWith.LOW, children[-1]))

    def showdown_team(self, children) -> Showdown:
        if children[0] not in (HighLow.HIGH, "best"):
            raise NotThisFamily
        return Showdown(Pot.HIGH, split_with=SplitWith.TEAM)

    # ---- riders -------------------------------------------------------------------------------
    def showdown_no_tie(self, children) -> str:
        return "no-tie"

    def showdown_both_rider(self, children) -> str:
        return "both"

    def showdown_team_fold_rider(self, children) -> str:
        return "team-fold"

    def showdown_tie(self, children):
        return None

    showdown_both = showdown_team_fold = showdown_tie

    def showdown_heads_up(self, children) -> Showdown:
        count = next(c for c in children if isinstance(c, int) and not isinstance(c, HighLow))
        first, otherwise = (c for c in children if isinstance(c, HandSaid))
        if count != 2 or first.how or otherwise.how or first.size or otherwise.size \
                or (first.side, otherwise.side) != (HighLow.LOW, HighLow.HIGH):
            raise NotThisFamily
        return Showdown(Pot.LOW_IF_HEADS_UP)

    def showdown_unmatched(self, children) -> tuple:
        steps = (Showdown(Pot.HIGH, HandKind.UNMATCHED_HOLE_CARD),)
        return steps + ((Redeal("no-unique-card"),) if any(isinstance(c, Redeal) for c in children) else ())

    def showdown_redeal(self, children) -> Redeal:
        return Redeal("no-unique-card")

    # ---- the table card decides ------------------------------------------------------------------
    def showdown_by_table(self, children) -> ShowdownByTable:
        cases = [c for c in children if isinstance(c, tuple) and len(c) == 3]
        otherwise = next(c for c in children if not (isinstance(c, tuple) and len(c) == 3) and not isinstance(c, Token))
        if cases[0][0] is None or any(card not in (None, cases[0][0]) for card, _, _ in cases[1:]):
            raise NotThisFamily  # the first case names the table card; later ones say "it" or the same card
        if not isinstance(otherwise, Showdown) or otherwise.split_with is not None:
            raise NotThisFamily
        taken = [ranks for _, ranks, _ in cases]
        if len({r for ranks in taken for r in ranks}) != sum(len(ranks) for ranks in taken):
            raise NotThisFamily  # two cases for one rank
        return ShowdownByTable(ranks=tuple(taken), pots=tuple(pot for _, _, pot in cases), otherwise=otherwise.pot,
                               table_card=cases[0][0])

    def showdown_table_case(self, children) -> tuple:
        card, ranks, pot = children[0], next(c for c in children[1:] if isinstance(c, tuple)), children[-1]
        if not isinstance(pot, Showdown) or pot.pot not in (Pot.HIGH, Pot.LOW) or pot.split_with is not None:
            raise NotThisFamily
        return card, ranks, pot.pot

    def showdown_table_card(self, children) -> int | None:
        if str(children[0]) == "it":
            return None
        numbers = [c for c in children if isinstance(c, int) and not isinstance(c, bool)]
        return numbers[0] if numbers else 1
