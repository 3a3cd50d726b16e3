"""The shapes of the rules engine's results (`analyse.analyse`), as the pages and the analysis
cache take them, typed field by field, so a misspelt or missing field is a type error where the
result is made. A game's results (`GameAnalysis`), its stop and its worked examples are frozen
dataclasses; the parts still JSON-like (the example deals, the rules read, the whole `Analysis`)
are typed as TypedDicts (issue 20, "typed results"). Templates read both the same way (`a.b`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, NotRequired, TypedDict

JSON = dict[str, Any]  # a JSON object made by a stage's own `as_json` (facts, summary, board plan, table view)


@dataclass(frozen=True, slots=True)
class Stop:
    """The rule that stops a game from being simulated (`play.program.Stop.to_record`)."""

    rule: int | None
    text: str | None
    reason: str


class RuleRead(TypedDict):
    """How one rule was read: its number, "executable", "table-rule" or "unknown", and the kinds
    of its steps."""

    number: int
    status: str
    kinds: list[str]


class StepsRead(TypedDict):
    """How a game's rules were read, with the count of rules of each status."""

    rules: list[RuleRead]
    executable: int
    table_rules: int
    unknown: int


class DealEvent(TypedDict):
    """One event of an example deal; `state`: the table after it, when cards moved."""

    rule: int | None
    kind: str
    text: str
    state: JSON | None


class ExampleDeal(TypedDict):
    """A seeded example deal as the page shows it, with the command that replays it."""

    seed: int
    players: int
    command: str
    events: list[DealEvent]
    amounts: list[tuple[int, int]]  # (seat, chips won less chips paid), by seat
    carried: int
    pot_total: int
    board: NotRequired[JSON]  # board games: the layout as played


@dataclass(frozen=True, slots=True)
class WorkedStep:
    """One step of a replayed worked example; `check`: whether it is a claim that was checked."""

    text: str
    check: bool


@dataclass(frozen=True, slots=True)
class WorkedResult:
    """A worked example of the catalog, replayed (`play.examples.run_example`)."""

    game_id: int
    title: str
    file: str
    cite: str | None  # the source it quotes, when it names one
    quote: str
    steps: tuple[WorkedStep, ...]


@dataclass(frozen=True, slots=True)
class GameAnalysis:
    """One game's results. `deals`: a list, or the cache's `StoredDeals` read when used.

    `analyse_game` makes the fields up to `board`, all of them a function of the game's text
    and the engine (the analysis cache key stands for them: `render.incremental.KEYED_FIELDS`);
    `worked` is filled in by `analyse` and `odds` by the odds stage (`play.odds_cache.add_odds`),
    each with `dataclasses.replace`."""

    runnable: bool
    stop: Stop | None
    error: str | None
    facts: JSON | None
    steps: StepsRead
    deals: Sequence[ExampleDeal]
    summary: JSON
    board: JSON | None = None  # games with a board layout only
    worked: tuple[WorkedResult, ...] = ()
    odds: JSON | None = None  # the odds stage's figures (`play.odds.summary`, with the charts)


class Analysis(TypedDict):
    """Every game's results by id, the count of runnable games and every worked example."""

    games: dict[int, GameAnalysis]
    runnable: int
    worked_examples: list[WorkedResult]
    odds: NotRequired[dict[int, JSON]]  # the odds stage's figures by game id, for the comparison page
