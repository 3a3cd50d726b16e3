"""Legs in the odds' fast path: a draw game played hand after hand, the best hand of each
scoring a leg while the pot stays ("High hand gets a leg, but the pot stays."), until
someone has the legs the rules ask for ("Repeat the last five actions until someone gets
three legs.", "... two legs in three consecutive games"), as the simulator plays them
(`mechanics.legs`, `flow.repeat`).

One hand is the draw plan of the game with its leg as a plain showdown (`draws`): the same
deal, discards and draws, judged the same way. After each hand's showdown:
- a single best hand scores a leg (a tie scores none: `showdown`'s `winner`); the odds count
  every hand's showdown and its winning hand, and no split (the pot is not paid out:
  `odds._tally_deal`, `Rulebook.scoring_only`);
- the game ends when a player has the legs needed (`Repeat` until N wins: the showdown that
  makes N takes the pot, `last_winner_takes_all`), or N of the last M hands' single winners
  (`flow._won_within`, a tie counting as a hand nobody won), or after `flow.MAX_CYCLES`
  hands, where the simulator's example stops;
- else the cards are gathered in as `Table.gather` puts them (the cards never dealt, each
  seat's in the order held, the table's, then the discards in the order thrown) and
  shuffled by the table's own random numbers, which go on from the deal's shuffle
  (`draw_play.deal_out` gives what was left), and the next hand is dealt from the top.
A deck that runs out in any hand leaves the deal unplayed, as the simulator stops the game.

Refused (`Unplanned`): a leg that is not a rule of its own followed by the repeat, a repeat that does not
go back to the first deal or ends otherwise, a leg for low, a one-hand plan of another kind
(a fixed deal, sides, qualifiers, bars, passes to a neighbour...), and any rule the draw plan
refuses.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, fields, replace
from operator import itemgetter

from dealerschoice.play.fast.draw_ops import DrawPlan
from dealerschoice.play.fast.draw_play import deal_out, stages
from dealerschoice.play.fast.plan import Unplanned, compile_plan
from dealerschoice.play.fast.qualify import NONE
from dealerschoice.play.fast.run import DealOutcome, PlanCounts, uses_wild
from dealerschoice.play.program import Program
from dealerschoice.rules.steps import Deal, Repeat, Showdown
from dealerschoice.rules.steps.showdown import Leg
from dealerschoice.rules.steps.vocab import HighLow, Pot, UntilKind

_ENDS = (UntilKind.WINS, UntilKind.WINS_WITHIN)


@dataclass(frozen=True, slots=True)
class LegsPlan(DrawPlan):
    """A draw plan whose hand is played again until a player has `need` legs (of the last
    `within` hands, where `within`), at most `most` hands."""

    need: int = 1
    within: int | None = None  # "two legs in three consecutive games": 3; None: all hands count
    most: int = 1              # the hands the simulator's example plays at most (`flow.MAX_CYCLES`)

    def play(self, seeds: range | list[int]) -> PlanCounts:
        """One game per seed: each hand's showdown counted, as the odds count the simulator's."""
        counts = PlanCounts()
        stage_of, pickers = stages(self), _pickers(self)
        for seed in seeds:
            found = self._game(seed, stage_of, pickers)
            if found is None:
                counts.unplayed += 1
                continue
            counts.deals += 1
            for top, wild, _ in found:
                counts.wins[top] += 1
                counts.wild += wild
        return counts

    def deal(self, seed: int) -> DealOutcome:
        """The last hand's showdown (`run.plan_deal`): its best hands and their score."""
        found = self._game(seed, stages(self), _pickers(self))
        if found is None:
            return DealOutcome((), None, unplayed=True)
        top, _, winners = found[-1]
        return DealOutcome(winners, top)

    def hands(self, seed: int) -> list[tuple[int, bool, tuple[int, ...]]] | None:
        """Each hand's (winning score, a winner used a wild card, the winning seats from 1)
        of one game; None when the deck runs out."""
        return self._game(seed, stages(self), _pickers(self))

    def _game(self, seed: int, stage_of, pickers) -> list[tuple[int, bool, tuple[int, ...]]] | None:
        rng = random.Random(seed)
        x = list(self.deck)
        rng.shuffle(x)
        legs = [0] * self.players
        recent: list[int | None] = []
        found = []
        while True:
            left: list = []
            dealt = deal_out(self, x, stage_of, rng, left)
            if dealt is None:
                return None
            hands, board, _, stage = dealt
            held = [hand + board for hand in hands] if self.board_counts else hands
            score = stage.score
            best = [max([score(pick(cards)) for pick in pickers]) for cards in held]
            top = max(best)
            winners = tuple(n for n, s in enumerate(best, 1) if s == top)
            wild = not stage.plain and any(
                _wild_in(stage.rules, score, pickers, held[n - 1], top) for n in winners)
            found.append((top, wild, winners))
            winner = winners[0] if len(winners) == 1 else None
            if self._won(legs, recent, winner) or len(found) >= self.most:
                return found
            rest, muck = left
            x = rest + [c for hand in hands for c in hand] + board + muck  # `Table.gather`
            rng.shuffle(x)

    def _won(self, legs: list[int], recent: list[int | None], winner: int | None) -> bool:
        """Score the hand's leg; whether the game is over (`flow.repeat`)."""
        if self.within is None:
            if winner is None:
                return False
            legs[winner - 1] += 1
            return legs[winner - 1] >= self.need
        recent.append(winner)
        del recent[:-self.within]
        return any(recent.count(seat) >= self.need for seat in range(1, self.players + 1))


