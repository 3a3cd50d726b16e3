"""Plans for fixed deals where a hand may play only so many of some cards as wild: "Each player
can use one three as a wild in their high hand", "Each player can use one king as a wild in
their low hand" (`Wild.most`; Joemaha).

Which of them play wild is the holder's choice for the very hand being judged: of the named
cards among a group's cards, in card order, every choice of at most `most` is tried, fewest
first, and the first that scores best is played (`held_wilds.most_wilds`: high hands by
`keys.high_score`, low ones by `lows.a5_score`); the group is then judged under those rules as
the showdown judges it (`judge.hands_of`: the high score on integers, `run.scorer`; the low by
`lows.low_judge`). A group holding none of them is judged under the plan's own rules, so most
groups cost what a fixed plan's do; a choice only where a named card is held.

Followed: one such rule for each side (high, low or both), of ranks or cards written out,
where nothing else is wild (another wild rule would add ranks before or after this one, which
the choice reads in the order written) and the deck has no joker (wild in every hand, outside
the choice); every other rule as the fixed plan (`plan.compile_plan`) follows it, Use rules
too (Omaha's "exactly two of your down cards": each allowed set is a group).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, partial
from itertools import combinations

from dealerschoice.cards import HandRules
from dealerschoice.cards.cards import CARD_BY_CODE, JOKER_CODE
from dealerschoice.cards.lows import a5_score
from dealerschoice.play.fast.hole_wilds_deal import Best, settle
from dealerschoice.play.fast.omaha import high_low_scorer, high_scorer, low_scorer
from dealerschoice.play.fast.own_play import PlaysOwn
from dealerschoice.play.fast.plan import PLAIN_WILD, WILD_DEFAULTS, Plan, Unplanned, compile_plan
from dealerschoice.play.fast.run import DealOutcome, PlanCounts, plan_low_judge, seat_getters, shuffler
from dealerschoice.play.fast.wilds_deal import Judging, check_ranking
from dealerschoice.play.program import Program
from dealerschoice.play.wild_basics import NO_WILDS, hand_rules, named_cards, named_ranks
from dealerschoice.rules.steps import Wild
from dealerschoice.rules.steps.vocab_wild import WildSource

_SIDES = ("high", "low")
# the fields an at-most wild may set beyond a written-out wild's: per player is what it says anyway
_AT_MOST_FIELDS = PLAIN_WILD | {"most", "per_player"}


@dataclass(frozen=True, slots=True)
class AtMost:
    """At most `most` of the cards `named` (codes, in card order) play wild in a hand."""

    named: tuple[int, ...]
    most: int

    def choice(self, codes, value) -> HandRules | None:
        """The rules a group of card codes plays under (`held_wilds.most_wilds`): the first
        choice of its named cards, fewest first, that `value` (of rules and codes) scores
        best; None where that is none of them (it holds none, or no choice beats none): the
        plan's own rules."""
        held = sorted(c for c in codes if c in self.named)
        if not held:
            return None
        score, rules = self.raised(held, codes, value)
        return rules if score > value(NO_WILDS, codes) else None

    def raised(self, held: list[int], codes, value) -> tuple[int, HandRules]:
        """(the best score, its rules) of the choices of at least one of `held` (the group's
        named cards, in card order, one at least), fewest first, the first best kept."""
        top, best = None, None
        for size in range(1, min(self.most, len(held)) + 1):
            for chosen in combinations(held, size):
                rules = _wild_rules(chosen)
                score = value(rules, codes)
                if top is None or score > top:
                    best, top = rules, score
        assert top is not None and best is not None, f"no choice of wilds among {held} (at most {self.most})"
        return top, best


@cache
def _wild_rules(chosen: tuple[int, ...]) -> HandRules:
    """The rules of a hand playing these cards (codes) wild, and nothing else."""
    return hand_rules(frozenset(), frozenset(CARD_BY_CODE[c] for c in chosen))


@dataclass(frozen=True, slots=True)
class MostWildPlan(PlaysOwn):
    """A fixed plan where each side's hands may play at most so many of some cards as wild
    (`high_most`, `low_most`; None: that side's rules are the plan's own)."""

    high_most: AtMost | None = None
    low_most: AtMost | None = None

    def play(self, seeds: range | list[int]) -> PlanCounts:
        table = _Table(self)
        shuffle = shuffler(self.deck, table.used)
        counts = PlanCounts()
        for seed in seeds:
            x = shuffle(seed)
            settle(self, counts, table.seats(x), partial(table.group_of, x))
        return counts

    def deal(self, seed: int) -> DealOutcome:
        table = _Table(self)
        x = shuffler(self.deck, len(self.deck))(seed)
        return settle(self, PlanCounts(), table.seats(x), partial(table.group_of, x))


