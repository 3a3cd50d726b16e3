"""The late family (the last odd rules) and the reading of commonly confused words: every
case is a variant of a corpus sentence that the corpus does not hold (other ranks, suits,
counts, stages, prices, word orders), read by exactly one family."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.rules.grammar import read_runs, read_sentences
from dealerschoice.rules.read.family import family
from dealerschoice.rules.read.words import (
    CONFUSIONS,
    MOST_RESPELT,
    respellings,
    run_words,
    words,
)
from dealerschoice.rules.steps import Redeal, Settle, Unknown
from dealerschoice.rules.steps.late_reads import (
    CardsTouch,
    ClosestHand,
    HandDistance,
    MarkedTableCard,
    Metric,
    NamedHand,
    NewHands,
    OwnCardWildOver,
    OwnWildFallback,
    RunnerUpSwitch,
    SplitCardTurn,
    StageShowdown,
)
from dealerschoice.rules.steps.vocab import Amount, Category, HighLow, PaidTo, Payer
from tests.rules import corpus

GUTS_REDEAL = Redeal("nobody-in-or-matched")

CASES = [
    ("If no one went in or somebody burned, redeal the hand for all.", (GUTS_REDEAL,)),
    ("Redeal for everyone if a player burns or nobody goes in.", (GUTS_REDEAL,)),
    ("Anyone who went in and was not made to fold must pay max bet into the pot.",
     (Settle(who=Payer.IN_AND_LOST, amount=Amount.MAX_BET, to=PaidTo.POT),)),
    ("If a player went in and was not forced to fold, a player has to match the pot.",
     (Settle(who=Payer.IN_AND_LOST, amount=Amount.POT, to=PaidTo.POT),)),
    ("If the king of hearts is dealt face up, the split-card is the low heart.",
     (SplitCardTurn(("Kh",), "h", HighLow.LOW),)),
    (("If the two of clubs is ever dealt face up, the split card is the high club. If the highest up club is "
      "dealt after the two, the split card returns to the low club."),
     (SplitCardTurn(("2c",), "c", HighLow.HIGH, back=HighLow.HIGH),)),
    ("Showdown, low hand for each turn and river split the pot.", (StageShowdown(HighLow.LOW, ("turn", "river")),)),
    ("Choose two of the community cards at random and put a marker on them.", (MarkedTableCard(2),)),
    ("The closest hand to king-queen-jack-ten wins.", (ClosestHand(("K", "Q", "J", "T")),)),
    ("Distance is measured by Manhattan distance.", (HandDistance(Metric.MANHATTAN),)),
    ("The second best hand may swap hands with the table hand.", (RunnerUpSwitch(draw=False),)),
    ("The second-place hand can trade hands with the table cards and draw to try to beat the winner.",
     (RunnerUpSwitch(draw=True),)),
    (("Standard poker hands with two new hands. Big tiger (seven-king, no flush or pair) beats Little Tiger "
      "(two-seven, no flush no pair) beats two pair. All of them lose to a full house."),
     (NewHands((NamedHand("big tiger", "7", "K"), NamedHand("little tiger", "2", "7")), Category.TWO_PAIR,
               Category.FULL_HOUSE),)),
    ("Standard poker hands with one new hand. Skeet (two-nine, no flush or pair) beats a straight.",
     (NewHands((NamedHand("skeet", "2", "9"),), Category.STRAIGHT),)),
    (("Your low hole card is wild, as are all other cards of the same rank, but only if it is lower than the low "
      "common card."), (OwnCardWildOver(high=False, above=False, table_high=False),)),
    ("If your last up card is your lowest up card, your first up card is wild for you.",
     (OwnWildFallback(HighLow.LOW, same_rank=False),)),
    ("Each card must be joined to one of the others along an edge, and all of them must be joined together.",
     (CardsTouch(corners=False),)),
]


@pytest.mark.parametrize("sentence, steps", CASES, ids=[c[0][:60] for c in CASES])
def test_late_sentence(sentence, steps):
    assert read_sentences(sentence) == steps
    assert {r.who for r in read_runs(sentence)} == {"grammar:late"}


NOT_READ = [
    "If anyone burns or somebody burned, redeal for all.",          # one condition said twice
    "If no one opened or someone burned, redeal for all.",          # a redeal on nobody opening is not a guts redeal
    "If you went in and were not forced to fold, you must pay double ante to the pot.",  # no such settlement
    "If a queen is dealt face up, the split-card is the low spade.",                      # a rank, not a card
    "Standard poker hands with three new hands. Big cat (eight-king, no flush or pair) beats a straight.",
    ("Standard poker hands with one new hand. Big cat (eight-king, no flush or pair) beats a flush. "
     "All of them lose to a pair."),                                 # the bound below is worse than the one above
    "Showdown, high hand for each flop and flop splits the pot.",
    "Choose one of the common card at random and place a marker above it.",
    "The closest hand to ace wins.",
]


@pytest.mark.parametrize("sentence", NOT_READ, ids=[s[:60] for s in NOT_READ])
def test_near_misses_are_not_read_by_the_late_family(sentence):
    assert family("late").parse(run_words([sentence] if "." not in sentence[:-1] else sentence.split(". "))) is None


def test_a_split_card_going_back_to_another_suit_is_not_one_turn():
    run = ["If the ace of spades is dealt face up, the split-card is the low spade.",
           "If the lowest up heart is dealt after the ace, the split-card goes back to the high heart."]
    assert family("late").parse(run_words(run)) is None
    # the first sentence alone is still a turn; the second stays unread
    assert [r.who for r in read_runs(" ".join(run))] == ["grammar:late", "unknown"]


def test_split_card_turn_errors_name_the_field_and_value():
    with pytest.raises(ValueError, match=r"SplitCardTurn.suit: 'x'; a suit is one of s, h, d, c"):
        SplitCardTurn(("As",), "x", HighLow.LOW)
    with pytest.raises(ValueError, match="SplitCardTurn.cards: no card named"):
        SplitCardTurn((), "s", HighLow.LOW)
    with pytest.raises(ValueError, match="NewHands.hands: no hand named"):
        NewHands((), Category.STRAIGHT)


def test_every_late_step_blocks_its_game_with_a_reason():
    for sentence, steps in CASES:
        for step in steps:
            if isinstance(step, (Redeal, Settle)):
                assert step.gap() is None, sentence  # played by the guts mechanics (flow.py, money.py)
                continue
            if isinstance(step, (OwnCardWildOver, OwnWildFallback)):
                assert step.gap() is None, sentence  # each player's own wilds: play/mechanics/own_wilds.py
                continue
            # boards: mechanics/board_pots.py, hand_limits.py, marked_card.py (a mark played as written)
            if isinstance(step, (StageShowdown, CardsTouch, MarkedTableCard)):
                assert step.gap() is None, sentence
                continue
            # issue 16 (session 5): mechanics/split_turns.py, own_rankings.py, runner_up.py
            if isinstance(step, (SplitCardTurn, ClosestHand, HandDistance, RunnerUpSwitch)) or (
                    isinstance(step, NewHands) and step.above == "straight" and step.below in (None, "flush")):
                assert step.gap() is None, sentence  # added hands between classes apart still block
                continue
            gap = step.gap()
            assert gap is not None and gap.blocking and gap.reason, sentence


# ---- ranks joined by hyphens, and commonly confused words ----------------------------------
def test_ranks_joined_by_hyphens_are_cut_into_rank_words_and_other_hyphens_stay():
    assert words("Big cat (eight-king) beats ace-two-three.") == (
        "big", "cat", "(", "eight", "-", "king", ")", "beats", "ace", "-", "two", "-", "three")
    assert words("A five-card ace-high one-eyed jack, face-up.") == (
        "a", "five-card", "ace-high", "one-eyed", "jack", ",", "face-up")


def test_respellings_put_right_fewest_words_first_and_no_more_than_the_most():
    found = ("you", "hand", "on", "the", "row", "loose", "you")
    fixes = [f for _, f in respellings(found)]
    assert fixes[:4] == [(("you", "your"),), (("on", "one"),), (("loose", "lose"),), (("you", "your"),)]
    assert all(len(f) <= MOST_RESPELT for f in fixes)
    assert len(fixes) == 4 + 6  # four single words, then every pair of the four
    assert all(meant in CONFUSIONS[wrote] for f in fixes for wrote, meant in f)
    respelt, fix = next(respellings(("you", "hand")))
    assert respelt == ("your", "hand") and fix == (("you", "your"),)


def test_a_sentence_read_only_with_a_confused_word_put_right_says_so():
    runs = read_runs("You low hole card is wild, as are all cards of the same rank, but only if it is lower than "
                     "the high common card.")
    assert [(r.who, r.steps) for r in runs] == [
        ("grammar:late, respelt you>your", (OwnCardWildOver(high=False, above=False, table_high=True),))]


def test_a_longer_run_read_with_a_word_put_right_beats_a_shorter_one_read_as_written():
    text = ("Standard poker hands with one new hand. Skeet (two-nine, no flush or pair) beats a straight. "
            "All of them loose to a flush.")
    runs = read_runs(text)
    assert [(r.who, r.steps) for r in runs] == [
        ("grammar:late, respelt loose>lose",
         (NewHands((NamedHand("skeet", "2", "9"),), Category.STRAIGHT, Category.FLUSH),))]


def test_sentences_read_as_written_are_not_respelt_and_nonsense_stays_unknown():
    assert [r.who for r in read_runs("Your discards go to the player on your left.")] == ["grammar:draw"]
    assert read_sentences("You hand sings on key.") == (Unknown("You hand sings on key."),)
    assert read_sentences("Each player may sing on you.") == (Unknown("Each player may sing on you."),)


@pytest.mark.skipif(not corpus.present(), reason=corpus.SKIP_REASON)
def test_the_corpus_sentences_of_the_late_family_read_as_their_steps():
    expected = {
        "If anyone burns or no one went in, redeal the game for everyone.": (GUTS_REDEAL,),
        "If you went in and were not forced to fold, you must match the pot.":
            (Settle(who=Payer.IN_AND_LOST, amount=Amount.POT, to=PaidTo.POT),),
        "Showdown, high hand for each flop and turn splits the pot.":
            (StageShowdown(HighLow.HIGH, ("flop", "turn")),),
        "The closest hand to ace-two-three wins.": (ClosestHand(("A", "2", "3")),),
    }
    texts = {rule.text for game in corpus.corpus().games for rule in game.rules}
    for sentence, steps in expected.items():
        assert any(sentence in t for t in texts), sentence
        assert read_sentences(sentence) == steps


RANK_WORDS = {"ace": "A", "king": "K", "queen": "Q", "jack": "J", "ten": "T", "nine": "9", "eight": "8",
              "seven": "7", "six": "6", "five": "5", "four": "4", "three": "3", "two": "2"}
SUITS = {"spade": "s", "heart": "h", "diamond": "d", "club": "c"}


@settings(max_examples=40, deadline=None)
@given(rank=st.sampled_from(sorted(RANK_WORDS)), suit=st.sampled_from(sorted(SUITS)),
       end=st.sampled_from(["low", "high"]), face=st.sampled_from(["face up", "up", "face-up"]))
def test_any_named_card_turns_the_split_card_of_its_suit(rank, suit, end, face):
    sentence = f"If the {rank} of {suit}s is dealt {face}, the split-card is the {end} {suit}."
    assert read_sentences(sentence) == (SplitCardTurn((RANK_WORDS[rank] + SUITS[suit],), SUITS[suit], HighLow(end)),)


@settings(max_examples=40, deadline=None)
@given(ranks=st.lists(st.sampled_from(sorted(RANK_WORDS)), min_size=2, max_size=5))
def test_any_run_of_rank_words_is_a_target_hand(ranks):
    sentence = f"The closest hand to {'-'.join(ranks)} wins."
    assert read_sentences(sentence) == (ClosestHand(tuple(RANK_WORDS[r] for r in ranks)),)
