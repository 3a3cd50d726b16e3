"""The shapes of the rules engine's results (`analyse.analyse`), as the pages and the analysis
cache take them, typed field by field, so a misspelt or missing field is a type error where the
result is made (issue 20, "typed results"). Every one is a frozen dataclass the templates read
by attribute; the example deals are in `records.deals`, the odds in `records.odds`.

The rules stage makes a game's facts, summary and board plan as their records
(`records.facts`, `records.summary`, `records.board`), carried here as they are. A game's
result has an explicit `to_json` / `from_json`: the analysis cache's form (`cache`), the only
place any part of it is JSON; a stored form that does not read back is an error there (a miss).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from dealerschoice.records.board import BoardPlan
from dealerschoice.records.deals import JSON, ExampleDeal
from dealerschoice.records.facts import Facts
from dealerschoice.records.odds import Odds
from dealerschoice.records.summary import Summary

__all__ = ["JSON", "Analysis", "GameAnalysis", "RuleRead", "RuleStatus", "StepsRead", "Stop", "WorkedResult",
           "WorkedStep"]


@dataclass(frozen=True, slots=True)
class Stop:
    """The rule that stops a game from being simulated (`play.program.Stop.to_record`)."""

    rule: int | None
    text: str | None
    reason: str

    def to_json(self) -> JSON:
        return {"rule": self.rule, "text": self.text, "reason": self.reason}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Stop:
        return cls(data["rule"], data["text"], data["reason"])


class RuleStatus(StrEnum):
    """How a rule was read (`rules.grammar.ReadRule.status`): every step played, a step stated but
    not simulated, or a sentence not understood."""

    EXECUTABLE = "executable"
    TABLE_RULE = "table-rule"
    UNKNOWN = "unknown"


@dataclass(frozen=True, slots=True)
class RuleRead:
    """How one rule was read: its number, its status and the kinds of its steps."""

    number: int
    status: RuleStatus
    kinds: tuple[str, ...]

    def __post_init__(self) -> None:
        if not isinstance(self.status, RuleStatus):
            try:
                object.__setattr__(self, "status", RuleStatus(self.status))
            except ValueError:
                words = ", ".join(s.value for s in RuleStatus)
                raise ValueError(f"rule {self.number}: a rule's status {self.status!r} is not one of: {words}") \
                    from None


@dataclass(frozen=True, slots=True)
class StepsRead:
    """How a game's rules were read, with the count of rules of each status."""

    rules: tuple[RuleRead, ...]
    executable: int
    table_rules: int
    unknown: int

    @classmethod
    def of(cls, rules: Sequence[RuleRead]) -> StepsRead:
        """The rules with their counts.

        >>> read = StepsRead.of([RuleRead(1, RuleStatus.EXECUTABLE, ("deal",)), RuleRead(2, "unknown", ())])
        >>> read.executable, read.table_rules, read.unknown, read.rules[1].status is RuleStatus.UNKNOWN
        (1, 0, 1, True)
        """
        count = {status: sum(1 for rule in rules if rule.status is status) for status in RuleStatus}
        return cls(tuple(rules), count[RuleStatus.EXECUTABLE], count[RuleStatus.TABLE_RULE],
                   count[RuleStatus.UNKNOWN])

    def to_json(self) -> JSON:
        return {"rules": [[r.number, r.status.value, list(r.kinds)] for r in self.rules]}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> StepsRead:
        return cls.of([RuleRead(number, RuleStatus(status), tuple(kinds)) for number, status, kinds in data["rules"]])


NO_STEPS = StepsRead((), 0, 0, 0)


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

    def to_json(self) -> JSON:
        return {"game_id": self.game_id, "title": self.title, "file": self.file, "cite": self.cite,
                "quote": self.quote, "steps": [[s.text, s.check] for s in self.steps]}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> WorkedResult:
        return cls(data["game_id"], data["title"], data["file"], data["cite"], data["quote"],
                   tuple(WorkedStep(text, check) for text, check in data["steps"]))


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
    facts: Facts | None  # None: the facts could not be derived
    steps: StepsRead
    deals: Sequence[ExampleDeal]
    summary: Summary
    board: BoardPlan | None = None  # games with a board layout only
    worked: tuple[WorkedResult, ...] = ()
    odds: Odds | None = None  # the odds stage's figures (`play.odds_cache.catalog_odds`)

    def to_json(self, deals: bool = True) -> JSON:
        """Every field as JSON-like data; `deals` False: the deals left out (the cache stores them apart)."""
        return {"runnable": self.runnable, "stop": self.stop.to_json() if self.stop is not None else None,
                "error": self.error, "facts": self.facts.to_json() if self.facts is not None else None,
                "steps": self.steps.to_json(), "deals": [deal.to_json() for deal in self.deals] if deals else [],
                "summary": self.summary.to_json(), "board": self.board.to_json() if self.board is not None else None,
                "worked": [w.to_json() for w in self.worked],
                "odds": self.odds.to_json() if self.odds is not None else None}

    @classmethod
    def from_json(cls, data: Mapping[str, Any], deals: Sequence[ExampleDeal] | None = None) -> GameAnalysis:
        """The result `to_json` gave; `deals` stand for the stored ones (the cache's `StoredDeals`).
        A part of another form is a KeyError, TypeError or ValueError (the cache's miss)."""
        stop, odds, facts, board = data["stop"], data["odds"], data["facts"], data["board"]
        return cls(runnable=data["runnable"], stop=Stop.from_json(stop) if stop is not None else None,
                   error=data["error"], facts=Facts.from_json(facts) if facts is not None else None,
                   steps=StepsRead.from_json(data["steps"]),
                   deals=deals if deals is not None else [ExampleDeal.from_json(d) for d in data["deals"]],
                   summary=Summary.from_json(data["summary"]),
                   board=BoardPlan.from_json(board) if board is not None else None,
                   worked=tuple(WorkedResult.from_json(w) for w in data["worked"]),
                   odds=Odds.from_json(odds) if odds is not None else None)


@dataclass(frozen=True, slots=True)
class Analysis:
    """Every game's results by id, the count of runnable games, every worked example, and the
    odds stage's figures by game id (for the comparison page; empty before that stage)."""

    games: Mapping[int, GameAnalysis]
    runnable: int
    worked_examples: tuple[WorkedResult, ...] = ()
    odds: Mapping[int, Odds] = field(default_factory=dict)


NO_ANALYSIS = Analysis({}, 0)  # a build without the rules engine (`build_site(analyse_options=False)`)
