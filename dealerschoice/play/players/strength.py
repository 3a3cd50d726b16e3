"""How strong a hand is against what the seat can see, and what a player does with it.

`standing(cards, ...)` puts a hand on one scale for high and low alike, in categories: a
high hand is its category plus its top rank as a fraction (a pair of sixes 1.40, ace high
0.93); a low hand is as good as its top card is low for the cards held. `par(held)` is what
the best of a table of hands of that size usually is, so `standing - par` (the edge) says
whether a hand is ahead: players fold behind par when facing a bet, call near it, bet and
raise well ahead of it. A visible hand that beats the seat's (another player's up cards)
lowers the edge. No card is dealt out to estimate: the same cards give the same answer.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum
from math import log2

from dealerschoice.cards import Card, HandRules
from dealerschoice.cards.keys import high_score
from dealerschoice.cards.lows import A5_RANK


class Action(StrEnum):
    FOLD = "fold"
    CHECK = "check"
    CALL = "call"
    BET = "bet"
    RAISE = "raise"


# what the best hand of a table usually is, by cards held: high-card, a pair by five cards,
# two pair by seven (category units, as `standing`)
_HIGH_PAR = {0: 0.0, 1: 0.75, 2: 0.85, 3: 0.95, 4: 1.2, 5: 1.5, 6: 1.7, 7: 2.1}
# ... and for low, the top card of the best low that many cards usually make (ace low)
_LOW_PAR = {0: 13, 1: 6, 2: 7, 3: 8, 4: 9, 5: 10, 6: 10, 7: 9}
LOW_STEP = 0.2     # a low's standing per rank its top card is below par's
FOLD_EDGE = -0.25   # facing a bet, a hand this far behind par folds
BET_EDGE = 0.1      # unopposed, a hand this far ahead bets
RAISE_EDGE = 1.0    # facing a bet, a hand this far ahead raises
RERAISE_STEP = 0.5  # ... and the raise line rises this much for each raise already made this round
RISK_STEP = 0.25  # the fold line rises this much for each bet more a call costs
STAKE_STEP = 0.15  # ... and this much for each doubling of the chips a loser must pay besides
STAKE_FREE = 0.4   # unopposed, the first few chips at stake fold nobody (a fresh pot of six)
OPPONENT_STEP = 0.05  # par rises this much for each opponent beyond the first
BEATEN = 0.25       # how much a better visible hand takes off the edge beyond its margin


def standing(cards: Sequence[Card], rules: HandRules, goal: str = "high", low_rules: HandRules | None = None) -> float:
    """A hand's strength in categories (see the module).

    >>> from dealerschoice.cards import parse_cards as p
    >>> round(standing(p("6s 6d 2c 9h Kd"), HandRules()), 2), round(standing(p("As 2d 3c"), HandRules(), "low"), 2)
    (1.4, 1.95)
    """
    if not cards:
        return 0.0
    if goal == "low":
        return _low_standing(cards, low_rules or rules)
    score = high_score(cards, rules)
    return (score >> 20) + (score >> 16 & 15) / 15


def _low_standing(cards: Sequence[Card], rules: HandRules) -> float:
    """How low the best low of these cards is against `_LOW_PAR` for their count, on the high
    scale: a low with par's top card stands at `par`, each rank lower 0.2 more; a pair or
    worse (fewer unpaired ranks than cards, up to five) 0.7 below par."""
    kinds = rules.kinds(low=True)
    wilds = sum(1 for c in cards if kinds[c])
    distinct = sorted({A5_RANK[c] for c in cards if not kinds[c]})
    for r in range(1, 14):
        if wilds <= 0:
            break
        if r not in distinct:
            distinct.append(r)
            wilds -= 1
    distinct.sort()
    size = min(5, len(cards))
    if len(distinct) < size:
        return par(len(cards)) - 0.7
    top = distinct[size - 1]
    return par(len(cards)) + (_LOW_PAR[min(len(cards), 7)] - top) * LOW_STEP


def par(held: int) -> float:
    """What the usual best hand of `held` cards stands at (high scale; low uses the same)."""
    return _HIGH_PAR[max(0, min(held, 7))]


def edge(mine: float, held: int, shown: Sequence[float] = (), opponents: int = 1, lift: float = 0.0) -> float:
    """How far ahead a hand of `mine` standing in `held` cards is, against par (higher for
    each opponent still in beyond one: the best of more hands is better; `lift` higher for
    the game's wild cards, `players.baseline.shift`) and against the hands the others show
    (`shown`: their visible standings).

    >>> round(edge(2.4, 5), 2), round(edge(2.4, 5, lift=2.0), 2)
    (0.9, -1.1)
    """
    ahead = mine - par(held) - lift - OPPONENT_STEP * max(0, opponents - 1)
    best_shown = max(shown, default=None)
    if best_shown is not None and best_shown >= mine:
        ahead = min(ahead, mine - best_shown - BEATEN)
    return ahead


def bet_action(ahead: float, facing: bool, can_raise: bool, may_fold: bool = True, risk: float = 1.0,
               at_stake: int = 0, final: bool = False, raises: int = 0) -> Action:
    """What a player does with a hand `ahead` of par: unopposed, bet well ahead and check
    otherwise; facing a bet, raise far ahead, fold behind (when folding is allowed), call
    in between. `risk` (the bets a call costs) raises the fold line: a call that costs more
    asks for a better hand. `at_stake` (chips a loser pays besides the bets: matching the
    pot) raises it with the logarithm of the chips, and in the `final` round before the
    showdown folds a weak hand even unopposed (earlier, checking costs nothing): so a pot
    that grows with each re-deal is chased by fewer players, never by everyone. Each of the
    round's `raises` so far raises the raise line: a raise says the raiser holds a hand too, so
    two strong hands do not re-raise each other to the cap every round (a high and a low hand
    in a split game both stand "ahead" of par).

    >>> bet_action(0.5, False, True), bet_action(-0.5, True, True), bet_action(0.0, True, True), bet_action(1.2, True, True)
    (<Action.BET: 'bet'>, <Action.FOLD: 'fold'>, <Action.CALL: 'call'>, <Action.RAISE: 'raise'>)
    >>> bet_action(1.2, True, True, raises=1), bet_action(1.6, True, True, raises=1)
    (<Action.CALL: 'call'>, <Action.RAISE: 'raise'>)
    """
    stake_line = STAKE_STEP * log2(1 + at_stake) if at_stake > 0 else 0.0
    if not facing:
        if may_fold and final and at_stake > 0 and ahead < FOLD_EDGE + max(0.0, stake_line - STAKE_FREE):
            return Action.FOLD
        return Action.BET if ahead >= BET_EDGE + stake_line else Action.CHECK
    if can_raise and ahead >= RAISE_EDGE + RERAISE_STEP * raises + stake_line:
        return Action.RAISE
    if may_fold and ahead < FOLD_EDGE + RISK_STEP * max(0.0, risk - 1) + stake_line:
        return Action.FOLD
    return Action.CALL
