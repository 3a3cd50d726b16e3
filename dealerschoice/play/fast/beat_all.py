"""Plans for games whose winner must win every one of their split hands (Double Mariah):
"Each player splits their cards into a hand of five cards and a hand two cards. The two card
hand must contain a down card and be worse than the five card hand.", "You must win the five
card hand and the two card hand to win the pot.", "If no one beats the qualifier, redeal for all."

The simulator splits each player's cards as its players do (`moves.split`:
`policies.split_hands`, the small hand as good as it may be below the big one; the plan
makes the same choice on its remembered scores), judges each
hand of a size against the same hand of every other player (`winning.must_win_all`): the
players best in every size (ties share) take the pot, else nobody does, and the pot stays
for the rule that deals again (`conditions.no_qualified`: every card back into the deck as
`Table.gather` puts them, shuffled by the table's random numbers going on, at most
`simulate.MAX_DEALS` deals). What the showdown records of each player, and the odds count of
a winner, is the best of their hands (`judge.hands_of`: split hands judged one by one).
Flips of a hand's top card and bets move no card.

A plan lays each seat's cards (one deal to each player), splits them by the same function on
the same rules, and scores each hand by the evaluator's integer entry point under the game's
wild rules (limited ones too: `run.scorer`), asked of the simulator.

Refused: any deal but one to each player before the split, draws, passes, a table, another
split or showdown shape, sizes other than the split's, and any redeal but this one.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import combinations

from dealerschoice.cards import HandRules, best_hand
from dealerschoice.cards.cards import CARD_BY_CODE
from dealerschoice.play.fast.own_play import PlaysOwn
from dealerschoice.play.fast.plan import Unplanned, deck_codes
from dealerschoice.play.fast.run import DealOutcome, PlanCounts, scorer
from dealerschoice.play.program import Program
from dealerschoice.rules.steps import Ante, Bet, Deal, Deck, Flip, Look, NoPeek, Showdown, Split, Wild
from dealerschoice.rules.steps.ranking_rules import MustWinAll
from dealerschoice.rules.steps.showdown import NoQualified
from dealerschoice.rules.steps.vocab import FlipSource, HandKind, NoQualifiedThen, Pot, Target
from dealerschoice.rules.steps.wild import LimitedWild


@dataclass(frozen=True, slots=True)
class MustWinAllPlan(PlaysOwn):
    """Each seat's `dealt` cards (deck places seat by seat) split into a hand of `small` cards
    and the rest (`lower`: the small one kept below the big one), split by `split_rules`; a
    winner must hold the best hand of each size; `max_deals` deals at most."""

    dealt: int = 0
    small: int = 2
    lower: bool = True
    split_rules: HandRules = HandRules()
    max_deals: int = 1

    def play(self, seeds: range | list[int]) -> PlanCounts:
        counts = PlanCounts()
        score = scorer(self.rules, self.deck, self.dealt)
        split_score = scorer(self.split_rules, self.deck, self.dealt)
        for seed in seeds:
            self._count(counts, seed, score, split_score)
        return counts

    def deal(self, seed: int) -> DealOutcome:
        return self._count(PlanCounts(), seed, scorer(self.rules, self.deck, self.dealt))

    def _count(self, counts: PlanCounts, seed: int, score, split_score=None) -> DealOutcome:
        """Play the hand of `seed`, deal after deal, and count it as `odds._tally_deal` does."""
        rng = random.Random(seed)
        x = list(self.deck)
        rng.shuffle(x)
        dealt, players = self.dealt, self.players
        used = dealt * players
        counts.deals += 1
        sizes = (dealt - self.small, self.small)
        for deal in range(1, self.max_deals + 1):
            held = [x[s * dealt:(s + 1) * dealt] for s in range(players)]
            piles = [self.piles(cards, split_score) for cards in held]
            scores = [tuple(score(pile) for pile in seat) for seat in piles]
            won = set(range(players))
            for size in sizes:  # each seat's first hand of that size, judged against the others'
                sized = {s: scores[s][i] for s, seat in enumerate(piles)
                         for i in [next((i for i, pile in enumerate(seat) if len(pile) == size), None)] if i is not None}
                top = max(sized.values(), default=None)
                won &= {s for s, v in sized.items() if v == top}
            if won:
                winners = sorted(won)
                # what the showdown records of each winner: its best hand, the first of its piles on a tie
                shown = [max(zip(scores[s], piles[s]), key=lambda p: p[0]) for s in winners]
                top = max(v for v, _ in shown)
                counts.wins[top] += 1
                counts.split += len(winners) > 1
                if not self.plain:
                    counts.wild += any(best_hand([CARD_BY_CODE[c] for c in cards], self.rules).wilds for _, cards in shown)
                return DealOutcome(tuple(s + 1 for s in winners), shown[0][0])
            if deal < self.max_deals:  # nobody won every hand: every card back into the deck, dealt again
                x = x[used:] + [c for cards in held for c in cards]
                rng.shuffle(x)
        return DealOutcome((), None)  # the showdowns had no winner, and the example stops

    def piles(self, cards: list[int], score=None) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """(the big hand, the small hand) as the simulator holds them after the split: the
        choice of `policies.split_hands` (the small hand as good as it may be below the big one,
        the first such in the order of `combinations` over the cards in code order, else the
        lowest cards), made on `score` (the split rules' `run.scorer`, whose scores are the
        evaluator's); then every card equal to one chosen for the small hand goes there
        (`moves.split` marks the piles by card, so a second joker follows the first)."""
        score = score or scorer(self.split_rules, self.deck, self.dealt)
        ordered = sorted(cards)
        best = None
        for chosen in combinations(ordered, self.small):
            rest = list(ordered)
            for c in chosen:
                rest.remove(c)
            mine = (score(chosen), score(rest))
            if self.lower and mine[0] >= mine[1]:
                continue
            if best is None or mine > best[0]:
                best = (mine, chosen)
        little = set(best[1] if best is not None else ordered[:self.small])
        return tuple(c for c in cards if c not in little), tuple(c for c in cards if c in little)


def compile_must_win_all(program: Program, players: int) -> MustWinAllPlan:
    """The plan of a game whose winner must win every one of their split hands; `Unplanned` says why not."""
    from dealerschoice.play.mechanics.wild_play import with_limits  # the mechanics import the simulator
    from dealerschoice.play.odds import OddsHand
    from dealerschoice.play.simulate import MAX_DEALS

    rules_of = program.standing_of(MustWinAll)
    if not rules_of:
        raise Unplanned("no rule that the winner must win every hand")
    number, must = rules_of[0]
    for n, standing in program.standing:
        if not isinstance(standing, (MustWinAll, Deck, LimitedWild, Wild)):
            raise Unplanned(f"rule {n}: a standing {standing.kind} rule beside a win of every hand")
    dealt = 0
    split: Split | None = None
    shape = []
    for action in program.actions:
        for step in action.steps:
            where = f"rule {action.number}"
            if isinstance(step, Deal) and type(step) is Deal:
                if split is not None or step.to != Target.EACH or step.condition is not None or dealt:
                    raise Unplanned(f"{where}: a deal other than one to each player before the split")
                dealt = step.count
            elif isinstance(step, Split):
                split = step
            elif isinstance(step, Flip) and type(step) is Flip:
                if step.source != FlipSource.TOP or step.deal_instead_at is not None or step.table_counts:
                    raise Unplanned(f"{where}: a flip that moves cards or reads the table")
            elif isinstance(step, Showdown) and type(step) is Showdown:
                if step.pot != Pot.HIGH or step.hand != HandKind.BEST or step.split_with is not None:
                    raise Unplanned(f"{where}: a showdown other than of the best high hand")
                shape.append("showdown")
            elif isinstance(step, NoQualified):
                if step.then != NoQualifiedThen.REDEAL:
                    raise Unplanned(f"{where}: a pot nobody wins split, not dealt again")
                shape.append("redeal")
            elif type(step) not in (Bet, Ante, Look, NoPeek):
                raise Unplanned(f"{where}: a {step.kind} step beside a win of every hand")
    if split is None or shape != ["showdown", "redeal"] or sorted(split.sizes) != sorted(must.sizes) \
            or len(split.sizes) != 2 or sum(split.sizes) != dealt:
        raise Unplanned(f"rule {number}: a win of every hand without one split of the cards dealt, a showdown and "
                        "its redeal")
    probe = OddsHand(program, players, 0)
    seat = probe.table.seats[0]
    split_rules = probe.rules_for(seat)
    rules = with_limits(probe, probe.rules_for(seat, "high", []), [])
    if rules.natural_beats_wild:
        raise Unplanned("a natural hand beats a wild one: the key has one more field")
    deck = program.deck
    codes = deck_codes(deck)
    if dealt * players > len(codes):
        raise Unplanned(f"{dealt * players} cards dealt from a deck of {len(codes)}")
    return MustWinAllPlan(players, codes, (), rules, rules.plain() and not deck.jokers, True, dealt=dealt,
                          small=min(split.sizes), lower=split.rule == "smaller-below-larger", split_rules=split_rules,
                          max_deals=MAX_DEALS)
