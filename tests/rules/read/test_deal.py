"""The deal and deck families: deals to the players and the table, no-peek and looking,
cards offered, bought and auctioned at the deal, redeals and extra cards on a card event,
the deck and its shuffles (sentences written in the corpus's style, with other numbers,
ranks, suits, faces and seats)."""

import pytest

from dealerschoice.rules.grammar import read_sentences
from dealerschoice.rules.read.family import family
from dealerschoice.rules.read.words import run_words
from dealerschoice.rules.steps import Deal, Deck, Forced, Look, NoPeek, Redeal, Reshuffle, Trigger, Unknown
from dealerschoice.rules.steps.dealing import (
    AuctionCard,
    Buy,
    BuyTableCard,
    DeclineLimit,
    FaceOption,
    PerPlayer,
    PickTableCard,
    RefuseCard,
    SealedBidCards,
    TableOffer,
)
from dealerschoice.rules.steps.dealing_deck import DealFromSideDeck, ShuffleDiscards, SideDeck
from dealerschoice.rules.steps.dealing_events import (
    DealIf,
    DealToMatch,
    ExtraCards,
    ExtraForGoingIn,
    ExtraForShown,
    RedealIf,
    TableCardsOn,
)
from dealerschoice.rules.steps.dealing_shares import (
    AddToPermanentHand,
    DealDeckOut,
    DealHands,
    DealOut,
    DealTableUpTo,
    DealToPlayer,
    LeadPlayer,
    ShownToOthers,
    TableDealPerPlayer,
)
from dealerschoice.rules.steps.vocab import (
    Cost,
    DealTo,
    Face,
    Happening,
    OfferFrom,
    PickOrder,
    RedealWhen,
    Role,
    Side,
    TableCards,
    Target,
)
from dealerschoice.rules.steps.wager import NoOpenRedeal
from tests.rules import corpus

UP, DOWN = Face.UP, Face.DOWN
EACH, TABLE = Target.EACH, Target.TABLE
COMMON, OWN = TableCards.COMMON, TableCards.TABLE  # what a table deal calls its cards (`Deal.table`)

