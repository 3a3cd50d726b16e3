"""Guts plans (`guts`) of games whose hands rank their own way: Consecutive Guts (three-card
hands without straights or flushes, two cards in a row as one wild), The Drop, Chaos II, Two
Card Guts II, Joker Fierce.

What the players decide in a guts game does not read the game's ranking: the simulator's
players go in or out on the usual poker categories of the cards they see
(`policies.goes_in`, `declare._in_or_out`), and the money moves on who went in and who lost.
Two things read it, and a `RankedGutsPlan` asks the simulator's own functions for both:
- the showdown among the players in: each hand judged by the game's ranking as
  `rankings_judged.JudgedPlan.judge` judges it (`judge.hands_of`: the ranking's hand, its
  wild cards), the best key winning, a tie shared or paying nobody as the rule says; the
  winner counted by its Hand (`PlanCounts.named`: its key, words and category);
- a discard among those in ("may draw one card if they wish"): each seat's choice under the
  ranking (`ranked_draws`' thrower: `choices.chosen` and `policies.worst`, as
  `mechanics.moves.discard` asks them).
The wild cards are those the simulator gives every hand of the whole game
(`wild_guts.every_hand_rules`: a ranking of three cards reads wild groups of three), or, where
wild groups are found in each whole hand of five while three of its cards rank (Consecutive
Guts), each hand's own (`guts_parts`, `PartsJudge`; no discard beside them).

Refused (`Unplanned`, naming the rule): a guts plan with bets (what a bettor weighs), passes,
a declared or high-low split, a low showdown, a table hand to beat, table cards naming wilds,
twists, split or travelling cards; a ranking the dealer calls ties of.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field

from dealerschoice.cards import HandRules
from dealerschoice.play.fast import guts, guts_parts
from dealerschoice.play.fast.choosing import JOKER
from dealerschoice.play.fast.counted_guts import last_won, played_showdowns
from dealerschoice.play.fast.guts import GutsPlan, compile_guts
from dealerschoice.play.fast.guts_play import GutsPlayer, guts_deal
from dealerschoice.play.fast.guts_showdown import GutsJudge, GutsShowdown
from dealerschoice.play.fast.plan import Plan, Unplanned
from dealerschoice.play.fast.ranked_draws import AskedHand, ranked_thrower
from dealerschoice.play.fast.rankings_judged import RANKING_RULES, JudgedPlan, count_named, judged_plan
from dealerschoice.play.fast.run import DealOutcome, PlanCounts
from dealerschoice.play.fast.wild_guts import compile_wild_guts, every_hand_rules, is_guts
from dealerschoice.play.program import Program

# the guts ops a ranked plan follows: deals, the declaration, a discard and its draw, the money
_FOLLOWED = frozenset({guts.DEAL, guts.TABLE, guts.DECLARE, guts.SHOWDOWN, guts.SETTLE, guts.REDEAL, guts.DISCARD,
                       guts.DRAW, guts.HEADS_UP, guts.EXTRA, guts.GUTS_ANTE, guts.SETTLE_OUT, guts.SETTLE_NONE_IN,
                       guts.SETTLE_FEW_IN, guts.DEAL_IF, guts.REPEAT_IN, guts.MATCH_REDEAL,
                       guts.STAYED_REDEAL})


@dataclass(frozen=True, slots=True)
class RankedGutsPlan(GutsPlan):
    """A guts plan whose showdowns (and discards) read the game's own ranking: `judged`
    judges a hand's cards as the simulator's showdown does."""

    judged: JudgedPlan | None = None
    source: Program | None = field(default=None, compare=False, repr=False)  # the game: its rankings' pieces
    parts: bool = False  # wild groups found in each whole hand, its parts judged (`guts_parts`)

    def play(self, seeds: range | list[int]) -> PlanCounts:
        """One deal per seed, counted as `guts_play.play_guts` counts a high showdown's."""
        player = _player(self)
        counts = PlanCounts()
        for seed in seeds:
            showdowns = played_showdowns(counts, guts_deal(self, seed, player))
            for showdown in showdowns:
                if showdown.winners and showdown.low is not None:
                    count_named(counts, showdown.low)
                    counts.wild += showdown.wild
            counts.split += any(len(s.winners) > 1 for s in showdowns)
        return counts

    def deal(self, seed: int) -> DealOutcome:
        """The last showdown's winners and winning Hand (told as `low`, as a judged plan tells it)."""
        found = guts_deal(self, seed, _player(self))
        last = last_won(found)
        if last is None:
            return DealOutcome((), None, unplayed=found.unplayed)
        return DealOutcome(last.winners, None, low=last.low)


