"""The build and serve commands as a user runs them."""

import time
from pathlib import Path

import pytest

from dealerschoice.cli import main
from dealerschoice.commands.serve import snapshot
from dealerschoice.errors import CatalogError
from dealerschoice.pipeline import build_site
from tests.render.test_pages import TINY


@pytest.fixture
def tiny(tmp_path: Path) -> Path:
    catalog = tmp_path / "catalog"
    (catalog / "games").mkdir(parents=True)
    (catalog / "games" / "tiny.txt").write_text(TINY, encoding="utf-8")
    return catalog


def test_build_command_reports_pages(tiny, tmp_path, capsys):
    assert main(["build", "--catalog", str(tiny), "--out", str(tmp_path / "out"), "--no-search"]) == 0
    assert "Built " in capsys.readouterr().out
    assert (tmp_path / "out" / "index.html").is_file()


def test_build_is_the_default_command(tiny, tmp_path):
    assert main(["--catalog", str(tiny), "--out", str(tmp_path / "out"), "--no-search"]) == 0


def test_bad_catalog_exits_1_with_located_errors_and_writes_nothing(tiny, tmp_path, capsys):
    (tiny / "games" / "tiny.txt").write_text(TINY.replace("Parent: Root & <Co> (#1)", "Parent: Rot & <Co> (#1)"))
    assert main(["build", "--catalog", str(tiny), "--out", str(tmp_path / "out"), "--no-search"]) == 1
    err = capsys.readouterr().err
    assert "tiny.txt:" in err and "nothing was written" in err
    assert not (tmp_path / "out").exists()


def test_strict_makes_warnings_fatal(tiny, tmp_path):
    (tiny / "games" / "notes.md").write_text("not a catalog file")
    report = build_site(tiny, tmp_path / "loose", search=False)
    assert any(p.severity == "warning" for p in report.problems)
    with pytest.raises(CatalogError) as raised:
        build_site(tiny, tmp_path / "strict", strict=True, search=False)
    assert any("notes.md" in str(p) for p in raised.value.problems)
    assert not (tmp_path / "strict").exists()


def test_serve_notices_a_changed_file(tiny):
    before = snapshot([tiny])
    time.sleep(0.01)
    path = tiny / "games" / "tiny.txt"
    path.write_text(path.read_text() + "\n")
    stamp = path.stat().st_mtime + 1
    import os
    os.utime(path, (stamp, stamp))  # coarse file-system clocks: make the change visible
    assert snapshot([tiny]) != before
    (tiny / "games" / "new.txt").write_text("")
    assert len(snapshot([tiny])) == len(before) + 1


def test_serve_rebuilds_after_each_save_report_errors_and_recover(tiny, tmp_path, monkeypatch, capsys):
    """One process builds after every save, as `serve` does (it keeps what it read between
    builds): a broken save is reported with its place and the site is left as it was; the
    fixed save gives what a clean build gives."""
    from argparse import Namespace

    from dealerschoice.commands.serve import rebuild
    from tests.scale.conftest import differing, tree

    monkeypatch.setenv("DEALERSCHOICE_CACHE", str(tmp_path / "cache"))
    args = Namespace(catalog=str(tiny), out=str(tmp_path / "site"))
    path = tiny / "games" / "tiny.txt"
    assert rebuild(args)
    before = tree(tmp_path / "site")

    path.write_text(TINY.replace("Parent: Root & <Co> (#1)", "Parent: Rot & <Co> (#1)"), encoding="utf-8")
    for _ in range(2):  # the same broken text, read again: still reported
        assert not rebuild(args)
        assert "tiny.txt:" in capsys.readouterr().err
        assert tree(tmp_path / "site") == before

    path.write_text(TINY.replace("Threes are wild.", "Fours are wild."), encoding="utf-8")
    assert rebuild(args)
    assert "Fours are wild." in (tmp_path / "site" / "games" / "child-b-game-b" / "index.html").read_text()
    clean = build_site(tiny, tmp_path / "clean", cache=False, wait=True)
    assert differing(tree(tmp_path / "site"), tree(clean.out_dir)) == []
