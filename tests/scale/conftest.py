"""Builds of synthetic catalogs, each with its own cache folder; no analysis, no search unless asked."""

from __future__ import annotations

import hashlib
import shutil
from pathlib import Path

import pytest

from tests.bench.synth import write_synthetic_catalog

GAMES = 160  # enough pages (over PAGES_FOR_WORKERS) for the page workers to be used
PAGES_FOR_WORKERS = 300  # `parallel.PARALLEL_FROM` in these tests, so their builds fork page workers


@pytest.fixture(scope="session")
def synthetic(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("synthetic")
    write_synthetic_catalog(GAMES, folder, seed=7)
    return folder


@pytest.fixture
def catalog(synthetic, tmp_path) -> Path:
    """A private copy of the synthetic catalog, free to edit."""
    return Path(shutil.copytree(synthetic, tmp_path / "catalog"))


@pytest.fixture(autouse=True)
def workers_from(monkeypatch) -> None:
    from dealerschoice.render import parallel
    monkeypatch.setattr(parallel, "PARALLEL_FROM", PAGES_FOR_WORKERS)


@pytest.fixture(autouse=True)
def own_cache(tmp_path, monkeypatch) -> Path:
    folder = tmp_path / "cache"
    monkeypatch.setenv("DEALERSCHOICE_CACHE", str(folder))
    return folder


def tree(folder: Path) -> dict[str, str]:
    """Every file under `folder` by relative path, with the sha256 of its bytes."""
    return {p.relative_to(folder).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def differing(a: dict[str, str], b: dict[str, str]) -> list[str]:
    return sorted(k for k in a.keys() | b.keys() if a.get(k) != b.get(k))
