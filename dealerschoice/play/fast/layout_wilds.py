"""Wild cards a common card of a layout names ("The last common card flipped is wild, as are
all other cards of the same rank", "the lowest common card", "the last common card flipped
in each row", "the corner common cards are wild"), in a layout plan (`layout.compile_layout`).

The common cards lie at fixed deck positions and, once every flip is done, the same places
are face up on every deal, the same one turned last (`layout_flips.last_turned`: refused
where the dealer's choice could change it), so the wild cards of a deal follow from its
common cards alone. The plan asks the simulator's own wild rules (`PlayedHand.rules_for`, on
a probe hand holding that board face up as at the showdown, the last card turned last in
the wild state's order, as `mechanics.board._turned_wilds` keeps it), then scores the
seats' groups as `run.play_plan` does, under those rules.

A high showdown only: a low judge under wilds that change from deal to deal is not followed.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from dealerschoice.cards import Card, HandRules
from dealerschoice.play.board import board_of
from dealerschoice.play.fast.layout_lines import LayoutPlan
from dealerschoice.play.fast.layout_rows import ROWS_FROM, row_tops
from dealerschoice.play.fast.plan import Plan, Unplanned
from dealerschoice.play.fast.run import DealOutcome, PlanCounts, scorer, seat_getters, shuffler, uses_wild
from dealerschoice.play.program import Program
from dealerschoice.play.table import Held

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand

_ANSWERS = 1 << 12  # wild answers the probe remembers before it forgets them: every deal's board is new


@dataclass(eq=False, slots=True)
class BoardNamed:
    """The wild rules of a deal's common cards, asked of a probe hand of the simulator.

    board: each table card's deck position, in dealing order; up: each face up at the
    showdown; turned: the board indexes in the order the wild state keeps them (`None`: no
    board flip, the wild state keeps no order)."""

    program: Program
    players: int
    board: tuple[int, ...]
    up: tuple[bool, ...]
    turned: tuple[int, ...] | None
    _probe: PlayedHand | None = field(default=None, repr=False)

    def at(self, x: list[int], side: str = "high") -> HandRules:
        """The wild rules for `side` ("high" or "low") of the deal whose shuffled deck is `x`."""
        probe = self._probe
        if probe is None:
            from dealerschoice.play.simulate import PlayedHand  # the simulator imports the odds: not at import time

            probe = self._probe = PlayedHand(self.program, self.players, 0)
        cards = [Card(x[p]) for p in self.board]
        probe.table.board = [Held(c, up=u) for c, u in zip(cards, self.up)]
        probe.wilds.state.board_turned = None if self.turned is None else tuple(cards[i] for i in self.turned)
        board_of(probe)  # the wilds by place ("the corner common cards") read the cards lying there
        answers, events = probe.wilds.rules.answers, probe.log.events
        if len(answers) > _ANSWERS or len(events) > _ANSWERS:  # the row wilds say each change (`row_wilds`)
            answers.clear()
            events.clear()
        return probe.rules_for(probe.table.seats[0], side, [])

    def at_seats(self, x: list[int], own: tuple[tuple[tuple[int, bool], ...], ...],
                 side: str = "high") -> list[HandRules]:
        """Each seat's wild rules for `side` in the deal whose shuffled deck is `x`, where a rule
        reads the holder's own cards ("your high hole card is wild for you"): the probe's seats
        hold their cards as dealt (`own`: per seat, each card's deck position and whether dealt
        face up), each seat asked with its own cards and the common cards face up as the pool
        its hand is made from (`judge._on_board`)."""
        self.at(x, side)  # the board laid, its wild state set
        probe = self._probe
        assert probe is not None, "`at` makes the probe"
        seats = probe.table.seats
        for seat, cards in zip(seats, own):
            seat.cards = [Held(Card(x[p]), up=up, dealt_up=up) for p, up in cards]
        table = [h.card for h in probe.table.board if h.up]
        return [probe.rules_for(seat, side, [h.card for h in seat.cards] + table) for seat in seats]


@dataclass(frozen=True, slots=True)
class LayoutWildPlan(LayoutPlan):
    """A layout plan (`plan`: its positions, groups and showdown; its rules unused) whose wild
    cards the common cards name, deal by deal (`named`)."""

    plan: Plan
    named: BoardNamed

    def play(self, seeds) -> PlanCounts:
        return play_layout_wilds(self, seeds)

    def deal(self, seed: int) -> DealOutcome:
        return layout_wild_deal(self, seed)


def with_named_wilds(plan: Plan, named: BoardNamed) -> LayoutWildPlan:
    """The plan with wilds its common cards name; `Unplanned` for a low or high-low showdown."""
    if plan.low_rules is not None:
        raise Unplanned("a low showdown with wild cards a common card names")
    return LayoutWildPlan(plan, named)


def _judge(plan: LayoutWildPlan):
    """A function of a shuffled deck giving (top score, tied seats, the rules, the score function)."""
    base = plan.plan
    pickers = seat_getters(base)
    longest = max(len(g) for groups in base.seats for g in groups)
    scorers: dict[HandRules, Callable[[tuple[int, ...]], int]] = {}
    at = plan.named.at
    # own parts times table parts: a row of sums each, where the seats have enough groups to pay
    # for the rows' setting up (Orbit's eight a seat score faster one by one)
    rows = row_tops(base.seats, base.deck) if max(map(len, base.seats)) >= ROWS_FROM else None

    def judge(x):
        rules = at(x)
        score = scorers.get(rules)
        if score is None:
            score = scorers[rules] = scorer(rules, base.deck, longest)
        if rows is not None and not rules._stands_for:  # limited wilds: the scorer asks the evaluator
            tops = rows(x, rules, score)
        else:
            tops = [max([score(pick(x)) for pick in seat]) for seat in pickers]
        top = max(tops)
        return top, tops.count(top), rules, score, tops
    return judge, pickers


def play_layout_wilds(plan: LayoutWildPlan, seeds) -> PlanCounts:
    """Play one deal per seed and count them as `run.play_plan` counts a plan's."""
    base = plan.plan
    # the cards that name the wilds count too, though a hand may use none of them (Orbit's centre card)
    used = 1 + max(max(i for groups in base.seats for g in groups for i in g), *plan.named.board)
    shuffle = shuffler(base.deck, used)
    judge, pickers = _judge(plan)
    counts = PlanCounts()
    wins: Counter = counts.wins
    tie_pays, high_ok = base.tie_pays, base.qualify.high_ok
    for seed in seeds:
        x = shuffle(seed)
        top, tied, rules, score, tops = judge(x)
        counts.deals += 1
        if (tied > 1 and not tie_pays) or not high_ok(top):
            continue
        wins[top] += 1
        counts.split += tied > 1
        counts.wild += _wild_in_winner(rules, [seat for seat, s in zip(pickers, tops) if s == top], score, x, top)
    return counts


def layout_wild_deal(plan: LayoutWildPlan, seed: int) -> DealOutcome:
    """One deal, seat by seat: for comparing with the full simulator."""
    import random

    x = list(plan.plan.deck)
    random.Random(seed).shuffle(x)
    judge, pickers = _judge(plan)
    _, _, _, score, _ = judge(x)
    scores = [max(score(pick(x)) for pick in seat) for seat in pickers]  # group by group: the proof of `judge`'s rows
    top = max(scores)
    winners = tuple(n for n, s in enumerate(scores, 1) if s == top)
    if (len(winners) > 1 and not plan.plan.tie_pays) or not plan.plan.qualify.high_ok(top):
        return DealOutcome((), None)
    return DealOutcome(winners, top)


def _wild_in_winner(rules: HandRules, pickers, score, x, top: int) -> bool:
    """Whether a winning hand plays a wild card: each winner's first best group (`pickers`:
    the winners' groups), as `run._wild_in_winner` judges it."""
    for seat in pickers:
        for pick in seat:
            cards = pick(x)
            if score(cards) == top:
                if uses_wild(rules, cards, top):
                    return True
                break
    return False
