"""Compile and play a game whose deals go round again "until one player believes they have the
highest hand" (Kenosha: `Repeat` until `claims-best`), as `mechanics.flow.repeat` plays it.

At the repeat, each seat from seat 1 weighs its category (all its cards) against the
categories of the others' up cards (`policies.claims_best`: two pair or better, above every
hand showing); once one claims, play goes on to the showdown. Else the repeated rules are
played again, at most until the repeat has come round `flow.MAX_CYCLES` times: the simulator
then stops the hand with no showdown (a deal counted, with no winner: `PlanCounts.no_showdown`).

The game is a draw plan of the program without the repeat, each seat's hand all its cards
(their count depends on the rounds played: `DrawPlan.whole_hands`), with an op where the
repeat stands:
- (CLAIM_REPEAT, deals, cycles): the claim tested, then `deals` ((n, face up) to each seat)
  dealt again, until a claim or `cycles` rounds.
Followed: repeated rules of deals to each seat and bets, in a game of deals to the players
and bets only, with no wild card (the show rules are the plain ones), a high showdown.
"""

from __future__ import annotations

from dealerschoice.play.fast.draw_ops import DEAL, DrawPlan, judged_apart
from dealerschoice.play.fast.plan import Unplanned
from dealerschoice.play.mechanics.flow import MAX_CYCLES
from dealerschoice.play.policies import category, claims_best
from dealerschoice.play.program import Program
from dealerschoice.rules.steps import Bet, Deal, Repeat
from dealerschoice.rules.steps.vocab import Target
from dealerschoice.rules.steps.vocab_cards import UntilKind

CLAIM_REPEAT = 19  # after `draw_picks`' codes
STOPPED = "stopped"  # what `draw_play.deal_out` gives for a hand the simulator stops before its showdown


def compile_claims(program: Program, players: int) -> DrawPlan:
    """The draw plan of a game repeated until a player claims the best hand; `Unplanned` says why not."""
    found = [(at, step) for at, a in enumerate(program.actions) for step in a.steps if isinstance(step, Repeat)]
    if len(found) != 1 or found[0][1].until.kind != UntilKind.CLAIMS_BEST:
        raise Unplanned("no one repeat until a player claims the best hand")
    at, step = found[0]
    where = f"rule {program.actions[at].number}"
    if len(program.actions[at].steps) != 1 or step.last < 1 or at - step.last < 0:
        raise Unplanned(f"{where}: a repeat with other steps in its rule, or of rules before the first")
    deals = []
    for action in program.actions[at - step.last:at]:
        for s in action.steps:
            if type(s) is Deal and s.to == Target.EACH and s.condition is None:
                deals.append((s.count, s.face == "up"))
            elif type(s) is not Bet:
                raise Unplanned(f"{where}: a repeat of a {s.kind} step")
    if not deals:
        raise Unplanned(f"{where}: a repeat that deals nothing")
    plain = Program(program.game, program.actions[:at] + program.actions[at + 1:], program.standing, program.notes)
    from dealerschoice.play.fast.draw_routes import as_draws  # draw_routes imports this module

    base = as_draws(plain, players)
    if any(op[0] != DEAL for op in base.ops) or not base.plain or base.low or base.sided or len(base.groups) != 1:
        raise Unplanned(f"{where}: a repeat in a game of more than deals to the players, wild cards or a low side")
    before = sum(1 for a in program.actions[:at] for s in a.steps if type(s) is Deal)
    ops = (*base.ops[:before], (CLAIM_REPEAT, tuple(deals), MAX_CYCLES), *base.ops[before:])
    most = sum(n for n, _ in deals) * (MAX_CYCLES - 1)  # the rounds dealt again at most, each seat
    return judged_apart(base, ops=ops, groups=(tuple(range(len(base.groups[0]) + most)),), whole_hands=True,
                        tracks_up=any(up for _, up in deals) or any(op[2] for op in base.ops), used=len(base.deck))


def claim_rounds(op: tuple, x: list[int], top: int, hands: list[list[int]], ups: list[list[int]] | None, rules):
    """The deck's new top once a seat claims the best hand; None: the deck ran out; STOPPED:
    nobody claimed in the rounds the simulator plays."""
    _, deals, most = op
    cycles = 0
    while not _claimed(hands, ups, rules):
        cycles += 1
        if cycles >= most:
            return STOPPED
        for n, up in deals:
            if top + n * len(hands) > len(x):
                return None
            for seat, hand in enumerate(hands):
                hand.extend(x[top:top + n])
                if up and ups is not None:
                    ups[seat].extend(x[top:top + n])
                top += n
    return top


def _claimed(hands: list[list[int]], ups: list[list[int]] | None, rules) -> bool:
    showing = [category(up, rules) for up in ups] if ups is not None else [0] * len(hands)  # type: ignore[arg-type]
    for seat, hand in enumerate(hands):
        others = showing[:seat] + showing[seat + 1:]
        if claims_best(category(hand, rules), others):  # type: ignore[arg-type]  # codes: the evaluator reads codes
            return True
    return False
