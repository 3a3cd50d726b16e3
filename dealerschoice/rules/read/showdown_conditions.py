"""The showdown family's reading of the conditions on winning: qualifiers, hands a winner
must beat, what happens when no one qualifies, outright wins and legs, hands that cannot win
and holdings a winner needs (a mixin of `showdown.Reader`)."""

from __future__ import annotations

from dataclasses import replace

from lark import Token

from dealerschoice.rules import cardwords
from dealerschoice.rules.read.family import NotThisFamily
from dealerschoice.rules.read.phrases import PokerHand
from dealerschoice.rules.read.showdown_parts import HandSaid, Need
from dealerschoice.rules.steps import KeepHands, Qualifier, Settle
from dealerschoice.rules.steps.ranking_rules import (
    LiveCardsToWin,
    MustWinAll,
    NoLowScoops,
    TwoHandShowdown,
)
from dealerschoice.rules.steps.showdown import (
    BeatTable,
    CannotWin,
    Leg,
    NoQualified,
    WinNeeds,
    WinsOutright,
)
from dealerschoice.rules.steps.vocab import (
    Against,
    Category,
    HighLow,
    NoQualifiedThen,
    OutrightEvent,
    Payer,
)


class ConditionReading:
    """The reader's methods for qualifiers and other conditions on winning."""

    # ---- qualifiers ---------------------------------------------------------------------------
    def showdown_half(self, children) -> HighLow:
        return next(c for c in children if isinstance(c, HighLow))

    showdown_half_hand = showdown_half

    def showdown_cannot(self, children):
        return None

    showdown_you_have = showdown_must = showdown_cannot

    def showdown_low_top(self, children) -> str:
        return next(c for c in children if isinstance(c, str) and not isinstance(c, (Token, HighLow)))

    def showdown_at_least(self, children) -> Need:
        return Need(hand=children[0])

    def showdown_no_better(self, children) -> Need:
        return Need(top=children[-1], ceiling=True)

    def showdown_or_better(self, children) -> Need:
        return Need(top=children[0])

    def showdown_no_pair(self, children) -> Need:
        return Need(no_pair=True)

    @staticmethod
    def _qualifier(half: HighLow, need: Need) -> Qualifier:
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

    def showdown_low_paired(self, children) -> Qualifier:
        half = next(c for c in children if isinstance(c, HighLow))
        if half != HighLow.LOW:
            raise NotThisFamily  # "you cannot win the high half if you have a pair": no such rule
        return Qualifier(HighLow.LOW, None, Category.NO_PAIR)

    def showdown_to_win(self, children) -> Qualifier:
        half = next((c for c in children if isinstance(c, HighLow)), HighLow.HIGH)
        return self._qualifier(half, children[-1])

    def showdown_must_have(self, children) -> Qualifier:
        need = next(c for c in children if isinstance(c, Need))
        half = next((c for c in children if isinstance(c, HighLow)), HighLow.HIGH)
        return self._qualifier(half, need)

    def showdown_hand_must(self, children) -> Qualifier:
        need = next(c for c in children if isinstance(c, Need))
        return self._qualifier(children[0], need)

    def showdown_named_qualifier(self, children) -> Qualifier:
        hand, half = children[0], children[1]
        return self._qualifier(half, Need(hand=hand))

    def showdown_for_half(self, children) -> Qualifier:
        half = next(c for c in children if isinstance(c, HighLow))
        return self._qualifier(half, Need(top=children[0]))

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

    def showdown_no_low(self, children) -> NoLowScoops:
        hand = next(c for c in children if isinstance(c, HandSaid))
        if hand.side != HighLow.HIGH or hand.how is not None or hand.size:
            raise NotThisFamily  # "if nobody qualifies for low, the low hand wins": not this rule
        return NoLowScoops()

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

    def showdown_high_card(self, children) -> Need:
        return Need(top=children[0])

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

    # ---- live cards, and every hand of several ---------------------------------------------
    def showdown_needs_live(self, children) -> LiveCardsToWin:
        return LiveCardsToWin(next(c for c in children if isinstance(c, int) and not isinstance(c, bool)))

    def showdown_win_all(self, children) -> MustWinAll:
        sizes = tuple(c for c in children if isinstance(c, int) and not isinstance(c, bool))
        if len(set(sizes)) != len(sizes):
            raise NotThisFamily  # "the five card hand and the five card hand": not two hands
        return MustWinAll(sizes)

    # ---- two hands shown one after the other ---------------------------------------------------
    def showdown_two_stage(self, children) -> TwoHandShowdown:
        keep = next(c for c in children if isinstance(c, int) and not isinstance(c, bool))
        if keep < 2:
            raise NotThisFamily  # "everyone except the one best hand": the first hand wins
        return TwoHandShowdown(keep)

    def showdown_flips(self, children):
        return None
