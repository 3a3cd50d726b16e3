"""A deck of its own beside the table's, and cards from outside the deck: "Take the twos out of the deck and shuffle them into
their own four card deck." then "Deal one of the twos face down to each player." (the
Southern Deuce games), planned.

The simulator shuffles the whole deck, then sets the side deck's cards apart in the order the
shuffle left them (`mechanics.side_deck.set_aside`): the table's deck is the other cards in
their shuffled order, the side deck those cards in theirs. So a card's place is fixed, but in
the arranged deck, not the shuffled one: the table deck's cards first, then each side deck's.
A `ArrangedPlan` holds a `Plan` whose positions are places of that arranged deck (a deal from
the table takes the next table places, `Table.draw`; a deal from the side deck the next side
places, seat 1 first, as `side_deck.deal_from_side_deck` deals them), and arranges each
shuffled deck before its groups are scored as `run.play_plan` scores a plan's. A card from
outside the deck (a joker put on the board) lies after them all. High showdowns
only; every standing rule but the side deck, the deck, written-out and limited wilds (the same
evaluator options for every hand) and checked qualifiers is refused with its rule.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, fields, replace
from operator import itemgetter
from typing import TYPE_CHECKING

from dealerschoice.cards.cards import JOKER_CODE, Card
from dealerschoice.play.fast.layout_lines import LayoutPlan, settle
from dealerschoice.play.fast.plan import PLAIN_WILD, Plan, Unplanned, check_plan_step, deck_codes, lay_deal
from dealerschoice.play.fast.qualify import qualify_of
from dealerschoice.play.fast.run import DealOutcome, PlanCounts, scorer, shuffler, uses_wild
from dealerschoice.play.mechanics.wild_play import playable
from dealerschoice.play.program import Program
from dealerschoice.play.wild_basics import rank_value
from dealerschoice.rules.steps import Deal, Deck, Qualifier, Wild
from dealerschoice.rules.steps.dealing_deck import DealFromSideDeck, SideDeck
from dealerschoice.rules.steps.vocab import Pot
from dealerschoice.rules.steps.wild import LimitedWild

if TYPE_CHECKING:
    from dealerschoice.play.hand_limits import HandLimits

_WILD_DEFAULTS = {f.name: f.default for f in fields(Wild)}


def has_side_deck(program: Program) -> bool:
    return any(isinstance(step, SideDeck) for _, step in program.standing)


@dataclass(frozen=True, slots=True)
class ArrangedPlan(LayoutPlan):
    """`plan` (its groups as places of the arranged deck, its rules and showdown), each
    shuffle arranged: the cards of no side deck in their order, then each of `sides` (the
    card codes of each side deck, in rule order) in theirs, then `extra`, cards from outside
    the deck ("put a joker in the center of the cross": `layout.compile_layout`)."""

    plan: Plan
    sides: tuple[frozenset[int], ...] = ()
    extra: tuple[int, ...] = ()

    def _arranged(self) -> Callable[[Sequence[int]], list[int]]:
        sides, extra = self.sides, list(self.extra)
        aside = frozenset().union(*sides)
        if not sides:
            return lambda x: [*x, *extra]

        def arrange(x: Sequence[int]) -> list[int]:
            found = [c for c in x if c not in aside]
            for side in sides:
                found += [c for c in x if c in side]
            return found + extra
        return arrange

    def play(self, seeds: Iterable[int]) -> PlanCounts:
        shuffle = shuffler(self.plan.deck, len(self.plan.deck))  # every place: a side card may lie anywhere
        arrange = self._arranged()
        count = deal_counter(self.plan)
        counts = PlanCounts()
        for seed in seeds:
            count(counts, arrange(shuffle(seed)))
        return counts

    def deal(self, seed: int) -> DealOutcome:
        x = list(self.plan.deck)
        random.Random(seed).shuffle(x)
        return deal_counter(self.plan)(PlanCounts(), self._arranged()(x))


def deal_counter(plan: Plan) -> Callable[[PlanCounts, Sequence[int]], DealOutcome]:
    """A function counting one deal of a high-hand `plan` from the deck `x` its positions
    index (each seat's best group, scored as `run.play_plan` scores them; a winning hand's
    wild card counted as `odds` counts it) and saying who won it."""
    pickers = [[itemgetter(*g) if len(g) > 1 else (lambda x, i=g[0]: (x[i],)) for g in groups]
               for groups in plan.seats]
    score = scorer(plan.rules, plan.deck, max(len(g) for groups in plan.seats for g in groups))
    plain = plan.plain

    def count(counts: PlanCounts, x: Sequence[int]) -> DealOutcome:
        highs = [max([score(pick(x)) for pick in seat]) for seat in pickers]
        found = settle(plan, counts, highs, None, {})
        if found.winners and not plain:
            counts.wild += _wild_in_winner(plan, pickers, score, x, max(highs))
        return found
    return count


def _wild_in_winner(plan: Plan, pickers, score, x: Sequence[int], top: int) -> bool:
    """Whether a winning hand plays a wild card (`odds` asks it of every winner of a shared
    pot): each winner's first group of the top score, as the showdown keeps it."""
    for seat in pickers:
        for pick in seat:
            cards = pick(x)
            if score(cards) == top:
                if uses_wild(plan.rules, cards, top):
                    return True
                break
    return False


