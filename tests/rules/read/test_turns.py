"""The turns family and the write-ups' phrasings (issue 19, item 4): a betting round said as
the verb "bet", with what the same turn does after it ("Bet, then deal 1 card up."), the
passive deal to "players", and the last of several passes said with "finally" (sentences in
Mike's style, with other numbers, faces, seats and joins)."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dealerschoice.rules.grammar import read_runs, read_sentences
from dealerschoice.rules.steps import Bet, Deal, Declare, Flip, Pass, PassMove, Showdown, Unknown
from dealerschoice.rules.steps.vocab import Choice, DeclareMode, Face, FlipSource, FlipWho, Target

BET = Bet()


def flip(count: int = 1, source: FlipSource = FlipSource.TOP) -> Flip:
    return Flip(FlipWho.EACH, count, source, True)


@pytest.mark.parametrize(("text", "steps"), [
    ("Bet.", (BET,)),
    ("Bet, then deal 1 card up.", (BET, Deal(1, Face.UP, Target.EACH))),
    ("Bet, then deal two cards face down to each player.", (BET, Deal(2, Face.DOWN, Target.EACH))),
    ("Bet and then deal each player one card up.", (BET, Deal(1, Face.UP, Target.EACH))),
    ("Bet, deal 1 down, then players choose and flip a card as described above.",
     (BET, Deal(1, Face.DOWN, Target.EACH), flip(source=FlipSource.CHOICE))),
    ("Bet, then flip.", (BET, flip())),
    ("Bet, then flip the next card as described above.", (BET, flip())),
    ("Bet, then flip 2 cards.", (BET, flip(2))),
    ("Everyone bets, then flip as before.", (BET, flip())),
    ("Bet, declare and show.", (BET, Declare((Choice.HIGH, Choice.LOW), DeclareMode.SIMULTANEOUS))),
    ("Bet, declare high or low, and show.", (BET, Declare((Choice.HIGH, Choice.LOW), DeclareMode.SIMULTANEOUS))),
])
def test_a_turn_said_as_bet_then_what_follows(text, steps):
    assert read_sentences(text) == steps
    assert {run.who for run in read_runs(text)} == {"grammar:turns"}


def test_show_is_the_showdown_the_next_sentence_words():
    assert read_sentences("Bet and show. High hand takes the pot.") == (BET, Showdown("high"))
    assert read_sentences("Bet, declare, and show. High and low split the pot.") == (
        BET, Declare((Choice.HIGH, Choice.LOW), DeclareMode.SIMULTANEOUS), Showdown("high-low"))


@pytest.mark.parametrize("text", [
    "Bet, then deal 0 cards up.",  # deals nothing
    "Bet, then flip 0 cards.",
    "Bet, then sing.",
    "Deal 1 card up, then bet.",  # the round first: not this phrasing
])
def test_what_is_not_a_turn_stays_unknown(text):
    assert read_sentences(text) == (Unknown(text),)


@pytest.mark.parametrize(("text", "deals"), [
    ("Players are dealt 2 down and 1 up.", ((2, Face.DOWN), (1, Face.UP))),
    ("Players are dealt three cards face down.", ((3, Face.DOWN),)),
    ("All players get 4 up.", ((4, Face.UP),)),
    ("All the players receive one card down and two cards up.", ((1, Face.DOWN), (2, Face.UP))),
])
def test_deals_to_players_said_in_the_plural(text, deals):
    assert read_sentences(text) == tuple(Deal(n, face, Target.EACH) for n, face in deals)


def test_the_last_of_several_passes_said_finally():
    left = read_sentences("Each player passes 3 cards to the left, then 2 cards to the left, and finally, 1 card to the left.")
    assert left == (Pass((PassMove(3, "left"), PassMove(2, "left"), PassMove(1, "left"))),)
    right = read_sentences("Each player passes two cards to the right and finally one card to the left.")
    assert right == (Pass((PassMove(2, "right"), PassMove(1, "left"))),)


@pytest.mark.parametrize(("text", "source"), [
    ('The dealer says, "1-2-3-flip," and all players flip their top card.', FlipSource.TOP),
    ('Dealer says, "1-2-3-flip," and players flip over their top card.', FlipSource.TOP),
    ('The dealer calls "one-two-three", and each player flips over one down card of their choice.', FlipSource.CHOICE),
])
def test_players_flip_together_on_the_dealers_count(text, source):
    (step,) = read_sentences(text)
    assert isinstance(step, Flip) and step.simultaneous and (step.who, step.count, step.source) == (
        FlipWho.EACH, 1, source)
    assert read_sentences(text.replace("1-2-3-flip", "ready").replace("one-two-three", "ready")) == (
        Unknown(text.replace("1-2-3-flip", "ready").replace("one-two-three", "ready")),)


@given(count=st.integers(1, 20), face=st.sampled_from([("up", Face.UP), ("down", Face.DOWN), ("face down", Face.DOWN)]),
       join=st.sampled_from([", then", " and then", ", and then", ","]), cards=st.booleans())
def test_any_count_and_face_after_bet_is_a_deal_to_each_player(count, face, join, cards):
    word = ("card" if count == 1 else "cards") if cards else ""
    text = f"Bet{join} deal {count} {word} {face[0]}.".replace("  ", " ")
    assert read_sentences(text) == (BET, Deal(count, face[1], Target.EACH))
