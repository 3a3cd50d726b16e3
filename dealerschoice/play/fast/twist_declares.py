"""Plans for stud games whose players may twist cards and then declare high or low (Option
Alley, High/Low Kick Split, Dog of the Nile): "Each player may twist one card for max bet.",
then "Declare high/low simultaneously." and "Showdown, highest declared high hand and lowest
declared low hand split the pot."

The twists are played as `twisting` plays them (`twisting.played_out`: each seat twists for
the side its cards lean to at its first twist, `moves.goal`, the common cards face up
counting in what it sees); then every seat declares as the simulator's players do, for the
side it played for (`declares.declarer`: a seat that never chose declares as one playing for
high), and the pot is settled as declared (`declares.declared_deal`), with the hands made as
the draw plan of the same game without its twists makes them (its groups of each seat's
cards and the table's, its qualifiers: `draws`).

Refused: what `twisting` refuses (a twist that adds a card, flips, unseen cards, the
discards shuffled back in), and a game whose plan without the twists is no declared draw plan
of deals alone (discards, passes and stacks move cards the twists would have to follow; wilds
a table card names change the players' choices).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from operator import itemgetter

from dealerschoice.cards import DEFAULT_RULES, HandRules
from dealerschoice.play.fast.declares import declared_deal
from dealerschoice.play.fast.draw_ops import DEAL, TABLE, DrawPlan
from dealerschoice.play.fast.draw_play import Stage
from dealerschoice.play.fast.plan import Unplanned
from dealerschoice.play.fast.run import DealOutcome, PlanCounts
from dealerschoice.play.fast.twisting import played_out, twist_moves, twisted_base
from dealerschoice.play.fast.whole_deck import PlaysWholeDeck
from dealerschoice.play.program import Program

HIGH = "high"  # the side of a seat that never chose one (`draw_play`: the simulator's default)


@dataclass(frozen=True, slots=True)
class DeclaredTwistPlan(PlaysWholeDeck, DrawPlan):
    """A declared draw plan of deals alone whose players may twist: `moves` (`twisting.twist_moves`)
    played on the shuffled deck, then each seat's cards declared and judged as the plan's."""

    moves: tuple[tuple, ...] = ()
    keep_low: HandRules = DEFAULT_RULES  # the low wild rules the players' twists are given

    def judge(self) -> _Judge:
        return _Judge(self)


def compile_declared_twists(program: Program, players: int) -> DeclaredTwistPlan:
    """The plan of a game whose players twist, then declare; `Unplanned` says why not.

    >>> from dealerschoice.records import Game, Rule, Source
    >>> from dealerschoice.play.program import game_program
    >>> game = Game(1, "Option", (), (), (Rule(1, "Deal two cards down to each player.", 5),
    ...     Rule(2, "Deal two cards up to each player.", 6), Rule(3, "Each player may twist two cards for max bet.", 7),
    ...     Rule(4, "Declare high/low simultaneously.", 8),
    ...     Rule(5, "Showdown, highest declared high hand and lowest declared low hand split the pot.", 9)),
    ...     None, Source("x", 1))
    >>> [m[0] for m in compile_declared_twists(game_program(game), 3).moves]
    ['each', 'each', 'twist']
    """
    base = twisted_base(program, players)
    if type(base) is not DrawPlan or not base.declare:
        raise Unplanned("twists in a game with draws or passes, or without a declaration")
    if any(op[0] not in (DEAL, TABLE) for op in base.ops) or base.board_rules is not None:
        raise Unplanned("twists beside discards, passes or stacks, or wilds a table card names")
    from dealerschoice.play.fast.plan import plan_low_rules  # the players' low rules, as the simulator gives them

    moves, _, _ = twist_moves([s for a in program.actions for s in a.steps], players)
    values = {f.name: getattr(base, f.name) for f in fields(DrawPlan)}
    return DeclaredTwistPlan(**values, moves=moves, keep_low=plan_low_rules(program, players))


class _Judge:
    """Plays a declared twist plan's deals: the twists, the declarations, the settlement."""

    def __init__(self, plan: DeclaredTwistPlan):
        self.plan = plan
        self.stage = Stage(plan, plan.rules, plan.low_rules, plan.qualify)
        self.pickers = [itemgetter(*g) if len(g) > 1 else (lambda cards, i=g[0]: (cards[i],)) for g in plan.groups]

    def deal(self, counts: PlanCounts, x) -> DealOutcome:
        plan, stage = self.plan, self.stage
        played = played_out(plan.moves, plan.players, "lean", plan.rules, plan.keep_low, x)
        if played is None:  # the twists ran the deck out: the simulator cannot play it either
            counts.unplayed += 1
            return DealOutcome((), None, unplayed=True)
        hands, board, goals = played
        held = [hand + board for hand in hands] if plan.board_counts and board else hands
        sides = [stage.declare(cards, goal or HIGH) for cards, goal in zip(held, goals)]
        picked = [[pick(cards) for pick in self.pickers] for cards in held]
        return declared_deal(counts, picked, sides, stage.score, stage.judge, plan.qualify, stage.rules, stage.plain)