def _pickers(plan: DrawPlan) -> list:
    return [itemgetter(*g) if len(g) > 1 else (lambda cards, i=g[0]: (cards[i],)) for g in plan.groups]


def _wild_in(rules, score, pickers, cards: list[int], top: int) -> bool:
    """Whether this winner's first best group (the one the showdown keeps) plays a wild card."""
    for pick in pickers:
        group = pick(cards)
        if score(group) == top:
            return uses_wild(rules, group, top)
    return False


def compile_legs(program: Program, players: int) -> LegsPlan:
    """The legs plan of a program; `Unplanned` names the rule it cannot follow."""
    from dealerschoice.play.mechanics.flow import MAX_CYCLES  # the mechanics import the simulator

    actions = program.actions
    at = next((i for i, a in enumerate(actions) if any(isinstance(s, Leg) for s in a.steps)), None)
    if at is None:
        raise Unplanned("no leg step")
    leg_action = actions[at]
    where = f"rule {leg_action.number}"
    later = [i for i in range(at + 1, len(actions)) if actions[i].steps]  # rules of standing steps only play nothing
    if len(leg_action.steps) != 1 or len(later) != 1 or len(actions[later[0]].steps) != 1:
        raise Unplanned(f"{where}: a leg that is not a rule of its own, with one rule after it")
    leg, repeat = leg_action.steps[0], actions[later[0]].steps[0]
    assert isinstance(leg, Leg)  # the action was found by its leg
    where_repeat = f"rule {actions[later[0]].number}"
    if not isinstance(repeat, Repeat) or repeat.until.kind not in _ENDS or not repeat.until.count:
        raise Unplanned(f"{where_repeat}: a leg game not repeated until someone has N legs")
    target = max(0, later[0] - repeat.last)
    while target > 0 and not any(isinstance(s, Deal) for s in actions[target].steps):
        target -= 1  # the cards were gathered in: the repeat starts with the deal before it (`flow.repeat`)
    if target != 0:
        raise Unplanned(f"{where_repeat}: a repeat of legs that does not go back to the first rule")
    if leg.pot != HighLow.HIGH:
        raise Unplanned(f"{where}: a leg for the {leg.pot} hand")
    one_hand = Program(program.game, actions[:at] + (replace(leg_action, steps=(Showdown(pot=Pot.HIGH),)),),
                       program.standing, program.notes)
    try:
        hand = compile_plan(one_hand, players)
    except Unplanned as refused:
        raise Unplanned(f"a hand of legs: {refused}") from None
    if type(hand) is not DrawPlan or hand.sided or hand.low or hand.qualify != NONE or hand.neighbour_shares \
            or hand.barred_from is not None or hand.barred_ranks or hand.needs_suit is not None or hand.whole_hands:
        raise Unplanned("a hand of legs that is not a plain high draw")
    values = {f.name: getattr(hand, f.name) for f in fields(DrawPlan)}
    # the whole deck is always shuffled as the table shuffles it (the next hand is dealt from it): a
    # draw the deck cannot serve shuffles the discards in only where the rules say so
    values.update(refill_on_empty=hand.refills and hand.refill_on_empty)
    return LegsPlan(**values, need=repeat.until.count,
                    within=(repeat.until.within or 1) if repeat.until.kind == UntilKind.WINS_WITHIN else None,
                    most=MAX_CYCLES)
