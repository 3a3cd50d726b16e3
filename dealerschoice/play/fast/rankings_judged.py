"""Fixed plans of games whose hands rank their own way, judged by the simulator's own ranking:
three-card and two-card hands, the single high card, points, a changed order of hands, hands
holding something that beats all (a joker, three kings), low hands ranked ace-to-six,
deuce-to-seven or badugi, straights round the corner, ties broken by suits or the dealer's call.

The simulator's showdown (`judge.hands_of`) judges each of a seat's card groups with the
game's `GameRanking` (`ranking_play.game_ranking`: `high_hand` with `cards.best_hand` for the
standard side, `low_hand` or `cards.best_low`), its qualifiers (`making.high_qualifies`,
`low_qualifies`, `low_limit`), keeps the first group of the best key and pays the best key
(`mechanics.showdown`; a high-low split by `cards.settle_high_low`). A `JudgedPlan` does just
that on the fixed plan's groups, asking the very same functions, so its winners, keys, words
and wild cards are the simulator's; the winning Hands are counted by their key
(`PlanCounts.named`, `lows`), as the odds tally the simulator's.

Refused (`Unplanned`, naming the rule): a game whose plan without its ranking rules is not a
fixed plan (draws, guts, flips: the players' choices would read the ranking), football hands
(points counted in the order turned: the plan does not follow the turning), a tie broken by
dealing more cards, a top holding that is also the split card, a split hand's own ranking.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields

from dealerschoice.cards import Hand, HandRules, best_hand, best_low, settle_high_low
from dealerschoice.cards.cards import JOKER_CODE, Card
from dealerschoice.cards.highlow import Contender
from dealerschoice.cards.modes import Mode
from dealerschoice.play import making
from dealerschoice.play.fast.own_play import PlaysOwn
from dealerschoice.play.fast.plan import Plan, Unplanned, compile_plan
from dealerschoice.play.fast.run import DealOutcome, PlanCounts, seat_getters, shuffler
from dealerschoice.play.mechanics.ranking_play import CALLS, GameRanking, game_ranking
from dealerschoice.play.program import Program
from dealerschoice.play.state import Rulebook
from dealerschoice.rules.steps import Showdown
from dealerschoice.rules.steps.ranking_rules import FlushBySuit, WrapStraights
from dealerschoice.rules.steps.showdown import CardValues, PointsTarget, TieBreak, TopHand
from dealerschoice.rules.steps.showdown import Ranking as RankingStep
from dealerschoice.rules.steps.vocab import Pot, Ranked, TieBy
from dealerschoice.rules.steps.wild import WildCountValue

# the standing rules `ranking_play.game_ranking` reads, and only it (the plan judges by it)
RANKING_RULES = (RankingStep, CardValues, PointsTarget, TieBreak, TopHand, WildCountValue, WrapStraights, FlushBySuit)
_CARDS = [Card(code) for code in range(JOKER_CODE + 1)]
_MEMO_MOST = 1 << 17  # groups a judge remembers before it starts again


@dataclass(frozen=True, slots=True)
class JudgedPlan(PlaysOwn):
    """A fixed plan whose hands are judged by the game's own ranking: `rankings[seed % len]`
    is the deal's (four, one per dealer's call, when the dealer calls ties; else one)."""

    rankings: tuple[GameRanking, ...] = ()
    qualifiers: tuple = ()  # the game's `Qualifier` steps, as the judge applies them
    pot: Pot = Pot.HIGH

    def _low_rules(self) -> HandRules:
        """The low wild rules (a high showdown has none and judges no low: its high rules)."""
        return self.low_rules if self.low_rules is not None else self.rules

    def judge(self, ranking: GameRanking):
        """A function of a group's card codes giving its (high, low) Hands as `judge.hands_of`
        judges one group: a Hand short of its qualifier is None; remembered by the codes."""
        rules, low_rules, qualifiers = self.rules, self._low_rules(), self.qualifiers
        limit = making.low_limit(qualifiers)
        wants_low = self.pot != Pot.HIGH
        wants_high = self.pot != Pot.LOW
        memo: dict = {}

        def judged(codes) -> tuple[Hand | None, Hand | None]:
            found = memo.get(codes)
            if found is None:
                cards = [_CARDS[c] for c in codes]
                high = low = None
                if wants_high and making.high_qualifies(cards, rules, qualifiers):
                    high = ranking.high_hand(cards, rules, best_hand)
                if wants_low:
                    low = (ranking.low_hand(cards, low_rules, limit) if ranking.low is not None
                           else best_low(cards, low_rules, qualifier=limit))
                    low = low if making.low_qualifies(low, qualifiers) else None
                if len(memo) >= _MEMO_MOST:
                    memo.clear()
                found = memo[codes] = (high, low)
            return found
        return judged

    def side_judge(self, ranking: GameRanking, side: int):
        """A function of a group's card codes giving its high (`side` 0) or low (1) Hand alone,
        as `judge.hands_of(..., side=)` judges one side (a look ahead asks one)."""
        rules, low_rules, qualifiers = self.rules, self._low_rules(), self.qualifiers
        limit = making.low_limit(qualifiers)

        def high(codes) -> Hand | None:
            cards = [_CARDS[c] for c in codes]
            return ranking.high_hand(cards, rules, best_hand) if making.high_qualifies(cards, rules, qualifiers) \
                else None

        def low(codes) -> Hand | None:
            cards = [_CARDS[c] for c in codes]
            made = ranking.low_hand(cards, low_rules, limit) if ranking.low is not None \
                else best_low(cards, low_rules, qualifier=limit)
            return made if making.low_qualifies(made, qualifiers) else None
        return low if side else high

    def keyed(self, judged, ranking: GameRanking):
        """A function of a group's card codes giving only its (high, low) keys, None for no
        hand, as `judged` (this plan's `judge(ranking)`) gives them: remembered by the group's
        cards as the judge tells them apart (`judged_classes`: by points counts, else each
        card), sorted, since a key reads which cards a hand holds, never their order. None
        where the judge tells every card apart: few groups recur, and the memo costs more
        than it saves (measured: 7/27's keys by points counts, Double Clubs' by cards)."""
        classes, by_points = judged_classes(self, ranking)
        if not by_points:
            return None
        ids: dict = {}
        told = [ids.setdefault(cls, len(ids)) for cls in classes]  # each class a number, to sort
        memo: dict = {}
        # a points key reads the totals the cards can make and nothing else (`cards.points_hand`,
        # the dealer's call: `ranking_keys.call_key`), as the offers' look ahead (`Looker`) does
        by_totals: dict = {}

        def keys(codes) -> tuple:
            held = tuple(sorted([told[c] for c in codes]))
            found = memo.get(held)
            if found is None:
                sums = {0}
                for c in codes:
                    sums = {s + v for s in sums for v in classes[c]}
                made = frozenset(sums)
                found = by_totals.get(made)
                if found is None:
                    high, low = judged(codes)
                    found = by_totals[made] = (None if high is None else high.key, None if low is None else low.key)
                if len(memo) >= _MEMO_MOST:
                    memo.clear()
                memo[held] = found
            return found
        return keys

    def settled(self, groups_of_seats, judged, keyed) -> list[tuple]:
        """`_seats` of each seat's groups (card codes), judging Hands only where the showdown
        reads more than a key: per seat, the first group of its best high key and that of its
        best low key (by `keyed`); a seat holding the top key of a side gets its whole Hands
        (`judged`), every other seat its keys alone (`Keyed`): whoever wins, the counts and
        `settle_high_low` read the losers' keys and nothing else."""
        rows = []
        for groups in groups_of_seats:
            high = low = high_at = low_at = None
            for codes in groups:
                h, lo = keyed(codes)
                if h is not None and (high is None or h > high):
                    high, high_at = h, codes
                if lo is not None and (low is None or lo > low):
                    low, low_at = lo, codes
            rows.append((high, high_at, low, low_at))
        top = max((r[0] for r in rows if r[0] is not None), default=None)
        top_low = max((r[2] for r in rows if r[2] is not None), default=None)
        out: list[tuple] = []
        for high, high_at, low, low_at in rows:
            if (high is not None and high == top) or (low is not None and low == top_low):
                out.append((None if high_at is None else judged(high_at)[0],
                            None if low_at is None else judged(low_at)[1]))
            else:
                out.append((None if high is None else Keyed(high), None if low is None else Keyed(low)))
        return out

    def _seats(self, x, pickers, judged) -> list[tuple[Hand | None, Hand | None]]:
        """Per seat: its best high and best low Hand, each the first group of the top key."""
        out = []
        for seat in pickers:
            high = low = None
            for pick in seat:
                h, lo = judged(pick(x))
                if h is not None and (high is None or h.key > high.key):
                    high = h
                if lo is not None and (low is None or lo.key > low.key):
                    low = lo
            out.append((high, low))
        return out

    def _count(self, counts: PlanCounts, seats: list[tuple[Hand | None, Hand | None]]) -> DealOutcome:
        """Count one deal as `odds._tally_deal` counts the simulator's showdown; its outcome
        (a high winner's Hand told as `low`, as a series plan tells a named hand)."""
        counts.deals += 1
        if self.pot == Pot.HIGH_LOW:
            return self._count_split(counts, seats)
        side = 1 if self.pot == Pot.LOW else 0
        scored = [(n, h) for n, pair in enumerate(seats, 1) if (h := pair[side]) is not None]
        if not scored:
            return DealOutcome((), None)
        top = max(h.key for _, h in scored)
        won = [(n, h) for n, h in scored if h.key == top]
        if len(won) > 1 and not self.tie_pays:
            return DealOutcome((), None)
        best = won[0][1]
        if side:
            counts.lows[best.key] += 1
            counts.low_hands.setdefault(best.key, best)
        else:
            count_named(counts, best)
        counts.split += len(won) > 1
        counts.wild += any(h.wilds for _, h in won)
        return DealOutcome(tuple(n for n, _ in won), None, low=best)

    def _count_split(self, counts: PlanCounts, seats) -> DealOutcome:
        """A high-low split, cards speaking, settled by the simulator's `settle_high_low`."""
        people = [Contender(n, high, low) for n, (high, low) in enumerate(seats, 1)]
        result = settle_high_low(100, people, list(range(1, len(seats) + 1)), 1)
        best, best_low_hand = count_sides(counts, seats, result.high_winners, result.low_winners)
        counts.split += len(set(result.high_winners) | set(result.low_winners)) > 1
        if best is not None:
            return DealOutcome(result.high_winners, None, low=best, low_winners=result.low_winners)
        return DealOutcome(result.low_winners, None, low=best_low_hand, low_winners=result.low_winners)

    def play(self, seeds: range | list[int]) -> PlanCounts:
        """One deal per seed, counted as the odds count the simulator's deals."""
        shuffle = shuffler(self.deck, 1 + max(i for groups in self.seats for g in groups for i in g))
        pickers = seat_getters(self)
        judges = [self.judge(r) for r in self.rankings]
        keyeds = [self.keyed(j, r) for j, r in zip(judges, self.rankings)]
        ways = len(judges)
        counts = PlanCounts()
        for seed in seeds:
            x = shuffle(seed)
            way = seed % ways
            if (keyed := keyeds[way]) is None:
                self._count(counts, self._seats(x, pickers, judges[way]))
            else:
                self._count(counts, self.settled([[pick(x) for pick in seat] for seat in pickers], judges[way],
                                                 keyed))
        return counts

    def deal(self, seed: int) -> DealOutcome:
        """One deal, seat by seat: for comparing with the simulator."""
        x = shuffler(self.deck, len(self.deck))(seed)
        ranking = self.rankings[seed % len(self.rankings)]
        judged, pickers = self.judge(ranking), seat_getters(self)
        if (keyed := self.keyed(judged, ranking)) is None:
            return self._count(PlanCounts(), self._seats(x, pickers, judged))
        return self._count(PlanCounts(), self.settled([[pick(x) for pick in seat] for seat in pickers], judged, keyed))


def judged_classes(plan: JudgedPlan, ranking: GameRanking) -> tuple[list, bool]:
    """Per card code, what the judge can tell of it: its points counts (a points ranking of
    both sides with the same values, no wild card, no suits breaking ties, nothing moved, no
    qualifier), else the card itself; and whether they are points counts."""
    sides = [s for s in (ranking.high, ranking.low) if s is not None]
    by_points = (plan.plain and not any(c == JOKER_CODE for c in plan.deck) and len(sides) == 2
                 and not plan.qualifiers
                 and all(s.ranking.mode == Mode.POINTS and not s.ranking.suits and s.order is None
                         and s.with_hands is None and s.size is None for s in sides)
                 and sides[0].ranking.points == sides[1].ranking.points
                 and not (ranking.tops or ranking.wild_moves or ranking.high_made_of or ranking.ordered
                          or ranking.twist))
    values = sides[0].ranking.points if sides else None
    if not by_points or values is None:
        return list(range(JOKER_CODE + 1)), False
    return [values.choices(Card(c)) if c != JOKER_CODE else None for c in range(JOKER_CODE + 1)], True


@dataclass(frozen=True, slots=True)
class Keyed:
    """A losing seat's hand as the showdown reads it: its key, and nothing else to read
    (anything else asked of it fails loudly, never silently)."""

    key: tuple


def count_named(counts: PlanCounts, best: Hand) -> None:
    """Count a high winner by its Hand: under its key, words and category, which a top holding's
    key (above every hand) does not tell apart ("beats everything (pair of kings)")."""
    told = (best.key, best.description, best.category)
    counts.named[told] += 1
    counts.named_hands.setdefault(told, best)


def count_sides(counts: PlanCounts, seats, high: Sequence[int], low: Sequence[int]) -> tuple[Hand | None, Hand | None]:
    """Count a high-low pot's winners by their Hands (`seats`: per seat from 1 its high and its
    low Hand, None for none; `high`, `low`: the winning seats): the best high under its key,
    words and category (`count_named`), the best low under its key, both sides paid, a wild in
    any winning hand. The best high and low Hands, for the deal's outcome. One counting for
    every split these plans settle, whoever decided the winners (`settle_high_low`, a sweep)."""
    won = [h for n in high if (h := seats[n - 1][0]) is not None]  # a winner has a hand
    won_low = [h for n in low if (h := seats[n - 1][1]) is not None]
    best = max(won, key=lambda h: h.key) if won else None
    best_low = max(won_low, key=lambda h: h.key) if won_low else None
    if best is not None:
        count_named(counts, best)
    if best_low is not None:
        counts.lows[best_low.key] += 1
        counts.low_hands.setdefault(best_low.key, best_low)
    counts.both_sides += best is not None and best_low is not None
    counts.wild += any(h.wilds for h in won + won_low)
    return best, best_low


def compile_judged(program: Program, players: int) -> JudgedPlan:
    """The plan of a program whose only rules the fixed plan does not follow are its ranking
    rules (`RANKING_RULES`); `Unplanned` says why not.

    >>> from dealerschoice.records import Game, Rule, Source
    >>> from dealerschoice.play.program import game_program
    >>> game = Game(1, "Three", (), (), (Rule(1, "Deal three cards down to each player.", 5),
    ...     Rule(2, "Showdown, high hand wins.", 6),
    ...     Rule(3, "Use three card poker hands (straight flush beats three of a kind beats straight beats flush "
    ...          "beats pair beats high card).", 7)), None, Source("x", 1))
    >>> plan = compile_judged(game_program(game), 3)
    >>> plan.rankings[0].high.ranking.mode.value, plan.seats[1], plan.pot.value
    ('three-card', ((3, 4, 5),), 'high')
    """
    ranked = [(n, s) for n, s in program.standing if isinstance(s, RANKING_RULES)]
    if not ranked:
        raise Unplanned("no ranking rule")
    where = f"rule {ranked[0][0]}"
    without = Program(program.game, program.actions, tuple((n, s) for n, s in program.standing
                                                           if not isinstance(s, RANKING_RULES)), program.notes)
    plan = compile_plan(without, players)
    if type(plan) is not Plan:
        raise Unplanned(f"{where}: a ranking in a game with draws, passes or discards (the players' "
                        "choices read the ranking)")
    return judged_plan(program, plan, where)


def judged_plan(program: Program, plan: Plan, where: str) -> JudgedPlan:
    """The fixed plan of the program without its ranking rules (`plan`), judged by them."""
    ranked = [(n, s) for n, s in program.standing if isinstance(s, RANKING_RULES)]
    if not ranked:
        raise Unplanned("no ranking rule")
    _check_rules(program, where)
    calls = any(isinstance(s, TieBreak) and s.by == TieBy.DEALER_CALL for _, s in ranked)
    rankings = tuple(game_ranking(program, seed) for seed in range(len(CALLS) if calls else 1))
    if any(r is None for r in rankings):
        raise Unplanned(f"{where}: ranking rules that rank nothing")
    if any(r.ordered is not None for r in rankings if r is not None):
        raise Unplanned(f"{where}: points counted in the order the cards were turned (football hands)")
    showdown = next(s for action in program.actions for s in action.steps if isinstance(s, Showdown))
    base = {f.name: getattr(plan, f.name) for f in fields(Plan)}
    if base["low_rules"] is None and showdown.pot != Pot.HIGH:
        raise Unplanned(f"{where}: a {showdown.pot} showdown without low wild rules")
    return JudgedPlan(**base, rankings=rankings, qualifiers=Rulebook.of(program).qualifiers,  # type: ignore[arg-type]
                      pot=Pot(showdown.pot))


def _check_rules(program: Program, where: str) -> None:
    """Refuse ranking rules other mechanics read too (`Unplanned`)."""
    for _, step in program.standing:
        if isinstance(step, TieBreak) and step.by == TieBy.DEAL_OFF:
            raise Unplanned(f"{where}: a tie broken by dealing more cards (`tie_deal`)")
        if isinstance(step, TopHand) and step.split_card:
            raise Unplanned(f"{where}: a top holding that is the split card too")
        if isinstance(step, RankingStep) and step.hands == Ranked.SPLIT:
            raise Unplanned(f"{where}: a split hand's own ranking")
