"""The passing family: cards passed between players (at once, face up, one at a time, whole
hands, a chosen count, on a condition, on passing ranks), the card passed on, cards taken,
swapped, stolen and given away, folded hands passed, auctions of cards and partners (sentences
written in the corpus's style, with other numbers, sides, seats, ranks and suits)."""

import pytest

from dealerschoice.rules.grammar import read_sentences
from dealerschoice.rules.read.family import family
from dealerschoice.rules.read.words import run_words
from dealerschoice.rules.steps import (
    Auction,
    Flip,
    Forced,
    Partners,
    Pass,
    PassMove,
    Trigger,
    Unknown,
)
from dealerschoice.rules.steps.passing import (
    FoldedPass,
    GiveAway,
    HandPart,
    PassChooser,
    PassChosen,
    PassCondition,
    PassHand,
    PassIf,
    PassOn,
    PassPerRank,
    PassShown,
    PassStart,
    PassTableCard,
    Steal,
    StealWhat,
    Swap,
    Take,
)
from dealerschoice.rules.steps.vocab import Side
from tests.rules import corpus

LEFT, RIGHT = Side.LEFT, Side.RIGHT


def left(count: int, seats: int = 1) -> PassMove:
    return PassMove(count, LEFT, seats)


def right(count: int, seats: int = 1) -> PassMove:
    return PassMove(count, RIGHT, seats)