class RankedJudge(GutsJudge):
    """A guts judge by the game's ranking: the winners' Hand is the showdown's `low` field,
    which the plan counts by its key, words and category."""

    def __init__(self, plan: RankedGutsPlan, score) -> None:
        super().__init__(plan, score)
        judged = plan.judged
        assert judged is not None, "a ranked guts plan holds its judged plan"
        self.judged = judged.judge(judged.rankings[0])

    def showdown(self, contenders: list[int], hands: list[list[int]], board: list[int], sides: dict[int, str],
                 tie_pays: bool) -> tuple[GutsShowdown, tuple[int, ...]]:
        made = {s: self.judged(tuple(hands[s] + board))[0] for s in contenders}
        keys = {s: h.key for s, h in made.items() if h is not None}
        seats = tuple(s + 1 for s in contenders)
        if not keys:
            return GutsShowdown(seats, (), None, False), tuple(contenders)
        top = max(keys.values())
        winners = tuple(s for s in contenders if keys.get(s) == top)
        if len(winners) > 1 and not tie_pays:
            return GutsShowdown(seats, (), None, False), tuple(contenders)  # nobody wins: every player in lost
        best = made[winners[0]]
        wild = any(h.wilds for s in winners if (h := made[s]) is not None)
        losers = tuple(s for s in contenders if s not in winners)
        return GutsShowdown(seats, tuple(s + 1 for s in winners), None, wild, best), losers


class PartsJudge(GutsJudge):
    """A guts judge by the game's ranking, each hand under the wild groups of its own cards
    (`guts_parts.PartJudge`): the winners found by their keys, then their Hands judged."""

    def __init__(self, plan: RankedGutsPlan, score) -> None:
        super().__init__(plan, score)
        judged, source = plan.judged, plan.source
        assert judged is not None and source is not None, "a ranked guts plan holds its judged plan and its game"
        ranking = judged.rankings[0]
        self.parts = guts_parts.PartJudge(ranking, guts_parts.hand_rules(source, plan.players), judged.qualifiers,
                                          guts_parts.rank_blind(ranking, plan.rules))

    def showdown(self, contenders: list[int], hands: list[list[int]], board: list[int], sides: dict[int, str],
                 tie_pays: bool) -> tuple[GutsShowdown, tuple[int, ...]]:
        key = self.parts.key
        keys = {s: k for s in contenders if (k := key(hands[s] + board)) is not None}
        seats = tuple(s + 1 for s in contenders)
        if not keys:
            return GutsShowdown(seats, (), None, False), tuple(contenders)
        top = max(keys.values())
        winners = tuple(s for s in contenders if keys.get(s) == top)
        if len(winners) > 1 and not tie_pays:
            return GutsShowdown(seats, (), None, False), tuple(contenders)  # nobody wins: every player in lost
        made = [self.parts.winner(hands[s] + board, top) for s in winners]
        wild = any(h.wilds for h in made if h is not None)
        losers = tuple(s for s in contenders if s not in winners)
        return GutsShowdown(seats, tuple(s + 1 for s in winners), None, wild, made[0]), losers


def _player(plan: RankedGutsPlan) -> GutsPlayer:
    """A guts player of the plan with the ranking's judge and discards."""
    player = GutsPlayer(plan)
    player.judge = PartsJudge(plan, player.score) if plan.parts else RankedJudge(plan, player.score)
    judged, source = plan.judged, plan.source
    assert judged is not None and source is not None, "a ranked guts plan holds its judged plan and its game"
    asked = AskedHand(source, judged.rankings[0], plan.rules, plan.low_rules)
    for at in player.throwers:
        bounds = plan.ops[at][1]
        player.throwers[at] = [ranked_thrower(asked, b, n, "high", _MEMOS.setdefault((plan, at, n), {}), False)
                               for n, b in enumerate(bounds, 1)]
    return player


