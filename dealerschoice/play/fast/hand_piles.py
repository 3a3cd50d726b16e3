"""Plans for games where each flipped card goes into one of two hands a player builds, under
a hand limit (Henway no Peek, WTF): "Deal ten cards down to each player. No player may look
at these cards.", then each flip "turns up the top card and puts it into their high or low
hand", "No hand may hold more than five cards."

The simulator (`mechanics.flips._to_hand`) turns up a seat's first card still face down in
its main pile, in the order dealt, and puts it into the low hand (pile 1) when it is a seven
or lower, else into the high hand (pile 2), a full hand sending it to the other
(`policies.low_or_high_pile`). Nothing in that choice depends on another player, so a deal
is each seat's cards in the order dealt, sorted into piles card by card. At the showdown a
seat's hands are its piles, lowest number first (`Seat.piles`), the cards never flipped
(pile 0) among them: the best high and the best low of any of them count
(`judge.hands_of` for a split seat), judged as a fixed plan's groups are (`run`, `lows`).

The plan is the fixed plan of the program with the flips into hands and the hand limit
taken out (a flip that moves no card is what the plain plan follows), plus, per seat, the
positions it flips in order and those it keeps in its main pile. Refused: table cards (a
seat's hands are its piles alone only where nothing else is common), flips into hands
mixed with other flips, and what the plain plan refuses.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence
from dataclasses import dataclass

from dealerschoice.play.fast.lows import count_low
from dealerschoice.play.fast.own_play import PlaysOwn
from dealerschoice.play.fast.plan import Plan, Unplanned, compile_plan
from dealerschoice.play.fast.run import (
    DealOutcome,
    PlanCounts,
    high_deal,
    high_low_deal,
    low_outcome,
    plan_low_judge,
    scorer,
    shuffler,
)
from dealerschoice.play.program import Action, Program
from dealerschoice.rules.steps import Deal, Flip
from dealerschoice.rules.steps.cards import HandLimit
from dealerschoice.rules.steps.vocab import FlipSource, Target

LOW_PILE, HIGH_PILE = 1, 2
LOW_TOP = 7  # a seven or lower goes to the low hand (`policies.low_or_high_pile`)
_NO_LIMIT = 99  # `_to_hand`'s limit where the game sets none


@dataclass(frozen=True, slots=True)
class PilePlan(PlaysOwn):
    """A fixed plan whose players sort their flipped cards into a low and a high hand."""

    flipped: tuple[tuple[int, ...], ...] = ()  # per seat: the positions it flips into its hands, in turn
    kept: tuple[tuple[int, ...], ...] = ()     # per seat: the positions it never flips (its main pile)
    limit: int = _NO_LIMIT                     # the most cards a hand may hold

    def play(self, seeds: range | list[int]) -> PlanCounts:
        return play_piles(self, seeds)

    def deal(self, seed: int) -> DealOutcome:
        return piles_deal(self, seed)


def compile_piles(program: Program, players: int) -> PilePlan:
    """The pile plan of a program; `Unplanned` names what it cannot follow.

    >>> from dealerschoice.records import Game, Rule, Source
    >>> from dealerschoice.play.program import game_program
    >>> into = ("Each player looks at their top card, puts in their low (left) hand or high (right) hand, and all "
    ...         "players simultaneously reveal their cards. Neither hand can have more than two cards.")
    >>> game = Game(1, "Piles", (), (), (Rule(1, "Deal four cards face down to each player.", 5),
    ...     Rule(2, into, 6), Rule(3, into, 7), Rule(4, "Showdown, high hand wins.", 8)), None, Source("x", 1))
    >>> plan = compile_piles(game_program(game), 2)
    >>> plan.flipped, plan.kept, plan.limit
    (((0, 1), (4, 5)), ((2, 3), (6, 7)), 2)
    """
    flips = [s for a in program.actions for s in a.steps if type(s) is Flip]
    into = [s for s in flips if s.source == FlipSource.TOP_TO_HAND]
    if not into:
        raise Unplanned("no flip into a player's hands")
    if len(into) != len(flips) or any(s.who != "each" or s.stack is not None for s in into):
        raise Unplanned("a flip into hands beside other flips, or by some players only")
    if any(type(s) is Deal and s.to == Target.TABLE for a in program.actions for s in a.steps):
        raise Unplanned("table cards beside hands built of flipped cards")
    plan = compile_plan(_without_piles(program), players)
    if not isinstance(plan, Plan):
        raise Unplanned("hands built of flipped cards in a game with draws")
    flipped, kept = _order(program, players)
    limits = program.steps_of(HandLimit)
    limit = limits[0].size if limits else _NO_LIMIT  # as `Rulebook.hand_limit`: the first rule
    if sum(len(f) for f in flipped[:1]) > 2 * limit:
        raise Unplanned(f"more flips than two hands of {limit} hold (the simulator cannot follow the rules)")
    values = {f.name: getattr(plan, f.name) for f in dataclasses.fields(Plan)}
    values.update(factored=None, board=None)
    return PilePlan(**values, flipped=flipped, kept=kept, limit=limit)


def _without_piles(program: Program) -> Program:
    """The program without its flips into hands and its hand limit: what else it does, for the plain plan."""
    standing = tuple((n, s) for n, s in program.standing if not isinstance(s, HandLimit))
    actions = tuple(Action(a.number, a.text, tuple(s for s in a.steps if type(s) is not Flip)) for a in program.actions)
    return Program(program.game, actions, standing, program.notes)


def _order(program: Program, players: int) -> tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]]:
    """(per seat the positions flipped, in turn; per seat the positions never flipped): each
    flip takes the seat's first card dealt and not yet flipped, if it has one."""
    dealt: list[list[int]] = [[] for _ in range(players)]
    flipped: list[list[int]] = [[] for _ in range(players)]
    top = 0
    for step in (s for a in program.actions for s in a.steps):
        if type(step) is Deal:
            for cards in dealt:
                cards.extend(range(top, top + step.count))
                top += step.count
        elif type(step) is Flip:
            for cards, turned in zip(dealt, flipped):
                if len(turned) < len(cards):
                    turned.append(cards[len(turned)])
    kept = [tuple(cards[len(turned):]) for cards, turned in zip(dealt, flipped)]
    return tuple(tuple(t) for t in flipped), tuple(kept)


