"""Common cards a hand uses joined on the grid (play/hand_limits.py with
board_groups.touching_groups): "Your hand can only use three common cards. Each card must be
connected to one of the others along an edge or at a corner, and all three must be connected
together."."""

from __future__ import annotations

from itertools import combinations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dealerschoice.cards import HandRules, best_hand
from dealerschoice.play.board import board_of
from dealerschoice.play.board_groups import touching_groups
from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import PlayedHand
from dealerschoice.play.table import CannotFollow
from dealerschoice.rules.grammar import read_sentences
from dealerschoice.rules.steps.board_limits import BoardUse
from dealerschoice.rules.steps.late_reads import CardsTouch
from dealerschoice.rules.steps.layout import Layout
from tests.play.pots_said import pot_said, shares_of
from tests.play.test_simulate import assert_sound, make_game
from tests.rules.corpus import SKIP_REASON, present

EDGES = ("Deal four cards down to each player.", "Deal nine commons face up to the table, in a 3x3 square.",
         "Showdown, high hand wins.",
         "Your hand can only use four common cards. Each card must be connected to one of the others along an edge, "
         "and all four must be connected together.")


def staying(program, players: int, seed: int) -> tuple[PlayedHand, object]:
    from dealerschoice.play.mechanics.betting import Stance
    hand = PlayedHand(program, players, seed)
    hand.piece(Stance).everyone_stays = True
    return hand, hand.run()


def joined(places, corners: bool) -> bool:
    cells = {p: (int(p[1]), int(p[3])) for p in places}
    touch = (lambda a, b: max(abs(a[0] - b[0]), abs(a[1] - b[1])) == 1) if corners else \
        (lambda a, b: abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1)
    seen, todo = {places[0]}, [places[0]]
    while todo:
        here = todo.pop()
        for other in places:
            if other not in seen and touch(cells[here], cells[other]):
                seen.add(other)
                todo.append(other)
    return len(seen) == len(places)


def test_the_joined_groups_of_a_square_are_every_piece_of_that_many_cards():
    square = Layout.square(3, 3)
    every = [g for g in combinations(square.positions, 4) if joined(g, corners=False)]
    assert touching_groups(square, 4, corners=False) == every and len(every) == 36  # the placed tetrominoes
    assert ("r1c1", "r1c2", "r2c2", "r3c2") in every and ("r1c1", "r1c3", "r2c1", "r2c3") not in every


@given(st.integers(2, 4), st.integers(2, 4), st.integers(1, 4), st.booleans())
def test_the_joined_groups_are_exactly_the_connected_pieces(rows, columns, count, corners):
    square = Layout.square(rows, columns)
    every = [g for g in combinations(square.positions, count) if joined(g, corners)]
    assert touching_groups(square, count, corners) == every


def test_a_hand_takes_one_own_card_and_four_joined_common_cards_the_best_way():
    hand, transcript = staying(game_program(make_game(*EDGES)), 3, 2)
    assert_sound(transcript)
    board = board_of(hand)
    at = dict(zip(board.places, (h.card for h in hand.table.board)))
    groups = touching_groups(board.layout, 4, corners=False)
    for seat in hand.table.seats:
        # brute force: every own card with every joined four
        best = max((best_hand([own] + [at[p] for p in g], HandRules()) for own in seat.all() for g in groups),
                   key=lambda h: h.key)
        shown = next(s for s in transcript.showdown if s.seat == seat.number)
        assert shown.high == best.description
        used = board.used[seat.number]
        assert len(used) == 4 and joined(used, corners=False)


@pytest.mark.skipif(not present(), reason=SKIP_REASON)
def test_slicks_house_plays_three_joined_common_cards():
    from tests.play.played_rules import game
    hand, transcript = staying(game_program(game(1127)), 3, 1)
    assert_sound(transcript)
    assert [e.text for e in transcript.events if e.kind == "flip"][0] == (
        "The dealer turns up Q♣ (r1c1), 5♣ (r1c2), 7♣ (r1c3), K♦ (r1c4).")
    said, pot, paid = pot_said(transcript.events[-1].text)
    assert said == ("Showdown: P1 (high) Full house, sevens full of aces; P2 (low) Flush, ace high; low Seven low: "
                    "7-5-4-2-A; P3 (high) Full house, tens full of aces")
    assert paid == shares_of(pot, [[3], [2]])  # the odd chip with the high half
    used = board_of(hand).used
    assert all(len(used[n]) == 3 and joined(used[n], corners=True) for n in (1, 2, 3))


def test_joined_cards_need_a_grid_and_read_in_other_words():
    with pytest.raises(CannotFollow, match="a circle of common cards has no edges or corners to join them; "
                                           "allowed: a grid of cards"):
        touching_groups(Layout.circle(6), 3)
    assert read_sentences("Your hand can only use four common cards. Each card must be connected to one of the "
                          "others along an edge, and all four must be connected together.") == (
        BoardUse(table=4), CardsTouch(corners=False))
