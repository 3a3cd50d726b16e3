"""The bet family: betting rounds, openers, blinds, openers who must bet, opening hands,
raise limits, the cost of folding, antes."""

import pytest

from dealerschoice.rules.grammar import read_sentences
from dealerschoice.rules.read.reader import read_words
from dealerschoice.rules.read.words import run_words, split_sentences
from dealerschoice.rules.steps import Ante, Bet, Unknown
from dealerschoice.rules.steps.vocab import Category
from dealerschoice.rules.steps.wager import (
    AntePerCard,
    FoldCost,
    GutsAnte,
    HandMinimum,
    NoOpenRedeal,
    OpeningHand,
    PotAnte,
    RaiseLimit,
    SameBets,
)
from tests.rules import corpus

CASES = [
    ("Normal betting round, with the player with the low hand showing opening.", (Bet("low-showing"),)),
    ("Regular betting round, led by the player with the best cards showing.", (Bet("high-showing"),)),
    ("Betting round starting with the player showing the lowest hand.", (Bet("low-showing"),)),
    ("Normal betting round, with the low hand opening", (Bet("low-showing"),)),
    ("Round of betting, beginning with the player on the dealer's left.", (Bet("left-of-dealer"),)),
    ("Betting round.", (Bet(),)),
    ("Betting round, beginning with the last player to bet or raise.", (Bet("last-raiser"),)),
    ("Betting round, starting left of the dealer, with one blind and two straddles.", (Bet("left-of-dealer", blinds=3),)),
    ("Betting round, starting to the left of the dealer, with 2 blinds.", (Bet("left-of-dealer", blinds=2),)),
    ("Normal betting round, starting with the low hand showing, who must open.", (Bet("low-showing", must_open=True),)),
    ("Normal betting round, with the player to the left of the dealer opening, no checking.",
     (Bet("left-of-dealer", must_open=True),)),
    ("Normal betting round, with the low hand opening. You may not check, you must bet or fold.",
     (Bet("low-showing", must_open=True),)),
    ("Betting round, the first round begins left of the dealer, each following round moves one seat clockwise.",
     (Bet("rotate"),)),
    ("Opening bet, first round starts to the left of the dealer, later rounds rotate to the left, with two blind bets.",
     (Bet("rotate", blinds=2),)),
    ("If the player who just flipped is still in, a normal betting round starting with them.",
     (Bet("last-flipper", only_if_in=True),)),
    ("Betting round, starting with the player to the left of the person who was called in the previous betting round.",
     (Bet("left-of-called"),)),
    ("Normal betting round, with the player to the left of the dealer opening, you must have a pair of queens or better to open.",
     (Bet(), OpeningHand((HandMinimum(Category.PAIR, "Q"),)))),
    ("Betting round, starting with the high hand showing, you must have two pair or better or a five card straight to open.",
     (Bet("high-showing"), OpeningHand((HandMinimum(Category.TWO_PAIR), HandMinimum(Category.STRAIGHT, cards=5))))),
    ("It takes kings or better to open.", (OpeningHand((HandMinimum(Category.PAIR, "K"),)),)),
    ("If nobody opens, redeal.", (NoOpenRedeal(),)),
    ("If no one opens, re-ante and redeal.", (NoOpenRedeal(reante=True),)),
    ("The pot may only be raised twice per round.", (RaiseLimit(2, "round"),)),
    ("Bets may be raised at most 4 times in the game.", (RaiseLimit(4, "game"),)),
    ("There are no more than five raises per betting round.", (RaiseLimit(5, "round"),)),
    ("You must pay the max bet to fold.", (FoldCost("max-bet"),)),
    ("Folding costs half the pot.", (FoldCost("pot", 0.5),)),
    ("Each player must bet both hands the same, unless they fold one of them.", (SameBets(),)),
    ("All players must re-ante.", (Ante("re-ante"),)),
    ("Players still in must ante again.", (Ante("re-ante"),)),
    ("Everybody must reante or fold.", (Ante("ante-or-fold"),)),
    ("Each player antes.", (Ante("ante"),)),
    ("There is no ante.", (Ante("none"),)),
    ("Everyone must re-ante into all the remaining pots.", (PotAnte(None),)),
    ("All players must reante to both pots.", (PotAnte(2),)),
    ("Each player antes twice, into a high pot and a low pot.", (PotAnte(2, again=False),)),
    ("Everyone must reante once for each card they hold.", (AntePerCard(),)),
    ("Anyone who goes in must re-ante.", (GutsAnte("going-in"),)),
    ("If nobody went in, all players must reante.", (GutsAnte("all-if-none-in"),)),
    ("If someone twisted, there is another betting round, with the high hand showing opening.",
     (Bet("high-showing", if_twisted=True),)),
]


@pytest.mark.parametrize("sentence, expected", CASES, ids=[c[0][:60] for c in CASES])
def test_bet_sentence(sentence, expected):
    assert read_sentences(sentence) == expected


