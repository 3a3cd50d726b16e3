"""The wild family: wild cards of every kind, limited wilds and dead cards (sentences written
in the corpus's style, with other ranks, suits, colours, faces, places and sizes)."""

import pytest

from dealerschoice.rules.grammar import read_sentences
from dealerschoice.rules.read.family import family
from dealerschoice.rules.read.words import run_words, split_sentences
from dealerschoice.rules.steps import Dead, Forced, Trigger, Unknown, Wild, WildChange
from dealerschoice.rules.steps.board import Spot
from dealerschoice.rules.steps.vocab import (
    ComboHow,
    Cost,
    Face,
    FollowWatch,
    LimitedAs,
    LineKind,
    Part,
    WildHands,
    WildVoidWhen,
)
from dealerschoice.rules.steps.vocab import WildSource as S
from dealerschoice.rules.steps.wild import (
    ChosenWild,
    DealtOwnWild,
    HeldSetWild,
    LimitedWild,
    NamedRankWild,
    SpotWild,
    SuitFollowWild,
    WildClimb,
    WildCombo,
    WildCountValue,
    WildsEnd,
    WildShift,
    WildVoid,
)
from tests.rules import corpus

CLUBS = tuple(r + "c" for r in "23456789TJQKA")
DIAMONDS = tuple(r + "d" for r in "23456789TJQKA")