def compile_most_wilds(program: Program, players: int) -> MostWildPlan:
    """The plan of a fixed deal with at-most wilds; `Unplanned` names what it cannot follow.

    >>> from dealerschoice.records import Game, Rule, Source
    >>> from dealerschoice.play.program import game_program
    >>> game = Game(1, "One", (), (), (Rule(1, "Deal five cards down to each player.", 5),
    ...     Rule(2, "Showdown, high hand wins.", 6), Rule(3, "Each player can use one three as a wild in their high hand.", 7)),
    ...     None, Source("x", 1))
    >>> plan = compile_most_wilds(game_program(game), 2)
    >>> plan.high_most, plan.low_most
    (AtMost(named=(4, 5, 6, 7), most=1), None)
    """
    limited = [(n, s) for n, s in program.standing if isinstance(s, Wild) and s.most is not None]
    if not limited:
        raise Unplanned("no wild a hand may play only so many of")
    sides: dict[str, AtMost] = {}
    for number, step in limited:
        moved = [f for f, default in WILD_DEFAULTS.items() if f not in _AT_MOST_FIELDS and getattr(step, f) != default]
        most = step.most or 0
        if step.source not in (WildSource.RANK, WildSource.CARD) or moved or step.jokers or most < 1:
            raise Unplanned(f"rule {number}: an at-most {step.source} wild"
                            + (f" with {', '.join(moved)}" if moved else "") + (" of jokers" if step.jokers else ""))
        ranks, cards = named_ranks(step.ranks), named_cards(step.cards)
        named = tuple(c for c in range(JOKER_CODE) if (c >> 2) + 2 in ranks or CARD_BY_CODE[c] in cards)
        for side in _SIDES:
            if step.hands in ("any", side):
                if side in sides:
                    raise Unplanned(f"rule {number}: a second at-most wild for {side} hands")
                sides[side] = AtMost(named, most)
    kept = tuple((n, s) for n, s in program.standing if (n, s) not in limited)
    if any(isinstance(s, Wild) for _, s in kept):
        raise Unplanned("an at-most wild beside other wild rules (the choice reads them in the order written)")
    if program.deck.jokers:
        raise Unplanned("an at-most wild in a deck with jokers (wild in every hand, outside the choice)")
    base = compile_plan(Program(program.game, program.actions, kept, program.notes), players)
    if type(base) is not Plan:
        raise Unplanned("an at-most wild in a game of choices")
    check_ranking(program, players)
    values = {f.name: getattr(base, f.name) for f in dataclasses.fields(Plan)}
    values.update(plain=False)  # cards are wild for some hands: not the base plan's plain rules
    return MostWildPlan(**values,
                        high_most=sides.get("high"), low_most=sides.get("low"))