_MEMOS: dict[tuple, dict] = {}  # (plan, op, seat) -> that discard's remembered choices, for the process


def compile_ranked_guts(program: Program, players: int) -> RankedGutsPlan:
    """The guts plan of a game ranked its own way; `Unplanned` says why not.

    >>> from dealerschoice.records import Game, Rule, Source
    >>> from dealerschoice.play.program import game_program
    >>> game = Game(1, "G", (), (), (Rule(1, "Deal two cards down to each player.", 1),
    ...     Rule(2, "Declare in/out one at a time, starting with the player to the left of the dealer.", 2),
    ...     Rule(3, "Showdown, high hand wins.", 3),
    ...     Rule(4, "Standard two card poker hands, but a straight beats a pair beats a flush.", 4),
    ...     Rule(5, "Anyone who went in and lost must match the pot. If no one went in or someone had to "
    ...          "match the pot, redeal for all.", 5)), None, Source("g", 1))
    >>> plan = compile_ranked_guts(game_program(game), 4)
    >>> type(plan).__name__, plan.judged.rankings[0].high.size
    ('RankedGutsPlan', 2)
    """
    ranked = [(n, s) for n, s in program.standing if isinstance(s, RANKING_RULES)]
    if not ranked:
        raise Unplanned("no ranking rule")
    where = f"rule {ranked[0][0]}"
    if not is_guts(program):
        raise Unplanned(f"{where}: a ranking in a game nobody declares in or out of (not a guts game)")
    without = Program(program.game, program.actions, tuple((n, s) for n, s in program.standing
                                                           if not isinstance(s, RANKING_RULES)), program.notes)
    try:
        base = compile_wild_guts(without, players)
    except Unplanned:
        base = compile_guts(without, players)
    _check_guts(base, where)
    high, low, parts = _rules(program, players, where)
    if parts and any(op[0] == guts.DISCARD for op in base.ops):
        raise Unplanned(f"{where}: a discard under wild groups found in each whole hand")
    laid = Plan(players, base.deck, ((tuple(range(base.longest)),),) * players, high, False, True, None, None,
                False)
    judged = judged_plan(program, laid, where)
    if len(judged.rankings) > 1:
        raise Unplanned(f"{where}: a ranking whose ties the dealer calls, in a guts game")
    values = {f.name: getattr(base, f.name) for f in dataclasses.fields(GutsPlan)}
    plain = high.plain() and JOKER not in base.deck
    return RankedGutsPlan(**{**values, "rules": high, "low_rules": low, "plain": plain}, judged=judged,
                          source=program, parts=parts)


def _rules(program: Program, players: int, where: str) -> tuple[HandRules, HandRules, bool]:
    """The (high, low) rules the simulator gives every hand, and whether wild groups are found in
    each whole hand instead, its parts judged under them (`guts_parts`)."""
    try:
        high, low = every_hand_rules(program, players)  # the whole game's: a ranking's size reads wild groups
        return high, low, False
    except Unplanned:
        pass
    try:
        return (*guts_parts.part_rules(program, players), True)
    except Unplanned:
        raise Unplanned(f"{where}: a ranking with wild limits read from each hand in a guts game") from None


def _check_guts(plan: GutsPlan, where: str) -> None:
    """Refuse a guts plan with what else reads the ranking or a score (see the module)."""
    others = {str(op[0]) for op in plan.ops} - _FOLLOWED
    if others:
        raise Unplanned(f"{where}: a ranking in a guts game with {', '.join(sorted(others))} steps")
    if plan.sides or plan.low or plan.high_low or plan.table_hand or plan.table_wilds or plan.table_rules is not None \
            or plan.use is not None:
        raise Unplanned(f"{where}: a ranking in a guts game of a split, a low hand, the table's hand or its wilds")
