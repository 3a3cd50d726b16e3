"""The closed vocabularies of step fields, as enums.

Each is a `StrEnum`, so a value prints, compares and serialises as its plain word
(`Face.UP == "up"`); a step built with a word outside the vocabulary fails when it is made
(`RuleStep.__post_init__` converts and checks), and under mypy.
"""

from __future__ import annotations

from enum import StrEnum


class Word(StrEnum):
    """A vocabulary word; its repr is the plain word, as steps print in readings and tests."""

    def __repr__(self) -> str:
        return repr(self.value)


class Face(Word):
    UP = "up"
    DOWN = "down"


class Target(Word):
    """Who a deal goes to."""

    EACH = "each"    # every player still in
    TABLE = "table"  # common cards


class Side(Word):
    """"left" is the next player clockwise, the one after you in betting order."""

    LEFT = "left"
    RIGHT = "right"


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


class FlipWho(Word):
    """Who turns cards up (`Flip.who`)."""

    EACH = "each"                      # every player still in (folded ones too with `include_folded`)
    NEXT = "next"                      # the next player in betting order after the last to act alone
    LEFT_OF_DEALER = "left-of-dealer"  # the player to the dealer's left


class FlipSource(Word):
    """Which cards a player turns up (`Flip.source`)."""

    TOP = "top"                  # the top of their stack (with no stack, their unseen no-peek cards)
    CHOICE = "choice"            # down cards of the player's choice
    EACH_STACK = "each-stack"    # the top card of each of their stacks
    TOP_TO_HAND = "top-to-hand"  # look at the top card, put it in the low or high hand, all reveal together
    RANDOM = "random"            # down cards picked at random (by the player to their right)
    LAST_DEALT = "last-dealt"    # one of the cards of the last round dealt, of the player's choice
    MATCHING_TABLE = "matching-table"  # every down card of the rank of a table card
    DISCARDS = "discards"        # the cards the player discarded


class FlipUntil(Word):
    """When a player who flips one card at a time stops (`Flip.until`)."""

    BEST_SHOWING = "best-showing"  # their showing cards beat every other hand showing


class UntilKind(Word):
    """What ends a repeat (`Until.kind`); `Until.count` gives the number where one is named."""

    ALL_UP = "all-up"                # every player still in has all their cards face up
    SHOWING = "showing"              # every player still in has `count` cards showing
    WINS = "wins"                    # someone has won `count` showdowns (legs); they take the pot
    POT_EMPTY = "pot-empty"          # no money is left in the pot (or pots)
    NO_TAKERS = "no-takers"          # nobody wants another card
    ONE_DECLINES = "one-declines"    # at least one player does not want more cards
    DECK_OUT = "deck-out"            # the deck is out of cards
    DECK_SHORT = "deck-short"        # the deck has fewer cards than there are players
    ONE_LEFT = "one-left"            # only one player is left in
    DECLARES_IN = "declares-in"      # someone declares in
    TIMES = "times"                  # a fixed number of times: `count` more rounds
    EACH_PLAYER = "each-player"      # once for each player around the table (`count` times around)
    HAND = "hand"                    # someone holds a hand of `Until.category` (of `Until.rank`) or better
    WINS_WITHIN = "wins-within"      # someone has won `count` showdowns within `Until.within` games in a row; they take the pot
    BET_MADE = "bet-made"            # someone bets: repeated only while the last betting round had no bet (checked first)
    CLAIMS_BEST = "claims-best"      # a player believes (says) they have the highest hand
    TABLE_CARD_AROUND = "table-card-around"  # the table card goes all the way around the table without being replaced


class Cost(Word):
    """A unit a player pays in (`Price.unit` of the shared phrases; `Forced.cost`, `Buy.cost`)."""

    ANTE = "ante"
    MIN_BET = "min-bet"
    MAX_BET = "max-bet"
    POT = "pot"
    FREE = "free"


# ---- the board (common-card layouts): see steps/board.py -------------------------------
class Shape(Word):
    """How common cards are laid out on the table."""

    ROWS = "rows"        # rows, one under the other (sizes may differ)
    SQUARE = "square"    # a full grid ("a 3x3 square")
    RING = "ring"        # the edge of a square with no centre ("eight cards in a square")
    CROSS = "cross"      # a horizontal and a vertical bar crossing at the centre
    CIRCLE = "circle"
    DIAMOND = "diamond"
    H = "h"
    V = "v"
    L = "l"
    Z = "z"
    SETS = "sets"        # separate sets (boards) of common cards


