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
card shown. The deals and draws, the deck running out and the discards shuffled in are
`draw_play.deal_out`'s, with these choices as its stage's choosers.

The showdown: the seats' final cards, laid one after another with the table's, are a fixed
plan's deck to a `JudgedPlan` whose groups are the draw plan's groups at each seat's place;
it judges and counts them as the simulator's showdown (`rankings_judged`).

Refused (`Unplanned`, naming the rule): a draw plan of other ops (passes, stacks, flips,
picks, draw-backs...), a split pot or a declaration (each seat's side: not followed here),
wilds a table card names, limited wilds, a discard of the down cards only or of every card;
an own ranking of moved or dead ranks, of a low game or with qualifiers.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, fields, replace

from dealerschoice.cards import Card, Hand, HandRules, best_hand
from dealerschoice.cards.cards import JOKER_CODE
from dealerschoice.play import policies
from dealerschoice.play.fast.choosing import SeatBounds, thrower
from dealerschoice.play.fast.draw_ops import DEAL, DISCARD, DRAW, TABLE, DrawPlan
from dealerschoice.play.fast.draw_play import deal_out
from dealerschoice.play.fast.plan import Plan, Unplanned, compile_plan
from dealerschoice.play.fast.rankings_judged import RANKING_RULES, JudgedPlan, judged_plan
from dealerschoice.play.fast.run import DealOutcome, PlanCounts, seat_getters, shuffler
from dealerschoice.play.mechanics import choices, ranking_play
from dealerschoice.play.mechanics.moved_ranks import moves_of_program
from dealerschoice.play.mechanics.own_rankings import OwnRanking, OwnRankingPiece, own_ranking_of
from dealerschoice.play.mechanics.ranking_play import GameRanking, RankingPiece, SideRanking, game_ranking
from dealerschoice.play.players.ranked import keeps
from dealerschoice.play.program import Program
from dealerschoice.play.state import Rulebook
from dealerschoice.rules.steps.late_reads import ClosestHand, HandDistance, NewHands
from dealerschoice.rules.steps.vocab import Pot

_CARDS = [Card(code) for code in range(JOKER_CODE + 1)]
_MEMO_MOST = 1 << 18  # discards a choice remembers before it starts again
_FOLLOWED = frozenset({DEAL, TABLE, DISCARD, DRAW})
# the rules of an own ranking (`own_rankings.own_ranking_of`) this plan judges by; a hand distance
# is Manhattan's, the only metric (`cards.distance`), which the closest hand measures by
OWN_RULES = (ClosestHand, NewHands, HandDistance)


@dataclass(frozen=True, slots=True)
class _RememberedSide(SideRanking):
    """A side's ranking whose hands are remembered, by their cards, for the process: the
    keep choice judges every kept set of every hand (`players.ranked.keep_value`), and the
    small sets recur from hand to hand. The same hands as `SideRanking.hand` gives."""

    memo: dict = field(default_factory=dict, compare=False, hash=False, repr=False)
    # the choices ask only the key, which names no suit (`_suit_blind`): remembered by the
    # cards with their suits renamed as they first come, answered with the key alone (`_Keyed`)
    blind: bool = field(default=False, compare=False, hash=False)

    # a key-only answer where blind: the choices' every reader of a side's hand (`players.ranked`,
    # `policies.ranked_score`) reads its key alone; anything else would fail loudly, not silently
    def hand(self, cards, rules: HandRules) -> Hand | _Keyed | None:  # type: ignore[override]
        book = self.memo.get(id(rules))
        if book is None or book[0] is not rules:  # the rules held, so their id is theirs
            book = self.memo[id(rules)] = (rules, {})
        known: dict = book[1]
        held = tuple(cards)
        key = _renamed(held) if self.blind else held
        found = known.get(key, known)
        if found is known:
            if len(known) >= _MEMO_MOST:
                known.clear()
            made = SideRanking.hand(self, held, rules)
            found = known[key] = made if not self.blind or made is None else _Keyed(made.key)
        return found


@dataclass(frozen=True, slots=True)
class _Keyed:
    """A hand as the keep choice reads it: its key, and nothing else to read."""

    key: tuple


def _renamed(cards: tuple[Card, ...]) -> tuple[int, ...]:
    """The cards' codes in card order, their suits renamed in the order they first come."""
    names: dict[int, int] = {}
    return tuple((c & ~3) | names.setdefault(c & 3, len(names)) for c in sorted(map(int, cards)))


def _remembered(ranking: GameRanking, blind: bool = False) -> GameRanking:
    """The ranking with each side's hands remembered (`_RememberedSide`), by their suits'
    pattern alone where the choices cannot tell suits by name (`blind`)."""
    def side(s: SideRanking | None) -> SideRanking | None:
        if s is None:
            return None
        # the fields a side is made of (not those it works out itself, as its hash)
        return _RememberedSide(**{f.name: getattr(s, f.name) for f in fields(SideRanking) if f.init}, blind=blind)
    return replace(ranking, high=side(ranking.high), low=side(ranking.low))


class NotDrawn(Unplanned):
    """The game is no draw game (its plan without its ranking is another kind)."""


class AskedHand:
    """The parts of a `PlayedHand` the players' discard choice reads (`choices.chosen`,
    `ranking_play.side_for`): the wild cards of each side and the game's rankings, as pieces
    already read. Anything else it asked for would be a `KeyError` or `AttributeError`, not
    a wrong answer."""

    def __init__(self, program: Program, ranking: GameRanking, rules: HandRules, low_rules: HandRules,
                 suit_blind: bool = False) -> None:
        self._rules = {"high": rules, "low": low_rules}
        self._pieces = {RankingPiece: RankingPiece(True, _remembered(ranking, suit_blind)),
                        OwnRankingPiece: OwnRankingPiece(True, own_ranking_of(program))}

    def piece(self, kind):
        return self._pieces[kind]

    def rules_for(self, seat, side: str = "high", cards=None) -> HandRules:
        return self._rules[side]


@dataclass(frozen=True, slots=True)
class _Seat:
    """A seat as the discard choice reads it: its number and all its cards."""

    number: int
    cards: tuple[Card, ...]

    def all(self) -> list[Card]:
        return list(self.cards)


def ranked_thrower(asked: AskedHand, bounds: SeatBounds, seat: int, goal: str, memo: dict, suit_blind: bool):
    """One seat's discard under the game's ranking, as `draw_play.deal_out` calls a chooser:
    (its cards, the muck) -> the count thrown, the cards gone from the hand into the muck.
    Remembered as the places thrown in the sorted hand, by the sorted hand, or where the
    choice cannot tell one suit from another (`suit_blind`) by `_canonical`'s form of it."""
    ranks = bounds.shown_ranks if bounds.extra is not None else None
    side = ranking_play.side_for(asked, goal)  # type: ignore[arg-type]  # the parts of a hand it reads
    rules, low_rules = asked.rules_for(None), asked.rules_for(None, "low")

    def throw(hand: list[int], muck: list[int] | None = None, pool: list[int] | None = None) -> int:
        shown = None
        if ranks is not None:  # the first card of the ranks held is the one shown (`choices.bounds`)
            shown = next((c for c in hand if c != JOKER_CODE and (c >> 2) + 2 in ranks), None)
        ordered = sorted(hand)
        told = _canonical(ordered) if suit_blind else None
        key = (told or tuple(ordered), -1 if shown is None else ordered.index(shown))
        places = memo.get(key)
        if places is None:
            thrown = _choice(asked, hand, bounds, seat, shown, goal, side, rules, low_rules)
            places = tuple(ordered.index(c) for c in thrown)  # one deck: every card once
            if len(memo) >= _MEMO_MOST:
                memo.clear()
            memo[key] = places
        gone = [ordered[i] for i in places]
        for c in gone:
            hand.remove(c)
        if muck is not None:
            muck.extend(gone)
        return len(gone)
    return throw


def _canonical(ordered: list[int]) -> tuple[int, ...] | None:
    """The sorted hand with its suits renamed in the order they first come (0, 1, ...),
    where that keeps the cards in the same order (else None): a choice that tells suits only
    apart, never by name, and breaks ties by the cards' order, chooses the same places of
    both."""
    names: dict[int, int] = {}
    out = []
    for c in ordered:
        out.append((c & ~3) | names.setdefault(c & 3, len(names)))
    return tuple(out) if all(a < b for a, b in zip(out, out[1:])) else None


def _choice(asked: AskedHand, hand: list[int], bounds: SeatBounds, seat: int, shown: int | None, goal: str, side,
            rules: HandRules, low_rules: HandRules) -> tuple[int, ...]:
    """The cards thrown, in the order the muck takes them, as `moves.discard` chooses them."""
    pool = [_CARDS[c] for c in hand]
    if bounds.extra is None:
        limit = choices.Bounds(bounds.counts, bounds.usual)
    elif bounds.shown_ranks is not None and shown is None:
        limit = choices.Bounds(bounds.counts, bounds.usual)  # nothing to show: the usual bounds
    else:
        limit = choices.Bounds(bounds.more_counts, bounds.usual, None if shown is None else _CARDS[shown],
                               bounds.extra)
    count, card = choices.chosen(asked, _Seat(seat, tuple(pool)), pool, limit, goal)  # type: ignore[arg-type]
    if card is not None:
        pool.remove(card)  # the card shown earns the bigger draw and is kept
    # `moves.cards_to_give`: every card seen, none kept beside the pool
    return tuple(int(c) for c in policies.worst(pool, count, [], rules, goal, low_rules, ranked=side))


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
                if len(memo) >= _MEMO_MOST:
                    memo.clear()
                found = memo[codes] = (own.high([_CARDS[c] for c in codes], rules, best_hand), None)
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
                    stage.choosers.append([{draw.aim: ranked_thrower(asked, b, n, draw.aim, _memo(self, asked, n),
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

    def _judge_deal(self, counts: PlanCounts, dealt, pickers, judge) -> DealOutcome:
        hands, board = dealt[0], dealt[1]
        laid = [c for hand in hands for c in hand] + (board if self.draw.board_counts else [])
        return self.judged._count(counts, self.judged._seats(laid, pickers, judge))

    def play(self, seeds: range | list[int]) -> PlanCounts:
        """One deal per seed, counted as the odds count the simulator's deals."""
        shuffle = shuffler(self.draw.deck, self.draw.used)
        stages = self._stages()
        judges = self._judges()
        pickers = seat_getters(self.judged)
        ways = len(judges)
        counts = PlanCounts()
        for seed in seeds:
            dealt = self._dealt(seed, shuffle, stages[seed % ways])
            if dealt is None:
                counts.unplayed += 1
                continue
            self._judge_deal(counts, dealt, pickers, judges[seed % ways])
        return counts

    def deal(self, seed: int) -> DealOutcome:
        """One deal, seat by seat: for comparing with the simulator."""
        way = seed % len(self.judged.rankings)
        dealt = self._dealt(seed, shuffler(self.draw.deck, self.draw.used), self._stages()[way])
        if dealt is None:
            return DealOutcome((), None, unplayed=True)
        return self._judge_deal(PlanCounts(), dealt, seat_getters(self.judged), self._judges()[way])


_MEMOS: dict[tuple, dict] = {}  # (plan, ranking, seat) -> {(sorted cards, card shown): cards thrown}, per process


def _memo(plan: RankedDrawPlan, asked: AskedHand, seat: int) -> dict:
    return _MEMOS.setdefault((plan.draw, id(asked), seat), {})


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
