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
])
def test_not_read(text):
    assert family("ranking").read(run_words(split_sentences(text))) is None


# Written as one word each, "A-2-3-4-5" (RUN) and "1/2" (FRACTION) are shapes the lexer offers
# only to a grammar whose %declare'd terminal Lark lists among its terminals; declared-only
# terminals are not listed, so these sentences are not read yet (reported to the lead).
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