class LineKind(Word):
    """A group of board positions a hand may be limited to."""

    ROW = "row"            # horizontal
    COLUMN = "column"      # vertical
    DIAGONAL = "diagonal"
    ARM = "arm"            # one arm of a cross, out from the centre
    SIDE = "side"          # one side of a V or of a square's edge
    SET = "set"            # one separate set of common cards


class Part(Word):
    """A named place on the board, as flips and hand limits name it."""

    ANY = "any"            # any card (the next one, in the order of the rule)
    TOP = "top"            # the top card of the common cards (the next one dealt)
    CENTRE = "centre"
    CORNER = "corner"
    EDGE = "edge"          # the cards around the edge (all but the centre)
    END = "end"            # an end card of a line
    MIDDLE = "middle"      # the middle card of a line
    OPPOSITE = "opposite"  # two cards on opposite sides (of a circle)
    ALTERNATE = "alternate"  # every other card around
    SIDE = "side"          # the card on one side ("the right side of the diamond")
    LAST = "last"          # the last common card flipped
    SINGLE = "single"      # the one common card dealt alone
    OPPOSITE_LAST = "opposite-last"  # across the board from the last common card flipped


class Order(Word):
    """In which order common cards are turned when a rule flips "the next" one."""

    DEALT = "dealt"                    # the order they were dealt
    CLOCKWISE = "clockwise"            # around the layout
    COUNTER_CLOCKWISE = "counter-clockwise"
    CLOCKWISE_SPIRAL = "clockwise-spiral"  # around, then spiralling in
    CLOCKWISE_SKIP = "clockwise-skip"  # around, skipping every other card
    LEFT_RIGHT_DOWN = "left-right-down"  # along each row left to right, then the row below
    RIGHT_LEFT_DOWN = "right-left-down"


class Chooser(Word):
    """Who picks which common card is turned."""

    RULE = "rule"       # the rule names it (or the next in order): no choice
    FLIPPER = "flipper"  # the player who flips chooses


class Flipper(Word):
    """Who turns common cards up."""

    DEALER = "dealer"
    CALLED = "called"   # the player who was called in the last betting round


class Holding(Word):
    """Which of a player's own cards a hand-making limit counts."""

    DOWN = "down"
    UP = "up"
    OWN = "own"   # any of the player's own cards


class Role(Word):
    """A player named by their place in the hand, not by a count of seats (the shared `role`
    phrase: "the player to the left of the dealer", "the high hand showing")."""

    LEFT_OF_DEALER = "left-of-dealer"  # the player to the dealer's left
    HIGH_SHOWING = "high-showing"      # the player with the best hand showing
    LOW_SHOWING = "low-showing"        # the player with the lowest hand showing
    LAST_RAISER = "last-raiser"        # the last player to bet or raise
    LAST_FLIPPER = "last-flipper"      # the player who just flipped ("that player")
    LEFT_OF_CALLED = "left-of-called"  # the player left of the one called in the last betting round
    BEST_HAND = "best-hand"            # the player with the best hand, down cards and all
    LEAD = "lead"                      # the lead player a game names (`LeadPlayer`)
    AUCTION_WINNER = "auction-winner"  # the player who won the auction just held


class Opener(Word):
    """Who opens a betting round (`Bet.opener`)."""

    HIGH_SHOWING = "high-showing"      # the best hand showing
    LOW_SHOWING = "low-showing"        # the lowest hand showing
    LEFT_OF_DEALER = "left-of-dealer"  # the player to the dealer's left
    LAST_FLIPPER = "last-flipper"      # the player who just flipped
    LAST_RAISER = "last-raiser"        # the last player to raise, else left of the dealer
    ROTATE = "rotate"                  # left of the dealer, then one seat further each round
    LEFT_OF_CALLED = "left-of-called"  # left of the player called in the last round (not simulated)


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


