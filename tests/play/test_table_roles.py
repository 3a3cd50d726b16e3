"""Cards dealt to the table that players' cards are matched against (discarded, flipped or
taken for matching them) are the table's, not common cards: no hand uses them. Cards dealt as
common cards beside them are everyone's."""

from __future__ import annotations

from dealerschoice.play.mechanics.betting import Stance
from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import PlayedHand
from tests.play.played_rules import written_game


def played(*lines: str, seed: int = 1) -> PlayedHand:
    hand = PlayedHand(game_program(written_game(*lines)), 3, seed)
    hand.piece(Stance).everyone_stays = True
    hand.run()
    return hand


def used_cards(hand: PlayedHand) -> set:
    showdown = hand.outcome.result.showdowns[-1]
    return {card for high, _ in showdown["hands"].values() if high is not None for card in high.played}


def test_table_cards_matched_against_are_in_no_hand():
    for seed in range(1, 6):
        hand = played("Deal six cards face down to each player.", "Deal two cards face up to the table.",
                      "Discard any cards with the same rank as a table card.", "Showdown, high hand wins.", seed=seed)
        table = {h.card for h in hand.table.board}
        assert len(table) == 2 and not used_cards(hand) & table, seed


def test_common_cards_beside_them_are_everyones():
    hands = [played("Deal four cards face down to each player.", "Deal three common cards face up.",
                    "Deal two cards face up to the table.", "Discard any cards with the same rank as a table card.",
                    "Showdown, high hand wins.", seed=seed) for seed in range(1, 8)]
    for hand in hands:
        board = [h.card for h in hand.table.board]
        table = set(board[3:])
        assert not used_cards(hand) & table
    assert any(used_cards(hand) & set(h.card for h in hand.table.board[:3]) for hand in hands)
