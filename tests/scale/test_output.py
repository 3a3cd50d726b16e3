"""Atomic and reproducible output: a failed build changes nothing; two builds are identical."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from dealerschoice.errors import CatalogError
from dealerschoice.pipeline import build_site
from dealerschoice.render.env import TEMPLATES
from tests.scale.conftest import differing, tree

PROJECT = Path(__file__).resolve().parents[2]

def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.startswith("."))


def test_a_template_error_in_a_worker_leaves_the_previous_site_untouched(catalog, tmp_path):
    out = tmp_path / "site"
    build_site(catalog, out, search=False, analyse_options=False, jobs=2)
    before = tree(out)
    templates = Path(shutil.copytree(TEMPLATES, tmp_path / "templates"))
    page = templates / "game.html"
    page.write_text(page.read_text(encoding="utf-8").replace("{{ page.name }}", "{{ page.no_such_field.x }}", 1),
                    encoding="utf-8")
    with pytest.raises(Exception, match="no_such_field"):
        build_site(catalog, out, search=False, analyse_options=False, jobs=2, templates=templates)
    assert tree(out) == before
    assert leftovers(tmp_path) == []


def test_a_bad_catalog_leaves_the_previous_site_untouched(catalog, tmp_path):
    out = tmp_path / "site"
    build_site(catalog, out, search=False, analyse_options=False, jobs=2)
    before = tree(out)
    games = next((catalog / "games").glob("*.txt"))
    games.write_text(games.read_text(encoding="utf-8") + "\n\nBroken (#x1)\n\nRules:\n\n1. Deal.\n", encoding="utf-8")
    with pytest.raises(CatalogError):
        build_site(catalog, out, search=False, analyse_options=False, jobs=2)
    assert tree(out) == before
    assert leftovers(tmp_path) == []


def test_two_builds_are_identical_whatever_the_jobs_cache_or_date(tmp_path, monkeypatch):
    catalog = PROJECT / "catalog"
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "0")
    a = build_site(catalog, tmp_path / "a", analyse_options=False, jobs=1, cache=False)
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1900000000")
    b = build_site(catalog, tmp_path / "b", analyse_options=False, jobs=2, cache=True)
    first, second = tree(a.out_dir), tree(b.out_dir)
    assert any(p.startswith("pagefind/fragment/") for p in first)
    assert any(p.startswith("pagefind/filter/") for p in first)  # Pagefind's hash-map order, made canonical
    assert differing(first, second) == []


def test_two_sharded_search_indexes_are_identical(tmp_path):
    """Several Pagefind runs, in any order, no cache: still the same bytes."""
    catalog = PROJECT / "catalog"
    a = build_site(catalog, tmp_path / "a", analyse_options=False, odds=False, cache=False,
                   search={"shard_games": 30, "jobs": 1})
    b = build_site(catalog, tmp_path / "b", analyse_options=False, odds=False, cache=False,
                   search={"shard_games": 30, "jobs": 3})
    first = tree(a.out_dir)
    assert any(p.startswith("pagefind/shard-2/filter/") for p in first)
    assert differing(first, tree(b.out_dir)) == []


def test_the_site_carries_no_build_date(tmp_path, monkeypatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")  # 2023-11-14
    report = build_site(PROJECT / "catalog", tmp_path / "site", search=False, analyse_options=False)
    import datetime
    today = datetime.date.today()
    for path in report.out_dir.rglob("*.html"):
        text = path.read_text(encoding="utf-8")
        assert today.isoformat() not in text and "2023-11-14" not in text, path


def test_the_garbage_collector_is_left_as_it_was_after_a_build_or_a_failure(catalog, tmp_path):
    import gc

    assert gc.isenabled() and gc.get_freeze_count() == 0
    build_site(catalog, tmp_path / "site", search=False, analyse_options=False)
    assert gc.isenabled() and gc.get_freeze_count() == 0
    games = next((catalog / "games").glob("*.txt"))
    games.write_text(games.read_text(encoding="utf-8") + "\n\nBroken (#x1)\n\nRules:\n\n1. Deal.\n", encoding="utf-8")
    with pytest.raises(CatalogError):
        build_site(catalog, tmp_path / "site", search=False, analyse_options=False)
    assert gc.isenabled() and gc.get_freeze_count() == 0
    gc.disable()  # a caller that turned it off keeps it off
    try:
        games.write_text(games.read_text(encoding="utf-8").replace("\n\nBroken (#x1)\n\nRules:\n\n1. Deal.\n", ""),
                         encoding="utf-8")
        build_site(catalog, tmp_path / "site", search=False, analyse_options=False)
        assert not gc.isenabled() and gc.get_freeze_count() == 0
    finally:
        gc.enable()
