"""A game's facts, summary and board plan are typed records (`records.facts`, `records.summary`,
`records.board`), made by the rules stage and carried as they are in `GameAnalysis`: JSON only
in the analysis cache, where they read back equal, and where a form that does not read is an
error (the cache's miss). The templates read them by attribute, under StrictUndefined."""

from __future__ import annotations

import json
from dataclasses import fields, replace

import pytest
from hypothesis import given
from hypothesis import strategies as st
from jinja2 import StrictUndefined, UndefinedError

from dealerschoice.analyse import analyse_game
from dealerschoice.records.analysis import GameAnalysis
from dealerschoice.records.board import BoardLine, BoardPlan, BoardShape
from dealerschoice.records.facts import FIGURES, Facts
from dealerschoice.records.summary import PARTS, Summary
from dealerschoice.render.env import TEMPLATES, make_env
from dealerschoice.rules.facts import Facts as RulesFacts
from dealerschoice.rules.steps.vocab import LineKind, Shape
from dealerschoice.rules.summary import Summary as RulesSummary
from tests.analysis_entries import deal, entry


@pytest.fixture(scope="module")
def seed_games():
    from dealerschoice.load.catalog import load_catalog
    from dealerschoice.resolve import resolve

    return resolve(load_catalog("catalog")).games


def through_json(data: object) -> object:
    return json.loads(json.dumps(data, ensure_ascii=False))


figure = st.integers(0, 320)
facts = st.builds(Facts, figure, figure, figure, figure, figure)
words = st.none() | st.text(min_size=1, max_size=20)
summaries = st.builds(Summary, words, words, words, words, words, st.booleans())
places = st.text("rc0123456789.s", min_size=2, max_size=5)
spots = st.sampled_from([0.0, 0.5, 1.0, 2.0, 3.5])
plans = st.builds(BoardPlan, st.sampled_from(BoardShape), st.lists(st.tuples(places, spots, spots), max_size=6).map(tuple),
                  st.lists(st.tuples(places, st.integers(1, 9)), max_size=4).map(tuple),
                  st.lists(st.integers(1, 30), max_size=3).map(tuple), st.booleans(), st.booleans(),
                  st.lists(st.tuples(st.sampled_from(BoardLine), st.lists(places, max_size=3).map(tuple)),
                           max_size=3).map(tuple),
                  st.none() | places, st.none() | places)


def test_the_rules_stage_makes_the_records_themselves():
    """One type each: the rules stage's facts and summary are the records the page reads."""
    assert RulesFacts is Facts and RulesSummary is Summary
    assert FIGURES == tuple(f.name for f in fields(Facts))  # the order `from_json` reads them in


@given(made=facts)
def test_any_facts_read_back_equal_through_json(made):
    assert Facts.from_json(through_json(made.to_json())) == made


@given(made=summaries)
def test_any_summary_reads_back_equal_with_its_line(made):
    data = through_json(made.to_json())
    assert Summary.from_json(data) == made and data["line"] == made.line
    assert made.line == " · ".join(p for p in (made.kind, made.deal, made.showdown, made.wilds, made.players) if p)


@given(made=plans)
def test_any_board_plan_reads_back_equal_with_its_words_as_enums(made):
    back = BoardPlan.from_json(through_json(made.to_json()))
    assert back == made and type(back.shape) is BoardShape
    assert all(type(kind) is BoardLine for kind, _ in back.lines)


@given(made_facts=st.none() | facts, summary=summaries, board=st.none() | plans)
def test_a_result_carries_them_as_records_and_reads_back_equal(made_facts, summary, board):
    result = entry(runnable=True, facts=made_facts, summary=summary, board=board, deals=[deal(3)])
    data = through_json(result.to_json())
    assert GameAnalysis.from_json(data) == result
    assert data["summary"]["line"] == summary.line and (data["board"] is None) == (board is None)


def test_the_board_words_are_the_grammars_words():
    """The records repeat the grammar's shapes and line kinds (records know nothing of rules):
    a word the grammar gains must be added to the records too, or its plan would not be made."""
    assert {s.value for s in Shape} == {s.value for s in BoardShape}
    assert {k.value for k in LineKind} == {k.value for k in BoardLine} - {"run", "line"}


def test_words_outside_the_vocabularies_are_refused_by_name():
    with pytest.raises(ValueError, match=r"^a board plan's shape 'hexagon' is not one of: rows, square, ring, cross, "
                                         r"circle, diamond, h, v, l, z, sets \(add it to records.board.BoardShape\)$"):
        BoardPlan("hexagon", ())
    with pytest.raises(ValueError, match=r"^a board plan's line kind 'loop' is not one of: row, column, diagonal, arm, "
                                         r"side, set, run, line \(add it to records.board.BoardLine\)$"):
        BoardPlan("cross", (), lines=(("loop", ("r1c1",)),))
    assert BoardPlan("cross", (), lines=(("run", ()),)).lines[0][0] is BoardLine.RUN


