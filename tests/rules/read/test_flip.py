"""The flip family: players turning their own cards face up (sentences written in the
corpus's style, other numbers, seats, verbs and faces)."""

import pytest

from dealerschoice.rules.grammar import read_sentences
from dealerschoice.rules.read.family import family
from dealerschoice.rules.read.words import run_words
from dealerschoice.rules.steps import Flip, Unknown
from dealerschoice.rules.steps.flip import FlipOnRaise, TurnDown
from dealerschoice.rules.steps.vocab import FlipSource, FlipUntil, FlipWho
from tests.rules import corpus

EACH, NEXT, LEFT = FlipWho.EACH, FlipWho.NEXT, FlipWho.LEFT_OF_DEALER
TOP, CHOICE = FlipSource.TOP, FlipSource.CHOICE
BEST = FlipUntil.BEST_SHOWING

CASES = [
    # a flip set off by a raise
    ("If anyone raises, everyone flips a no peek card.", FlipOnRaise(Flip(EACH, 1, TOP, True))),
    ("If a player raises, each player still in flips one down card of their choice.",
     FlipOnRaise(Flip(EACH, 1, CHOICE))),
    # the top of the stack
    ("Each player simultaneously flips over the top card of their stack.", Flip(EACH, 1, TOP, True)),
    ("Every player simultaneously turns up the top two cards of their stack", Flip(EACH, 2, TOP, True)),
    ("Everyone flips the top card off their three-card stack face up.", Flip(EACH, 1, TOP, stack=3)),
    ("Each player flips the top three cards of their six card pile at the same time.",
     Flip(EACH, 3, TOP, True, stack=6)),
    ("Each player flips the top card off their stack, including players who have already folded.",
     Flip(EACH, 1, TOP, include_folded=True)),
    ("All players simultaneously flip the top card of their four card hand.", Flip(EACH, 1, TOP, True, stack=4)),
    ("Each player flips their top card.", Flip(EACH, 1, TOP)),
    ("Each player flips over their no peek card.", Flip(EACH, 1, TOP, True)),
    ("Each player simultaneously flips two cards from each of their stacks.", Flip(EACH, 2, FlipSource.EACH_STACK, True)),
    ("Each player flips the top card of each of their piles.", Flip(EACH, 1, FlipSource.EACH_STACK)),
    # by choice
    ("Each player flips over two down cards of their choice.", Flip(EACH, 2, CHOICE)),
    ("Everybody turns one card face up.", Flip(EACH, 1, CHOICE)),
    ("Each player rolls one hole card.", Flip(EACH, 1, CHOICE)),
    ("Each player simultaneously flips four cards of their choice face-up", Flip(EACH, 4, CHOICE, True)),
    ("Each player flips one of their down cards.", Flip(EACH, 1, CHOICE)),
    ("The next player in betting order flips two cards.", Flip(NEXT, 2, CHOICE)),
    ("The next player flips over one card face up.", Flip(NEXT, 1, CHOICE)),
    ("The player to the left of the dealer turns over three cards.", Flip(LEFT, 3, CHOICE)),
    ("The player on the dealer's left flips one card face up.", Flip(LEFT, 1, CHOICE)),
    # one card at a time until beating
    ("The next player in betting order flips over cards one at a time until they have the best hand showing.",
     Flip(NEXT, 1, CHOICE, until=BEST)),
    ("The next player in order turns over cards one at a time until either they have the high hand showing "
     "(counting the first table card as a hand), or they have flipped five cards.",
     Flip(NEXT, 1, CHOICE, until=BEST, limit=5, table_counts=True)),
    ("The next player in betting order flips over cards one at a time until they have the best hand showing. "
     "Cards may be flipped from the player's down cards or no-peek cards at the player's choice.",
     Flip(NEXT, 1, CHOICE, until=BEST, from_either=True)),
    ("Each player flips over cards one at a time until they have the best hand showing.",
     Flip(EACH, 1, CHOICE, until=BEST)),  # read, but not simulated: every player in turn
    ("The player to the left of the dealer turns over cards one at a time until they beat the best hand showing, "
     "or they have flipped all of their cards.", Flip(LEFT, 1, CHOICE, until=BEST)),
    # the top card into the low or high hand
    ("Each player looks at their top card, puts it into their low (left) hand or high (right) hand, and all "
     "players simultaneously reveal their cards.", Flip(EACH, 1, FlipSource.TOP_TO_HAND, True)),
    # forms the simulator does not play yet
    ("Each player randomly flips two down cards belonging to the player on their right.",
     Flip(EACH, 2, FlipSource.RANDOM)),
    ("Each player flips one card at random.", Flip(EACH, 1, FlipSource.RANDOM)),
    ("Each player flips two of the cards from the last round of dealing.", Flip(EACH, 2, FlipSource.LAST_DEALT)),
    ("Every player must simultaneously flip all down cards that match the rank of a table card.",
     Flip(EACH, None, FlipSource.MATCHING_TABLE, True)),
    ("Each player simultaneously flips over any number of their down cards.", Flip(EACH, None, CHOICE, True, optional=True)),
    ("Each player in turn may flip over a face down king if they have one.",
     Flip(EACH, 1, CHOICE, optional=True, ranks=("K",))),
    ("Each player may turn one card face up.", Flip(EACH, 1, CHOICE, optional=True)),
    ("Flip every player's discards.", Flip(EACH, None, FlipSource.DISCARDS)),
    ("Each player flips one down card of their choice. If they only have two cards, they get dealt an up card instead.",
     Flip(EACH, 1, CHOICE, deal_instead_at=2)),
    ("Everyone flips all of their cards face down.", TurnDown(EACH)),
    ("Each player turns their cards face-down.", TurnDown(EACH)),
]