@pytest.mark.parametrize("sentence", CASES[0:1] + CASES[16:17])
def test_read_by_the_bet_family(sentence):
    assert read_words(run_words(split_sentences(sentence[0]))).family == "bet"


def test_every_opener_is_played_and_a_raise_limit_is_a_harmless_gap():
    # the player called is the last to bet or raise (play/mechanics/betting.py)
    assert Bet("left-of-called").gap() is None and Bet("high-showing").gap() is None
    assert RaiseLimit(3).gap() is not None and not RaiseLimit(3).gap().blocking
    # the hand needed to open is played (play/mechanics/opening.py): no gap
    assert OpeningHand((HandMinimum(Category.PAIR, "J"),)).gap() is None


NONSENSE = [
    "Normal betting round, with the player to the right of the dealer opening.",
    "Betting round, starting with the player with the highest hand.",
    "Normal betting round, with the player to the left of the dealer opening, with the high hand showing opening.",
    "Each player may sing a song.",
    "Betting round, starting with the dealer's dog.",
    "Everyone must reante twice on Tuesdays.",
]


@pytest.mark.parametrize("sentence", NONSENSE)
def test_near_misses_stay_unknown(sentence):
    assert all(isinstance(s, Unknown) for s in read_sentences(sentence))


@pytest.mark.skipif(not corpus.present(), reason=corpus.SKIP_REASON)
def test_corpus_bet_lines():
    """Left unread (bet lines): "Both players must bet the hand, if one folds, the other must
    be double" (what "must be double" asks of the other player is not said)."""
    types = corpus.rule_types()
    unread = [text for text in corpus.line_counts() if types.get(text) == "bet"
              and any(isinstance(s, Unknown) for s in read_sentences(text))]
    assert len(unread) <= 1, unread


# ---- round 3: a bet of how many times a loser matches the pot ------------------------------
from dealerschoice.rules.steps.wager import MatchBid  # noqa: E402


@pytest.mark.parametrize("sentence, expected", [
    ("Players bet how many times they will match the pot, up to double the pot.", (MatchBid(2),)),
    ("Each player bids how many times they would match the pot, up to 5 times.", (MatchBid(5),)),
    ("Everyone bets how many times they must match the pot.", (MatchBid(),)),
])
def test_match_bids(sentence, expected):
    assert read_sentences(sentence) == expected
    assert expected[0].gap() is None  # played: play/mechanics/penalties.py


@pytest.mark.parametrize("sentence, expected", [
    ("Betting round, starting with the player to the left of the dealer. Players bet how many times they will "
     "match the pot, up to triple the pot.", (MatchBid(3),)),
    ("Normal betting round, with the player with the high hand showing opening. Each player bids how many times "
     "they would match the pot, up to 2 times.", (MatchBid(2, opener="high-showing"),)),
])
def test_a_betting_round_of_match_bids_is_one_match_bid_opened_as_the_round_says(sentence, expected):
    assert read_sentences(sentence) == expected


def test_a_round_of_match_bids_with_blinds_is_not_one_step():
    steps = read_sentences("Betting round, starting left of the dealer, with 2 blinds. Players bet how many times "
                           "they will match the pot.")
    assert steps == (Bet("left-of-dealer", blinds=2), MatchBid())


@pytest.mark.parametrize("sentence", [
    "Players bet how many times they will sing a song.",
    "Players bet how many times they will match the pot, up to half the pot.",
])
def test_match_bid_near_misses(sentence):
    assert all(isinstance(s, Unknown) for s in read_sentences(sentence))


# ---- round 4: an opening requirement dropped after a round of deals (late_rules) -----------
from dealerschoice.rules.steps.late_rules import OpeningLapse  # noqa: E402


@pytest.mark.parametrize("sentence, expected", [
    ("After one deal for each player, the queens to open restriction is removed.", (OpeningLapse(1),)),
    ("After two deals by every player the kings to open rule is lifted", (OpeningLapse(2),)),
    ("After each player has dealt once, the opening requirement no longer applies.", (OpeningLapse(1),)),
    ("After every player has dealt three times, the aces to open requirement is dropped.", (OpeningLapse(3),)),
    ("After one round of deals, the jacks to open rule is removed.", (OpeningLapse(1),)),
    ("After two rounds of dealing the opening restriction is lifted", (OpeningLapse(2),)),
])
def test_opening_lapses(sentence, expected):
    assert read_sentences(sentence) == expected


@pytest.mark.parametrize("sentence", [
    "After zero deals for each player, the jacks to open restriction is removed.",
    "After one deal for each player, the jacks to open restriction is happy.",
    "After one song for each player, the jacks to open restriction is removed.",
])
def test_opening_lapse_near_misses(sentence):
    assert read_sentences(sentence) == (Unknown(sentence),)


def test_an_opening_lapse_is_played_and_counts_deals():
    # played by play/mechanics/opening.py (needed(): the requirement lapses after the deals)
    assert OpeningLapse(1).gap() is None and OpeningLapse(3).deals == 3
    with pytest.raises(ValueError, match=r"OpeningLapse.deals: 0 deals"):
        OpeningLapse(0)