class WildSource(Word):
    """Where a wild card comes from (`Wild.source`); see `Wild` for what each one reads."""

    RANK = "rank"                    # the listed ranks
    CARD = "card"                    # the listed cards (and jokers)
    TABLE = "table"                  # the rank of table card `table_card` (plus `offset`)
    FOLLOW = "follow"                # the card turned up after the last `follows`, and its rank
    HAND_SIZE = "hand-size"          # the rank equal to the number of cards held
    DEALER = "dealer"                # a rank the dealer names
    LOW_CARD = "low-card"            # the holder's lowest card, and its rank
    FIRST_FLIP = "first-flip"        # the first card the player flipped, and its rank
    DOWN_PAIRS_UP = "down-pairs-up"  # a rank held both down and up
    SUITED_RUN = "suited-run"        # consecutive cards of one suit
    COLOR_PAIR = "color-pair"        # pairs of one colour
    TABLE_LAST = "table-last"        # the rank of the last table card dealt
    TABLE_LOW = "table-low"          # the lowest rank among the table cards
    TABLE_HIGH = "table-high"        # the highest rank among the table cards
    # not played by the simulator yet (Wild.gap says so)
    HIGH_CARD = "high-card"          # the holder's highest card, and its rank
    TABLE_ANY = "table-any"          # the rank of any table card
    TABLE_FLIPPED = "table-flipped"  # the rank of the `table_card`-th table card flipped
    UP_LOW = "up-low"                # the lowest face-up card at the table, and its rank
    UP_HIGH = "up-high"              # the highest face-up card at the table, and its rank
    PLAYER_RANK = "player-rank"      # a rank each player names for themselves
    PLAYER_CARD = "player-card"      # a card each player picks from their own (`hole_only`: a hole card)
    PLAYER_CARD_RANK = "player-card-rank"  # the same, and every card of its rank
    DICE_SUM = "dice-sum"            # the rank equal to the sum of the dice rolled
    DICE_EACH = "dice-each"          # the ranks shown by each die rolled
    PLAYERS_LEFT = "players-left"    # the rank equal to the number of players still in
    LAST_DEALT = "last-dealt"        # the last card dealt to the holder, and its rank
    FIRST_DEALT = "first-dealt"      # the first card dealt to the holder, and its rank
    SEAT = "seat"                    # the rank equal to the holder's seat, counted from the dealer's left (ace first)


class WildHands(Word):
    """Which hands a wild counts in (`Wild.hands`)."""

    ANY = "any"
    HIGH = "high"
    LOW = "low"


class FollowWatch(Word):
    """Which cards a follow wild watches (`Wild.watch`): the card followed and the one after."""

    FLIPPED = "flipped"  # cards flipped face up by their holders
    DEALT = "dealt"      # cards dealt face up
    UP = "up"            # any card that turns face up, dealt or flipped


class LimitedAs(Word):
    """What a limited wild may stand for (`LimitedWild.counts_as`)."""

    BUG = "bug"        # completes a straight or a flush, or counts as an ace
    RANKS = "ranks"    # any of the ranks `as_ranks` (in its own suit when `same_suit`)
    SHIFT = "shift"    # its own rank moved `down` ranks lower or `up` ranks higher
    CARDS = "cards"    # any of the cards `as_cards`
    SEVERAL = "several"  # any `count` cards at once


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


# ---- the deal: see steps/dealing.py ------------------------------------------------------
class DealTo(Word):
    """Who a deal to players out of the hand goes to (`DealOut.to`)."""

    FOLDED = "folded"  # the players who have folded
    ALL = "all"        # every player, still in or folded
    OTHERS = "others"  # every player still in but the one who just got a card (an auction's winner)
    HANDS = "hands"    # each hand a player still has in the game (a player may play several)


class Happening(Word):
    """Something that happened at the table, as a condition names it (`DealIf.when`)."""

    NOBODY_OPENED = "nobody-opened"  # nobody opened the last betting round
    NOBODY_IN = "nobody-in"          # nobody went in at the last declaration


class OfferFrom(Word):
    """Where a card on offer lies (`TableOffer.source`)."""

    TABLE = "table"  # a table card, by age
    DECK = "deck"    # the top card of the deck


class PickOrder(Word):
    """Who picks first (`PickTableCard.order`)."""

    LOW_FIRST = "low-first"    # the lowest hand showing first, then up in hand order
    HIGH_FIRST = "high-first"  # the highest hand showing first, then down in hand order


class RedealWhen(Word):
    """When a hand is thrown in and dealt again (`RedealIf.when`)."""

    NONE_DEALT_UP = "none-dealt-up"  # no card of the ranks or cards named was dealt face up
    TABLE_CARD = "table-card"        # the table card is one of those named
    CHOSEN = "chosen"                # the player named (`by`) calls for a redeal
    DEALT = "dealt"                  # a card of those named is dealt to a player, up or down
    FLIPPED = "flipped"              # a player may turn up a card of those named before a betting round to force one


