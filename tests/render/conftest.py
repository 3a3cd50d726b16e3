"""One real build of the seed catalog, shared by the render tests (written to a temp folder)."""

from pathlib import Path

import pytest

from dealerschoice.pipeline import build_site

PROJECT = Path(__file__).resolve().parents[2]
CATALOG = PROJECT / "catalog"


@pytest.fixture(scope="session")
def built(tmp_path_factory):
    out = tmp_path_factory.mktemp("build") / "site"
    report = build_site(CATALOG, out, search=False, odds={"deals": 40})  # few deals: pages, not figures
    return report


@pytest.fixture(scope="session")
def site(built) -> Path:
    return built.out_dir
