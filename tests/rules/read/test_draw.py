"""The draw family: draws, discards, twists, stacks, trades, in sentences written for these
tests in the corpus's style (numbers, ranks, seats, faces and prices vary)."""

import pytest

from dealerschoice.rules.grammar import read_sentences
from dealerschoice.rules.read.family import family
from dealerschoice.rules.read.words import run_words, split_sentences
from dealerschoice.rules.steps import Discard, Draw, Stack, Trade, Unknown
from dealerschoice.rules.steps.draw import (
    DiscardMatching,
    DiscardsOnTop,
    DiscardTo,
    DiscardToForce,
    DrawAnnounce,
    DrawBack,
    DrawKeeps,
    Exchange,
    PlayerDiscard,
    TableDiscard,
    TableRefill,
    TakeNoPeek,
    Twist,
)
from dealerschoice.rules.steps.vocab import Cost, DrawOrder, DrawSeat, Role
from tests.rules import corpus

REPLACE = Draw(None, up_to=True)  # one new card for each card discarded

CASES = [
    # optional draws: up to N, with an exception for a shown rank or a seat
    ("Every player may draw up to 2 cards (3 if they show an ace).",
     (Discard(2, "any", True, 3, most_if=("A",)), REPLACE)),
    ("Everyone may draw up to four cards, five if they have an ace.",
     (Discard(4, "any", True, 5, most_if=("A",)), REPLACE)),
    ("Each player may draw up to two cards, three if they show a king.",
     (Discard(2, "any", True, 3, most_if=("K",)), REPLACE)),
    ("Each player may draw two cards, three for the dealer.",
     (Discard(2, "any", True, 3, most_for=DrawSeat.DEALER), REPLACE)),
    ("Each player may draw four cards, five for the player to the left of the dealer.",
     (Discard(4, "any", True, 5, most_for=DrawSeat.LEFT_OF_DEALER), REPLACE)),
    ("Each player may draw one card if he wishes.", (Discard(1, "any", True), REPLACE)),
    ("Each player may draw two new cards if they want to.", (Discard(2, "any", True), REPLACE)),
    ("Each player may draw up to five replacement cards", (Discard(5, "any", True), REPLACE)),
    # the bounds, typed: between, one of, exactly
    ("Each player may draw one to three cards.", (Discard(3, "any", True, low=1, high=3), REPLACE)),
    ("Each player in turn must draw two or four cards.", (Discard(4, "any", True, choices=(2, 4)), REPLACE)),
    ("Each player may draw exactly three cards.", (Discard(3, "any", True, choices=(0, 3)), REPLACE)),
    ("Each player must draw four cards.", (Discard(4), Draw(4))),
    ("Each player draws two cards from the deck.", (Draw(2),)),  # cards added, as the older regexes read it
    # the order of the draw
    ("Starting with the highest hand showing, each player may draw up to three cards.",
     (Discard(3, "any", True, order=DrawOrder.HIGH_SHOWING), REPLACE)),
    ("Each player starting with the dealer and going clockwise may draw one card if they wish.",
     (Discard(1, "any", True, order=DrawOrder.DEALER), REPLACE)),
    # replacing, discarding then drawing
    ("Each player may replace up to three of their cards.", (Discard(3, "any", True), REPLACE)),
    ("Each player may exchange up to two cards from the deck.", (Discard(2, "any", True), REPLACE)),
    ("Each player may discard and draw up to four cards.", (Discard(4, "any", True), REPLACE)),
    ("Each player may discard up to two cards and draw replacements.", (Discard(2, "any", True), REPLACE)),
    ("Each player must discard two cards and draw two new cards.", (Discard(2), Draw(2))),
    ("Each player may discard up to two cards, getting back one more card than they discarded.",
     (Discard(2, "any", True), DrawBack(1))),
    ("Each player may discard up to four cards (five if they show an ace), and draw back two fewer cards than "
     "they discarded.", (Discard(4, "any", True, 5, most_if=("A",)), DrawBack(-2))),
    # draws followed by what qualifies them
    ("Each player may draw up to two cards. Players announce how many cards they are drawing. "
     "Cards drawn are dealt face up.", (Discard(2, "any", True), Draw(None, "up", up_to=True), DrawAnnounce())),
    ("Each player may draw two cards. Who is going to draw is declared at once.",
     (Discard(2, "any", True), REPLACE, DrawAnnounce("who", simultaneous=True))),
    # discards
    ("Each player discards three cards.", (Discard(3),)),
    ("Each player must discard one face-up card.", (Discard(1, "up"),)),
    ("Every player discards two face down cards.", (Discard(2, "down"),)),
    ("Each player must discard one of their up cards.", (Discard(1, "up"),)),
    ("Each player may discard up to three cards.", (Discard(3, "any", True),)),
    ("Each player must discard four cards of their choice.", (Discard(4),)),
    ("Discard your three card hand.", (Discard(3, "hand"),)),
    ("Each player discards all but five cards.", (DiscardTo(5),)),
    ("Each player must discard until they have four cards left.", (DiscardTo(4),)),
    ("The low hand showing must discard two cards.", (PlayerDiscard(Role.LOW_SHOWING, 2),)),
    ("The player to the left of the dealer must discard one down card.",
     (PlayerDiscard(Role.LEFT_OF_DEALER, 1, "down"),)),
    ("Each player must discard two cards and pick up one of their no-peek cards.", (Discard(2), TakeNoPeek(1))),
    ("Each player discards two cards. The discards are shuffled and put on top of the deck.",
     (Discard(2), DiscardsOnTop())),
    ("Discard any cards with the same rank as any common card.", (DiscardMatching(),)),
    ("Discard all cards with the same rank as the last flipped table card, except the last flipped table card.",
     (DiscardMatching(1, spares_table=True),)),
    ("Discard all cards matching the rank of the last two table cards flipped.", (DiscardMatching(2),)),
    ("Discard the newest table card.", (TableDiscard("newest"),)),
    ("Replace any discarded table or common cards, common first.", (TableRefill(common_first=True),)),
    ("Replace all discarded common cards.", (TableRefill(),)),
    ("Each player may draw up to two cards. You may not get rid of aces or kings while drawing.",
     (Discard(2, "any", True), REPLACE, DrawKeeps(("A", "K")))),
    ("Players may not discard red sevens when drawing.", (DrawKeeps((), ("7h", "7d")),)),
    ("Any player may discard a face up jack to force another player to discard a face up queen. "
     "High hands showing act first.", (DiscardToForce(("J",), ("Q",), DrawOrder.HIGH_SHOWING),)),
    ("Each player may discard an up seven to make any other player discard an up eight.",
     (DiscardToForce(("7",), ("8",)),)),
    # twists and buys
    ("Each player may twist up to three cards for double ante each.",
     (Twist(3, Cost.ANTE, 2, up_to=True, each=True),)),
    ("Each player may twist one card for the pot.", (Twist(1, Cost.POT, up_to=True),)),
    ("Each player may twist two cards for min bet each, three if they show an ace.",
     (Twist(2, Cost.MIN_BET, up_to=True, each=True, most=3, most_if=("A",)),)),
    ("Each player may twist exactly one card for max bet.", (Twist(1, Cost.MAX_BET, up_to=True, choices=(0, 1)),)),
    ("Each player may draw two cards, one at a time, for an ante each.",
     (Twist(2, Cost.ANTE, up_to=True, each=True, one_at_a_time=True),)),
    ("Each player in turn may pay double ante to get a down card.",
     (Twist(1, Cost.ANTE, 2, extra=True, face="down"),)),
    ("Each player may twist a card for an ante. If they pay double max bet instead, they get the new card face down.",
     (Twist(1, Cost.ANTE, up_to=True, down_cost=Cost.MAX_BET, down_times=2),)),
    ("Each player may twist one card for min bet. If you twist an up card, you can get the new card down by "
     "flipping your hole card.", (Twist(1, Cost.MIN_BET, up_to=True, down_by_flip=True),)),
    ("Each player may twist one card for max bet or two cards for double max bet.",
     (Twist(1, Cost.MAX_BET, up_to=True, instead=Twist(2, Cost.MAX_BET, 2, up_to=True)),)),
    ("Each player may twist a card for an ante or buy a card for double ante.",
     (Twist(1, Cost.ANTE, up_to=True, instead=Twist(1, Cost.ANTE, 2, up_to=True, extra=True)),)),
    # exchanges with the table
    ("Each player must swap two down cards with two table cards.", (Exchange(2, "down"),)),
    ("Each player may exchange one up card for one common card.", (Exchange(1, "up", optional=True),)),
    # stacks
    ("Each player places their cards in a stack face down.", (Stack(),)),
    ("Each player arranges their cards in order in a stack face down on the table. "
     "The order of the stack can not be changed once set.", (Stack(),)),
    ("Each player arranges their cards into a five card stack, with two cards on each side.", (Stack(1, 5, True, 4),)),
    ("Each player puts their cards into a stack of six cards.", (Stack(1, 6),)),
    ("Each player splits their cards into three hands of three cards each, arranging them in order in face down "
     "stacks. The order of the stacks may not change once made.", (Stack(3, 3),)),
    ("Arrange your down and no-peek cards in a stack, but don't look at your no-peek cards.", (Stack(),)),
    # trades between players
    ("Players may trade cards with one another.", (Trade(),)),
    ("Players may trade cards with each other, as long as each player trades the same number of cards. "
     "Each player may trade up to three times, but must re-ante each time.", (Trade(3, "ante"),)),
]


