"""Reader of `money.lark`: forced folds and payments, match-the-pot or fold, bought cards,
and the settlements of guts games.

The reader is composed by meaning: this module reads card events and the `Forced` rules
they fire; `money_settle` the settlements of guts games and their redeals; `money_folds`
the folds and payments that are not a `Forced` rule (table cards, neighbours, empty hands,
low cards, forced purchases)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction

from lark import Token

from dealerschoice.rules import cardwords
from dealerschoice.rules.read.family import NotThisFamily
from dealerschoice.rules.read.money_folds import FoldReading
from dealerschoice.rules.read.money_settle import Pays, SettleReading
from dealerschoice.rules.read.phrases import CardTest, Phrases, Price, TableCard
from dealerschoice.rules.steps import Forced, Trigger
from dealerschoice.rules.steps.money_wild import BoughtCardWild
from dealerschoice.rules.steps.vocab import (
    Cost,
    Face,
    ForcedAction,
    PenaltyWho,
    Role,
    TriggerEvent,
    TriggerWho,
)
from dealerschoice.rules.steps.wager import (
    BuyBackIn,
    CancelCard,
    FoldHolders,
    FoldSeat,
    HoldingFold,
    LoserPenalty,
)


@dataclass(frozen=True, slots=True)
class _Then:
    """What a forced rule makes the player do: the Forced fields but the trigger."""

    action: ForcedAction
    cost: Cost | None = None
    optional: bool = False
    cards: int = 0
    face: Face = Face.UP
    cost_times: int = 1
    doubles_per: str | None = None
    pot_divided_by: int = 1


@dataclass(frozen=True, slots=True)
class _Doubling:
    rank: str



def _merge(tests: list[CardTest]) -> CardTest:
    """Cards named one or another ("a face up king or jack"): one test for any of them."""
    first = tests[0]
    for test in tests[1:]:
        if test.wild or test.pair or test.jokers or first.wild or first.pair:
            raise NotThisFamily("a list of cards names only ranks, cards and suits")
        first = CardTest(first.ranks + test.ranks, first.cards + test.cards, first.suits + test.suits,
                         up=first.up or test.up)
    return first


def _trigger(event: TriggerEvent, test, who: TriggerWho = TriggerWho.ANY) -> Trigger:
    if isinstance(test, Trigger):  # a table rank or a sum, already a Trigger
        return replace(test, event=event, who=who)
    if test.jokers:  # a Trigger names no jokers: the sentence is not read
        raise NotThisFamily("a card event on a joker has no Trigger")
    return Trigger(event, test.ranks, test.cards, test.suits, wild=test.wild, pair=test.pair, who=who)


def _cost(price: Price) -> tuple[Cost, int]:
    """A Forced cost is a unit ("max bet", "the pot", "an ante") a whole number of times."""
    if price.unit == Cost.FREE or price.times.denominator != 1:
        raise NotThisFamily("a forced payment is a whole number of a unit")
    return price.unit, int(price.times)


class Reader(SettleReading, FoldReading, Phrases):
    # ---- forced rules -----------------------------------------------------------------------
    def money_forced(self, children) -> Forced:
        trigger = next(c for c in children if isinstance(c, Trigger))
        then: _Then = next(c for c in children if isinstance(c, _Then))
        if trigger.event == "dealt" and then.action == ForcedAction.PAY:
            raise NotThisFamily("a payment for a card dealt in any face is the other family's CardPenalty")
        if then.doubles_per is not None and then.doubles_per not in trigger.ranks:
            raise NotThisFamily("the payment doubles for a rank other than the trigger's")
        return Forced(trigger, then.action, then.cost, then.optional, then.cards, then.face,
                      cost_times=then.cost_times, doubles_per_up=then.doubles_per is not None,
                      pot_divided_by=then.pot_divided_by)

    def money_forced_gets(self, children) -> Forced:
        """"If they match the pot they get dealt an up card": one card for each payment."""
        forced = self.money_forced(children)
        face = next(c for c in children if isinstance(c, Face))
        return replace(forced, cards=1, face=face)

    def money_match_gets(self, children) -> Face:
        return next(c for c in children if isinstance(c, Face))

    def money_flipped_all(self, children) -> Forced:
        return Forced(Trigger(TriggerEvent.FLIPPED_ALL_NOT_BEST), ForcedAction.FOLD)

    def money_lowest(self, children) -> Forced:
        return Forced(Trigger(TriggerEvent.LOWEST_UNREPEATED_FLIP), ForcedAction.MATCH_OR_FOLD)

    def money_lowest_cancel(self, children) -> tuple[Forced, CancelCard]:
        """(The old regexes made the cancel option a TableRule; it is a typed step now.)"""
        return self.money_lowest(children), CancelCard()

    def money_forced_who(self, children) -> Forced:
        """A player who does something with a card folds: "Any player who flips a red ace must fold"."""
        return Forced(children[0], ForcedAction.FOLD)

    def who_flip(self, children) -> Trigger:
        return _trigger(TriggerEvent.FLIP, children[-1])

    def who_dealt_up(self, children) -> Trigger:
        return _trigger(TriggerEvent.DEALT_UP, children[-1])

    def who_gets_up(self, children) -> Trigger:
        return _trigger(TriggerEvent.GETS_UP, children[-1])

    def money_holding(self, children) -> HoldingFold:
        """Cards held together: "If you ever have both a king and a nine in your hand, you must fold"."""
        if children[0] != "any":
            raise NotThisFamily("only a player still in is made to fold")
        ranks, suited = next(c for c in children if isinstance(c, tuple))
        then: _Then = next(c for c in children if isinstance(c, _Then))
        if then.action not in (ForcedAction.FOLD, ForcedAction.MATCH_OR_FOLD) or len(set(ranks)) != len(ranks):
            raise NotThisFamily("a holding folds, or matches the pot or folds, on distinct ranks")
        return HoldingFold(ranks, suited, then.action)

    def money_held(self, children) -> tuple[tuple[str, ...], bool]:
        ranks = tuple(c for c in children if isinstance(c, str))
        return ranks, any(c is True for c in children)

    def money_held_card(self, children) -> str:
        return children[-1]

    def money_same_suit(self, children) -> bool:
        return True

    def money_dealt_cards(self, children):
        return self.money_cards(children)

    def money_fold_holders(self, children) -> FoldHolders:
        trigger: Trigger = children[0]
        held: CardTest = children[1]
        if trigger.event != "dealt-up" or trigger.who != "any" or held.wild or held.pair or held.jokers:
            raise NotThisFamily("other players fold on a card dealt face up, for the cards they hold")
        return FoldHolders(trigger, held.ranks, held.cards, held.suits)

    def money_holders(self, children) -> CardTest:
        return children[-1]

    def holder_colour(self, children) -> CardTest:
        colour, rank = children
        return CardTest(cards=tuple(rank + s for s in ("hd" if colour == "red" else "sc")))

    def holder_rank(self, children) -> CardTest:
        return CardTest(ranks=(children[0],))

    def holder_suit(self, children) -> CardTest:
        return CardTest(suits=(children[0],))

    def holder_card(self, children) -> CardTest:
        return children[0]

    def money_bought_wild(self, children) -> BoughtCardWild:
        return BoughtCardWild()

    def money_buy_back_in(self, children) -> BuyBackIn:
        cost, times = next(c for c in children if isinstance(c, tuple))
        return BuyBackIn(cost, times)

    def buy_back_pot(self, children) -> tuple[Cost, int]:
        return Cost.POT, 1

    def buy_back_price(self, children) -> tuple[Cost, int]:
        return _cost(children[0])

    def money_penalty(self, children) -> LoserPenalty:
        who, common = children[0]
        pays: Pays = next(c for c in children if isinstance(c, Pays))
        redeal = any(c is True for c in children)
        return LoserPenalty(who, pays.amount, pays.to, pays.times, common, redeal)

    def penalty_opener(self, children) -> tuple[PenaltyWho, None]:
        return PenaltyWho.OPENER, None

    def penalty_bought_wild(self, children) -> tuple[PenaltyWho, None]:
        return PenaltyWho.BOUGHT_WILD, None

    def penalty_used_common(self, children) -> tuple[PenaltyWho, int]:
        return PenaltyWho.USED_COMMON, next(c for c in children if isinstance(c, int))

    def money_penalty_redeal(self, children) -> bool:
        return True

    def money_cancel(self, children) -> CancelCard:
        return CancelCard()

    def money_fold_seat(self, children) -> FoldSeat:
        role = children[0]
        if role not in (Role.LOW_SHOWING, Role.HIGH_SHOWING):
            raise NotThisFamily(f"{role} is not a seat a fold is forced on")
        return FoldSeat(role)

    def money_sums(self, children) -> Forced:
        """Pay or fold for each sum made: the first is free, then the pot, then double."""
        trigger: Trigger = next(c for c in children if isinstance(c, Trigger))
        total = [c for c in children if isinstance(c, int) and not isinstance(c, bool)][-1]
        if total != trigger.sum_to:
            raise NotThisFamily("the sums paid for are not the sums of the event")
        face = next((c for c in children if isinstance(c, Face)), None)
        return Forced(trigger, ForcedAction.PAY_OR_FOLD, cards=1 if face else 0, face=face or Face.UP, escalating=True)

    def money_sum_when(self, children) -> Trigger:
        total = next(c for c in children if isinstance(c, int) and not isinstance(c, bool))
        return Trigger(TriggerEvent.FLIP_OR_DEALT, sum_to=total, who=children[0])

    def money_pay_gets(self, children) -> Face:
        return next(c for c in children if isinstance(c, Face))

    def money_escalation(self, children):
        return None

    # ---- card events --------------------------------------------------------------------------
    def when_dealt_up(self, children) -> Trigger:
        return _trigger(TriggerEvent.DEALT_UP, children[-1], children[0])

    def when_dealt(self, children) -> Trigger:
        """Dealt a card, face not said: face up or down ("dealt a red eight")."""
        return _trigger(TriggerEvent.DEALT, children[-1], children[0])

    def when_card_dealt_up(self, children) -> Trigger:
        return _trigger(TriggerEvent.DEALT_UP, children[0])

    def when_flip(self, children) -> Trigger:
        return _trigger(TriggerEvent.FLIP, children[-1], children[0])

    def when_flip_or_dealt(self, children) -> Trigger:
        return _trigger(TriggerEvent.FLIP_OR_DEALT, children[-1], children[0])

    def when_gets_up(self, children) -> Trigger:
        return _trigger(TriggerEvent.GETS_UP, children[-1], children[0])

    def when_first_flip(self, children) -> Trigger:
        return _trigger(TriggerEvent.FIRST_FLIP, children[-1])

    def money_up_cards(self, children):
        return self.money_cards(children)

    def money_cards(self, children):
        tests = [c for c in children if isinstance(c, (CardTest, Trigger))]
        if len(tests) == 1:
            return tests[0]
        if any(isinstance(t, Trigger) for t in tests):
            raise NotThisFamily("a table rank is not one of a list of cards")
        return _merge([t for t in tests if isinstance(t, CardTest)])  # no Trigger among them

    def money_up_card(self, children) -> CardTest:
        return children[0]

    def money_card(self, children):
        return children[0]

    def money_or_card(self, children) -> CardTest:
        return children[0]

    def money_named(self, children) -> str:
        return " ".join(str(c) for c in children if isinstance(c, Token))

    def money_named_up(self, children) -> CardTest:
        name = next(c for c in children if isinstance(c, str) and not isinstance(c, (Token, Face)))
        return CardTest(cards=cardwords.NAMED_CARDS[name], up=any(c is Face.UP for c in children))

    def money_pair(self, children) -> CardTest:
        """A card that pairs another of the player's up cards."""
        return CardTest(pair=True, up=Face.UP in children)

    def money_table_rank(self, children) -> Trigger:
        table: TableCard = children[-1]
        if table.place == "only":
            return Trigger(TriggerEvent.FLIP, table_rank=1)
        if table.place == "nth" and table.n is not None:
            return Trigger(TriggerEvent.FLIP, table_rank=table.n)
        raise NotThisFamily("a table card by place other than its number")

    def money_first_card(self, children) -> CardTest:
        return children[0]

    def money_flip(self, children):
        return None

    # ---- what the player does ------------------------------------------------------------------
    def then_fold(self, children) -> _Then:
        return _Then(ForcedAction.FOLD)

    def then_match_or_fold(self, children) -> _Then:
        return _Then(ForcedAction.MATCH_OR_FOLD)

    def then_match_share_or_fold(self, children) -> _Then:
        return _Then(ForcedAction.MATCH_OR_FOLD, pot_divided_by=next(c for c in children if isinstance(c, int)))

    def share_half(self, children) -> int:
        return 2

    def share_fraction(self, children) -> int:
        share = Fraction(str(children[0]))
        if share.numerator != 1 or share.denominator < 2:
            raise NotThisFamily("a share of the pot here is one part of it (1/2, 1/3, 1/4...)")
        return share.denominator

    def share_third(self, children) -> int:
        return 3

    def share_quarter(self, children) -> int:
        return 4

    def money_frac_word(self, children) -> str:
        return str(children[0])

    def money_then(self, children) -> _Then:
        return children[0]

    def money_then_match(self, children) -> _Then:
        return children[0]

    def then_force_fold(self, children) -> _Then:
        return _Then(ForcedAction.FORCE_FOLD, optional=True)

    def then_back_in(self, children) -> _Then:
        return _Then(ForcedAction.BACK_IN)

    def then_buy(self, children) -> _Then:
        cost, times = _cost(next(c for c in children if isinstance(c, Price)))
        face = next(c for c in children if isinstance(c, Face))
        return _Then(ForcedAction.BUY, cost, optional=True, cards=1, face=face, cost_times=times)

    def then_pay_or_fold(self, children) -> _Then:
        cost, times = _cost(next(c for c in children if isinstance(c, Price)))
        doubles = next((c for c in children if isinstance(c, _Doubling)), None)
        return _Then(ForcedAction.PAY_OR_FOLD, cost, cost_times=times, doubles_per=doubles.rank if doubles else None)

    def money_doubling(self, children) -> _Doubling:
        return _Doubling(children[-1])

    def then_pay(self, children) -> _Then:
        cost, times = _cost(next(c for c in children if isinstance(c, Price)))
        return _Then(ForcedAction.PAY, cost, cost_times=times)

    def then_exchange(self, children) -> _Then:
        return _Then(ForcedAction.EXCHANGE, cards=1, face=Face.DOWN)

    def then_steal_up(self, children) -> _Then:
        return _Then(ForcedAction.STEAL_UP, optional=True)

    def _none(self, children):
        return None

    money_must_fold = money_adverb = money_they = money_another = _none
    money_anyone = money_none_in = money_matched = _none
    money_who_any = money_hold = money_in_hand = _none
    money_folded = money_back_in = money_rejoin = money_penalty_someone = money_no_win = _none
