"""Plans for games the second (or third...) best hand wins: "The second best hand using
standard poker hands wins the pot." (Vice President, Five Stud Place, Seven Stud Place).

The simulator (`mechanics.showdown._placed`, `modes.place_winners`) ranks the hands by their
distinct keys, hands that tie sharing a place, and gives the high side to the hands in the
rule's place; with fewer places than that (every hand ties) the best hand wins as usual. What
the odds count of the showdown is the winners' own hands (`odds._tally_deal`: their words,
category and key), so a deal counts the placed hands' scores as a fixed plan counts its
winner's. The hands are those of the same game without the rule: its fixed plan's groups, or
its draw plan's deal (`draws`, every player keeping for high, as the simulator's players do).

Refused: a place for the low side or in a split, declared or low game (the second worst
low...), qualifiers (a hand short of one has no place), and a game whose plan without the
rule is neither a high fixed plan nor a high draw plan.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, fields
from operator import itemgetter

from dealerschoice.play.fast.draw_ops import DrawPlan
from dealerschoice.play.fast.draw_play import deal_out, stages
from dealerschoice.play.fast.own_play import PlaysOwn
from dealerschoice.play.fast.plan import Plan, Unplanned
from dealerschoice.play.fast.qualify import NONE
from dealerschoice.play.fast.run import DealOutcome, PlanCounts, scorer, shuffler, uses_wild
from dealerschoice.play.program import Program
from dealerschoice.rules.steps.showdown import PlaceWins
from dealerschoice.rules.steps.vocab import HighLow


@dataclass(frozen=True, slots=True)
class PlacePlan(PlaysOwn):
    """A fixed plan whose `place`-th best hand wins."""

    place: int = 2

    def play(self, seeds: range | list[int]) -> PlanCounts:
        counts = PlanCounts()
        shuffle = shuffler(self.deck, 1 + max(i for groups in self.seats for g in groups for i in g))
        score = scorer(self.rules, self.deck, max(len(g) for groups in self.seats for g in groups))
        getters = _getters(self.seats)
        for seed in seeds:
            x = shuffle(seed)
            count_placed(self, counts, score, [[get(x) for get in seat] for seat in getters])
        return counts

    def deal(self, seed: int) -> DealOutcome:
        x = list(self.deck)
        random.Random(seed).shuffle(x)
        score = scorer(self.rules, self.deck, max(len(g) for groups in self.seats for g in groups))
        return placed_outcome(self, score, [[get(x) for get in seat] for seat in _getters(self.seats)])


@dataclass(frozen=True, slots=True)
class PlacedDraws(DrawPlan):
    """A high draw plan whose `place`-th best hand wins."""

    place: int = 2

    def play(self, seeds: range | list[int]) -> PlanCounts:
        counts = PlanCounts()
        stage_of = stages(self)
        pickers = _getters((self.groups,))[0]
        shuffle = shuffler(self.deck, self.used)
        for seed in seeds:
            dealt = self._dealt(seed, stage_of, shuffle)
            if dealt is None:
                counts.unplayed += 1
                continue
            hands, board, _, stage = dealt
            held = [hand + board for hand in hands] if self.board_counts else hands
            count_placed(self, counts, stage.score, [[pick(cards) for pick in pickers] for cards in held], stage.rules)
        return counts

    def deal(self, seed: int) -> DealOutcome:
        stage_of = stages(self)
        dealt = self._dealt(seed, stage_of)
        if dealt is None:
            return DealOutcome((), None, unplayed=True)
        hands, board, _, stage = dealt
        held = [hand + board for hand in hands] if self.board_counts else hands
        pickers = _getters((self.groups,))[0]
        return placed_outcome(self, stage.score, [[pick(cards) for pick in pickers] for cards in held])

    def _dealt(self, seed: int, stage_of, shuffle=None):
        """`draw_play.deal_out` of the seed's deck (`shuffle`: right in the places a deal takes),
        the table's random numbers going on where discards are shuffled in."""
        if shuffle is not None and not self.refills:
            return deal_out(self, shuffle(seed), stage_of)
        rng = random.Random(seed)
        x = list(self.deck)
        rng.shuffle(x)
        return deal_out(self, x, stage_of, rng if self.refills else None)