CASES = [
    # ranks, cards, suits and colours
    ("Eights are wild.", (Wild(S.RANK, ("8",)),)),
    ("Deuces are wild", (Wild(S.RANK, ("2",)),)),
    ("Treys and nines are wild.", (Wild(S.RANK, ("3", "9")),)),
    ("Aces, kings and queens are wild.", (Wild(S.RANK, ("A", "K", "Q")),)),
    ("Jokers are also wild.", (Wild(S.CARD, jokers=True),)),
    ("The jack of diamonds is wild.", (Wild(S.CARD, (), ("Jd",)),)),
    ("The three of clubs and the queen of hearts are wild.", (Wild(S.CARD, (), ("3c", "Qh")),)),
    ("Black sixes are wild.", (Wild(S.CARD, (), ("6s", "6c")),)),
    ("Red queens are wild.", (Wild(S.CARD, (), ("Qh", "Qd")),)),
    ("Diamonds are wild.", (Wild(S.CARD, (), DIAMONDS),)),
    ("Clubs and diamonds are wild.", (Wild(S.CARD, (), CLUBS + DIAMONDS),)),
    ("The one-eyed jacks are wild.", (Wild(S.CARD, (), ("Js", "Jh")),)),
    ("The suicide king is wild.", (Wild(S.CARD, (), ("Kh",)),)),
    ("Kings with only one eye are wild. This is usually the king of diamonds.", (Wild(S.CARD, (), ("Kd",)),)),
    ("The queen holding a flower is wild. This is typically the queen of clubs.", (Wild(S.CARD, (), ("Qc",)),)),
    ("Any king is wild.", (Wild(S.RANK, ("K",)),)),
    ("Threes are wild in low hands only.", (Wild(S.RANK, ("3",), hands="low"),)),
    ("Sixes are wild. If you get one face up, you must match the pot or fold.",
     (Wild(S.RANK, ("6",)), Forced(Trigger("gets-up", ranks=("6",)), "match-or-fold"))),
    ("Jacks are wild, and if you get one face up you must fold.",
     (Wild(S.RANK, ("J",)), Forced(Trigger("gets-up", ranks=("J",)), "fold"))),
    ("Face cards are wild.", (Wild(S.RANK, ("J", "Q", "K")),)),
    ("The joker is wild.", (Wild(S.CARD, jokers=True),)),
    ("Sevens are wild for everyone.", (Wild(S.RANK, ("7",)),)),
    # where they count
    ("Fours are wild in low hands.", (Wild(S.RANK, ("4",), hands=WildHands.LOW),)),
    ("Jacks are wild for high hands.", (Wild(S.RANK, ("J",), hands="high"),)),
    ("Sixes are wild in five-card hands or seven-card hands.", (Wild(S.RANK, ("6",), hand_sizes=(5, 7)),)),
    ("Tens are wild for you.", (Wild(S.RANK, ("T",), per_player=True),)),
    ("Black fours in the hole are wild.", (Wild(S.CARD, (), ("4s", "4c"), hole_only=True),)),
    ("Face down kings are wild.", (Wild(S.RANK, ("K",), hole_only=True),)),
    ("Face up sevens are wild.", (Wild(S.RANK, ("7",), up_only=True),)),
    ("Eights are wild in the hole.", (Wild(S.RANK, ("8",), hole_only=True),)),
    ("Hearts are wild if they are hole cards.", (Wild(S.CARD, (), tuple(r + "h" for r in "23456789TJQKA"), hole_only=True),)),
    ("If a player has the jack of hearts as a hole card, it is wild.", (Wild(S.CARD, (), ("Jh",), hole_only=True),)),
    # paid for
    ("Fives cost max bet to make wild.", (Wild(S.RANK, ("5",), cost=Cost.MAX_BET),)),
    ("Nines cost the pot to make wild.", (Wild(S.RANK, ("9",), cost="pot"),)),
    ("The king of spades is wild if you pay the pot.", (Wild(S.CARD, (), ("Ks",), cost="pot"),)),
    ("Kings are wild in the hole. If you get one face up, you must pay the max bet to make it wild.",
     (Wild(S.RANK, ("K",), hole_only=True), Wild(S.RANK, ("K",), cost="max-bet", up_only=True))),
    ("Fours are wild in the hole. If you get one face up you must pay double ante to make it wild.",
     (Wild(S.RANK, ("4",), hole_only=True), Wild(S.RANK, ("4",), cost="ante", up_only=True, cost_times=2))),
    ("Sixes cost triple the max bet to make wild.", (Wild(S.RANK, ("6",), cost="max-bet", cost_times=3),)),
    # for the table's own hand
    ("Eights are wild for the table.", (Wild(S.RANK, ("8",), table_hand=True),)),
    # more names
    ("Deuces and the queen of spades are wild.", (Wild(S.RANK, ("2",)), Wild(S.CARD, (), ("Qs",)))),
    ("Jokers are wild, as are the one-eyed jacks.", (Wild(S.CARD, (), ("Js", "Jh"), True),)),
    ("Fours are wild, as are nines.", (Wild(S.RANK, ("4", "9")),)),
    ("The man with the axe is wild.", (Wild(S.CARD, (), ("Kd",)),)),
    # wild, and a face-up one costs the pot
    ("Fives are wild, and if you get one face up you must match the pot or fold.",
     (Wild(S.RANK, ("5",)), Forced(Trigger("gets-up", ranks=("5",)), "match-or-fold"))),
    ("Queens are wild, but if you get a queen face up, you must match the pot or fold.",
     (Wild(S.RANK, ("Q",)), Forced(Trigger("gets-up", ranks=("Q",)), "match-or-fold"))),
    # table cards
    ("The last community card is wild, as are all cards of the same rank.", (Wild(S.TABLE_LAST),)),
    ("The last table card turned up is wild, as are all other cards of the same rank.", (Wild(S.TABLE_LAST),)),
    ("The highest common card is wild, as are all cards of the same rank.", (Wild(S.TABLE_HIGH),)),
    ("The lowest board card is wild, as are all others of the same rank.", (Wild(S.TABLE_LOW),)),
    ("All cards of the same rank as the third table card are wild.", (Wild(S.TABLE, table_card=3),)),
    ("Any card with a rank two higher than the first table card is wild.", (Wild(S.TABLE, table_card=1, offset=2),)),
    ("All cards one rank lower than the table card are wild.", (Wild(S.TABLE, table_card=1, offset=-1),)),
    ("Any card matching the rank of a common card is wild.", (Wild(S.TABLE_ANY),)),
    ("The first common card dealt is wild, as are all cards of the same rank.", (Wild(S.TABLE, table_card=1),)),
    ("The first table card flipped is wild, as are all cards of the same rank.",
     (Wild(S.TABLE_FLIPPED, table_card=1),)),
    ("The high common card in each row is wild, as are all cards of the same ranks.",
     (Wild(S.TABLE_HIGH, per_row=True),)),
    ("The first three common cards flipped are wild, as are all cards of the same rank.",
     tuple(Wild(S.TABLE_FLIPPED, table_card=n) for n in (1, 2, 3))),
    ("The highest card on the board is wild, as are all cards of the same rank.", (Wild(S.TABLE_HIGH),)),
    ("The last card dealt to the table is wild, as are all cards of the same rank.", (Wild(S.TABLE_LAST),)),
    # the card after a card
    ("The card flipped after the last flipped jack is wild, as are all cards of the same rank.",
     (Wild(S.FOLLOW, follows="J"),)),
    ("The next card turned up after the last queen is wild, as are all cards of the same rank.",
     (Wild(S.FOLLOW, follows="Q"),)),
    ("The face up card dealt after the last face up king is wild, as are all cards of the same rank.",
     (Wild(S.FOLLOW, follows="K", watch=FollowWatch.DEALT),)),
    ("The face-up card after the last face-up seven is wild, as are all cards of the same rank.",
     (Wild(S.FOLLOW, follows="7", watch=FollowWatch.UP),)),
    ("The up card dealt before the last face up red jack is wild, as are all cards of the same rank.",
     (Wild(S.FOLLOW, watch="dealt", before=True, follows_cards=("Jh", "Jd")),)),
    ("The face up card after the last face up face card is wild, as are all cards of the same rank.",
     (Wild(S.FOLLOW, watch="up", follows_cards=tuple(r + s for r in "JQK" for s in "shdc")),)),
    (("Any card dealt face up after a face up club is wild for the player it was dealt to, as are all cards of the "
     "same rank."), (Wild(S.FOLLOW, per_player=True, watch="dealt", follows_cards=CLUBS),)),
    ("The card dealt face up after a face up jack is wild, as are all cards of the same rank.",
     (Wild(S.FOLLOW, follows="J", watch="dealt"),)),
    ("The card after the last ace flipped is wild, as are all cards of the same rank.", (Wild(S.FOLLOW, follows="A"),)),
    # a player's own card
    ("Your lowest hole card is wild for you, as are all cards of the same rank.",
     (Wild(S.LOW_CARD, per_player=True, hole_only=True),)),
    ("Your low down card is wild for you, as are all other cards of the same rank.",
     (Wild(S.LOW_CARD, per_player=True, hole_only=True),)),
    ("Your low card is wild, as are all cards of the same rank.", (Wild(S.LOW_CARD, per_player=True),)),
    ("Your lowest card in the hole is wild for you, as are all cards of the same rank.",
     (Wild(S.LOW_CARD, per_player=True, hole_only=True),)),
    ("Every player's highest face-down card is wild for them, as are all cards of the same rank.",
     (Wild(S.HIGH_CARD, per_player=True, hole_only=True),)),
    ("Each player's low face up card is wild for them, as are all cards of the same rank.",
     (Wild(S.LOW_CARD, per_player=True, up_only=True),)),
    ("Your low hole card and all cards of the same rank are wild for your low hand.",
     (Wild(S.LOW_CARD, per_player=True, hands="low", hole_only=True),)),
    ("The first card each player flips is wild for them, as are all cards of the same rank.",
     (Wild(S.FIRST_FLIP, per_player=True),)),
    ("Each player's first flipped no-peek card is wild for them, as are all cards of the same rank.",
     (Wild(S.FIRST_FLIP, per_player=True),)),
    ("The first card you are dealt is wild, as are all cards of the same rank.", (Wild(S.FIRST_DEALT, per_player=True),)),
    ("The highest card in your hand is wild for you, as are all cards of the same rank.",
     (Wild(S.HIGH_CARD, per_player=True),)),
    ("The last card dealt to each player is wild for them, as are all cards of the same rank.",
     (Wild(S.LAST_DEALT, per_player=True),)),
    ("The last card you are dealt is wild for you, as are all cards of the same rank.",
     (Wild(S.LAST_DEALT, per_player=True),)),
    ("The lowest up card is wild for high hands, as are all cards of the same rank.",
     (Wild(S.UP_LOW, hands="high"),)),
    # chosen and worked out
    ("The dealer names one rank as wild.", (Wild(S.DEALER),)),
    ("The dealer chooses a rank to be wild.", (Wild(S.DEALER),)),
    ("The dealer may declare any rank wild.", (Wild(S.DEALER),)),
    ("Each player may name a rank to be wild for them.", (Wild(S.PLAYER_RANK, per_player=True),)),
    ("Every player may pick any one card in their hand to be wild.", (Wild(S.PLAYER_CARD, per_player=True),)),
    (("Each player may choose one of their hole cards to be wild for them. All other cards of the same rank are also "
     "wild for them."), (Wild(S.PLAYER_CARD_RANK, per_player=True, hole_only=True),)),
    ("The rank that is wild is equal to the number of cards in your hand.", (Wild(S.HAND_SIZE),)),
    ("The wild rank is the sum of the dice.", (Wild(S.DICE_SUM),)),
    ("All cards of the same rank as the number of players still in are wild.", (Wild(S.PLAYERS_LEFT),)),
    ("The dealer names the wild rank.", (Wild(S.DEALER),)),
    ("The dealer may choose which rank is wild.", (Wild(S.DEALER),)),
    # for a player who holds some cards, a few at a time
    ("Spades are wild if you have a king.", (Wild(S.CARD, (), tuple(r + "s" for r in "23456789TJQKA"), per_player=True,
                                                needs=("K",)),)),
    ("If you have a five, all of your fours are wild.", (Wild(S.RANK, ("4",), per_player=True, needs=("5",)),)),
    ("If you have a seven and a two, they're both wild.", (Wild(S.RANK, ("7", "2"), per_player=True, needs=("7", "2")),)),
    ("Every player can use one jack as a wild in their low hand.",
     (Wild(S.RANK, ("J",), per_player=True, hands="low", most=1),)),
    # wilds that vanish, wilds of several cards
    ("If you do not have at least two wild cards of different ranks, none of your wilds are wild.",
     (WildVoid(WildVoidWhen.ONE_RANK),)),
    ("If you have wilds of different ranks, none of them count as wild.", (WildVoid(WildVoidWhen.MIXED_RANKS),)),
    ("If you have a heart in your hand, none of your wild cards are wild.",
     (WildVoid(WildVoidWhen.HOLDS, cards=tuple(r + "h" for r in "23456789TJQKA")),)),
    ("If you have a king and a wild card, none of your cards are wild.",
     (WildVoid(WildVoidWhen.HOLDS_WITH_WILD, ranks=("K",)),)),
    ("Any two cards that add to ten count as one wild card.", (WildCombo(ComboHow.SUM, (2,), 10, True),)),
    ("Any three cards that add up to twelve make each other wild.", (WildCombo(ComboHow.SUM, (3,), 12, False),)),
    ("Any two cards that multiply to eight count as one wild.", (WildCombo(ComboHow.PRODUCT, (2,), 8, True),)),
    ("Any two or three cards of consecutive rank count as one wild.", (WildCombo(ComboHow.CONSECUTIVE, (2, 3), 0, True),)),
    ("If you have two cards that are three ranks apart (like four and seven), they count as one wild card.",
     (WildCombo(ComboHow.APART, (2,), 3, True),)),
    ("Pairs make each other wild.", (WildCombo(ComboHow.PAIR, (2,), 0, False),)),
    # by the shape of a hand
    ("Consecutive cards of the same suit are wild.", (Wild(S.SUITED_RUN),)),
    ("Pairs of the same colour are wild.", (Wild(S.COLOR_PAIR),)),
    ("If you have a hole card that pairs with an up card, that rank is wild for you.",
     (Wild(S.DOWN_PAIRS_UP, per_player=True),)),
    # wilds that change
    (("If a jack is flipped face up, that player may pick a wild card, which ceases to be wild. Flip the top card "
     "off the deck. All cards of the same rank are now wild."), (WildChange(Trigger("flip", ranks=("J",))),)),
    # limited wilds
    ("Sevens can count as eights.", (LimitedWild(LimitedAs.RANKS, ("7",), as_ranks=("8",)),)),
    ("Nines may be used as sixes or sevens.", (LimitedWild(LimitedAs.RANKS, ("9",), as_ranks=("6", "7")),)),
    ("The three of spades can be used as the eight to jack of spades.",
     (LimitedWild(LimitedAs.CARDS, (), ("3s",), as_cards=("8s", "9s", "Ts", "Js")),)),
    ("The two of clubs can be used as any non-heart face card.",
     (LimitedWild(LimitedAs.CARDS, (), ("2c",), as_cards=("Js", "Qs", "Ks", "Jd", "Qd", "Kd", "Jc", "Qc", "Kc")),)),
    ("Diamonds may be called one rank higher or lower than their actual rank.",
     (LimitedWild(LimitedAs.SHIFT, (), DIAMONDS, down=1, up=1),)),
    ("Fours through nines can count one rank higher than face value.",
     (LimitedWild(LimitedAs.SHIFT, ("4", "5", "6", "7", "8", "9"), up=1),)),
    ("Each one-eyed king can count as any two cards.", (LimitedWild(LimitedAs.SEVERAL, (), ("Kd",), count=2),)),
    ("The joker can count as any three cards.", (LimitedWild(LimitedAs.SEVERAL, jokers=True, count=3),)),
    ("The three of hearts can be used as any face card.", (LimitedWild(LimitedAs.RANKS, (), ("3h",), as_ranks=("J", "Q", "K")),)),
    ("Deuces are bugs (they may complete a straight, a flush, or count as an ace).", (LimitedWild(LimitedAs.BUG, ("2",)),)),
    ("The joker is a bug. It can be used to complete a straight or a flush, or as an ace.",
     (LimitedWild(LimitedAs.BUG, jokers=True),)),
    ("Jokers dealt face down can complete a straight or flush, or count as an ace.",
     (LimitedWild(LimitedAs.BUG, jokers=True, face=Face.DOWN),)),
    ("Deuces are bugs.", (LimitedWild(LimitedAs.BUG, ("2",)),)),
    ("Jokers may be used as aces or to complete a straight or a flush.", (LimitedWild(LimitedAs.BUG, jokers=True),)),
    # the two forced rules of a face-up wild, a share of the pot
    ("Clubs are wild. If you get a club face up, you must match half of the pot or fold.",
     (Wild(S.CARD, (), CLUBS), Forced(Trigger("gets-up", cards=CLUBS), "match-or-fold", pot_divided_by=2))),
    ("Fours and nines are wild. If you are dealt a four or a nine face up you must match 1/3 of the pot or fold.",
     (Wild(S.RANK, ("4", "9")), Forced(Trigger("gets-up", ranks=("4", "9")), "match-or-fold", pot_divided_by=3))),
    ("Clubs and diamonds are wild. If you get a club or a diamond face up, you must fold.",
     (Wild(S.CARD, (), CLUBS + DIAMONDS), Forced(Trigger("gets-up", cards=CLUBS + DIAMONDS), "fold"))),
    ("Eights are wild. If you get an eight face up, you must match the pot or fold.",
     (Wild(S.RANK, ("8",)), Forced(Trigger("gets-up", ranks=("8",)), "match-or-fold"))),
    # the table card names the rank, is not wild itself; the other colour
    ("Any card of the same rank as the second table card is wild, but the card itself is not wild.",
     (Wild(S.TABLE, table_card=2, not_itself=True),)),
    ("All cards with the same rank as the low common card are wild, but the low common card is not wild itself",
     (Wild(S.TABLE_LOW, not_itself=True),)),
    ("Any card with the same rank as the third community card is wild, but not the third community card itself.",
     (Wild(S.TABLE, table_card=3, not_itself=True),)),
    ("All cards of the same rank but the other colour as the last common card are wild.",
     (Wild(S.TABLE_LAST, opposite_colour=True),)),
    # by place on the board
    ("The corners of the square are wild.", (SpotWild(Spot(Part.CORNER)),)),
    ("The four corner cards are wild, as are all cards of the same rank.", (SpotWild(Spot(Part.CORNER), same_rank=True),)),
    ("The middle card of each column is wild.", (SpotWild(Spot(Part.MIDDLE, LineKind.COLUMN), each_line=True),)),
    ("The end cards in every row of common cards are wild, as are all cards of the same ranks.",
     (SpotWild(Spot(Part.END, LineKind.ROW), each_line=True, same_rank=True),)),
    # the first up cards, by seat, by how they were dealt, a player's own card of a suit
    ("Of the first face up cards dealt, the highest is wild, as are all cards of the same rank.",
     (Wild(S.UP_HIGH, first_up=True),)),
    ("The rank equal to your seat is wild for you.", (Wild(S.SEAT, per_player=True),)),
    ("Aces are wild for the player on the dealer's left, twos are wild for the next player to the left, and so forth.",
     (Wild(S.SEAT, per_player=True),)),
    ("Jokers dealt face up are wild even when flipped over.", (Wild(S.CARD, jokers=True, dealt_face=Face.UP),)),
    ("Black nines dealt face down are wild.", (Wild(S.CARD, (), ("9s", "9c"), dealt_face=Face.DOWN),)),
    ("Each player's high club is wild for them, as are all cards of the same rank.",
     (Wild(S.HIGH_CARD, per_player=True, among_suit="c"),)),
    ("Your lowest up spade is wild for you, as are all cards of the same rank.",
     (Wild(S.LOW_CARD, per_player=True, up_only=True, among_suit="s"),)),
    ("Nines are wild for everyone who did not take the first draw.", (Wild(S.RANK, ("9",), skipped_draw=1),)),
    ("Kings are wild for any player that didn't draw in the third draw round.", (Wild(S.RANK, ("K",), skipped_draw=3),)),
    ("If you have a wild four, all of your fives are wild.",
     (Wild(S.RANK, ("5",), per_player=True, needs=("4",), needs_wild=True),)),
    # wilds that end
    ("The second face up face card dealt kills all wilds.", (WildsEnd(Trigger("dealt-up", ranks=("J", "Q", "K")), 2),)),
    ("The first heart turned up ends all the wild cards.", (WildsEnd(Trigger("flip", suits=("h",)), 1),)),
    ("The third ace dealt face up cancels all wilds.", (WildsEnd(Trigger("dealt-up", ranks=("A",)), 3),)),
    # wilds that move as cards turn up
    (("Nines are wild. If a ten is flipped face up, nines are not wild and fours are. Each time a ten turns up, the "
      "wild switches back and forth between nines and fours."),
     (Wild(S.RANK, ("9",)), WildShift(Trigger("flip", ranks=("T",)), to_ranks=("4",)))),
    (("Fours and fives are wild. If a four or five is dealt face up, threes and sixes are wild. Each time a wild card "
      "is dealt face up, the low wild moves down one rank and the high wild moves up one rank."),
     (Wild(S.RANK, ("4", "5")), WildShift(Trigger("dealt-up", wild=True), down=1, up=1))),
    (("Eights are wild. If an eight comes up, sixes and tens are wild. Each time a wild comes up, the low wild shifts "
      "down two ranks, and the high wild shifts up two. If an ace is dealt face up, eights are wild again."),
     (Wild(S.RANK, ("8",)), WildShift(Trigger("gets-up", wild=True), down=2, up=2, reset=Trigger("dealt-up", ranks=("A",))))),
    # dead cards
    ("Queens do not contribute to hand value.", (Dead(("Q",)),)),
    ("Red threes are dead.", (Dead((), ("3h", "3d")),)),
    ("Twos and threes are dead cards.", (Dead(("2", "3")),)),
    ("Aces don't count.", (Dead(("A",)),)),
]


