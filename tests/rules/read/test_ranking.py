"""The ranking family: hands ranked their own way, hands that beat everything, points, split cards."""

from __future__ import annotations

import pytest

from dealerschoice.rules.grammar import read_sentences
from dealerschoice.rules.read.family import family
from dealerschoice.rules.read.words import run_words, split_sentences
from dealerschoice.rules.steps import BestHand, SplitCard
from dealerschoice.rules.steps.ranking_rules import (
    FlushBySuit,
    MostCards,
    PointsSweep,
    SplitCardByCount,
    SplitPlace,
    SuitTotal,
    WrapStraights,
)
from dealerschoice.rules.steps.showdown import (
    CardValues,
    DealerNames,
    HandClass,
    HandsWith,
    PlaceWins,
    PointsTarget,
    Ranking,
    RankMoved,
    TieBreak,
    TopHand,
)
from dealerschoice.rules.steps.split_cards import HoleSplitCard, NamedSplitCard, SplitCardByTable

CASES = [
    ("Straights and flushes don't count for low hands.", (Ranking("ace-to-five", "low"),)),
    ("Straights and flushes count in low hands.", (Ranking("deuce-to-seven", "low"),)),
    ("Use two card poker hands.", (Ranking("cards", "all", 2),)),
    ("Use three-card hands (a straight flush beats trips beats a straight beats a flush beats a pair beats high card).",
     (Ranking("cards", "all", 3),)),
    ("Hands are determined by four card hands, but straights and flushes are ignored.",
     (Ranking("no-straights-flushes", "all", 4),)),
    ("Standard poker hands, but flushes don't count.", (Ranking("no-flushes"),)),
    ("Normal poker hands, except four fives beats everything.", (TopHand(4, ("5",)),)),
    ("Standard poker hands, but a pair of red jacks beats all other hands.", (TopHand(2, cards=("Jh", "Jd")),)),
    ("Standard poker hands, except two nines loses to everything.", (TopHand(2, ("9",), loses=True),)),
    ("Standard poker hands, except that a straight beats a flush.",
     (Ranking("changed", order=(HandClass("straight"), HandClass("flush"))),)),
    ("The third best hand wins the pot.", (PlaceWins(3, "high"),)),
    ("The second worst hand wins low.", (PlaceWins(2, "low"),)),
    ("Hands are ranked by total value.", (Ranking("points"),)),
    ("High hands are ranked by Badugi hands.", (Ranking("badugi", "high"),)),
    ("The split-hand is the best two card hand.", (Ranking("cards", "split", 2),)),
    ("Aces are 1 or 14, face cards are 10, all other cards are face value.",
     (CardValues((("A", (1, 14)), ("face", (10,)), ("other", (None,)))),)),
    ("The high hand is closest to 21, the low hand is closest to 5.", (PointsTarget(5, 21),)),
    ("Standard poker hands plus a three card flush beats a three card straight which beats a pair.",
     (Ranking("changed", order=(HandClass("flush", 3), HandClass("straight", 3), HandClass("pair"))),)),
    ("Ties are broken by suit: spades are best, then hearts, clubs and diamonds.", (TieBreak("suits", ("s", "h", "c", "d")),)),
    ("Ties are broken by inside, outside, high, or low as the dealer calls.", (TieBreak("dealer-call"),)),
    ("The highest total that does not go over 31 wins.", (PointsTarget(high=31, no_bust=True),)),
    # split and high hands made their own way
    ("The split-hand is the best five-card hand made of red cards.", (Ranking("cards", "split", 5, "red"),)),
    ("The split hand is made up of only hole cards.", (Ranking("poker", "split", made_of="down"),)),
    ("The high hand is the best blackjack hand made of black cards.", (Ranking("blackjack", "high", made_of="black"),)),
    ("The split-hand is the best hand without wilds.", (Ranking("poker", "split", made_of="no-wilds"),)),
    ("Normal poker hands, except the hand named by the dealer beats everything.", (DealerNames("hand"),)),
    ("Hands are ranked by their point totals.", (Ranking("points"),)),
    ("A three card straight beats a pair but loses to trips.",
     (Ranking("changed", order=(HandClass("straight", 3), HandClass("pair")), below=HandClass("trips")),)),
    ("Regular poker hands, but pairs do not count.", (Ranking("no-pairs"),)),
    ("Kings count as the lowest card in the deck (below a two).", (RankMoved("K", "bottom"),)),
    ("Sevens rank as the highest cards.", (RankMoved("7", "top"),)),
    ("Hands with a flush lose to hands without a flush.",
     (Ranking("changed", with_hands=HandsWith("category", loses=True, category="flush")),)),
    ("Normal poker hands, but any hand with a joker beats any hand without one.",
     (Ranking("changed", with_hands=HandsWith("jokers")),)),
    ("Any hand with three or more wilds loses to any hand with two or fewer wilds.",
     (Ranking("changed", with_hands=HandsWith("wilds", 3, loses=True)),)),
    ("Any hand with one or fewer wild cards beats any hand with two or more wild cards.",
     (Ranking("changed", with_hands=HandsWith("wilds", 2, loses=True)),)),
    ("Hands with fewer cards lose to hands with more cards.",
     (Ranking("changed", with_hands=HandsWith("cards", None)),)),
    ("Hands without a joker beat hands with a joker.", (Ranking("changed", with_hands=HandsWith("jokers", loses=True)),)),
    ("Two card hands, but straights to the nine or higher beat a pair.",
     (Ranking("changed", size=2, order=(HandClass("straight", from_rank="9"), HandClass("pair"))),)),
    ("Standard two card poker hands, but a flush beats a pair beats a straight.",
     (Ranking("changed", size=2, order=(HandClass("flush"), HandClass("pair"), HandClass("straight"))),)),
    ("Mexican hands: Standard poker hands, except that a straight beats three of a kind.",
     (Ranking("changed", order=(HandClass("straight"), HandClass("trips"))),)),
    ("A hand's value is the total of its cards.", (Ranking("points"),)),
    # split cards
    (("If the last common card is a jack or higher, the split card is the high card of that suit. "
      "Otherwise, the split-card is the low card of that suit."), (SplitCardByTable("J"),)),
    ("The high card in the hole is the split card. If there is a tie of split cards, there is no split card.",
     (HoleSplitCard("high", True),)),
    ("The split card is the high, face down club.", (SplitCard("high", suit="c", hole=True),)),
    ("The split-card is the lowest heart in the hole.", (SplitCard("low", suit="h", hole=True),)),
    ("The split card is the high card of the same suit as the second table card.", (SplitCard("high", 2),)),
    ("The split-card is any face down red ten.", (NamedSplitCard(("Th", "Td"), True),)),
    ("The split card is a jack of hearts, if there is one.", (NamedSplitCard(("Jh",)),)),
]