def side_deck_plan(program: Program, players: int) -> ArrangedPlan:
    """The plan of a game with a side deck; `Unplanned` names the rule it cannot follow.

    >>> from dealerschoice.records import Game, Rule, Source
    >>> from dealerschoice.play.program import game_program
    >>> lines = ("Take the threes out of the deck and shuffle them into their own four card deck.",
    ...          "Deal two cards down to each player.", "Deal one of the threes face down to each player.",
    ...          "Showdown, high hand wins.")
    >>> game = Game(1, "T", (), (), tuple(Rule(n, t, n) for n, t in enumerate(lines, 1)), None, Source("x", 1))
    >>> side_deck_plan(game_program(game), 2).plan.seats
    (((0, 1, 48),), ((2, 3, 49),))
    """
    sides = _side_decks(program)
    deck = deck_codes(program.deck)
    side_cards = [[c for c in deck if c != JOKER_CODE and Card(c).rank in ranks] for ranks in sides]
    main = len(deck) - sum(map(len, side_cards))
    starts, at = {}, main
    for ranks, cards in zip(sides, side_cards):
        starts[ranks] = at
        at += len(cards)
    taken = dict.fromkeys(sides, 0)
    own: list[list[int]] = [[] for _ in range(players)]
    board: list[int] = []
    top = 0
    showdown = None
    for action in program.actions:
        for step in action.steps:
            where = f"rule {action.number}"
            if showdown is not None:
                raise Unplanned(f"{where}: a {step.kind} step after the showdown")
            if type(step) is DealFromSideDeck:
                ranks = frozenset(rank_value(r) for r in step.ranks)
                if ranks not in sides:
                    raise Unplanned(f"{where}: a deal from a deck of its own that no rule sets apart")
                size = len(side_cards[list(sides).index(ranks)])
                if taken[ranks] + step.count * players > size:
                    raise Unplanned(f"{where}: {step.count * players} cards dealt from a side deck of {size}")
                for seat in own:
                    seat.extend(range(starts[ranks] + taken[ranks], starts[ranks] + taken[ranks] + step.count))
                    taken[ranks] += step.count
                continue
            showdown = check_plan_step(step, where) or showdown
            if isinstance(step, Deal):
                top = lay_deal(step, own, board, top)
    if showdown is None:
        raise Unplanned("no showdown the plan can play")
    if showdown.pot != Pot.HIGH:
        raise Unplanned(f"a {showdown.pot} showdown beside a side deck")
    if top > main:
        raise Unplanned(f"{top} cards dealt from a table deck of {main}")
    seats = tuple((tuple(cards + board),) for cards in own)
    from dealerschoice.play.fast.layout import wild_rules  # layout imports this module

    rules = wild_rules(program, players)
    plain = rules.plain() and not rules._stands_for and not program.deck.jokers
    plan = Plan(players, deck, seats, rules, plain, showdown.tie_pays, qualify=qualify_of(program))
    return ArrangedPlan(plan, tuple(frozenset(side_cards[i]) for i in range(len(sides))))


def _side_decks(program: Program) -> dict[frozenset[int], None]:
    """The ranks of each side deck, in rule order; `Unplanned` for a standing rule the plan
    does not follow."""
    sides: dict[frozenset[int], None] = {}
    for number, step in program.standing:
        if type(step) is SideDeck:
            ranks = frozenset(rank_value(r) for r in step.ranks)
            if any(ranks & other for other in sides):
                raise Unplanned(f"rule {number}: side decks that share a rank")
            sides[ranks] = None
        elif type(step) is LimitedWild and playable(step):
            pass  # the same evaluator options for every hand (`wild_play.game_limits`)
        elif type(step) is Wild:
            moved = [f for f, default in _WILD_DEFAULTS.items() if f not in PLAIN_WILD and getattr(step, f) != default]
            if step.source not in ("rank", "card") or moved:
                raise Unplanned(f"rule {number}: a wild that depends on play ({step.source})")
        elif isinstance(step, Qualifier) and step.gap() is None:
            pass
        elif type(step) is not Deck:
            raise Unplanned(f"rule {number}: a standing {step.kind} rule")
    return sides


def joker_plan(plan: Plan, limited: HandLimits | None, named: bool, declared: tuple[str, ...]) -> ArrangedPlan:
    """A layout plan whose board holds a joker from outside the deck ("put a joker in the
    center of the cross"), at the place after the deck's cards (`layout.compile_layout` puts
    its position there); `Unplanned` where another rule reads the board's cards or sides."""
    if limited is None:  # every common card counts: a joker the board brings in joins every group
        raise Unplanned("a joker from outside the deck on a board with no hand limits")
    if named or declared or plan.low_rules is not None:
        raise Unplanned("a joker from outside the deck beside wilds the board names, or a low hand")
    return ArrangedPlan(replace(plan, plain=False, factored=None, board=None), extra=(JOKER_CODE,))