CASES = [
    # deals to the players and the table
    ("Deal three cards up to each player.", (Deal(3, UP),)),
    ("Deal 2 cards face-down to every player", (Deal(2, DOWN),)),
    ("Deal each player four face down cards.", (Deal(4, DOWN),)),
    ("Deal two cards down and one card up to each player.", (Deal(2, DOWN), Deal(1, UP))),
    ("Deal four common cards face up to the table.", (Deal(4, UP, TABLE, table=COMMON),)),
    ("Deal one card face down to the table, and two cards up to each player.",
     (Deal(1, DOWN, TABLE, table=OWN), Deal(2, UP))),
    ("Two up to each player.", (Deal(2, UP),)),
    ("One down to everyone, rotating the start one seat to the right each round.", (Deal(1, DOWN),)),
    ("Deal two cards up to each player, rotating the deal one player left every round.", (Deal(2, UP),)),
    ("Deal one card face up to every player still in.", (Deal(1, UP),)),
    ("Deal one card face up for each player.", (Deal(1, UP),)),
    ("Three cards down to each player.", (Deal(3, DOWN),)),
    # no-peek and looking
    ("Deal four cards down to each player. Nobody may look at these cards.", (Deal(4, DOWN), NoPeek())),
    ("Deal two cards down to each player, they may not look at these cards.", (Deal(2, DOWN), NoPeek())),
    ("Deal five cards down to each player, players may not see their cards until they are flipped.",
     (Deal(5, DOWN), NoPeek())),
    ("No one may look at their cards until they are turned over.", (NoPeek(),)),
    ("Players cannot look at these cards.", (NoPeek(),)),
    ("Deal one card down to each player, they may not look at it.", (Deal(1, DOWN), NoPeek())),
    ("Nobody may look at their down cards.", (NoPeek(),)),
    ("Each player may now look at their no peek cards.", (Look(),)),
    ("Everyone may look at their remaining down cards.", (Look(),)),
    ("Each player looks at their hole cards.", (Look(),)),
    # cards offered at the deal
    ("Deal each player two cards face down, if they want them.", (Deal(2, DOWN, EACH, "if-wanted"),)),
    ("Deal one card up to each player, if they wish.", (Deal(1, UP, EACH, "if-wanted"),)),
    ("Deal one card face up to each player who wants one.", (Deal(1, UP, EACH, "if-wanted"),)),
    # a card's face chosen after the deal
    ("Deal each player one face down card. They may pay the pot to get it face up.",
     (Deal(1, DOWN), FaceOption(UP, Cost.POT))),
    ("Players may pay double ante to get it down instead.", (FaceOption(DOWN, Cost.ANTE, 2.0),)),
    ("Deal one up to each player, they may turn it down by turning over one of their down cards.",
     (Deal(1, UP), FaceOption(DOWN, by_flip=True))),
    ("Deal one card down to each player, they may get it up if they wish.", (Deal(1, DOWN), FaceOption(UP))),
    ("If the player to your right pays the ante, you get your card face up.",
     (FaceOption(UP, Cost.ANTE, paid_by=Side.RIGHT),)),
    # cards bought and auctioned at the deal
    ("Each player may buy two up cards for max bet.", (Buy(2, UP, Cost.MAX_BET),)),
    ("Every player in turn may buy one more down card for the pot.", (Buy(1, DOWN, Cost.POT, in_turn=True),)),
    ("Each player in betting order may buy an extra face up card for half the pot.",
     (Buy(1, UP, Cost.POT, 0.5, in_turn=True),)),
    ("Auction off the top card of the deck.", (AuctionCard(),)),
    ("Auction the top card from the deck, the winner may take it or give it to a player of their choice.",
     (AuctionCard(give=True),)),
    # deals to players who have folded, and per player to the table
    ("Deal two cards down to each player, and one card up to every player who has folded.",
     (Deal(2, DOWN), DealOut(1, UP, DealTo.FOLDED))),
    ("Deal one card face down to each player, including players who have already folded.",
     (DealOut(1, DOWN, DealTo.ALL),)),
    ("Deal one card up to each player, even if they have folded.", (DealOut(1, UP, DealTo.ALL),)),
    ("Deal two cards face down to the table per player.", (TableDealPerPlayer(2, DOWN),)),
    ("Deal one card face up to the table for every player.", (TableDealPerPlayer(1, UP),)),
    # redeals on a card event
    ("If the jack of diamonds is ever dealt face up, redeal.",
     (Redeal(Trigger("dealt-up", cards=("Jd",))),)),
    ("If a red king is dealt face up, then redeal the hand.",
     (Redeal(Trigger("dealt-up", cards=("Kh", "Kd"))),)),
    ("If a player is ever dealt a face up three, redeal.", (Redeal(Trigger("dealt-up", ranks=("3",))),)),
    ("If a natural pair of nines is dealt face up to one player, redeal.",
     (Redeal(Trigger("dealt-up", ranks=("9",), pair=True)),)),
    ("If any player flips a face up ace, redeal.", (Redeal(Trigger("flip", ranks=("A",))),)),
    ("If no kings were dealt face up, redeal.", (RedealIf(RedealWhen.NONE_DEALT_UP, ranks=("K",)),)),
    ("If the common card is a joker, redeal for every player still in.",
     (RedealIf(RedealWhen.TABLE_CARD, jokers=True, still_in=True),)),
    ("If the table card is a seven, redeal.", (RedealIf(RedealWhen.TABLE_CARD, ranks=("7",)),)),
    ("If no one opened in the last round of betting, redeal.", (NoOpenRedeal(),)),
    # extra cards and cards bought on a card event
    ("If a player is ever dealt a face up six, deal them an extra up card.",
     (ExtraCards(Trigger("dealt-up", ranks=("6",)), 1, UP),)),
    ("If a player is dealt a face up queen of hearts, they get two more down cards for free.",
     (ExtraCards(Trigger("dealt-up", cards=("Qh",)), 2, DOWN),)),
    ("If a community ace is dealt face up, deal each player an extra down card.",
     (ExtraCards(Trigger("dealt-up", ranks=("A",)), 1, DOWN, table=True),)),
    ("If any player ever flips a three face up, they may buy another up card for the pot. In the case of "
     "multiple threes in the same round, start with the player to the left of the dealer and go around.",
     (Forced(Trigger("flip", ranks=("3",)), "buy", "pot", optional=True, cards=1, face="up"),)),
    ("If no one goes in, deal two cards down to each player.", (DealIf(Happening.NOBODY_IN, (Deal(2, DOWN),)),)),
    ("If the last player to declare went in against only one other player, they get an extra up card.",
     (Deal(1, UP, EACH, "last-declarer-heads-up"),)),
    ("If the player with the low hand showing chooses, redeal.", (RedealIf(RedealWhen.CHOSEN, by=Role.LOW_SHOWING),)),
    # more deals
    ("Auction off the top card of the deck. Deal every other player two cards face down.",
     (AuctionCard(), DealOut(2, DOWN, DealTo.OTHERS))),
    ("Deal two cards down to each hand each player still has in the game.", (DealOut(2, DOWN, DealTo.HANDS),)),
    ("Deal two of the threes face up to each player.", (DealFromSideDeck(2, UP, ("3",)),)),
    # a dealt card refused
    ("Deal one up to each player. Each player can pass the first card they get each round, even if it was passed "
     "to them, and take the top card off the deck instead. If a card makes it past the dealer, it is discarded.",
     (Deal(1, UP), RefuseCard(passed=True, replaced=True, first_only=True, even_passed=True,
                              past_dealer_discarded=True))),
    ("A player may pass the first card he gets each round if he pays max bet, and get the top card of the deck.",
     (RefuseCard(passed=True, replaced=True, first_only=True, cost=Cost.MAX_BET),)),
    ("Players may reject the first card they are dealt every round and take the top one from the deck instead.",
     (RefuseCard(replaced=True, first_only=True),)),
    ("Three times per game each player may reject their dealt card and get another one.",
     (RefuseCard(replaced=True, per_game=3),)),
    ("Once per hand each player may swap the card dealt to them with the top card of the deck.",
     (RefuseCard(replaced=True, per_game=1),)),
    ("You can pay triple the ante to pass the first card you get this round, even if it was passed to you.",
     (RefuseCard(passed=True, first_only=True, even_passed=True, cost=Cost.ANTE, times=3.0),)),
    ("You may pay the pot to pass it to the player on your left instead. If the dealer rejects the card, it is "
     "discarded.", (RefuseCard(passed=True, cost=Cost.POT, past_dealer_discarded=True),)),
    ("A player may refuse any card he is dealt, forcing the player to their left to take it.",
     (RefuseCard(passed=True),)),
    # table cards bought by age
    ("Each player in turn may buy the oldest table card for max bet, the third oldest for the pot, or the top "
     "card of the deck for the ante. If the deck card is bought, turn it up, otherwise deal a new table card.",
     (BuyTableCard((TableOffer(OfferFrom.TABLE, 1, Cost.MAX_BET), TableOffer(OfferFrom.TABLE, 3, Cost.POT),
                    TableOffer(OfferFrom.DECK, None, Cost.ANTE)), UP),)),
    ("Every player in turn may buy the oldest table card for free, the next oldest for the ante, then double, "
     "or the top card of the deck for min bet. If the deck card is bought it stays face down, otherwise deal a "
     "new common card.",
     (BuyTableCard((TableOffer(OfferFrom.TABLE, 1, Cost.FREE), TableOffer(OfferFrom.TABLE, 2, Cost.ANTE),
                    TableOffer(OfferFrom.TABLE, 3, Cost.ANTE, 2.0), TableOffer(OfferFrom.DECK, None, Cost.MIN_BET)),
                   DOWN),)),
    # by place in the deal ("first up table card": the oldest), a face-down table card on offer,
    # prices "2x" a unit and prices with a part per player
    ("Each player in turn may buy first up table card for ante, second for 2x ante, third for max bet, top deck "
     "card for free, or down table for the pot + 2x max bet/player. If deck card or down table is bought it stays "
     "down, otherwise deal a new table card.",
     (BuyTableCard((TableOffer(OfferFrom.TABLE, 1, Cost.ANTE), TableOffer(OfferFrom.TABLE, 2, Cost.ANTE, 2.0),
                    TableOffer(OfferFrom.TABLE, 3, Cost.MAX_BET), TableOffer(OfferFrom.DECK, None, Cost.FREE),
                    TableOffer(OfferFrom.DOWN_TABLE, None, Cost.POT, per_player=PerPlayer(Cost.MAX_BET, 2.0))),
                   DOWN),)),
    ("Each player in turn may buy the first up table card for the ante, the second for double ante, top deck card "
     "for min bet, or the down table card for the pot plus 3x ante/player. If the deck card or the down table card "
     "is bought, it stays down, otherwise deal a new table card.",
     (BuyTableCard((TableOffer(OfferFrom.TABLE, 1, Cost.ANTE), TableOffer(OfferFrom.TABLE, 2, Cost.ANTE, 2.0),
                    TableOffer(OfferFrom.DECK, None, Cost.MIN_BET),
                    TableOffer(OfferFrom.DOWN_TABLE, None, Cost.POT, per_player=PerPlayer(Cost.ANTE, 3.0))),
                   DOWN),)),
    ("Every player in turn may buy second up table card for 2x max bet, third for ante, or top deck card for free. "
     "If deck card is bought, turn it up, otherwise deal a new table card.",
     (BuyTableCard((TableOffer(OfferFrom.TABLE, 2, Cost.MAX_BET, 2.0), TableOffer(OfferFrom.TABLE, 3, Cost.ANTE),
                    TableOffer(OfferFrom.DECK, None, Cost.FREE)), UP),)),
    ("Each player in turn may buy the first table card for the ante, or the down table card for max bet + the ante "
     "per player. If deck card or down table is bought it stays down, otherwise deal a new table card.",
     (BuyTableCard((TableOffer(OfferFrom.TABLE, 1, Cost.ANTE),
                    TableOffer(OfferFrom.DOWN_TABLE, None, Cost.MAX_BET, per_player=PerPlayer(Cost.ANTE))), DOWN),)),
    # table cards taken
    ("Every player in turn may take one table card or the top card of the deck and put it in their hand. Deck "
     "cards are dealt face down, table cards are replaced.",
     (BuyTableCard((TableOffer(OfferFrom.TABLE, None, Cost.FREE), TableOffer(OfferFrom.DECK, None, Cost.FREE)),
                   DOWN),)),
    ("Each player may take the common card or pay the ante to get one dealt face up to them from the deck. If "
     "they take the common card, replace it.",
     (BuyTableCard((TableOffer(OfferFrom.TABLE, None, Cost.FREE), TableOffer(OfferFrom.DECK, None, Cost.ANTE)),
                   UP),)),
    ("Deal one card face down to the table per player. Starting with the high hand showing and going down in "
     "hand order, each player takes one of the cards and puts it in their hand.",
     (TableDealPerPlayer(1, DOWN), PickTableCard(1, PickOrder.HIGH_FIRST))),
    # the deck
    ("Use a standard 52 card deck with two jokers added.", (Deck(jokers=2),)),
    ("Use a deck with one joker.", (Deck(jokers=1),)),
    ("Play with two decks shuffled together.", (Deck(decks=2),)),
    ("Shuffle three standard decks together.", (Deck(decks=3),)),
    ("Add two jokers to the deck.", (Deck(jokers=2),)),
    ("Play with a regular deck and a joker.", (Deck(jokers=1),)),
    ("Take the threes through sevens out of the deck.", (Deck(without=("3", "4", "5", "6", "7")),)),
    ("Remove the twos and threes from the deck, and add two jokers.", (Deck(jokers=2, without=("2", "3")),)),
    ("Take the fours, fives, and sixes out of the deck.", (Deck(without=("4", "5", "6")),)),
    ("Take the aces out of the deck and shuffle them into their own four card deck.", (SideDeck(("A",)),)),
    # shuffles
    ("All players discard their cards and the deck is shuffled.", (Reshuffle(),)),
    ("Reshuffle all the cards into the deck.", (Reshuffle(),)),
    ("Shuffle the deck.", (Reshuffle(),)),
    ("Shuffle the discards into a separate pile.", (ShuffleDiscards(pile=True),)),
    ("Shuffle all discarded cards into the deck.", (ShuffleDiscards(),)),
    ("If the deck runs out, shuffle the discards into a new deck.", (ShuffleDiscards(when_empty=True),)),
    # cards to one player
    ("Deal one face up table card to the player to the left of the dealer.",
     (DealToPlayer(1, UP, Role.LEFT_OF_DEALER, table_card=True),)),
    ("Deal two cards down to the high hand showing", (DealToPlayer(2, DOWN, Role.HIGH_SHOWING),)),
    ("Deal an extra up card to the person to the dealer's left.", (DealToPlayer(1, UP, Role.LEFT_OF_DEALER),)),
    # separate hands
    ("Deal each player three sets of two up cards.", (DealHands(3, 2, UP),)),
    ("Deal two hands of four cards face down to every player.", (DealHands(2, 4, DOWN),)),
    ("Everyone is dealt 2 hands of 5 cards.", (DealHands(2, 5, DOWN),)),
    # table cards counted by the players, topped up, the deck dealt out
    ("Deal a number of face up table cards equal to the number of players", (TableDealPerPlayer(1, UP),)),
    ("Deal a number of down common cards equal to three times the number of players.",
     (TableDealPerPlayer(3, DOWN),)),
    ("Deal a number of cards face up to the table equal to twice the number of players still in.",
     (TableDealPerPlayer(2, UP),)),
    ("If the table has fewer than four cards, deal table cards face up until it does.", (DealTableUpTo(4, UP),)),
    ("If there are less than 6 common cards, deal more common cards until there are 6.", (DealTableUpTo(6),)),
    ("Deal out the entire deck, except everyone gets the same number of cards.", (DealDeckOut(even=True),)),
    ("Deal the whole deck out face down.", (DealDeckOut(DOWN),)),
    # redeals on a card dealt, face up or down
    ("If a player is ever dealt a red jack, redeal the hand.", (RedealIf(RedealWhen.DEALT, cards=("Jh", "Jd")),)),
    ("If anyone is dealt the ace of clubs, then redeal for everyone still in.",
     (RedealIf(RedealWhen.DEALT, cards=("Ac",), still_in=True),)),
    ("If a joker is dealt to a player, redeal.", (RedealIf(RedealWhen.DEALT, jokers=True),)),
    ("If a king was ever dealt, redeal", (RedealIf(RedealWhen.DEALT, ranks=("K",)),)),
    # redeals forced by a card turned up
    ("Before each betting round, a player may show the jack of diamonds to force a redeal.",
     (RedealIf(RedealWhen.FLIPPED, cards=("Jd",)),)),
    ("Before every round of betting, any player can turn up a black ace to call for a redeal",
     (RedealIf(RedealWhen.FLIPPED, cards=("As", "Ac")),)),
    ("If flipping a table card ever turns up a face card, then redeal the hand.",
     (RedealIf(RedealWhen.TABLE_CARD, ranks=("J", "Q", "K")),)),
    ("If flipping any common card reveals a joker, redeal for all players still in.",
     (RedealIf(RedealWhen.TABLE_CARD, jokers=True, still_in=True),)),
    ("If the table card is a face card, redeal.", (RedealIf(RedealWhen.TABLE_CARD, ranks=("J", "Q", "K")),)),
    # a second kitty
    ("If nobody goes in, deal another two table cards face up as a new kitty.",
     (DealIf(Happening.NOBODY_IN, (Deal(2, UP, TABLE, table=OWN),)),)),
    # the permanent hand
    ("Add two of your up cards to your permanent hand", (AddToPermanentHand(2, UP),)),
    ("Each player puts one of their cards into their permanent hand.", (AddToPermanentHand(1),)),
    ("Move a down card to your permanent hand.", (AddToPermanentHand(1, DOWN),)),
    # cards held facing out
    ("Deal two cards down to each player. Players may not look at these cards, but must show them to everyone "
     "else.", (Deal(2, DOWN), NoPeek(), ShownToOthers())),
    ("They may not look at it, but they must show it to every other player.", (NoPeek(), ShownToOthers())),
    # a lead player
    ("Deal two cards down to each player, the leader rotating counterclockwise every round.",
     (Deal(2, DOWN), LeadPlayer(Side.RIGHT))),
    ("Deal one card face up with every player, the lead player rotating clockwise each round. Deal two more "
     "down cards to the lead.", (Deal(1, UP), LeadPlayer(Side.LEFT), DealToPlayer(2, DOWN, Role.LEAD))),
    # offers limited by earlier declines
    ("Deal one card down to each player, if they want it and if they took a card last round.",
     (Deal(1, DOWN, EACH, "if-wanted"), DeclineLimit(after_decline=True))),
    ("Deal each player two cards up, if they want them and if they have not refused cards 2 times in a row",
     (Deal(2, UP, EACH, "if-wanted"), DeclineLimit(in_a_row=2))),
    # table cards on a card event
    ("Each time a pair is dealt face-up, deal two cards face down to the table.",
     (TableCardsOn(Trigger("dealt-up", pair=True), 2, DOWN),)),
    ("Whenever a player is dealt a face up seven, deal one more common card up.",
     (TableCardsOn(Trigger("dealt-up", ranks=("7",)), 1, UP),)),
    ("Every time any player flips a heart, deal a card up onto the board.",
     (TableCardsOn(Trigger("flip", suits=("h",)), 1, UP),)),
    # a passing fee that doubles
    ("Deal one card up to each player. You may pay twice the previous round's fee to pass it to the player on "
     "your left.", (Deal(1, UP), RefuseCard(passed=True, doubled_fee=True))),
    # cards shared out by sealed bids
    ("Deal two cards down for each player. Everyone privately holds a bid from the ante to the pot in their "
     "hand. The cards are handed out from high down in order of bid, the eldest bid wins ties.",
     (TableDealPerPlayer(2, DOWN), SealedBidCards(Cost.ANTE, Cost.POT))),
    # extra cards for cards shown
    ("Everyone may show all the red jacks they hold and get two more cards for each.",
     (ExtraForShown(cards=("Jh", "Jd"), count=2),)),
    ("Each player may reveal any aces and kings, and be dealt an extra down card for each one",
     (ExtraForShown(ranks=("A", "K"), face=DOWN),)),
    ("Each player can expose their nines they have and receive another card for every one.",
     (ExtraForShown(ranks=("9",)),)),
    # extra cards for going in with a card
    ("Each player who goes in with the queen of spades is dealt two more down cards.",
     (ExtraForGoingIn(cards=("Qs",), count=2, face=DOWN),)),
    ("Everyone that went in with a king gets another up card", (ExtraForGoingIn(ranks=("K",), face=UP),)),
    # deals by matching ranks
    ("Deal a card to every player in turn until two cards match in rank. Deal the last card to the player who "
     "already has a card of that rank.", (DealToMatch(in_turn=True),)),
    ("Turn cards up from the deck until a card matches the rank of a player's card. Give the card to that "
     "player.", (DealToMatch(),)),
]