@pytest.mark.parametrize("sentence, expected", CASES, ids=[c[0][:60] for c in CASES])
def test_draw_sentence(sentence, expected):
    assert read_sentences(sentence) == expected


def test_the_family_reads_these_itself():
    """Each case is this family's reading (not another family's, nor the older regexes')."""
    for sentence, _ in CASES:
        assert {who for _, who, _ in corpus.readings(sentence)} == {"grammar:draw"}, sentence


@pytest.mark.parametrize("sentence", ["Each player may draw a song.", "The tallest player must discard one card."])
def test_nonsense_stays_unknown(sentence):
    assert read_sentences(sentence) == (Unknown(sentence),)


@pytest.mark.parametrize("sentence", [
    "Each player may draw a song.",
    "Each player may twist one card for free.",                              # a twist has a price
    "Each player may twist one card for half the pot.",
    "Each player may draw up to three cards (four if they sing).",
    "Each player discards two cards sideways.",
    "Each player puts their cards in a stack face up.",                       # stacks lie face down
    "Each player may draw up to three cards, four if they show an ace, five if they show two aces.",
    "Each player may draw at least two cards.",                               # no upper bound: not a draw
    "Each player may draw any number of cards.",
    "Each player must exchange one down card with two table cards.",          # unequal exchange
    "The tallest player must discard one card.",
    "Each player starting with the highest hand showing and going up may draw one card.",  # contradiction
])
def test_near_misses_are_not_read(sentence):
    assert family("draw").read(run_words(split_sentences(sentence))) is None
    # (the older regexes read a few of these for now, e.g. any "(four if ...)"; the grammar does not)


