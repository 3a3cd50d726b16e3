"""A draw plan's stages (`draw_play` plays the plan): the wild cards in force and what the
plan asks under them, the seats' choices per goal, the high score, the low judge and the
declaration; one for the whole deal, or, where table cards name the wilds (`board_wilds`),
one per board from the table's deal on.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from dealerschoice.cards import HandRules
from dealerschoice.play.fast.choosing import JOKER, flip_picker, leaner, passer, stacker, thrower
from dealerschoice.play.fast.declares import declarer, low_viewer
from dealerschoice.play.fast.draw_ops import DISCARD, PASS, STACK, DrawPlan
from dealerschoice.play.fast.qualify import Qualify
from dealerschoice.play.fast.run import plan_low_judge, scorer

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
