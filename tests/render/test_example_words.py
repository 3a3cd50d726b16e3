"""The example hands show the typed deals' words as the words: a player's declaration as its
tag, a board's shape in its label (`render.example_html`, from `records.deals`)."""

from __future__ import annotations

import pytest

from dealerschoice.records.board import BoardShape
from dealerschoice.records.deals import BoardCard, BoardLayout, Declaration, SeatState, TableState
from dealerschoice.render.example_html import board_state, table_state


@pytest.mark.parametrize("declared", list(Declaration))
def test_a_declaration_shows_as_its_word(declared):
    state = TableState((SeatState(1, ("A♦",), (), 0, False, declared, 0),
                        SeatState(2, ("K♣",), (), 0, True, None, 0)), (), (), 4, "")
    html = str(table_state(state))
    assert html.startswith('<div class="ex-state"><p><span class="ex-seat">P1</span>'
                           f' <span class="ex-tag">{declared.value}</span>\n')
    assert html.count('class="ex-tag"') == 2  # P1's word, P2's "folded"


@pytest.mark.parametrize("shape", list(BoardShape))
def test_a_boards_label_names_its_shape_by_its_word(shape):
    board = BoardLayout(shape, (BoardCard("r1c1", 0.0, 0.0, "9♠", 1),), (), (), (), 0)
    assert f'aria-label="Common cards ({shape.value}): 9♠"' in str(board_state(board, 1))
