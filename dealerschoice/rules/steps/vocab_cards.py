"""Vocabularies of the cards' moves: faces, seats, players by place, deals, flips, draws,
triggers and repeats (steps/cards.py, dealing*.py, draw.py, flip.py, table_rules.py)."""

from __future__ import annotations

from dealerschoice.rules.steps.vocab_word import Word


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
    DOWN_TABLE = "down-table"  # the table card dealt face down (the others lie face up)


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


class DrawOrder(Word):
    """The order players draw in, where a rule names one (`Discard.order`, `Twist.order`)."""

    LOW_SHOWING = "low-showing"    # the lowest hand showing first, then upward
    HIGH_SHOWING = "high-showing"  # the highest hand showing first, then downward
    DEALER = "dealer"              # the dealer first, then clockwise
    DEALER_COUNTER_CLOCKWISE = "dealer-counter-clockwise"  # the dealer first, then to the right


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


class RedealEvent(Word):
    """What throws a hand in to be dealt again (`RedealOn.when`; see steps/table_rules.py)."""

    OWN_WILD_UP = "own-wild-up"      # a player is dealt face up a card wild for them alone (their own wild rank)
    NONE_MATCHED = "none-matched"    # by this point nobody has had to match the pot


class DealCondition(Word):
    """When a conditional deal is made (`Deal.condition`)."""

    LAST_DECLARER_HEADS_UP = "last-declarer-heads-up"  # the last to declare went in against exactly one other player
    IF_WANTED = "if-wanted"  # each player may turn the card down (the simulator deals it to everyone: always allowed)


class TableCards(Word):
    """What a rule calls the cards it deals to the table (`Deal.table`): the rules of the
    database say "common" (or "community") cards for the cards every hand shares, and "table
    cards", or cards dealt "to the table", for the table's own cards, whose job the other
    rules give (the wild rank, the split card, a hand to beat, cards to bid on or take)."""

    COMMON = "common"  # part of every player's hand
    TABLE = "table"    # no one's hand: the table's own, for the job the other rules give them
