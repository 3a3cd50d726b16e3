"""Plans of draw games whose hands rank their own way (Badugi, Canadian Draw, Mexican Draw,
Neal Deal Black, Red and Black; One Two Three's closest hand and Old English Draw's added
hands, an own ranking of `own_rankings`): the deals and draws of a draw plan, each player's
discard chosen by the simulator players' own choice under the game's ranking, the showdown
judged by the game's ranking as a `rankings_judged.JudgedPlan` judges it (an own ranking's
high hands by `OwnRanking.high`, which `judge._high` asks before any other).

The simulator's discard (`mechanics.moves.discard`) asks, per seat clockwise from seat 1,
the counts the rule allows (`choices.bounds`: "up to three, four if they show an ace"), how
many to give up and the card shown for more (`choices.chosen`, which reads the game's ranking
of the side the seat plays for: `choices._ranked_count` keeps Badugi's best badugi, stands or
replaces a points hand...; an exception by `choices._exception`) and then which cards
(`moves.cards_to_give`: `policies.worst` under that ranking). The plan asks the very same
functions: `chosen` is handed the two things of the hand it reads, the wild cards of a side
(`rules_for`) and the game's ranking (its pieces, read once from the program as the hand
reads them), and a seat of the cards held (`_Seat`); the cards go as the plan's muck order
needs them (the order `worst` gives). The choice is remembered by the sorted cards and the
card shown, for every seat of the same bounds (`ranked_choices`: the choice's parts). The deals and draws, the deck running out and the discards shuffled in are
`draw_play.deal_out`'s, with these choices as its stage's choosers.

The showdown: the seats' final cards, laid one after another with the table's, are a fixed
plan's deck to a `JudgedPlan` whose groups are the draw plan's groups at each seat's place;
it judges and counts them as the simulator's showdown (`rankings_judged`); where the choices
are suit blind, whole Hands only for the seats holding a top key (`_blind_keys`).

Refused (`Unplanned`, naming the rule): a draw plan of other ops (passes, stacks, flips,
picks, draw-backs...), a split pot or a declaration (each seat's side: not followed here),
wilds a table card names, limited wilds, a discard of the down cards only or of every card;
an own ranking of moved or dead ranks, of a low game or with qualifiers.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, fields

from dealerschoice.cards import best_hand
from dealerschoice.cards.cards import JOKER_CODE
from dealerschoice.play.fast.choosing import SeatBounds, thrower
from dealerschoice.play.fast.draw_ops import DEAL, DISCARD, DRAW, TABLE, DrawPlan
from dealerschoice.play.fast.draw_play import deal_out
from dealerschoice.play.fast.plan import Plan, Unplanned, compile_plan
from dealerschoice.play.fast.ranked_choices import CARDS, MEMO_MOST, AskedHand, ranked_thrower, suits_renamed
from dealerschoice.play.fast.rankings_judged import RANKING_RULES, JudgedPlan, judged_plan
from dealerschoice.play.fast.run import DealOutcome, PlanCounts, seat_getters, shuffler
from dealerschoice.play.mechanics import ranking_play
from dealerschoice.play.mechanics.moved_ranks import moves_of_program
from dealerschoice.play.mechanics.own_rankings import OwnRanking, own_ranking_of
from dealerschoice.play.mechanics.ranking_play import GameRanking, game_ranking
from dealerschoice.play.players.ranked import keeps
from dealerschoice.play.program import Program
from dealerschoice.play.state import Rulebook
from dealerschoice.rules.steps.late_reads import ClosestHand, HandDistance, NewHands
from dealerschoice.rules.steps.vocab import Pot

_FOLLOWED = frozenset({DEAL, TABLE, DISCARD, DRAW})
# the rules of an own ranking (`own_rankings.own_ranking_of`) this plan judges by; a hand distance
# is Manhattan's, the only metric (`cards.distance`), which the closest hand measures by
OWN_RULES = (ClosestHand, NewHands, HandDistance)


class NotDrawn(Unplanned):
    """The game is no draw game (its plan without its ranking is another kind)."""


@dataclass(eq=False, slots=True)
class _Stage:
    """What `draw_play.deal_out` asks of a stage here: per op, the seats' choosers by goal."""

    choosers: list = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class RankedDrawPlan:
    """A draw plan (`draw`) whose discards and showdown read the game's own ranking:
    `rankings[seed % len]` is the deal's, `judged` judges the final cards laid out as
    `_layout` lays them."""

    draw: DrawPlan
    judged: JudgedPlan
    asked: tuple = ()  # per ranking: the `AskedHand` the choices read
    suit_blind: bool = False  # the choices tell suits apart, never by name (`_suit_blind`)
    own: OwnRanking | None = None  # an own ranking judges the high hands (`own_rankings`: `judge._high` asks it first)

    def _judges(self) -> list:
        """Per ranking, the judge of a group's card codes: (high Hand, low Hand)."""
        if self.own is None:
            return [self.judged.judge(r) for r in self.judged.rankings]
        own, rules = self.own, self.draw.rules

        def judged(codes, memo: dict = {}) -> tuple:  # noqa: B006  # one memo per judge, made here
            found = memo.get(codes)
            if found is None:
                if len(memo) >= MEMO_MOST:
                    memo.clear()
                found = memo[codes] = (own.high([CARDS[c] for c in codes], rules, best_hand), None)
            return found
        return [judged]

    def _stages(self) -> list:
        """Per ranking, a function of the table's cards giving the deal's `_Stage`. Where the
        side the players keep for ranks the usual way (a holding that beats everything is
        only the showdown's), their choice is the usual one, `choosing.thrower`'s."""
        stages = []
        draw = self.draw
        for asked in self.asked:
            stage = _Stage()
            usual = ranking_play.side_for(asked, draw.aim) is None
            for op in draw.ops:
                if op[0] == DISCARD and usual:
                    stage.choosers.append([{draw.aim: thrower(b, draw.rules, draw.low_rules, draw.aim)} for b in op[2]])
                elif op[0] == DISCARD:
                    stage.choosers.append([{draw.aim: ranked_thrower(asked, b, n, draw.aim, _memo(self, asked, b),
                                                               self.suit_blind)}
                                           for n, b in enumerate(op[2], 1)])
                else:
                    stage.choosers.append(None)
            stages.append(lambda board, stage=stage: stage)
        return stages

    def _dealt(self, seed: int, shuffle, stage_of):
        """`deal_out` of one seed's deck (the table's own shuffle where discards are shuffled in)."""
        if not self.draw.refills:
            return deal_out(self.draw, shuffle(seed), stage_of)
        rng = random.Random(seed)
        x = list(self.draw.deck)
        rng.shuffle(x)
        return deal_out(self.draw, x, stage_of, rng)

    def _keyed(self, judge):
        """The keys-only judge of a suit-blind game's showdown (`_blind_keys`), else None."""
        return _blind_keys(judge) if self.suit_blind and self.own is None else None

    def _judge_deal(self, counts: PlanCounts, dealt, pickers, judge, keyed=None) -> DealOutcome:
        hands, board = dealt[0], dealt[1]
        laid = [c for hand in hands for c in hand] + (board if self.draw.board_counts else [])
        if keyed is None:
            return self.judged._count(counts, self.judged._seats(laid, pickers, judge))
        return self.judged._count(counts, self.judged.settled([[pick(laid) for pick in seat] for seat in pickers],
                                                              judge, keyed))

    def play(self, seeds: range | list[int]) -> PlanCounts:
        """One deal per seed, counted as the odds count the simulator's deals."""
        shuffle = shuffler(self.draw.deck, self.draw.used)
        stages = self._stages()
        judges = self._judges()
        keyeds = [self._keyed(j) for j in judges]
        pickers = seat_getters(self.judged)
        ways = len(judges)
        counts = PlanCounts()
        for seed in seeds:
            dealt = self._dealt(seed, shuffle, stages[seed % ways])
            if dealt is None:
                counts.unplayed += 1
                continue
            self._judge_deal(counts, dealt, pickers, judges[seed % ways], keyeds[seed % ways])
        return counts

    def deal(self, seed: int) -> DealOutcome:
        """One deal, seat by seat: for comparing with the simulator."""
        way = seed % len(self.judged.rankings)
        dealt = self._dealt(seed, shuffler(self.draw.deck, self.draw.used), self._stages()[way])
        if dealt is None:
            return DealOutcome((), None, unplayed=True)
        judge = self._judges()[way]
        return self._judge_deal(PlanCounts(), dealt, seat_getters(self.judged), judge, self._keyed(judge))


