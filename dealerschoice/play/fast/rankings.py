"""Fixed plans of games whose hands rank their own way, where the evaluator scores that way
on integer cards: "Normal poker hands, but straights and flushes don't count", "Standard
poker hands, but straights don't count" (Float Your Boat, San Francisco).

The simulator judges such a hand with `cards.best_hand(cards, rules, straights=...,
flushes=...)` (`ranking_play`: a `Ranking` of the high mode with straights or flushes
off); `keys.restricted_score` is the same hand as an integer, the same key, words and wild
cards played (`tests/odds/test_fast_rankings.py` proves it card for card). Nothing else of
the deal changes: a fixed plan's cards and groups, scored this way (`RankedPlan`).

Any other ranking (three-card, two-card, points, a changed order of hands, hands holding
something that beats the rest, low hands of their own), or a low or high-low showdown, or
Omaha-style hands: judged by the game's own ranking on the same fixed plan
(`rankings_judged.JudgedPlan`); a fixed deal followed by cards dealt "if they want it" (7/27),
each player looking ahead with that ranking (`rankings_wanted.WantedPlan`), with a replace or
a flip before (`ranked_offers`). Where the plan without the ranking is not a fixed plan, the
players' choices read the ranking too: a draw game's discards (`ranked_draws`), a guts game's
showdowns and discards (`ranked_guts`), football hands flipped until the best shows
(`ranked_flips`), each asking the simulator's own choices and judge. Refused: the rest.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from dealerschoice.cards import DEFAULT_RULES, best_hand
from dealerschoice.cards.keys import restricted_score
from dealerschoice.cards.modes import Mode
from dealerschoice.play.fast.own_play import PlaysOwn
from dealerschoice.play.fast.plan import Plan, Unplanned, compile_plan
from dealerschoice.play.fast.ranked_draws import NotDrawn, RankedDrawPlan, compile_ranked_draws
from dealerschoice.play.fast.ranked_flips import FootballFlipPlan, compile_football
from dealerschoice.play.fast.ranked_guts import RankedGutsPlan, compile_ranked_guts
from dealerschoice.play.fast.ranked_split import SplitRankedPlan, compile_split_ranked
from dealerschoice.play.fast.rankings_judged import JudgedPlan, compile_judged
from dealerschoice.play.fast.rankings_wanted import compile_wanted
from dealerschoice.play.fast.run import DealOutcome, PlanCounts, seat_getters, shuffler
from dealerschoice.play.fast.wild_guts import is_guts
from dealerschoice.play.mechanics.ranking_play import game_ranking
from dealerschoice.play.program import Program
from dealerschoice.rules.steps import Deal
from dealerschoice.rules.steps.showdown import Ranking as RankingStep
from dealerschoice.rules.steps.split_cards import ShareShowdown
from dealerschoice.rules.steps.vocab import DealCondition


@dataclass(frozen=True, slots=True)
class RankedPlan(PlaysOwn):
    """A fixed plan whose high hands are judged without straights (`straights` False), or
    without flushes (`flushes` False), or both."""

    straights: bool = True
    flushes: bool = True

    def score(self, cards) -> int:
        """The high score of card codes, as the simulator ranks this game's hands."""
        return restricted_score(cards, self.rules, self.straights, self.flushes)

    def uses_wild(self, cards, top: int) -> bool:
        """Whether the best hand of `cards` (scoring `top`) plays a wild card, as the
        simulator's `Hand.wilds` says: a hand plays from its natural cards when they alone
        make it (`hands._best_hand`)."""
        if self.rules._stands_for:  # limited wilds: the evaluator the whole way
            return bool(best_hand(cards, self.rules, straights=self.straights, flushes=self.flushes).wilds)
        kinds = self.rules.kinds()
        naturals = [c for c in cards if not kinds[c]]
        return len(naturals) != len(cards) and restricted_score(naturals, DEFAULT_RULES, self.straights,
                                                                self.flushes) != top

    def _seat_scores(self, x, pickers) -> list[tuple[int, tuple[int, ...]]]:
        """Per seat: its best score and its first group of that score (the one the showdown keeps)."""
        out = []
        for seat in pickers:
            groups = [pick(x) for pick in seat]
            scores = [self.score(g) for g in groups]
            top = max(scores)
            out.append((top, groups[scores.index(top)]))
        return out

    def play(self, seeds: range | list[int]) -> PlanCounts:
        """One deal per seed, counted as `run.play_plan` counts a fixed plan's."""
        shuffle = shuffler(self.deck, 1 + max(i for groups in self.seats for g in groups for i in g))
        pickers = seat_getters(self)
        counts = PlanCounts()
        for seed in seeds:
            self._count(counts, self._seat_scores(shuffle(seed), pickers))
        return counts

    def _count(self, counts: PlanCounts, seats: list[tuple[int, tuple[int, ...]]]) -> tuple[int, ...]:
        """Count one deal; its winners (numbered from 1; none where a tie pays nobody)."""
        counts.deals += 1
        top = max(s for s, _ in seats)
        winners = tuple(n for n, (s, _) in enumerate(seats, 1) if s == top)
        if (len(winners) > 1 and not self.tie_pays) or not self.qualify.high_ok(top):
            return ()
        counts.wins[top] += 1
        counts.split += len(winners) > 1
        if not self.plain:  # the first winner whose hand plays a wild, as the tally reads the showdown
            counts.wild += any(self.uses_wild(seats[n - 1][1], top) for n in winners)
        return winners

    def deal(self, seed: int) -> DealOutcome:
        """One deal, seat by seat: for comparing with the simulator."""
        x = shuffler(self.deck, len(self.deck))(seed)
        seats = self._seat_scores(x, seat_getters(self))
        winners = self._count(PlanCounts(), seats)
        return DealOutcome(winners, seats[winners[0] - 1][0]) if winners else DealOutcome((), None)


