"""Split card plans on a plan of wild cards held so: "The split-card is the high face-down spade."
with "Spades are wild if they are down cards." (Crazy Ass Chicago).

A card is held as it was dealt (nobody chooses or turns one), so the wilds a seat holds are
the held-wilds plan's (`hole_wilds_bought`), whose deals give the high winners, their score
and whether a winning hand plays a wild; who holds the split card is found on the same
shuffled deck as any split card plan finds it (`split_card.holders_of`), and the pot is split
when the high winners and the holders together are more than one player
(`split_card.deal_counts`).
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from dataclasses import dataclass

from dealerschoice.play.fast.hole_wilds_bought import BoughtWildPlan, compile_bought_wilds
from dealerschoice.play.fast.plan import Plan, Unplanned
from dealerschoice.play.fast.run import DealOutcome, PlanCounts
from dealerschoice.play.fast.split_card import (
    SplitCardPlan,
    dealt_positions,
    followed_split_rule,
    holders_of,
    without_split_card,
)
from dealerschoice.play.program import Program
from dealerschoice.play.state import Rulebook


@dataclass(frozen=True, slots=True)
class HeldWildSplitPlan(SplitCardPlan):
    """A split card plan whose high hands `held` judges (its deals: winners, scores, wilds)."""

    held: BoughtWildPlan | None = None

    def play(self, seeds: range | list[int]) -> PlanCounts:
        held = self.held
        assert held is not None, "a held-wild split plan holds its held-wilds plan"
        holders = holders_of(self)
        counts = PlanCounts()
        for seed in seeds:
            _add(counts, held.play([seed]))  # the deal as the held-wilds plan counts it, its split aside
            winners = held.deal(seed).winners
            if winners:
                x = list(self.deck)
                random.Random(seed).shuffle(x)
                counts.split += len(set(winners) | set(holders(x))) > 1
        return counts

    def deal(self, seed: int) -> DealOutcome:
        assert self.held is not None, "a held-wild split plan holds its held-wilds plan"
        return self.held.deal(seed)


def _add(counts: PlanCounts, one: PlanCounts) -> None:
    """Add one deal's counts to `counts`, all but its split (the split card decides that):
    numbers summed, counters added, the Hands of a key kept from the first deal that had it."""
    for f in dataclasses.fields(PlanCounts):
        if f.name == "split":
            continue
        mine, theirs = getattr(counts, f.name), getattr(one, f.name)
        if isinstance(mine, Counter):
            mine.update(theirs)
        elif isinstance(mine, dict):
            for key, hand in theirs.items():
                mine.setdefault(key, hand)
        else:
            setattr(counts, f.name, mine + theirs)


def compile_held_wild_split(program: Program, players: int) -> HeldWildSplitPlan:
    """The plan of a split card game whose wilds are held so; `Unplanned` names why not.

    >>> from dealerschoice.records import Game, Rule, Source
    >>> from dealerschoice.play.program import game_program
    >>> lines = ("Deal two cards down to each player.", "Deal one card up to each player.",
    ...          "Showdown, high hand splits the pot with the split-card", "The split-card is the low face-down club.",
    ...          "Clubs are wild if they are down cards.")
    >>> game = Game(1, "T", (), (), tuple(Rule(n, t, n) for n, t in enumerate(lines, 1)), None, Source("x", 1))
    >>> plan = compile_held_wild_split(game_program(game), 2)
    >>> plan.own, sorted(plan.down), type(plan.held).__name__
    (((0, 1, 4), (2, 3, 5)), [0, 1, 2, 3], 'BoughtWildPlan')
    """
    rule = followed_split_rule(program)
    held = compile_bought_wilds(without_split_card(program), players)
    if held.low_rules is not None or held.high_low:
        raise Unplanned("a split card beside held wilds in a low game")
    own, down, table = dealt_positions(program, players)
    if table and Rulebook.of(program).table_role:
        raise Unplanned("a split card beside held wilds in a game with table cards")
    values = {f.name: getattr(held, f.name) for f in dataclasses.fields(Plan)}
    return HeldWildSplitPlan(**values, rule=rule, own=own, down=frozenset(down), table=table, held=held)
