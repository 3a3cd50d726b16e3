"""Split card plans dealt again at the showdown: "At the showdown, if a king of hearts was ever
dealt face up, redeal the game. However, if the queen of hearts was dealt face up after the
king of hearts, or revealed at the showdown, do not redeal." (Bastard).

The simulator notes the two named cards as they are first seen dealt face up, after every
step (`mechanics.redeals._watch_dealt_up`: both in one step, the redealing card first), and
at the showdown deals again when the redealing card was dealt up, unless its spare was dealt
up after it (or in the same step) or lies face down in a player's hand
(`redeals.at_showdown`). Every card lies where the shuffle put it, so the plan reads both from
the deck positions of each face-up deal; a redeal throws every card in (`Table.gather`: what
is left of the deck, each seat's cards in the order held, then the table's) and shuffles them
with the table's random numbers, as `layout_redeals` follows it; after `simulate.MAX_DEALS`
deals the hand stops, nobody winning. The last deal is counted as its split card plan counts
it (`split_card.deal_counts`).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from dealerschoice.cards import Card
from dealerschoice.play.fast.plan import Unplanned
from dealerschoice.play.fast.run import DealOutcome, PlanCounts, scorer
from dealerschoice.play.fast.split_card import SplitCardPlan, compile_split_card, deal_counts, holders_of
from dealerschoice.play.program import Program
from dealerschoice.rules.steps import Deal, Flip
from dealerschoice.rules.steps.flip import TurnDown
from dealerschoice.rules.steps.table_rules import ShowdownRedeal
from dealerschoice.rules.steps.vocab import Face, Target


@dataclass(frozen=True, slots=True)
class RedealSplitPlan(SplitCardPlan):
    """A split card plan dealt again at the showdown when `card` (a code) was dealt face up and
    its `spare` neither came up after it nor lies in a player's hand face down."""

    card: int = 0
    spare: int | None = None
    rounds: tuple[tuple[int, ...], ...] = ()  # the positions each face-up deal gives, in the order dealt
    hidden: frozenset[int] = frozenset()       # the positions dealt face down to the players
    held: tuple[int, ...] = ()                 # every dealt position, in the order the gather takes them
    max_deals: int = 3

    def play(self, seeds: range | list[int]) -> PlanCounts:
        score, holders = self._judges()
        counts = PlanCounts()
        for seed in seeds:
            x = self.last_deal(seed)
            if x is None:
                counts.deals += 1  # the hand stops, nobody winning
                counts.no_showdown += 1
            else:
                deal_counts(self, counts, x, score, holders)
        return counts

    def deal(self, seed: int) -> DealOutcome:
        """The high winners of the deal that reaches its showdown, as a fixed plan's."""
        x = self.last_deal(seed)
        if x is None:
            return DealOutcome((), None)
        score, _ = self._judges()
        best = [max(score(tuple(x[p] for p in g)) for g in groups) for groups in self.seats]
        top = max(best)
        winners = tuple(n for n, s in enumerate(best, 1) if s == top)
        if (len(winners) > 1 and not self.tie_pays) or not self.qualify.high_ok(top):
            return DealOutcome((), None)
        return DealOutcome(winners, top)

    def _judges(self):
        return scorer(self.rules, self.deck, max(len(g) for groups in self.seats for g in groups)), holders_of(self)

    def last_deal(self, seed: int) -> list[int] | None:
        """The shuffled deck of the deal that is played to its showdown; None when the hand
        stops, its redeals used up."""
        rng = random.Random(seed)
        x = list(self.deck)
        rng.shuffle(x)
        for deals in range(1, self.max_deals + 1):
            if not self.redeals(x):
                return x
            if deals == self.max_deals:
                break
            x = x[len(self.held):] + [x[p] for p in self.held]  # `Table.gather`, then its shuffle
            rng.shuffle(x)
        return None

    def redeals(self, x: Sequence[int]) -> bool:
        """Whether the showdown of this deal deals again (see the module notes)."""
        first: dict[int, int] = {}  # the named card -> the face-up deal it came up in
        for at, positions in enumerate(self.rounds):
            for p in positions:
                if x[p] in (self.card, self.spare):
                    first.setdefault(x[p], at)
        if self.card not in first:
            return False
        spare = self.spare
        if spare is None:
            return True
        if spare in first and first[spare] >= first[self.card]:
            return False
        return not any(x[p] == spare for p in self.hidden)


def compile_redeal_split(program: Program, players: int) -> RedealSplitPlan:
    """The plan of a split card game dealt again at the showdown; `Unplanned` names why not.

    >>> from dealerschoice.records import Game, Rule, Source
    >>> from dealerschoice.play.program import game_program
    >>> lines = ("Deal two cards down to each player.", "Deal one card up to each player.",
    ...          "Deal one card up to each player.", "Showdown, high hand splits the pot with the split-card",
    ...          "The split-card is the high face-down club.",
    ...          "At the showdown, if the ace of spades was ever dealt face up, redeal the game. However, if the "
    ...          "jack of spades was dealt face up after the ace of spades, or revealed at the showdown, do not redeal.")
    >>> game = Game(1, "T", (), (), tuple(Rule(n, t, n) for n, t in enumerate(lines, 1)), None, Source("x", 1))
    >>> plan = compile_redeal_split(game_program(game), 2)
    >>> plan.rounds, sorted(plan.hidden), plan.held
    (((4, 5), (6, 7)), [0, 1, 2, 3], (0, 1, 4, 6, 2, 3, 5, 7))
    """
    from dealerschoice.play.simulate import MAX_DEALS  # the simulator imports the odds: not at import time

    found = [(n, s) for n, s in program.standing if type(s) is ShowdownRedeal]
    if len(found) != 1:
        raise Unplanned("no showdown redeal, or more than one")
    number, rule = found[0]
    base = compile_split_card(Program(program.game, program.actions,
                                      tuple((n, s) for n, s in program.standing if type(s) is not ShowdownRedeal),
                                      program.notes), players)
    steps = [s for a in program.actions for s in a.steps]
    if any(type(s) in (Flip, TurnDown) for s in steps):
        raise Unplanned(f"rule {number}: a showdown redeal in a game that turns cards over")
    own: list[list[int]] = [[] for _ in range(players)]
    board: list[int] = []
    rounds: list[tuple[int, ...]] = []
    hidden: list[int] = []
    top = 0
    for step in (s for s in steps if type(s) is Deal):
        dealt: list[int] = []
        for cards in [board] if step.to == Target.TABLE else own:
            cards.extend(range(top, top + step.count))
            dealt.extend(range(top, top + step.count))
            top += step.count
        if step.face == Face.UP:
            rounds.append(tuple(dealt))
        elif step.to != Target.TABLE:
            hidden.extend(dealt)
    values = {name: getattr(base, name) for name in SplitCardPlan.__dataclass_fields__}
    return RedealSplitPlan(**values, card=int(Card.parse(rule.card)),
                           spare=int(Card.parse(rule.spared_by)) if rule.spared_by else None,
                           rounds=tuple(rounds), hidden=frozenset(hidden),
                           held=tuple(p for cards in own for p in cards) + tuple(board), max_deals=MAX_DEALS)
