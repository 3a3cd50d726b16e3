"""Reader of `money.lark`: forced folds and payments, match-the-pot or fold, bought cards,
and the settlements of guts games."""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction

from lark import Token

from dealerschoice.rules import cardwords
from dealerschoice.rules.read.family import NotThisFamily
from dealerschoice.rules.read.phrases import CardTest, Phrases, Price, TableCard
from dealerschoice.rules.steps import Forced, KeepHands, Redeal, Settle, Trigger
from dealerschoice.rules.steps.vocab import Amount, Cost, Face, ForcedAction, PaidTo, Payer, Role
from dealerschoice.rules.steps.wager import CancelCard, FoldSeat


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


@dataclass(frozen=True, slots=True)
class _Doubling:
    rank: str


@dataclass(frozen=True, slots=True)
class _Pays:
    amount: Amount
    to: PaidTo
    times: int = 1


def _merge(tests: list[CardTest]) -> CardTest:
    """Cards named one or another ("a face up king or jack"): one test for any of them."""
    first = tests[0]
    for test in tests[1:]:
        if test.wild or test.pair or test.jokers or first.wild or first.pair:
            raise NotThisFamily("a list of cards names only ranks, cards and suits")
        first = CardTest(first.ranks + test.ranks, first.cards + test.cards, first.suits + test.suits,
                         up=first.up or test.up)
    return first


def _trigger(event: str, test, who: str = "any") -> Trigger:
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


class Reader(Phrases):
    # ---- forced rules -----------------------------------------------------------------------
    def money_forced(self, children) -> Forced:
        trigger = next(c for c in children if isinstance(c, Trigger))
        then: _Then = next(c for c in children if isinstance(c, _Then))
        if then.doubles_per is not None and then.doubles_per not in trigger.ranks:
            raise NotThisFamily("the payment doubles for a rank other than the trigger's")
        return Forced(trigger, then.action, then.cost, then.optional, then.cards, then.face,
                      cost_times=then.cost_times, doubles_per_up=then.doubles_per is not None)

    def money_forced_gets(self, children) -> Forced:
        """"If they match the pot they get dealt an up card": one card for each payment."""
        forced = self.money_forced(children)
        face = next(c for c in children if isinstance(c, Face))
        return replace(forced, cards=1, face=face)

    def money_match_gets(self, children) -> Face:
        return next(c for c in children if isinstance(c, Face))

    def money_flipped_all(self, children) -> Forced:
        return Forced(Trigger("flipped-all-not-best"), ForcedAction.FOLD)

    def money_lowest(self, children) -> Forced:
        return Forced(Trigger("lowest-unrepeated-flip"), ForcedAction.MATCH_OR_FOLD)

    def money_lowest_cancel(self, children) -> tuple[Forced, CancelCard]:
        """(The old regexes made the cancel option a TableRule; it is a typed step now.)"""
        return self.money_lowest(children), CancelCard()

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
        return Trigger("flip-or-dealt", sum_to=total, who=children[0])

    def money_pay_gets(self, children) -> Face:
        return next(c for c in children if isinstance(c, Face))

    def money_escalation(self, children):
        return None

    # ---- card events --------------------------------------------------------------------------
    def when_dealt_up(self, children) -> Trigger:
        return _trigger("dealt-up", children[-1], children[0])

    def when_card_dealt_up(self, children) -> Trigger:
        return _trigger("dealt-up", children[0])

    def when_flip(self, children) -> Trigger:
        return _trigger("flip", children[-1], children[0])

    def when_flip_or_dealt(self, children) -> Trigger:
        return _trigger("flip-or-dealt", children[-1], children[0])

    def when_gets_up(self, children) -> Trigger:
        return _trigger("gets-up", children[-1], children[0])

    def when_first_flip(self, children) -> Trigger:
        return _trigger("first-flip", children[-1])

    def money_up_cards(self, children):
        return self.money_cards(children)

    def money_cards(self, children):
        tests = [c for c in children if isinstance(c, (CardTest, Trigger))]
        if len(tests) == 1:
            return tests[0]
        if any(isinstance(t, Trigger) for t in tests):
            raise NotThisFamily("a table rank is not one of a list of cards")
        return _merge(tests)

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
            return Trigger("flip", table_rank=1)
        if table.place == "nth" and table.n is not None:
            return Trigger("flip", table_rank=table.n)
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

    # ---- settlements ---------------------------------------------------------------------------
    def money_settle_run(self, children) -> tuple:
        settle: Settle = children[0]
        return (settle,) + tuple(c for c in children[1:] if c is not None)

    def money_settle(self, children) -> Settle:
        who: Payer = children[0]
        pays: _Pays = children[1]
        again = children[2] if len(children) > 2 else None
        if who == Payer.BEST_IF_NONE_IN and pays.to == PaidTo.WINNER:
            raise NotThisFamily("nobody went in: there is no winner to pay")
        return Settle(who, pays.amount, pays.to, pays.times, again)

    def payer_in_and_lost(self, children) -> Payer:
        return Payer.IN_AND_LOST

    def payer_stayed_and_lost(self, children) -> Payer:
        return Payer.STAYED_AND_LOST

    def payer_declared_out(self, children) -> Payer:
        return Payer.DECLARED_OUT

    def payer_best_if_none_in(self, children) -> Payer:
        if children[-1] != Role.BEST_HAND:
            raise NotThisFamily("only the best hand pays when nobody went in")
        return Payer.BEST_IF_NONE_IN

    def payer_out_if_few_in(self, children) -> Payer:
        return Payer.OUT_IF_FEW_IN

    def pays_pot(self, children) -> _Pays:
        amount, times = next(c for c in children if isinstance(c, tuple))
        return _Pays(amount, PaidTo.POT, times)

    def pays_winner(self, children) -> _Pays:
        amount, times = next(c for c in children if isinstance(c, tuple))
        return _Pays(amount, PaidTo.WINNER, times)

    def amount_pot(self, children) -> tuple[Amount, int]:
        return Amount.POT, 1

    def amount_half(self, children) -> tuple[Amount, int]:
        return Amount.HALF_POT, 1

    def amount_fraction(self, children) -> tuple[Amount, int]:
        word = children[0]
        share = {"a quarter": Fraction(1, 4), "one quarter": Fraction(1, 4), "a half": Fraction(1, 2),
                 "one half": Fraction(1, 2)}.get(word) or Fraction(word)
        found = {Fraction(1, 2): Amount.HALF_POT, Fraction(1, 4): Amount.QUARTER_POT}.get(share)
        if found is None:
            raise NotThisFamily(f"no settlement of {share} of the pot")
        return found, 1

    def amount_max_bet(self, children) -> tuple[Amount, int]:
        return Amount.MAX_BET, 1

    def amount_max_bets(self, children) -> tuple[Amount, int]:
        return Amount.MAX_BET, children[0]

    def money_share(self, children) -> str:
        return " ".join(str(c) for c in children)

    def money_again(self, children) -> str:
        return children[-1]

    def money_keep(self, children) -> KeepHands:
        return KeepHands()

    def redeal_none_in_or_matched(self, children) -> Redeal:
        return Redeal("nobody-in-or-matched")

    def redeal_unless_one(self, children) -> Redeal:
        return Redeal("unless-one-stayed")

    def _none(self, children):
        return None

    money_must_fold = money_adverb = money_they = money_another = _none
    money_anyone = money_none_in = money_matched = _none
