"""The example deals as the analysis cache pickles them and every page reads them back
(`records.deals.quick_pickle`): the same records, field for field, from a state that is just
their values."""

from __future__ import annotations

import pickle
from dataclasses import dataclass

import pytest

from dealerschoice.records.board import BoardLine, BoardShape
from dealerschoice.records.deals import (
    BoardCard,
    BoardLayout,
    DealEvent,
    Declaration,
    EventKind,
    ExampleDeal,
    SeatState,
    TableState,
    quick_pickle,
)


def a_deal() -> ExampleDeal:
    seats = (SeatState(1, ("A♠", "K♥"), ("2♣",), 1, False, "high", -3),
             SeatState(2, (), ("9♦",), 0, True, None, 3, hands=(("9♦",), ())))
    table = TableState(seats, ("Q♣",), ("x1",), 6, "threes wild")
    board = BoardLayout("cross", (BoardCard("r1c2", 1, 0, "K♥", 2), BoardCard("r2c2", 1.5, 1, "9♠", None)),
                        (("row", ("r1c2", "r2c2")),), ((1, ("r1c2",)),), (1,), 0)
    events = (DealEvent(None, "ante", "Everyone antes 1."), DealEvent(2, EventKind.DEAL, "P1 gets A♠.", table),
              DealEvent(5, "showdown", "P1 wins."))
    return ExampleDeal(7, 2, "python build.py play X --seed 7", events, ((1, -3), (2, 3)), 0, 6, board)


def test_a_pickled_deal_reads_back_as_the_same_records_with_their_words():
    deal = a_deal()
    back = pickle.loads(pickle.dumps([deal, deal], protocol=pickle.HIGHEST_PROTOCOL))
    assert back == [deal, deal]
    again = back[0]
    assert type(again) is ExampleDeal and type(again.events[1].state) is TableState
    assert again.events[0].kind is EventKind.ANTE
    assert again.events[1].state.players[0].declared is Declaration.HIGH
    assert again.events[1].state.players[1].hands == (("9♦",), ())
    assert again.board.shape is BoardShape.CROSS and again.board.lines[0][0] is BoardLine.ROW
    assert again.board.places[1].across == 1.5


def test_a_records_pickled_state_is_its_fields_values_in_order():
    seat = SeatState(3, ("A♠",), (), 0, False, None, 2)
    assert seat.__getstate__() == (3, ("A♠",), (), 0, False, None, 2, ())
    event = DealEvent(4, "flip", "P3 flips A♠.")
    assert event.__getstate__() == (4, EventKind.FLIP, "P3 flips A♠.", None)


def test_a_state_of_another_length_is_an_error_not_a_half_made_record():
    seat = SeatState.__new__(SeatState)
    with pytest.raises(ValueError, match="zip"):
        seat.__setstate__((3, ("A♠",)))



@quick_pickle
@dataclass(frozen=True, slots=True)
class One:  # at module level: pickle finds a class by its name
    value: int


def test_a_record_of_one_field_pickles_too():
    assert One(5).__getstate__() == (5,)
    assert pickle.loads(pickle.dumps(One(5))) == One(5)
