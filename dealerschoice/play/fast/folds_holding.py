"""Plans for games a player folds in for cards they hold together: "If you have a king and a
nine of the same suit in your hand, you must fold." (Canine Poker), "If you ever have both a
king and a nine in your hand, you must fold.".

The simulator (`mechanics.holding.watch`) looks after every step at each player still in,
clockwise from seat 1, down cards included: one holding a card of each rank the rule names
(of one suit, where it says so; a joker stands for nothing) folds, a "fold" event the odds
count as a forced fold, and when that leaves one player in, that player takes the pot at once
(no showdown: the players after them are not looked at). A player who folded is dealt nothing
more (`moves.deal` deals to the players still in), so the deck places of every later deal
move up; the cards a folded player holds stay theirs.

A plan is the fixed plan of the same game without the rule (`Plan`: the places each deal
gives, when nobody folds) and the game's deals in order. Each deal is walked over the
shuffled deck: every card dealt to a player is added to a bit mask of what they hold, and a
holding is a test on masks (every rank named met, or every card of it in one suit). A deal
nobody folds in is judged on the plain plan's groups; one with folds lays the deals again for
the players still in at each deal and makes their groups as the showdown does
(`making.card_sets`), judged the same way.

A draw game is planned apart (`folds_drawn`: a folded player draws nothing). Refused: the
game's plan without the rule is not a fixed high one nor a draw plan (passes and
declarations move cards by choice; a low or high-low showdown, Omaha-style boards).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, fields
from typing import TYPE_CHECKING

from dealerschoice.play import making
from dealerschoice.play.fast.draw_ops import DrawPlan
from dealerschoice.play.fast.first_plan import first_plan
from dealerschoice.play.fast.own_play import PlaysOwn
from dealerschoice.play.fast.plan import Plan, Unplanned, compile_plan, standing_use
from dealerschoice.play.fast.qualify import Qualify
from dealerschoice.play.fast.run import DealOutcome, PlanCounts, scorer, shuffler, uses_wild
from dealerschoice.play.mechanics.opening import rank_value
from dealerschoice.play.program import Program
from dealerschoice.rules.steps import Deal, Use
from dealerschoice.rules.steps.vocab import Target
from dealerschoice.rules.steps.wager import HoldingFold

if TYPE_CHECKING:
    from dealerschoice.play.fast.folds_drawn import HoldingFoldDraws
    from dealerschoice.play.fast.folds_emptied import EmptiedFoldPlan
    from dealerschoice.play.fast.folds_lowcard import LowCardFoldPlan

# a card code's bit in a hand's mask is 1 << code; code = (rank - 2) * 4 + suit, a joker 52
_SUITS = 4


@dataclass(frozen=True, slots=True)
class Holding:
    """One rule's test on a hand's mask: it holds when every mask of `each` meets the hand
    (a card of each rank) or, `suited`, when some mask of `each` lies wholly in the hand
    (the named ranks of one suit)."""

    each: tuple[int, ...]
    suited: bool

    def held(self, mask: int) -> bool:
        """Whether a hand with these cards' bits holds the rule's cards together.

        >>> Holding.of(HoldingFold(("K", "9"), suited=True)).held(1 << 44 | 1 << 28 | 1 << 29)
        True
        """
        if self.suited:
            return any(mask & m == m for m in self.each)
        return all(mask & m for m in self.each)

    @classmethod
    def of(cls, rule: HoldingFold) -> Holding:
        """The test for a rule's ranks: per rank all four suits, or per suit every rank."""
        firsts = [(rank_value(r) - 2) * _SUITS for r in rule.ranks]
        if rule.suited:
            return cls(tuple(sum(1 << (f + s) for f in firsts) for s in range(_SUITS)), True)
        return cls(tuple(0b1111 << f for f in firsts), False)


@dataclass(frozen=True, slots=True)
class HoldingFoldPlan(PlaysOwn):
    """A fixed plan whose players fold for cards held together (`holdings`), over the game's
    deals in order (`deals`: per deal, its count and whether it goes to the table)."""

    deals: tuple[tuple[int, bool], ...] = ()
    holdings: tuple[Holding, ...] = ()
    use: Use | None = None

    def play(self, seeds: range | list[int]) -> PlanCounts:
        counts = PlanCounts()
        shuffle = shuffler(self.deck, 1 + max(i for groups in self.seats for g in groups for i in g))
        score = scorer(self.rules, self.deck, max(len(g) for groups in self.seats for g in groups))
        for seed in seeds:
            self._count(counts, score, shuffle(seed))
        return counts

    def deal(self, seed: int) -> DealOutcome:
        x = list(self.deck)
        random.Random(seed).shuffle(x)
        score = scorer(self.rules, self.deck, max(len(g) for groups in self.seats for g in groups))
        return self._count(PlanCounts(), score, x)

    def _count(self, counts: PlanCounts, score, x: list[int]) -> DealOutcome:
        """Play one shuffled deck, count it as `odds._tally_deal` counts the simulator's deal,
        and say who won (seats from 1)."""
        counts.deals += 1
        folded, groups = self.played(x)
        if folded:
            counts.forced += 1
            counts.forced_players += len(folded)
        if len(groups) == 1:  # everyone else folded: the last one in takes the pot, no showdown
            counts.no_showdown += 1
            return DealOutcome((), None)
        return count_showdown_of_those_in(
            counts, {seat: [tuple(x[p] for p in g) for g in seat_groups] for seat, seat_groups in groups.items()},
            score, self.rules, self.plain, self.tie_pays, self.qualify)

    def played(self, x: list[int]) -> tuple[list[int], dict[int, tuple[tuple[int, ...], ...]]]:
        """The seats (from 0) folded, in the order they fold, and per seat still in its card
        groups as deck places, for the shuffled deck `x`."""
        players = self.players
        masks = [0] * players
        own: list[list[int]] = [[] for _ in range(players)]
        board: list[int] = []
        active = list(range(players))
        folded: list[int] = []
        top = 0
        for count, to_table in self.deals:
            if to_table:
                board.extend(range(top, top + count))
                top += count
                continue
            for seat in active:
                places = range(top, top + count)
                own[seat].extend(places)
                for p in places:
                    masks[seat] |= 1 << x[p]
                top += count
            for seat in list(active):  # clockwise from seat 1, as `holding.watch` looks
                if any(h.held(masks[seat]) for h in self.holdings):
                    active.remove(seat)
                    folded.append(seat)
                    if len(active) == 1:
                        return folded, {active[0]: ()}
        if not folded:
            return folded, dict(enumerate(self.seats))
        return folded, {s: tuple(tuple(g) for g in making.card_sets(own[s], list(board), self.use) if g)
                        for s in active}