@pytest.mark.parametrize("sentence, steps", CASES, ids=[c[0][:60] for c in CASES])
def test_deal_sentence(sentence, steps):
    assert read_sentences(sentence) == steps


@pytest.mark.parametrize("sentence", [
    "Deal each player a song.",
    "Deal one card sideways to each player.",
    "Deal two cards up to each player if the dealer sneezes.",
    "No player may sing these cards.",
    "If a player is ever dealt a face up four, they may dance.",
    "If the queen of spades is ever dealt face down, redeal.",
    "Each player may buy a down card for a song.",
    "Use a 48 card deck.",
    "Take the red queens out of the deck.",  # whole ranks only
    "If the table card is a joker, redeal for the dealer.",
    "A player can pass the first card he gets each round to the dealer.",
    "Each player in turn may buy the oldest table card for the ante, the oldest table card for max bet, or the "
    "top card of the deck for free. If the deck card is bought it stays down, otherwise deal a new table card.",
    "Take the aces out of the deck and shuffle them into their own eight card deck.",
    "Starting with the low hand and going down in hand order, each player picks one of the cards.",
    "Deal one card up to the player who sneezes.",
    "Deal each player two songs of three down cards.",
    "Deal a number of up table cards equal to the number of songs.",
    "If the table has less than five cards, deal table cards until there are six.",
    "If a player is ever dealt a wild card, redeal.",  # wild: a Trigger's, only face up
    "Deal the deck sideways.",
    "Add one of your down cards to your permanent song.",
    "Before any betting round, any player may flip a wild card to force a redeal.",
    "You may not look at this card, but you must show it to the dealer's dog.",
    "Deal one card up with each player.",
    "Deal one card up to each player, the lead player rotating sideways each round.",
    "Deal each player one card face up, if they want it and if they sang last round.",
    "You may pay double last round's song to pass it to the player on your left.",
    "Each player may reveal any fours they have, and sing a song for each one.",
    "Anyone who went in with a wild card gets an extra card.",
    "Anyone who went in with a four gets a song.",
    # a face-down table card on offer that the bought-clause does not name (is it replaced?), or
    # named there but not on offer; offered twice; a part per player that costs nothing
    "Each player in turn may buy first up table card for ante, or down table for the pot. If deck card is bought "
    "it stays down, otherwise deal a new table card.",
    "Each player in turn may buy first up table card for ante, or top deck card for free. If deck card or down "
    "table is bought it stays down, otherwise deal a new table card.",
    "Each player in turn may buy first up table card for ante, down table for max bet, or down table for the pot. "
    "If deck card or down table is bought it stays down, otherwise deal a new table card.",
    "Each player in turn may buy first up table card for ante, first for max bet, or top deck card for free. If "
    "deck card is bought it stays down, otherwise deal a new table card.",
    "Each player in turn may buy first up table card for ante, or down table for the pot + nothing per player. If "
    "deck card or down table is bought it stays down, otherwise deal a new table card.",
    "Each player in turn may buy first up table card for ante, or down table for the pot + 2x max bet/song. If "
    "deck card or down table is bought it stays down, otherwise deal a new table card.",
    "Each player in turn may buy the first down table card for ante, or top deck card for free. If deck card is "
    "bought it stays down, otherwise deal a new table card.",
])
def test_near_misses_are_unknown(sentence):
    assert all(isinstance(s, Unknown) for s in read_sentences(sentence))


