"""Games whose stack of cards, cards set aside and flips only decide which cards show (High/Low
Jim): "Each player puts their cards into a four card stack, with one card on either side",
"Each player simultaneously flips the top card of their four card stack", "If they flip the
one on the right, they are going high; if they flip the one on the left, they are going low".

In the simulator a single stack (`moves.stack`: the weakest cards aside, the rest ordered to
hide their strength) and the flips from it move no card into or out of a hand: the seat
keeps every card, the showdown judges them all (the hand is the best of all of a seat's
cards). A declaration by flipping a card aside is the players' own high-or-low choice,
made as a declaration all at once makes it (`declare.declare`: the same
`policies.declare_high_low`, then the card on that side turns up). Where nothing after the
stacking reads which cards are up or in what order (no discard, draw or pass after it, no
standing rule but the deck and fixed wild cards, a showdown of the best hand), the deal
plays as the same game without the stack and its flips, declaring all at once: the plan is
that game's plan (a fixed plan or a draw plan).

Refused: several stacks (each is then a hand of its own: `stacks`), flips that deal, beat
the table or go until a hand shows, a showdown of the cards showing, and cards thrown,
drawn or passed after the stacking (a player's choice may read the cards showing).
"""

from __future__ import annotations

import dataclasses

from dealerschoice.play.fast.draws import DrawPlan
from dealerschoice.play.fast.plan import Plan, Unplanned
from dealerschoice.play.program import Action, Program
from dealerschoice.rules.steps import Declare, Discard, Draw, Flip, Pass, RuleStep, Showdown, Stack
from dealerschoice.rules.steps.vocab import DeclareMode, FlipSource, HandKind

_TURNING = (FlipSource.TOP, FlipSource.EACH_STACK)  # flips that only turn a seat's own card up


def compile_stack_aside(program: Program, players: int) -> Plan | DrawPlan:
    """The plan of a program whose stack and flips only decide what shows; `Unplanned` says why not.

    >>> from dealerschoice.records import Game, Rule, Source
    >>> from dealerschoice.play.program import game_program
    >>> game = Game(1, "Aside", (), (), (Rule(1, "Deal six cards face down to each player.", 5),
    ...     Rule(2, "Each player puts their cards into a four card stack, with one card on either side.", 6),
    ...     Rule(3, "Each player simultaneously flips the top card of their four card stack.", 7),
    ...     Rule(4, "Showdown, high hand wins.", 8)), None, Source("x", 1))
    >>> compile_stack_aside(game_program(game), 2).seats
    (((0, 1, 2, 3, 4, 5),), ((6, 7, 8, 9, 10, 11),))
    """
    steps = [s for a in program.actions for s in a.steps]
    stacks = [s for s in steps if type(s) is Stack]
    if not stacks:
        raise Unplanned("no stack")
    if any(s.stacks != 1 for s in stacks):
        raise Unplanned("several stacks, each a hand of its own")
    after = steps[steps.index(stacks[0]):]
    for step in after:
        why = _reads_what_shows(step)
        if why:
            raise Unplanned(f"after the stacking, {why}")
    from dealerschoice.play.fast.plan import plan_for  # the plan of what is left, whichever it is

    plan = plan_for(_without_stacks(program), players)
    if not isinstance(plan, (Plan, DrawPlan)):
        raise Unplanned(f"a stack in a game the plan of which is none, or of another kind ({type(plan).__name__})")
    return plan


def _reads_what_shows(step: RuleStep) -> str | None:
    """Why a step after the stacking may depend on the cards showing or their order (None: it does not)."""
    if type(step) in (Discard, Draw, Pass):
        return f"a {step.kind} step (a player's choice may read the cards showing)"
    if type(step) is Flip and (step.source not in _TURNING or step.until is not None or step.table_counts
                               or step.deal_instead_at is not None or step.who != "each"):
        return f"a flip of the {step.source} cards (it may move or deal cards)"
    if isinstance(step, Showdown) and step.hand != HandKind.BEST:
        return f"a showdown of the {step.hand} hand"
    return None


def _without_stacks(program: Program) -> Program:
    """The program without its stacks and flips, declaring all at once where it declared by flipping."""
    def kept(step: RuleStep) -> RuleStep | None:
        if type(step) in (Stack, Flip):
            return None
        if type(step) is Declare and step.mode == DeclareMode.BY_FLIP:
            return dataclasses.replace(step, mode=DeclareMode.SIMULTANEOUS)
        return step

    actions = tuple(Action(a.number, a.text, tuple(k for s in a.steps if (k := kept(s)) is not None))
                    for a in program.actions)
    return Program(program.game, actions, program.standing, program.notes)
