"""The rules engine's results are typed records (`records.analysis`, `records.deals`,
`records.odds`): closed vocabularies are enums, refused words are named, and each record's
JSON form (the caches' and `odds --json`'s) reads back equal, through JSON text."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dealerschoice.records.analysis import (
    NO_STEPS,
    GameAnalysis,
    RuleRead,
    RuleStatus,
    StepsRead,
    Stop,
    WorkedResult,
    WorkedStep,
)
from dealerschoice.records.board import BoardPlan
from dealerschoice.records.deals import BoardCard, BoardLayout, DealEvent, EventKind, ExampleDeal, SeatState, TableState
from dealerschoice.records.facts import Facts
from dealerschoice.records.odds import Odds
from dealerschoice.records.summary import Summary
from tests.analysis_entries import deal, entry, odds

PLAY = Path(__file__).resolve().parents[1] / "dealerschoice" / "play"


def through_json(data: object) -> object:
    return json.loads(json.dumps(data, ensure_ascii=False))


def test_every_event_kind_the_simulator_writes_is_in_the_vocabulary():
    """Every `hand.event(rule, KIND, text)` in play/ names its kind as a literal word, and the
    word is an EventKind (a new kind must be added there, or its deals fail to be shown)."""
    kinds, computed = set(), []
    for path in sorted(PLAY.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "event":
                if len(node.args) >= 2 and isinstance(node.args[1], ast.Constant):
                    kinds.add(node.args[1].value)
                else:
                    computed.append(f"{path.name}:{node.lineno}")
    assert computed == [], "an event kind is computed, not a word of EventKind"
    assert len(kinds) >= 20 and kinds <= {kind.value for kind in EventKind}, kinds - {k.value for k in EventKind}
    assert "note" in {kind.value for kind in EventKind}  # `PlayedHand.note` writes its own


def test_event_kinds_and_rule_statuses_are_enums_made_from_their_words():
    event = DealEvent(3, "flip", "P1 flips K♠.")
    assert event.kind is EventKind.FLIP and event.to_json()["kind"] == "flip"
    assert RuleRead(2, "table-rule", ("bet",)).status is RuleStatus.TABLE_RULE
    with pytest.raises(ValueError, match=r"event kind 'flop' is not one of: ante, bet, .* wild \(add it to"):
        DealEvent(3, "flop", "x")
    with pytest.raises(ValueError, match="rule 4: a rule's status 'played' is not one of: executable, table-rule, "
                                         "unknown$"):
        RuleRead(4, "played", ())


def test_steps_read_counts_each_status():
    read = StepsRead.of([RuleRead(1, RuleStatus.EXECUTABLE, ("deal",)), RuleRead(2, RuleStatus.TABLE_RULE, ("bet",)),
                         RuleRead(3, RuleStatus.TABLE_RULE, ()), RuleRead(4, RuleStatus.UNKNOWN, ("unknown",))])
    assert (read.executable, read.table_rules, read.unknown) == (1, 2, 1)
    assert StepsRead.from_json(through_json(read.to_json())) == read
    assert StepsRead.of([]) == NO_STEPS


def test_a_whole_result_reads_back_equal_through_json():
    claim = WorkedResult(7, "A pair", "catalog/examples/x.md", "catalog/guides/x.txt, section 02", "> quote",
                         (WorkedStep("hold 2♠ 2♥", False), WorkedStep("expect pair", True)))
    result = entry(runnable=True, stop=Stop(3, "Rule three.", "no simulator plays it"), error=None,
                   facts=Facts(5, 7, 2, 5, 4), summary=Summary("5-card draw", "5 down", "high", "deuces wild"),
                   board=BoardPlan("cross", (("r1c2", 1.0, 0.0), ("r2c2", 1.0, 1.0)), (("r2c2", 1),), (4,),
                                   lines=(("column", ("r1c2", "r2c2")),), centre="r2c2"),
                   steps=StepsRead.of([RuleRead(1, RuleStatus.EXECUTABLE, ("deal", "bet"))]),
                   deals=[deal(1), deal(2, players=3)], worked=(claim,), odds=odds(game="X", game_id=7))
    data = through_json(result.to_json())
    assert GameAnalysis.from_json(data) == result
    assert data["deals"][1]["amounts"] == [[1, 2], [2, -1], [3, -1]] and data["odds"]["game"] == "X"
    assert result.to_json(deals=False)["deals"] == []
    kept = GameAnalysis.from_json(through_json(result.to_json(deals=False)), deals=[deal(9)])
    assert kept.deals == [deal(9)] and kept.odds == result.odds


def test_the_seed_catalogs_results_read_back_equal_through_json():
    """The real engine's results, every seed game: what the analysis cache stores is all of it."""
    from dealerschoice.analyse import analyse_game
    from dealerschoice.load.catalog import load_catalog
    from dealerschoice.resolve import resolve

    games = resolve(load_catalog("catalog")).games
    for game in games[::4]:
        result = analyse_game(game)
        assert GameAnalysis.from_json(through_json(result.to_json())) == result, game.name


