"""Compile a game where every player passes their cards along for each card of a rank the
dealer named, dealt face up (the Rotate games: "Each round in which a passing rank was dealt
face up, each player must pass their cards one player to the left for each card of the
passing rank dealt that round.").

The cards a seat ends with depend on the cards dealt, so the game is a draw plan
(`draws.DrawPlan`): the program without the passes and the naming compiled as one, then
the naming first (`pass_rounds.NAME_RANKS`, with the table's random numbers after the deal's
shuffle: `DrawPlan.refills`) and a pass op after each round dealt face up to each seat
(`pass_rounds.RANK_PASS`), as `mechanics.named_ranks` plays them.

Followed: one naming of ranks (not of a hand) before any card is dealt, with no other rule
using the table's random numbers; passes of all, up or down cards to the left or right; the
other rules deals, bets and the showdown a draw plan follows. Refused: any choice or other
move of cards (a discard, a draw, a pass of the players' choosing), a flip where part of a
hand moves (the up cards would have to be followed through it), and a named rank made wild
(a standing named-rank-wild rule, which `plan` refuses).
"""

from __future__ import annotations

from dataclasses import replace

from dealerschoice.play.fast.draw_ops import DEAL, TABLE, DrawPlan
from dealerschoice.play.fast.draw_routes import as_draws
from dealerschoice.play.fast.pass_rounds import ALL, NAME_RANKS, RANK_PASS
from dealerschoice.play.fast.plan import Unplanned
from dealerschoice.play.mechanics.named_ranks import NamedRanks, ranks_for
from dealerschoice.play.program import Action, Program
from dealerschoice.rules.steps import Ante, Bet, Flip, Look, NoPeek
from dealerschoice.rules.steps.flip import TurnDown
from dealerschoice.rules.steps.passing import PassPerRank
from dealerschoice.rules.steps.showdown import DealerNames
from dealerschoice.rules.steps.vocab_cards import DealerNamed

# the steps that may come before the naming: none deals a card or draws a random number
_BEFORE_NAMING = (Ante, Bet, Look, NoPeek)
_SIDES = {"left": 1, "right": -1}


def compile_rank_passes(program: Program, players: int) -> DrawPlan:
    """The draw plan of a game with passes per named rank; `Unplanned` names the rule it cannot follow."""
    passes = [(number, step) for number, step in program.standing if isinstance(step, PassPerRank)]
    if not passes:
        raise Unplanned("no pass-per-rank rule")
    roles = _naming(program)
    moves = tuple(_moves(number, step, roles) for number, step in passes)
    kept = tuple((n, s) for n, s in program.standing if not isinstance(s, PassPerRank))
    actions = tuple(Action(a.number, a.text, tuple(s for s in a.steps if not isinstance(s, DealerNames)))
                    for a in program.actions)
    plain = Program(program.game, actions, kept, program.notes)
    base = as_draws(plain, players)
    if any(op[0] not in (DEAL, TABLE) for op in base.ops):
        raise Unplanned("passes per named rank in a game whose players choose or move cards")
    parts = {which for move in moves for which, _, _ in move}
    if parts != {ALL} and any(isinstance(s, (Flip, TurnDown)) for a in plain.actions for s in a.steps):
        raise Unplanned("passes of part of a hand in a game with flips")
    each = tuple(m for move in moves for m in move)
    ops: list[tuple] = [(NAME_RANKS, len(roles))]
    for op in base.ops:
        ops.append(op)
        if op[0] == DEAL and op[2]:  # a round dealt face up: its cards of a passing rank pass the hands on
            ops.append((RANK_PASS, op[1], each))
    return replace(base, ops=tuple(ops), used=len(base.deck), refills=True, tracks_up=parts != {ALL})


def _naming(program: Program) -> tuple[str, ...]:
    """The roles of the ranks the dealer names, once, before any card is dealt."""
    names = [(a.number, s) for a in program.actions for s in a.steps if isinstance(s, DealerNames)]
    if len(names) != 1:
        raise Unplanned(f"{len(names)} namings of ranks by the dealer (one is followed)")
    number, step = names[0]
    if step.what != DealerNamed.RANK:
        raise Unplanned(f"rule {number}: the dealer names a {step.what}")
    for action in program.actions:
        for s in action.steps:
            if s is step:
                return tuple(step.roles or ("named",))
            if type(s) not in _BEFORE_NAMING:
                raise Unplanned(f"rule {number}: the dealer names a rank after a {s.kind} step")
    raise AssertionError("the naming is one of the program's steps")


def _moves(number: int, step: PassPerRank, roles: tuple[str, ...]) -> tuple[tuple[str, int, tuple[int, ...]], ...]:
    """(which cards, seats on, the roles whose ranks pass) per side, as `named_ranks.on_card_up` reads them."""
    if str(step.which) not in ("all", "up", "down"):
        raise Unplanned(f"rule {number}: a pass per rank of the {step.which} cards")
    indexes = NamedRanks({role: i for i, role in enumerate(roles)})  # the roles' places stand for their ranks
    found = []
    for side in step.sides:
        if str(side) not in _SIDES:
            raise Unplanned(f"rule {number}: a pass per rank to the {side}")
        role = f"{side} passing" if len(step.sides) > 1 else "passing"
        found.append((str(step.which), _SIDES[str(side)] * step.seats, tuple(sorted(ranks_for(indexes, role)))))
    return tuple(found)
