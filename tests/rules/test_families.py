"""Sentence families added for catalogs beyond the seeds (draw, stud, table-card games),
in sentences written for these tests: numbers, cards and directions vary."""

import pytest

from dealerschoice.records import Rule
from dealerschoice.rules.grammar import read_rule, read_sentences
from dealerschoice.rules.steps import (
    Ante,
    Bet,
    Deal,
    Deck,
    Discard,
    Draw,
    Flip,
    Forced,
    NoPeek,
    Qualifier,
    Showdown,
    SplitCard,
    Trigger,
    Unknown,
    Use,
    Wild,
)
from dealerschoice.rules.steps.board import BoardLayout, Layout

CASES = [
    # table (common) cards, bare deals, boards
    ("Deal two common cards face up to the table.", (Deal(2, "up", "table", table="common"),)),
    ("Deal five common cards face up.", (Deal(5, "up", "table", table="common"),)),
    ("Deal one down to each player.", (Deal(1, "down"),)),
    ("Two up to each player, rotating the start one seat right each round.", (Deal(2, "up"),)),
    ("Deal one card face up for each player.", (Deal(1, "up"),)),
    # the board family keeps the old Deal and says where the sets lie (a non-blocking gap)
    ("Deal three sets of two face up common cards each.",
     (Deal(6, "up", "table"), BoardLayout(Layout.sets((2, 2, 2))))),
    ("Deal two cards down to each player, they may not look at these cards.", (Deal(2, "down"), NoPeek())),
    ("No player may look at this card.", (NoPeek(),)),
    ("Take the twos through fours out of the deck.", (Deck(without=("2", "3", "4")),)),
    ("Remove the threes, sixes and jacks from the deck, and add two jokers.", (Deck(jokers=2, without=("3", "6", "J")),)),
    ("Each player flips over their no-peek card.", (Flip("each", 1, "top", True),)),
    # draws and twists
    ("Each player may draw up to two cards (three if they show a king).",
     (Discard(2, "any", True, 3, most_if=("K",)), Draw(None, up_to=True))),
    ("Each player may draw four cards, five for the dealer.",
     (Discard(4, "any", True, 5, most_for="dealer"), Draw(None, up_to=True))),
    ("Each player may draw two cards if they wish.", (Discard(2, "any", True), Draw(None, up_to=True))),
    ("Each player must discard three cards of their choice.", (Discard(3),)),
    # who uses which cards, what a hand must reach
    ("You must use exactly three of your down cards in your final hand.", (Use(3, 2),)),
    ("Players must use exactly one of their hole cards.", (Use(1, 4),)),
    ("Your final hand must be made of exactly two of your hole cards and three community cards.", (Use(2, 3),)),
    ("You can't win the low hand if you have better than a high card with a seven.", (Qualifier("low", "7"),)),
    ("To win the high hand, you must have at least a pair.", (Qualifier("high", None, "pair"),)),
    ("To win the low hand, you must have less than a pair.", (Qualifier("low", None, "no-pair"),)),
    ("The split card is the high, face-down heart.", (SplitCard("high", suit="h", hole=True),)),
    ("Showdown, high hand splits the pot with the lowest club in the hole.",
     (Showdown("high", split_with="split-card"), SplitCard("low", suit="c", hole=True))),
    # betting
    ("Betting round, beginning with the last player to raise.", (Bet("last-raiser"),)),
    ("Betting round, starting left of the dealer, with three blinds.", (Bet("left-of-dealer", blinds=3),)),
    ("Betting round, starting left of the dealer, with one blind and one straddle.", (Bet("left-of-dealer", blinds=2),)),
    ("Normal betting round, starting with the player to the left of the dealer, who must open.",
     (Bet("left-of-dealer", must_open=True),)),
    ("Betting round, the first round starts left of the dealer, following rounds rotate clockwise.", (Bet("rotate"),)),
    ("Each player must reante or fold.", (Ante("ante-or-fold"),)),
    # wilds named by the table, colours, profiles
    ("The last table card dealt is wild, as are all cards of the same rank.", (Wild("table-last"),)),
    ("The lowest community card is wild, as are all other cards of the same rank.", (Wild("table-low"),)),
    ("The high common card is wild, as are all cards of the same rank.", (Wild("table-high"),)),
    ("The only common card is wild, as are all cards of the same rank.", (Wild("table-last"),)),
    ("Red queens are wild.", (Wild("card", (), ("Qh", "Qd")),)),
    ("The king holding an axe is wild. This is usually the king of diamonds.", (Wild("card", (), ("Kd",)),)),
    ("Black twos and red nines are wild.", (Wild("card", (), ("2s", "2c", "9h", "9d")),)),
    ("Kings with only one eye are wild. This is usually the king of diamonds.", (Wild("card", (), ("Kd",)),)),
    ("If a player is ever dealt a face up six, they may buy a down card for the max bet.",
     (Forced(Trigger("dealt-up", ("6",)), "buy", "max-bet", optional=True, cards=1, face="down"),)),
]


@pytest.mark.parametrize("sentence, expected", CASES, ids=[c[0][:60] for c in CASES])
def test_family_sentence(sentence, expected):
    assert read_sentences(sentence) == expected


