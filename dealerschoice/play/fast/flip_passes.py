"""Plans for games where each player turns up a card of their choice and passes it on (Pass
the Crap Stud): "Each player flips over one down card and passes it to their left."

The simulator's players choose the card to turn up as one that shows least beside their up
cards (`flips._pick`: `policies.hide_order`, first card), seat by seat from the dealer's
left; then every player passes the card they just turned up, still face up, to the player
that many seats away on that side (`moves.pass_cards`: the card just flipped is the only one
that may go), every card moving at once. What a player turns up next depends on the cards
passed to them, so a deal is played move by move on card codes: deals to each seat, these
flips and these passes, then the showdown judges each seat's cards as one group
(`hand_piles.PileJudge`).

The plan is the fixed plan of the program without these flips and passes (which judges the
rest), plus the moves. Refused: flips of unseen cards, of several cards or until a hand
shows, passes of other cards or split between players, table cards, and what the plain
plan refuses.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence
from dataclasses import dataclass

from dealerschoice.cards.cards import CARD_BY_CODE
from dealerschoice.play import policies
from dealerschoice.play.fast.hand_piles import PileJudge
from dealerschoice.play.fast.own_play import PlaysOwn
from dealerschoice.play.fast.plan import Plan, Unplanned, compile_plan
from dealerschoice.play.fast.run import DealOutcome, PlanCounts, shuffler
from dealerschoice.play.program import Action, Program
from dealerschoice.rules.steps import Deal, Flip, NoPeek, Pass, RuleStep
from dealerschoice.rules.steps.vocab import Face, FlipSource, Target

DEAL, FLIP, PASS = "deal", "flip", "pass"
FLIPPED = "flipped"  # `Pass.which` of a pass of the card just turned up


@dataclass(frozen=True, slots=True)
class FlipPassPlan(PlaysOwn):
    """A fixed plan whose players turn up a card of their choice and pass it on."""

    moves: tuple[tuple, ...] = ()  # (DEAL, count, up) | (FLIP,) | (PASS, seats away, to the left), in order

    def play(self, seeds: range | list[int]) -> PlanCounts:
        shuffle = shuffler(self.deck, 1 + max(p for groups in self.seats for g in groups for p in g))
        judge = PileJudge(self, max(len(g) for groups in self.seats for g in groups))
        counts = PlanCounts()
        for seed in seeds:
            judge.deal(counts, [[cards] for cards in passed_hands(self, shuffle(seed))])
        return counts

    def deal(self, seed: int) -> DealOutcome:
        x = list(self.deck)
        random.Random(seed).shuffle(x)
        judge = PileJudge(self, max(len(g) for groups in self.seats for g in groups))
        return judge.deal(PlanCounts(), [[cards] for cards in passed_hands(self, x)])


def compile_flip_passes(program: Program, players: int) -> FlipPassPlan:
    """The plan of a program whose players pass on the cards they turn up; `Unplanned` says why not.

    >>> from dealerschoice.records import Game, Rule, Source
    >>> from dealerschoice.play.program import game_program
    >>> flip = "Each player flips over one down card and passes it to their right."
    >>> game = Game(1, "Passing", (), (), (Rule(1, "Deal two cards face down to each player.", 5), Rule(2, flip, 6),
    ...     Rule(3, "Deal one card down to each player.", 7), Rule(4, flip, 8),
    ...     Rule(5, "Showdown, high hand wins.", 9)), None, Source("x", 1))
    >>> compile_flip_passes(game_program(game), 3).moves
    (('deal', 2, False), ('flip',), ('pass', 1, False), ('deal', 1, False), ('flip',), ('pass', 1, False))
    """
    steps = [s for a in program.actions for s in a.steps]
    passes = [s for s in steps if type(s) is Pass]
    if not passes or any(p.which != FLIPPED for p in passes):
        raise Unplanned("no pass of the flipped cards, or a pass of others")
    if any(len(p.moves) != 1 or p.moves[0].count != 1 for p in passes):
        raise Unplanned("a pass of the flipped cards split between players")
    for step in steps:
        why = _not_followed(step)
        if why:
            raise Unplanned(why)
    plan = compile_plan(_without_moves(program), players)
    if not isinstance(plan, Plan) or any(len(groups) != 1 for groups in plan.seats):
        raise Unplanned("a pass of the flipped cards in a game with draws or hands of several groups")
    moves: list[tuple] = []
    for step in steps:
        if type(step) is Deal:
            moves.append((DEAL, step.count, step.face == Face.UP))
        elif type(step) is Flip:
            moves.append((FLIP,))
        elif type(step) is Pass:
            move = step.moves[0]
            moves.append((PASS, move.seats, move.direction == "left"))
    values = {f.name: getattr(plan, f.name) for f in dataclasses.fields(Plan)}
    values.update(factored=None, board=None)
    return FlipPassPlan(**values, moves=tuple(moves))


def _not_followed(step: RuleStep) -> str | None:
    """Why the plan cannot follow a step of such a game (None: it can)."""
    if type(step) is NoPeek:
        return "a flip of cards their holder has not seen (they turn up from the top)"
    if type(step) is Deal and step.to == Target.TABLE:
        return "table cards beside passes of the flipped cards"
    if type(step) is Flip and (step.source != FlipSource.CHOICE or step.count != 1 or step.who != "each"
                               or step.until is not None or step.from_either or step.table_counts
                               or step.deal_instead_at is not None):
        return f"a flip of {step.count} {step.source} cards beside passes of the flipped cards"
    return None


def _without_moves(program: Program) -> Program:
    """The program without its flips and passes, for the plain plan to judge the rest."""
    actions = tuple(Action(a.number, a.text, tuple(s for s in a.steps if type(s) not in (Flip, Pass)))
                    for a in program.actions)
    return Program(program.game, actions, program.standing, program.notes)


def passed_hands(plan: FlipPassPlan, x: Sequence[int]) -> list[tuple[int, ...]]:
    """Each seat's cards at the showdown, the moves played on the shuffled deck `x`."""
    n = plan.players
    rules = plan.rules
    down: list[list[int]] = [[] for _ in range(n)]
    up: list[list[int]] = [[] for _ in range(n)]
    last: list[int | None] = [None] * n  # each seat's card just turned up, while it holds it
    top = 0
    for move in plan.moves:
        if move[0] == DEAL:
            count, face_up = move[1], move[2]
            for s in range(n):
                (up if face_up else down)[s].extend(x[top:top + count])
                top += count
        elif move[0] == FLIP:
            for s in range(n):
                if down[s]:
                    shown = policies.hide_order([CARD_BY_CODE[c] for c in down[s]], [CARD_BY_CODE[c] for c in up[s]], rules)
                    card = int(shown[0])
                    down[s].remove(card)
                    up[s].append(card)
                    last[s] = card
        else:
            away = move[1] if move[2] else -move[1]
            gone = [c if c is not None and c in up[s] else None for s, c in enumerate(last)]
            for s, given in enumerate(gone):
                if given is not None:
                    up[s].remove(given)
            for s, given in enumerate(gone):
                if given is not None:
                    up[(s + away) % n].append(given)
            last = [None] * n
    return [tuple(d + u) for d, u in zip(down, up)]