def _getters(seats) -> list[list]:
    return [[itemgetter(*g) if len(g) > 1 else (lambda x, i=g[0]: (x[i],)) for g in groups] for groups in seats]


def placed(scores: list[int], place: int) -> tuple[int, ...]:
    """The seats (from 0) in the `place`-th best place by distinct scores (`modes.place_winners`),
    or the best where there are fewer places.

    >>> placed([5, 9, 7, 9], 2), placed([5, 9, 7, 9], 3), placed([4, 4], 2)
    ((2,), (0,), (0, 1))
    """
    distinct = sorted(set(scores), reverse=True)
    top = distinct[place - 1] if len(distinct) >= place else distinct[0]
    return tuple(s for s, score in enumerate(scores) if score == top)


def count_placed(plan, counts: PlanCounts, score, seat_groups, rules=None) -> None:
    """Count one deal's showdown won by the placed hands, as `odds._tally_deal` counts it."""
    scores = [max(map(score, groups)) for groups in seat_groups]
    winners = placed(scores, plan.place)
    counts.deals += 1
    if len(winners) > 1 and not plan.tie_pays:
        return
    top = scores[winners[0]]
    counts.wins[top] += 1
    counts.split += len(winners) > 1
    if not plan.plain:
        rules = rules if rules is not None else plan.rules
        counts.wild += any(_wild_in(rules, score, seat_groups[s], top) for s in winners)


def _wild_in(rules, score, groups, top: int) -> bool:
    """Whether a winner's first best group (the one the showdown keeps) plays a wild card."""
    for group in groups:
        if score(group) == top:
            return uses_wild(rules, group, top)
    return False


def placed_outcome(plan, score, seat_groups) -> DealOutcome:
    """One deal's winners (from 1) and their score, seat by seat: for comparing with the simulator."""
    scores = [max(map(score, groups)) for groups in seat_groups]
    winners = placed(scores, plan.place)
    if len(winners) > 1 and not plan.tie_pays:
        return DealOutcome((), None)
    return DealOutcome(tuple(s + 1 for s in winners), scores[winners[0]])


def compile_placed(program: Program, players: int) -> PlacePlan | PlacedDraws:
    """The plan of a game whose second (or later) best high hand wins; `Unplanned` says why not.

    >>> from dealerschoice.records import Game, Rule, Source
    >>> from dealerschoice.play.program import game_program
    >>> game = Game(1, "Third", (), (), (Rule(1, "Deal five cards down to each player.", 5),
    ...     Rule(2, "Showdown, high hand wins.", 6),
    ...     Rule(3, "The third best hand using standard poker hands wins the pot.", 7)), None, Source("x", 1))
    >>> plan = compile_placed(game_program(game), 4)
    >>> type(plan).__name__, plan.place
    ('PlacePlan', 3)
    """
    rules = program.standing_of(PlaceWins)
    if not rules:
        raise Unplanned("no place that wins")
    if len(rules) > 1 or rules[0][1].pot != HighLow.HIGH:
        raise Unplanned(f"rule {rules[0][0]}: places that win the low side, or more than one")
    place = rules[0][1].place
    from dealerschoice.play.fast.plan import plan_for  # the plan of the game without the rule, whichever it is

    base = plan_for(Program(program.game, program.actions, tuple((n, s) for n, s in program.standing
                                                                 if not isinstance(s, PlaceWins)), program.notes),
                    players)
    if type(base) is Plan and base.low_rules is None and not base.high_low and base.qualify == NONE:
        values = {f.name: getattr(base, f.name) for f in fields(Plan)}
        return PlacePlan(**values, place=place)
    if type(base) is DrawPlan and not base.low and not base.sided and base.qualify == NONE \
            and not base.neighbour_shares:
        values = {f.name: getattr(base, f.name) for f in fields(DrawPlan)}
        return PlacedDraws(**values, place=place)
    raise Unplanned(f"a place that wins in a game whose plan without it is not a plain high one ({type(base).__name__})")