# points hands: a label, card values (conditional, negative), the winning total, ties dealt off
CASES += [
    ("Football hands. Face cards are worth six, aces after face cards are worth one, twos and threes are worth "
     "face value, everything else is zero.",
     (Ranking("points"), CardValues((("face", (6,)), ("A", (1,)), ("2", (None,)), ("3", (None,)), ("other", (0,))),
                                    after=(("A", "face"),)))),
    ("Points hands: kings are worth ten, tens after kings are worth five, everything else is zero",
     (Ranking("points"), CardValues((("K", (10,)), ("T", (5,)), ("other", (0,))), after=(("T", "K"),)))),
    ("21 hands: aces are 1 or 11, face cards are 10, all others are face value.",
     (Ranking("points"), CardValues((("A", (1, 11)), ("face", (10,)), ("other", (None,)))))),
    ("Number hands: hands are the sum of their cards, aces are one or 20, face cards 5, all others face value.",
     (Ranking("points"), CardValues((("A", (1, 20)), ("face", (5,)), ("other", (None,)))))),
    ("High hands are counting hands, ranked by the total of the cards, aces equal 11, face cards equal 10, "
     "all other cards face value.",
     (Ranking("points", "high"), CardValues((("A", (11,)), ("face", (10,)), ("other", (None,)))))),
    ("Reds are negative, blacks are positive, aces are 1, all others are face value.",
     (CardValues((("A", (1,)), ("other", (None,))), negative=("h", "d")),)),
    ("Black cards count negative, aces are 1, everything else is face value.",
     (CardValues((("A", (1,)), ("other", (None,))), negative=("s", "c")),)),
    ("Highest total wins.", (Ranking("points"),)),
    ("The high score wins the pot.", (Ranking("points"),)),
    ("In case of a tie, deal cards to the tied players, first face card wins.", (TieBreak("deal-off", first="face"),)),
    ("If there is a tie, deal one card at a time to each tied player until the first ace wins.",
     (TieBreak("deal-off", first="A"),)),
    ("If hands tie, deal a card to the tied players, the first spade takes the pot", (TieBreak("deal-off", first="s"),)),
    ("Closest to 21 is best, but over 21 can't beat under 21.", (PointsTarget(high=21, near_side_first=True),)),
    ("Closest to 15 is the best hand.", (PointsTarget(high=15),)),
    ("The low hand is closest to 3 without being under, the high hand is closest to 30 without being over.",
     (PointsTarget(3, 30, no_bust=True),)),
]


