"""Table cards that a pair turning up deals: "Every time a pair is dealt face up, deal a card
face up to the table." with "Any card matching the rank of a table card is wild." (Jewish
Poker), planned.

Which deck place a card comes from depends on the cards: every table card dealt moves the
later deals down the deck. So the plan follows the deals card by card, as the simulator
deals them (`mechanics.moves`: each seat gets its cards of a deal, seat 1 first; then, for
each card dealt face up, in that order, `triggers.card_up` asks whether the player now shows
two or more up cards of its rank, and `mechanics.table_cards_on` deals the table cards). The
table cards name the wild ranks and are in nobody's hand (the table has a role: `judge.
usable_table`); each seat's hand is the best five of its own cards under the wild rules the
simulator gives for those ranks (asked of a probe hand, once per set of ranks). High
showdowns only. Refused with the rule: a trigger of another sort, a deal to the table, a
deck the table cards could run out, and every standing rule but these two, the deck and
checked qualifiers.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, fields
from typing import TYPE_CHECKING

from dealerschoice.cards.cards import JOKER_CODE, Card
from dealerschoice.play.fast.layout_lines import LayoutPlan, settle
from dealerschoice.play.fast.plan import Plan, Unplanned, check_plan_step, deck_codes
from dealerschoice.play.fast.qualify import qualify_of
from dealerschoice.play.fast.run import DealOutcome, PlanCounts, scorer, shuffler, uses_wild
from dealerschoice.play.table import Held
from dealerschoice.rules.steps import Deal, Deck, Qualifier, Wild
from dealerschoice.rules.steps.dealing_events import TableCardsOn, Trigger
from dealerschoice.rules.steps.vocab import Face, Pot, Target
from dealerschoice.rules.steps.vocab_cards import TriggerEvent

if TYPE_CHECKING:
    from dealerschoice.cards import HandRules
    from dealerschoice.play.program import Program

_PAIR = Trigger(event=TriggerEvent.DEALT_UP, pair=True)  # "every time a pair is dealt face up", nothing more
_WILD_DEFAULTS = {f.name: f.default for f in fields(Wild)}


def has_table_cards_on(program: Program) -> bool:
    return any(isinstance(step, TableCardsOn) for _, step in program.standing)


@dataclass(frozen=True, slots=True)
class TableCardsPlan(LayoutPlan):
    """A game's deals (`deals`: per deal, its count to each seat and whether face up), the
    table cards each pair turning up deals (`per_pair`), the deck, and `plan` for the
    showdown's rules (its wild rules unused: the table cards name them each deal)."""

    program: Program
    plan: Plan
    deals: tuple[tuple[int, bool], ...]
    per_pair: int
    used: int  # the most deck places a deal can take
    _rules: dict[frozenset[int], tuple[HandRules, Callable]] = field(default_factory=dict, compare=False,
                                                                     hash=False)

    def scored(self, ranks: frozenset[int]):
        """(the high-hand wild rules with table cards of `ranks` face up, as the simulator gives
        them; the score of a hand under them), made once per set of ranks."""
        found = self._rules.get(ranks)
        if found is None:
            from dealerschoice.play.simulate import PlayedHand  # the simulator imports the odds: not at import time

            probe = PlayedHand(self.program, self.plan.players, 0)
            probe.table.board = [Held(Card.of(rank, "s"), up=True) for rank in sorted(ranks)]
            rules = probe.rules_for(probe.table.seats[0], "high", [])
            found = self._rules[ranks] = (rules, scorer(rules, self.plan.deck, sum(n for n, _ in self.deals)))
        return found

    def hands(self, x: Sequence[int]) -> tuple[list[list[int]], frozenset[int]]:
        """Each seat's cards and the ranks of the table cards, dealt from the shuffled deck `x`."""
        players = self.plan.players
        seats: list[list[int]] = [[] for _ in range(players)]
        shown: list[dict[int, int]] = [{} for _ in range(players)]
        ranks: set[int] = set()
        top = 0
        for count, up in self.deals:
            dealt = []
            for n in range(players):
                cards = x[top:top + count]
                top += count
                seats[n].extend(cards)
                if up:
                    for c in cards:
                        if c != JOKER_CODE:
                            shown[n][c >> 2] = shown[n].get(c >> 2, 0) + 1
                        dealt.append((n, c))
            for n, c in dealt:  # `moves.deal`: the triggers once every seat has its cards
                if c != JOKER_CODE and shown[n][c >> 2] >= 2:
                    for t in x[top:top + self.per_pair]:
                        if t != JOKER_CODE:
                            ranks.add(Card(t).rank)
                    top += self.per_pair
        return seats, frozenset(ranks)

    def _one(self, counts: PlanCounts, x: Sequence[int]) -> DealOutcome:
        seats, ranks = self.hands(x)
        rules, score = self.scored(ranks)
        highs = [score(tuple(cards)) for cards in seats]
        found = settle(self.plan, counts, highs, None, {})
        if found.winners and not (rules.plain() and not self.program.deck.jokers):
            top = max(highs)
            counts.wild += any(uses_wild(rules, tuple(seats[n - 1]), top) for n in found.winners)
        return found

    def play(self, seeds: Iterable[int]) -> PlanCounts:
        shuffle = shuffler(self.plan.deck, self.used)
        counts = PlanCounts()
        for seed in seeds:
            self._one(counts, shuffle(seed))
        return counts

    def deal(self, seed: int) -> DealOutcome:
        x = list(self.plan.deck)
        random.Random(seed).shuffle(x)
        return self._one(PlanCounts(), x)


