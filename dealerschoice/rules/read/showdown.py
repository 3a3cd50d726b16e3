"""Reader of `showdown.lark`: who wins the pot, the qualifiers a winner must reach, hands a
winner must beat, outright wins and legs.

Showdowns, split cards and qualifiers read the same steps as the old regexes
(`sentences/outcome.py`, `hands.py`). Differences: a high qualifier of a rank ("a pair of jacks
or better") is still `Qualifier("high", "J", "pair")`, but its `gap()` now blocks, since the
simulator checks the category only (a pair of threes would qualify); a low two-card showdown
blocks likewise (the simulator ranks two-card hands for high only).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from lark import Token, Tree

from dealerschoice.rules import cardwords
from dealerschoice.rules.read.family import NotThisFamily
from dealerschoice.rules.read.phrases import Phrases, PokerHand, Seat
from dealerschoice.rules.steps import (
    KeepHands,
    Qualifier,
    Redeal,
    Settle,
    Showdown,
    SplitCard,
)
from dealerschoice.rules.steps.showdown import (
    BeatTable,
    ShowdownByTable,
    WinNeeds,
    CannotWin,
    Leg,
    NoQualified,
    ShareShowdown,
    WinsOutright,
)
from dealerschoice.rules.steps.vocab import (
    Against,
    Category,
    HandKind,
    HighLow,
    NoQualifiedThen,
    OutrightEvent,
    Payer,
    Pot,
    ShareWith,
    Side,
    SplitWith,
)

_HIGH = {"high": HighLow.HIGH, "highest": HighLow.HIGH, "higher": HighLow.HIGH, "best": HighLow.HIGH,
         "low": HighLow.LOW, "lowest": HighLow.LOW, "lower": HighLow.LOW}


@dataclass(frozen=True, slots=True)
class _Hand:
    """A hand a showdown names: its side, how it was chosen ("declared" / "showing" / None),
    and its size in cards (None: a poker hand of five)."""

    side: HighLow
    how: str | None = None
    size: int | None = None

    @property
    def kind(self) -> HandKind:
        if self.size == 2:
            return HandKind.TWO_CARD
        if self.size in (None, 5):
            return HandKind.BEST
        raise NotThisFamily  # a three-card showdown is a ranking, not read here


@dataclass(frozen=True, slots=True)
class _Need:
    """What a qualifier asks: a top card (`top`; `ceiling`: "no better than"), a category,
    or no pair."""

    top: str | None = None
    ceiling: bool = False
    hand: PokerHand | None = None
    no_pair: bool = False


def _words(children) -> list[str]:
    return [str(c) for c in children if isinstance(c, Token)]


class Reader(Phrases):
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

    showdown_sep = showdown_show = showdown_intro

    def showdown_end(self, children) -> HighLow:
        return _HIGH[_words(children)[0]]

    def showdown_declared_as(self, children) -> tuple[str, HighLow]:
        return "declared", children[-1]

    def showdown_showing(self, children) -> tuple[str, HighLow]:
        return "showing", children[-1]

    def showdown_declared(self, children):
        return None

    def showdown_hl(self, children) -> HighLow | str:
        word = _words(children)[0]
        return "best" if word == "best" else _HIGH[word]

    def showdown_hand(self, children) -> _Hand:
        side = children[0]
        how = next((c for c in children if isinstance(c, tuple)), None)
        size = next((c for c in children if isinstance(c, int) and not isinstance(c, HighLow)), None)
        if how is not None:
            # "the best declared low hand"; "the highest declared low hand" says two things
            if side != "best" and how[1] != side:
                raise NotThisFamily
            return _Hand(how[1], how[0], size)
        return _Hand(HighLow.HIGH if side == "best" else side, None, size)

    def showdown_best_side(self, children) -> _Hand:
        size = next((c for c in children if isinstance(c, int) and not isinstance(c, HighLow)), None)
        return _Hand(children[0], None, size)

    def showdown_ends(self, children) -> Showdown:
        if {c for c in children if isinstance(c, HighLow)} != {HighLow.HIGH, HighLow.LOW}:
            raise NotThisFamily
        return Showdown(Pot.HIGH_LOW)

    def showdown_split_high_low(self, children) -> Showdown:
        return Showdown(Pot.HIGH_LOW)

    def showdown_named_to_win(self, children) -> Qualifier:
        return self._qualifier(HighLow.HIGH, _Need(hand=children[0]))

    def showdown_verb(self, children):
        return None

    showdown_everything = showdown_split = showdown_verb

    def showdown_wins_pot(self, children) -> Showdown:
        hand = children[0]
        if hand.how == "declared":
            raise NotThisFamily
        return Showdown(Pot(hand.side.value), hand.kind)

    def showdown_pair(self, children) -> Showdown:
        one, other = (c for c in children if isinstance(c, _Hand))
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
        return ShareShowdown(hand.side, (children[-1],))

    def showdown_share_more(self, children) -> ShareShowdown:
        hand, other = (c for c in children if isinstance(c, _Hand))
        if hand.size or other.size or (hand.side, other.side) != (HighLow.HIGH, HighLow.LOW):
            raise NotThisFamily
        return ShareShowdown(hand.side, (ShareWith.LOW, children[-1]))

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
        first, otherwise = (c for c in children if isinstance(c, _Hand))
        if count != 2 or first.how or otherwise.how or first.size or otherwise.size \
                or (first.side, otherwise.side) != (HighLow.LOW, HighLow.HIGH):
            raise NotThisFamily
        return Showdown(Pot.LOW_IF_HEADS_UP)

    def showdown_unmatched(self, children) -> tuple:
        steps = (Showdown(Pot.HIGH, HandKind.UNMATCHED_HOLE_CARD),)
        return steps + ((Redeal("no-unique-card"),) if any(isinstance(c, Redeal) for c in children) else ())

    def showdown_redeal(self, children) -> Redeal:
        return Redeal("no-unique-card")

    # ---- qualifiers ---------------------------------------------------------------------------
    def showdown_half(self, children) -> HighLow:
        return next(c for c in children if isinstance(c, HighLow))

    showdown_half_hand = showdown_half

    def showdown_cannot(self, children):
        return None

    showdown_you_have = showdown_must = showdown_cannot

    def showdown_low_top(self, children) -> str:
        return next(c for c in children if isinstance(c, str) and not isinstance(c, (Token, HighLow)))

    def showdown_at_least(self, children) -> _Need:
        return _Need(hand=children[0])

    def showdown_no_better(self, children) -> _Need:
        return _Need(top=children[-1], ceiling=True)

    def showdown_or_better(self, children) -> _Need:
        return _Need(top=children[0])

    def showdown_no_pair(self, children) -> _Need:
        return _Need(no_pair=True)

    @staticmethod
    def _qualifier(half: HighLow, need: _Need) -> Qualifier:
        if half == HighLow.LOW:
            if need.no_pair:
                return Qualifier(HighLow.LOW, None, Category.NO_PAIR)
            if need.top is not None:
                return Qualifier(HighLow.LOW, need.top)
            raise NotThisFamily
        if need.hand is not None:
            return Qualifier(HighLow.HIGH, need.hand.rank, need.hand.category)
        if need.top is not None and not need.ceiling:  # "a queen high hand or better"
            return Qualifier(HighLow.HIGH, need.top, Category.HIGH_CARD)
        raise NotThisFamily

    def showdown_low_ceiling(self, children) -> Qualifier:
        half = next(c for c in children if isinstance(c, HighLow))
        if half != HighLow.LOW:
            raise NotThisFamily
        return Qualifier(HighLow.LOW, children[-1])

    def showdown_to_win(self, children) -> Qualifier:
        half = next((c for c in children if isinstance(c, HighLow)), HighLow.HIGH)
        return self._qualifier(half, children[-1])

    def showdown_must_have(self, children) -> Qualifier:
        need = next(c for c in children if isinstance(c, _Need))
        half = next((c for c in children if isinstance(c, HighLow)), HighLow.HIGH)
        return self._qualifier(half, need)

    def showdown_hand_must(self, children) -> Qualifier:
        need = next(c for c in children if isinstance(c, _Need))
        return self._qualifier(children[0], need)

    def showdown_named_qualifier(self, children) -> Qualifier:
        hand, half = children[0], children[1]
        return self._qualifier(half, _Need(hand=hand))

    def showdown_for_half(self, children) -> Qualifier:
        half = next(c for c in children if isinstance(c, HighLow))
        return self._qualifier(half, _Need(top=children[0]))

    # ---- hands to beat -----------------------------------------------------------------------
    def showdown_beat(self, children) -> BeatTable:
        beaten = next(c for c in children if isinstance(c, BeatTable))
        if any(c is True for c in children):
            beaten = replace(beaten, draws=True)
        return beaten

    def showdown_winner(self, children):
        return None

    def showdown_vs_table(self, children) -> BeatTable:
        return BeatTable(Against.TABLE_HAND)

    def showdown_vs_every_set(self, children) -> BeatTable:
        return BeatTable(Against.EVERY_TABLE_SET)

    def showdown_vs_deck(self, children) -> BeatTable:
        return BeatTable(Against.DECK_TOP, next(c for c in children if isinstance(c, int)))

    def showdown_table_draws(self, children) -> bool:
        return True

    def showdown_none_qualify(self, children) -> NoQualified:
        return children[-1]

    def showdown_no_one(self, children):
        return None

    def showdown_then_redeal(self, children) -> NoQualified:
        return NoQualified(NoQualifiedThen.REDEAL)

    def showdown_then_reante(self, children) -> NoQualified:
        return NoQualified(NoQualifiedThen.REDEAL_REANTE)

    def showdown_then_split(self, children) -> NoQualified:
        return NoQualified(NoQualifiedThen.SPLIT)

    # ---- outright wins and legs ------------------------------------------------------------
    def showdown_outright(self, children):
        return children[0]

    def showdown_out_of_cards(self, children) -> WinsOutright:
        return WinsOutright(OutrightEvent.OUT_OF_CARDS)

    def showdown_legs(self, children) -> WinsOutright:
        return WinsOutright(OutrightEvent.LEGS, next(c for c in children if isinstance(c, int)))

    def showdown_leg(self, children) -> Leg:
        hand = children[0]
        if hand.how or hand.size:
            raise NotThisFamily
        return Leg(hand.side)

    def showdown_high_card(self, children) -> _Need:
        return _Need(top=children[0])

    def showdown_losers_match(self, children) -> Settle:
        return Settle(Payer.IN_AND_LOST)

    def showdown_keep_hands(self, children) -> KeepHands:
        return KeepHands()

    def showdown_holds(self, children) -> WinsOutright:
        hand = next(c for c in children if isinstance(c, PokerHand))
        return WinsOutright(OutrightEvent.HOLDS_CATEGORY, category=hand.category)

    def showdown_joker_up(self, children) -> WinsOutright:
        return WinsOutright(OutrightEvent.DEALT_JOKER_UP)

    def showdown_cannot_win(self, children):
        return children[0]

    def showdown_barred_rank(self, children) -> CannotWin:
        return CannotWin(ranks=(next(c for c in children if isinstance(c, str) and not isinstance(c, Token)),))

    def showdown_barred_hand(self, children) -> CannotWin:
        hand = next(c for c in children if isinstance(c, PokerHand))
        return CannotWin(category=hand.category, rank=hand.rank, unless_alone=any(c is True for c in children))

    def showdown_unless_alone(self, children) -> bool:
        return True

    def showdown_rank(self, children) -> str:
        (rank,) = children
        if isinstance(rank, Token):  # a digit: "8", "10"
            value = int(rank)
            if not 2 <= value <= 10:
                raise NotThisFamily
            return "T" if value == 10 else str(value)
        return rank

    def showdown_rank_high(self, children) -> str:
        return cardwords.parse_rank(str(children[0]).removesuffix("-high"))

    def showdown_ties_split(self, children):
        return None  # what the showdown does anyway

    def showdown_pair_to_win(self, children) -> Qualifier:
        """"Jacks or better to win": a pair of jacks or better."""
        return Qualifier(HighLow.HIGH, children[0], Category.PAIR)

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
        return ShowdownByTable(tuple(taken), tuple(pot for _, _, pot in cases), otherwise.pot, cases[0][0])

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

    # ---- holdings a winner needs --------------------------------------------------------------
    def showdown_barred_match(self, children) -> CannotWin:
        number = next(c for c in children if isinstance(c, int) and not isinstance(c, bool))
        return CannotWin(table_match=number, unless_alone=any(c is True for c in children))

    def showdown_win_needs(self, children) -> WinNeeds:
        who, holder, needs = children[0], children[2], children[-1]
        if holder not in (("you", "they", "he", "the player") if who is None else ("it", "they")):
            raise NotThisFamily  # "you cannot win unless it has", "the high hand cannot win unless you have"
        pot = who if isinstance(who, HighLow) else None
        return WinNeeds(pot, **needs)

    def showdown_any_hand(self, children):
        return None

    def showdown_who_wins(self, children) -> HighLow:
        side = children[-1]
        if side not in (HighLow.HIGH, HighLow.LOW):
            raise NotThisFamily
        return side

    def showdown_holder(self, children) -> str:
        return " ".join(str(c) for c in children)

    def showdown_needs_suit_of(self, children) -> dict:
        numbers = [c for c in children if isinstance(c, int) and not isinstance(c, bool)]
        return {"count": numbers[0], "table_suit": numbers[1] if len(numbers) > 1 else 1}

    def showdown_needs_end(self, children) -> dict:
        end = next(c for c in children if isinstance(c, HighLow))
        suit = next(c for c in children if isinstance(c, str) and not isinstance(c, (Token, HighLow)))
        return {"suit": suit, "end": end}