@pytest.mark.parametrize("text,steps", CASES)
def test_reads(text, steps):
    assert read_sentences(text) == steps


def test_gaps():
    assert not Ranking("ace-to-five", "low").gap().blocking
    assert Ranking("deuce-to-seven", "low").gap() is None  # issue 16 plays 2-7 and three-card hands
    assert Ranking("cards", "all", 3).gap() is None
    assert TopHand(3, ("3",), split_card=True).gap() is None  # the split half: play/mechanics/split_card.py
    # issue 16: split hands and high hands of some cards only (play/mechanics/split_hand.py)
    assert Ranking("blackjack", "split", made_of="down").gap() is None
    assert Ranking("blackjack", "high", made_of="red").gap() is None
    assert Ranking("cards", "split", 3).gap() is None
    assert Ranking("poker", "split", made_of="no-wilds").gap() is None
    assert Ranking("poker", "high", made_of="down").gap().blocking  # the seat's hole cards: not for the high hand
    assert Ranking("poker", "low", made_of="red").gap().blocking
    assert Ranking("cards", "split", 4).gap().blocking


@pytest.mark.parametrize("text", [
    "Standard poker hands, but the dealer's hands don't count.",
    "The second best hand wins low.",
    "The split card is the middle heart.",
    "Straights and flushes are ignored in high hands.",
    "Threes beat everything on Tuesdays.",
    "The high hand is the best hand.",
    "Jacks count as the lowest card in the deck (above a king).",
    ("If the last table card is a nine or higher, the split card is the low card of that suit. "
    "Otherwise the split card is the high card of that suit."),
    "Ties are broken by suits, spades are best, then hearts, hearts, and clubs.",
    # points near misses
    "Football hands.",
    "Football hands. Everybody cheers.",
    "Reds are positive, aces are 1, all others are face value.",
    "Aces are 1, kings are 10, aces are 13.",
    "Closest to 31 is best, but over 30 can't beat under 30.",
    "The low hand is closest to 3 without being over, the high hand is closest to 30 without being over.",
    "The low hand is closest to 3 without being under, the high hand is closest to 30.",
    "In case of a tie, deal cards to the tied players, first dancer wins.",
    "Aces after face cards and tens are worth one.",
])
def test_not_read(text):
    assert family("ranking").read(run_words(split_sentences(text))) is None


# Written as one word each, "A-2-3-4-5" (N_RUN) and "1/2" (N_FRACTION) are lexer shapes.
LEXER_SHAPES = [
    ("Straights and flushes are ignored in low hands. The lowest possible hand is A-2-3-4-5, known as the Wheel.",
     (Ranking("ace-to-five", "low"),)),
    ("The lowest hand is A-2-3-4-6 unsuited.", (Ranking("ace-to-six", "low"),)),
    ("3-5-7 is the best hand.", (BestHand(("3", "5", "7")),)),
    ("Aces are 1 or 11, face cards are 1/2, all other cards are face value, spades count double.",
     (CardValues((("A", (1, 11)), ("face", (0.5,)), ("other", (None,))), ("s",)),)),
]


@pytest.mark.parametrize("text,steps", LEXER_SHAPES)
def test_reads_runs_and_fractions(text, steps):
    assert read_sentences(text) == steps