def test_sealed_bids_bounded_by_a_multiple_are_not_read():
    steps = read_sentences("Deal one card face up for each player. Each player secretly puts a bid from double "
                           "ante to max bet in their hand. Cards are distributed from high down in order of bid, "
                           "eldest bid breaks ties.")
    assert not any(isinstance(s, SealedBidCards) for s in steps) and any(isinstance(s, Unknown) for s in steps)


def test_card_events_not_seen_or_not_named_are_not_read():
    """A card dealt with no face said may be dealt down, where no one sees it (the older
    regexes read it as dealt face up): it is a `RedealIf` "dealt", not a simulated `Redeal` on
    a card dealt up; a Trigger names no jokers: not read rather than read wrong."""
    assert family("deal").read(run_words(["If a player is ever dealt a black eight, redeal."])) == (
        RedealIf(RedealWhen.DEALT, cards=("8s", "8c")),)
    assert family("deal").read(run_words(["If a joker is ever dealt face up, redeal."])) is None


def test_the_simulator_plays_deals_and_says_why_not_the_rest():
    assert Deal(1, UP, EACH, "if-wanted").gap() is None
    assert Redeal(Trigger("dealt-up", ranks=("Q",))).gap() is None
    # options a hand may go without: nobody takes them
    for step in (FaceOption(DOWN, Cost.MAX_BET), Buy(1, DOWN, Cost.MAX_BET)):
        assert step.gap() is not None and not step.gap().blocking
    # extra cards for a card dealt up, a player's own (play/triggers.py) or a common card
    # (triggers.table_card_up, called by the table deal in play/mechanics/moves.py)
    assert ExtraCards(Trigger("dealt-up", ranks=("4",))).gap() is None
    assert ExtraCards(Trigger("dealt-up", ranks=("4",)), table=True).gap() is None
    assert TableDealPerPlayer().gap() is None  # picked up into hands: play/mechanics/table_picks.py
    assert AuctionCard().gap() is None and AuctionCard(give=True).gap() is None  # play/mechanics/auctions.py
    assert SealedBidCards(Cost.MIN_BET, Cost.MAX_BET).gap() is None
    for step in (DealIf(Happening.NOBODY_OPENED, (Deal(1, DOWN),)),):
        assert step.gap() is not None and step.gap().blocking
    # played (issue 17): deals to folded players and to each hand a player holds, redeals on
    # a card dealt or a table card turned up, the discards shuffled back into the deck
    for step in (DealOut(1, UP, DealTo.ALL), DealOut(1, DOWN, DealTo.FOLDED), DealOut(1, UP, DealTo.OTHERS),
                 DealOut(1, UP, DealTo.HANDS),
                 RedealIf(RedealWhen.TABLE_CARD, jokers=True), RedealIf(RedealWhen.TABLE_CARD, jokers=True, still_in=True),
                 RedealIf(RedealWhen.DEALT, cards=("8s",)), ShuffleDiscards(), ShuffleDiscards(when_empty=True),
                 ShuffleDiscards(pile=True)):  # a pile of face-down table cards: play/mechanics/matching.py
        assert step.gap() is None, step
    # issue 17, guts (play/mechanics/guts.py): the deal when nobody went in, extra cards for going in
    assert DealIf(Happening.NOBODY_IN, (Deal(1, DOWN),)).gap() is None
    assert ExtraForGoingIn(ranks=("4",)).gap() is None
    assert DealIf(Happening.NOBODY_OPENED, (Deal(1, DOWN),)).gap().reason == (
        "cards are dealt only if something happened at the table first; the simulator does not play deals on such "
        "a condition yet")


