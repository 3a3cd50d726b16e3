"""Plans for games a joker dealt face up wins at once (Joker Stud): "If a player is ever dealt
a face up joker, the game ends and they take the pot."

The simulator (`mechanics.outright.card_up`) ends the hand as the joker is dealt face up to a
player: they take the pot, with no showdown (a deal the odds count without one). A joker
dealt down, flipped up later, or dealt to the table wins nothing. In a fixed plan every deck
place a deal gives a player face up is known, so a deal whose joker lies in one ends there;
every other deal is the same game's without the rule, played by its plan (`run`).

A pot won outright by the first hand of a kind, with no showdown, is planned apart
(`outright_held`). Refused: other ways of winning outright (running out of cards, legs), and a
game whose plan without the rule is not a fixed plan (where folds, draws or flips move the
cards, the places dealt face up are not fixed).
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, fields
from typing import TYPE_CHECKING

from dealerschoice.cards.cards import JOKER_CODE
from dealerschoice.play.fast.own_play import PlaysOwn
from dealerschoice.play.fast.plan import Plan, Unplanned
from dealerschoice.play.fast.run import DealOutcome, PlanCounts, plan_deal, play_plan, shuffler
from dealerschoice.play.program import Program
from dealerschoice.rules.steps import Deal
from dealerschoice.rules.steps.showdown import WinsOutright
from dealerschoice.rules.steps.vocab import Face, OutrightEvent, Target

if TYPE_CHECKING:
    from dealerschoice.play.fast.outright_held import HeldOutrightPlan


@dataclass(frozen=True, slots=True)
class JokerUpPlan(PlaysOwn):
    """A fixed plan (`base`) whose deals end where the joker lies in a place dealt face up to a player (`up`)."""

    base: Plan | None = None
    up: frozenset[int] = frozenset()

    def play(self, seeds: range | list[int]) -> PlanCounts:
        assert self.base is not None, "a joker-up plan holds the plan of its game without the rule"
        shuffle = shuffler(self.deck, 1 + max(self.up))
        up = self.up
        ended = PlanCounts()
        played = []
        for seed in seeds:
            x = shuffle(seed)
            if any(x[p] == JOKER_CODE for p in up):
                ended.deals += 1
                ended.no_showdown += 1
            else:
                played.append(seed)
        return merged(ended, play_plan(self.base, played))

    def deal(self, seed: int) -> DealOutcome:
        assert self.base is not None, "a joker-up plan holds the plan of its game without the rule"
        x = list(self.deck)
        random.Random(seed).shuffle(x)
        if any(x[p] == JOKER_CODE for p in self.up):
            return DealOutcome((), None)
        return plan_deal(self.base, seed)


def merged(one: PlanCounts, other: PlanCounts) -> PlanCounts:
    """Two plans' counts as one: counters and numbers added, remembered hands joined."""
    for f in fields(PlanCounts):
        mine, theirs = getattr(one, f.name), getattr(other, f.name)
        if isinstance(mine, Counter):
            mine.update(theirs)
        elif isinstance(mine, dict):
            mine.update(theirs)
        else:
            setattr(one, f.name, mine + theirs)
    return one


def compile_joker_up(program: Program, players: int) -> JokerUpPlan | HeldOutrightPlan:
    """The plan of a game a joker dealt face up wins; `Unplanned` says why not.

    >>> from dealerschoice.records import Game, Rule, Source
    >>> from dealerschoice.play.program import game_program
    >>> game = Game(1, "Joker", (), (), (Rule(1, "Use a 52 card deck with one joker added.", 5),
    ...     Rule(2, "Deal one card down to each player.", 6), Rule(3, "Deal two cards up to each player.", 7),
    ...     Rule(4, "Showdown, high hand wins.", 8),
    ...     Rule(5, "If a player is ever dealt a face up joker, the game ends and they take the pot.", 9)),
    ...     None, Source("x", 1))
    >>> sorted(compile_joker_up(game_program(game), 2).up)
    [2, 3, 4, 5]
    """
    outright = program.standing_of(WinsOutright)
    if not outright:
        raise Unplanned("no pot won outright")
    if all(step.event == OutrightEvent.HOLDS_CATEGORY for _, step in outright):  # won by a hand of a kind
        from dealerschoice.play.fast.outright_held import compile_held_outright  # it imports what this one does

        return compile_held_outright(program, players)
    for number, step in outright:
        if step.event != OutrightEvent.DEALT_JOKER_UP:
            raise Unplanned(f"rule {number}: a pot won outright by {step.event}")
    from dealerschoice.play.fast.plan import compile_plan  # the fixed plan of the game without the rule

    base = compile_plan(Program(program.game, program.actions, tuple(
        (n, s) for n, s in program.standing if not isinstance(s, WinsOutright)), program.notes), players)
    if type(base) is not Plan:
        raise Unplanned(f"a joker dealt up that wins, in a game whose plan without it is not a fixed one "
                        f"({type(base).__name__})")
    up: set[int] = set()
    top = 0
    for deal in (s for a in program.actions for s in a.steps):
        if isinstance(deal, Deal):  # `plan.compile_plan` has checked every deal: to each player or the table
            if deal.to == Target.TABLE:
                top += deal.count
                continue
            for _ in range(players):
                if deal.face == Face.UP:
                    up.update(range(top, top + deal.count))
                top += deal.count
    if not up:
        raise Unplanned("a joker dealt up that wins, in a game that deals no card face up")
    values = {f.name: getattr(base, f.name) for f in fields(Plan)}
    return JokerUpPlan(**values, base=base, up=frozenset(up))