# Hands won their own way, and badugi said with its rules (steps of `steps/ranking_rules.py`).
OWN_WAY = [
    ("Low hands are ranked by Badugi lows. Straights are ignored, and any cards duplicating the suit or rank of "
     "another card is ignored. Aces are low. Hands with more cards (fewer ignored cards) beat hands with fewer "
     "cards. The lowest possible hand is A-2-3-4 unsuited.", (Ranking("badugi", "low"),)),
    ("Hands are ranked by badugi hands. Aces play low.", (Ranking("badugi", "all"),)),
    ("The split-hand is won by whoever has the most down sixes.", (MostCards("split", ("6",), face="down"),)),
    ("The low hand goes to the player with the most hearts.", (MostCards("low", suits=("h",)),)),
    ("The split-hand goes to the player with the most red cards.", (MostCards("split", suits=("h", "d")),)),
    ("The high half is won by the player holding the most face-up kings.", (MostCards("high", ("K",), face="up"),)),
    ("The split-hand is the third best hand using standard poker hands.", (SplitPlace(3),)),
    ("The split hand is the second highest hand.", (SplitPlace(2),)),
    ("The split hand is the greatest sum of ranks of diamonds. Jack = 11, Queen = 12, King = 13, Ace = 14.",
     (SuitTotal("split", "d"), CardValues((("J", (11,)), ("Q", (12,)), ("K", (13,)), ("A", (14,)))))),
    ("The low hand is the lowest total of the values of hearts.", (SuitTotal("low", "h", highest=False),)),
    ("A 27 point hand with 10 or less cards takes high and low.", (PointsSweep(27, 10),)),
    ("A 31 point hand wins the whole pot.", (PointsSweep(31),)),
    ("If an odd number of spades were dealt face up, the split card is the low down spade, otherwise it is the "
     "high down spade.", (SplitCardByCount("s", True, "low", hole=True),)),
    ("If an even number of hearts are dealt face up, the split-card is the high heart, otherwise the split-card is "
     "the low heart.", (SplitCardByCount("h", False, "high"),)),
    # neighbours of the older low rankings
    ("Straights and flushes do not count for low.", (Ranking("ace-to-five", "low"),)),
    ("Straights and flushes count against low.", (Ranking("deuce-to-seven", "low"),)),
    ("Three card poker hands.", (Ranking("cards", "all", 3),)),
    ("Straights and flushes do not count.", (Ranking("no-straights-flushes"),)),
    ("The high hand is the best blackjack hand.", (Ranking("blackjack", "high"),)),
    ("Aces count 1 or 11, face cards count 10, all others count face value.",
     (CardValues((("A", (1, 11)), ("face", (10,)), ("other", (None,)))),)),
    ("The hand closest to 21 wins.", (PointsTarget(high=21),)),
    ("Closest to 31 takes the pot.", (PointsTarget(high=31),)),
    ("If there is a tie, deal a card to each tied player; the first face card wins the pot.",
     (TieBreak("deal-off", first="face"),)),
    ("The split card is the queen of spades.", (NamedSplitCard(("Qs",), False),)),
    ("Standard poker hands, but three kings beats all other hands and counts as the top split card.",
     (TopHand(3, ("K",), split_card=True),)),
    ("Straights may go round the corner.", (WrapStraights(),)),
    ("Flushes are ranked by suit (spades beat hearts beat diamonds beat clubs).", (FlushBySuit(("s", "h", "d", "c")),)),
    # the second sentence says how straights and flushes differ: they still count
    ("Normal poker hands except straights and flushes. Straight may wrap around the ace (K-A-2), and flushes are "
     "compared by bridge suit rather than high card (spades beats hearts beats diamonds beats clubs).",
     (WrapStraights(), FlushBySuit(("s", "h", "d", "c")))),
]


@pytest.mark.parametrize("text,steps", OWN_WAY)
def test_reads_hands_won_their_own_way(text, steps):
    assert read_sentences(text) == steps
    # issue 16: the split hand and split card, straights round the corner, flushes by suit
    played = (MostCards, SuitTotal, SplitPlace, SplitCardByCount, WrapStraights, FlushBySuit,
              PointsSweep)  # issue 17: the exact points total, play/mechanics/points_sweep.py
    for step in steps:
        if isinstance(step, played) and getattr(step, "hands", "split") == "split":
            assert step.gap() is None
        elif type(step).__module__.endswith(".ranking_rules"):  # the others: not played yet
            assert step.gap().blocking and step.gap().reason == type(step).gap_reason


@pytest.mark.parametrize("text", [
    "Low hands are ranked by Badugi lows. The lowest possible hand is A-2-3-4-5.",  # not the badugi low
    "High hands are ranked by Badugi hands. The lowest possible hand is A-2-3-4.",  # a low hand, said of high
    "Low hands are ranked by Badugi lows. Kings are low.",
    "The split-hand is won by whoever has the most money.",
    "The split-hand is the tallest sum of ranks of diamonds.",
    "A 27 point hand takes the dealer's lunch.",
    "Straights can wrap around the ace (A-2-3).",  # the example does not go round the ace
    "Flushes are ranked by suit (spades beat hearts beat hearts beat clubs).",
    "If an odd number of spades were dealt face up, the split card is the low spade, otherwise it is the high heart.",
    "If an odd number of spades were dealt face up, the split card is the low spade, otherwise it is the low spade.",
])
def test_own_way_near_misses(text):
    assert family("ranking").read(run_words(split_sentences(text))) is None