@pytest.mark.skipif(not corpus.present(), reason=corpus.SKIP_REASON)
def test_the_corpus_deal_deck_and_shuffle_lines_are_read():
    types = corpus.rule_types()
    lines = [t for t in corpus.line_counts() if types.get(t) in ("deal", "deck", "shuffle")]
    unread = [t for t in lines if any(isinstance(s, Unknown) for s in read_sentences(t))]
    # Left (1 distinct line): "may choose to get dealt an extra card, or discard their hand a
    # new one of the same size" (a word missing: reading it would be a guess).
    assert len(unread) <= UNREAD_FLOOR, unread


UNREAD_FLOOR = 1


def test_a_table_offer_takes_words_and_refuses_a_word_outside_its_vocabulary():
    offer = TableOffer("down-table", None, "pot", per_player=PerPlayer("max-bet", 2.0))
    assert offer == TableOffer(OfferFrom.DOWN_TABLE, None, Cost.POT, per_player=PerPlayer(Cost.MAX_BET, 2.0))
    assert TableOffer(OfferFrom.TABLE, 1, Cost.ANTE).per_player is None  # the readings before it stay as they were
    with pytest.raises(ValueError, match="'down-tabel' is not a valid OfferFrom"):
        TableOffer("down-tabel", None, "pot")
    with pytest.raises(ValueError, match="'max-bets' is not a valid Cost"):
        PerPlayer("max-bets")