def test_announced_draws_dealt_face_up_are_a_draw_and_a_note():
    steps = read_sentences("Each player may draw up to two cards. Players announce how many cards they are drawing. "
                           "Cards drawn are dealt face up.")
    assert steps[:2] == (Discard(2, "any", True), Draw(None, "up", up_to=True))
    # the announcement: a typed step of the draw family, not simulated and not blocking
    assert steps[2].kind == "draw-announce" and not steps[2].gap().blocking


def test_a_twist_is_an_option_whose_draw_counts_for_facts():
    (step,) = read_sentences("Each player may twist up to three cards for an ante each.")
    # a typed `Twist` of the draw family, played by play/mechanics/twists.py: no gap
    assert step.kind == "twist" and (step.count, step.up_to, step.each) == (3, True, True)
    assert step.gap() is None


def test_the_ace_to_five_low_is_stated_not_blocking():
    (step,) = read_sentences("Straights and flushes do not count in low hands. The best low hand is A-2-3-4-5.")
    assert step.kind == "ranking" and not step.gap().blocking


# Once read by key words; the grammar does not read them, so they are unknown (and a game
# with one does not run): a card that is wild by itself, not its rank ("The last table card
# dealt is wild."), a picture the grammar does not know ("the jack with a feather in his
# cap"), the order players take an option in.
UNREAD = ["The last table card dealt is wild.", "The high common card is wild.",
          "The jack with a feather in his cap is wild. This is usually the jack of clubs.",
          "High hands showing act first."]


@pytest.mark.parametrize("sentence", UNREAD)
def test_sentences_once_read_by_key_words_are_unknown(sentence):
    assert any(isinstance(s, Unknown) for s in read_sentences(sentence))


BLOCKING = [
    "Hearts may be called one rank higher or lower than their own rank.",      # neighbouring ranks
    "Everyone shows their no-peek cards to the other players.",                # forehead cards
    "Players who drew fewer cards must top up their stack to four cards.",     # stacks not modelled
    "Each table card may only be used in one of your two hands.",              # which cards make a hand
    "Ordinary poker hands, but pairs don't count.",                            # own ranking
]
NOT_BLOCKING = [
    # a fee: the re-ante that comes with a redeal (the players going in re-ante: played, below)
    "Everyone who went in and lost matches the pot. Redeal with reante for all if no one went in or anyone had to match.",
    "If anyone twisted, there is an extra betting round starting left of the dealer.",
]


# Once blocking (or an option never taken), now played: the module named is the one that plays it.
PLAYED = {
    "Roll one eight-sided die.": ("dice",),                                          # play/mechanics/dice.py
    "A four card flush beats a pair but loses to two pair.": ("ranking",),          # play/mechanics/ranking_play.py
    "Queens count as the highest card in the deck.": ("rank-moved",),               # play/mechanics/moved_ranks.py
    "The best hand gets a leg, and the pot stays.": ("leg",),                        # play/mechanics/legs.py
    "If you ever have both a king and a nine in your hand, you must fold.": ("holding-fold",),  # mechanics/holding.py
    "Your hand can only use one board of common cards.": ("board-use",),             # play/hand_limits.py
    "Your hand must contain two down cards and three up cards.": ("own-use", "own-use"),  # play/hand_limits.py
    "Each player in turn may pay the pot to get an extra up card.": ("twist",),     # play/mechanics/twists.py
    "Players going in must reante.": ("guts-ante",),                                # play/mechanics/guts.py
    "You must beat the table hand to win.": ("beat-table",),                       # play/mechanics/table_hand.py
    "You must beat every set of table cards to win.": ("beat-table",),           # play/mechanics/table_sets.py
    "Queens can count as any two cards.": ("limited-wild",),                       # cards/wild_groups.py
    "Flip one card from the deck, the highest bidder takes it.": ("flipped-auction",),  # mechanics/auctions.py
    "The split-card is a face down king of hearts, if there is one.": ("named-split-card",),  # split_card.py
    "Each player must swap two down cards with two table cards.": ("exchange",),   # mechanics/taking.py
    "Shuffle any discarded cards back into the deck.": ("shuffle-discards",),      # mechanics/matching.py
}


@pytest.mark.parametrize("sentence", PLAYED)
def test_rules_the_simulator_now_plays_have_no_gap(sentence):
    rule = read_rule(Rule(1, sentence, 1))
    assert rule.status == "executable" and rule.gaps == () and rule.blocking == ()
    assert tuple(step.kind for step in rule.steps) == PLAYED[sentence]


@pytest.mark.parametrize("sentence", BLOCKING)
def test_rules_the_simulator_does_not_play_block_or_are_unknown(sentence):
    """Never read as a rule a hand can do without: typed and blocking, or not read at all."""
    rule = read_rule(Rule(1, sentence, 1))
    assert rule.status == "unknown" or (rule.blocking and all(gap.reason for _, gap in rule.blocking))


@pytest.mark.parametrize("sentence", NOT_BLOCKING)
def test_options_and_fees_are_typed_and_do_not_block(sentence):
    rule = read_rule(Rule(1, sentence, 1))
    assert rule.status == "table-rule" and not rule.blocking
    assert all(gap.reason for _, gap in rule.gaps)


@pytest.mark.parametrize("sentence", ["Green tens are wild.", "Deal three cards diagonally to each player.",
                                      "The moon rises."])
def test_sentences_without_a_family_stay_unknown(sentence):
    assert read_sentences(sentence) == (Unknown(sentence),)
