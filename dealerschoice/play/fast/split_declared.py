"""Plans for a split card the players declare for: "Simultaneous declare of high/split-card/both."
with "The highest declared high hand splits the pot with the best declared split-card." and
the last table card naming the split card ("If the last common is eight or higher, the split
card is the high card of that suit. Otherwise the split card is the low card of that suit.":
Chicago Hold'em).

Nobody chooses a card: each seat's hands are the fixed plan's (`plan.compile_plan` of the game
with a plain high showdown and no split card), and what a seat declares is the simulator
players' decision (`mechanics.declare.declare_split_card`), made on its own cards and the
table's alone: a player more likely than not to hold the split card
(`mechanics.split_card.split_card_chance`: for a suit's end, that no other player holds a
better card of the suit among those they have not seen, each unseen card as likely as any to
lie in another player's face-down cards) declares for it, both when their own and the
table's cards make two pair or better (`players.declaring.split_card_side`); everyone else
declares high. The pot goes as `split_card.declared_split_pot` pays it: the best high hand
among those declaring high or both, and the holder of the split card among those declaring
for it (a half nobody wins going to the other); the odds count the best hand of those paid.

Followed: the split card named by the last table card's rank and suit (`SplitCardByTable`:
the table counts in the hands under a Use rule, else in nobody's, `judge.usable_table`),
every card dealt face down to the players and face up to the table (as seen cards: what the
chance counts), one deck, nothing wild, no qualifier. Refused: anything else.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from dealerschoice.cards.keys import score_category
from dealerschoice.play.fast.omaha import high_scorer
from dealerschoice.play.fast.own_play import PlaysOwn
from dealerschoice.play.fast.plan import Plan, Unplanned, compile_plan
from dealerschoice.play.fast.qualify import NONE
from dealerschoice.play.fast.run import DealOutcome, PlanCounts, scorer, seat_getters, shuffler
from dealerschoice.play.fast.split_card import without_split_card
from dealerschoice.play.players.declaring import TWO_PAIR
from dealerschoice.play.program import Action, Program
from dealerschoice.play.state import Rulebook
from dealerschoice.play.wild_basics import rank_value
from dealerschoice.rules.steps import Deal, Declare, Showdown
from dealerschoice.rules.steps.split_cards import ShareShowdown, SplitCardByTable
from dealerschoice.rules.steps.vocab import Face, Pot, ShareWith, Target

HIGH, SPLIT, BOTH = "high", "split-card", "both"  # what a seat declares (`Declaration`'s values)


@dataclass(frozen=True, slots=True)
class DeclaredSplitPlan(PlaysOwn):
    """The fixed plan's hands, settled by a declared split card: `own` per seat the deck
    positions of its cards, `table` the table's in the order dealt, `at_least` the rank from
    which the last table card names the high card of its suit."""

    own: tuple[tuple[int, ...], ...] = ()
    table: tuple[int, ...] = ()
    at_least: int = 8
    table_counts: bool = True  # the table cards count in the hands (a Use rule), else in nobody's (`judge.usable_table`)

    def play(self, seeds: range | list[int]) -> PlanCounts:
        shuffle = shuffler(self.deck, 1 + max(self.table))
        count = self._counter()
        counts = PlanCounts()
        for seed in seeds:
            count(counts, shuffle(seed))
        return counts

    def deal(self, seed: int) -> DealOutcome:
        x = list(self.deck)
        random.Random(seed).shuffle(x)
        return self._counter()(PlanCounts(), x)

    def _counter(self) -> Callable[[PlanCounts, Sequence[int]], DealOutcome]:
        highs = _highs(self)
        declare = declarer(self)
        own, last, at_least = self.own, self.table[-1], self.at_least

        def count(counts: PlanCounts, x: Sequence[int]) -> DealOutcome:
            scores = highs(x)
            suit, high_end = x[last] % 4, x[last] // 4 + 2 >= at_least
            sides = declare(x, suit, high_end)
            playing = [s for n, s in enumerate(scores) if sides[n] != SPLIT]
            top = max(playing, default=None)
            high = [n for n, s in enumerate(scores, 1) if sides[n - 1] != SPLIT and s == top]
            held = [(x[p] // 4, n) for n, cards in enumerate(own, 1) if sides[n - 1] != HIGH
                    for p in cards if x[p] % 4 == suit]
            split = [(max(held) if high_end else min(held))[1]] if held else []
            paid = sorted(set(high) | set(split))
            counts.deals += 1
            if not paid:
                return DealOutcome((), None)
            counts.wins[max(scores[n - 1] for n in paid)] += 1
            counts.split += len(paid) > 1
            return DealOutcome(tuple(paid), scores[paid[0] - 1])
        return count


def _highs(plan: DeclaredSplitPlan) -> Callable[[Sequence[int]], list[int]]:
    """Each seat's best high score on the shuffled deck, as the showdown judges its groups."""
    if plan.board is not None:  # Omaha's groups: its rank tables (`omaha`)
        return high_scorer(plan.board, plan.rules)
    pickers = seat_getters(plan)
    score = scorer(plan.rules, plan.deck, max(len(g) for groups in plan.seats for g in groups))
    return lambda x: [max([score(pick(x)) for pick in seat]) for seat in pickers]


