"""The loaded catalog: every record of every source, before linking."""

from __future__ import annotations

from dataclasses import dataclass, field

from dealerschoice.errors import Problem
from dealerschoice.records.example import WorkedExample
from dealerschoice.records.game import Game, Stub
from dealerschoice.records.guide import Guide
from dealerschoice.records.writeup import WriteUp


@dataclass(frozen=True, slots=True)
class CatalogFile:
    """One numbered-rule file: its games in order, plus what the round trip needs."""

    path: str
    games: tuple[Game, ...]
    layout: object = None  # reader-specific; only load/ interprets it


@dataclass(frozen=True, slots=True)
class Catalog:
    games: tuple[Game, ...]
    stubs: tuple[Stub, ...]
    files: tuple[CatalogFile, ...] = ()
    write_ups: tuple[WriteUp, ...] = ()
    general_rules: tuple[str, ...] = ()
    guides: tuple[Guide, ...] = ()
    notices: tuple[Problem, ...] = field(default=())  # of severity warning/info
    examples: tuple[WorkedExample, ...] = field(default=())  # from examples/*.md