@pytest.mark.parametrize("sentence, steps", CASES, ids=[c[0][:60] for c in CASES])
def test_wild_sentence(sentence, steps):
    assert read_sentences(sentence) == steps


def test_the_simulator_plays_the_old_forms_and_says_why_not_the_new():
    # the simulator plays these (issue 16 made it play the holder's high card, any table
    # rank, follow-the-card on dealt cards, wilds held down or up, suits, holdings, a rank
    # each player names, bugs)
    for step in (Wild(S.RANK, ("3",)), Wild(S.CARD, jokers=True), Wild(S.TABLE_LAST), Wild(S.FOLLOW, follows="Q"),
                 Wild(S.LOW_CARD, per_player=True, hole_only=True), Wild(S.RANK, ("2",), cost="ante"),
                 Wild(S.TABLE, table_card=1, offset=1), Wild(S.DEALER), Wild(S.HIGH_CARD, per_player=True),
                 Wild(S.TABLE_ANY), Wild(S.FOLLOW, follows="Q", watch=FollowWatch.DEALT),
                 Wild(S.RANK, ("3",), hole_only=True), Wild(S.LOW_CARD, up_only=True),
                 Wild(S.LOW_CARD, per_player=True, among_suit="h"), Wild(S.PLAYER_RANK),
                 LimitedWild(LimitedAs.BUG, jokers=True), Wild(S.DICE_SUM), Wild(S.DICE_EACH)):
        assert step.gap() is None, step
    # a card of each row of the board (play/mechanics/row_wilds.py): the last, low or high one
    assert Wild(S.TABLE_LAST, per_row=True).gap() is None and Wild(S.TABLE_LOW, per_row=True).gap() is None
    assert Wild(S.TABLE, table_card=1, per_row=True).gap().blocking
    # jokers by how they were dealt (play/mechanics/wild_play.py)
    assert Wild(S.CARD, jokers=True, dealt_face="down").gap() is None
    assert LimitedWild(LimitedAs.BUG, jokers=True, face="up").gap() is None
    assert LimitedWild(LimitedAs.RANKS, ranks=("6",), face="up", as_ranks=("9",)).gap().blocking
    # the card before the one followed (play/triggers.py), the seat's own rank, the table's own hand's
    # wilds (play/mechanics/own_wilds.py, table_hand.py)
    assert Wild(S.FOLLOW, follows="Q", before=True).gap() is None and Wild(S.SEAT, per_player=True).gap() is None
    assert Wild(S.RANK, ("3",), table_hand=True).gap() is None
    for step in (Wild(S.RANK, ("3",), cost=Cost.MIN_BET), Dead(cards=("Qs",))):
        assert step.gap() is not None and step.gap().blocking, step
    assert Dead(("K",)).gap() is None  # dead ranks: play/mechanics/own_rankings.py (issue 16, session 5)


