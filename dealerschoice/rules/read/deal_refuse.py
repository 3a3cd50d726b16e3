"""Deal family, a dealt card refused: passed on, rejected or switched, how often, at what fee
(`RefuseCard`)."""

from __future__ import annotations

from dataclasses import dataclass

from dealerschoice.rules.read.deal_parts import (
    first_of,
    nothing,
)
from dealerschoice.rules.read.family import NotThisFamily
from dealerschoice.rules.read.phrases import Price, Seat
from dealerschoice.rules.steps.dealing import RefuseCard
from dealerschoice.rules.steps.vocab import (
    Side,
)


class RefuseReading:
    """A dealt card refused (`deal.lark`'s `deal_refuse*` rules)."""

    # ---- a dealt card refused ---------------------------------------------------------------
    def deal_refuse(self, children) -> RefuseCard:
        act: _Act = first_of(children, _Act)
        price = first_of(children, Price)
        then = first_of(children, _Then)
        passed = act.passed or (then is not None and then.forced_on)
        if act.switch and then is not None:
            raise NotThisFamily("a switch is a replacement already")
        past = _Tail.PAST_DEALER in children
        if past and not passed:
            raise NotThisFamily("only a card passed on goes past the dealer")
        return RefuseCard(
            passed=passed,
            replaced=act.switch or (then is not None and then.replaced),
            first_only=act.first_only,
            even_passed=_Even in children,
            cost=price.unit if price else None,
            times=float(price.times) if price else 1.0,
            per_game=first_of(children, _PerGame),
            past_dealer_discarded=past,
            doubled_fee=_Doubled in children,
        )

    def refuse_fee_doubled(self, children):
        return _Doubled

    def refuse_once(self, children) -> _PerGame:
        return _PerGame(1)

    def refuse_twice(self, children) -> _PerGame:
        return _PerGame(2)

    def refuse_times(self, children) -> _PerGame:
        return _PerGame(children[0])

    def deal_refuse_pay(self, children) -> Price:
        return children[0]

    deal_refuse_if_pay = deal_refuse_pay

    def act_pass(self, children) -> _Act:
        return _Act(passed=True, first_only=children[0])

    def act_pass_on(self, children) -> _Act:
        seat = first_of(children, Seat)
        if seat.seats != 1 or seat.direction != Side.LEFT:
            raise NotThisFamily("a refused card goes on to the next player, on the left")
        return _Act(passed=True, first_only=False)

    def act_reject(self, children) -> _Act:
        return _Act(passed=False, first_only=children[0])

    def act_switch(self, children) -> _Act:
        return _Act(passed=False, first_only=children[0], switch=True)

    def refused_first(self, children) -> bool:
        return True

    def refused_any(self, children) -> bool:
        return False

    def deal_refuse_even(self, children):
        return _Even

    def refuse_replaced(self, children) -> _Then:
        return _Then(replaced=True)

    def refuse_forced_on(self, children) -> _Then:
        seat = first_of(children, Seat)
        if seat.seats != 1 or seat.direction != Side.LEFT:
            raise NotThisFamily("a refused card goes on to the next player, on the left")
        return _Then(forced_on=True)

    def refuse_past_dealer(self, children) -> str:
        return _Tail.PAST_DEALER

    def refuse_at_once(self, children) -> str:
        """"This must be done before the next player is dealt a card": a card is refused as it
        is dealt, which is how `RefuseCard` reads anyway."""
        return _Tail.AT_ONCE

    deal_per_game = deal_refuser = deal_they_get = deal_them = nothing


class _PerGame(int):
    """How many times a game."""


@dataclass(frozen=True, slots=True)
class _Act:
    passed: bool
    first_only: bool
    switch: bool = False


@dataclass(frozen=True, slots=True)
class _Then:
    replaced: bool = False
    forced_on: bool = False


class _Doubled:
    """Marks "pay double last round's passing fee"."""


class _Even:
    """Marks "even if it was passed to them"."""


class _Tail:
    PAST_DEALER = "past-dealer"
    AT_ONCE = "at-once"
