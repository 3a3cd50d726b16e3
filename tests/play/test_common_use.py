"""Declaring whether a hand uses a common card, and the penalty for using it and losing
(mechanics/common_use.py; penalties.py): Four Two One (#312)."""


from dealerschoice.cards import Card
from dealerschoice.play.mechanics import common_use
from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import PlayedHand, simulate
from dealerschoice.play.table import Held
from dealerschoice.rules.grammar import read_sentences
from dealerschoice.rules.steps.showdown import DeclareUse
from dealerschoice.rules.steps.wager import LoserPenalty
from tests.play.played_rules import hold, play_staying, texts, written_game
from tests.rules.corpus import needs_corpus

COMMONS = written_game(
    "Deal five cards down to each player.",
    "Deal one common card face up to the table.",
    "Deal one common card face up to the table.",
    "Each player declares whether they are using the first common card or not.",
    "Each player simultaneously declares if they are using the second common or not.",
    "Showdown, high hand wins.",
    "If you used the second common in your final hand and lost, you must pay the pot to the winner.")


def test_the_reader_reads_variants():
    assert list(read_sentences(COMMONS.rules[3].text)) == [DeclareUse(table_card=1)]
    assert list(read_sentences(COMMONS.rules[4].text)) == [DeclareUse(table_card=2)]
    assert list(read_sentences(COMMONS.rules[6].text)) == [
        LoserPenalty("used-common", "pot", "winner", common=2)]
    assert DeclareUse(table_card=1).gap() is None and LoserPenalty("used-common", common=1).gap() is None


def _board(codes: str, seats: dict[int, str], players: int = 3) -> PlayedHand:
    hand = PlayedHand(game_program(COMMONS), players, 1)
    for code in codes.split():
        card = Card.parse(code)
        hand.table.deck.remove(card)
        hand.table.board.append(Held(card, up=True, dealt_up=True))
    for number, own in seats.items():
        for held in hold(hand, number, own, up=False):
            hand.table.deck.remove(held.card)
    return hand


def test_a_player_uses_a_common_that_betters_the_hand():
    hand = _board("Kd 7c", {1: "Ks 2h 3d 4c 9s", 2: "Qs Qh 5d 6c 9h", 3: "8c 9c Tc Jc 2s"})
    seats = hand.table.seats
    # the first common (no penalty): a pair of kings for P1, a better kicker to P2's queens;
    # nothing for P3, whose straight flush with the second common (weighed as it may come)
    # needs no king
    assert [common_use.uses_common(hand, s, 1) for s in seats] == [True, True, False]
    common_use.declare(hand, DeclareUse(table_card=1), 3)
    assert hand.log.events[-1].text == "Using the first common (K♦): P1 uses it; P2 uses it; P3 does not use it."
    # the second: a loser who used it pays, so only a better kind of hand is worth it: 7♣
    # makes P3 a straight flush, and pairs no one
    common_use.declare(hand, DeclareUse(table_card=2), 4)
    assert hand.log.events[-1].text == ("Using the second common (7♣): P1 does not use it; P2 does not use it; "
                                        "P3 uses it.")


def test_the_showdown_makes_each_hand_with_the_commons_declared():
    hand = _board("Kd 7c", {1: "Ks 2h 3d 4c 9s", 2: "Qs Qh 5d 6c 9h"}, players=2)
    piece = hand.piece(common_use.CommonUse)
    piece.declared = {1: {1: False, 2: True}, 2: {1: True}}
    extra = [h.card for h in hand.table.board]
    p1, p2 = hand.table.seats
    assert common_use.usable(hand, p1, extra) == [Card.parse("7c")]
    assert common_use.usable(hand, p2, extra) == extra  # the second undeclared: everyone's, as before
    hand.outcome.contenders = [1, 2]
    assert common_use.users(hand, 2) == [p1] and common_use.users(hand, 1) == [p2]


def test_the_loser_who_used_the_second_common_pays_the_winner_the_pot():
    paid = 0
    for seed in range(1, 30):
        played = simulate(game_program(COMMONS), 3, seed, everyone_stays=True)
        [settle] = texts(played, "settle") or [""]
        if " pays P" in settle:
            paid += 1
            assert "used the second common" in settle
        assert sum(played.amounts.values()) == -played.carried
    assert paid > 0


@needs_corpus
def test_four_two_one_declares_both_commons_and_the_first_costs_a_loser():
    # seed 3, 4 players, everyone staying: P1 and P4 use the first common (K♣); P1 wins, and
    # P4, who used it and lost, pays P1 the max bet
    hand = play_staying(312, 4, 3)
    assert texts(hand, "declare") == [
        "Using the first common (K♣): P1 uses it; P2 does not use it; P3 does not use it; P4 uses it.",
        "Using the second common (Q♣): P1 uses it; P2 uses it; P3 uses it; P4 does not use it."]
    # P4's kings pair the first common; the second (Q♣), declared unused, makes P4 no queens
    pot = hand.pot_total - 1  # every chip put in, less the penalty paid to the winner
    assert texts(hand, "showdown") == ["Showdown: P1 Flush, king high; P2 Pair of eights; P3 Two pair, queens and "
                                       f"threes; P4 Two pair, kings and sevens. Pot {pot}: P1 {pot}."]
    assert texts(hand, "settle") == ["P1 and P4 used the first common; P4 did not win: P4 pays P1 1. Pot 0."]
    assert hand.amounts[4] == hand.amounts[2] - 1 and hand.amounts[2] == hand.amounts[3]  # the max bet on top