def test_the_new_forms_say_they_are_not_simulated():
    assert Wild(S.TABLE, table_card=1, opposite_colour=True).gap() is None  # play/wilds.py
    assert Wild(S.RANK, ("2",), skipped_draw=2).gap() is None  # play/mechanics/draw_wilds.py
    for step in (Wild(S.TABLE_LAST, not_itself=True, offset=1), Wild(S.TABLE_LAST, opposite_colour=True),
                 Wild(S.LOW_CARD, skipped_draw=2)):
        assert step.gap() is not None and step.gap().blocking, step
    # played now: wilds that shift, end, or are the lowest first up card; wild places on the
    # board (play/board.py)
    for step in (SpotWild(Spot(Part.CORNER)), SpotWild(Spot(Part.CORNER), same_rank=True),
                 WildShift(Trigger("gets-up", ranks=("Q",)), to_ranks=("K",)), Wild(S.UP_LOW, first_up=True),
                 WildsEnd(Trigger("dealt-up", ranks=("A",))), Wild(S.TABLE_LAST, not_itself=True),
                 Wild(S.FOLLOW, follows_cards=("2h",), per_player=True),
                 Wild(S.RANK, ("6",), cost=Cost.ANTE, cost_times=2)):  # issue 16
        assert step.gap() is None, step


