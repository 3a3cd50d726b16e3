"""Plans for games that deal the players no card: every hand is the board ("Shuffle two poker
decks together." then Hold'em's flop, turn and river, and nothing to the players: Double Deck
Hold'em).

The showdown makes each player's hand of their own cards and the table's
(`making.card_sets`): with no own card, every seat's one group is the whole board, so every
showdown is a tie of all the players (split when a tie pays). The plan is the fixed plan of
the same game with one card dealt to each player just before the showdown (`plan.compile_plan`
checks every rule as it does any game's, and the cards after the board's change nothing),
each seat's group then the board's positions alone.
"""

from __future__ import annotations

import dataclasses

from dealerschoice.play.fast.plan import Plan, Unplanned, compile_plan
from dealerschoice.play.program import Action, Program
from dealerschoice.rules.steps import Deal, Showdown
from dealerschoice.rules.steps.vocab import Face, Target


def compile_board_only(program: Program, players: int) -> Plan:
    """The plan of a game whose players hold no card; `Unplanned` names why not.

    >>> from dealerschoice.records import Game, Rule, Source
    >>> from dealerschoice.play.program import game_program
    >>> lines = ("Deal four common cards face up to the table.", "Showdown, high hand wins.")
    >>> game = Game(1, "T", (), (), tuple(Rule(n, t, n) for n, t in enumerate(lines, 1)), None, Source("x", 1))
    >>> compile_board_only(game_program(game), 3).seats
    (((0, 1, 2, 3),), ((0, 1, 2, 3),), ((0, 1, 2, 3),))
    """
    steps = [s for a in program.actions for s in a.steps]
    deals = [s for s in steps if type(s) is Deal]
    if not deals or any(s.to != Target.TABLE for s in deals):
        raise Unplanned("cards dealt to the players, or none to the table")
    board = sum(s.count for s in deals)
    plan = compile_plan(_dealt_before_showdown(program), players)
    if type(plan) is not Plan or plan.low_rules is not None or plan.high_low:
        raise Unplanned("a game with no own cards the plan plays another way, or with a low hand")
    return dataclasses.replace(plan, seats=((tuple(range(board)),),) * players, factored=None, board=None)


def _dealt_before_showdown(program: Program) -> Program:
    """The program with one card dealt face down to each player just before its showdown."""
    actions = tuple(Action(a.number, a.text, tuple(
        x for s in a.steps for x in ((Deal(1, Face.DOWN, Target.EACH), s) if isinstance(s, Showdown) else (s,))))
        for a in program.actions)
    return Program(program.game, actions, program.standing, program.notes)