CASES = [
    # every player passes chosen cards at once: the simulator's Pass, as the old regexes read it
    ("Each player passes four cards to their right.", (Pass((right(4),)),)),
    ("Every player passes 2 cards to the left", (Pass((left(2),)),)),
    ("Everyone passes one card to the player on their right.", (Pass((right(1),)),)),
    ("Each player simultaneously passes three down cards to the player two seats to their right.",
     (Pass((right(3, 2),), "down"),)),
    ("Each player passes two face-down cards to his left.", (Pass((left(2),), "down"),)),
    ("Each player must pass one card to their left, then one card to their right.", (Pass((left(1), right(1))),)),
    ("Each player passes three cards to their right, and one card to the player three seats to their left.",
     (Pass((right(3), left(1, 3))),)),
    ("Each player passes one card face down to the player to their left.", (Pass((left(1),)),)),
    ("Each player gives two cards to the player on their right.", (Pass((right(2),)),)),
    ("Each player passes one card to the player on their left and receives one card from the player on their right.",
     (Pass((left(1),)),)),
    ("Pass three cards to the left.", (Pass((left(3),)),)),
    ("Everyone passes three cards left.", (Pass((left(3),)),)),
    ("Each player passes two of their down cards to the player on their right.", (Pass((right(2),), "down"),)),
    # a card flipped and passed (as the old regexes: Flip by choice, then Pass "flipped")
    ("Each player turns over two down cards and passes them to the player on their right.",
     (Flip("each", 2, "choice"), Pass((right(2),), "flipped"))),
    ("Every player simultaneously flips over one card and passes it to their left.",
     (Flip("each", 1, "choice", True), Pass((left(1),), "flipped"))),
    # passed cards turned face up, at once or one player at a time
    ("Each player passes two cards to their left, and flips them face up.", (PassShown((left(2),)),)),
    ("Each player passes one card face up to their right.", (PassShown((right(1),)),)),
    ("Starting with the player to the dealer's left, each player passes one card face up to their right.",
     (PassShown((right(1),), True, PassStart.DEALER_LEFT),)),
    (("Starting with the lead, each player passes two cards face up to their left. The receiving player may "
     "pass that card on, or keep it and pass another card."),
     (PassShown((left(2),), True, PassStart.LEAD), PassOn())),
    (("Starting with the lead, each player may pass one up card to their right. The last player discards one up "
     "card instead."), (PassShown((right(1),), True, PassStart.LEAD, up_cards=True, optional=True, last_discards=True),)),
    ("Each player passes two up cards to the player two seats to their left.",
     (PassShown((left(2, 2),), up_cards=True),)),
    # whole hands
    ("Pass all of your non-permanent hand cards to your left.", (PassHand(LEFT, 1, HandPart.NOT_PERMANENT),)),
    ("Each player keeps three cards and passes the rest to their right.", (PassHand(RIGHT, keep=3),)),
    ("Pass your hand to the left.", (PassHand(LEFT),)),
    ("Each player passes all of their cards to the player two seats to their right.", (PassHand(RIGHT, 2),)),
    ("Everyone passes their up cards two seats to the left.", (PassHand(LEFT, 2, HandPart.UP),)),
    ("Pass the community card two players to the right.", (PassTableCard(RIGHT, 2),)),
    ("Pass the table card to the player on your left.", (PassTableCard(LEFT),)),
    # a count chosen by a player, a pass on a condition
    ("The dealer chooses how many cards each player passes to the right, from one to three.",
     (PassChosen(1, 3, RIGHT, PassChooser.DEALER),)),
    ("The last player to bet or raise chooses how many cards each player passes to the left, from zero to two.",
     (PassChosen(0, 2, LEFT, PassChooser.LAST_RAISER),)),
    ("If nobody declares in, each player passes two cards to their right.",
     (PassIf(PassCondition.NO_ONE_IN, (right(2),)),)),
    ("If everyone declares out, every player passes one down card to their left.",
     (PassIf(PassCondition.NO_ONE_IN, (left(1),), "down"),)),
    # passing ranks
    (("Each round in which a passing rank was dealt face up, each player must pass their up cards two players "
     "to the right for each card of the passing rank dealt that round."), (PassPerRank(HandPart.UP, (RIGHT,), 2),)),
    (("Each round in which a passing rank was dealt face up, each player must pass their cards one player to the "
     "right for each card of the right passing rank dealt that round, and one card to the left for each left "
     "passing rank dealt that round."), (PassPerRank(HandPart.ALL, (RIGHT, LEFT)),)),
    # taking and swapping
    ("Each player takes two cards at random from the player on their right.", (Take(2, RIGHT),)),
    ("Each player takes one card of their choice from the player two seats to their left.",
     (Take(1, LEFT, 2, random=False),)),
    ("Each player draws one card at random from the hand of the player on their left.", (Take(1, LEFT),)),
    (("You may take two cards (three if you show a king) from the player on your right, as long as you give "
     "them the same number of cards from your hand."), (Swap(2, RIGHT, most=3, most_if=("K",)),)),
    ("Each player may swap one card with the player on their left.", (Swap(1, LEFT),)),
    # stealing on a card event
    ("If a player is ever dealt a face up club, they may take any one card from another player.",
     (Steal(Trigger("dealt-up", suits=("c",))),)),
    ("If a player is ever dealt an up pair of nines, they must steal a card from another player.",
     (Steal(Trigger("dealt-up", ranks=("9",), pair=True), optional=False),)),
    ("If a player ever gets a face up seven, they may steal two up cards from another player.",
     (Steal(Trigger("gets-up", ranks=("7",)), 2, StealWhat.UP),)),
    ("If a player is ever dealt a face up queen, they must steal one up card from any other player.",
     (Forced(Trigger("dealt-up", ranks=("Q",)), "steal-up"),)),
    ("If anyone flips a spade, they may give that spade to any other player and take any one card from them.",
     (Steal(Trigger("flip", suits=("s",)), gives=True),)),
    # gifts, folded hands, auctions, partners
    ("Each player in turn may pass a deuce to any other player.", (GiveAway(("2",)),)),
    ("Each player in betting order may give a joker to another player. Jokers may never be given twice.",
     (GiveAway(jokers=True, once=True),)),
    ("Each player in turn may pass a joker to any other player. Each joker may only be passed once.",
     (GiveAway(jokers=True, once=True),)),
    ("When a player folds, their hand goes to the player on their right.", (FoldedPass(RIGHT),)),
    ("If anyone folds, their cards get passed to the player two seats to their left.", (FoldedPass(LEFT, 2),)),
    ("If a player folds, their up cards are passed to the player on their right.",
     (FoldedPass(RIGHT, which=HandPart.UP),)),
    ("Each player, starting with the player to the dealer's left, may auction off two of their cards.",
     (Auction(2),)),
    ("In order of highest hand showing, each player without a partner picks one. Partners pool their cards.",
     (Partners(),)),
]


@pytest.mark.parametrize("sentence, steps", CASES, ids=[c[0][:60] for c in CASES])
def test_passing_sentence(sentence, steps):
    assert read_sentences(sentence) == steps