def test_every_table_card_offer_is_played_the_face_down_card_and_prices_per_player_too():
    plain = BuyTableCard((TableOffer(OfferFrom.TABLE, 1, Cost.ANTE), TableOffer(OfferFrom.DECK, None, Cost.FREE)))
    down = BuyTableCard((TableOffer(OfferFrom.TABLE, 1, Cost.ANTE), TableOffer(OfferFrom.DOWN_TABLE, None, Cost.POT)))
    grows = BuyTableCard((TableOffer(OfferFrom.TABLE, 1, Cost.POT, per_player=PerPlayer(Cost.ANTE)),))
    for step in (plain, down, grows):  # play/mechanics/buying.py (_offered)
        assert step.gap() is None, step


# ---- table rules (steps/table_rules.py) -------------------------------------------------
from dealerschoice.rules.steps.table_rules import (  # noqa: E402
    FlippedAuction,
    FoldOnTableRank,
    NoPeekJoinsHand,
    OpenerRedeal,
    PickTableSet,
    RedealOn,
    ReplaceMatched,
    ShowdownRedeal,
    TableCardBids,
    TableCardReoffered,
)
from dealerschoice.rules.steps.vocab import OpenerShift, RedealEvent  # noqa: E402

TABLE_RULES = [
    # redeals on an event
    ("If a player gets a wild card specific to them face up, redeal.", (RedealOn(RedealEvent.OWN_WILD_UP),)),
    ("If anyone is dealt their own wild card face up, then redeal the hand", (RedealOn(RedealEvent.OWN_WILD_UP),)),
    ("If any player receives a wild card that is personal to them face-up, redeal.",
     (RedealOn(RedealEvent.OWN_WILD_UP),)),
    ("If nobody has had to match the pot yet, redeal.", (RedealOn(RedealEvent.NONE_MATCHED),)),
    ("If no player matched the pot so far, redeal the game.", (RedealOn(RedealEvent.NONE_MATCHED),)),
    # an opening requirement that moves
    ("If nobody opened in the last betting round, redeal and raise the requirement to open by one step.",
     (OpenerRedeal(OpenerShift.UP),)),
    ("If no one opened in the previous round of betting, redeal and lower the opening requirement by a step.",
     (OpenerRedeal(OpenerShift.DOWN),)),
    ("If no one opened in the last round of betting, redeal and decrease the restriction to open betting by one "
     "step down to a pair of sixes, then increase one step up to a pair of tens, and so on.",
     (OpenerRedeal(OpenerShift.DOWN, "6", "T"),)),
    ("If no one opens, redeal and increase the restriction to open betting by one step up to a pair of kings, then "
     "decrease down to a pair of nines, and so on.", (OpenerRedeal(OpenerShift.UP, "K", "9"),)),
    # a fold on the table card's rank: only after a deal of one table card
    ("Deal one card face down to the table. If a player has a card of the same rank in their hand, they must fold.",
     (Deal(1, DOWN, TABLE, table=OWN), FoldOnTableRank())),
    ("Deal a common card face up. If anyone holds a card of that rank, that player must fold.",
     (Deal(1, UP, TABLE, table=COMMON), FoldOnTableRank())),
    # auctions
    ("Turn up one card, the highest bidder takes it.", (FlippedAuction(),)),
    ("Flip a card face up, highest bidder wins it. Repeat twice.", (FlippedAuction(3),)),
    ("Flip one card from the deck, and the highest bidder gets it. Repeat once for every player, anyone who has "
     "won two cards cannot bid. If ever nobody bids on a card, the other players pay the ante for a card off the "
     "deck.", (FlippedAuction(None, 2, Cost.ANTE),)),
    ("Flip one card, highest bidder gets it. Repeat 4 times, a player who has won two cards may not bid again.",
     (FlippedAuction(5, 2),)),
    ("Each player bids on the common card in turn.", (TableCardBids(),)),
    ("Players bid for the table card in betting order, the lead player must bid at least double ante.",
     (TableCardBids(Cost.ANTE, 2.0),)),
    ("Players bid on the table card, the leader (who rotates) must open with max bet.",
     (TableCardBids(Cost.MAX_BET, 1.0, True),)),
    # table cards picked in sets or offered twice; cards of a round that pair
    ("Each player in turn takes one face up common card and the three face down common cards that go with it, "
     "and adds them to their hand.", (PickTableSet(1, 3),)),
    ("If anyone gets a second chance to buy the same table card, discard it and replace it with a new one.",
     (TableCardReoffered(),)),
    ("If a card of the last round paired another card in that round, discard it and replace it off the deck.",
     (ReplaceMatched(),)),
    # no-peek cards joining the hand; a redeal at the showdown
    ("If the first no-peek card is turned up, everyone adds it to their hand.", (NoPeekJoinsHand(1),)),
    ("At the showdown, if the jack of diamonds was ever dealt up, redeal.", (ShowdownRedeal("Jd"),)),
    ("At the showdown, if the ace of spades has been dealt face up, redeal the hand. However, if the king of "
     "spades was dealt face up after the ace of spades or shown at the showdown, don't redeal.",
     (ShowdownRedeal("As", "Ks"),)),
]