class DrawSeat(Word):
    """The seat a draw's exception favours (`Discard.most_for`: "four for the dealer")."""

    DEALER = "dealer"
    LEFT_OF_DEALER = "left-of-dealer"  # the player to the dealer's left


class RaisePer(Word):
    """What a raise limit counts over (`RaiseLimit.per`)."""

    GAME = "game"    # the whole game
    ROUND = "round"  # each betting round


class DrawOrder(Word):
    """The order players draw in, where a rule names one (`Discard.order`, `Twist.order`)."""

    LOW_SHOWING = "low-showing"    # the lowest hand showing first, then upward
    HIGH_SHOWING = "high-showing"  # the highest hand showing first, then downward
    DEALER = "dealer"              # the dealer first, then clockwise
    DEALER_COUNTER_CLOCKWISE = "dealer-counter-clockwise"  # the dealer first, then to the right


class WildVoidWhen(Word):
    """When a player's wild cards stop being wild (`WildVoid.when`)."""

    ONE_RANK = "one-rank"            # they do not hold wilds of at least two different ranks
    MIXED_RANKS = "mixed-ranks"      # they hold wilds of different ranks
    HOLDS = "holds"                  # they hold one of the cards named
    HOLDS_WITH_WILD = "holds-with-wild"  # they hold one of the cards named and a wild card


class ComboHow(Word):
    """How cards combine into wilds (`WildCombo.how`)."""

    SUM = "sum"                  # their values add up to `total`
    PRODUCT = "product"          # their values multiply to `total`
    CONSECUTIVE = "consecutive"  # their ranks are consecutive
    APART = "apart"              # their ranks are `total` apart
    PAIR = "pair"                # they are a pair


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


class TriggerEvent(Word):
    """What happens to a card for a conditional rule to fire (`Trigger.event`)."""

    DEALT_UP = "dealt-up"                    # the card is dealt face up
    FLIP = "flip"                            # the player flips it up
    FLIP_OR_DEALT = "flip-or-dealt"          # flipped up or dealt face up
    GETS_UP = "gets-up"                      # dealt or flipped face up
    FIRST_FLIP = "first-flip"                # the first card the player flips
    FLIPPED_ALL_NOT_BEST = "flipped-all-not-best"      # flipped every card and still not the best hand showing
    LOWEST_UNREPEATED_FLIP = "lowest-unrepeated-flip"  # the lowest card of the last flip whose rank nobody else flipped
    NO_UNIQUE_CARD = "no-unique-card"        # nobody holds a card of a rank no one else has
    DEALT = "dealt"                          # the card is dealt, face up or down (not simulated)


class TriggerWho(Word):
    """Whose cards a trigger watches (`Trigger.who`)."""

    ANY = "any"          # players still in
    FOLDED = "folded"    # players who have folded


class DealerNamed(Word):
    """What the dealer names before the deal (`DealerNames.what`)."""

    RANK = "rank"  # a rank with a role later rules give it ("the rotate rank")
    HAND = "hand"  # a poker hand that beats all other hands


class GutsAnteWho(Word):
    """Who antes again in a guts game (`GutsAnte.who`)."""

    GOING_IN = "going-in"              # the players who go in
    ALL_IF_NONE_IN = "all-if-none-in"  # everyone, when nobody went in
    ALL_ON_REDEAL = "all-on-redeal"    # everyone, each time the hand is dealt again


class Place(Word):
    """Where a rank is moved to in the order of cards (`RankMoved.to`)."""

    TOP = "top"        # above the ace: the highest card
    BOTTOM = "bottom"  # below the two: the lowest card


class BoardGroup(Word):
    """A group of common cards a hand picks from, as a hand limit names it (`Pick`)."""

    FLOP = "flop"
    TURN = "turn"
    RIVER = "river"
    SET = "set"
    ROW = "row"
    COLUMN = "column"
    PAIR = "pair"      # a pair of common cards dealt together
    CARD = "card"      # a single common card


class PenaltyWho(Word):
    """Who pays a penalty settlement when they do not win (`LoserPenalty.who`)."""

    OPENER = "opener"            # the player who opened the betting
    BOUGHT_WILD = "bought-wild"  # a player who bought a wild card
    USED_COMMON = "used-common"  # a player who used a given common card in their final hand
