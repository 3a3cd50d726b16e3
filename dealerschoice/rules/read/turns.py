"""Reader of `turns.lark`: a betting round said as the verb "bet", with what the same turn
does after it ("Bet, then deal 1 card up.", "Bet, declare and show.")."""

from __future__ import annotations

from dealerschoice.rules.read.family import NotThisFamily
from dealerschoice.rules.read.phrases import Phrases
from dealerschoice.rules.steps import Bet, Deal, Declare, Flip, RuleStep
from dealerschoice.rules.steps.vocab import Choice, DeclareMode, Face, FlipSource, FlipWho, Target


class _Shown:
    """ "show": the showdown the next sentence words; no step."""


class Reader(Phrases):
    def turns(self, children) -> tuple[RuleStep, ...]:
        return tuple(c for c in children if isinstance(c, RuleStep))

    def turns_bet(self, children) -> Bet:
        return Bet()

    def turns_sep(self, children) -> None:
        return None

    def turns_deal(self, children) -> Deal:
        count = next(c for c in children if isinstance(c, int))
        face = next(c for c in children if isinstance(c, Face))
        if count < 1:
            raise NotThisFamily  # "deal 0 cards up" deals nothing
        return Deal(count, face, Target.EACH)

    def turns_flip(self, children) -> Flip:
        count = next((c for c in children if isinstance(c, int)), 1)
        if count < 1:
            raise NotThisFamily
        return Flip(FlipWho.EACH, count, FlipSource.TOP, True)

    def turns_flip_chosen(self, children) -> Flip:
        count = next(c for c in children if isinstance(c, int))
        if count < 1:
            raise NotThisFamily
        return Flip(FlipWho.EACH, count, FlipSource.CHOICE, True)

    def turns_which(self, children) -> int:
        return next((c for c in children if isinstance(c, int)), 1)  # "the next card": one

    def turns_as_before(self, children) -> None:
        return None

    def turns_declare(self, children) -> Declare:
        return Declare((Choice.HIGH, Choice.LOW), DeclareMode.SIMULTANEOUS)

    def turns_show(self, children) -> _Shown:
        return _Shown()