def test_a_wild_source_outside_the_vocabulary_fails_when_made():
    with pytest.raises(ValueError):
        Wild("sideways")


@pytest.mark.parametrize("sentence", [
    "Threes are wild unless the dealer sneezes.",
    "Each player may sing a song.",
    "Threes are wild in six-card hands in the hole in low hands for you for you.",
    "Queens are mostly wild.",
    "The card dealt after the last face up queen is tame, as are all cards of the same rank.",
    "Sixes can count as purple.",
    "Kings are wild in the hole. If you get one face up you must pay half the pot to make it wild.",
    "Sevens are wild for the table for the board.",
    ("Jacks are wild. If a queen is dealt face up, jacks are not wild and kings are. Each time a king comes up, the wild "
     "changes back and forth between jacks and kings."),  # the third sentence follows another card
    ("Sixes and sevens are wild. If a six or seven is dealt face up, fours and eights are wild. Each time a wild is "
     "dealt face up, the low wild shifts down one rank, and the high wild shifts up one rank."),  # not the first shift
    "Twos are wild for the player to the left of the dealer, threes are wild for the next player to the left, and so on.",
    "Hearts are wild. If you get a heart face up, you must match 3/4 of the pot or fold.",
    "The corner common cards are wild unless the dealer sneezes.",
    "The second face card dealt kills all wilds.",  # dealt down: nobody sees it
    "Twos are wild for anyone who did not take the second bath.",
    "All cards of the same rank as the last common card are wild, but the first common card is not wild itself.",
])
def test_near_misses_are_unknown(sentence):
    assert any(isinstance(s, Unknown) for s in read_sentences(sentence)), read_sentences(sentence)


