"""Draw games a player folds in for cards they hold together (Devore): "If you ever have both a
king and a nine in your hand, you must fold." beside "Each player may draw up to three cards".

The simulator looks at each player still in after every step (`mechanics.holding.watch`, as
`folds_holding` says): after the deal, a player holding the cards folds and draws nothing
(`moves.discard` and `draw` serve the players still in); after the draw, a player who drew
to them folds; when a fold leaves one player in, they take the pot with no showdown.

A plan is the draw plan of the same game without the rule (`draws`), for one deal to the
players and one discard and its draw. The folds after the deal are read off the deck places
dealt; the deal is then played by the draw plan whose discard gives the folded seats nothing
to throw (`choosing.SeatBounds` of none: they draw none, so the next seat draws the very
cards the simulator gives it), one such plan per set of seats folded, made once. The hands
it leaves are looked at again, and those still in show down as the draw plan's do.

Refused: a game whose plan without the rule is not a draw plan of the high hand with one
deal to the players, then one discard and its draw (a second deal or draw after a fold
would go to fewer players), or that the plan follows another way (qualifiers, bars, a
neighbour's share, wilds the table names, shuffled discards).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, fields, replace

from dealerschoice.play.fast.choosing import SeatBounds
from dealerschoice.play.fast.draw_ops import DEAL, DISCARD, DRAW, TABLE, DrawPlan
from dealerschoice.play.fast.draw_play import deal_out, stages
from dealerschoice.play.fast.folds_holding import Holding, count_showdown_of_those_in, program_without
from dealerschoice.play.fast.placing import group_getters
from dealerschoice.play.fast.plan import Unplanned, compile_plan
from dealerschoice.play.fast.qualify import NONE
from dealerschoice.play.fast.run import DealOutcome, PlanCounts, shuffler
from dealerschoice.play.program import Program
from dealerschoice.rules.steps.wager import HoldingFold

_NONE_THROWN = SeatBounds((0,), 0)  # a folded seat's discard: nothing, so it draws nothing


@dataclass(frozen=True, slots=True)
class HoldingFoldDraws(DrawPlan):
    """A draw plan whose players fold for cards held together (`holdings`); `dealt` the cards
    each seat is dealt before the discard."""

    holdings: tuple[Holding, ...] = ()
    dealt: int = 0

    def play(self, seeds: range | list[int]) -> PlanCounts:
        counts = PlanCounts()
        shuffle = shuffler(self.deck, self.used)
        variants: dict = {}
        for seed in seeds:
            self._count(counts, shuffle(seed), variants)
        return counts

    def deal(self, seed: int) -> DealOutcome:
        x = list(self.deck)
        random.Random(seed).shuffle(x)
        return self._count(PlanCounts(), x, {})

    def _count(self, counts: PlanCounts, x: list[int], variants: dict) -> DealOutcome:
        """Play one shuffled deck and count it as `odds._tally_deal` counts the simulator's deal."""
        players, dealt = self.players, self.dealt
        if dealt * players > len(x):
            counts.unplayed += 1
            return DealOutcome((), None, unplayed=True)
        active = list(range(players))
        folded = self._folds(active, [x[s * dealt:(s + 1) * dealt] for s in range(players)])
        if len(active) > 1:
            variant = variants.get(tuple(folded))
            if variant is None:
                variant = variants[tuple(folded)] = self._variant(frozenset(folded))
            plan, stage_of = variant
            out = deal_out(plan, x, stage_of)
            if out is None:  # the deck ran out in the draw: the simulator cannot play it either
                counts.unplayed += 1
                return DealOutcome((), None, unplayed=True)
            hands, board, _, stage = out
            folded += self._folds(active, hands)
        counts.deals += 1
        if folded:
            counts.forced += 1
            counts.forced_players += len(folded)
        if len(active) == 1:  # everyone else folded: the last one in takes the pot, no showdown
            counts.no_showdown += 1
            return DealOutcome((), None)
        pickers = group_getters((self.groups,))[0]
        groups = {seat: [pick(hands[seat] + board if self.board_counts else hands[seat]) for pick in pickers]
                  for seat in active}
        # the last stage's rules; no qualifier (`compile_holding_draws` refuses one)
        return count_showdown_of_those_in(counts, groups, stage.score, stage.rules, stage.plain, self.tie_pays, NONE)

    def _folds(self, active: list[int], hands) -> list[int]:
        """Fold the seats still in that hold a rule's cards, clockwise from seat 1, until one is
        left (`active` is changed in place); the seats folded."""
        folded = []
        for seat in list(active):
            mask = 0
            for c in hands[seat]:
                mask |= 1 << c
            if any(h.held(mask) for h in self.holdings):
                active.remove(seat)
                folded.append(seat)
                if len(active) == 1:
                    break
        return folded

    def _variant(self, folded: frozenset[int]):
        """The draw plan without the rule, the `folded` seats throwing nothing, and its stages."""
        ops = tuple((op[0], op[1], tuple(_NONE_THROWN if s in folded else b for s, b in enumerate(op[2])), *op[3:])
                    if op[0] == DISCARD else op for op in self.ops)
        plan = DrawPlan(**{f.name: getattr(self, f.name) for f in fields(DrawPlan)})
        plan = replace(plan, ops=ops)
        return plan, stages(plan)


def compile_holding_draws(program: Program, players: int) -> HoldingFoldDraws:
    """The plan of a draw game whose players fold for cards held together; `Unplanned` says why not.

    >>> from dealerschoice.records import Game, Rule, Source
    >>> from dealerschoice.play.program import game_program
    >>> game = Game(1, "Dev", (), (), (Rule(1, "Deal five cards face down to each player.", 5),
    ...     Rule(2, "Each player may draw up to two cards.", 6), Rule(3, "Showdown, high hand wins.", 7),
    ...     Rule(4, "If you ever have both a jack and a six in your hand, you must fold.", 8)),
    ...     None, Source("x", 1))
    >>> plan = compile_holding_draws(game_program(game), 4)
    >>> plan.dealt, len(plan.holdings)
    (5, 1)
    """
    rules = program.standing_of(HoldingFold)
    if not rules:
        raise Unplanned("no fold for cards held together")
    base = compile_plan(program_without(program), players)
    where = f"rule {rules[0][0]}: a fold for cards held together"
    if type(base) is not DrawPlan or base.low or base.sided or base.refills or base.board_rules is not None \
            or base.neighbour_shares or base.barred_from is not None or base.barred_ranks \
            or base.needs_suit is not None or base.qualify != NONE or base.whole_hands or base.tracks_up:
        raise Unplanned(f"{where}, in a game whose plan without it is not a plain high draw plan "
                        f"({type(base).__name__})")
    kinds = [op[0] for op in base.ops]
    if kinds.count(DEAL) != 1 or kinds[0] != DEAL or kinds.count(DISCARD) != 1 or kinds.count(DRAW) != 1 \
            or set(kinds) - {DEAL, TABLE, DISCARD, DRAW} or kinds.index(DRAW) != kinds.index(DISCARD) + 1 \
            or base.ops[kinds.index(DISCARD)][1]:
        raise Unplanned(f"{where}, in a draw game of other than one deal to the players and one discard and draw")
    values = {f.name: getattr(base, f.name) for f in fields(DrawPlan)}
    return HoldingFoldDraws(**values, holdings=tuple(Holding.of(rule) for _, rule in rules), dealt=base.ops[0][1])