def test_a_stored_form_that_does_not_read_is_an_error_naming_what_is_wrong():
    with pytest.raises(ValueError, match=r"^a game's facts: 'wilds' is None, not a whole number; the facts are cards, "
                                         r"players, rounds, max_seen, wilds$"):
        Facts.from_json({"cards": 5, "players": 7, "rounds": 2, "max_seen": 5})
    with pytest.raises(ValueError, match=r"^a game's facts: 'cards' is True, not a whole number"):
        Facts.from_json({"cards": True, "players": 7, "rounds": 2, "max_seen": 5, "wilds": 0})
    with pytest.raises(ValueError, match=r"^a game's summary: the part 'wilds' is \['2'\], not words or None$"):
        Summary.from_json({"kind": "flip", "wilds": ["2"], "complete": True})
    with pytest.raises(ValueError, match=r"^a game's summary: 'complete' is None, not true or false$"):
        Summary.from_json({"line": "5-card draw"})  # a summary of an older form: its line alone
    with pytest.raises(ValueError, match="^a summary has no part 'line'; its parts are kind, deal, showdown, wilds, "
                                         "players$"):
        Summary().part("line")
    assert [Summary("a", "b", "c", "d", "e").part(p) for p in PARTS] == ["a", "b", "c", "d", "e"]


def test_the_seed_catalogs_results_are_records(seed_games):
    for game in seed_games:
        result = analyse_game(game)
        assert type(result.summary) is Summary and (result.facts is None or type(result.facts) is Facts), game.name
        assert result.board is None or type(result.board) is BoardPlan


def test_anacondas_facts_and_summary_are_its_own(seed_games):
    result = analyse_game(next(g for g in seed_games if g.id == 10))
    assert result.facts == Facts(cards=7, players=7, rounds=4, max_seen=13, wilds=0)
    assert result.summary == Summary("passing", "7 down", "high-low declare", None, "2–7 players")
    assert result.board is None


BOARD_RULES = ("Deal two cards face down to each player.", "Deal twelve face down common cards in a 3x4 grid.",
               "Normal betting round.", "Flip one common card from each column face up.", "Normal betting round.",
               "Showdown, high hand wins.", "Your hand may only use one vertical row of common cards.")


def test_a_board_games_plan_is_made_by_the_rules_as_a_record_and_reads_back_equal():
    from dealerschoice.records import Game, Rule, Source

    game = Game(1, "Grid Test", (), ("flip",), tuple(Rule(n, text, n) for n, text in enumerate(BOARD_RULES, 1)),
                None, Source("g.txt", 1))
    result = analyse_game(game)
    plan = result.board
    assert plan is not None and plan.shape is BoardShape.SQUARE and len(plan.cards) == 12
    assert plan.rules == (4,) and [n for _, n in plan.flips] == [1, 1, 1, 1]
    assert [kind for kind, _ in plan.lines] == [BoardLine.COLUMN] * 4
    assert BoardPlan.from_json(through_json(plan.to_json())) == plan
    assert GameAnalysis.from_json(through_json(result.to_json())) == result


@pytest.fixture(scope="module")
def strict_env():
    env = make_env(TEMPLATES)
    env.undefined = StrictUndefined
    return env


def test_the_page_reads_the_facts_by_attribute_under_strict_undefined(strict_env):
    result = entry(runnable=False, facts=Facts(202, 98, 5, 7, 0), summary=Summary("flip"))
    html = strict_env.get_template("partials/game-analysis.html").render(root="", page={"analysis": result},
                                                                        part="players")
    assert "<dt>Cards in the final hand</dt><dd>2, and any number more the players choose to take</dd>" in html
    assert "<dt>Most players</dt><dd>no fixed number: a player can be dealt any number of cards</dd>" in html
    without = strict_env.get_template("partials/game-analysis.html").render(root="", page={"analysis": entry()},
                                                                           part="players")
    assert 'id="facts-h"' not in without
    # a field the records do not have is an error, not a blank
    with pytest.raises(UndefinedError, match="has no attribute 'most_players'"):
        strict_env.from_string("{{ a.facts.most_players }}").render(a=result)
    with pytest.raises(UndefinedError, match="has no attribute 'line_words'"):
        strict_env.from_string("{{ a.summary.line_words }}").render(a=result)


def test_a_board_plan_from_the_analysis_is_drawn_under_strict_undefined(strict_env):
    from dealerschoice.render.board_svg import board_figure

    plan = BoardPlan("cross", (("r1c2", 1, 0), ("r2c1", 0, 1), ("r2c2", 1, 1)), (("r1c2", 1),), (4,),
                     lines=(("row", ("r2c1", "r2c2")),))
    figure = board_figure(entry(board=plan))
    html = strict_env.get_template("partials/board.html").render(page={"board": figure})
    assert html.count('class="board-card"') == 3 and 'class="board-line board-line-row"' in html
    assert "<figcaption" in html and "Three common cards in a cross." in html
    assert board_figure(entry(board=replace(plan, lines=()))) is not None and board_figure(entry()) is None
