"""Plans for games where players must throw away some of the cards they flip (Seven Card
Regrets): "Each player flips the top card off their stack. Each player must discard two of
these cards when flipped during the game."

The simulator (`triggers._discard_flipped`) owes each seat the cards the rule names (a
rule written again at every flip is one rule: `Rulebook.flipped_discards`), and as each
card turns up the seat throws it away when it does not help what it shows (its up cards
score no better with it, or are of no better category), or when fewer cards are left face
down than it still owes. A flip of the top card turns up the seat's first card still face
down, in the order dealt. Nothing in that depends on another player, so a deal is each
seat's cards in the order dealt, kept or thrown card by card; the showdown judges the cards
kept as a fixed plan's one group.

The plan is the fixed plan of the program without its discard rules, plus per seat its
positions in the order dealt. Refused: flips other than each player's top cards, cards
dealt face up or after the first flip, table cards, a discard rule of another kind, and what the
plain plan refuses.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence
from dataclasses import dataclass

from dealerschoice.cards.keys import high_score, score_category
from dealerschoice.play.fast.hand_piles import PileJudge
from dealerschoice.play.fast.own_play import PlaysOwn
from dealerschoice.play.fast.plan import Plan, Unplanned, compile_plan
from dealerschoice.play.fast.run import DealOutcome, PlanCounts, shuffler
from dealerschoice.play.program import Program
from dealerschoice.rules.steps import Deal, Discard, Flip
from dealerschoice.rules.steps.vocab import Face, FlipSource, Target

FLIPPED = "flipped"  # `Discard.which` of a rule that throws away cards as they are flipped


@dataclass(frozen=True, slots=True)
class FlipDiscardPlan(PlaysOwn):
    """A fixed plan whose players throw away some of the cards they flip."""

    dealt: tuple[tuple[int, ...], ...] = ()  # per seat: its positions in the order dealt (and flipped)
    flips: int = 0                           # the cards each seat turns up, one after another
    owed: int = 0                            # the cards each seat must throw away of those

    def play(self, seeds: range | list[int]) -> PlanCounts:
        shuffle = shuffler(self.deck, 1 + max(p for seat in self.dealt for p in seat))
        keep = Keeper(self)
        judge = PileJudge(self, max(len(d) for d in self.dealt))
        counts = PlanCounts()
        for seed in seeds:
            x = shuffle(seed)
            judge.deal(counts, [[keep(tuple(x[p] for p in seat))] for seat in self.dealt])
        return counts

    def deal(self, seed: int) -> DealOutcome:
        x = list(self.deck)
        random.Random(seed).shuffle(x)
        keep = Keeper(self)
        hands = [[keep(tuple(x[p] for p in seat))] for seat in self.dealt]
        return PileJudge(self, max(len(d) for d in self.dealt)).deal(PlanCounts(), hands)


def compile_flip_discards(program: Program, players: int) -> FlipDiscardPlan:
    """The plan of a program whose players throw away cards as they flip them; `Unplanned`
    names what it cannot follow.

    >>> from dealerschoice.records import Game, Rule, Source
    >>> from dealerschoice.play.program import game_program
    >>> flip = ("Each player flips the top card off their stack. Each player must discard one of these cards "
    ...         "when flipped during the game.")
    >>> game = Game(1, "Regrets", (), (), (Rule(1, "Deal three cards down to each player.", 5),
    ...     Rule(2, flip, 6), Rule(3, flip, 7), Rule(4, flip, 8), Rule(5, "Showdown, high hand wins.", 9)),
    ...     None, Source("x", 1))
    >>> plan = compile_flip_discards(game_program(game), 2)
    >>> plan.dealt, plan.flips, plan.owed
    (((0, 1, 2), (3, 4, 5)), 3, 1)
    """
    rules = [s for _, s in program.standing if isinstance(s, Discard)]
    if not rules or any(r.which != FLIPPED or r.count is None for r in rules):
        raise Unplanned("no discard of flipped cards, or one of another kind")
    steps = [s for a in program.actions for s in a.steps]
    flips = [s for s in steps if type(s) is Flip]
    if not flips or any(f.source != FlipSource.TOP or f.who != "each" or f.stack is not None or f.until is not None
                        for f in flips):
        raise Unplanned("flips other than each player's top cards beside a discard of flipped cards")
    first = steps.index(flips[0])
    if any(type(s) is Deal for s in steps[first:]) or \
            any(type(s) is Deal and (s.to == Target.TABLE or s.face == Face.UP) for s in steps):
        raise Unplanned("cards dealt to the table, face up, or after the first flip")
    plan = compile_plan(_without_discards(program), players)
    if not isinstance(plan, Plan):
        raise Unplanned("a discard of flipped cards in a game with draws")
    dealt = tuple(cards for groups in plan.seats for cards in groups)
    if len(dealt) != players:
        raise Unplanned("hands of several groups beside a discard of flipped cards")
    turned = min(len(dealt[0]), sum(f.count or 1 for f in flips))
    owed = sum(r.count or 0 for r in dict.fromkeys(rules))  # a rule written again is the same rule
    values = {f.name: getattr(plan, f.name) for f in dataclasses.fields(Plan)}
    values.update(factored=None, board=None)
    return FlipDiscardPlan(**values, dealt=dealt, flips=turned, owed=owed)


def _without_discards(program: Program) -> Program:
    """The program without its discards of flipped cards, for the plain plan to judge the rest."""
    standing = tuple((n, s) for n, s in program.standing if not isinstance(s, Discard))
    return Program(program.game, program.actions, standing, program.notes)


class Keeper:
    """A seat's cards kept on a deal (`__call__`: the codes in the order dealt -> those kept),
    each flipped card thrown away as `triggers._discard_flipped` throws it."""

    def __init__(self, plan: FlipDiscardPlan):
        self.rules = plan.rules
        self.flips, self.owed = plan.flips, plan.owed
        self.helps: dict[tuple[tuple[int, ...], int], bool] = {}  # (up cards sorted, card) -> it helps them

    def __call__(self, cards: tuple[int, ...]) -> tuple[int, ...]:
        owed, flips = self.owed, self.flips
        up: list[int] = []
        thrown: list[int] = []  # indexes of the cards thrown away
        for at in range(flips):
            card = cards[at]
            left = len(cards) - at - 1  # still face down after this one turns up
            if owed > 0:
                if left < owed or not self._helps(up, card):
                    thrown.append(at)
                    owed -= 1
                    continue
            up.append(card)
        return tuple(c for at, c in enumerate(cards) if at not in thrown)

    def _helps(self, up: list[int], card: int) -> bool:
        """Whether the card, turned up beside `up`, scores better and is of a better category."""
        key = (tuple(sorted(up)), card)
        found = self.helps.get(key)
        if found is None:
            # the simulator's `without` drops every card equal to it (cards are one object per code)
            without = [c for c in up if c != card]
            with_it = up + [card]
            before = high_score(without, self.rules)  # type: ignore[arg-type]  # codes: as cards
            after = high_score(with_it, self.rules)  # type: ignore[arg-type]
            found = self.helps[key] = after > before and _category(with_it, after) > _category(without, before)
        return found


def _category(cards: Sequence[int], score: int) -> int:
    """`policies.category` of cards whose high score is `score` (none: high card)."""
    return score_category(score) if cards else 0
