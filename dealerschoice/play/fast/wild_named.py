"""Guts plans (`guts`) where the dealer names a wild rank: "The dealer declares one rank to be
wild." (Two More Deadly Inches, Balls III), as the simulator plays it.

The simulator's dealer names the rank after each shuffle, from the table's own random
numbers (`simulate.new_deal`: `rng.randrange(2, 15)` once the deck is shuffled, at the first
deal and after every redeal). The plan is the guts plan of the game without the rule; each
deal of the cards draws the rank from the same random numbers, after the same shuffle
(`guts_play.GutsPlayer.dealt_player`), and is played by the player of that rank's rules: the
wild rules the simulator's probe hand gives every hand with that rank named
(`WildState.dealer_rank`), its cards that fold a player dealt them face up ("If you are
dealt a face up wild card, you must fold.": `guts_folds.codes` under those rules) and the
table hand's, which the dealer's rank makes wild too. Winners are counted as `guts_play`
counts a high showdown's.

Refused: a dealer's rank beside other wilds that follow play, a low hand or declared sides
(judged apart: `guts_showdown`), a table card's wild rank, the table's own wilds, and
limited wilds (the words of a winning hand: `wild_guts`).
"""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass

from dealerschoice.cards import HandRules
from dealerschoice.play.fast import guts_folds
from dealerschoice.play.fast.counted_guts import count_high_deal, high_outcome
from dealerschoice.play.fast.guts import DEAL_IF, DRAW, EXTRA, HEADS_UP, PASS_IF, REPEAT_IN, GutsPlan, compile_guts
from dealerschoice.play.fast.guts_play import GutsPlayer, guts_deal
from dealerschoice.play.fast.plan import Unplanned
from dealerschoice.play.fast.run import DealOutcome, PlanCounts
from dealerschoice.play.program import Program
from dealerschoice.rules.steps import Wild
from dealerschoice.rules.steps.vocab_wild import WildSource

RANKS = range(2, 15)  # the ranks the simulator's dealer may name: `randrange(2, 15)`
# ops that deal, pass or draw by who went in, beside which a forced fold is not followed (`guts_folds.check`)
_DEALT_BY_WHO_IN = frozenset({HEADS_UP, EXTRA, DEAL_IF, PASS_IF, DRAW})


@dataclass(frozen=True, slots=True)
class NamedWildGutsPlan(GutsPlan):
    """A guts plan whose dealer names a wild rank each deal of the cards: `named[r - 2]` is the
    rank r's (high rules, low rules, cards that fold a player dealt them face up)."""

    named: tuple[tuple[HandRules, HandRules, frozenset[int]], ...] = ()

    def play(self, seeds: range | list[int]) -> PlanCounts:
        """One deal per seed, counted as `guts_play.play_guts` counts a high showdown's."""
        player = NamingPlayer(self)
        counts = PlanCounts()
        for seed in seeds:
            count_high_deal(counts, guts_deal(self, seed, player))
        return counts

    def deal(self, seed: int) -> DealOutcome:
        """The last showdown's winners and score, as `guts_play.guts_outcome` gives them."""
        return high_outcome(guts_deal(self, seed, NamingPlayer(self)))


class NamingPlayer(GutsPlayer):
    """The guts player whose dealer names the wild rank after each shuffle: each deal of the
    cards is played by the player of that rank's rules."""

    def __init__(self, plan: NamedWildGutsPlan):
        super().__init__(plan)
        self.by_rank: dict[int, GutsPlayer] = {}
        self.named = plan.named

    def dealt_player(self, rng: random.Random) -> GutsPlayer:
        rank = rng.randrange(2, 15)  # as `simulate.new_deal` draws it, once the deck is shuffled
        found = self.by_rank.get(rank)
        if found is None:
            high, low, folds_on = self.named[rank - 2]
            plan = GutsPlan(**{f.name: getattr(self.plan, f.name) for f in dataclasses.fields(GutsPlan)})
            found = self.by_rank[rank] = GutsPlayer(dataclasses.replace(
                plan, rules=high, low_rules=low, plain=False, folds_on=folds_on))
        return found


def compile_named_guts(program: Program, players: int) -> NamedWildGutsPlan:
    """The plan of a guts game whose dealer names a wild rank; `Unplanned` names what it cannot follow."""
    dealer = [(n, s) for n, s in program.standing if isinstance(s, Wild) and s.source == WildSource.DEALER]
    if not dealer:
        raise Unplanned("no wild rank the dealer names")
    if len(dealer) > 1 or any(getattr(dealer[0][1], f.name) != f.default for f in dataclasses.fields(Wild)
                              if f.name not in ("source", "ranks", "cards")):
        raise Unplanned(f"rule {dealer[0][0]}: a dealer's wild rank with a holder, a cost or more than one")
    kept = tuple((n, s) for n, s in program.standing if (n, s) not in dealer)
    base = compile_guts(Program(program.game, program.actions, kept, program.notes), players)
    if base.sides or base.low or base.table_wilds or base.table_rules is not None:
        raise Unplanned("a dealer's wild rank in a guts game of low hands, declared sides or a table card's or "
                        "the table's own wilds")
    _, folds = guts_folds.split_off(program)
    named = tuple(rank_rules(program, players, rank, folds) for rank in RANKS)
    if any(folds_on for _, _, folds_on in named):
        ops = base.ops
        guts_folds.check(ops, any(op[0] == REPEAT_IN for op in ops), _DEALT_BY_WHO_IN)
    values = {f.name: getattr(base, f.name) for f in dataclasses.fields(GutsPlan)}
    return NamedWildGutsPlan(**{**values, "plain": False}, named=named)


def rank_rules(program: Program, players: int, rank: int, folds) -> tuple[HandRules, HandRules, frozenset[int]]:
    """The high and low rules of every hand with `rank` named wild, asked of the simulator's
    probe hand, and the cards that fold a player dealt them face up under them (`folds`: the
    forced rules, `guts_folds.split_off`).

    >>> from dealerschoice.records import Game, Rule, Source
    >>> from dealerschoice.play.program import game_program
    >>> game = Game(1, "G", (), (), (Rule(1, "The dealer declares one rank to be wild.", 1),
    ...     Rule(2, "Deal three cards face down to each player.", 2), Rule(3, "Showdown, high hand wins.", 3),
    ...     Rule(4, "Eights are wild.", 4)), None, Source("g", 1))
    >>> high, low, folds_on = rank_rules(game_program(game), 4, 11, ())
    >>> sorted(high.wild_ranks), sorted(low.wild_ranks), folds_on
    ([8, 11], [8, 11], frozenset())
    """
    from dealerschoice.play.fast.wild_guts import every_hand_rules

    high, low = every_hand_rules(program, players, rank)
    if high._stands_for:
        raise Unplanned("limited wild cards beside a dealer's wild rank in a guts game")
    return high, low, guts_folds.codes(folds, high, False) if folds else frozenset()