def test_bounds_default_from_count_and_up_to():
    assert (Discard(3, "any", True).low, Discard(3, "any", True).high) == (0, 3)
    assert (Discard(2, "down").low, Discard(2, "down").high) == (2, 2)
    assert Discard(None, "all").low is None
    assert (Twist(2, Cost.ANTE).low, Twist(2, Cost.ANTE).high) == (0, 2)


def test_what_the_simulator_plays_and_what_it_does_not():
    # the simulator plays the ordinary draw; its count is always one the bounds allow
    for step in read_sentences("Each player in turn must draw one or three cards."):
        assert step.gap() is None
    assert read_sentences("Each player in turn must draw one or three cards.")[0].count in (1, 3)
    # bought twists are played now
    for sentence in ("Each player may twist one card for max bet.",
                     "Each player in turn may pay max bet to get an up card."):
        assert [s.gap() for s in read_sentences(sentence)] == [None], sentence
    # options the simple policies never take do not stop a game
    gaps = [s.gap() for s in read_sentences("Each player may draw one card. Who is going to draw is declared "
                                            "simultaneously.") if s.gap() is not None]
    assert gaps and not any(g.blocking for g in gaps)
    # discards and draws the simulator cannot follow do
    # played by play/mechanics/discarding.py, taking.py and hand_sizes.py (issue 17)
    for sentence in ("Each player discards all but four cards.",
                     "Discard any cards with the same rank as a table card.",
                     "Each player must exchange one down card with one table card.",
                     "Each player must discard one card and pick up one of their no peek cards.",
                     "Each player discards a card. The discards are shuffled and placed on top of the deck.",
                     "Each player may draw up to two cards. You may not get rid of aces or kings while drawing.",
                     "Replace any discarded table or common cards, common first."):
        assert [s.gap() for s in read_sentences(sentence)] == [None] * len(read_sentences(sentence)), sentence
    # played now: draws back of more than the discard, a named player's discard, table discards
    for sentence in ("Each player may discard up to three cards, and draw back one more card than they discarded.",
                     "The high hand showing must discard one card of their choice.",
                     "Discard the oldest common card."):
        assert [s.gap() for s in read_sentences(sentence)] == [None] * len(read_sentences(sentence)), sentence