cards = st.lists(st.text("A23456789TJQK♠♥♦♣", min_size=2, max_size=3), max_size=5).map(tuple)
seats = st.builds(SeatState, st.integers(1, 8), cards, cards, st.integers(0, 5), st.booleans(),
                  st.none() | st.sampled_from(["high", "low", "both"]), st.integers(-50, 50),
                  st.lists(cards, max_size=2).map(tuple))
tables = st.builds(TableState, st.lists(seats, max_size=4).map(tuple), cards, cards, st.integers(0, 99), st.text(max_size=9))
events = st.builds(DealEvent, st.none() | st.integers(1, 40), st.sampled_from(EventKind), st.text(max_size=30),
                   st.none() | tables)
places = st.lists(st.text("rc0123456789", min_size=2, max_size=4), max_size=3).map(tuple)
spots = st.sampled_from([0, 0.5, 1, 1.5, 2.25])
board_cards = st.builds(BoardCard, st.text("rc0123456789", min_size=2, max_size=4), spots, spots,
                        st.text("A23456789TJQK♠♥♦♣", min_size=2, max_size=3), st.none() | st.integers(0, 30))
boards = st.builds(BoardLayout, st.sampled_from(["cross", "square", "circle"]), st.lists(board_cards, max_size=5).map(tuple),
                   st.lists(st.tuples(st.sampled_from(["row", "column"]), places), max_size=2).map(tuple),
                   st.lists(st.tuples(st.integers(1, 8), places), max_size=2).map(tuple),
                   st.lists(st.integers(1, 8), max_size=2).map(tuple), st.none() | st.integers(0, 30))


@given(seed=st.integers(1, 10**6), players=st.integers(2, 8), events=st.lists(events, max_size=8),
       amounts=st.lists(st.tuples(st.integers(1, 8), st.integers(-50, 50)), max_size=8),
       carried=st.integers(0, 20), board=st.none() | boards)
def test_any_example_deal_reads_back_equal_through_json(seed, players, events, amounts, carried, board):
    made = ExampleDeal(seed, players, f"python build.py play X --seed {seed}", tuple(events), tuple(amounts),
                       carried, sum(a for _, a in amounts if a > 0), board)
    back = ExampleDeal.from_json(through_json(made.to_json()))
    assert back == made and all(type(e.kind) is EventKind for e in back.events)


@given(shares=st.dictionaries(st.sampled_from(["pair", "flush", "full-house", "two-pair"]),
                              st.floats(0, 1, allow_nan=False), min_size=0, max_size=4),
       key=st.none() | st.lists(st.integers(0, 14), min_size=1, max_size=6).map(tuple))
def test_any_odds_read_back_equal_with_the_strength_order_kept(shares, key):
    made = odds(winning_categories=shares, winning_categories_se={c: 0.01 for c in shares}, median_winner_key=key)
    back = Odds.from_json(through_json(made.to_json()))
    assert back == made and list(back.figures.winning_categories) == list(shares)