def seat_hands(plan: PilePlan, x: Sequence[int]) -> list[list[tuple[int, ...]]]:
    """Per seat, its hands on the shuffled deck `x`: its piles that hold cards, main pile
    first, then the low hand and the high hand (`Seat.piles`)."""
    limit = plan.limit
    found = []
    for turned, kept in zip(plan.flipped, plan.kept):
        low: list[int] = []
        high: list[int] = []
        for p in turned:
            code = x[p]
            low_room, high_room = len(low) < limit, len(high) < limit
            to_low = not high_room or (low_room and code < 52 and code // 4 + 2 <= LOW_TOP)
            (low if to_low else high).append(code)
        found.append([tuple(x[p] for p in kept)] * bool(kept) + [tuple(h) for h in (low, high) if h])
    return found


def play_piles(plan: PilePlan, seeds: range | list[int]) -> PlanCounts:
    """Play one deal per seed and count them as `run.play_plan` counts a fixed plan's."""
    shuffle = shuffler(plan.deck, 1 + max(p for seat in plan.flipped + plan.kept for p in seat))
    counts = PlanCounts()
    judge = PileJudge(plan, _longest(plan))
    for seed in seeds:
        judge.deal(counts, seat_hands(plan, shuffle(seed)))
    return counts


def _longest(plan: PilePlan) -> int:
    """The most cards a seat's hand may hold: a full hand, or the cards it never flips."""
    return max(min(plan.limit, max(len(f) for f in plan.flipped)), max(len(k) for k in plan.kept))


def piles_deal(plan: PilePlan, seed: int) -> DealOutcome:
    """One deal of the plan, as `run.plan_deal` gives a fixed plan's: for comparing with the simulator."""
    x = list(plan.deck)
    random.Random(seed).shuffle(x)
    return PileJudge(plan, _longest(plan)).deal(PlanCounts(), seat_hands(plan, x))


class PileJudge:
    """The showdown of a plan whose seats' hands are built in play (`seat_hands`, `stacks`):
    its high scorer for hands of at most `longest` cards and, where a low hand wins, its low judge."""

    def __init__(self, plan: Plan, longest: int):
        self.plan = plan
        self.score = scorer(plan.rules, plan.deck, longest)
        self.low = plan_low_judge(plan.low_rules, plan.qualify) if plan.low_rules is not None else None

    def deal(self, counts: PlanCounts, hands: list[list[tuple[int, ...]]]) -> DealOutcome:
        """Count one deal's showdown in `counts` (as `run` counts a fixed plan's) and say who won."""
        plan = self.plan
        if plan.high_low:
            return high_low_deal(plan, counts, hands, self.score, self.low)
        if self.low is not None:
            count_low(counts, hands, self.low, plan.tie_pays)
            return low_outcome(hands, self.low, plan.tie_pays)
        return high_deal(plan, counts, hands, self.score)