def compile_ranked(program: Program, players: int) -> (RankedPlan | JudgedPlan | RankedDrawPlan | RankedGutsPlan
                                                        | FootballFlipPlan | SplitRankedPlan):
    """The plan of a program whose only rules the fixed plan does not follow are its ranking
    rules: scored on integers where the evaluator can (`RankedPlan`), else judged by the
    game's own ranking (`rankings_judged`), its cards dealt "if they want it" too
    (`rankings_wanted`); `Unplanned` says why not.

    >>> from dealerschoice.records import Game, Rule, Source
    >>> from dealerschoice.play.program import game_program
    >>> game = Game(1, "Drop", (), (), (Rule(1, "Deal five cards down to each player.", 5),
    ...     Rule(2, "Showdown, high hand wins.", 6),
    ...     Rule(3, "Normal poker hands, but straights and flushes don't count.", 7)), None, Source("x", 1))
    >>> plan = compile_ranked(game_program(game), 3)
    >>> plan.straights, plan.flushes, plan.seats[0]
    (False, False, ((0, 1, 2, 3, 4),))
    """
    try:
        return compile_restricted(program, players)
    except Unplanned:
        pass  # not the usual hands with straights or flushes off: the game's own ranking judges
    if any(isinstance(s, Deal) and s.condition == DealCondition.IF_WANTED for a in program.actions for s in a.steps):
        return compile_wanted(program, players)  # cards dealt "if they want it" (`rankings_wanted`)
    try:
        return compile_judged(program, players)
    except Unplanned as refused:
        if is_guts(program):  # a guts game: its showdowns and discards read the ranking (`ranked_guts`)
            return compile_ranked_guts(program, players)
        if (ranking := game_ranking(program)) is not None and ranking.ordered is not None:
            return compile_football(program, players)  # football hands counted as turned (`ranked_flips`)
        if program.steps_of(ShareShowdown):  # the high hand shares with a split hand ranked its own way
            return compile_split_ranked(program, players)
        try:  # a draw game: the players' discards read the ranking (`ranked_draws`)
            return compile_ranked_draws(program, players)
        except NotDrawn:
            raise refused from None


def compile_restricted(program: Program, players: int) -> RankedPlan:
    """A `RankedPlan`, where the ranking is the usual poker hands with straights or flushes off."""
    steps = program.standing_of(RankingStep)
    if not steps:
        raise Unplanned("no ranking rule")
    straights, flushes = _restricted(program)
    without = Program(program.game, program.actions, tuple((n, s) for n, s in program.standing
                                                           if not isinstance(s, RankingStep)), program.notes)
    plan = compile_plan(without, players)
    if type(plan) is not Plan:
        raise Unplanned(f"rule {steps[0][0]}: a ranking in a game with draws, passes or discards (the players' "
                        "choices read the ranking)")
    if plan.low_rules is not None or plan.high_low:
        raise Unplanned(f"rule {steps[0][0]}: a ranking in a low or high-low game")
    if plan.board is not None:
        raise Unplanned(f"rule {steps[0][0]}: a ranking of Omaha-style hands")
    return RankedPlan(**{f.name: getattr(plan, f.name) for f in fields(Plan)}, straights=straights, flushes=flushes)


def _restricted(program: Program) -> tuple[bool, bool]:
    """(straights count, flushes count) of a game's high ranking, where it is the usual
    poker hands with one or both off and nothing else changed; else `Unplanned`."""
    where = f"rule {program.standing_of(RankingStep)[0][0]}"
    ranking = game_ranking(program)
    side = ranking.high if ranking is not None else None
    if ranking is None or side is None:
        raise Unplanned(f"{where}: a ranking of low hands or split hands only")
    made = side.ranking
    if side.size is not None or made.mode != Mode.HIGH:
        what = made.mode.value if made.mode != Mode.HIGH else f"{side.size}-card poker"
        raise Unplanned(f"{where}: a ranking of {what} hands (their keys and words are not a poker score's)")
    if ranking.low is not None:
        raise Unplanned(f"{where}: a ranking of low hands ({ranking.low.ranking.mode.value})")
    if side.order is not None or side.with_hands is not None or ranking.tops or ranking.wild_moves:
        raise Unplanned(f"{where}: a changed order of hands (some class moved, or hands holding something "
                        "beating the rest)")
    if (ranking.high_made_of is not None or ranking.ordered is not None or ranking.twist is not None
            or side.call is not None):
        raise Unplanned(f"{where}: a ranking that changes more than which straights and flushes count")
    if made.suits or (made.straights and made.flushes):
        raise Unplanned(f"{where}: a ranking of poker hands " + ("broken by suits" if made.suits else "as usual"))
    return made.straights, made.flushes
