"""Sentences that are not in the seeds, in the same style: draw, stud, table-card games and
new numbers, directions and card names. The grammar must read them by pattern."""

import pytest

from dealerschoice.rules.grammar import read_sentences, split_sentences
from dealerschoice.rules.steps import (
    Ante,
    BestHand,
    Bet,
    Dead,
    Deal,
    Deck,
    Declare,
    Discard,
    Draw,
    Flip,
    Forced,
    NoPeek,
    Pass,
    PassMove,
    Qualifier,
    Redeal,
    Repeat,
    Settle,
    Showdown,
    SplitCard,
    Stack,
    Trigger,
    Unknown,
    Until,
    Use,
    Wild,
)

CASES = [
    # draw
    ("Each player may discard up to three cards and draw replacements.",
     (Discard(3, "any", True), Draw(None, up_to=True))),
    ("Each player discards one card and draws one card.", (Discard(1), Draw(1))),
    # an optional draw replaces cards (draw poker): discard up to N, one new card per discard
    ("Each player may draw up to four cards.", (Discard(4, "any", True), Draw(None, up_to=True))),
    ("Each player discards three down cards.", (Discard(3, "down"),)),
    # stud
    ("Deal two cards down and one card up to each player.", (Deal(2, "down"), Deal(1, "up"))),
    ("Deal each player five cards face down.", (Deal(5, "down"),)),
    ("Each player is dealt seven cards face down.", (Deal(7, "down"),)),
    ("Deal five cards to each player.", (Deal(5, "down"),)),
    ("Normal betting round, with the player with the low hand showing opening.", (Bet("low-showing"),)),
    ("Betting round, starting with the player to the left of the dealer.", (Bet("left-of-dealer"),)),
    # hold'em-style table cards
    ("Deal three cards face up to the table.", (Deal(3, "up", "table", table="table"),)),
    ("Deal one more card face up to the table.", (Deal(1, "up", "table", table="table"),)),
    ("Players use two hole cards and three table cards.", (Use(2, 3),)),
    ("Players may use any combination of hole and table cards.", (Use(),)),
    ("Deal one card face up to the table, and two cards down to each player.",
     (Deal(1, "up", "table", table="table"), Deal(2, "down"))),
    # passing, stacking, flipping with other numbers and directions
    ("Each player passes four cards to their right, and two cards to their left.",
     (Pass((PassMove(4, "right"), PassMove(2, "left"))),)),
    ("Each player passes one card to the player two seats to their right.", (Pass((PassMove(1, "right", 2),)),)),
    ("Each player passes two cards to the player on their left.", (Pass((PassMove(2, "left"),)),)),
    ("Each player splits their cards into three hands of four cards each, arranging them in order in face down stacks.",
     (Stack(3, 4),)),
    ("Each player flips over two down cards of their choice.", (Flip("each", 2, "choice"),)),
    ("Each player turns one card face up.", (Flip("each", 1, "choice"),)),
    ("The next player in betting order flips two cards.", (Flip("next", 2, "choice"),)),
    ("Deal eight cards face down to each player. No player may look at these cards.", (Deal(8), NoPeek())),
    # declaring and winning
    ("Declare high/low/both one at a time, starting with the player to the left of the dealer.",
     (Declare(("high", "low", "both"), "in-turn"),)),
    ("Showdown, high hand and low hand split the pot.", (Showdown("high-low"),)),
    ("Any one who went in and lost must match the pot.", (Settle(),)),
    ("If you declare out, you must match the pot.", (Settle("declared-out"),)),
    ("The split card is the high card of the same suit as the second table card.", (SplitCard("high", 2),)),
    ("2-4-6 is the best hand.", (BestHand(("2", "4", "6")),)),
    # wilds
    ("Aces are wild.", (Wild("rank", ("A",)),)),
    # two wilds: the simulator reads the cards of "card" wilds only (one "rank" wild lost the jacks)
    ("Deuces and one-eyed jacks are wild.", (Wild("rank", ("2",)), Wild("card", (), ("Js", "Jh")))),
    ("The queen of spades is wild.", (Wild("card", (), ("Qs",)),)),
    ("Jokers are wild.", (Wild("card", jokers=True),)),
    ("Sevens are wild in five-card hands and six-card hands.", (Wild("rank", ("7",), hand_sizes=(5, 6)),)),
    ("Eights cost the pot to make wild.", (Wild("rank", ("8",), cost="pot"),)),
    ("All cards with a rank two higher than the third table card are wild.", (Wild("table", table_card=3, offset=2),)),
    ("The card flipped after the last flipped jack is wild, as are all cards of the same rank.", (Wild("follow", follows="J"),)),
    ("Your lowest down card is wild for you, as are all cards of the same rank.",
     (Wild("low-card", per_player=True, hole_only=True),)),
    # forced actions, redeals, repeats, decks, antes
    ("If you flip a nine face up, you must fold.", (Forced(Trigger("flip", ("9",)), "fold"),)),
    ("If a player is ever dealt a face up jack, they must match the pot or fold.",
     (Forced(Trigger("dealt-up", ("J",)), "match-or-fold"),)),
    ("If a player ever flips a two face up, they may pay the pot to buy another up card.",
     (Forced(Trigger("flip", ("2",)), "buy", "pot", optional=True, cards=1, face="up"),)),
    ("If the ace of spades is ever dealt face up, redeal.", (Redeal(Trigger("dealt-up", cards=("As",))),)),
    ("If you are dealt a face up one-eyed jack, you must fold.", (Forced(Trigger("dealt-up", cards=("Js", "Jh")), "fold"),)),
    ("Repeat the last three actions until everyone still in has five cards showing.", (Repeat(3, Until("showing", 5)),)),
    ("Repeat the last four actions until someone wins two times. They take the pot.", (Repeat(4, Until("wins", 2)),)),
    ("Shuffle three poker decks together.", (Deck(3),)),
    ("Use a normal 52 card deck with one joker added.", (Deck(1, 1),)),
    ("Everyone must ante.", (Ante("ante"),)),
    ("Each player may replace up to two of their cards.", (Discard(2, "any", True), Draw(None, up_to=True))),
    ("Each player rolls over one card of their choice.", (Flip("each", 1, "choice"),)),
    ("Showdown, high and low hands split the pot.", (Showdown("high-low"),)),
    # qualifiers, dead cards, "then"
    ("The low hand must be an eight or better to win.", (Qualifier("low", "8"),)),
    ("High hand must be a pair of jacks or better to win.", (Qualifier("high", "J", "pair"),)),
    ("Threes are dead.", (Dead(("3",)),)),
    ("Best five-card hand wins.", (Showdown("high"),)),
    ("Deal two cards face down to each player, then one card face up.", (Deal(2, "down"), Deal(1, "up"))),
]


