"""A redeal a player calls for, in the odds' fast path (Control: "If the player with the high
hand showing wants, there is a redeal."), as the simulator plays it (`flow.redeal_if`).

The game is the fixed plan of its rules without the redeal; where the rule stands, the player
it names (the best hand showing, `exposed.high_hand_showing`, a tie to the first clockwise
after the dealer; the dealer's left with nothing showing, or where the rule names that seat)
calls for a redeal when their whole hand with the table's cards is less than two pair
(`policies.wants_redeal`). Then every card goes back into the deck as `Table.gather` puts it
(the cards never dealt, each seat's in the order dealt, the table's) and is shuffled by the
table's own random numbers, which go on from the deal's shuffle; the rules are played again
from the first. At the simulator's cap of deals (`simulate.MAX_DEALS`) a player who still calls
for one ends the example: that deal has no showdown. Otherwise the deal's showdown is the
fixed plan's, judged on the deck as it lies.

Refused: a redeal called by another player, more than one, one sharing its rule, a game whose
cards turn up or down by a rule before it (the up cards then follow play), unseen cards, and
a game whose plan without the redeal is not a plain fixed plan.
"""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass

from dealerschoice.cards import Card
from dealerschoice.cards.cards import JOKER_CODE
from dealerschoice.play.fast.hand_piles import PileJudge
from dealerschoice.play.fast.own_play import PlaysOwn
from dealerschoice.play.fast.plan import Plan, Unplanned, compile_plan, lay_deal
from dealerschoice.play.fast.run import DealOutcome, PlanCounts, scorer
from dealerschoice.play.program import Action, Program
from dealerschoice.rules.steps import Ante, Bet, Deal, Look
from dealerschoice.rules.steps.dealing_events import RedealIf
from dealerschoice.rules.steps.vocab import Face, Role, Target
from dealerschoice.rules.steps.vocab_cards import RedealWhen

_CARDS = [Card(code) for code in range(JOKER_CODE + 1)]  # the players' choices read Cards, not codes
_BEFORE = (Deal, Bet, Ante, Look)  # the steps a redeal's rule may follow: none turns a card or reads play


def dealt_before(program: Program, at: int, players: int,
                 redeal: str) -> tuple[list[list[int]], list[list[int]], list[int], int]:
    """The deck places the rules before action `at` deal (each seat's, each seat's face up, the
    table's) and the next place; `Unplanned` names a step before the `redeal` that turns a card
    or reads play (only deals, bets, antes and looks may come first)."""
    held: list[list[int]] = [[] for _ in range(players)]
    up: list[list[int]] = [[] for _ in range(players)]
    laid: list[int] = []
    top = 0
    for before in program.actions[:at]:
        for s in before.steps:
            if type(s) not in _BEFORE:
                raise Unplanned(f"rule {before.number}: a {s.kind} step before {redeal}")
            if isinstance(s, Deal):
                was = [len(h) for h in held]
                top = lay_deal(s, held, laid, top)
                if s.face == Face.UP and s.to == Target.EACH:
                    for n, hand in enumerate(held):
                        up[n].extend(hand[was[n]:])
    return held, up, laid, top
_ROLES = (Role.HIGH_SHOWING, Role.LEFT_OF_DEALER)


