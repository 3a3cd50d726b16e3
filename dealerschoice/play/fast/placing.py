"""Plans for games the second (or third...) best hand wins: "The second best hand using
standard poker hands wins the pot." (Vice President, Five Stud Place, Seven Stud Place).

The simulator (`mechanics.showdown._placed`, `modes.place_winners`) ranks the hands by their
distinct keys, hands that tie sharing a place, and gives the high side to the hands in the
rule's place; with fewer places than that (every hand ties) the best hand wins as usual. What
the odds count of the showdown is the winners' own hands (`odds._tally_deal`: their words,
category and key), so a deal counts the placed hands' scores as a fixed plan counts its
winner's. The hands are those of the same game without the rule: its fixed plan's groups, or
its draw plan's deal (`draws`, every player keeping for high, as the simulator's players do).

In a declared high-low split ("The second best hand wins high, the second worst hand wins
low.", Second Hand High/Low) each side's place is among those who declared it (or both): the
simulator gives the placed hands a key above every other and the rest of that side keep
their order below, then settles as declared; the plan does the same to each seat's score and
low hand and settles by `declares.declared_deal`, counting the winners' own hands.

Refused: a place for the low side in a game not declared high-low (a low or cards-speak
game), qualifiers (a hand short of one has no place), a neighbour's share, and a game whose
plan without the rule is neither a high fixed plan, a high draw plan nor a declared one.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, fields, replace
from operator import itemgetter

from dealerschoice.play.fast.declares import BOTH, HIGH, LOW, declared_deal, seat_low
from dealerschoice.play.fast.draw_ops import DrawPlan
from dealerschoice.play.fast.draw_play import deal_out, stages
from dealerschoice.play.fast.own_play import PlaysOwn
from dealerschoice.play.fast.plan import Plan, Unplanned
from dealerschoice.play.fast.qualify import NONE
from dealerschoice.play.fast.run import DealOutcome, PlanCounts, scorer, shuffler, uses_wild
from dealerschoice.play.program import Program
from dealerschoice.rules.steps import Showdown
from dealerschoice.rules.steps.ranking_rules import SplitPlace
from dealerschoice.rules.steps.showdown import PlaceWins
from dealerschoice.rules.steps.split_cards import ShareShowdown
from dealerschoice.rules.steps.vocab import HighLow, Pot, ShareWith


@dataclass(frozen=True, slots=True)
class PlacePlan(PlaysOwn):
    """A fixed plan whose `place`-th best hand wins."""

    place: int = 2
    split_place: int = 0  # the hand of this place shares the pot as the split hand (0: none)

    def play(self, seeds: range | list[int]) -> PlanCounts:
        counts = PlanCounts()
        shuffle = shuffler(self.deck, 1 + max(i for groups in self.seats for g in groups for i in g))
        score = scorer(self.rules, self.deck, max(len(g) for groups in self.seats for g in groups))
        getters = group_getters(self.seats)
        for seed in seeds:
            x = shuffle(seed)
            count_placed(self, counts, score, [[get(x) for get in seat] for seat in getters])
        return counts

    def deal(self, seed: int) -> DealOutcome:
        x = list(self.deck)
        random.Random(seed).shuffle(x)
        score = scorer(self.rules, self.deck, max(len(g) for groups in self.seats for g in groups))
        return placed_outcome(self, score, [[get(x) for get in seat] for seat in group_getters(self.seats)])


@dataclass(frozen=True, slots=True)
class PlacedDraws(DrawPlan):
    """A high draw plan whose `place`-th best hand wins."""

    place: int = 2
    split_place: int = 0  # the hand of this place shares the pot as the split hand (0: none)

    def play(self, seeds: range | list[int]) -> PlanCounts:
        counts = PlanCounts()
        stage_of = stages(self)
        pickers = group_getters((self.groups,))[0]
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
        pickers = group_getters((self.groups,))[0]
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


@dataclass(frozen=True, slots=True)
class PlacedDeclared(PlacedDraws):
    """A declared high-low draw plan whose `place`-th best high hand among those declaring high
    (or both) wins high and `low_place`-th best low hand among those declaring low wins low
    (0: that side goes to the best hand as usual)."""

    low_place: int = 0

    def play(self, seeds: range | list[int]) -> PlanCounts:
        counts = PlanCounts()
        stage_of = stages(self)
        pickers = group_getters((self.groups,))[0]
        shuffle = shuffler(self.deck, self.used)
        for seed in seeds:
            self._settled(counts, self._dealt(seed, stage_of, shuffle), pickers)
        return counts

    def deal(self, seed: int) -> DealOutcome:
        counts = PlanCounts()
        return self._settled(counts, self._dealt(seed, stages(self)), group_getters((self.groups,))[0])

    def _settled(self, counts: PlanCounts, dealt, pickers) -> DealOutcome:
        """Settle one dealt deal as `declares.declared_deal` does, with each side's placed
        hands above the others who declared it (`showdown._placed`: the rest keep their order
        below), and count it; the hands counted are the winners' own."""
        if dealt is None:
            counts.unplayed += 1
            return DealOutcome((), None, unplayed=True)
        hands, board, goals, stage = dealt
        held = [hand + board for hand in hands] if self.board_counts else hands
        sides = [stage.declare(cards, goal) for cards, goal in zip(held, goals)]
        bests, highs, lows = [], [], []  # per seat: its first best group, its high score, its low Hand
        for cards in held:
            groups = [pick(cards) for pick in pickers]
            scores = [stage.score(g) for g in groups]
            top = max(scores)
            bests.append(groups[scores.index(top)])
            highs.append(top)
            lows.append(seat_low(groups, stage.judge))
        if self.place:
            eligible = [n for n, side in enumerate(sides) if side in (HIGH, BOTH)]
            chosen = placed_among([highs[n] for n in eligible], self.place)
            if chosen:
                keep = {eligible[i] for i in chosen}
                highs = [s - _BELOW if n in eligible and n not in keep else s for n, s in enumerate(highs)]
        if self.low_place:
            eligible = [n for n, side in enumerate(sides) if side in (LOW, BOTH) and lows[n] is not None]
            chosen = placed_among([lows[n].key for n in eligible], self.low_place)  # type: ignore[union-attr]
            if chosen:
                keep = {eligible[i] for i in chosen}
                lows = [replace(h, key=_LOWEST + tuple(h.key)) if n in eligible and n not in keep and h is not None
                        else h for n, h in enumerate(lows)]
        by_group = {id(g): n for n, g in enumerate(bests)}  # each seat hands in its one group: its own object
        return declared_deal(counts, [[g] for g in bests], sides, lambda g: highs[by_group[id(g)]],
                             lambda g: lows[by_group[id(g)]], self.qualify, stage.rules, stage.plain)


