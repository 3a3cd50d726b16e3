"""The repeat family: repeats of the last rules and what ends them."""

import pytest

from dealerschoice.rules.grammar import read_sentences
from dealerschoice.rules.steps import Repeat, Unknown, Until
from dealerschoice.rules.steps.other import RepeatRules
from dealerschoice.rules.steps.vocab import UntilKind as K
from tests.rules import corpus

CASES = [
    ("Repeat the last two actions until one player believes they have the highest hand.", Repeat(2, Until(K.CLAIMS_BEST))),
    ("Repeat the last three steps until someone thinks they have the best hand", Repeat(3, Until(K.CLAIMS_BEST))),
    ("Repeat the last four rules until the common card goes all the way around the table without being replaced.",
     Repeat(4, Until(K.TABLE_CARD_AROUND))),
    # rules by their numbers
    ("Repeat steps 2 through 4 until everyone has five cards showing.", RepeatRules(2, 4, Until(K.SHOWING, 5))),
    ("Repeat rules 3 to 6 twice.", RepeatRules(3, 6, Until(K.TIMES, 2))),
    ("Repeat steps 5 and 6 once for each player.", RepeatRules(5, 6, Until(K.EACH_PLAYER, 1))),
    # legs: the one who gets enough of them takes the pot, said or not
    ("Repeat the last seven actions until someone gets three legs.", Repeat(7, Until(K.WINS, 3))),
    ("Repeat the last four rules until a player has two legs", Repeat(4, Until(K.WINS, 2))),
    ("Repeat the last five actions until someone gets two legs in three consecutive games. They get the pot.",
     Repeat(5, Until(K.WINS_WITHIN, 2, within=3))),
    ("Repeat the last six steps until anyone wins three times in a row. The winner takes the pot.",
     Repeat(6, Until(K.WINS_WITHIN, 3, within=3))),
    ("If no one bet in the last round, repeat the last two actions until someone does make a bet.",
     Repeat(2, Until(K.BET_MADE))),
    ("If nobody bets in the previous betting round, repeat the last three rules until someone bets",
     Repeat(3, Until(K.BET_MADE))),
    ("Repeat the last two actions until everyone still in has all of their cards face up.", Repeat(2, Until(K.ALL_UP))),
    ("Repeat the last three rules until all players have all their cards face-up", Repeat(3, Until(K.ALL_UP))),
    ("Repeat the previous four steps until each player still in has five cards showing.", Repeat(4, Until(K.SHOWING, 5))),
    ("Repeat the last two actions until everyone has 4 cards face up.", Repeat(2, Until(K.SHOWING, 4))),
    ("Repeat the last ten actions until someone wins two times. They take the pot.", Repeat(10, Until(K.WINS, 2))),
    ("Repeat the last six actions until somebody has won three times. That player takes the pot.",
     Repeat(6, Until(K.WINS, 3))),
    ("Repeat the last five actions until someone gets four legs. They get the pot.", Repeat(5, Until(K.WINS, 4))),
    ("Repeat the last eight actions if there is still money in the pot.", Repeat(8, Until(K.POT_EMPTY))),
    ("Repeat the last nine actions while there is money in the pot.", Repeat(9, Until(K.POT_EMPTY))),
    ("Repeat the last eleven actions until the pot is empty.", Repeat(11, Until(K.POT_EMPTY))),
    ("Repeat the last fourteen actions until both pots are empty.", Repeat(14, Until(K.POT_EMPTY))),
    ("Repeat the last action until nobody wants another card.", Repeat(1, Until(K.NO_TAKERS))),
    ("Repeat the last three actions until no one wants any more cards.", Repeat(3, Until(K.NO_TAKERS))),
    ("Repeat the last two actions until a player does not want more cards.", Repeat(2, Until(K.ONE_DECLINES))),
    ("Repeat the last three actions until the deck runs out of cards.", Repeat(3, Until(K.DECK_OUT))),
    ("Repeat the last two actions until there are fewer cards in the deck than players.", Repeat(2, Until(K.DECK_SHORT))),
    ("Repeat the last three actions until only one player is left. That player gets the pot.",
     Repeat(3, Until(K.ONE_LEFT))),
    ("Repeat the last four actions until anyone declares in.", Repeat(4, Until(K.DECLARES_IN))),
    ("Repeat the last two actions until someone gets a full house.", Repeat(2, Until(K.HAND, category="full-house"))),
    ("Repeat the last three actions until a player has a pair of kings or better.",
     Repeat(3, Until(K.HAND, category="pair", rank="K"))),
    ("Repeat the last two rules three times.", Repeat(2, Until(K.TIMES, 3))),
    ("Repeat the last action again.", Repeat(1, Until(K.TIMES, 1))),
    ("Repeat the previous rule twice.", Repeat(1, Until(K.TIMES, 2))),
    ("Repeat the last five actions once for each player, going around the table clockwise.",
     Repeat(5, Until(K.EACH_PLAYER, 1))),
    ("Repeat the last two actions for every player, going around the table twice.", Repeat(2, Until(K.EACH_PLAYER, 2))),
]