def count_showdown_of_those_in(counts: PlanCounts, groups: dict[int, list[tuple[int, ...]]], score, rules,
                               plain: bool, tie_pays: bool, qualify: Qualify) -> DealOutcome:
    """Count the high showdown among the seats a forced fold left in (`groups`: each seat's
    groups of cards, seats from 0) as `odds._tally_deal` counts the simulator's: the best group
    wins; a tie shared, or paying nobody (`tie_pays` False); a top short of the qualifier pays
    nobody; a wild counted where a winner's first best group plays one under `rules` (`plain`:
    none can). The fold plans of a fixed deal and of a draw (`folds_drawn`) count their
    showdown alike: only what they folded, and how the hands were made, differ."""
    top, winners, best = -1, [], []
    for seat, seat_groups in groups.items():
        scores = [score(g) for g in seat_groups]
        s = max(scores)
        if s > top:
            top, winners, best = s, [seat], [seat_groups[scores.index(s)]]
        elif s == top:
            winners.append(seat)
            best.append(seat_groups[scores.index(s)])
    if (len(winners) > 1 and not tie_pays) or not qualify.high_ok(top):
        return DealOutcome((), None)
    counts.wins[top] += 1
    counts.split += len(winners) > 1
    if not plain:
        counts.wild += any(uses_wild(rules, g, top) for g in best)
    return DealOutcome(tuple(s + 1 for s in winners), top)


def compile_holding_folds(program: Program, players: int) -> HoldingFoldPlan | HoldingFoldDraws:
    """The plan of a game whose players fold for cards held together; `Unplanned` says why not.

    >>> from dealerschoice.records import Game, Rule, Source
    >>> from dealerschoice.play.program import game_program
    >>> game = Game(1, "Dog", (), (), (Rule(1, "Deal two cards down to each player.", 5),
    ...     Rule(2, "Deal one card up to each player.", 6), Rule(3, "Showdown, high hand wins.", 7),
    ...     Rule(4, "If you have a king and a nine of the same suit in your hand, you must fold.", 8)),
    ...     None, Source("x", 1))
    >>> plan = compile_holding_folds(game_program(game), 3)
    >>> plan.deals, plan.holdings[0].suited
    (((2, False), (1, False)), True)
    """
    rules = program.standing_of(HoldingFold)
    if not rules:
        raise Unplanned("no fold for cards held together")
    without = program_without(program)
    base = compile_plan(without, players)
    if type(base) is DrawPlan:  # a draw game: its draws go to the players still in (`folds_drawn`)
        from dealerschoice.play.fast.folds_drawn import compile_holding_draws  # folds_drawn imports this module

        return compile_holding_draws(program, players)
    if type(base) is not Plan or base.low_rules is not None or base.high_low or base.board is not None:
        raise Unplanned(f"rule {rules[0][0]}: a fold for cards held together, in a game whose plan without it is "
                        f"not a fixed high one ({type(base).__name__})")
    # `compile_plan` has checked every deal: unconditional, to each player or to the table
    deals = tuple((s.count, s.to == Target.TABLE) for a in program.actions for s in a.steps if isinstance(s, Deal))
    values = {f.name: getattr(base, f.name) for f in fields(Plan)}
    return HoldingFoldPlan(**values, deals=deals, holdings=tuple(Holding.of(rule) for _, rule in rules),
                           use=standing_use(without))


def program_without(program: Program) -> Program:
    """The program without its folds for cards held together (`standing_use` refuses them)."""
    return Program(program.game, program.actions, tuple(
        (n, s) for n, s in program.standing if not isinstance(s, HoldingFold)), program.notes)


def compile_folds(program: Program, players: int) -> HoldingFoldPlan | HoldingFoldDraws | LowCardFoldPlan | \
        EmptiedFoldPlan:
    """The plan of a game some rule folds players in: for cards held together (this module,
    `folds_drawn`), for cards lower than the table's (`folds_lowcard`), for a hand discards
    empty (`folds_emptied`); `Unplanned` with every reason."""
    from dealerschoice.play.fast.folds_emptied import compile_emptied_folds  # each imports what this one does
    from dealerschoice.play.fast.folds_lowcard import compile_low_card_folds

    return first_plan((compile_holding_folds, compile_low_card_folds, compile_emptied_folds), program, players)
