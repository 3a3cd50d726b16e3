"""Guts plans (`guts`) under wild rules that follow play, the same for every hand: the guts
plan of the game without those rules, given the rules the simulator gives every seat.

- "Of the first up cards seen, the lowest is wild" (`WildSource.UP_LOW`, `UP_HIGH`) reads the
  cards turned up in front of the players (`turned_wilds.card_turned`); in a guts game where
  every card dealt to a player is dealt face down (Full Monty), none ever is, and the rule
  makes nothing wild: the simulator's rules are those of the game without it.
- "If you have two cards that are two ranks apart, they count as one wild card" and the other
  wild groups and limited wilds the same for every hand (`wild_play.game_limits`: combos,
  sets held, bugs, cards that count as others) are in every hand's rules alike
  (`wild_play.with_limits`); the plan's players and judge score hands under them
  (`run.scorer` judges limited wilds by the evaluator itself).

The rules are asked of the simulator's probe hand (`odds.OddsHand`), as `wilds_plan._drawn`
asks them for a draw plan. Refused: limits read from the very hand (voids,
groups of a ranking's hand size, own or seat wilds), a low hand judged with limited wilds
(the low judge remembers cards by rank), a forced fold on a wild card beside such rules,
wilds of the dealer's naming, and every other wild that follows play.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from dealerschoice.cards import Card, Hand, HandRules, best_hand
from dealerschoice.play.fast.counted_guts import high_outcome, played_showdowns
from dealerschoice.play.fast.guts import GutsPlan, compile_guts
from dealerschoice.play.fast.guts_play import GutsPlayer, guts_deal
from dealerschoice.play.fast.guts_showdown import GutsJudge, GutsShowdown
from dealerschoice.play.fast.plan import Unplanned
from dealerschoice.play.fast.run import DealOutcome, PlanCounts
from dealerschoice.play.program import Program
from dealerschoice.rules.steps import (
    Ante,
    Bet,
    Deal,
    Declare,
    Discard,
    Draw,
    Look,
    NoPeek,
    Pass,
    Redeal,
    RuleStep,
    Settle,
    Showdown,
    Wild,
)
from dealerschoice.rules.steps.vocab import Face, Target
from dealerschoice.rules.steps.vocab_wild import WildSource
from dealerschoice.rules.steps.wager import MatchRedeal
from dealerschoice.rules.steps.wild import HeldSetWild, LimitedWild, WildCombo

# wild rules that read the cards turned up in front of the players
_TURNED_UP = frozenset({WildSource.UP_LOW, WildSource.UP_HIGH})
# standing rules that are the same limits in every hand's rules (`wild_play.game_limits`)
_LIMITS = (WildCombo, HeldSetWild, LimitedWild)


@dataclass(frozen=True, slots=True)
class WildGutsPlan(GutsPlan):
    """A guts plan under limited wilds or wild groups the same for every hand, whose winning
    hands are counted with their words: "three kings (9♦ 7♠ as one wild)" names the cards
    that played as one wild, which a score does not hold (`PlanCounts.named`)."""

    def play(self, seeds: range | list[int]) -> PlanCounts:
        """One deal per seed, counted as `guts_play.play_guts` counts a high showdown's."""
        player, judge = _player(self)
        counts = PlanCounts()
        for seed in seeds:
            showdowns = played_showdowns(counts, guts_deal(self, seed, player))
            for showdown in showdowns:
                if showdown.winners and showdown.score is not None:
                    counts.named[showdown.score] += 1
                    counts.named_hands.setdefault(showdown.score, judge.hands[showdown.score])
                    counts.wild += showdown.wild
            counts.split += any(len(s.winners) > 1 for s in showdowns)
        return counts

    def deal(self, seed: int) -> DealOutcome:
        """The last showdown's winners and score, as `guts_play.guts_outcome` gives them."""
        return high_outcome(guts_deal(self, seed, _player(self)[0]))


class _WordsJudge(GutsJudge):
    """A guts judge that keeps, for each winning score, the first winner's Hand (its words),
    as `odds._tally_deal` keeps the first deal's words of a key."""

    def __init__(self, plan: GutsPlan, score):
        super().__init__(plan, score)
        self.hands: dict[int, Hand] = {}

    def showdown(self, contenders: list[int], hands: list[list[int]], board: list[int], sides: dict[int, str],
                 tie_pays: bool) -> tuple[GutsShowdown, tuple[int, ...]]:
        found, losers = super().showdown(contenders, hands, board, sides, tie_pays)
        if found.winners and found.score is not None and found.score not in self.hands:
            seat = found.winners[0] - 1
            self.hands[found.score] = best_hand([Card(c) for c in hands[seat] + board], self.plan.rules)
        return found, losers


def _player(plan: WildGutsPlan) -> tuple[GutsPlayer, _WordsJudge]:
    player = GutsPlayer(plan)
    player.judge = judge = _WordsJudge(plan, player.score)
    return player, judge


def is_guts(program: Program) -> bool:
    """Whether players declare in or out (a guts game: `guts`)."""
    return any("in" in step.choices for step in program.steps_of(Declare))