# ---- round 4: split cards of the middle common card's suit, or wild for their holder ---------
from dealerschoice.rules.steps import Unknown  # noqa: E402
from dealerschoice.rules.steps.late_rules import OwnWildSplitCard, SplitCardOfSpot  # noqa: E402
from dealerschoice.rules.steps.places import Spot  # noqa: E402
from dealerschoice.rules.steps.vocab import Part  # noqa: E402


@pytest.mark.parametrize("sentence, expected", [
    ("The split-card is the low down card of the same suit as the middle common card.",
     (SplitCardOfSpot("low", Spot(Part.CENTRE), hole=True),)),
    ("The split card is the highest card of the same suit as the center table card",
     (SplitCardOfSpot("high", Spot(Part.CENTRE)),)),
    ("The split-card is any face-down heart that is wild specifically for that player.",
     (OwnWildSplitCard("h", hole=True),)),
    ("The split card is a club that is wild for its holder.", (OwnWildSplitCard("c"),)),
])
def test_split_cards_of_round_4(sentence, expected):
    assert read_sentences(sentence) == expected
    assert expected[0].gap() is None  # play/mechanics/split_card.py


@pytest.mark.parametrize("sentence", [
    "The split-card is the high down card of the same suit as the top common card.",
    "The split-card is any face-down spade that is wild.",
    "The split-card is any face-down spade that is wild for the dealer.",
])
def test_split_cards_of_round_4_near_misses(sentence):
    assert read_sentences(sentence) == (Unknown(sentence),)


from dealerschoice.rules.steps.late_rules import HandOfCards  # noqa: E402


@pytest.mark.parametrize("sentence, expected", [
    ("The split-hand is the best two card hand made up of only down red queens and red nines.",
     (HandOfCards("split", 2, (), ("Qh", "Qd", "9h", "9d"), hole=True),)),
    ("The split hand is the best three card hand using only queens, kings and black aces",
     (HandOfCards("split", 3, ("Q", "K"), ("As", "Ac")),)),
    ("The high hand is the best hand made of only down sevens.", (HandOfCards("high", None, ("7",), hole=True),)),
])
def test_hands_of_named_cards(sentence, expected):
    assert read_sentences(sentence) == expected
    # the split hand is played (play/mechanics/split_hand.py), a high hand of named cards is not
    assert (expected[0].gap() is None) == (expected[0].which == "split")


@pytest.mark.parametrize("sentence", [
    "The split-hand is the best blackjack hand made of only sevens.",
    "The split-hand is the best two card hand made up of only down black songs.",
])
def test_hands_of_named_cards_near_misses(sentence):
    assert read_sentences(sentence) == (Unknown(sentence),)


def test_a_hand_of_cards_names_some():
    with pytest.raises(ValueError, match="HandOfCards: no cards named"):
        HandOfCards("split", 2)


from dealerschoice.rules.steps.late_rules import CategoryBySize  # noqa: E402


@pytest.mark.parametrize("sentence, expected", [
    ("The split hand is flush hands, with four card flushes losing to five card flushes.",
     (CategoryBySize("split", "flush", (4, 5)),)),
    ("The split-hand is straight hands, with three card straights losing to four card straights losing to "
     "five card straights", (CategoryBySize("split", "straight", (3, 4, 5)),)),
    ("The high hand is straight flush hands, with two card straight flushes losing to three card straight flushes.",
     (CategoryBySize("high", "straight-flush", (2, 3)),)),
])
def test_categories_by_size(sentence, expected):
    assert read_sentences(sentence) == expected
    # split hands of straight flushes or flushes are played (play/mechanics/split_hand.py)
    step = expected[0]
    assert (step.gap() is None) == (step.which == "split" and step.category in ("straight-flush", "flush"))


@pytest.mark.parametrize("sentence", [
    "The split-hand is straight flush hands, with five card straight flushes losing to four card straight flushes.",
    "The split-hand is straight flush hands, with three card flushes losing to four card straight flushes.",
    "The split-hand is straight flush hands, with three card straight flushes losing to three card straight flushes.",
])
def test_categories_by_size_near_misses(sentence):
    assert read_sentences(sentence) == (Unknown(sentence),)


def test_category_by_size_errors():
    with pytest.raises(ValueError, match=r"CategoryBySize.sizes: \(5, 4\); give two or more sizes"):
        CategoryBySize("split", "flush", (5, 4))
    with pytest.raises(ValueError, match=r"CategoryBySize.sizes: \(5,\)"):
        CategoryBySize("split", "flush", (5,))
