"""A redeal at the showdown when none of a card was dealt face up ("If no queens were dealt
face up, redeal.": mechanics/redeal_unseen.py), She's Gotta Have It (#1050)."""

import pytest

from dealerschoice.cards import Card
from dealerschoice.play.mechanics import redeal_unseen
from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import PlayedHand, simulate
from dealerschoice.play.table import Held
from dealerschoice.rules.grammar import read_sentences
from dealerschoice.rules.steps.dealing_events import RedealIf
from dealerschoice.rules.steps.vocab import RedealWhen
from tests.play.played_rules import play_staying, texts, written_game
from tests.rules.corpus import needs_corpus


@pytest.mark.parametrize("text, step", [
    ("If no jacks or kings were dealt face up, then redeal the hand.", RedealIf(RedealWhen.NONE_DEALT_UP, ("J", "K"))),
    ("If no red queens were dealt up, redeal.", RedealIf(RedealWhen.NONE_DEALT_UP, cards=("Qh", "Qd"))),
    ("If no ace was dealt face up, redeal the game.", RedealIf(RedealWhen.NONE_DEALT_UP, ("A",))),
])
def test_the_reader(text, step):
    assert list(read_sentences(text)) == [step]


def test_the_rule_holds_all_hand_and_is_played():
    step = RedealIf(RedealWhen.NONE_DEALT_UP, ("Q",))
    assert step.standing and step.gap() is None
    # a redeal for the players still in, at the showdown, is not played
    gap = RedealIf(RedealWhen.NONE_DEALT_UP, ("Q",), still_in=True).gap()
    assert gap is not None and gap.blocking


UNSEEN = written_game("Deal two cards down to each player.", "Deal one card up to each player.",
                      "Showdown, high hand wins.", "If no kings were dealt face up, redeal.")


def _hand() -> PlayedHand:
    return PlayedHand(game_program(UNSEEN), 3, 1)


def _give(hand: PlayedHand, seat: int, code: str, up: bool) -> Held:
    card = Card.parse(code)
    hand.table.deck.remove(card)
    held = Held(card, up=up, dealt_up=up)
    hand.table.seat(seat).cards.append(held)
    return held


def test_a_king_dealt_up_spares_the_deal_even_once_gone():
    hand = _hand()
    held = _give(hand, 2, "Kd", up=True)
    redeal_unseen.watch(hand)
    hand.table.seat(2).cards.remove(held)  # thrown away later: it was still dealt face up
    hand.table.muck.append(held.card)
    assert redeal_unseen.at_showdown(hand) is None
    assert hand.log.events[-1].text == "K♦ was dealt face up: no redeal."


def test_a_king_down_or_flipped_up_does_not():
    hand = _hand()
    _give(hand, 1, "Ks", up=False)
    flipped = _give(hand, 2, "Kh", up=False)
    flipped.up = True  # turned up, never dealt face up
    redeal_unseen.watch(hand)
    assert redeal_unseen.at_showdown(hand) == "no kings were dealt face up"


def test_a_deal_forgets_what_the_last_one_showed():
    hand = _hand()
    _give(hand, 1, "Kc", up=True)
    redeal_unseen.watch(hand)
    hand.piece(redeal_unseen.UnseenRedeals).redealt()
    hand.table.seat(1).cards.clear()
    assert redeal_unseen.at_showdown(hand) == "no kings were dealt face up"


def test_the_written_game_redeals_exactly_when_no_king_came_up():
    redealt = 0
    for seed in range(1, 25):
        hand = simulate(game_program(UNSEEN), 3, seed, everyone_stays=True)
        redeals = texts(hand, "redeal")
        redealt += len(redeals)
        for text in redeals:
            assert text.startswith("At the showdown: no kings were dealt face up: all cards are shuffled and dealt again")
        if hand.showdown:  # the deal that played out showed a king
            assert texts(hand, "note", rule=3)[-1][0] == "K"
        assert sum(hand.amounts.values()) == -hand.carried
    assert redealt > 0


@needs_corpus
def test_shes_gotta_have_it_is_dealt_again_without_a_face_up_queen():
    # seed 3, 4 players: no queen comes face up in the first deal; the second deal shows Q♦
    # (the pot the redeal leaves depends on the bets: only the cards are asserted)
    hand = play_staying(1050, 4, 3)
    [redeal] = texts(hand, "redeal")
    assert redeal.startswith("At the showdown: no queens were dealt face up: all cards are shuffled and dealt "
                             "again (deal 2); the pot of ")
    assert texts(hand, "note", rule=12) == ["Q♦ was dealt face up: no redeal."]
    assert hand.winners == (1,) and sum(hand.amounts.values()) == 0
    # seed 1: a queen came up in the first deal, which plays out
    hand = play_staying(1050, 4, 1)
    assert texts(hand, "redeal") == [] and texts(hand, "note", rule=12) == ["Q♣ was dealt face up: no redeal."]