def compile_wild_guts(program: Program, players: int) -> GutsPlan | WildGutsPlan:
    """The guts plan of a game whose wild rules follow play the same way for every hand;
    `Unplanned` names the rule it cannot follow.

    >>> from dealerschoice.records import Game, Rule, Source
    >>> from dealerschoice.play.program import game_program
    >>> game = Game(1, "G", (), (), (Rule(1, "Deal three cards face down to each player.", 1),
    ...     Rule(2, "Declare in/out one at a time, starting with the player to the left of the dealer.", 2),
    ...     Rule(3, "Showdown, high hand wins.", 3),
    ...     Rule(4, "Anyone who went in and lost must match the pot. If no one went in or someone had to "
    ...          "match the pot, redeal for all.", 4),
    ...     Rule(5, "Any two cards that add to nine count as one wild.", 5)), None, Source("g", 1))
    >>> plan = compile_wild_guts(game_program(game), 4)
    >>> type(plan).__name__, plan.plain, len(plan.rules.limited)
    ('WildGutsPlan', False, 1)
    """
    followed = [(n, s) for n, s in program.standing if _followed(s)]
    if not followed:
        raise Unplanned("no wild rule that follows play the same way for every hand")
    for number, step in followed:
        if isinstance(step, Wild) and step.source in _TURNED_UP:
            _check_face_down(program, number)
    kept = tuple((n, s) for n, s in program.standing if (n, s) not in followed)
    base = compile_guts(Program(program.game, program.actions, kept, program.notes), players)
    high, low = every_hand_rules(program, players)
    if (base.sides or base.low) and (low._stands_for or high._stands_for):
        # the low judge remembers cards by rank; a declared split's words are counted apart (`guts_showdown`)
        raise Unplanned("a low hand or declared sides with limited wild cards in a guts game")
    if base.table_wilds or base.table_rules is not None:
        raise Unplanned("a table card's wild rank or the table hand's own wilds beside wilds that follow play")
    if _folds_on_wild(program) and high != base.rules:
        raise Unplanned("a forced fold on a wild card beside wilds that follow play")
    if high == base.rules and low == base.low_rules:  # nothing ever wild by these rules (Full Monty)
        return base
    values = {f.name: getattr(base, f.name) for f in dataclasses.fields(GutsPlan)}
    return WildGutsPlan(**{**values, "rules": high, "low_rules": low, "plain": False})


# the steps that turn no card up in front of a player but as their faces say (`_check_face_down`)
_FACED = (Ante, Bet, Deal, Declare, Discard, Draw, Look, NoPeek, Pass, Settle, Showdown, Redeal, MatchRedeal)


def without_unseen_up_wilds(program: Program) -> Program:
    """The program without its wilds of the cards turned up in front of the players ("The
    lowest up card is wild"), in a game where none ever is: only those steps, every card
    dealt or drawn face down. `Unplanned` where a card may turn up, or there is no such rule."""
    dead = [(n, s) for n, s in program.standing if _followed(s) and isinstance(s, Wild)]
    if not dead:
        raise Unplanned("no wild of the cards turned up")
    for action in program.actions:
        for step in action.steps:
            if type(step) not in _FACED:
                raise Unplanned(f"rule {dead[0][0]}: a wild of the cards turned up, beside rule {action.number}'s "
                                f"{step.kind} step")
    for number, _ in dead:
        _check_face_down(program, number)
    return Program(program.game, program.actions, tuple(r for r in program.standing if r not in dead), program.notes)


def _followed(step: RuleStep) -> bool:
    if isinstance(step, _LIMITS):
        return True
    return isinstance(step, Wild) and step.source in _TURNED_UP and not step.per_player


def _check_face_down(program: Program, number: int) -> None:
    """`Unplanned` unless every card dealt to a player is dealt face down (nothing turns up)."""
    for action in program.actions:
        for step in action.steps:
            for deal in (step, *getattr(step, "deals", ())):
                face = getattr(deal, "face", Face.DOWN)
                if face != Face.DOWN and getattr(deal, "to", None) != Target.TABLE:
                    raise Unplanned(f"rule {number}: a wild of the cards turned up, beside rule {action.number}'s "
                                    f"cards dealt face {face or 'unsaid'}")


def every_hand_rules(program: Program, players: int, dealer_rank: int | None = None) -> tuple[HandRules, HandRules]:
    """The high and low rules the simulator gives every hand (with `dealer_rank` the rank the
    dealer named: `simulate.new_deal`), or `Unplanned` where they are read from the hand, its
    seat or its cards (voids, own wilds, a ranking's hand size...)."""
    from dealerschoice.play.mechanics.wild_play import Limits, game_limits, limits_of
    from dealerschoice.play.odds import OddsHand  # the odds import the plans: not at import time

    limits = game_limits(program)
    if limits != Limits(limits.joker_bugs, limits.bug_ranks, limits.bug_cards, limits.limited):
        raise Unplanned("wild limits read from each hand (a void, own or seat wilds) in a guts game")
    probe = OddsHand(program, players, 0)
    if limits_of(probe) != limits:  # a ranking of a hand size: wild groups read from each hand
        raise Unplanned("wild groups read from each hand in a guts game")
    probe.wilds.state.dealer_rank = dealer_rank
    seat = probe.table.seats[0]
    high, low = probe.rules_for(seat, "high", []), probe.rules_for(seat, "low", [])
    if high.natural_beats_wild:
        raise Unplanned("a natural hand beats a wild one: the key has one more field")
    return high, low


def _folds_on_wild(program: Program) -> bool:
    from dealerschoice.rules.steps.special import Forced

    return any(isinstance(s, Forced) and s.trigger.wild for _, s in program.standing)