MY_TYPES = ("draw", "discard", "stack", "trade")
# Corpus lines of these types the grammar does not read yet (2 of 466), and why: two typos of
# "up to" ("draw up the three cards", "how many cards they want to draw, up three"), which
# the grammar does not guess at; the first also lets a player "take back their previous
# draw", which no step holds yet.
LEFT_UNREAD = 2


@pytest.mark.skipif(not corpus.present(), reason=corpus.SKIP_REASON)
def test_corpus_lines_of_the_draw_types():
    types = corpus.rule_types()
    unread = ambiguous = 0
    for text, count in corpus.line_counts().items():
        if types.get(text) not in MY_TYPES:
            continue
        readings = corpus.readings(text)
        ambiguous += sum(count for _, who, _ in readings if who == "AMBIGUOUS")
        if any(who in ("UNKNOWN", "AMBIGUOUS") for _, who, _ in readings):
            unread += count
    assert ambiguous == 0
    assert unread <= LEFT_UNREAD


# ---- round 2: chosen table discards, discards passed, stacks of two sizes, auctions, paying
# instead of discarding, low cards replaced ------------------------------------------------
from dealerschoice.rules.steps.draw import (  # noqa: E402
    AsideReplaces,
    BuyDown,
    DiscardBuyDown,
    DiscardsPassed,
    DiscardsToTable,
    DrawUntilDone,
    PayOrDiscard,
    ReplaceRanked,
    StackSizes,
    TableCardSwap,
    TableHandAuction,
    TablePick,
)
from dealerschoice.rules.steps.vocab import Face, Side  # noqa: E402