def declarer(plan: DeclaredSplitPlan) -> Callable[[Sequence[int], int, bool], list[str]]:
    """What each seat declares on the shuffled deck, the split suit and its end (`split_card_chance`
    on what the seat has seen, then `split_card_side`)."""
    own, table, rules, counts = plan.own, plan.table, plan.rules, plan.table_counts
    hidden = [sum(len(c) for m, c in enumerate(own) if m != n) for n in range(len(own))]  # others' face-down cards
    score = scorer(rules, plan.deck, max(len(c) for c in own) + len(table))

    def sides(x: Sequence[int], suit: int, high_end: bool) -> list[str]:
        shown = [x[p] for p in table]
        found = []
        for n, cards in enumerate(own):
            mine = [x[p] for p in cards]
            ranks = [c // 4 + 2 for c in mine if c % 4 == suit]
            if not ranks:
                found.append(HIGH)
                continue
            best = max(ranks) if high_end else min(ranks)
            seen = set(shown) | set(mine)
            better = sum(1 for r in range(2, 15) if (r > best if high_end else r < best)
                         and (r - 2) * 4 + suit not in seen)
            unseen = 52 - len(seen)  # the chance counts a 52-card deck (`split_card_chance`)
            chance = 1.0 if not better or unseen <= 0 else max(0.0, 1.0 - hidden[n] / unseen) ** better
            if chance < 0.5:
                found.append(HIGH)
            else:
                held = mine + shown if counts else mine  # the cards the player declares on: theirs and the usable table
                found.append(BOTH if score_category(score(tuple(held))) >= TWO_PAIR else SPLIT)
        return found
    return sides


def compile_declared_split(program: Program, players: int) -> DeclaredSplitPlan:
    """The plan of a game with a declared split card; `Unplanned` names what it cannot follow.

    >>> from dealerschoice.records import Game, Rule, Source
    >>> from dealerschoice.play.program import game_program
    >>> lines = ("Deal two cards down to each player.", "Deal three common cards face up to the table.",
    ...          "Simultaneous declare of high/split-card/both.",
    ...          "The highest declared high hand splits the pot with the best declared split-card.",
    ...          "If the last common is ten or higher, the split card is the high card of that suit. "
    ...          "Otherwise the split card is the low card of that suit.")
    >>> game = Game(1, "T", (), (), tuple(Rule(n, t, n) for n, t in enumerate(lines, 1)), None, Source("x", 1))
    >>> plan = compile_declared_split(game_program(game), 3)
    >>> plan.own, plan.table, plan.at_least
    (((0, 1), (2, 3), (4, 5)), (6, 7, 8), 10)
    """
    rules = [s for _, s in program.standing if isinstance(s, SplitCardByTable)]
    showdowns = program.steps_of(Showdown)
    declares = program.steps_of(Declare)
    shared = showdowns[0] if len(showdowns) == 1 else None
    if len(rules) != 1 or type(shared) is not ShareShowdown or shared.with_ != (ShareWith.DECLARED_SPLIT_CARD,) \
            or shared.pot != Pot.HIGH:
        raise Unplanned("no high hand that splits the pot with the best declared split card of the last table card")
    if len(declares) != 1 or set(declares[0].choices) != {HIGH, SPLIT, BOTH}:
        raise Unplanned("a declared split card without one declaration of high, split card or both")
    deals = [s for a in program.actions for s in a.steps if type(s) is Deal]
    if any((s.to == Target.TABLE) != (s.face == Face.UP) or s.to not in (Target.TABLE, Target.EACH) for s in deals):
        raise Unplanned("a declared split card where cards are dealt face up to the players or down to the table")
    plan = compile_plan(_high_alone(without_split_card(program)), players)
    if type(plan) is not Plan or not plan.plain or plan.qualify != NONE or plan.low_rules is not None \
            or len(set(plan.deck)) != len(plan.deck) or len(plan.deck) != 52:
        raise Unplanned("a declared split card in a game with draws, wilds, a qualifier or another deck")
    own: list[list[int]] = [[] for _ in range(players)]
    table: list[int] = []
    top = 0
    for step in deals:
        for cards in [table] if step.to == Target.TABLE else own:
            cards.extend(range(top, top + step.count))
            top += step.count
    if not table:
        raise Unplanned("a declared split card with no table card to name it")
    counts = Rulebook.of(program).use is not None  # else the split card gives the table a job of its own
    if not counts:
        plan = dataclasses.replace(plan, seats=tuple((tuple(cards),) for cards in own), factored=None, board=None)
    values = {f.name: getattr(plan, f.name) for f in dataclasses.fields(Plan)}
    return DeclaredSplitPlan(**values, own=tuple(map(tuple, own)), table=tuple(table),
                             at_least=rank_value(rules[0].at_least), table_counts=counts)


def _high_alone(program: Program) -> Program:
    """The program with no declaration and a plain high showdown: the hands the fixed plan makes."""
    actions = tuple(Action(a.number, a.text, tuple(
        Showdown(Pot.HIGH) if type(s) is ShareShowdown else s for s in a.steps if type(s) is not Declare))
        for a in program.actions)
    return Program(program.game, actions, program.standing, program.notes)

