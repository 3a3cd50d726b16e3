"""Several hands for each player (mechanics/seat_hands.py): hands dealt as the seat's piles and
judged apart, cards dealt to each hand, and the declaration of which hand plays high and
which low. Games are built from sentences."""

from __future__ import annotations

import pytest

from dealerschoice.play.mechanics.seat_hands import (
    SeatHands,
    deal_hands,
    deal_to_hands,
    declare_use,
    declared_hands,
    discard_each_hand,
    pay_or_discard,
)
from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import PlayedHand
from dealerschoice.play.table import CannotFollow
from dealerschoice.rules.grammar import read_sentences
from dealerschoice.rules.steps.dealing_shares import DealHands, DealOut
from dealerschoice.rules.steps.draw import DiscardEachHand, PayOrDiscard
from dealerschoice.rules.steps.showdown import DeclareUse
from dealerschoice.rules.steps.vocab import Cost, DealTo, Face
from tests.play.test_simulate import assert_sound, make_game

SETS = "Deal each player three sets of two up cards."


def bare(players: int, seed: int) -> PlayedHand:
    return PlayedHand(game_program(make_game("Deal five cards down to each player.", "Showdown, high hand wins.")),
                      players, seed)


def test_the_sets_read_as_separate_hands():
    assert read_sentences(SETS) == (DealHands(hands=3, count=2, face=Face.UP),)


def test_each_hand_is_a_pile_of_its_own_and_is_judged_apart():
    hand = PlayedHand(game_program(make_game(SETS, "Showdown, high hand wins.")), 3, 2)
    transcript = hand.run()
    assert_sound(transcript)
    assert [e.text for e in transcript.events] == [
        "Everyone antes 1.", "Three hands of two cards face up to each player.",
        # P2's 8♦ and 8♠ lie in different hands: no pair, the ace-eight hand is their best
        "Showdown: P1 Pair of threes; P2 Ace high; P3 King high. Pot 3: P1 3."]
    p2 = hand.table.seat(2)
    assert [(h.pile, str(h.card)) for h in p2.cards] == [(1, "A♣"), (1, "8♦"), (2, "7♦"), (2, "8♠"), (3, "4♠"),
                                                         (3, "10♦")]
    assert all(h.up for h in p2.cards) and p2.split


def test_cards_dealt_to_each_hand_go_to_every_pile_of_every_player_still_in():
    hand = bare(3, 4)
    deal_hands(hand, DealHands(2, 1, Face.DOWN), 0)
    hand.table.seat(2).folded = True
    deal_to_hands(hand, DealOut(2, Face.UP, DealTo.HANDS))
    assert [[len(s.pile(p)) for p in s.piles()] for s in hand.table.seats] == [[3, 3], [1, 1], [3, 3]]
    assert [sum(h.up for h in s.cards) for s in hand.table.seats] == [4, 0, 4]
    assert hand.log.events[-1].text == "Two cards face up to each hand of each player still in."


def test_each_player_plays_their_best_high_hand_high_and_the_other_low():
    hand = bare(3, 4)
    deal_hands(hand, DealHands(2, 1, Face.DOWN), 0)
    for _ in range(4):
        deal_to_hands(hand, DealOut(1, Face.UP, DealTo.HANDS))
    declare_use(hand, DeclareUse(), 0)
    assert hand.log.events[-1].text == ("P1: hand 1 high, hand 2 low; P2: hand 1 high, hand 2 low; "
                                        "P3: hand 2 high, hand 1 low.")
    p3 = hand.table.seat(3)
    # A♣ 5♥ 2♦ 8♠ 9♣ (ace high) beats 6♠ 3♣ 4♦ 9♥ 2♠ high; the nine-six is P3's low hand
    assert declared_hands(hand, p3) == (p3.pile(2), p3.pile(1))
    assert [str(c) for c in p3.pile(1)] == ["6♠", "3♣", "4♦", "9♥", "2♠"]
    assert declared_hands(hand, hand.table.seat(1)) == (hand.table.seat(1).pile(1), hand.table.seat(1).pile(2))


def test_a_redeal_forgets_the_declared_hands():
    hand = bare(2, 1)
    deal_hands(hand, DealHands(2, 2, Face.DOWN), 0)
    declare_use(hand, DeclareUse(), 0)
    assert declared_hands(hand, hand.table.seat(1)) is not None
    hand.piece(SeatHands).redealt()
    assert declared_hands(hand, hand.table.seat(1)) is None


def test_declaring_hands_with_one_hand_is_refused_by_name():
    hand = bare(2, 1)
    deal_hands(hand, DealHands(1, 2, Face.DOWN), 0)
    with pytest.raises(CannotFollow, match="each player declares which hand is high and which low, but P1 holds "
                                           "one hand"):
        declare_use(hand, DeclareUse(), 0)


def test_declaring_a_table_card_is_not_this_declaration():
    with pytest.raises(ValueError, match="declaring table card 1 is not played; allowed: hands"):
        declare_use(bare(2, 1), DeclareUse(table_card=1), 0)



def test_a_card_is_discarded_from_each_hand():
    hand = bare(3, 5)
    deal_hands(hand, DealHands(2, 3, Face.DOWN), 0)
    discard_each_hand(hand, DiscardEachHand(1, 3, 2), 0)
    # P2's hands A♥ J♠ A♦ and A♣ A♠ 8♥ each keep their pair of aces
    assert hand.log.events[-1].text == "P1 discards 6♦ 8♣; P2 discards J♠ 8♥; P3 discards 9♠ 6♥."
    assert [[len(s.pile(p)) for p in s.piles()] for s in hand.table.seats] == [[2, 2], [2, 2], [2, 2]]
    assert [s.expected for s in hand.table.seats] == [4, 4, 4]


def test_each_hand_pays_to_stay_whole_or_gives_up_a_card():
    hand = bare(3, 5)
    deal_hands(hand, DealHands(2, 3, Face.DOWN), 0)
    pay_or_discard(hand, PayOrDiscard(1, Cost.MAX_BET, 1, each_hand=True), 0)
    assert hand.log.events[-1].text == (
        "P1 pays 1 for hand 1; P1 discards 8♣ for hand 2; P2 pays 1 for hand 1; P2 pays 1 for hand 2; "
        "P3 discards 9♠ for hand 1; P3 discards 6♥ for hand 2. Pot 3.")
    assert [[len(s.pile(p)) for p in s.piles()] for s in hand.table.seats] == [[3, 2], [3, 3], [2, 2]]
    assert [s.paid for s in hand.table.seats] == [1, 2, 0]
