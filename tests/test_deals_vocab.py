"""The closed vocabularies of the example deals and worked examples are enums (issue 20, "typed
results"): a board's shape and line kinds (`records.board`'s `BoardShape`, `BoardLine`), a
player's declaration (`records.deals.Declaration`), a worked example's verb
(`records.example.Verb`). Each is made from its word on construction, refuses any other word
naming the field, and is a word again only in JSON (the analysis cache, `deals.json`)."""

from __future__ import annotations

import json
import types
from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dealerschoice import cache as analysis_cache
from dealerschoice.analyse import analyse_game, deal_data
from dealerschoice.load.examples import VERBS, parse_example
from dealerschoice.play.board import record
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
    word_of,
)
from dealerschoice.records.example import ExampleLine, Verb
from dealerschoice.render.example_html import board_state, table_state
from dealerschoice.rules.steps.vocab import Choice
from tests.play.test_boards import CROSS, ELEVATOR, played
from tests.play.test_simulate import make_game


def through_json(data: object) -> object:
    return json.loads(json.dumps(data, ensure_ascii=False))


# ---- the vocabularies ----------------------------------------------------------------------
def test_the_declarations_are_the_grammars_choices():
    """Records know nothing of how rules are read: the words are repeated, and kept alike here."""
    assert [d.value for d in Declaration] == [c.value for c in Choice]


def test_the_verbs_are_the_loaders():
    assert set(VERBS) == {verb.value for verb in Verb}


def test_words_become_enums_on_construction():
    seat = SeatState(2, ("A♠",), (), 0, False, "split-card", 0)
    assert seat.declared is Declaration.SPLIT_CARD and seat.to_json()["declared"] == "split-card"
    assert SeatState(2, (), (), 0, False, None, 0).declared is None
    board = BoardLayout("square", (), (("diagonal", ("r1c1", "r2c2")), (BoardLine.LINE, ("r1c2",))), (), (), None)
    assert board.shape is BoardShape.SQUARE and [kind for kind, _ in board.lines] == [BoardLine.DIAGONAL,
                                                                                       BoardLine.LINE]
    assert board.to_json()["lines"] == [["diagonal", ["r1c1", "r2c2"]], ["line", ["r1c2"]]]
    assert ExampleLine(3, "expect", "best pair").verb is Verb.EXPECT


def test_a_word_outside_a_vocabulary_is_refused_by_name():
    with pytest.raises(ValueError, match=r"^an example deal's declaration of P3 'maybe' is not one of: high, low, "
                                         r"both, in, out, split-card \(add it to records\.deals\.Declaration\)$"):
        SeatState(3, (), (), 0, False, "maybe", 0)
    with pytest.raises(ValueError, match=r"^an example deal's board shape 'hexagon' is not one of: rows, square, "
                                         r"ring, cross, circle, diamond, h, v, l, z, sets \(add it to "
                                         r"records\.board\.BoardShape\)$"):
        BoardLayout("hexagon", (), (), (), (), None)
    with pytest.raises(ValueError, match=r"^an example deal's board line kind 'bar' is not one of: row, column, "
                                         r"diagonal, arm, side, set, run, line \(add it to records\.board\.BoardLine\)$"):
        BoardLayout("cross", (), (("bar", ("r1c2",)),), (), (), None)
    with pytest.raises(ValueError, match=r"^line 7 of a worked example: the verb 'shuffle' is not one of: hold, "
                                         r"pass, receive, discard, draw, stack, flip, wild, expect \(add it to "
                                         r"records\.example\.Verb\)$"):
        ExampleLine(7, "shuffle", "3")
    with pytest.raises(ValueError, match=r"'' is not one of"):  # no declaration is None, not ""
        word_of(Declaration, "", "declaration of P1")


def test_a_stored_deal_of_another_form_does_not_read_back():
    """What the analysis cache takes for another form (a miss): a ValueError, not a deal with a
    word nobody draws."""
    good = ExampleDeal(1, 2, "x", (), ((1, 1), (2, -1)), 0, 2,
                       BoardLayout("cross", (BoardCard("r1c2", 1.0, 0.0, "K♠", None),), (), (), (), None))
    stored = good.to_json()
    assert ExampleDeal.from_json(stored) == good
    stored["board"]["shape"] = "star"
    with pytest.raises(ValueError, match="board shape 'star' is not one of"):
        ExampleDeal.from_json(stored)
    seat = {"seat": 1, "up": [], "down": [], "unseen": 0, "folded": False, "declared": "hi", "net": 0, "hands": []}
    with pytest.raises(ValueError, match="declaration of P1 'hi' is not one of"):
        TableState.from_json({"players": [seat], "table": [], "table_down": [], "pot": 0, "wild": ""})


