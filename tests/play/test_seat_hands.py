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
from tests.play.pots_said import pot_said, shares_of
from tests.play.test_simulate import assert_sound, make_game
from tests.rules.corpus import SKIP_REASON, present

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
    # issue 17: handed on to play/mechanics/common_use.py (tests/play/test_common_use.py)
    with pytest.raises(CannotFollow, match="whether they use common card 1, but the table holds 0 common cards"):
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


# ---- the corpus games of several hands, played to the showdown (session 5) ----
def staying(game_id: int, players: int, seed: int) -> tuple[PlayedHand, object]:
    from dealerschoice.play.mechanics.betting import Stance
    from tests.play.played_rules import game
    hand = PlayedHand(game_program(game(game_id)), players, seed)
    hand.piece(Stance).everyone_stays = True
    return hand, hand.run()


def piles(hand: PlayedHand) -> list[list[str]]:
    return [[" ".join(str(c) for c in s.pile(p)) for p in s.piles()] for s in hand.table.seats]


@pytest.mark.skipif(not present(), reason=SKIP_REASON)
def test_double_handed_deals_to_each_hand_and_judges_each_side_on_its_declared_hand():
    hand, transcript = staying(112, 3, 3)  # Double Handed: two five card stud hands each
    assert_sound(transcript)
    assert piles(hand) == [["5♥ A♣ 4♣ 2♥ K♣", "9♠ 7♦ 6♥ 6♦ Q♣"], ["2♣ J♠ 10♥ 3♥ Q♥", "6♣ 4♦ A♠ 2♦ 8♣"],
                           ["9♥ 10♠ 8♠ 7♥ Q♦", "8♦ 3♦ 9♣ K♠ 7♠"]]
    assert [e.text for e in transcript.events if e.rule == 2] == ["One card face up to each hand of each player still in."]
    assert transcript.events[-2].text == ("P1: hand 2 high, hand 1 low; P2: hand 2 high, hand 1 low; "
                                          "P3: hand 2 high, hand 1 low.")
    # P2's 8-6-4-2-A is the best low at the table, but it is P2's declared high hand (ace
    # high beats queen high): P2 plays Q-J-10-3-2 low, and P3's Q-10-9-8-7 takes the low half
    lows = {s.seat: s.low for s in transcript.showdown}
    assert lows == {1: "King low: K-5-4-2-A", 2: "Queen low: Q-J-10-3-2", 3: "Queen low: Q-10-9-8-7"}
    _, pot, paid = pot_said(transcript.events[-1].text)
    assert paid == hand.outcome.result.showdowns[-1]["shares"] == shares_of(pot, [[1], [3]])  # P1 high, P3 low


@pytest.mark.skipif(not present(), reason=SKIP_REASON)
def test_double_trouble_pays_for_each_hand_and_judges_each_under_its_own_card_limit():
    hand, transcript = staying(1103, 3, 7)  # two hands of three, "only use two of their down cards"
    assert_sound(transcript)
    assert transcript.events[4].text.startswith("P1 pays 1 for hand 1; P1 pays 1 for hand 2; P2 pays 1 for hand 1; "
                                                "P2 pays 1 for hand 2; P3 pays 1 for hand 1; P3 pays 1 for hand 2. Pot ")
    assert [str(h.card) for h in hand.table.board] == ["7♦", "5♠", "7♥", "Q♣", "9♦"]
    assert piles(hand)[2] == ["J♦ K♠ 10♥", "K♥ 8♠ 9♥"]
    p3 = next(s for s in transcript.showdown if s.seat == 3)
    # not the straight K-Q-J-10-9 (three down cards of hand 1), nor kings up (a king from each hand)
    assert (p3.high, p3.high_best) == ("Two pair, nines and sevens", ("9♥", "9♦", "7♦", "7♥", "K♥"))
    p2 = next(s for s in transcript.showdown if s.seat == 2)
    assert p2.low == "Nine low: 9-7-5-4-A"  # A♦ 4♠ of A♦ 6♠ 4♠: 7-6-5-4-A would take three
    _, pot, paid = pot_said(transcript.events[-1].text)
    assert paid == hand.outcome.result.showdowns[-1]["shares"] == shares_of(pot, [[1], [2]])


@pytest.mark.skipif(not present(), reason=SKIP_REASON)
def test_psychotic_pineapple_discards_a_card_from_each_hand_and_keeps_them_apart():
    hand, transcript = staying(1115, 3, 2)
    assert_sound(transcript)
    assert transcript.events[4].text == "P1 discards 4♥ 3♠; P2 discards 8♦ 4♠; P3 discards 6♦ 3♣."
    assert piles(hand) == [["5♣ 9♥", "7♥ 3♦"], ["A♣ 7♦", "8♠ 10♦"], ["J♠ Q♠", "9♦ K♥"]]
    assert [s.expected for s in hand.table.seats] == [4, 4, 4]
    assert [(s.seat, s.high) for s in transcript.showdown] == [
        (1, "Two pair, kings and nines"), (2, "Two pair, aces and kings"), (3, "Full house, kings full of nines")]
    _, pot, paid = pot_said(transcript.events[-1].text)
    assert paid == hand.outcome.result.showdowns[-1]["shares"] == {3: pot} and pot == transcript.pot_total


def test_a_deal_to_each_hand_reads_in_other_words():
    assert read_sentences("Deal two cards face up to each hand each player still has in the hand.") == (
        DealOut(2, Face.UP, DealTo.HANDS),)
    assert read_sentences("For each hand, you must pay the ante or discard two cards.") == (
        PayOrDiscard(2, Cost.ANTE, 1, each_hand=True),)
    assert read_sentences("Each player in turn declares which hand is their high hand and which hand is their "
                          "low hand.") == (DeclareUse(None, simultaneous=False),)
    assert read_sentences("Each player must discard two cards from each hand.") == (DiscardEachHand(2),)
    assert read_sentences("Deal each player three sets of two down cards.") == (DealHands(3, 2, Face.DOWN),)
