"""rounds: betting rounds, with the database's codes (98 undefined, 99 by players, 100+N
match-the-pot, 200+N more chosen by the players, 300+N more caused by the deal)."""

from __future__ import annotations

from dealerschoice.rules.facts.source import meaning
from dealerschoice.rules.steps import Bet, Deal, Flip, Repeat, RuleStep, Settle
from dealerschoice.rules.steps.board import BoardFlip
from dealerschoice.rules.steps.ranking_rules import DeclareDuel
from dealerschoice.rules.steps.showdown import Leg
from dealerschoice.rules.steps.vocab import Amount, UntilKind

UNDEFINED, BY_PLAYERS = 98, 99


# Repeats that end when the players choose: nobody (or somebody) wants another card, all
# but one have dropped out, or somebody bets at last.
_CHOSEN = {UntilKind.NO_TAKERS, UntilKind.ONE_DECLINES, UntilKind.ONE_LEFT, UntilKind.BET_MADE}


# A guts settlement matches the pot (or a share of it): the database's 100+N. A fixed
# penalty ("ten times max bet") is not a match-the-pot.
_MATCHED = (Amount.POT, Amount.HALF_POT, Amount.QUARTER_POT)


# Repeats the deal ends: every player still in has all (or `count`) cards showing, someone
# is dealt a given hand.
_BY_DEAL = (UntilKind.ALL_UP, UntilKind.SHOWING, UntilKind.HAND)
# Repeats until the deck runs out (or short): as many rounds as the deck lasts, however many
# cards each takes: undefined, as the database codes them.
_DECK_ENDS = (UntilKind.DECK_OUT, UntilKind.DECK_SHORT)


def rounds(actions: list[tuple[RuleStep, ...]]) -> int:
    """Betting rounds of a game's actions (one rule's steps each), coded as the database codes them."""
    flat = [(i, meaning(s)) for i, action in enumerate(actions) for s in action]
    bets = [i for i, s in flat if isinstance(s, Bet)]
    # a duel of players declaring the same way, "loser pays winner the pot", matches the pot too
    settles = [i for i, s in flat if (isinstance(s, Settle) and s.amount in _MATCHED) or isinstance(s, DeclareDuel)]
    if settles and (not bets or max(settles) > max(bets)):
        # N counts the rounds while cards are still to come, to the players or the table: the
        # round after the last card is the stay-in decision the settlement settles
        dealt = [i for i, s in flat if (isinstance(s, Deal) and not s.condition) or isinstance(s, BoardFlip)]
        return 100 + sum(1 for i in bets if i < max(dealt, default=-1))
    repeats = [(i, s) for i, s in flat if isinstance(s, Repeat)]
    if repeats and any(isinstance(s, Leg) for _, s in flat):
        return 100 + len(bets)  # legs: deals repeated until one player has won enough of them
    # a repeat adds betting rounds only when a betting round is among the rules it repeats
    repeats = [(i, s) for i, s in repeats if any(i - s.last <= j < i for j in bets)]
    ends = {str(s.until.kind) for _, s in repeats}
    if ends & _CHOSEN:
        return 200 + len(bets)  # the players choose how often the betting rounds come round
    if UntilKind.EACH_PLAYER in ends:
        return BY_PLAYERS
    if ends & set(_DECK_ENDS):
        return UNDEFINED
    by_deal = [(i, s) for i, s in repeats if s.until.kind in _BY_DEAL]
    if by_deal:
        inside = {j for i, s in by_deal for j in range(max(0, i - s.last), i)}
        return 300 + sum(1 for i in bets if i not in inside)
    if repeats:
        inside = {j for i, s in repeats for j in range(max(0, i - s.last), i)}
        return 200 + sum(1 for i in bets if i not in inside)
    if any(isinstance(s, Flip) and s.who != "each" and s.until is None for _, s in flat):
        return BY_PLAYERS
    return len(bets) if bets or flat else UNDEFINED


