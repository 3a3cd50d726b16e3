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


@pytest.mark.parametrize("option, value, says", [
    ("--port", "99999", "from 1 to 65535"), ("--port", "0", "from 1 to 65535"),
    ("--interval", "-1", "at least 0.05"), ("--interval", "0", "at least 0.05"), ("--interval", "nan", "at least"),
])
def test_serve_refuses_bad_options_before_building(option, value, says, tiny, tmp_path, capsys):
    out = tmp_path / "site"
    assert main(["serve", "--catalog", str(tiny), "--out", str(out), option, value]) == 2
    err = capsys.readouterr().err
    assert says in err and "Traceback" not in err and len(err.strip().splitlines()) == 1
    assert not out.exists()  # refused before the first build


def test_serve_without_a_catalog_is_a_one_line_error(tmp_path, capsys):
    assert main(["serve", "--catalog", str(tmp_path / "none"), "--out", str(tmp_path / "site")]) == 1
    err = capsys.readouterr().err
    assert "does not exist" in err and len(err.strip().splitlines()) == 1


def test_a_rebuild_that_raises_anything_is_reported_and_the_watcher_goes_on(tiny, tmp_path, monkeypatch, capsys):
    from argparse import Namespace

    from dealerschoice.commands import serve

    def broken(*args, **kwargs):
        raise OSError(36, "File name too long")

    monkeypatch.setattr(serve, "build_site", broken)
    args = Namespace(catalog=str(tiny), out=str(tmp_path / "site"), interval=0.05)
    assert serve.rebuild(args) is False
    err = capsys.readouterr().err
    assert "the rebuild failed (OSError" in err and "no site to serve yet" in err
    calls = []
    monkeypatch.setattr(serve, "rebuild", lambda a: calls.append(a) or False)
    states = iter([{"a": 1.0}, {"a": 2.0}, {"a": 3.0}])

    def snapshot(folders):
        try:
            return next(states)
        except StopIteration:
            raise KeyboardInterrupt from None  # end the endless watch loop

    monkeypatch.setattr(serve, "snapshot", snapshot)
    with pytest.raises(KeyboardInterrupt):
        serve.watch(args, [tiny])
    assert len(calls) == 2  # two changes seen, two rebuilds, though each one failed


def test_a_null_byte_in_a_path_is_a_400(tmp_path):
    import http.client
    import http.server
    import threading

    from dealerschoice.commands.serve import quiet_handler

    (tmp_path / "index.html").write_text("hi")
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), quiet_handler(str(tmp_path)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        connection = http.client.HTTPConnection("127.0.0.1", server.server_address[1], timeout=5)
        connection.request("GET", "/%00")
        assert connection.getresponse().status == 400
        connection.request("GET", "/index.html")
        assert connection.getresponse().read() == b"hi"  # the server still answers
    finally:
        server.shutdown()
        server.server_close()


def _game(id, name, tags="flip", parent="Ancient Game (#0)"):
    return (f"{name} (#{id})\n\nTags: {tags}\n\nRules:\n\n1. Deal five cards face down to each player.\n"
            f"2. Showdown, high hand wins.\n\nParent: {parent}\n\n")


def test_names_tags_and_scripts_that_once_broke_the_build_each_get_their_page(tmp_path):
    """Issue 22: a slug taken by a suffixed one, names that fold alike, very long names and
    tags, and names in other scripts: `check` passes, and so does the build, a page a game."""
    long_name = "Very " * 70 + "Long Stud"
    text = "".join([
        _game(3, "Dead Man 9"), _game(5, "Dead Man"), _game(9, "Dead`Man"),
        _game(11, long_name), _game(12, long_name + " II"), _game(13, "Tagged", tags="x" * 300),
        _game(14, "Дурак"), _game(15, "Вист"), _game(16, "Аnаcondа"), _game(17, "Anaconda"),
    ])
    catalog = tmp_path / "catalog"
    (catalog / "games").mkdir(parents=True)
    (catalog / "games" / "g.txt").write_text(text, encoding="utf-8")
    from dealerschoice.commands.check import check_catalog
    assert check_catalog(catalog).of("error") == []
    report = build_site(catalog, tmp_path / "site", search=False, odds=False)
    pages = sorted(p.parent.name for p in (tmp_path / "site" / "games").glob("*/index.html"))
    assert len(pages) == 10 and len(set(pages)) == 10
    assert {"dead-man-9", "dead-man", "дурак", "вист"} <= set(pages)
    assert all(len(p) <= 60 for p in pages)
    assert report.out_dir == tmp_path / "site"