@pytest.mark.parametrize("text, steps", TABLE_RULES, ids=[c[0][:60] for c in TABLE_RULES])
def test_table_rules(text, steps):
    assert read_sentences(text) == steps


@pytest.mark.parametrize("text", [
    "If any player gets a wild card specific to the weather face up, redeal.",
    "If nobody has had to match the dealer by this point, redeal.",
    ("If no one opened in the previous round of betting, redeal and increase the restriction to open betting by one "
    "step up to a pair of aces, then increase one step up to a pair of jacks, and so on."),
    ("If no one opened in the previous round of betting, redeal and increase the restriction to open betting by one "
    "step up to two pair, then decrease one step down to a pair of jacks, and so on."),
    "If someone went in, redeal and increase the restriction to open betting by one step.",
    "Deal two cards face up to the table. If you have a card of that rank in your hand, you must fold.",
    "Deal one card up to each player. If you have a card of that rank in your hand, you must fold.",
    "Flip one card, lowest bidder gets it.",
    "Players bid on the table card in betting order, the leader must bid a song.",
    "Each player in turn picks one up table card and the two down table cards that goes with it, and eats them.",
    ("At the showdown, if a king of hearts was ever dealt face up, redeal the game. However, if the queen of hearts "
    "was dealt face up after the king of clubs, or revealed at the showdown, do not redeal."),
    "At the showdown, if a king was ever dealt face up, redeal.",
])
def test_table_rules_near_misses(text):
    assert any(isinstance(s, Unknown) for s in read_sentences(text))


