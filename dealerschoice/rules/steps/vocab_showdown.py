"""Vocabularies of the showdown: how the pot is shared, declarations, hand categories, how
hands are ranked and ties broken (steps/play.py, showdown.py, ranking_rules.py)."""

from __future__ import annotations

from dealerschoice.rules.steps.vocab_word import Word


class Pot(Word):
    """How a showdown shares the pot (`Showdown.pot`)."""

    HIGH = "high"                        # the best high hand
    LOW = "low"                          # the best low hand
    HIGH_LOW = "high-low"                # best high and best low split
    DECLARED = "declared"                # best declared high splits with best declared low
    LOW_IF_HEADS_UP = "low-if-heads-up"  # low wins when two players are left, else high


class HandKind(Word):
    """What hand a showdown compares (`Showdown.hand`)."""

    BEST = "best"                                # the best poker hand
    TWO_CARD = "two-card"                        # the two-card hand of a split
    UNMATCHED_HOLE_CARD = "unmatched-hole-card"  # the highest down card no one else has the rank of


class SplitWith(Word):
    """Who shares the pot with the showdown's winner (`Showdown.split_with`)."""

    SPLIT_CARD = "split-card"      # the holder of the split card
    LEFT = "left"                  # the player to the winner's left
    CLOSEST_LEFT = "closest-left"  # the nearest player still in to the winner's left
    TEAM = "team"                  # the winner's partner


class HighLow(Word):
    """A half of the pot, or the high or low end of a suit (`Qualifier.pot`, `SplitCard.rank`)."""

    HIGH = "high"
    LOW = "low"


class Choice(Word):
    """What a player may declare (`Declare.choices`)."""

    HIGH = "high"
    LOW = "low"
    BOTH = "both"
    IN = "in"
    OUT = "out"
    SPLIT_CARD = "split-card"  # going for the split card's share


class DeclareMode(Word):
    """How players declare (`Declare.mode`)."""

    SIMULTANEOUS = "simultaneous"  # all at once
    IN_TURN = "in-turn"            # one at a time from the player left of the dealer
    BY_FLIP = "by-flip"            # each flips one of two side cards: right is high, left low
    RANDOM = "random"              # each player's declaration is left to chance


class Category(Word):
    """A poker hand category a qualifier asks for (`Qualifier.category`)."""

    NO_PAIR = "no-pair"  # low: no pair at all
    HIGH_CARD = "high-card"  # high: no pair, with a top card of the rank asked for
    PAIR = "pair"
    TWO_PAIR = "two-pair"
    TRIPS = "trips"
    STRAIGHT = "straight"
    FLUSH = "flush"
    FULL_HOUSE = "full-house"
    QUADS = "quads"
    STRAIGHT_FLUSH = "straight-flush"


class Scheme(Word):
    """How a `Ranking` orders hands."""

    ACE_TO_FIVE = "ace-to-five"        # low: straights and flushes ignored, A-2-3-4-5 best
    DEUCE_TO_SEVEN = "deuce-to-seven"  # low: straights and flushes count, aces high
    ACE_TO_SIX = "ace-to-six"          # low: aces low, straights and flushes count
    NO_STRAIGHTS_FLUSHES = "no-straights-flushes"  # poker hands without straights and flushes
    NO_STRAIGHTS = "no-straights"      # poker hands without straights
    NO_FLUSHES = "no-flushes"          # poker hands without flushes
    NO_PAIRS = "no-pairs"              # poker hands where pairs do not count
    CARDS = "cards"                    # poker hands of `size` cards (three-card: straights beat flushes)
    POINTS = "points"                  # the total of card values (see `CardValues`)
    BLACKJACK = "blackjack"            # the best total not over 21
    BADUGI = "badugi"                  # four cards of different suits and ranks
    HIGH_CARD = "high-card"            # the single highest card
    CHANGED = "changed"                # poker hands with an order of categories changed
    POKER = "poker"                    # standard poker hands (said of a split or high hand made its own way)


class Ranked(Word):
    """Which hands a `Ranking` ranks."""

    ALL = "all"      # every hand
    HIGH = "high"    # the high hands
    LOW = "low"      # the low hands
    SPLIT = "split"  # the split hand: a second hand that shares the pot with the high hand


class Against(Word):
    """What the winner must also beat (`BeatTable.against`)."""

    TABLE_HAND = "table-hand"            # the table cards as a hand
    EVERY_TABLE_SET = "every-table-set"  # every set of table cards
    DECK_TOP = "deck-top"                # the top cards off the deck


class NoQualifiedThen(Word):
    """What happens when no hand qualifies (`NoQualified.then`)."""

    REDEAL = "redeal"                # deal again for all
    REDEAL_REANTE = "redeal-reante"  # those still in ante again and get a new deal
    SPLIT = "split"                  # the players who did not fold split the pot


class ShareWith(Word):
    """Hands the high hand shares the pot with (`ShareShowdown.with_`)."""

    LOW = "low"
    SPLIT_HAND = "split-hand"
    DECLARED_SPLIT_CARD = "declared-split-card"


class OutrightEvent(Word):
    """How a player wins the pot without a showdown (`WinsOutright.event`)."""

    OUT_OF_CARDS = "out-of-cards"
    LEGS = "legs"
    DEALT_JOKER_UP = "dealt-joker-up"
    HOLDS_CATEGORY = "holds-category"


class TieBy(Word):
    """How a tie between hands is broken (`TieBreak.by`)."""

    DEALER_CALL = "dealer-call"  # inside, outside, high or low, as the dealer calls
    SUITS = "suits"              # by the suits of the cards, in the order `TieBreak.suits`
    DEAL_OFF = "deal-off"        # deal cards to the tied players: the first to get a `TieBreak.first` card wins


class MadeOf(Word):
    """What cards a hand ranked by a `Ranking` may be made of (`Ranking.made_of`)."""

    DOWN = "down"          # face-down cards only
    RED = "red"            # red cards only
    BLACK = "black"        # black cards only
    NO_WILDS = "no-wilds"  # only hands without wild cards compete


class Place(Word):
    """Where a rank is moved to in the order of cards (`RankMoved.to`)."""

    TOP = "top"        # above the ace: the highest card
    BOTTOM = "bottom"  # below the two: the lowest card