@pytest.mark.parametrize("sentence", [
    # the card alone, not its rank: the grammar does not read it as the rank (the older
    # patterns, still tried after the grammar, do)
    "The last common card flipped is wild.",
    "Your low hole card is wild for you.",
    "Jacks with only one eye are wild. This is typically the jack of clubs.",  # the aside names another card
    "Jokers are dead.",  # Dead names ranks and cards, not jokers
    "If you have two cards that are two ranks apart (like three and six), they count as one wild card.",  # not two apart
])
def test_not_read_by_the_wild_family(sentence):
    assert family("wild").read(run_words(split_sentences(sentence))) is None


@pytest.mark.skipif(not corpus.present(), reason=corpus.SKIP_REASON)
def test_corpus_wild_lines_are_read():
    types = corpus.rule_types()
    lines = [t for t in corpus.line_counts() if types.get(t) in ("wild", "limited", "dead")]
    unread = [t for t in lines if any(isinstance(s, Unknown) for s in read_sentences(t))]
    # Left (4): a card bought that "indicates wild" (which rank is not said), the up card
    # after your highest (its second sentence has a typo: "If you last up card ..."), a typo
    # ("You high hole card..."), and one we must not guess ("the Macintosh operating system":
    # a fact outside the game).
    assert len(unread) <= 4, unread


