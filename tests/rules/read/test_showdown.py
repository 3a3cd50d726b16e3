"""The showdown family: who wins the pot, qualifiers, hands to beat, outright wins, legs."""

from __future__ import annotations

import pytest

from dealerschoice.rules.grammar import read_sentences
from dealerschoice.rules.read.family import family
from dealerschoice.rules.read.words import run_words, split_sentences
from dealerschoice.rules.steps import (
    KeepHands,
    Qualifier,
    Redeal,
    Settle,
    Showdown,
    SplitCard,
)
from dealerschoice.rules.steps.ranking_rules import (
    LiveCardsToWin,
    MustWinAll,
    NoLowScoops,
    TwoHandShowdown,
)
from dealerschoice.rules.steps.showdown import BeatTable, CannotWin, Leg, NoQualified, WinNeeds, WinsOutright
from dealerschoice.rules.steps.split_cards import ShareShowdown, ShowdownByTable

CASES = [
    ("Showdown, low hand wins.", (Showdown("low"),)),
    ("At the showdown, the highest hand wins the pot.", (Showdown("high"),)),
    ("Showdown - low hand takes it all", (Showdown("low"),)),
    ("Showdown: the highest hand takes the pot", (Showdown("high"),)),
    ("The best five card poker hand wins everything.", (Showdown("high"),)),
    ("Showdown, the lowest hand wins the pot.", (Showdown("low"),)),
    ("The low two-card hand wins", (Showdown("low", "two-card"),)),
    ("The high hand and the low hand share the pot.", (Showdown("high-low"),)),
    ("Showdown, the lowest showing low hand and the highest showing high hand split the pot.", (Showdown("high-low"),)),
    ("The highest declared high hand splits the pot with the lowest declared low hand.", (Showdown("declared"),)),
    (("Showdown, highest declared high hand and lowest declared low hand split the pot. "
     "Players who declare both must win both ways to win anything."), (Showdown("declared", both_wins_both=True),)),
    ("Showdown, low hand splits the pot with the split card.", (Showdown("low", split_with="split-card"),)),
    ("The low hand splits the pot with the player to his left.", (Showdown("low", split_with="left"),)),
    ("Showdown, high hand splits the pot with the nearest player still in to their left.",
     (Showdown("high", split_with="closest-left"),)),
    ("Low hand splits the pot with the highest heart face down.",
     (Showdown("low", split_with="split-card"), SplitCard("high", suit="h", hole=True))),
    ("The players still in show each other their hands, low hand takes the pot. A tie pays nobody.",
     (Showdown("low", tie_pays=False),)),
    ("If two players are left, low hand wins, otherwise high hand wins.", (Showdown("low-if-heads-up"),)),
    ("The highest unmatched down card wins. If no one has a unique card, redeal for all.",
     (Showdown("high", "unmatched-hole-card"), Redeal("no-unique-card"))),
    ("The low hand splits the pot with the split hand.", (ShareShowdown(pot="low", with_=("split-hand",)),)),
    ("High and low hands split the pot.", (Showdown("high-low"),)),
    ("The pot is split between the high hand and the low hand.", (Showdown("high-low"),)),
    ("The pot is shared by the best declared high hand and the best declared low hand.", (Showdown("declared"),)),
    ("Showdown, low hand wins, ties split the pot.", (Showdown("low"),)),
    ("Kings or better to qualify.", (Qualifier("high", "K", "pair"),)),
    ("Showdown, high/low split.", (Showdown("high-low"),)),
    ("The best declared high hand and the best declared low hand split the pot. Hands declaring both must win both ways.",
     (Showdown("declared", both_wins_both=True),)),
    ("The best low hand wins the pot.", (Showdown("low"),)),
    ("Seven or better to qualify for low.", (Qualifier("low", "7"),)),
    ("Two pair or better to win.", (Qualifier("high", None, "two-pair"),)),
    # qualifiers
    ("You can't win the low hand if you have better than a high card with a nine.", (Qualifier("low", "9"),)),
    ("You cannot win the low hand if your hand is higher than a 7 low.", (Qualifier("low", "7"),)),
    ("The low hand must be an eight-high or better.", (Qualifier("low", "8"),)),
    ("To win the low hand, you must have no better than an eight high.", (Qualifier("low", "8"),)),
    ("You cannot win the low half if your hand is worse than a seven.", (Qualifier("low", "7"),)),
    ("To win the low half you must have no pair.", (Qualifier("low", None, "no-pair"),)),
    ("To win the high hand, you must have at least three of a kind.", (Qualifier("high", None, "trips"),)),
    ("The high hand must have a straight or better to win.", (Qualifier("high", None, "straight"),)),
    ("Nine or better for low.", (Qualifier("low", "9"),)),
    ("Eight or better for the low half.", (Qualifier("low", "8"),)),
    ("The low hand must be a seven or better.", (Qualifier("low", "7"),)),
    ("Two pair high qualifier", (Qualifier("high", None, "two-pair"),)),
    ("You must have a pair of queens or better to win.", (Qualifier("high", "Q", "pair"),)),
    ("To win you must have a king high hand or better.", (Qualifier("high", "K", "high-card"),)),
    # hands to beat, no qualifier, outright wins, legs
    ("The winner must beat the common hand.", (BeatTable("table-hand"),)),
    ("The winning hand must beat the top three cards off the deck.", (BeatTable("deck-top", 3),)),
    ("If nobody qualifies, redeal.", (NoQualified("redeal"),)),
    ("If a player ever runs out of cards, they win the pot.", (WinsOutright("out-of-cards"),)),
    ("The first player to win five legs takes the pot.", (WinsOutright("legs", 5),)),
    ("Low hand scores a leg, but the pot stays.", (Leg("low"),)),
    ("The best hand gets a leg, and the pot remains.", (Leg("high"),)),
    ("The first player with a straight flush wins the pot.", (WinsOutright("holds-category", category="straight-flush"),)),
    ("If any player is dealt a joker face up, the hand ends and they win the pot.", (WinsOutright("dealt-joker-up"),)),
    ("High hand takes the pot, and the losers match the pot, and everyone keeps their cards.",
     (Showdown("high"), Settle("in-and-lost"), KeepHands())),
    ("You cannot win if you hold an ace.", (CannotWin(ranks=("A",)),)),
    ("If you have three of a kind or better, you can't win unless all other players fold.",
     (CannotWin(category="trips", unless_alone=True),)),
]