@pytest.mark.parametrize("sentence, expected", CASES, ids=[c[0][:60] for c in CASES])
def test_unseen_sentence(sentence, expected):
    assert read_sentences(sentence) == expected


@pytest.mark.parametrize("sentence", [
    "Everybody sings a song.",
    "Deal seven cards sideways to each player.",
    "Each player passes three cards upward.",
    "Repeat the last two actions until the cows come home.",
    "Purple cards are wild.",
])
def test_sentences_outside_every_family_are_unknown(sentence):
    steps = read_sentences(sentence)
    assert steps == (Unknown(sentence),)


def test_a_rule_of_several_sentences_yields_a_step_for_each():
    steps = read_sentences("Deal seven cards down to each player. No player may look at these cards. Kings are wild.")
    assert [s.kind for s in steps] == ["deal", "no-peek", "wild"]


def test_an_unread_sentence_does_not_hide_the_ones_around_it():
    steps = read_sentences("Deal two cards up to each player. Everybody sings. Showdown, low hand wins.")
    assert [s.kind for s in steps] == ["deal", "unknown", "showdown"]
    assert steps[1] == Unknown("Everybody sings.")


def test_sentence_splitting_keeps_quotes_and_parentheses():
    text = "If you say the word 'king,' you must pay max bet to the pot. Each player looks at their top card (left)."
    assert len(split_sentences(text)) == 2


def test_steps_are_frozen():
    step = read_sentences("Deal two cards up to each player.")[0]
    with pytest.raises(AttributeError):
        step.count = 3


def test_case_and_spacing_do_not_matter():
    assert read_sentences("DEAL  TWO CARDS UP TO EACH PLAYER") == read_sentences("Deal two cards up to each player.")
