"""Draw games whose runner-up may switch hands with the table after the showdown (Zombie):
"Showdown, high hand wins. The second place hand may switch hands with the table cards and
make a draw to see if he can beat the winner."

The table's cards are the hand the runner-up may switch to, so they count in nobody's hand
(`Rulebook.table_role`). After the showdown the simulator (`mechanics.runner_up`) gives the
single runner-up the table's cards and their draw (never more than the deck holds), and moves
the winner's chips to them if they then beat the winner; the showdown's record, which is what
the odds count (`odds._tally_deal`: its winners, their hands, its shares), stays as the
showdown made it. So the odds of such a game are those of its draw plan without the switch
(`draws`), the table's cards in no hand, every player keeping for their own cards alone.

Refused: a game whose plan without the switch is not a high draw plan (a fixed deal, a split
pot, a Use rule, wilds the table names), where the switch is not after the showdown's.
"""

from __future__ import annotations

from dataclasses import replace

from dealerschoice.play.fast.draw_ops import TABLE, DrawPlan
from dealerschoice.play.fast.plan import Unplanned, compile_plan
from dealerschoice.play.program import Action, Program
from dealerschoice.rules.steps import Showdown
from dealerschoice.rules.steps.late_reads import RunnerUpSwitch


def compile_switch(program: Program, players: int) -> DrawPlan:
    """The plan of a draw game whose runner-up may switch hands with the table; `Unplanned` says why not.

    >>> from dealerschoice.records import Game, Rule, Source
    >>> from dealerschoice.play.program import game_program
    >>> game = Game(1, "Z", (), (), (Rule(1, "Deal four cards face down to each player.", 5),
    ...     Rule(2, "Deal four cards face down to the table.", 6), Rule(3, "Each player may draw up to two cards.", 7),
    ...     Rule(4, "Showdown, high hand wins. The second place hand may switch hands with the table cards and make "
    ...          "a draw to see if he can beat the winner.", 8)), None, Source("x", 1))
    >>> plan = compile_switch(game_program(game), 3)
    >>> plan.groups, plan.board_counts
    (((0, 1, 2, 3),), False)
    """
    found = [(a, s) for a in program.actions for s in a.steps if isinstance(s, RunnerUpSwitch)]
    if not found:
        raise Unplanned("no runner-up switching hands with the table")
    action, switch = found[0]
    steps = action.steps
    at = program.actions.index(action)
    if len(found) > 1 or steps.index(switch) != len(steps) - 1 or not any(isinstance(s, Showdown) for s in steps) \
            or any(a.steps for a in program.actions[at + 1:]):  # the standing rules' lines play nothing
        raise Unplanned(f"rule {action.number}: a runner-up switch that is not the last thing the showdown's rule does")
    without = Action(action.number, action.text, steps[:-1])  # the showdown is left
    actions = program.actions[:at] + (without,) + program.actions[at + 1:]
    base = compile_plan(Program(program.game, actions, program.standing, program.notes), players)
    table = sum(op[1] for op in base.ops if op[0] == TABLE) if isinstance(base, DrawPlan) else 0
    if type(base) is not DrawPlan or base.low or base.sided or base.board_rules is not None or not table \
            or base.whole_hands or len(base.groups) != 1:
        raise Unplanned(f"rule {action.number}: a runner-up switch in a game whose plan without it is not a high "
                        f"draw plan with table cards ({type(base).__name__})")
    size = len(base.groups[0]) - (table if base.board_counts else 0)
    return replace(base, groups=(tuple(range(size)),), board_counts=False)