def _blind_keys(judge):
    """`judge`'s keys alone (`JudgedPlan.keyed`), remembered by the group's cards sorted with
    their suits renamed as they first come: where the choices are suit blind (`_suit_blind`),
    every side's key names no suit and reads no order (Badugi, the lows), so the same pattern
    is the same key. The showdown then judges whole Hands only for the seats holding a top key."""
    memo: dict = {}

    def keys(codes) -> tuple:
        told = suits_renamed(codes)
        got = memo.get(told)
        if got is None:
            high, low = judge(codes)
            if len(memo) >= MEMO_MOST:
                memo.clear()
            got = memo[told] = (None if high is None else high.key, None if low is None else low.key)
        return got
    return keys


def _memo(plan: RankedDrawPlan, asked: AskedHand, bounds: SeatBounds) -> dict:
    """The discards remembered for one draw and one seat's bounds under the ranking `asked` reads:
    {(sorted cards, card shown): cards thrown}. The choice reads the seat only through its
    bounds and its cards (`choices.chosen`), so seats of the same bounds share what they chose;
    the memos live on `asked`, so they go with the plan."""
    return asked.memos.setdefault((plan.draw, bounds), {})


def compile_ranked_draws(program: Program, players: int) -> RankedDrawPlan:
    """The plan of a draw game ranked its own way; `Unplanned` says why not.

    >>> from dealerschoice.records import Game, Rule, Source
    >>> from dealerschoice.play.program import game_program
    >>> game = Game(1, "Bad", (), (), (Rule(1, "Deal four cards down to each player.", 5),
    ...     Rule(2, "Each player may draw up to three cards.", 6), Rule(3, "Showdown, low hand wins.", 7),
    ...     Rule(4, "Low hands are ranked by Badugi lows.", 8)), None, Source("x", 1))
    >>> plan = compile_ranked_draws(game_program(game), 3)
    >>> plan.draw.aim, plan.judged.seats, plan.judged.rankings[0].low.ranking.mode.value
    ('low', (((0, 1, 2, 3),), ((4, 5, 6, 7),), ((8, 9, 10, 11),)), 'badugi')
    """
    ranked = [(n, s) for n, s in program.standing if isinstance(s, RANKING_RULES + OWN_RULES)]
    if not ranked:
        raise Unplanned("no ranking rule")
    where = f"rule {ranked[0][0]}"
    without = Program(program.game, program.actions, tuple((n, s) for n, s in program.standing
                                                           if not isinstance(s, RANKING_RULES + OWN_RULES)),
                      program.notes)
    try:
        draw = compile_plan(without, players)
    except Unplanned as refused:
        raise NotDrawn(str(refused)) from None
    if type(draw) is not DrawPlan:
        raise NotDrawn(f"{where}: a ranking in a game whose plan without it is a {type(draw).__name__}")
    _check_draw(draw, where)
    # a group's places are the seat's cards (0..own-1), then the table's: every place is in some group
    board = sum(op[1] for op in draw.ops if op[0] == TABLE) if draw.board_counts else 0
    own = max(p for g in draw.groups for p in g) + 1 - board
    seats = tuple(tuple(tuple(n * own + p if p < own else players * own + p - own for p in g) for g in draw.groups)
                  for n in range(players))
    laid = Plan(players, draw.deck, seats, draw.rules, draw.plain, draw.tie_pays, None,
                draw.low_rules if draw.low else None, False, draw.qualify, None)
    own_ranking = own_ranking_of(program)
    judged = judged_plan(program, laid, where) if own_ranking is None else _own_judged(program, laid, draw, where)
    blind = own_ranking is None and _suit_blind(draw, judged)
    asked = tuple(AskedHand(program, r, draw.rules, draw.low_rules, blind) for r in judged.rankings)
    return RankedDrawPlan(draw, judged, asked, blind, own_ranking)