def table_cards_plan(program: Program, players: int) -> TableCardsPlan:
    """The plan of a game whose pairs turning up deal table cards that name the wilds;
    `Unplanned` names the rule it cannot follow.

    >>> from dealerschoice.records import Game, Rule, Source
    >>> from dealerschoice.play.program import game_program
    >>> lines = ("Deal two cards down to each player.", "Deal three cards up to each player.",
    ...          "Showdown, high hand wins.", "Every time a pair is dealt face up, deal a card face up to the table.",
    ...          "Any card matching the rank of a table card is wild.")
    >>> game = Game(1, "T", (), (), tuple(Rule(n, t, n) for n, t in enumerate(lines, 1)), None, Source("x", 1))
    >>> plan = table_cards_plan(game_program(game), 4)
    >>> plan.deals, plan.per_pair, plan.used
    (((2, False), (3, True)), 1, 28)
    """
    per_pair = _standing(program)
    deals: list[tuple[int, bool]] = []
    showdown = None
    for action in program.actions:
        for step in action.steps:
            where = f"rule {action.number}"
            if showdown is not None:
                raise Unplanned(f"{where}: a {step.kind} step after the showdown")
            showdown = check_plan_step(step, where) or showdown
            if isinstance(step, Deal):
                if step.to != Target.EACH:
                    raise Unplanned(f"{where}: a deal to the {step.to} beside table cards a pair deals")
                deals.append((step.count, step.face == Face.UP))
    if showdown is None or not deals:
        raise Unplanned("no showdown the plan can play")
    if showdown.pot != Pot.HIGH:
        raise Unplanned(f"a {showdown.pot} showdown beside table cards a pair deals")
    deck = deck_codes(program.deck)
    # every up card but a seat's first of each rank may be a pair's: at most all but one a seat
    ups = sum(n for n, up in deals if up)
    used = players * sum(n for n, _ in deals) + players * max(0, ups - 1) * per_pair
    if used > len(deck):
        raise Unplanned(f"the table cards pairs deal may run the deck of {len(deck)} out ({used} cards)")
    from dealerschoice.play.state import Rulebook  # the simulator's state: not at import time

    if not Rulebook.of(program).table_role or Rulebook.of(program).use is not None:
        raise Unplanned("table cards a pair deals that count in the hands")  # `judge.usable_table`
    plan = Plan(players, deck, (), _no_rules(), False, showdown.tie_pays, qualify=qualify_of(program))
    return TableCardsPlan(program, plan, tuple(deals), per_pair, used)


def _no_rules() -> HandRules:
    from dealerschoice.cards import HandRules

    return HandRules()


def _standing(program: Program) -> int:
    """The table cards each pair deals; `Unplanned` for a standing rule the plan does not follow."""
    per_pair = None
    wild = False
    for number, step in program.standing:
        if type(step) is TableCardsOn:
            if step.trigger != _PAIR or step.face != Face.UP or per_pair is not None:
                raise Unplanned(f"rule {number}: table cards dealt on {step.trigger.event}"
                                + (" (a pair)" if step.trigger.pair else "") + f", face {step.face}")
            per_pair = step.count
        elif type(step) is Wild and step.source == "table-any" and all(
                getattr(step, f) == d for f, d in _WILD_DEFAULTS.items() if f != "source"):
            wild = True
        elif isinstance(step, Qualifier) and step.gap() is None:
            pass
        elif isinstance(step, Wild):
            raise Unplanned(f"rule {number}: a wild that depends on play ({step.source}) beside table cards a pair deals")
        elif type(step) is not Deck:
            raise Unplanned(f"rule {number}: a standing {step.kind} rule")
    if per_pair is None or not wild:
        raise Unplanned("table cards a pair deals, with no wild rule that reads them (or none dealt)")
    return per_pair