# a high score below every score the evaluator gives, and a low key prefix below every low key:
# the hands of a side not in its place, kept in their order beneath the placed ones
_BELOW = 1 << 40
_LOWEST = (float("-inf"),)


def placed_among(keys: list, place: int) -> list[int]:
    """The indexes of `keys` in the `place`-th best place by distinct keys, or none where there
    are fewer places (`modes.place_winners`: the best then win as usual).

    >>> placed_among([5, 9, 7, 9], 2), placed_among([4, 4], 2)
    ([2], [])
    """
    distinct = sorted(set(keys), reverse=True)
    if len(distinct) < place:
        return []
    return [i for i, k in enumerate(keys) if k == distinct[place - 1]]


def group_getters(seats) -> list[list]:
    """Per seat, a picker of each group's cards (places in a list of cards: the deck, or a hand)."""
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
    # a split hand in its place takes a part: a pot of several parts (`split_hand.shared_pot`)
    counts.split += len(winners) > 1 or (plan.split_place and len(set(scores)) >= plan.split_place)
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


def compile_placed(program: Program, players: int) -> PlacePlan | PlacedDraws | PlacedDeclared:
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
    places = {s.pot: s.place for _, s in rules}
    if len(places) != len(rules):
        raise Unplanned(f"rule {rules[0][0]}: two places that win the same side")
    from dealerschoice.play.fast.plan import plan_for  # the plan of the game without the rule, whichever it is

    program, split = _without_split_hand(program)
    base = plan_for(Program(program.game, program.actions, tuple((n, s) for n, s in program.standing
                                                                 if not isinstance(s, PlaceWins)), program.notes),
                    players)
    if split and set(places) != {HighLow.HIGH}:
        raise Unplanned(f"rule {rules[0][0]}: a split hand by its place beside a place for low")
    if type(base) is DrawPlan and base.declare and base.qualify == NONE and not base.neighbour_shares:
        values = {f.name: getattr(base, f.name) for f in fields(DrawPlan)}
        return PlacedDeclared(**values, place=places.get(HighLow.HIGH, 0), low_place=places.get(HighLow.LOW, 0))
    if set(places) != {HighLow.HIGH}:
        raise Unplanned(f"rule {rules[0][0]}: a place that wins the low side, in a game not declared high-low")
    place = places[HighLow.HIGH]
    if type(base) is Plan and base.low_rules is None and not base.high_low and base.qualify == NONE:
        values = {f.name: getattr(base, f.name) for f in fields(Plan)}
        return PlacePlan(**values, place=place, split_place=split)
    if type(base) is DrawPlan and not base.low and not base.sided and base.qualify == NONE \
            and not base.neighbour_shares:
        values = {f.name: getattr(base, f.name) for f in fields(DrawPlan)}
        return PlacedDraws(**values, place=place, split_place=split)
    raise Unplanned(f"a place that wins in a game whose plan without it is not a plain high one ({type(base).__name__})")


def _without_split_hand(program: Program) -> tuple[Program, int]:
    """The program with "The high hand splits the pot with the split-hand." as a plain showdown
    and without "The split-hand is the third best hand using standard poker hands.", and that
    place (0, and the program as it is, where the split hand is no place's)."""
    places = program.standing_of(SplitPlace)
    shares = program.steps_of(ShareShowdown)
    if not places:
        return program, 0
    if len(places) > 1 or len(shares) != 1 or shares[0].with_ != (ShareWith.SPLIT_HAND,) or shares[0].pot != Pot.HIGH \
            or not shares[0].tie_pays:  # a tie paying nobody leaves the split hand the pot: not counted so here
        raise Unplanned(f"rule {places[0][0]}: a split hand by its place, shared otherwise than with the high hand")
    share = shares[0]
    plain = Showdown(**{f.name: getattr(share, f.name) for f in fields(Showdown)})
    actions = tuple(replace(a, steps=tuple(plain if s is share else s for s in a.steps)) for a in program.actions)
    return Program(program.game, actions, tuple((n, s) for n, s in program.standing if not isinstance(s, SplitPlace)),
                   program.notes), places[0][1].place