# the table card decides who wins
CASES += [
    (("If the table card is two through five, low hand wins. If it is jack through ace, high hand wins. Otherwise, "
      "the highest declared high hand splits the pot with the lowest declared low hand."),
     (ShowdownByTable(ranks=(("2", "3", "4", "5"), ("J", "Q", "K", "A")), pots=("low", "high"), otherwise="declared"),)),
    ("If the second common card is a two through eight, high hand wins. Otherwise, high hand and low hand split the pot.",
     (ShowdownByTable(ranks=(tuple("2345678"),), pots=("high",), otherwise="high-low", table_card=2),)),
    ("If the table card is nine to king, low hand wins. If the table card is two through four, high hand wins. "
     "Otherwise high hand wins.",
     (ShowdownByTable(ranks=(tuple("9TJQK"), tuple("234")), pots=("low", "high"), otherwise="high"),)),
]


# holdings a winner needs
CASES += [
    ("The high hand cannot win unless it also has the high spade.", (WinNeeds("high", suit="s", end="high"),)),
    ("The low hand can't win unless it has the low diamond", (WinNeeds("low", suit="d", end="low"),)),
    ("You cannot win unless you have three cards of the same suit as the table card.", (WinNeeds(count=3, table_suit=1),)),
    ("A player cannot win unless they hold two cards of the same suit as the second common card.",
     (WinNeeds(count=2, table_suit=2),)),
    ("If you have a card matching the rank of the third common card, you cannot win unless everyone else folds.",
     (CannotWin(unless_alone=True, table_match=3),)),
    ("If you hold a card matching the rank of the first table card, you can't win.", (CannotWin(table_match=1),)),
]


@pytest.mark.parametrize("text,steps", CASES)
def test_reads(text, steps):
    assert read_sentences(text) == steps


NONSENSE = [
    "Showdown, high hand sings.",
    "The highest declared low hand wins.",            # a declared hand wins only its half
    "Showdown, high hand and high hand split the pot.",
    "Showdown, the low and low hands split the pot.",
    "Showdown, high hand splits the pot with the player to their right.",  # not simulated: not read
    "The three card hand wins.",
    "To win the low hand, you must have at least a flush.",
    "If three players are left, low hand wins, otherwise high hand wins.",
    "The winning hand must beat the dealer's mood.",
    "If the table card is two through five, low hand wins. If it is four through ace, high hand wins. Otherwise, high hand wins.",
    "If it is two through five, low hand wins. Otherwise, high hand wins.",
    "The low hand can't win unless you have the low heart.",
    "You cannot win unless it also has the high spade.",
    "The best hand cannot win unless it has the high spade.",
    "If the table card is two through five, low hand sings. Otherwise, high hand wins.",
    "If the table card is two through five, low hand wins. If the second table card is six through ace, high hand wins. "
    "Otherwise, high hand wins.",
]


@pytest.mark.parametrize("text", NONSENSE)
def test_not_read(text):
    assert family("showdown").read(run_words(split_sentences(text))) is None


def test_gaps():
    assert Qualifier("high", None, "pair").gap() is None
    # issue 16: a high qualifier's rank and the categories above a flush are played
    assert Qualifier("high", "J", "pair").gap() is None
    assert Qualifier("high", None, "full-house").gap() is None
    assert Qualifier("low", None, "pair").gap().blocking
    assert Leg().gap() is None and Leg("low").gap() is None  # legs: play/mechanics/legs.py
    # issue 17: the table's hand and the top cards off the deck are played (play/mechanics/table_hand.py)
    assert BeatTable().gap() is None and BeatTable("deck-top", 5).gap() is None
    assert BeatTable("table-hand", draws=True).gap() is None
    assert BeatTable("every-table-set").gap() is None  # every set of table cards: play/mechanics/table_sets.py
    # every way to win outright is played (legs.py, outright.py)
    assert WinsOutright("legs", 3).gap() is None and WinsOutright("dealt-joker-up").gap() is None
    assert WinsOutright("out-of-cards").gap() is None and WinsOutright("holds-category", category="quads").gap() is None
    assert Showdown("high").gap() is None and Showdown("high", "two-card").gap() is None
    assert Showdown("low", "two-card").gap().blocking


