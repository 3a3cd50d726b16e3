"""A split card that changes end as cards are dealt face up (issue 16,
play/mechanics/split_turns.py): Reversible Chicago (#583), "The split-card is the high
spade. If the ace of spades is dealt face up, the split-card is the low spade. If the lowest
up spade is dealt after the ace, the split-card goes back to the high spade."."""

from __future__ import annotations

import pytest

from dealerschoice.cards import Card
from dealerschoice.play.mechanics.split_turns import SplitTurns, card_up, end
from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import PlayedHand
from dealerschoice.rules.grammar import read_sentences
from dealerschoice.rules.steps import SplitCard
from dealerschoice.rules.steps.late_reads import SplitCardTurn
from dealerschoice.rules.steps.vocab import HighLow
from tests.play.played_rules import play_staying, texts, written_game
from tests.rules.corpus import SKIP_REASON, present

corpus_only = pytest.mark.skipif(not present(), reason=SKIP_REASON)

HEARTS = ("Deal two cards down to each player.", "Deal three cards up to each player.",
          "Showdown, high hand splits the pot with the split-card",
          "The split-card is the high heart. If the ace of hearts is dealt face up, the split-card is the low heart. "
          "If the lowest up heart is dealt after the ace, the split-card goes back to the high heart.")


def test_a_turning_split_card_of_another_suit_is_read():
    assert read_sentences(HEARTS[3]) == (SplitCard(HighLow.HIGH, suit="h"),
                                         SplitCardTurn(("Ah",), "h", HighLow.LOW, HighLow.LOW))
    assert read_sentences("If the king of clubs is dealt face up, the split-card is the low club.") == (
        SplitCardTurn(("Kc",), "c", HighLow.LOW),)


def _hand() -> PlayedHand:
    return PlayedHand(game_program(written_game(*HEARTS)), 3, 1)


@pytest.mark.parametrize(("dealt", "expected"), [
    ((), HighLow.HIGH),                         # no ace up: the written high heart
    (("Ah",), HighLow.LOW),                     # the ace up: the low heart
    (("5h", "Ah"), HighLow.LOW),                # a lower heart came up before the ace
    (("5h", "Ah", "9h"), HighLow.LOW),          # the nine after the ace is not the lowest up heart
    (("5h", "Ah", "3h"), HighLow.HIGH),         # the three after the ace is: back to the high heart
    (("Ah", "Kh"), HighLow.HIGH),               # any heart after the ace alone is the lowest up
    (("Ah", "Ks", "2c"), HighLow.LOW),          # other suits are not watched
])
def test_the_split_card_end_follows_the_hearts_dealt_face_up_in_order(dealt, expected):
    hand = _hand()
    for code in dealt:
        card_up(hand, Card.parse(code), "dealt")
    assert end(hand, "h", HighLow.HIGH) == expected
    assert end(hand, "s", HighLow.HIGH) == HighLow.HIGH  # another suit's split card never turns


def test_a_flipped_ace_is_not_dealt_face_up_and_a_redeal_forgets_the_turn():
    hand = _hand()
    card_up(hand, Card.parse("Ah"), "flip")
    assert end(hand, "h", HighLow.HIGH) == HighLow.HIGH
    card_up(hand, Card.parse("Ah"), "dealt")
    hand.piece(SplitTurns).redealt()
    assert end(hand, "h", HighLow.HIGH) == HighLow.HIGH


@corpus_only
def test_reversible_chicago_goes_low_on_the_ace_and_back_high_on_a_lower_spade_after_it():
    hand = play_staying(583, 5, 3)
    assert texts(hand, "note") == [
        "A♠ is dealt face up: the split card is now the low spade.",
        "8♠ is the lowest spade dealt face up, dealt after the turning card: the split card goes back to the "
        "high spade.",
        "The split card is held by P1."]  # P1 holds the A♠: the high spade again
    assert "A♠" in next(s for s in hand.showdown if s.seat == 1).cards


@corpus_only
def test_reversible_chicago_gives_the_low_spade_half_once_the_ace_shows():
    hand = play_staying(583, 5, 7)
    assert texts(hand, "note") == ["A♠ is dealt face up: the split card is now the low spade.",
                                   "The split card is held by P4."]
    spades = {s.seat: [c for c in s.cards if c.endswith("♠")] for s in hand.showdown}
    assert "2♠" in spades[4]  # the lowest spade of all
    assert hand.amounts[4] > 0

