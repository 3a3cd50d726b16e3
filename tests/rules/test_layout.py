"""The board layout model: shapes, flip orders, the flips' choices and the lines a hand may use."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.records import Rule
from dealerschoice.rules.grammar import read_rule
from dealerschoice.rules.steps import board, layout
from dealerschoice.rules.steps.board import BoardFlip, BoardLayout
from dealerschoice.rules.steps.board_limits import BoardUse
from dealerschoice.rules.steps.board_plan import board_plan
from dealerschoice.rules.steps.layout import Layout, Line
from dealerschoice.rules.steps.places import Pick, Spot
from dealerschoice.rules.steps.vocab import Chooser, LineKind, Order, Part, Shape


def read_layout(text: str) -> Layout:
    steps = read_rule(Rule(1, text, 1)).steps
    return next(s.layout for s in steps if isinstance(s, BoardLayout))


def test_the_model_is_importable_from_the_steps_module_as_before():
    assert (board.Layout, board.Line, board.Spot, board.Pick) == (Layout, Line, Spot, Pick)
    assert layout.Layout.__module__ == "dealerschoice.rules.steps.layout"


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_squares_from_2x2_to_5x5(n):
    square = Layout.square(n, n)
    assert len(square.positions) == n * n
    assert [len(square.lines_of(k)) for k in (LineKind.ROW, LineKind.COLUMN, LineKind.DIAGONAL)] == [n, n, 2]
    assert square.centre == (f"r{n // 2 + 1}c{n // 2 + 1}" if n % 2 else None)
    assert read_layout(f"Deal {n * n} face down common cards in a {n}x{n} square.") == square


def test_shapes_the_corpus_names():
    cross = read_layout("Deal nine face down common cards in a 5x5 cross.")
    assert (cross.shape, len(cross.positions), cross.centre) == (Shape.CROSS, 9, "r3c3")
    assert [len(a.positions) for a in cross.lines_of(LineKind.ARM)] == [2, 2, 2, 2]
    hollow = Layout.cross(1, centre=False)
    assert (len(hollow.positions), hollow.centre) == (4, None)
    circle = read_layout("Deal eight common cards face down in a circle, and deal a ninth down in the middle of the circle.")
    assert circle.positions[-1] == "centre" and len(circle.positions) == 9
    assert read_layout("Deal seven common cards face down in an 'H' formation.").shape == Shape.H
    v = read_layout("Deal five common cards face down in a V pattern.")
    assert [line.positions for line in v.lines_of(LineKind.SIDE)] == [("r1c1", "r2c2", "r3c3"), ("r3c3", "r2c4", "r1c5")]
    rows = read_layout("Deal three rows of face down common cards, a row of four, a row of three, and a row of two.")
    assert [len(r.positions) for r in rows.lines_of(LineKind.ROW)] == [4, 3, 2]
    boards = read_layout("Deal three sets of three face up common cards each.")
    assert (boards.shape, len(boards.lines_of(LineKind.SET))) == (Shape.SETS, 3)
    assert Layout.letter(Shape.Z, 4).positions == ("r1c1", "r1c2", "r2c2", "r2c3")
    assert Layout.letter(Shape.L, 5).positions == ("r1c1", "r2c1", "r3c1", "r3c2", "r3c3")


def test_flip_orders():
    square = Layout.square(3, 3)
    assert square.flip_order() == square.positions
    assert square.flip_order(Order.LEFT_RIGHT_DOWN) == square.positions
    assert square.flip_order(Order.CLOCKWISE_SKIP) == ("r1c1", "r1c3", "r3c3", "r3c1", "r1c2", "r2c3", "r3c2",
                                                       "r2c1", "r2c2")
    five = Layout.square(5, 5).flip_order(Order.CLOCKWISE_SPIRAL)
    assert five[:5] == ("r1c1", "r1c2", "r1c3", "r1c4", "r1c5") and five[16] == "r2c2" and five[-1] == "r3c3"
    circle = Layout.circle(8, centre=True)
    assert circle.flip_order(Order.COUNTER_CLOCKWISE) == ("p1", "p8", "p7", "p6", "p5", "p4", "p3", "p2", "centre")
    assert Layout.cross(1).flip_order(Order.CLOCKWISE) == ("r1c2", "r2c3", "r3c2", "r2c1", "r2c2")
    assert Layout.sets((2, 1)).flip_order(Order.CLOCKWISE) == ("s1.1", "s1.2", "s2.1")


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([Layout.square(3, 3), Layout.square(4, 4), Layout.cross(2), Layout.circle(8, True),
                        Layout.letter(Shape.H, 7), Layout.rows((4, 2, 1)), Layout.ring(8), Layout.sets((3, 3)),
                        Layout.letter(Shape.V, 5)]),
       st.sampled_from(list(Order)))
def test_every_order_turns_every_position_once(shape, order):
    assert sorted(shape.flip_order(order)) == sorted(shape.positions)


def test_flip_choices_follow_the_rule_or_give_the_flipper_every_way():
    square = Layout.square(3, 3)
    assert BoardFlip().choices(square) == (("r1c1",),)
    assert BoardFlip(2, chooser=Chooser.FLIPPER).choices(square, frozenset(square.positions[:7])) == (
        ("r3c2", "r3c3"),)
    assert BoardFlip(spot=Spot(Part.TOP)).choices(square, frozenset({"r1c1"})) == (("r1c2",),)
    corners = BoardFlip(4, spot=Spot(Part.CORNER)).choices(square)
    assert corners == (("r1c1", "r1c3", "r3c1", "r3c3"),)
    top_row = BoardFlip(spot=Spot(line=LineKind.ROW, index=-1)).choices(square, frozenset({"r3c1"}))
    assert top_row == (("r3c2",),)
    column = BoardFlip(unit=LineKind.COLUMN, chooser=Chooser.FLIPPER).choices(square)
    assert column == (("r1c1", "r2c1", "r3c1"), ("r1c2", "r2c2", "r3c2"), ("r1c3", "r2c3", "r3c3"))
    circle = Layout.circle(8)
    skip = BoardFlip(order=Order.CLOCKWISE_SKIP)
    turned = []
    for _ in range(8):
        (way,) = skip.choices(circle, frozenset(turned))
        turned += way
    assert turned == ["p1", "p3", "p5", "p7", "p2", "p4", "p6", "p8"]
    assert BoardFlip().choices(square, frozenset(square.positions)) == ()
    assert BoardFlip(spot=Spot(Part.LAST)).choices(square) == ()


def test_the_lines_a_hand_may_use():
    h = Layout.letter(Shape.H, 7)
    straight = BoardUse((LineKind.ROW, LineKind.COLUMN, LineKind.DIAGONAL), table=3).groups(h)
    assert straight == (("r2c1", "r2c2", "r2c3"), ("r1c1", "r2c1", "r3c1"), ("r1c3", "r2c3", "r3c3"),
                        ("r1c1", "r2c2", "r3c3"), ("r1c3", "r2c2", "r3c1"))
    assert len(BoardUse((LineKind.ROW, LineKind.COLUMN, LineKind.DIAGONAL)).groups(Layout.square(3, 3))) == 8
    assert BoardUse((LineKind.SIDE,)).groups(Layout.letter(Shape.V, 5)) == (("r1c1", "r2c2", "r3c3"),
                                                                          ("r3c3", "r2c4", "r1c5"))
    assert BoardUse((LineKind.SET,)).groups(Layout.sets((3, 3))) == (("s1.1", "s1.2", "s1.3"),
                                                                  ("s2.1", "s2.2", "s2.3"))
    assert len(BoardUse(table=3, adjacent=True).groups(Layout.circle(6))) == 6
    # a square declares its own diagonals: none are added
    assert len(Layout.square(4, 4).hand_lines(LineKind.DIAGONAL)) == 2


def test_coordinates_place_every_card_apart():
    for shape in (Layout.circle(8, True), Layout.circle(6), Layout.cross(2), Layout.sets((3, 1))):
        where = shape.coordinates()
        assert set(where) == set(shape.positions)
        points = list(where.values())
        assert min(abs(a[0] - b[0]) + abs(a[1] - b[1]) for i, a in enumerate(points) for b in points[i + 1:]) >= 0.9


def test_the_board_plan_of_criss_cross_rules():
    rules = ["Deal five common cards face down in a cross pattern.",
             "Flip one common card face up.", "Flip one common card face up.",
             "Your hand may only use one horizontal or vertical row of common cards."]
    plan = board_plan([read_rule(Rule(n, text, n)) for n, text in enumerate(rules, 1)])
    assert plan.shape == "cross" and len(plan.cards) == 5
    assert plan.flips == (("r1c2", 1), ("r2c1", 2)) and plan.rules == (2, 3)
    assert plan.lines == (("row", ("r2c1", "r2c2", "r2c3")), ("column", ("r1c2", "r2c2", "r3c2")))
    assert type(plan).from_json(plan.to_json()) == plan
    assert board_plan([read_rule(Rule(1, "Deal two cards down to each player.", 1))]) is None