ROUND_2 = [
    ("The player to the left of the dealer chooses three common cards to be discarded.",
     (TableDiscard(TablePick.CHOSEN, 3, Role.LEFT_OF_DEALER),)),
    ("The last player to bet must discard one table card of their choice",
     (TableDiscard(TablePick.CHOSEN, 1, Role.LAST_RAISER),)),
    ("The player who won the auction must discard two cards.", (PlayerDiscard(Role.AUCTION_WINNER, 2),)),
    ("Whoever wins the auction discards one down card", (PlayerDiscard(Role.AUCTION_WINNER, 1, Face.DOWN),)),
    ("Your discards go to the player on your right.", (DiscardsPassed(Side.RIGHT),)),
    ("Each player passes their discards to the player two seats to their left",
     (DiscardsPassed(Side.LEFT, 2),)),
    ("Each player splits their cards into a stack of five cards and a stack of two cards. You may not change "
     "the order of the two card stack once betting starts.", (StackSizes((5, 2), (2,)),)),
    ("Each player divides their cards into a three card stack, a two card stack and a stack of two cards.",
     (StackSizes((3, 2, 2)),)),
    ("Auction off the right to swap hands with the board.", (TableHandAuction(),)),
    ("The player with the common card can take it and replace it with a card from their hand.",
     (TableCardSwap(1),)),
    ("If they discard a card from one of their three card hands, it is replaced by the seventh card.",
     (AsideReplaces(3),)),
    ("For every hand, you must pay double ante or discard two cards.",
     (PayOrDiscard(2, Cost.ANTE, 2, each_hand=True),)),
    ("Each player must pay max bet or discard one card", (PayOrDiscard(1, Cost.MAX_BET),)),
    ("You may pay max bet to not discard, or double ante to discard only one card.",
     (DiscardBuyDown((BuyDown(Cost.MAX_BET, 1, 0), BuyDown(Cost.ANTE, 2, 1))),)),
    ("Any up card that is five or lower may be discarded face up for a replacement.",
     (ReplaceRanked(most="5", face=Face.UP, shown=True),)),
    ("Any card that is a queen or higher can be thrown away for a new card",
     (ReplaceRanked(least="Q"),)),
    ("Keep drawing until nobody wants to draw any more.", (DrawUntilDone(),)),
    ("Each player discards two cards face up to the table.", (Discard(2), DiscardsToTable(Face.UP))),
    ("Each player must discard one down card onto the table", (Discard(1, "down"), DiscardsToTable())),
]


@pytest.mark.parametrize("sentence, expected", ROUND_2, ids=[c[0][:60] for c in ROUND_2])
def test_round_2(sentence, expected):
    assert read_sentences(sentence) == expected


@pytest.mark.parametrize("sentence", [
    "The player to the left of the dealer chooses two songs to be discarded.",
    "Your discards go to the moon.",
    "Auction off the right to sing with the table.",
    "Any down card that is purple or less may be discarded face up for a replacement.",
    "Repeat until no one wants to sing.",
])
def test_round_2_near_misses(sentence):
    assert read_sentences(sentence) == (Unknown(sentence),)


def test_a_fixed_stack_must_be_one_of_the_stacks():
    fix = "You may not change the order of the two card stack once betting starts."
    assert read_sentences("Each player splits their cards into a stack of four cards and a stack of three cards. " + fix) \
        == (StackSizes((4, 3)), Unknown(fix))


def test_round_2_gaps():
    assert StackSizes((4, 3)).gap() is None  # play/mechanics/stack_sizes.py
    for step in (DiscardsPassed(Side.LEFT),):
        gap = step.gap()
        assert gap is not None and gap.blocking and gap.reason, step
    assert TableCardSwap().gap() is None  # issue 17: play/mechanics/travelling_card.py
    assert PayOrDiscard(1, Cost.ANTE).gap() is None  # played by play/mechanics/seat_hands.py
    assert DiscardsToTable(Face.DOWN).gap() is None  # play/mechanics/table_discards.py
    assert AsideReplaces(2).gap() is None  # play/mechanics/hand_boards.py
    for step in (ReplaceRanked(most="4"), DrawUntilDone()):  # played by play/mechanics/drawing.py
        assert step.gap() is None, step
    assert TableHandAuction().gap() is None  # played by play/mechanics/auctions.py
    assert DiscardBuyDown(()).gap() is None  # played by play/mechanics/buy_down.py
    assert TableDiscard(TablePick.CHOSEN, 2, Role.LEFT_OF_DEALER).gap() is None  # played now


