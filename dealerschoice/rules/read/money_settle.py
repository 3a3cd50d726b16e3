"""Part of the money family's reader (`money.lark`): the settlements of guts games (who pays
what to whom when they lose), players keeping their hands, and the redeals that follow."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from dealerschoice.rules.read.family import NotThisFamily
from dealerschoice.rules.steps import KeepHands, Redeal, Settle
from dealerschoice.rules.steps.vocab import Amount, GutsAnteWho, PaidTo, Payer, Role
from dealerschoice.rules.steps.wager import GutsAnte


@dataclass(frozen=True, slots=True)
class Pays:
    """What a settlement pays: `times` x `amount`, to the pot or to the winner."""

    amount: Amount
    to: PaidTo
    times: int = 1


class SettleReading:
    """Readings of guts settlements and the sentences that follow them."""

    def money_settle_run(self, children) -> tuple:
        settle: Settle = children[0]
        rest = (c for c in children[1:] if c is not None)
        return (settle,) + tuple(s for c in rest for s in (c if isinstance(c, tuple) else (c,)))

    def money_settle(self, children) -> Settle:
        who: Payer = children[0]
        pays: Pays = children[1]
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

    def pays_pot(self, children) -> Pays:
        amount, times = next(c for c in children if isinstance(c, tuple))
        return Pays(amount, PaidTo.POT, times)

    def pays_winner(self, children) -> Pays:
        amount, times = next(c for c in children if isinstance(c, tuple))
        return Pays(amount, PaidTo.WINNER, times)

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

    def redeal_reante_none_in_or_matched(self, children) -> tuple[Redeal, GutsAnte]:
        """"Redeal with reante for all if ...": the redeal, and everyone antes again for it."""
        return Redeal("nobody-in-or-matched"), GutsAnte(GutsAnteWho.ALL_ON_REDEAL)

    def redeal_unless_one(self, children) -> Redeal:
        return Redeal("unless-one-stayed")
