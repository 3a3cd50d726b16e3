"""A game's analysis result (`records.analysis.GameAnalysis`) made in a test: only the fields
the test is about are given, the rest are those of a game that was read but not run."""

from __future__ import annotations

from typing import Any

from dealerschoice.records.analysis import GameAnalysis

NO_STEPS = {"rules": [], "executable": 0, "table_rules": 0, "unknown": 0}


def entry(**fields: Any) -> GameAnalysis:
    """`entry(odds={...})`: a GameAnalysis with these fields, not runnable otherwise."""
    base: dict[str, Any] = {"runnable": False, "stop": None, "error": None, "facts": None, "steps": NO_STEPS,
                            "deals": [], "summary": {}}
    return GameAnalysis(**{**base, **fields})