def test_a_change_to_the_deal_records_is_a_new_analysis_key(monkeypatch, tmp_path):
    """Deals are stored apart and read only when their page is rendered: a deal stored by an
    older `records/deals.py` must never be found. It is not: the file is part of the key."""
    copy = tmp_path / "deals.py"
    copy.write_text(open(analysis_cache.deal_types.__file__, encoding="utf-8").read(), encoding="utf-8")
    engine = types.SimpleNamespace(__file__=analysis_cache.engine_version.__code__.co_filename, __name__="e")
    monkeypatch.setattr(analysis_cache, "deal_types", types.SimpleNamespace(__file__=str(copy)))
    before = analysis_cache.engine_version(engine)
    copy.write_text(copy.read_text(encoding="utf-8") + "\n# declared: str | None\n", encoding="utf-8")
    assert analysis_cache.engine_version(engine) != before


# ---- round trips -----------------------------------------------------------------------------
cards = st.lists(st.sampled_from(["A♠", "10♥", "2♣", "Q♦", "Jk"]), max_size=4).map(tuple)
declared = st.none() | st.sampled_from(Declaration) | st.sampled_from([d.value for d in Declaration])
seats = st.builds(SeatState, st.integers(1, 8), cards, cards, st.integers(0, 4), st.booleans(), declared,
                  st.integers(-40, 40), st.lists(cards, max_size=2).map(tuple))
tables = st.builds(TableState, st.lists(seats, min_size=1, max_size=4).map(tuple), cards, cards, st.integers(0, 99),
                   st.sampled_from(["", "deuces", "one-eyed jacks"]))
places = st.lists(st.sampled_from(["r1c1", "r1c2", "r2c2", "s1.1", "s2.3", "b2:r1c1", "x1"]), max_size=3).map(tuple)
line_kinds = st.sampled_from(BoardLine) | st.sampled_from([k.value for k in BoardLine])
boards = st.builds(BoardLayout, st.sampled_from(BoardShape) | st.sampled_from([s.value for s in BoardShape]),
                   st.lists(st.builds(BoardCard, st.sampled_from(["r1c1", "s1.2", "x2"]), st.sampled_from([0.0, 1.5]),
                                      st.sampled_from([0.0, 2.0]), st.sampled_from(["K♠", "9♦"]),
                                      st.none() | st.integers(0, 20)), max_size=4).map(tuple),
                   st.lists(st.tuples(line_kinds, places), max_size=3).map(tuple),
                   st.lists(st.tuples(st.integers(1, 8), places), max_size=2).map(tuple),
                   st.lists(st.integers(1, 8), max_size=2).map(tuple), st.none() | st.integers(0, 20))


@given(events=st.lists(st.builds(DealEvent, st.none() | st.integers(1, 30), st.sampled_from(EventKind),
                                 st.just("x"), st.none() | tables), max_size=5),
       board=st.none() | boards)
def test_any_deal_reads_back_equal_with_its_words_as_enums(events, board):
    made = ExampleDeal(4, 3, "python build.py play X --seed 4", tuple(events), ((1, 2), (2, -1), (3, -1)), 0, 3, board)
    data = through_json(made.to_json())
    back = ExampleDeal.from_json(data)
    assert back == made and back.to_json() == data
    states = [e.state for e in back.events if e.state is not None]
    assert all(p.declared is None or type(p.declared) is Declaration for s in states for p in s.players)
    if board is not None:
        assert type(back.board.shape) is BoardShape and all(type(kind) is BoardLine for kind, _ in back.board.lines)
        assert data["board"]["shape"] == board.shape.value and type(data["board"]["shape"]) is str


@given(line=st.integers(1, 99), verb=st.sampled_from(Verb) | st.sampled_from([v.value for v in Verb]))
def test_any_notation_line_keeps_its_verb_as_the_enum(line, verb):
    made = ExampleLine(line, verb, "Q♠")
    assert made.verb is Verb(verb) and f"{made.verb} {made.text}" == f"{Verb(verb).value} Q♠"


