"""Shared fixtures: the test catalog (stud games absent from the seed catalog) and the seed
catalog, resolved once; a throwaway odds cache for every test."""

from __future__ import annotations

from pathlib import Path

import pytest

from dealerschoice.load.catalog import load_catalog
from dealerschoice.resolve import resolve

HERE = Path(__file__).resolve().parent
STUD_CATALOG = HERE / "fixtures" / "catalog"
SEED_CATALOG = HERE.parents[1] / "catalog"


@pytest.fixture(scope="session")
def stud():
    return resolve(load_catalog(STUD_CATALOG))


@pytest.fixture(scope="session")
def seeds():
    return resolve(load_catalog(SEED_CATALOG))


@pytest.fixture(autouse=True)
def odds_cache(tmp_path, monkeypatch):
    folder = tmp_path / "cache"
    monkeypatch.setenv("DEALERSCHOICE_CACHE", str(folder))
    return folder / "odds"