@dataclass(frozen=True, slots=True)
class ChosenRedealPlan(PlaysOwn):
    """A fixed plan dealt again while the player `by` calls for it: at the redeal's rule each
    seat holds the deck places `held` (in the order dealt; `up` those face up), the table
    `laid`, and `top` places are dealt."""

    by: Role = Role.HIGH_SHOWING
    held: tuple[tuple[int, ...], ...] = ()
    up: tuple[tuple[int, ...], ...] = ()
    laid: tuple[int, ...] = ()
    top: int = 0
    max_deals: int = 1

    def play(self, seeds: range | list[int]) -> PlanCounts:
        counts = PlanCounts()
        judge, score = self._judges()
        for seed in seeds:
            self._judged(seed, counts, judge, score)
        return counts

    def deal(self, seed: int) -> DealOutcome:
        return self._judged(seed, PlanCounts(), *self._judges())

    def dealt(self, seed: int, score=None) -> tuple[list[int], int, bool]:
        """(the deck as the last deal lies, the times the cards were dealt, whether the example
        stopped at the cap with a redeal still called for)."""
        score = score or self._judges()[1]
        rng = random.Random(seed)
        x = list(self.deck)
        rng.shuffle(x)
        times = 1
        while self.wants(x, score):
            if times >= self.max_deals:
                return x, times, True
            x = self._gathered(x)
            rng.shuffle(x)
            times += 1
        return x, times, False

    def _judges(self) -> tuple[PileJudge, object]:
        return (PileJudge(self, max(len(g) for groups in self.seats for g in groups)),
                scorer(self.rules, self.deck, max(len(h) for h in self.held) + len(self.laid)))

    def _judged(self, seed: int, counts: PlanCounts, judge: PileJudge, score) -> DealOutcome:
        x, _, stopped = self.dealt(seed, score)
        if stopped:  # the example stops: no showdown
            counts.deals += 1
            counts.no_showdown += 1
            return DealOutcome((), None)
        return judge.deal(counts, [[tuple(x[p] for p in g) for g in groups] for groups in self.seats])

    def _gathered(self, x: list[int]) -> list[int]:
        """Every card back into the deck, as `Table.gather` puts them (before the shuffle)."""
        return x[self.top:] + [x[p] for seat in self.held for p in seat] + [x[p] for p in self.laid]

    def wants(self, x: list[int], score) -> bool:
        """Whether the player the rule names calls for a redeal on the deck `x` (`flow.redeal_if`)."""
        from dealerschoice.cards.exposed import high_hand_showing  # the evaluator's own choice of the seat
        from dealerschoice.play import policies  # the simulator's players: not at import time

        seat = 1  # the dealer's left (`roles.leader`)
        showing = {s: [_CARDS[x[p]] for p in up] for s, up in enumerate(self.up, 1) if up}
        if self.by == Role.HIGH_SHOWING and showing:
            seat = high_hand_showing(showing, list(range(1, self.players + 1)), self.players, self.rules) or 1
        known = [x[p] for p in self.held[seat - 1]] + [x[p] for p in self.laid]
        return bool(known) and policies.wants_redeal(score(known) >> 20)


def compile_chosen_redeal(program: Program, players: int) -> ChosenRedealPlan:
    """The plan of a game whose player may call for a redeal; `Unplanned` names what it cannot follow."""
    from dealerschoice.play.simulate import MAX_DEALS  # the simulator imports the odds: not at import time

    found = [(i, a) for i, a in enumerate(program.actions) if any(isinstance(s, RedealIf) for s in a.steps)]
    if not found:
        raise Unplanned("no redeal a player calls for")
    at, action = found[0]
    step = action.steps[0]
    where = f"rule {action.number}"
    if len(found) > 1 or len(action.steps) != 1 or not isinstance(step, RedealIf) or \
            step.when != RedealWhen.CHOSEN or step.by not in _ROLES:
        raise Unplanned(f"{where}: a redeal-if step, one of several, sharing its rule or not called by the high "
                        "hand showing or the dealer's left")
    held, up, laid, top = dealt_before(program, at, players, "the redeal a player calls for")
    rest = Program(program.game, tuple(Action(a.number, a.text, a.steps) if i != at else Action(a.number, a.text, ())
                                       for i, a in enumerate(program.actions)), program.standing, program.notes)
    plan = compile_plan(rest, players)
    if type(plan) is not Plan:
        raise Unplanned("a redeal a player calls for in a game that is no plain fixed plan")
    values = {f.name: getattr(plan, f.name) for f in dataclasses.fields(Plan)}
    values.update(factored=None, board=None)
    return ChosenRedealPlan(**values, by=step.by, held=tuple(map(tuple, held)), up=tuple(map(tuple, up)),
                            laid=tuple(laid), top=top, max_deals=MAX_DEALS)
