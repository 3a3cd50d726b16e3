"""Plans for games decided by folding the players whose cards are lower than the table's (High
Card): "Any player whose lowest card is lower than the table's lowest card must fold. Continue
checking nth lowest cards and folding players until last player takes it, or everyone is out
and redeal for all."

The simulator (`mechanics.card_compare`) sorts the face-up table cards and each player's cards
by rank (aces high, a joker above an ace) and, for the first table card, then the second...,
folds every player still in whose card of that place is lower (higher, for "highest"; an
equal card does not fold), saying so in one "fold" event a round, folds or not (the odds
count those events as forced folds). When one player is left they take the pot; when nobody
is, the hand is dealt again (`PlayedHand.redeal`: every card back into the deck as
`Table.gather` puts them, what was never dealt, each seat's cards in the order held, the
table's, shuffled by the table's random numbers going on), up to `simulate.MAX_DEALS` deals;
with players still in after the last table card the example stops. No deal has a showdown.

The cards are fixed deck places (deals to each player and to the table, nobody choosing), so
a plan lays them once and plays the rounds on each shuffled deck.

Refused: anything after the comparison (a showdown deciding among those left), a comparison
of the first table card only, any rule that moves cards or folds players but the deals, and
a game whose table deals none face up before the comparison.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from dealerschoice.cards import HandRules
from dealerschoice.cards.cards import JOKER_CODE
from dealerschoice.play.fast.own_play import PlaysOwn
from dealerschoice.play.fast.plan import Unplanned, deck_codes, lay_deal
from dealerschoice.play.fast.run import DealOutcome, PlanCounts
from dealerschoice.play.program import Program
from dealerschoice.rules.steps import Ante, Bet, Deal, Look, NoPeek
from dealerschoice.rules.steps.vocab import Face, Target
from dealerschoice.rules.steps.wager import LowCardFold

# per card code, its place in the comparison (`card_compare.card_value`): 2 to 14, a joker 15
_VALUE = tuple((c >> 2) + 2 for c in range(JOKER_CODE)) + (15,)


@dataclass(frozen=True, slots=True)
class LowCardFoldPlan(PlaysOwn):
    """Seat i's cards are the deck places `own[i]`, in the order held; the table's face-up
    cards `shown`; every card dealt, `used`; `highest`: the highest cards compared, `lower`:
    a lower card folds (else a higher one)."""

    own: tuple[tuple[int, ...], ...] = ()
    shown: tuple[int, ...] = ()  # the table's face-up cards, which the players' are compared with
    laid: tuple[int, ...] = ()  # every table card, up or down, in the order dealt
    used: int = 0
    highest: bool = False
    lower: bool = True
    max_deals: int = 1

    def play(self, seeds: range | list[int]) -> PlanCounts:
        counts = PlanCounts()
        for seed in seeds:
            rounds = self.rounds(seed)
            counts.deals += 1
            counts.no_showdown += 1  # the last player in takes the pot, or the example stops: never a showdown
            counts.forced += rounds > 0
            counts.forced_players += rounds
        return counts

    def deal(self, seed: int) -> DealOutcome:
        return DealOutcome((), None)

    def rounds(self, seed: int) -> int:
        """The comparison rounds played in the hand of `seed`, deal after deal (each one
        "fold" event, as `card_compare.low_card_fold` says it)."""
        rng = random.Random(seed)
        x = list(self.deck)
        rng.shuffle(x)
        high, lower = self.highest, self.lower
        events = 0
        for deal in range(1, self.max_deals + 1):
            board = sorted((_VALUE[x[p]] for p in self.shown), reverse=high)
            hands = [sorted((_VALUE[x[p]] for p in seat), reverse=high) for seat in self.own]
            active = list(range(self.players))
            for n, theirs in enumerate(board):
                out = [s for s in active if n < len(hands[s]) and (hands[s][n] < theirs if lower else hands[s][n] > theirs)]
                events += 1
                active = [s for s in active if s not in out]
                if len(active) <= 1:
                    break
            if active:  # one player left takes the pot, or several wait when the rules say no more
                return events
            if deal < self.max_deals:  # everyone is out: every card back into the deck, shuffled, dealt again
                x = x[self.used:] + [x[p] for seat in self.own for p in seat] + [x[p] for p in self.laid]
                rng.shuffle(x)
        return events


def compile_low_card_folds(program: Program, players: int) -> LowCardFoldPlan:
    """The plan of a game decided by folding players with cards lower than the table's;
    `Unplanned` says why not.

    >>> from dealerschoice.records import Game, Rule, Source
    >>> from dealerschoice.play.program import game_program
    >>> game = Game(1, "High", (), (), (Rule(1, "Deal two cards face down to each player.", 5),
    ...     Rule(2, "Deal three cards face up to the table.", 6),
    ...     Rule(3, "Any player whose lowest card is lower than the table's lowest card must fold. Continue "
    ...          "checking nth lowest cards and folding players until last player takes it, or everyone is out and "
    ...          "redeal for all.", 7)), None, Source("x", 1))
    >>> plan = compile_low_card_folds(game_program(game), 2)
    >>> plan.own, plan.shown, plan.used
    (((0, 1), (2, 3)), (4, 5, 6), 7)
    """
    from dealerschoice.play.simulate import MAX_DEALS  # the simulator imports the odds: not at import time

    if not program.steps_of(LowCardFold):
        raise Unplanned("no comparison of the players' cards with the table's")
    own: list[list[int]] = [[] for _ in range(players)]
    laid: list[int] = []
    up: list[int] = []
    top = 0
    rule: LowCardFold | None = None
    for action in program.actions:
        for step in action.steps:
            where = f"rule {action.number}"
            if rule is not None:
                raise Unplanned(f"{where}: a {step.kind} step after the cards are compared with the table's")
            if isinstance(step, LowCardFold):
                if not step.until_one:
                    raise Unplanned(f"{where}: a comparison with the first table card only, the rest left to later rules")
                rule = step
            elif type(step) is Deal and isinstance(step, Deal):
                if step.condition is not None or step.to not in (Target.EACH, Target.TABLE):
                    raise Unplanned(f"{where}: a deal the plan cannot lay ({step.to}, {step.condition})")
                before = len(laid)
                top = lay_deal(step, own, laid, top)
                if step.face == Face.UP:
                    up.extend(laid[before:])
            elif type(step) not in (Bet, Ante, Look, NoPeek):
                raise Unplanned(f"{where}: a {step.kind} step beside a comparison with the table's cards")
    assert rule is not None, "the comparison is one of the steps (checked above)"
    for number, standing in program.standing:
        if not isinstance(standing, type(program.deck)):
            raise Unplanned(f"rule {number}: a standing {standing.kind} rule beside a comparison with the table's cards")
    deck = deck_codes(program.deck)
    if not up or top > len(deck):
        raise Unplanned("no table card face up to compare with, or more cards dealt than the deck holds")
    return LowCardFoldPlan(players, deck, (), HandRules(), True, True, own=tuple(map(tuple, own)), shown=tuple(up),
                           laid=tuple(laid), used=top, highest=rule.high, lower=rule.lower, max_deals=MAX_DEALS)