# ---- where the simulator and the loader make them --------------------------------------------
def test_a_played_cross_records_its_shape_and_lines_as_the_records_words():
    """The CROSS game of tests/play/test_boards.py, seed 2, 3 players: the board as played."""
    hand = played(make_game(*CROSS), 3, 2)
    board = record(hand)
    assert board is not None and board.shape is BoardShape.CROSS
    assert board.lines == ((BoardLine.ROW, ("r2c1", "r2c2", "r2c3")), (BoardLine.COLUMN, ("r1c2", "r2c2", "r3c2")))
    assert all(type(kind) is BoardLine for kind, _ in board.lines)
    deal = deal_data(replace(hand.transcript(), board=board))
    assert deal.board is not None and deal.board.shape is BoardShape.CROSS
    assert [(p.place, p.across, p.down) for p in deal.board.places] == [
        ("r1c2", 1.0, 0.0), ("r2c1", 0.0, 1.0), ("r2c2", 1.0, 1.0), ("r2c3", 2.0, 1.0), ("r3c2", 1.0, 2.0)]
    assert through_json(deal.to_json())["board"]["lines"] == [["row", ["r2c1", "r2c2", "r2c3"]],
                                                               ["column", ["r1c2", "r2c2", "r3c2"]]]
    assert 'aria-label="Common cards (cross): ' in str(board_state(deal.board, 0))


def test_a_square_records_its_rows_columns_and_diagonals():
    game = make_game("Deal two cards down to each player.", "Deal nine common cards face up in a 3x3 square.",
                     "Your hand may only use one row, column or diagonal of common cards.",
                     "Showdown, high hand wins.")
    board = record(played(game, 2, 5))
    assert board is not None and board.shape is BoardShape.SQUARE
    assert [kind for kind, _ in board.lines] == [BoardLine.ROW] * 3 + [BoardLine.COLUMN] * 3 + [BoardLine.DIAGONAL] * 2
    assert board.lines[6] == (BoardLine.DIAGONAL, ("r1c1", "r2c2", "r3c3"))


def test_a_group_the_layout_has_no_line_for_is_a_line():
    """Elevator's H: three cards in a straight line, the centre moved up or down: the bar and
    the two sides are the layout's own lines, the two slants through the moved centre are not."""
    board = record(played(make_game(*ELEVATOR), 2, 5))
    assert board is not None and board.shape is BoardShape.H
    assert board.lines == ((BoardLine.ROW, ("r2c1", "r2c2", "r2c3")), (BoardLine.COLUMN, ("r1c1", "r2c1", "r3c1")),
                           (BoardLine.COLUMN, ("r1c3", "r2c3", "r3c3")), (BoardLine.LINE, ("r1c1", "r2c2", "r3c3")),
                           (BoardLine.LINE, ("r1c3", "r2c2", "r3c1")))
    assert through_json(board.as_json())["lines"][3] == ["line", ["r1c1", "r2c2", "r3c3"]]


def test_a_seed_games_declarations_are_enums_and_show_as_their_words():
    """Three Five Seven (seed catalog #342) declares in or out each leg."""
    from dealerschoice.load.catalog import load_catalog
    from dealerschoice.resolve import resolve

    game = next(g for g in resolve(load_catalog("catalog")).games if g.id == 342)
    result = analyse_game(game)
    said = [p for d in result.deals for e in d.events if e.state for p in e.state.players if p.declared is not None]
    assert said and {p.declared for p in said} == {Declaration.IN, Declaration.OUT}
    shown = next(e.state for d in result.deals for e in d.events if e.state and any(p.declared for p in e.state.players))
    html = str(table_state(shown))
    assert html.count('<span class="ex-tag">in</span>') + html.count('<span class="ex-tag">out</span>') == sum(
        1 for p in shown.players if p.declared is not None)


def test_the_loader_makes_the_verbs():
    ex, problems = parse_example("# T\nGame: Anaconda\n```hand\nhold Qs Qh 9c\npass 9c\nexpect best pair\n```\n",
                                 "x.md")
    assert problems == [] and ex is not None
    assert [(line.line, line.verb, line.text) for line in ex.lines] == [
        (4, Verb.HOLD, "Q♠ Q♥ 9♣"), (5, Verb.PASS, "9♣"), (6, Verb.EXPECT, "best pair")]
    assert all(type(line.verb) is Verb for line in ex.lines)
