"""A layout game dealt again when a common card turns up: "If flipping a common ever reveals a
face card, redeal." (Out at Home), or after every showdown someone lost, whose losers
match the pot (Double Cross: `again_plan`), planned.

The simulator watches the face-up table cards after every step (`mechanics.redeals.watch`);
one the rule names throws every card in (`Table.gather`: what is left of the deck, each
seat's cards in the order held, then the table's) and shuffles them with the table's own
random numbers, and the rules start again; after `simulate.MAX_DEALS` deals the hand stops,
nobody winning. Where every card is dealt before the first board flip, face down, a redeal
always finds the same cards out (all of them), and it comes on a deal exactly when a common
card the flips leave face up is one the rule names, whichever flip turns it. So a
`RedealPlan` shuffles as the table does, deals again as it gathers, and scores the first deal
no named card shows on as its `Plan` (`layout_side_deck.deal_counter`). High showdowns only.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from dealerschoice.cards.cards import Card
from dealerschoice.play.fast.layout_lines import LayoutPlan
from dealerschoice.play.fast.layout_side_deck import deal_counter
from dealerschoice.play.fast.plan import Plan, Unplanned
from dealerschoice.play.fast.run import DealOutcome, PlanCounts
from dealerschoice.play.mechanics.redeals import fits
from dealerschoice.rules.steps import Deal, Showdown
from dealerschoice.rules.steps.board import BoardFlip
from dealerschoice.rules.steps.dealing_events import RedealIf
from dealerschoice.rules.steps.vocab import Face, Pot, Target
from dealerschoice.rules.steps.vocab_cards import RedealWhen

if TYPE_CHECKING:
    from dealerschoice.play.fast.layout_deals import Dealt
    from dealerschoice.play.program import Program


def redeal_rules(program: Program) -> list[tuple[int, RedealIf]]:
    """The game's "redeal when a table card turns up" rules (with their rule numbers)."""
    return [(n, s) for n, s in program.standing if type(s) is RedealIf and s.when == RedealWhen.TABLE_CARD]


@dataclass(frozen=True, slots=True)
class RedealPlan(LayoutPlan):
    """`plan` scored on the first deal whose `watched` positions (the common cards face up at
    the showdown) hold no card of `named`; `held` the positions the gather takes back in its
    order (each seat's, then the table's), `dealt` the positions dealt; `max_deals` deals."""

    plan: Plan
    watched: tuple[int, ...]
    named: frozenset[int]
    held: tuple[int, ...]
    dealt: int
    max_deals: int
    again: bool = False  # dealt again after each showdown someone lost, not on a named card

    def _one(self, counts: PlanCounts, seed: int, count) -> DealOutcome:
        rng = random.Random(seed)
        x = list(self.plan.deck)
        rng.shuffle(x)
        for deals in range(1, self.max_deals + 1):
            if not any(x[p] in self.named for p in self.watched):
                return count(counts, x)
            if deals == self.max_deals:
                break
            x = x[self.dealt:] + [x[p] for p in self.held]  # `Table.gather`, then its shuffle
            rng.shuffle(x)
        counts.deals += 1  # the hand stops, nobody winning
        counts.no_showdown += 1
        return DealOutcome((), None)

    def _again(self, counts: PlanCounts, seed: int, count) -> DealOutcome:
        """Showdown after showdown while someone lost (and matched the pot), each one counted
        as the simulator's tally counts its records: the deal once, split once, each win."""
        rng = random.Random(seed)
        x = list(self.plan.deck)
        rng.shuffle(x)
        these = PlanCounts()
        for deals in range(1, self.max_deals + 1):
            found = count(these, x)
            if len(found.winners) == self.plan.players or deals == self.max_deals:
                break  # nobody lost, so nobody matched; or the hand stops, the redeals used up
            x = x[self.dealt:] + [x[p] for p in self.held]  # `Table.gather`, then its shuffle
            rng.shuffle(x)
        counts.deals += 1
        counts.wins.update(these.wins)
        counts.split += these.split > 0
        counts.wild += these.wild
        return found

    def play(self, seeds: Iterable[int]) -> PlanCounts:
        count = deal_counter(self.plan)
        one = self._again if self.again else self._one
        counts = PlanCounts()
        for seed in seeds:
            one(counts, seed, count)
        return counts

    def deal(self, seed: int) -> DealOutcome:
        return (self._again if self.again else self._one)(PlanCounts(), seed, deal_counter(self.plan))


def redeal_plan(program: Program, plan: Plan, dealt: Dealt, up_positions: tuple[int, ...]) -> RedealPlan:
    """The plan of a layout game a table card turning up deals again; `Unplanned` where a
    redeal could find other cards out, or the showdown is not a high one."""
    from dealerschoice.play.simulate import MAX_DEALS  # the simulator imports the odds: not at import time

    rules = redeal_rules(program)
    last_showdown = max((a.number for a in program.actions for s in a.steps if isinstance(s, Showdown)), default=0)
    for number, step in rules:
        if step.still_in or step.by is not None or number < last_showdown:
            raise Unplanned(f"rule {number}: a redeal for the players still in, by a player, or waiting for a rule")
    flipped = False
    for action in program.actions:
        for done in action.steps:
            if isinstance(done, BoardFlip):
                flipped = True
            elif isinstance(done, Deal) and (flipped or (done.to == Target.TABLE and done.face == Face.UP)):
                raise Unplanned(f"rule {action.number}: a deal after a board flip, or face up to the table, "
                                "beside a redeal when a table card turns up")
    if plan.low_rules is not None or plan.high_low:
        raise Unplanned(f"a {Pot.LOW if not plan.high_low else Pot.HIGH_LOW} showdown beside a redeal")
    named = frozenset(c for c in plan.deck if any(fits(step, Card(c)) for _, step in rules))
    held = tuple(p for cards in dealt.own for p in cards) + tuple(dealt.board)
    return RedealPlan(plan, up_positions, named, held, dealt.top, MAX_DEALS)


def again_plan(plan: Plan, dealt: Dealt) -> RedealPlan:
    """The plan of a layout game whose losers match the pot after the showdown, a match dealing
    again ("Everyone who went in and lost matches the pot ... If no one went in or anyone
    matched the pot, redeal for all": everyone stays in, so someone lost unless all tied);
    `Unplanned` for a low showdown."""
    from dealerschoice.play.simulate import MAX_DEALS  # the simulator imports the odds: not at import time

    if plan.low_rules is not None or plan.high_low:
        raise Unplanned("a low showdown whose losers match the pot")
    held = tuple(p for cards in dealt.own for p in cards) + tuple(dealt.board)
    return RedealPlan(plan, (), frozenset(), held, dealt.top, MAX_DEALS, again=True)