# ---- round 3: twists priced by face, discards from each hand, open draws, table cards taken
# for matching an up card, twisters, an opponent's card discarded ----------------------------
from dealerschoice.rules.steps import Flip, Trigger  # noqa: E402
from dealerschoice.rules.steps.draw import DiscardEachHand  # noqa: E402
from dealerschoice.rules.steps.passing import OpponentDiscard, TakeTableMatches, Twister  # noqa: E402

ROUND_3 = [
    ("Each player starting with high hand showing and going down may twist two cards. Down cards cost the pot, "
     "up cards cost double max bet, and for triple ante you can discard an up card and get a down card back.",
     (Twist(2, Cost.MAX_BET, 2, up_to=True, high=2, down_cost=Cost.ANTE, down_times=3,
            down_card_cost=Cost.POT, order=DrawOrder.HIGH_SHOWING),)),
    ("Each player may twist one card. Up cards cost ante, down cards cost max bet.",
     (Twist(1, Cost.ANTE, up_to=True, high=1, down_card_cost=Cost.MAX_BET),)),
    ("Each player must discard two cards from each hand, or make two three card hands.",
     (DiscardEachHand(2, 2, 3),)),
    ("Each player discards one card from both hands.", (DiscardEachHand(1),)),
    ("Each player turns all seven cards face up, and then may draw up to two cards. Draw cards come back face up.",
     (Flip("each", 7, "choice"), Discard(2, up_to=True, low=0, high=2), Draw(None, Face.UP, up_to=True))),
    ("Everyone flips all of their five cards face up, and may draw one card (two if they show an ace).",
     (Flip("each", 5, "choice"), Discard(1, up_to=True, low=0, high=1, most=2, most_if=("A",)), REPLACE)),
    ("Starting with the lowest hand showing and going up, each player takes all table cards matching suit with "
     "their up card into their hand as up cards.",
     (TakeTableMatches(False, True, Face.UP, order=DrawOrder.LOW_SHOWING),)),
    ("Each player moves all common cards that match the rank of their face up card into their hand, then discards "
     "their up card to the board.", (TakeTableMatches(True, False, discards_up=True),)),
    ("If a queen is dealt face up, that player may call for a twister, where everyone gives two cards to the "
     "dealer, who shuffles them and deals them back.", (Twister(Trigger("dealt-up", ("Q",)), 2),)),
    ("If a player is ever dealt an up pair of sixes, they must choose an opponent's card to discard.",
     (OpponentDiscard(Trigger("dealt-up", ("6",), pair=True)),)),
    ("If anyone is dealt a pair of nines or tens face up, they must pick another player's card to be discarded.",
     (OpponentDiscard(Trigger("dealt-up", ("9", "T"), pair=True)),)),
]


@pytest.mark.parametrize("sentence, expected", ROUND_3, ids=[c[0][:60] for c in ROUND_3])
def test_round_3(sentence, expected):
    assert read_sentences(sentence) == expected


@pytest.mark.parametrize("sentence", [
    "Each player may twist one card. Up cards cost ante, up cards cost max bet.",
    "Each player must discard a card from each hand, or make three songs.",
    "Each player flips all five cards sideways, and then may draw up to three cards.",
    "Each player puts all table cards matching colour with their up card into their hand.",
    "Each player takes all table cards matching rank with their down card into their hand.",
    "Each player takes all table cards matching rank with their card into their hand.",
    "If an eight is dealt face up, the player it was dealt to may call for a taxi.",
    "If a player is ever dealt an up pair of threes, they must choose an opponent's song to discard.",
    "If a player is ever dealt an up pair of threes face up, they must choose an opponent's card to discard.",
])
def test_round_3_near_misses(sentence):
    assert all(isinstance(s, Unknown) for s in read_sentences(sentence)), sentence