class _Table:
    """One run of a plan's deals: the pickers of each seat's groups, and the scorers and low
    judges of the rules met (`wilds_deal.Judging`). Where the hands are Omaha-style
    (`omaha.Board`), a seat that holds none of the named cards, on a table that holds none,
    plays under the plan's own rules: judged by `omaha` as a fixed plan's seat is."""

    def __init__(self, plan: MostWildPlan):
        self.plan = plan
        self.pickers = seat_getters(plan)
        self.used = 1 + max(i for groups in plan.seats for g in groups for i in g)
        self.judging = judging = Judging(plan.deck, plan.qualify, max(len(g) for groups in plan.seats for g in groups))
        self.high = plan.low_rules is None or plan.high_low
        self.low = plan.low_rules is not None
        self.plain_high = judging.scorer_of(plan.rules)
        self.high_named = frozenset(plan.high_most.named) if plan.high_most and self.high else None
        self.low_named = frozenset(plan.low_most.named) if plan.low_most and self.low else None
        self.board = board_scores(plan)
        # per seat: the deck places of its groups, and the groups (indexes, in order) holding each
        self.places = [sorted({p for g in groups for p in g}) for groups in plan.seats]
        self.groups_at = [{p: [i for i, g in enumerate(groups) if p in g] for p in places}
                          for groups, places in zip(plan.seats, self.places)]

    def seats(self, x: list[int]):
        """Per seat: its best high (score, cards, rules; no cards: the plan's own rules, the
        cards found when wanted) and its best low Hand (None: no low side, or none that qualifies)."""
        if self.board is None:
            return [self.judged(pickers, x) for pickers in self.pickers]
        highs, lows = self.board[0](x)
        hands = self.board[1]
        found, unsure = [], []
        for n in range(len(self.pickers)):
            best, low, tied = self.beside_board(n, x, highs[n] if highs is not None else None,
                                                hands.get(lows[n]) if lows is not None else None)
            found.append((best, low))
            if tied != (False, False):
                unsure.append((n, tied))
        if unsure:  # which group came first matters only to a winner: its words, its wild
            top = max((best[0] for best, _ in found if best is not None), default=None)
            key = max((low.key for _, low in found if low is not None), default=None)
            for n, (high_tied, low_tied) in unsure:
                best, low = found[n]
                if high_tied and best is not None and best[0] == top:
                    best = self.first_high(self.pickers[n], x, best[0])
                if low_tied and low is not None and low.key == key:
                    low = self.first_low(self.pickers[n], x, low.key)
                found[n] = (best, low)
        return found

    def beside_board(self, n: int, x: list[int], high: int | None, low):
        """Seat `n`'s best hands and whether they may be another group's: `high` and `low`, its
        best under the plan's own rules (`omaha`), raised by the groups holding a named card,
        each by the choices that play one wild at least (its choice of none is one of the
        plain groups, which `high` is the best of). Where such a choice ties the best so far,
        which group came first decides the hand kept (its words, its wild): (high, low) say
        whether a side tied, for `first_high` and `first_low` to say."""
        plan, judging, pickers = self.plan, self.judging, self.pickers[n]
        best: Best | None = (high, (), plan.rules) if high is not None else None
        high_tied = low_tied = False
        if best is not None and plan.high_most is not None and self.high_named is not None:
            value, named, most = judging.score, self.high_named, plan.high_most
            for at in self.holding(n, x, named):
                codes = pickers[at](x)
                held = [c for c in codes if c in named]
                if len(held) == 1:  # one choice (`most` is one at least)
                    chosen = _wild_rules((held[0],))
                    s = value(chosen, codes)
                else:
                    s, chosen = most.raised(sorted(held), codes, value)
                if s > best[0]:
                    best = (s, codes, chosen)
                elif s == best[0]:
                    high_tied = True
        if plan.low_most is not None and self.low_named is not None:
            low_of, named, most = judging.low_of, self.low_named, plan.low_most
            for at in self.holding(n, x, named):
                codes = pickers[at](x)
                held = [c for c in codes if c in named]
                lo = low_of(_wild_rules((held[0],)) if len(held) == 1 else  # one choice
                            most.raised(sorted(held), codes, a5_value)[1], codes)
                if lo is not None and (low is None or lo.key > low.key):
                    low = lo
                elif lo is not None and lo.key == low.key:
                    low_tied = True
        return best, low, (high_tied, low_tied)

    def holding(self, n: int, x: list[int], named: frozenset[int]) -> list[int]:
        """The indexes, in order, of seat `n`'s groups holding one of the `named` cards in the deal `x`."""
        places = [p for p in self.places[n] if x[p] in named]
        if not places:
            return []
        if len(places) == 1:
            return self.groups_at[n][places[0]]
        return sorted(set().union(*(self.groups_at[n][p] for p in places)))

    def judged(self, pickers, x: list[int]):
        """A seat's best high (score, cards, rules) and best low Hand, group by group in order,
        the first best kept, each group under the rules its choice of wilds gives."""
        best: Best | None = None
        low = None
        for pick in pickers:
            codes = pick(x)
            if self.high:
                mine = self.group_high(codes)
                if best is None or mine[0] > best[0]:
                    best = mine
            if self.low:
                lo = self.group_low(codes)
                if lo is not None and (low is None or lo.key > low.key):
                    low = lo
        return best, low

    def group_high(self, codes) -> Best:
        """A group's high score, under the rules its choice of wilds gives, with its cards and those rules."""
        plan = self.plan
        chosen = None if plan.high_most is None else plan.high_most.choice(codes, self.judging.score)
        if chosen is None:
            return self.plain_high(codes), codes, plan.rules
        return self.judging.score(chosen, codes), codes, chosen

    def group_low(self, codes):
        """A group's low Hand (None: none that qualifies), under the rules its choice of wilds gives."""
        plan = self.plan
        chosen = None if plan.low_most is None else plan.low_most.choice(codes, a5_value)
        return self.judging.low_of(plan.low_rules if chosen is None else chosen, codes)

    def first_high(self, pickers, x: list[int], top: int) -> Best:
        """The seat's first group of high score `top` (its best): the one the showdown keeps."""
        return next(best for best in (self.group_high(pick(x)) for pick in pickers) if best[0] == top)

    def first_low(self, pickers, x: list[int], key: tuple):
        """The seat's first group of low key `key` (its best): the one the showdown keeps."""
        return next(low for low in (self.group_low(pick(x)) for pick in pickers) if low is not None and low.key == key)

    def group_of(self, x: list[int], index: int, top: int) -> Sequence[int]:
        """Seat `index`'s first group of high score `top` in the deal `x` (`hole_wilds_deal.settle`)."""
        return self.first_high(self.pickers[index], x, top)[1]


def board_scores(plan: Plan):
    """(a function of the shuffled deck giving each seat's best high score and best low as
    `omaha` scores them (None for a side the plan has not), the low Hand of each low score;
    `omaha.NO_HAND` has none), or None: not Omaha-style hands, or a wild card in the plan's
    own rules."""
    board = plan.board
    if board is None or not plan.rules.plain() or (plan.low_rules is not None and not plan.low_rules.plain(low=True)):
        return None
    if plan.low_rules is None:
        high = high_scorer(board, plan.rules)
        return (lambda x: (high(x), None)), {}
    judge = plan_low_judge(plan.low_rules, plan.qualify)
    if plan.high_low:
        return high_low_scorer(board, plan.rules, plan.low_rules, plan.qualify, judge)
    lows, hands = low_scorer(board, plan.low_rules, plan.qualify, judge)
    return (lambda x: (None, lows(x))), hands


def a5_value(rules: HandRules, codes) -> int:
    """The ace-to-five score `held_wilds.most_wilds` chooses a low hand's wilds by."""
    return a5_score(codes, rules)