# Conditions on winning that `steps/ranking_rules.py` types: live cards, every hand of several.
CONDITIONS = [
    ("You can't win without five live cards in hand.", (LiveCardsToWin(5),)),
    ("A player cannot win without seven live cards.", (LiveCardsToWin(7),)),
    ("You cannot win without 4 live cards in your hand.", (LiveCardsToWin(4),)),
    ("You must win the five card hand and the two card hand to win the pot.", (MustWinAll((5, 2)),)),
    ("You must win both the three card hand and the four card hand to win anything.", (MustWinAll((3, 4)),)),
    # two hands per player, shown one after the other
    ("Each player flips one hand over, and everyone except the two best hands must fold. The remaining players flip "
     "their second hand over, and the higher second hand takes the pot.", (TwoHandShowdown(2),)),
    ("Each player shows their first hand, and everyone except the three best hands folds. The remaining players "
     "show their second hand, and the best second hand wins the pot.", (TwoHandShowdown(3),)),
]


# Neighbours of the older qualifiers and pots.
NEIGHBOURS = [
    ("You need a pair of jacks or better to win.", (Qualifier("high", "J", "pair"),)),
    ("You need to have two pair or better to win the high hand.", (Qualifier("high", None, "two-pair"),)),
    ("To win low, you must have an eight or better.", (Qualifier("low", "8"),)),
    ("High and low split the pot.", (Showdown("high-low"),)),
    ("A pair of sixes or better is needed to win.", (Qualifier("high", "6", "pair"),)),
    ("You cannot win the low half if you have a pair.", (Qualifier("low", None, "no-pair"),)),
    ("If nobody qualifies for low, the high hand takes the whole pot.", (NoLowScoops(),)),
    ("If no one has a qualifying low, high hand wins the whole pot.", (NoLowScoops(),)),
]


def test_a_high_hand_scooping_when_no_low_qualifies_is_a_note():
    gap = NoLowScoops().gap()
    assert gap is not None and not gap.blocking and "already does" in gap.reason


@pytest.mark.parametrize("text,steps", NEIGHBOURS)
def test_reads_neighbours_of_the_older_forms(text, steps):
    assert read_sentences(text) == steps


@pytest.mark.parametrize("text,steps", CONDITIONS)
def test_reads_conditions_on_winning(text, steps):
    assert read_sentences(text) == steps
    # every hand of several to win: played at the showdown (issue 17, play/mechanics/winning.py);
    # live cards (not dead) to win: play/mechanics/wild_play.py; two hands shown in turn:
    # play/mechanics/two_hands.py
    assert all(step.gap() is None if isinstance(step, (MustWinAll, LiveCardsToWin, TwoHandShowdown))
               else step.gap().blocking for step in steps)


@pytest.mark.parametrize("text", [
    "You can't win without five dead cards in hand.",
    "You must win the five card hand and the five card hand to win the pot.",  # one hand said twice
    "You must win the five card hand to win the pot.",  # one hand: what any showdown says
    "You can't win without five live chickens.",
    "You can't win the high hand if you have a pair.",
    "If no one qualifies for the low half, the low hand wins.",
    "Each player flips one hand over, and everyone except the one best hands must fold. The remaining players flip "
    "their second hand over, and the higher second hand takes the pot.",
    "Each player flips one hand over, and everyone except the two best hands must dance. The remaining players flip "
    "their second hand over, and the higher second hand takes the pot.",
])
def test_conditions_near_misses(text):
    assert family("showdown").read(run_words(split_sentences(text))) is None


# ---- round 4: the showdown of the game a player last called (late_rules) --------------------
from dealerschoice.rules.steps import Unknown  # noqa: E402
from dealerschoice.rules.steps.late_rules import CalledGameShowdown  # noqa: E402


@pytest.mark.parametrize("sentence", [
    "The showdown depends on what game the last player to change the game called.",
    "The showdown follows the game the last person to shift the game chose",
    "The showdown is decided by which game the last player to switch the game named.",
])
def test_showdown_of_the_called_game(sentence):
    assert read_sentences(sentence) == (CalledGameShowdown(),)
    assert CalledGameShowdown().gap().blocking


@pytest.mark.parametrize("sentence", [
    "The showdown depends on what game the last player to shift the game liked.",
    "The showdown depends on the weather.",
    "The showdown depends on what game the first player to shift the game called.",
])
def test_showdown_of_the_called_game_near_misses(sentence):
    assert read_sentences(sentence) == (Unknown(sentence),)
