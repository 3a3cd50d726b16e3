"""The ranking family: hands ranked their own way, hands that beat everything, points, split cards."""

from __future__ import annotations

import pytest

from dealerschoice.rules.grammar import read_sentences
from dealerschoice.rules.read.family import family
from dealerschoice.rules.read.words import run_words, split_sentences
from dealerschoice.rules.steps import BestHand, SplitCard
from dealerschoice.rules.steps.showdown import (
    CardValues,
    DealerNames,
    HoleSplitCard,
    NamedSplitCard,
    PlaceWins,
    PointsTarget,
    Ranking,
    RankMoved,
    SplitCardByTable,
    TieBreak,
    TopHand,
)

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
    ("Standard poker hands, except that a straight beats a flush.", (Ranking("changed"),)),
    ("The third best hand wins the pot.", (PlaceWins(3, "high"),)),
    ("The second worst hand wins low.", (PlaceWins(2, "low"),)),
    ("Hands are ranked by total value.", (Ranking("points"),)),
    ("High hands are ranked by Badugi hands.", (Ranking("badugi", "high"),)),
    ("The split-hand is the best two card hand.", (Ranking("cards", "split", 2),)),
    ("Aces are 1 or 14, face cards are 10, all other cards are face value.",
     (CardValues((("A", (1, 14)), ("face", (10,)), ("other", (None,)))),)),
    ("The high hand is closest to 21, the low hand is closest to 5.", (PointsTarget(5, 21),)),
    ("Standard poker hands plus a three card flush beats a three card straight which beats a pair.", (Ranking("changed"),)),
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
    ("A three card straight beats a pair but loses to trips.", (Ranking("changed"),)),
    ("Regular poker hands, but pairs do not count.", (Ranking("no-pairs"),)),
    ("Kings count as the lowest card in the deck (below a two).", (RankMoved("K", "bottom"),)),
    ("Sevens rank as the highest cards.", (RankMoved("7", "top"),)),
    ("Hands with a flush lose to hands without a flush.", (Ranking("changed"),)),
    ("Normal poker hands, but any hand with a joker beats any hand without one.", (Ranking("changed"),)),
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
    assert Ranking("deuce-to-seven", "low").gap().blocking
    assert Ranking("cards", "all", 3).gap().blocking
    assert TopHand(3, ("3",)).gap().blocking


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