# Wilds that come from play, each a step of its own for the simulator (issue 16).
PLAY_CASES = [
    ("The first spade you are dealt is wild.", (DealtOwnWild(True, suit="s"),)),
    ("The last heart dealt to each player is wild for them.", (DealtOwnWild(False, suit="h"),)),
    ("The first seven you are dealt is wild, as are all cards of the same rank.",
     (DealtOwnWild(True, rank="7", same_rank=True),)),
    ("The two through ten of the same suit as the last face up queen are wild.",
     (SuitFollowWild("Q", ("2", "3", "4", "5", "6", "7", "8", "9", "T"), FollowWatch.UP),)),
    ("The jack through ace of the same suit as the last face-up seven are wild.",
     (SuitFollowWild("7", ("J", "Q", "K", "A")),)),
    ("All cards of the same suit as the last king dealt face up are wild.", (SuitFollowWild("K", (), "dealt"),)),
    ("Any card of the same suit as the last jack flipped is wild.", (SuitFollowWild("J", (), "flipped"),)),
    ("The last player to flip over a face down ace chooses what rank is wild (when they flip it over).",
     (ChosenWild("turns-up", Trigger("flip", ranks=("A",))),)),
    ("The first player to be dealt a face up king names the wild rank.",
     (ChosenWild("turns-up", Trigger("dealt-up", ranks=("K",)), latest=False),)),
    ("The last person to turn up a four picks a rank to be wild, when they turn it up.",
     (ChosenWild("turns-up", Trigger("flip", ranks=("4",))),)),
    ("If a player ever has a natural three of a kind showing, they may declare any rank to be wild.",
     (ChosenWild("shows", shows="trips", natural=True, latest=False),)),
    ("If a player ever has a flush showing, they may name one rank as wild.",
     (ChosenWild("shows", shows="flush", latest=False),)),
    ("Whatever rank the dealer declared as the passing rank is wild.", (NamedRankWild("passing"),)),
    ("The rank the dealer named as the rotate rank is wild.", (NamedRankWild("rotate"),)),
    ("The call rank is wild.", (NamedRankWild("call"),)),
    ("The passing rank is also wild.", (NamedRankWild("passing"),)),
    ("The first player dealt a face up ace names the wild rank.",
     (ChosenWild("turns-up", Trigger("dealt-up", ranks=("A",)), latest=False),)),
    ("Each player holding a card of the call rank may declare one other rank to be wild. If no one is holding the "
     "call rank, the next highest rank is wild.", (NamedRankWild("call", holders_choose=True, fallback_up=1),)),
    ("Every player with a card of the call rank may name one other rank as wild.",
     (NamedRankWild("call", holders_choose=True),)),
    ("If the lowest rank that is not wild is dealt face up, all cards of that rank are wild.", (WildClimb(),)),
    ("If the highest rank that is not wild is flipped, all cards of that rank are also wild.",
     (WildClimb(False, "flip"),)),
    ("If you have two queens and a jack or a king, all three are wild.",
     (HeldSetWild((("Q", "Q", "J"), ("Q", "Q", "K"))),)),
    ("If a player has two fives and a four, all three are wild for them.", (HeldSetWild((("5", "5", "4"),)),)),
    ("If you hold two sevens and a two or a three or a four, all three are wild.",
     (HeldSetWild((("7", "7", "2"), ("7", "7", "3"), ("7", "7", "4"))),)),
    ("If you have an odd number of wild cards, your hand value drops one rank per two wilds (round up). If you "
     "have an even number of wild cards, your hand value raise one rank per two wilds (round up).",
     (WildCountValue(True, -1, 2), WildCountValue(False, 1, 2))),
    ("If you have an even number of wild cards, your hand rises two ranks per three wild cards, rounded down.",
     (WildCountValue(False, 2, 3, round_up=False),)),
]

