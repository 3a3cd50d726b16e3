"""Vocabularies of money: prices, who opens and antes, forced payments, settlements and
penalties, raise limits (steps/play.py, wager.py, special.py)."""

from __future__ import annotations

from dealerschoice.rules.steps.vocab_word import Word


class Cost(Word):
    """A unit a player pays in (`Price.unit` of the shared phrases; `Forced.cost`, `Buy.cost`)."""

    ANTE = "ante"
    MIN_BET = "min-bet"
    MAX_BET = "max-bet"
    POT = "pot"
    FREE = "free"


class Opener(Word):
    """Who opens a betting round (`Bet.opener`)."""

    HIGH_SHOWING = "high-showing"      # the best hand showing
    LOW_SHOWING = "low-showing"        # the lowest hand showing
    LEFT_OF_DEALER = "left-of-dealer"  # the player to the dealer's left
    LAST_FLIPPER = "last-flipper"      # the player who just flipped
    LAST_RAISER = "last-raiser"        # the last player to raise, else left of the dealer
    ROTATE = "rotate"                  # left of the dealer, then one seat further each round
    LEFT_OF_CALLED = "left-of-called"  # left of the player called in the last round (the last to bet or raise)


class AnteMode(Word):
    """When players ante (`Ante.mode`)."""

    ANTE = "ante"                  # everyone antes
    RE_ANTE = "re-ante"            # everyone antes again (folded players come back in)
    NONE = "none"                  # there is no ante
    ANTE_OR_FOLD = "ante-or-fold"  # everyone still in antes again or folds


class Payer(Word):
    """Who pays in a guts settlement (`Settle.who`)."""

    IN_AND_LOST = "in-and-lost"          # went in and lost
    STAYED_AND_LOST = "stayed-and-lost"  # stayed in to the last card and lost
    DECLARED_OUT = "declared-out"        # declared out
    BEST_IF_NONE_IN = "best-if-none-in"  # nobody went in: the best hand pays (not simulated)
    OUT_IF_FEW_IN = "out-if-few-in"      # fewer than two went in: everyone out pays (not simulated)


class Amount(Word):
    """What a guts settlement costs each payer (`Settle.amount`)."""

    POT = "pot"                  # the size of the pot
    HALF_POT = "half-pot"        # half the pot
    QUARTER_POT = "quarter-pot"  # a quarter of the pot
    MAX_BET = "max-bet"          # the biggest bet


class PaidTo(Word):
    """Where a settlement goes (`Settle.to`)."""

    POT = "pot"        # into the pot (for the next hand)
    WINNER = "winner"  # to the player who won


class ForcedAction(Word):
    """What a standing forced rule makes a player do (`Forced.action`)."""

    FOLD = "fold"                    # fold at once
    MATCH_OR_FOLD = "match-or-fold"  # match the pot or fold
    PAY_OR_FOLD = "pay-or-fold"      # pay (`cost`, or escalating) or fold
    FORCE_FOLD = "force-fold"        # may make one other player fold
    BUY = "buy"                      # may buy `cards` more cards for `cost`
    EXCHANGE = "exchange"            # discard the card for the top card of the deck
    STEAL_UP = "steal-up"            # may take one up card from another player
    BACK_IN = "back-in"              # a folded player rejoins for free
    PAY = "pay"                      # must pay `cost` into the pot (not simulated)


class RaisePer(Word):
    """What a raise limit counts over (`RaiseLimit.per`)."""

    GAME = "game"    # the whole game
    ROUND = "round"  # each betting round


class GutsAnteWho(Word):
    """Who antes again in a guts game (`GutsAnte.who`)."""

    GOING_IN = "going-in"              # the players who go in
    ALL_IF_NONE_IN = "all-if-none-in"  # everyone, when nobody went in
    ALL_ON_REDEAL = "all-on-redeal"    # everyone, each time the hand is dealt again


class PenaltyWho(Word):
    """Who pays a penalty settlement when they do not win (`LoserPenalty.who`)."""

    OPENER = "opener"            # the player who opened the betting
    BOUGHT_WILD = "bought-wild"  # a player who bought a wild card
    USED_COMMON = "used-common"  # a player who used a given common card in their final hand


class OpenerShift(Word):
    """Which way the hand needed to open moves (`OpenerRedeal.way`)."""

    UP = "up"      # harder: a pair of jacks becomes a pair of queens
    DOWN = "down"  # easier: a pair of jacks becomes a pair of tens
