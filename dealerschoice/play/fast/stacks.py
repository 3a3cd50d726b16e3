"""Plans for games where each player splits their cards into stacks of a size, each stack a
hand (Henway): "Each player splits their cards into two hands of five cards each, arranging
them in order in face down stacks", then flips a card from each stack between betting rounds.

The simulator's players make the stacks from the cards alone (`moves.stacks_of`: the best
`size` cards the first, high, stack, the next best the next, what is left the low one; a
seat's piles are numbered low stack first), so a deal is each seat's dealt cards split the
same way, by the same function. A flip from each stack turns a card up and moves none: the
showdown judges each stack as one of the seat's hands (`judge.hands_of` for a split seat),
the best high and the best low of them counting, as `hand_piles.PileJudge` judges them.

The plan is the fixed plan of the program without its Stack step, plus per seat the
positions stacked. Refused: a stack of all the cards or with cards set aside (the stack is
then one hand and the cards aside another job: a draw plan's or the declare's), a stack of
cards the holder has not seen (they stay in the order dealt), cards dealt after the
stacking, table cards, and what the plain plan refuses.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence
from dataclasses import dataclass

from dealerschoice.cards.cards import CARD_BY_CODE
from dealerschoice.play.fast.hand_piles import PileJudge
from dealerschoice.play.fast.own_play import PlaysOwn
from dealerschoice.play.fast.plan import Plan, Unplanned, compile_plan
from dealerschoice.play.fast.run import DealOutcome, PlanCounts, shuffler
from dealerschoice.play.mechanics.moves import stacks_of
from dealerschoice.play.program import Action, Program
from dealerschoice.rules.steps import Deal, NoPeek, Stack
from dealerschoice.rules.steps.vocab import Target


@dataclass(frozen=True, slots=True)
class StackPlan(PlaysOwn):
    """A fixed plan whose players split their cards into stacks, each a hand."""

    stacked: tuple[tuple[int, ...], ...] = ()  # per seat: the positions it stacks
    stacks: int = 2                            # how many stacks
    size: int = 5                              # the cards of each stack but the last (the low one)

    def play(self, seeds: range | list[int]) -> PlanCounts:
        shuffle = shuffler(self.deck, 1 + max(p for seat in self.stacked for p in seat))
        judge = PileJudge(self, max(self.size, max(len(s) for s in self.stacked) - self.size * (self.stacks - 1)))
        counts = PlanCounts()
        for seed in seeds:
            judge.deal(counts, stacked_hands(self, shuffle(seed)))
        return counts

    def deal(self, seed: int) -> DealOutcome:
        x = list(self.deck)
        random.Random(seed).shuffle(x)
        judge = PileJudge(self, max(self.size, max(len(s) for s in self.stacked) - self.size * (self.stacks - 1)))
        return judge.deal(PlanCounts(), stacked_hands(self, x))


def compile_stacks(program: Program, players: int) -> StackPlan:
    """The stack plan of a program; `Unplanned` names what it cannot follow.

    >>> from dealerschoice.records import Game, Rule, Source
    >>> from dealerschoice.play.program import game_program
    >>> game = Game(1, "Stacks", (), (), (Rule(1, "Deal six cards face down to each player.", 5),
    ...     Rule(2, "Each player splits their cards into two hands of three cards each, arranging them in order "
    ...          "in face down stacks.", 6),
    ...     Rule(3, "Each player simultaneously flips one card from each of their stacks.", 7),
    ...     Rule(4, "Showdown, high hand wins.", 8)), None, Source("x", 1))
    >>> plan = compile_stacks(game_program(game), 2)
    >>> plan.stacked, plan.stacks, plan.size
    (((0, 1, 2, 3, 4, 5), (6, 7, 8, 9, 10, 11)), 2, 3)
    """
    steps = [s for a in program.actions for s in a.steps]
    stacks = [s for s in steps if type(s) is Stack]
    if len(stacks) != 1:
        raise Unplanned("no stacking into hands, or more than one")
    step = stacks[0]
    if step.stacks < 2 or not step.size or step.sides:
        raise Unplanned(f"a stack into {step.stacks} of {step.size} with {step.sides} aside")
    at = steps.index(step)
    if any(type(s) is Deal for s in steps[at:]) or any(type(s) is Deal and s.to == Target.TABLE for s in steps):
        raise Unplanned("cards dealt to the table, or after the stacking")
    if any(type(s) is NoPeek for s in steps[:at]):
        raise Unplanned("a stack of cards its holder has not seen (they stay in the order dealt)")
    plan = compile_plan(_without_stack(program), players)
    if not isinstance(plan, Plan):
        raise Unplanned("stacks in a game with draws")
    dealt = [cards for groups in plan.seats for cards in groups]
    if len(dealt) != players or len(dealt[0]) <= step.size * (step.stacks - 1):
        raise Unplanned(f"{len(dealt[0])} cards for {step.stacks} stacks of {step.size}")
    values = {f.name: getattr(plan, f.name) for f in dataclasses.fields(Plan)}
    values.update(factored=None, board=None)
    return StackPlan(**values, stacked=tuple(dealt), stacks=step.stacks, size=step.size)


def _without_stack(program: Program) -> Program:
    """The program without its Stack step, for the plain plan to judge everything else."""
    actions = tuple(Action(a.number, a.text, tuple(s for s in a.steps if type(s) is not Stack))
                    for a in program.actions)
    return Program(program.game, actions, program.standing, program.notes)


def stacked_hands(plan: StackPlan, x: Sequence[int]) -> list[list[tuple[int, ...]]]:
    """Per seat, its stacks on the shuffled deck `x`, low stack first (`moves.stacks_of`)."""
    rules, stacks, size = plan.rules, plan.stacks, plan.size
    found = []
    for positions in plan.stacked:
        piles = stacks_of([CARD_BY_CODE[x[p]] for p in positions], stacks, size, rules)
        found.append([tuple(int(c) for c in pile) for pile in piles if pile])
    return found