def test_round_3_gaps():
    # an open draw is played: every card turned up, then the ordinary draw
    for step in read_sentences("Each player flips all five cards face up, and then may draw up to three cards."):
        assert step.gap() is None, step
    # a twister is a call the simple players never make: not blocking
    assert not Twister(Trigger("dealt-up", ("8",)), 3).gap().blocking
    assert OpponentDiscard(Trigger("dealt-up", ("3",))).gap() is None  # play/mechanics/stealing.py
    assert TakeTableMatches(True, True).gap() is None  # play/mechanics/discarding.py
    assert DiscardEachHand(1, 3, 2).gap() is None  # play/mechanics/seat_hands.py: the players discard


@pytest.mark.parametrize("sentence, expected", [
    ("Each player must discard one card from each of their hands.", (DiscardEachHand(1),)),
    ("Each player discards two cards from both of their hands, or makes two three card hands.",
     (DiscardEachHand(2, 2, 3),)),
    ("Each player must discard one card from every hand, or split their cards into two three-card hands.",
     (DiscardEachHand(1, 2, 3),)),
    ("If a jack is dealt face up, they may call a twister, where each player gives two cards to the dealer, who "
     "shuffles them and redeals them.", (Twister(Trigger("dealt-up", ("J",)), 2),)),
])
def test_round_3_neighbours(sentence, expected):
    assert read_sentences(sentence) == expected


# ---- invariants over numbers, ranks and prices of the round-3 readings ---------------------
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

_WORDS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
_RANKS = {"aces": "A", "kings": "K", "queens": "Q", "jacks": "J", "tens": "T", "nines": "9", "eights": "8",
          "sevens": "7", "sixes": "6", "fives": "5", "fours": "4", "threes": "3", "twos": "2"}
_PRICES = {"ante": (Cost.ANTE, 1), "double ante": (Cost.ANTE, 2), "max bet": (Cost.MAX_BET, 1),
           "triple the max bet": (Cost.MAX_BET, 3), "the pot": (Cost.POT, 1)}


@settings(max_examples=30, deadline=None)
@given(st.integers(1, 3), st.integers(2, 4), st.integers(2, 5))
def test_a_discard_from_each_hand_keeps_its_numbers(count, hands, size):
    text = (f"Each player must discard {_WORDS[count - 1]} cards from each hand, or make {_WORDS[hands - 1]} "
            f"{_WORDS[size - 1]} card hands.")
    assert read_sentences(text) == (DiscardEachHand(count, hands, size),)


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(sorted(_PRICES)), st.sampled_from(sorted(_PRICES)), st.booleans(), st.integers(1, 3))
def test_a_twist_priced_by_face_keeps_both_prices(up, down, up_first, count):
    prices = [f"up cards cost {up}", f"down cards cost {down}"]
    first, second = prices if up_first else prices[::-1]
    text = f"Each player may twist {_WORDS[count - 1]} cards. {first.capitalize()}, {second}."
    (twist,) = read_sentences(text)
    assert (twist.count, twist.high, twist.low, twist.up_to) == (count, count, 0, True)
    assert (twist.cost, twist.times) == _PRICES[up]
    assert (twist.down_card_cost, twist.down_card_times) == _PRICES[down]


@settings(max_examples=30, deadline=None)
@given(st.lists(st.sampled_from(sorted(_RANKS)), min_size=1, max_size=3, unique=True))
def test_an_up_pair_of_any_ranks_forces_an_opponents_discard(ranks):
    text = f"If a player is ever dealt an up pair of {' or '.join(ranks)}, they must choose an opponent's card to discard."
    assert read_sentences(text) == (OpponentDiscard(Trigger("dealt-up", tuple(_RANKS[r] for r in ranks), pair=True)),)
