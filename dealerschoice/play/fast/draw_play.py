"""Play a draw plan's deals (`draw_ops.DrawPlan`): the ops on each shuffled deck, the players'
choices made by the simulator players' own functions (`choosing`), then the showdown judged
as a fixed plan's is (`run`, `lows`), or as a declared split (`declares`).

The wild cards in force are a `Stage`'s: one for the whole deal, or, where table cards name
them (`board_wilds`), one per board from the table's deal on, with the choices, scorer and
low judge of those rules. A seat of a split pot decides what it plays for at its first
choice (`choosing.lean`, as `moves.goal` does once a hand) and keeps for that side after;
a seat that never chooses declares as one playing for high, as the simulator's default.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from functools import lru_cache
from operator import itemgetter
from typing import Any

from dealerschoice.cards import HandRules
from dealerschoice.play.fast.choosing import JOKER, flip_picker, leaner, passer, stacker, thrower
from dealerschoice.play.fast.declares import count_declared, declared_deal, declarer, low_viewer
from dealerschoice.play.fast.draw_ops import DEAL, DISCARD, FLIP, PASS, STACK, TABLE, TURN_DOWN, DrawPlan, move_passes
from dealerschoice.play.fast.lows import count_low, low_winners
from dealerschoice.play.fast.qualify import Qualify
from dealerschoice.play.fast.run import (
    DealOutcome,
    PlanCounts,
    high_low_deal,
    low_outcome,
    plan_low_judge,
    scorer,
    shuffler,
    uses_wild,
)

GOALS = ("high", "low")


@dataclass(eq=False, slots=True)
class Stage:
    """The wild cards in force and what the plan asks under them: per op (by index) the
    seats' choices per goal (`choosers`), the high score, the low judge and the declaration.
    Holds `rules`, `plain` and `qualify` as `run.high_low_deal` reads them of a plan."""

    plan: DrawPlan
    rules: HandRules
    low_rules: HandRules
    qualify: Qualify
    plain: bool = False
    choosers: list = field(default_factory=list)
    lean: Any = None  # a seat's side from its cards (`choosing.leaner`)
    flip_pick: Any = None  # the down card a seat turns up by choice (`choosing.flip_picker`)
    _score: object = None
    _judge: object = None
    _declare: object = None
    _low_view: object = None
    lows: dict | None = None  # where table cards name the wilds, the low Hands every stage shares (`shared_lows`)

    def __post_init__(self) -> None:
        plan, rules, low = self.plan, self.rules, self.low_rules
        self.plain = rules.plain() and JOKER not in plan.deck
        score = self.score
        self.lean = leaner(rules, score)
        self.flip_pick = flip_picker(rules, score)
        goals = GOALS if plan.sided else (plan.aim,)
        for op in plan.ops:
            if op[0] == DISCARD and not op[1]:
                self.choosers.append([{g: thrower(b, rules, low, g) for g in goals} for b in op[2]])
            elif op[0] == PASS:
                self.choosers.append({g: passer(op[1], rules, low, g) for g in goals})
            elif op[0] == STACK:
                self.choosers.append(stacker(rules, low, score))
            else:
                self.choosers.append(None)

    @property
    def score(self):
        if self._score is None:
            self._score = scorer(self.rules, self.plan.deck, max(len(g) for g in self.plan.groups))
        return self._score

    @property
    def judge(self):
        if self._judge is None:
            judge = plan_low_judge(self.low_rules, self.qualify)
            self._judge = judge if self.lows is None else shared_lows(judge, self.low_rules, self.lows)
        return self._judge

    @property
    def low_view(self):
        if self._low_view is None:
            self._low_view = low_viewer(self.low_rules, self.judge)
        return self._low_view

    @property
    def declare(self):
        if self._declare is None:
            self._declare = declarer(self.rules, self.low_rules, self.plan.declare, self.score)
        return self._declare


_UNJUDGED = object()  # a memo's miss (None is an answer: no low that qualifies)


def shared_lows(judge, low_rules: HandRules, lows: dict):
    """`judge` remembered in `lows`, which the stages of one plan share: a wild card plays
    the same in a low whatever its own rank (it becomes a rank the hand lacks), so the low
    of a hand depends on its natural ranks and its count of wilds and bugs, whichever rank a
    table card made wild (a low Hand's words and category name no card)."""
    kinds = low_rules.kinds(low=True)
    seen = [1 << 4 if kinds[c] == 1 else ((c >> 2) + 2 if c != JOKER else 15) | kinds[c] << 4 for c in range(JOKER + 1)]
    see = seen.__getitem__
    get = lows.get

    def low_of(cards):
        key = tuple(sorted(map(see, cards)))
        found = get(key, _UNJUDGED)
        if found is _UNJUDGED:
            found = lows[key] = judge(cards)
        return found
    return low_of


@lru_cache(maxsize=64)
def stages(plan: DrawPlan):
    """A function of the table's cards so far giving their `Stage` (one, where no table card
    names wilds). Made once per plan in a process (`plan_for` keeps the plans): a game's odds
    come in runs of deals, and making a stage's choices and scorers cost milliseconds."""
    base = Stage(plan, plan.rules, plan.low_rules, plan.qualify)
    board_rules = plan.board_rules
    if board_rules is None:
        return lambda board: base
    lows: dict[tuple[int, ...], object] = {}
    base.lows = lows
    known: dict[tuple[int, ...], Stage] = {(): base}
    by_rules: dict[tuple[HandRules, HandRules], Stage] = {(plan.rules, plan.low_rules): base}

    def stage_of(board: tuple[int, ...]) -> Stage:
        found = known.get(board)
        if found is None:
            rules, low = board_rules.at(board)  # type: ignore[attr-defined]  # a board_wilds.BoardRules
            found = by_rules.get((rules, low))
            if found is None:
                found = by_rules[(rules, low)] = Stage(plan, rules, low, plan.qualify, lows=lows)
            if len(known) >= _BOARDS_KNOWN:  # boards of several cards seldom recur: start again
                known.clear()
            known[board] = found
        return found
    return stage_of


_BOARDS_KNOWN = 1 << 14  # tables of cards a plan's stages remember the stage of


def deal_out(plan: DrawPlan, x: list[int], stage_of, rng=None):
    """(each seat's cards, the table's, each seat's goal, the last `Stage`) in the order the
    simulator holds them; None when the deck runs out (only where `draws.RUN_OUT_TALLIED` lets
    such a game plan). `rng`: the table's random numbers after the deal's shuffle, where the
    discards are shuffled in (`plan.refills`: `x` is then the whole deck, the discards kept as thrown)."""
    muck: list[int] | None = [] if rng is not None else None
    players = plan.players
    hands: list[list[int]] = [[] for _ in range(players)]
    board: list[int] = []
    thrown = [0] * players
    ups: list[list[int]] | None = [[] for _ in range(players)] if plan.tracks_up else None  # each seat's up cards
    goals: list[str] | None = None if plan.sided else [plan.aim] * players
    stage = stage_of(())
    top = 0
    for at, op in enumerate(plan.ops):
        kind = op[0]
        if kind == DEAL:
            n = op[1]
            if top + n * players > len(x):
                return None
            for seat, hand in enumerate(hands):
                hand.extend(x[top:top + n])
                if ups is not None and op[2]:
                    ups[seat].extend(x[top:top + n])
                top += n
        elif kind == TABLE:
            if top + op[1] > len(x):
                return None
            board.extend(x[top:top + op[1]])
            top += op[1]
            if plan.board_rules is not None:  # the table cards name the wild cards from now on
                stage = stage_of(tuple(board))
        elif kind == DISCARD:
            if goals is None and op[3]:  # a seat's first choice: it decides what it plays for
                goals = [stage.lean(hand) for hand in hands]
            if op[1]:  # every card that may go
                for seat, hand in enumerate(hands):
                    thrown[seat] = len(hand)
                    if muck is not None:
                        muck.extend(hand)
                    hand.clear()
            elif op[4]:  # the down cards only, the up ones kept
                aims = goals or ["high"] * players
                for seat, (hand, throw) in enumerate(zip(hands, stage.choosers[at])):
                    up = ups[seat]  # type: ignore[index]  # a down discard: the plan follows the up cards
                    thrown[seat] = throw[aims[seat]](hand, muck, [c for c in hand if c not in up])
            else:
                thrown = [throw[aim](hand, muck)
                          for hand, throw, aim in zip(hands, stage.choosers[at], goals or ["high"] * players)]
        elif kind == FLIP:
            _flip(op, hands, ups, stage)
        elif kind == TURN_DOWN:
            for up in ups:  # type: ignore[union-attr]  # the plan follows the up cards
                up.clear()
        elif kind == STACK:
            stack = stage.choosers[at]
            for hand in hands:
                stack(hand)
        elif kind == PASS:  # every seat chooses, then the cards move: each receiver's after its own, giver by giver
            if goals is None:
                goals = [stage.lean(hand) for hand in hands]
            by_goal = stage.choosers[at]
            move_passes(hands, [by_goal[goal](hand) for hand, goal in zip(hands, goals)], op[2])
        else:
            for seat, hand in enumerate(hands):
                n = op[1] if op[1] is not None else thrown[seat]
                if n and top + n > len(x) and muck:  # the discards shuffled in, under what is left
                    rng.shuffle(muck)
                    x, top, muck = x[top:] + muck, 0, []
                if top + n > len(x):
                    return None
                hand.extend(x[top:top + n])
                if ups is not None and op[2]:
                    ups[seat].extend(x[top:top + n])
                top += n
    return hands, board, goals or ["high"] * players, stage


def _flip(op: tuple, hands: list[list[int]], ups, stage: Stage) -> None:
    """Each seat turns up `op[1]` down cards: the top of its stack (its first down card as
    held), or the one of its choice that shows least beside its up cards (`choosing.flip_pick`)."""
    _, count, top = op
    for hand, up in zip(hands, ups):
        for _ in range(count):
            down = [c for c in hand if c not in up]
            if not down:
                break
            up.append(down[0] if top else stage.flip_pick(down, up))


def _pickers(plan: DrawPlan) -> list:
    return [itemgetter(*g) if len(g) > 1 else (lambda cards, i=g[0]: (cards[i],)) for g in plan.groups]


def _dealt(plan: DrawPlan, seed: int, shuffle, stage_of):
    """`deal_out` of one seed's deck; where the discards may be shuffled in, with the table's
    own shuffle (`random.Random(seed).shuffle`, its random numbers going on)."""
    if not plan.refills:
        return deal_out(plan, shuffle(seed), stage_of)
    rng = random.Random(seed)
    x = list(plan.deck)
    rng.shuffle(x)
    return deal_out(plan, x, stage_of, rng)


def _judged(plan: DrawPlan, counts: PlanCounts, dealt, pickers, whole: int = 0, outcome: bool = False):
    """Judge one dealt deal's showdown into `counts`; its outcome where asked (`outcome`;
    never for a high showdown, counted by `play_draws` itself for speed). `whole`:
    `_whole(plan)` of a declared split, whose seats are then judged faster."""
    hands, board, goals, stage = dealt
    with_board = plan.board_counts and board
    held = [hand + board for hand in hands] if with_board else hands
    if whole and len(held[0]) == whole and not outcome:  # one group of all a seat's cards: scored once, for both
        scores = list(map(stage.score, held))
        views = list(map(stage.low_view, held))
        declare = stage.declare
        sides = [declare(cards, goal, s, view[1]) for cards, goal, s, view in zip(held, goals, scores, views)]
        count_declared(counts, held, scores, [view[0] for view in views], sides, plan.qualify, stage.rules,
                       stage.plain)
        return None
    picked = [[pick(cards) for pick in pickers] for cards in held]
    if plan.declare:
        sides = [stage.declare(cards, goal) for cards, goal in zip(held, goals)]
        return declared_deal(counts, picked, sides, stage.score, stage.judge, plan.qualify, stage.rules, stage.plain)
    if plan.high_low:
        return high_low_deal(stage, counts, picked, stage.score, stage.judge)
    count_low(counts, picked, stage.judge, plan.tie_pays)
    if plan.neighbour_shares:  # a lone low winner shares with the player to their left
        top, winners, _ = low_winners(picked, stage.judge)
        counts.split += top is not None and len(winners) == 1
    return None


def _whole(plan: DrawPlan) -> int:
    """The size of a seat's one group where it is the first cards in order (all of them when
    the seat holds no more: `_judged` checks), else 0."""
    return len(plan.groups[0]) if len(plan.groups) == 1 and plan.groups[0] == tuple(range(len(plan.groups[0]))) else 0


def play_draws(plan: DrawPlan, seeds) -> PlanCounts:
    """Play one deal per seed and count them, as `run.play_plan` counts a `Plan`'s."""
    shuffle = shuffler(plan.deck, plan.used)
    stage_of = stages(plan)
    pickers = _pickers(plan)
    counts = PlanCounts()
    if plan.low or plan.sided:
        whole = _whole(plan) if plan.declare else 0
        for seed in seeds:
            dealt = _dealt(plan, seed, shuffle, stage_of)
            if dealt is None:
                counts.unplayed += 1
            else:
                _judged(plan, counts, dealt, pickers, whole)
        return counts
    tie_pays, qualify, neighbour = plan.tie_pays, plan.qualify, plan.neighbour_shares
    wins = counts.wins
    for seed in seeds:
        dealt = _dealt(plan, seed, shuffle, stage_of)
        if dealt is None:
            counts.unplayed += 1
            continue
        hands, board, _, stage = dealt
        if not plan.board_counts:
            board = []
        score = stage.score
        top, tied, best_cards = -1, 0, []
        for hand in hands:
            cards = hand + board
            s = max([score(pick(cards)) for pick in pickers])
            if s > top:
                top, tied, best_cards = s, 1, [cards]
            elif s == top:
                tied += 1
                best_cards.append(cards)
        counts.deals += 1
        if (tied > 1 and not tie_pays) or not qualify.high_ok(top):
            continue
        wins[top] += 1
        counts.split += tied > 1 or neighbour  # a lone winner shares with the player to their left
        if not stage.plain:
            counts.wild += any(_wild_in(stage, pickers, cards, top) for cards in best_cards)
    return counts


def _wild_in(stage: Stage, pickers, cards: list[int], top: int) -> bool:
    """Whether this winner's first best group (the one the showdown keeps) plays a wild card."""
    for pick in pickers:
        group = pick(cards)
        if stage.score(group) == top:
            return uses_wild(stage.rules, group, top)
    return False


def draws_deal(plan: DrawPlan, seed: int) -> DealOutcome:
    """One deal of a draw plan, seat by seat: for comparing with the full simulator."""
    dealt = _dealt(plan, seed, shuffler(plan.deck, plan.used), stages(plan))
    if dealt is None:
        return DealOutcome((), None, unplayed=True)
    pickers = _pickers(plan)
    if plan.sided:
        return _judged(plan, PlanCounts(), dealt, pickers, outcome=True)
    hands, board, _, stage = dealt
    held = [hand + board for hand in hands] if plan.board_counts else hands
    if plan.low:
        return low_outcome([[pick(cards) for pick in pickers] for cards in held], stage.judge, plan.tie_pays)
    scores = [max(stage.score(pick(cards)) for pick in pickers) for cards in held]
    top = max(scores)
    winners = tuple(n for n, s in enumerate(scores, 1) if s == top)
    if (len(winners) > 1 and not plan.tie_pays) or not plan.qualify.high_ok(top):
        return DealOutcome((), None)
    return DealOutcome(winners, top)
