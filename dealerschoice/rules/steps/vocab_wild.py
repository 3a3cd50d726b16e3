"""Vocabularies of wild cards: where a wild comes from, which hands it counts in, what it
may stand for, when it stops being wild (steps/special.py, wild.py)."""

from __future__ import annotations

from dealerschoice.rules.steps.vocab_word import Word


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
    DICE_SUM = "dice-sum"            # the rank equal to the sum of the dice rolled
    DICE_EACH = "dice-each"          # the ranks shown by each die rolled (a one: aces)
    # not played by the simulator yet (Wild.gap says so)
    HIGH_CARD = "high-card"          # the holder's highest card, and its rank
    TABLE_ANY = "table-any"          # the rank of any table card
    TABLE_FLIPPED = "table-flipped"  # the rank of the `table_card`-th table card flipped
    UP_LOW = "up-low"                # the lowest face-up card at the table, and its rank
    UP_HIGH = "up-high"              # the highest face-up card at the table, and its rank
    PLAYER_RANK = "player-rank"      # a rank each player names for themselves
    PLAYER_CARD = "player-card"      # a card each player picks from their own (`hole_only`: a hole card)
    PLAYER_CARD_RANK = "player-card-rank"  # the same, and every card of its rank
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


class WildChooser(Word):
    """Who names the wild rank during the hand (`ChosenWild.chooser`)."""

    TURNS_UP = "turns-up"  # the player whose card turns up as the rule says
    SHOWS = "shows"        # a player showing a given hand face up