def _own_judged(program: Program, laid: Plan, draw: DrawPlan, where: str) -> JudgedPlan:
    """The judged plan of a game of an own ranking ("The closest hand to ace-two-three wins.",
    added hands: `own_rankings`): its high hands judged by it (`RankedDrawPlan.own`), the
    game's other ranking rules only as the players read them (the pair that loses is the
    closest hand's own rule)."""
    if moves_of_program(program) is not None:
        raise Unplanned(f"{where}: moved or dead ranks in a ranked draw game (the showdown reads the hands apart)")
    if draw.low or Rulebook.of(program).qualifiers:
        raise Unplanned(f"{where}: an own ranking of a low game or one with qualifiers")
    values = {f.name: getattr(laid, f.name) for f in fields(Plan)}
    return JudgedPlan(**values, rankings=(game_ranking(program) or GameRanking(),), pot=Pot.HIGH)


def _suit_blind(draw: DrawPlan, judged: JudgedPlan) -> bool:
    """Whether the players' choices read suits only as alike or not: no wild card and no
    joker (a wild may be of some suits), one deck, and every side's ranking one of the keep
    choice's own (Badugi, the lows: `players.ranked.keeps`) with no suit breaking ties and no
    holding named (a top hand of black queens)."""
    if not draw.plain or len(set(draw.deck)) != len(draw.deck) or JOKER_CODE in draw.deck:
        return False
    for ranking in judged.rankings:
        sides = [s for s in (ranking.high, ranking.low) if s is not None]
        if (ranking.tops or ranking.wild_moves or ranking.high_made_of is not None or ranking.ordered is not None
                or ranking.twist is not None or not sides):
            return False
        if not all(keeps(s) and not s.ranking.suits and s.call is None for s in sides):
            return False
    return not draw.low or judged.rankings[0].low is not None  # the side kept for is the game's own


def _check_draw(draw: DrawPlan, where: str) -> None:
    """Refuse a draw plan whose ops or showdown this plan does not follow (see the module)."""
    kinds = {op[0] for op in draw.ops}
    if kinds - _FOLLOWED:
        raise Unplanned(f"{where}: a ranking in a draw game with passes, stacks, flips or other choices")
    if draw.sided or draw.board_rules is not None or draw.neighbour_shares or draw.whole_hands:
        raise Unplanned(f"{where}: a ranking in a draw game of a split pot, a declaration, table wilds or hands "
                        "of different sizes")
    if draw.barred_from is not None or draw.barred_ranks or draw.needs_suit is not None:
        raise Unplanned(f"{where}: a ranking in a draw game that bars hands")
    if draw.rules.limited or draw.low_rules.limited:
        raise Unplanned(f"{where}: a ranking in a draw game with limited wild cards")
    for op in draw.ops:
        if op[0] == DISCARD and (op[1] or op[4]):
            raise Unplanned(f"{where}: a discard of every card or of the down cards only, in a ranked draw game")
