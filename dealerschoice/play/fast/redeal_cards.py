"""A redeal on a card, in the odds' fast path: "If the table card is a joker, redeal for
everyone still in." (Deadlands), "If a player is ever dealt a black eight, redeal the game.",
as the simulator plays it (`redeals.watch`).

After every step the simulator looks at the cards: a card a "dealt" rule names in any
player's hands, face up or down, or one a "table-card" rule names face up on the table, calls
for a redeal after that step. A rule written before a showdown it is not the last rule ahead
of waits for the rules written before it still to come (`redeals._waits`: "everyone must
match the pot" pays first). The redeal gathers the cards dealt by then as `Table.gather` puts
them (the deck left, each seat's cards in the order dealt, the table's) and shuffles them
with the table's own random numbers; at the cap of deals (`simulate.MAX_DEALS`) the example
stops with no showdown. So a deal is the fixed plan of the game without the redeal, dealt
again at the first place whose cards show a named one, gathered as they lie there.

Where nobody folds (the odds' players all stay, and the plan of the rest is a fixed plan),
a redeal "for everyone still in" is for everyone, and the rules for those who folded act on
nobody (`forced.nobody_out`: deals to them, buying back in, keeping folded cards); a table
card that makes everyone match the pot asks no more than the pot and folds nobody.

Refused: a redeal a player calls for or on cards never dealt up (their own plans), flips
(what shows then follows play), and a game whose plan without the redeal is no plain plan.
"""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass

from dealerschoice.cards import Card
from dealerschoice.play.fast.hand_piles import PileJudge
from dealerschoice.play.fast.own_play import PlaysOwn
from dealerschoice.play.fast.plan import Plan, Unplanned, compile_plan, lay_deal
from dealerschoice.play.fast.run import DealOutcome, PlanCounts
from dealerschoice.play.program import Action, Program
from dealerschoice.rules.steps import Deal, Flip, Showdown
from dealerschoice.rules.steps.dealing_events import RedealIf
from dealerschoice.rules.steps.other import FoldedKeep
from dealerschoice.rules.steps.vocab import Face, Target
from dealerschoice.rules.steps.vocab_cards import RedealWhen
from dealerschoice.rules.steps.vocab_money import ForcedAction
from dealerschoice.rules.steps.wager import BuyBackIn, TableCardForced

_WATCHED = (RedealWhen.DEALT, RedealWhen.TABLE_CARD)


@dataclass(frozen=True, slots=True)
class CardRedealPlan(PlaysOwn):
    """A fixed plan dealt again at the first of `places` whose watched deck positions hold a
    card of `named`: each place is (the positions watched by then, the positions gathered
    back in `Table.gather`'s order, the positions dealt)."""

    named: frozenset[int] = frozenset()
    places: tuple[tuple[tuple[int, ...], tuple[int, ...], int], ...] = ()
    max_deals: int = 1

    def play(self, seeds: range | list[int]) -> PlanCounts:
        counts = PlanCounts()
        judge = self._judge()
        for seed in seeds:
            self._judged(seed, counts, judge)
        return counts

    def deal(self, seed: int) -> DealOutcome:
        return self._judged(seed, PlanCounts(), self._judge())

    def dealt(self, seed: int) -> tuple[list[int], int, bool]:
        """(the deck as the last deal lies, the times the cards were dealt, whether the example
        stopped at the cap with a redeal still called for)."""
        rng = random.Random(seed)
        x = list(self.deck)
        rng.shuffle(x)
        times = 1
        while (gathered := self._redealt(x)) is not None:
            if times >= self.max_deals:
                return x, times, True
            x = gathered
            rng.shuffle(x)
            times += 1
        return x, times, False

    def _redealt(self, x: list[int]) -> list[int] | None:
        """The cards gathered (before the shuffle) where a named card shows first; None: none shows."""
        named = self.named
        for watched, held, top in self.places:
            if any(x[p] in named for p in watched):
                return x[top:] + [x[p] for p in held]
        return None

    def _judge(self) -> PileJudge:
        return PileJudge(self, max(len(g) for groups in self.seats for g in groups))

    def _judged(self, seed: int, counts: PlanCounts, judge: PileJudge) -> DealOutcome:
        x, _, stopped = self.dealt(seed)
        if stopped:  # the example stops: no showdown
            counts.deals += 1
            counts.no_showdown += 1
            return DealOutcome((), None)
        return judge.deal(counts, [[tuple(x[p] for p in g) for g in groups] for groups in self.seats])


def compile_card_redeal(program: Program, players: int) -> CardRedealPlan:
    """The plan of a game dealt again on a card dealt or turned up on the table; `Unplanned`
    names what it cannot follow. Call it on the program as it plays where nobody folds."""
    from dealerschoice.play.mechanics.redeals import fits  # the simulator's own test of a card
    from dealerschoice.play.simulate import MAX_DEALS  # the simulator imports the odds: not at import time

    rules = program.standing_of(RedealIf)
    if len(rules) != 1 or rules[0][1].when not in _WATCHED or rules[0][1].by is not None:
        raise Unplanned(f"no redeal on a card dealt or turned up on the table, or more than one ({len(rules)})")
    number, redeal = rules[0]
    for action in program.actions:
        for step in action.steps:
            if isinstance(step, Flip) or type(step).__name__ == "BoardFlip":
                raise Unplanned(f"rule {action.number}: a flip beside a redeal on a card (what shows follows play)")
            if type(step) is TableCardForced and step.action != ForcedAction.MATCH_OR_FOLD:
                raise Unplanned(f"rule {action.number}: a table card that makes everyone {step.action}")
    rest = Program(program.game, tuple(Action(a.number, a.text, tuple(s for s in a.steps if type(s) not in
                                                                      (TableCardForced, BuyBackIn)))
                                       for a in program.actions),
                   tuple((n, s) for n, s in program.standing if type(s) not in (RedealIf, FoldedKeep)), program.notes)
    plan = compile_plan(rest, players)
    if type(plan) is not Plan:
        raise Unplanned("a redeal on a card in a game that is no plain fixed plan")
    named = frozenset(c for c in set(plan.deck) if fits(redeal, Card(c)))
    values = {f.name: getattr(plan, f.name) for f in dataclasses.fields(Plan)}
    values.update(factored=None, board=None)
    return CardRedealPlan(**values, named=named, places=_places(rest, players, number, redeal.when),
                          max_deals=MAX_DEALS)


def _places(program: Program, players: int, number: int,
            when: RedealWhen) -> tuple[tuple[tuple[int, ...], tuple[int, ...], int], ...]:
    """Where the watch may call the redeal: after each deal once the rules before the
    redeal's own have been played where it waits for them (`redeals._waits`)."""
    waits = any(isinstance(s, Showdown) for a in program.actions if a.number > number for s in a.steps)
    last = max((a.number for a in program.actions if a.number < number and a.steps), default=0) if waits else 0
    held: list[list[int]] = [[] for _ in range(players)]
    laid: list[int] = []
    shown: list[int] = []
    top = 0
    places: list[tuple[tuple[int, ...], tuple[int, ...], int]] = []
    for action in program.actions:
        for step in action.steps:
            if isinstance(step, Deal):
                was = len(laid)
                top = lay_deal(step, held, laid, top)
                if step.to == Target.TABLE and step.face == Face.UP:
                    shown.extend(laid[was:])
            if action.number < last:
                continue
            watched = tuple(p for seat in held for p in seat) if when == RedealWhen.DEALT else tuple(shown)
            place = (watched, tuple(p for seat in held for p in seat) + tuple(laid), top)
            if not places or places[-1] != place:
                places.append(place)
    return tuple(places)
