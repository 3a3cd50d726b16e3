"""Seed data for rules tests: the catalog, the database's rule types and facts."""

from __future__ import annotations

import csv
from functools import cache
from pathlib import Path

from dealerschoice.load.catalog import load_catalog

ROOT = Path(__file__).resolve().parents[2]
CATALOG = ROOT / "catalog"
SEEDS = Path("/work/shared/seeds")


def _tsv(name: str) -> list[dict]:
    """A seed table: the copy next to these tests, else the shared one."""
    for folder in (Path(__file__).parent / "data", SEEDS):
        path = folder / name
        if path.exists():
            with path.open(encoding="utf-8", newline="") as handle:
                return list(csv.DictReader(handle, delimiter="\t"))
    raise FileNotFoundError(name)


@cache
def catalog():
    return load_catalog(CATALOG)


def rule_types() -> list[dict]:
    return _tsv("rule-types.tsv")


def facts() -> dict[int, dict]:
    return {int(row["id"]): row for row in _tsv("facts.tsv")}