# Neighbours of the older forms: other words for the same rule.
NEIGHBOURS = [
    ("Whatever rank the dealer names is wild.", (Wild(S.DEALER),)),
    ("Whatever rank the dealer chose is wild.", (Wild(S.DEALER),)),
    ("Deuces are wild only in low hands.", (Wild(S.RANK, ("2",), hands="low"),)),
    ("Twos are wild for the high hand.", (Wild(S.RANK, ("2",), hands="high"),)),
    ("Each player may call one rank wild for themselves.", (Wild(S.PLAYER_RANK, per_player=True),)),
    ("Jokers can count as any card.", (Wild(S.CARD, jokers=True),)),
    ("Jokers dealt face up can be used as any other card.", (Wild(S.CARD, jokers=True, dealt_face="up"),)),
    ("Threes through fives can count as any card.", (Wild(S.RANK, ("3", "4", "5")),)),
    ("Twos are wild in high hands and low hands.", (Wild(S.RANK, ("2",)),)),
    ("Eights are wild for both high and low.", (Wild(S.RANK, ("8",)),)),
    ("If you have a four, your threes are wild.", (Wild(S.RANK, ("3",), per_player=True, needs=("4",)),)),
    ("The card following the last face up queen is wild, as are all cards of the same rank.",
     (Wild(S.FOLLOW, follows="Q", watch=FollowWatch.UP),)),
    ("Your lowest hole card is wild, as are all other cards of that rank.",
     (Wild(S.LOW_CARD, per_player=True, hole_only=True),)),
    ("Your high hole card and all cards of that rank are wild for you.",
     (Wild(S.HIGH_CARD, per_player=True, hole_only=True),)),
    ("Threes can be used as bugs.", (LimitedWild(LimitedAs.BUG, ("3",)),)),
    ("Twos count one rank higher or lower.", (LimitedWild(LimitedAs.SHIFT, ("2",), down=1, up=1),)),
    ("Nines can be counted two ranks lower.", (LimitedWild(LimitedAs.SHIFT, ("9",), down=2),)),
    ("If you have two wilds of different ranks, none of your wilds are wild.", (WildVoid(WildVoidWhen.MIXED_RANKS),)),
]

PLAY_NEAR_MISSES = [
    "The first spade you are dealt is wild in low hands.",  # no such limit on these wilds
    "The two through ten of the same suit as the last queen are wild.",  # which queens: not said
    "The last player to flip over a face up ace chooses what rank is wild.",  # it is up already
    "The last player to be dealt an ace chooses what rank is wild.",  # dealt down: no one sees it
    "The last player dealt a king chooses what rank is wild.",
    "If a player ever has a pair of kings showing, they may declare any rank to be wild.",
    "Each player holding a card of the call rank may declare one other rank to be wild. If no one is holding the "
    "passing rank, the next highest rank is wild.",  # the second sentence names another rank
    "If you have two queens and a jack, all four are wild.",  # three cards, not four
    "The lunch rank is wild.",
    "If the lowest rank that is not wild is sung, all cards of that rank are wild.",
    "If you have an odd number of wild cards, your hand value sings one rank per two wilds.",
    "If you have an odd number of wild cards, your hand value drops one rank per zero wilds.",
    "Whatever rank the dealer sneezes is wild.",
    "Threes are wild only only in low hands.",
    "Twos are wild in high hands and low hands and low hands.",
    "If you have a four, their your threes are wild.",
]


@pytest.mark.parametrize("sentence, steps", NEIGHBOURS)
def test_neighbours_of_the_older_forms(sentence, steps):
    assert read_sentences(sentence) == steps


@pytest.mark.parametrize("sentence, steps", PLAY_CASES, ids=[c[0][:60] for c in PLAY_CASES])
def test_wilds_from_play(sentence, steps):
    assert read_sentences(sentence) == steps


@pytest.mark.parametrize("sentence", PLAY_NEAR_MISSES)
def test_wilds_from_play_near_misses(sentence):
    assert any(isinstance(s, Unknown) for s in read_sentences(sentence)), read_sentences(sentence)


def test_wilds_from_play_say_they_are_not_simulated():
    # the simulator engineers are teaching the simulator these one by one: a step is either
    # played (no gap) or says, blocking, its type's reason
    for step in (SuitFollowWild("7", ("J", "Q", "K", "A")), WildClimb(), WildClimb(False, "flip")):
        assert step.gap() is None, step  # played now
    for _sentence, steps in PLAY_CASES:
        for step in steps:
            gap = step.gap()
            assert gap is None or (gap.blocking and gap.reason == type(step).gap_reason), step


# ---- round 4: the middle of the common cards a player uses (late_rules) ---------------------
from dealerschoice.rules.steps.late_rules import AfterOwnEndWild, UsedCardWild  # noqa: E402


@pytest.mark.parametrize("sentence, expected", [
    ("The positionally middle common card that you use is wild for you, as are all cards of the same rank.",
     (UsedCardWild(Part.MIDDLE, same_rank=True),)),
    ("The middle common card each player uses is wild for them.", (UsedCardWild(Part.MIDDLE),)),
    ("The face up card dealt to each player after their lowest face up card is wild for them.",
     (AfterOwnEndWild("low"),)),
    ("The up card dealt to you after your high up card is wild, as are all other cards of the same rank.",
     (AfterOwnEndWild("high", same_rank=True),)),
    ("The middle common card that a player uses is wild, as are all other cards of that rank",
     (UsedCardWild(Part.MIDDLE, same_rank=True),)),
])
def test_used_card_wilds(sentence, expected):
    assert read_sentences(sentence) == expected
    assert expected[0].gap() is None  # played: play/mechanics/own_wilds.py


@pytest.mark.parametrize("sentence", [
    "The middle common card that you use is happy.",
    "The middle common card that you love is wild for you.",
    "The up card dealt to you after your happiest up card is wild.",
    "The up card dealt to you after your highest up card is green.",
])
def test_used_card_wild_near_misses(sentence):
    assert read_sentences(sentence) == (Unknown(sentence),)