@pytest.mark.parametrize("sentence", [
    "Each player may sing a song.",
    "Each player passes three cards to their center.",
    "Each player passes three cards.",
    "Each player passes the rest to their left.",
    "Each player passes one card to their left if the dealer sneezes.",
    "The dealer chooses how many cards each player passes to the right, from three to one.",
    ("You may take two cards (two if you show a king) from the player on your left, if you give them the same "
    "number of cards."),
    "Pass the table card to the moon.",
    "Each player steals a song from the player on their left.",
])
def test_near_misses_are_unknown(sentence):
    assert all(isinstance(s, Unknown) for s in read_sentences(sentence))


@pytest.mark.parametrize("sentence", [
    # mixed down and any cards in one pass; unseen cards passed one at a time; a card taken
    # with no word on whether the taker sees it; a heart given away (only ranks and jokers)
    "Each player passes one down card to their left and one card to their right.",
    "Each player passes one card to the player on their left and receives two cards from the player on their right.",
    "Starting with the lead, each player passes one card to their left.",
    "Each player may pass two cards to their left.",  # a pass a player may decline: not the simulator's Pass
    "Each player passes one up card face down to their left.",
    "Each player takes one card from the player on their right.",
    "Each player in turn may pass a heart to another player.",
    "Each player in turn may pass a deuce to another player. Jokers may not be passed twice.",
    "If an out player folds, their cards get passed to the player on their left.",
    # read by the money family (a Forced steal-up, as the old regexes read it)
    "If a player ever gets a jack face up, they can steal one up card from any other player.",
])
def test_what_the_passing_family_leaves(sentence):
    assert family("passing").read(run_words(sentence.split(". "))) is None


def test_the_simulator_plays_passes_and_says_why_not_the_rest():
    assert Pass((left(2),)).gap() is None
    assert Forced(Trigger("gets-up", ranks=("J",)), "steal-up").gap() is None
    assert Auction(1).gap() is not None and not Auction(1).gap().blocking  # nobody has to sell
    # passed face up, travelling, a count chosen, whole hands: play/mechanics/passes.py
    for step in (PassHand(LEFT), PassShown((left(1),)), PassOn(), PassChosen(0, 4, LEFT, PassChooser.DEALER)):
        assert step.gap() is None, step
    assert PassIf(PassCondition.NO_ONE_IN, (left(3),)).gap() is None  # issue 17: play/mechanics/guts.py
    assert Swap(3, LEFT).gap() is None and Swap(2, RIGHT, most=3, most_if=("K",)).gap() is None  # taking.py
    # gifts (play/mechanics/gifts.py); a folded hand handed on (folded_pass.py)
    assert GiveAway(jokers=True).gap() is None and FoldedPass(LEFT).gap() is None
    for step in (PassPerRank(HandPart.NOT_PERMANENT, (LEFT,)),):
        assert step.gap() is not None and step.gap().blocking, step
    assert Partners().gap() is None  # issue 17: play/mechanics/partners.py
    assert PassTableCard(LEFT).gap() is None  # issue 17: play/mechanics/travelling_card.py
    # the Rotate games: play/mechanics/named_ranks.py
    assert PassPerRank(HandPart.ALL, (LEFT,)).gap() is None and PassPerRank(HandPart.UP, (LEFT, RIGHT)).gap() is None
    # one card a player may (or must) take for a card they get: play/mechanics/stealing.py;
    # several stay a gap
    hearts = Trigger("dealt-up", suits=("h",))
    assert Steal(hearts).gap() is None and Steal(hearts, optional=False).gap() is None
    step = Steal(hearts, count=2)
    assert step.gap().blocking and step.gap().reason == (
        "a player who gets a given card takes several cards from another player; the simulator plays taking one card")
    assert Take(1, LEFT).gap() is None  # a random card taken from a neighbour is played now


@pytest.mark.skipif(not corpus.present(), reason=corpus.SKIP_REASON)
def test_the_corpus_pass_lines_are_read():
    types = corpus.rule_types()
    lines = [t for t in corpus.line_counts() if types.get(t) == "pass"]
    assert lines
    unread = [t for t in lines if any(who in ("UNKNOWN", "AMBIGUOUS") for _, who, _ in corpus.readings(t))]
    assert unread == []