@pytest.mark.parametrize("sentence, step", CASES, ids=[c[0][:60] for c in CASES])
def test_flip_sentence(sentence, step):
    assert read_sentences(sentence) == (step,)


def test_the_simulator_plays_the_old_forms_and_says_why_not_the_new():
    assert Flip(EACH, 2, CHOICE, True).gap() is None
    assert Flip(NEXT, 1, CHOICE, until=BEST, limit=5).gap() is None
    # every player in turn: at random, of the last round, matching, the discards, optional, dealt instead
    for step in (Flip(EACH, 1, FlipSource.RANDOM), Flip(EACH, None, FlipSource.DISCARDS),
                 Flip(EACH, 1, FlipSource.LAST_DEALT), Flip(EACH, None, FlipSource.MATCHING_TABLE, True),
                 Flip(EACH, 1, CHOICE, optional=True, ranks=("A",)), Flip(EACH, 1, CHOICE, deal_instead_at=1)):
        assert step.gap() is None, step
    for step in (Flip(NEXT, 1, FlipSource.RANDOM), Flip(NEXT, 1, CHOICE, optional=True), Flip(EACH, None, CHOICE),
                 Flip(EACH, 2, FlipSource.EACH_STACK), Flip(EACH, 1, CHOICE, until=BEST)):
        assert step.gap() is not None and step.gap().blocking
    assert Flip(NEXT, 1, FlipSource.RANDOM).gap().reason == (
        "a down card picked at random turns face up for one player only; the simulator plays that flip for every "
        "player in turn only, yet")


def test_a_flip_on_a_raise_is_played_for_every_player():
    # issue 17: play/mechanics/no_peek_aside.py; one player's flip on a raise is not
    assert FlipOnRaise(Flip(EACH, 1, TOP, True)).gap() is None
    assert FlipOnRaise(Flip("left-of-dealer", 1, TOP, True)).gap().blocking


def test_a_flip_word_outside_the_vocabulary_fails_when_made():
    with pytest.raises(ValueError):
        Flip("each", 1, "sideways")


@pytest.mark.parametrize("sentence", [
    "Each player flips a coin.",
    "Each player flips one down card of the player on their left.",  # chosen by a neighbour, not at random
    "Each player simultaneously flips over cards one at a time until they have the best hand showing.",
    "Each player flips the top card of the deck.",
    "Each player flips one card sideways.",
    "The next player flips over cards until they are happy.",
    "Each player sings one card of their choice.",
    "If anyone sings, everyone flips a no peek card.",
])
def test_near_misses_are_unknown(sentence):
    assert read_sentences(sentence) == (Unknown(sentence),)


def test_common_cards_are_not_this_family():
    assert family("flip").read(run_words(["Flip one common card face up."])) is None
    assert family("flip").read(run_words(["Flip all of the table cards face up."])) is None


@pytest.mark.skipif(not corpus.present(), reason=corpus.SKIP_REASON)
def test_every_corpus_flip_line_is_read():
    types = corpus.rule_types()
    lines = [t for t in corpus.line_counts() if types.get(t) == "flip"]
    unread = [t for t in lines if any(isinstance(s, Unknown) for s in read_sentences(t))]
    assert not unread, unread