@pytest.mark.parametrize("sentence, step", CASES, ids=[c[0][:60] for c in CASES])
def test_repeat_sentence(sentence, step):
    assert read_sentences(sentence) == (step,)


def test_the_simulator_plays_repeats_on_cards_wins_and_the_pot_only():
    for kind, count in ((K.ALL_UP, None), (K.SHOWING, 5), (K.WINS, 3), (K.POT_EMPTY, None)):
        assert Repeat(2, Until(kind, count)).gap() is None
    # played by play/mechanics/flow.py too: no takers, one declining, a number of times, once
    # around the table, wins within a run of games, a bet made, a player claiming the best hand
    for until in (Until(K.NO_TAKERS), Until(K.ONE_DECLINES), Until(K.TIMES, 3), Until(K.EACH_PLAYER, 1),
                  Until(K.WINS_WITHIN, 2, within=3), Until(K.BET_MADE), Until(K.CLAIMS_BEST)):
        assert Repeat(2, until).gap() is None, until
    # on the table's state (play/mechanics/repeats.py), and until someone declares in (guts.py)
    for until in (Until(K.DECK_OUT), Until(K.DECK_SHORT), Until(K.ONE_LEFT), Until(K.HAND, category="quads"),
                  Until(K.DECLARES_IN), Until(K.TABLE_CARD_AROUND)):  # the table card: travelling_card.py
        assert Repeat(2, until).gap() is None, until
    for until in (Until(K.HAND, category="pair", rank="J"),):
        gap = Repeat(2, until).gap()
        assert gap.blocking and gap.reason.startswith("the rules repeat until "), until
    assert RepeatRules(2, 4, Until(K.ALL_UP)).gap().blocking


def test_until_words_are_checked():
    with pytest.raises(ValueError):
        Until("the-cows-come-home")


@pytest.mark.parametrize("sentence", [
    "Repeat the last two actions until the cows come home.",
    "Repeat the last two actions.",
    "Repeat the last three actions until someone wins twice.",  # who takes the pot is not said
    "Repeat the last two songs until no one wants another card.",
    "Repeat the last zero actions twice.",
    "Repeat the last two actions until someone gets a song.",
    "Repeat the last five actions until someone gets four legs in three consecutive games. They get the pot.",
    "If no one sang in the last round, repeat the last two actions until someone does make a bet.",
    "Repeat steps 4 through 2 twice.",
    "Repeat steps 2 and 5 twice.",
    "Repeat the last two actions until one player believes they have the moon.",
])
def test_near_misses_are_unknown(sentence):
    assert any(isinstance(s, Unknown) for s in read_sentences(sentence))


@pytest.mark.skipif(not corpus.present(), reason=corpus.SKIP_REASON)
def test_every_corpus_repeat_line_is_read():
    types = corpus.rule_types()
    lines = [t for t in corpus.line_counts() if types.get(t) == "repeat"]
    unread = [t for t in lines if any(isinstance(s, Unknown) for s in read_sentences(t))]
    assert not unread, unread


# ---- repeats with endings of their own (steps/table_rules.py) ---------------------------
from dealerschoice.rules.steps.table_rules import LastOutSplit, RepeatTillOneIn  # noqa: E402

ENDINGS = [
    ("Repeat the last three actions until zero or one players are left. If one player is left, that player takes "
     "the pot. If nobody is left, everyone who was still in before the last common card shares the pot.",
     (Repeat(3, Until(K.ONE_LEFT)), LastOutSplit())),
    ("Repeat the previous two steps until none or one player remains. If only one player remains, they win the pot. "
     "If no one is left, all players who were in before the last table card split the pot.",
     (Repeat(2, Until(K.ONE_LEFT)), LastOutSplit())),
    ("Repeat the last four actions until only one player goes in or everyone has seven cards.",
     (RepeatTillOneIn(4, 7),)),
    ("Repeat the last two rules until either only one person declares in (and the hand ends) or each player has six "
     "cards (and there is a redeal for everyone).", (RepeatTillOneIn(2, 6),)),
]


@pytest.mark.parametrize("text, steps", ENDINGS, ids=[c[0][:60] for c in ENDINGS])
def test_endings_of_their_own(text, steps):
    assert read_sentences(text) == steps


@pytest.mark.parametrize("text", [
    # the run must say what happens with nobody left
    "Repeat the last two actions until zero or one players are left.",
    ("Repeat the last two actions until zero or one players are left. If one player is left, they get the pot. "
    "If no players are left, all who were in before the last table card eat the pot."),
    "Repeat the last zero actions until only one player goes in or everyone has five cards.",
    "Repeat the last three actions until only one person goes in or everyone has five songs.",
])
def test_endings_near_misses(text):
    assert any(isinstance(s, Unknown) for s in read_sentences(text))


def test_endings_are_not_simulated_and_block():
    # both endings are played now: until one goes in (issue 17, play/mechanics/guts.py) and the
    # last ones out sharing (going_out.py)
    assert RepeatTillOneIn(3, 5).gap() is None and RepeatTillOneIn(2, 7).gap() is None
    assert LastOutSplit().gap() is None and LastOutSplit.standing  # read by play/mechanics/going_out.py