def test_table_rules_are_not_simulated_and_block():
    assert ReplaceMatched().gap() is None  # played by play/mechanics/matching.py
    # played: the pair needed to open moved by redeals (play/mechanics/opening.py), the bids
    # on a table card (play/mechanics/buying.py)
    for step in (OpenerRedeal(OpenerShift.UP), OpenerRedeal(OpenerShift.DOWN, "K", "J"), TableCardBids(),
                 TableCardBids(Cost.MAX_BET, 1.0, True), PickTableSet()):  # a set picked: mechanics/table_picks.py
        assert step.gap() is None, step
    assert FlippedAuction(None, 3, Cost.ANTE, 2.0).gap() is None  # play/mechanics/auctions.py
    assert FoldOnTableRank().gap() is None  # play/mechanics/table_forced.py
    assert RedealOn(RedealEvent.NONE_MATCHED).gap() is None  # play/mechanics/redeals.py
    assert RedealOn(RedealEvent.OWN_WILD_UP).gap() is None  # redeals.py, by own_wilds.own_wild_up
    assert TableCardReoffered().gap() is None  # play/mechanics/reoffers.py, from buying.py
    assert ShowdownRedeal("Kh").gap() is None  # play/mechanics/redeals.at_showdown
    assert NoPeekJoinsHand(2).gap() is None  # issue 17: the showdown's cards of a hand, no_peek_aside.py


def test_table_rule_words_are_checked():
    with pytest.raises(ValueError, match="'sideways' is not a valid OpenerShift"):
        OpenerRedeal("sideways")
    with pytest.raises(ValueError, match="'sometimes' is not a valid RedealEvent"):
        RedealOn("sometimes")



# ---- invariants over numbers and ranks ----------------------------------------------------
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

_NUMBER_WORDS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
_PAIRS = {"aces": "A", "kings": "K", "queens": "Q", "jacks": "J", "tens": "T", "nines": "9", "eights": "8",
          "sevens": "7", "sixes": "6", "fives": "5", "fours": "4", "threes": "3", "twos": "2"}


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(sorted(_PAIRS)), st.sampled_from(sorted(_PAIRS)), st.booleans())
def test_a_moving_opener_turns_at_any_pair(turn, back, up):
    first, second = ("increase", "decrease") if up else ("decrease", "increase")
    there, back_way = ("up", "down") if up else ("down", "up")
    text = (f"If no one opened in the previous round of betting, redeal and {first} the restriction to open betting "
            f"by one step {there} to a pair of {turn}, then {second} one step {back_way} to a pair of {back}, and so on.")
    assert read_sentences(text) == (OpenerRedeal(OpenerShift.UP if up else OpenerShift.DOWN, _PAIRS[turn], _PAIRS[back]),)


@settings(max_examples=25, deadline=None)
@given(st.integers(2, 9), st.integers(1, 9))
def test_auctions_and_picked_sets_count_any_number(repeats, most):
    auction = (f"Flip one card, highest bidder gets it. Repeat {_NUMBER_WORDS[repeats - 1]} times, players who have "
               f"won {_NUMBER_WORDS[most - 1]} cards may not bid.")
    assert read_sentences(auction) == (FlippedAuction(repeats + 1, most),)
    pick = (f"Each player in turn picks one up table card and the {most} down table cards that go with it, and puts "
            "them in their hand.")
    assert read_sentences(pick) == (PickTableSet(1, most),)
