"""Plans whose deals may take a card from anywhere in the deck (a refused, bought or twisted
card's replacement): each deal shuffles the whole deck, and the plan's own judge plays it.
`PlaysWholeDeck` is the `play` and `deal` they share; a plan gives `judge()`."""

from __future__ import annotations

import random
from typing import Protocol

from dealerschoice.play.fast.run import DealOutcome, PlanCounts, shuffler


class DeckJudge(Protocol):
    def deal(self, counts: PlanCounts, deck: list[int]) -> DealOutcome: ...


class PlaysWholeDeck:
    """`play` and `deal` for a plan whose `judge()` plays a shuffled whole deck (put it first
    among the plan's bases)."""

    __slots__ = ()
    deck: tuple[int, ...]

    def judge(self) -> DeckJudge:
        raise NotImplementedError(f"{type(self).__name__}.judge: a whole-deck plan must give its judge")

    def play(self, seeds: range | list[int]) -> PlanCounts:
        judge = self.judge()
        counts = PlanCounts()
        shuffle = shuffler(self.deck, len(self.deck))
        for seed in seeds:
            judge.deal(counts, shuffle(seed))
        return counts

    def deal(self, seed: int) -> DealOutcome:
        x = list(self.deck)
        random.Random(seed).shuffle(x)
        return self.judge().deal(PlanCounts(), x)
