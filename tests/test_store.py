"""The cache store: one folder setting, one code key, one atomic write, one prune, used by
every cache (`Kept` is tested with the grammar cache, tests/rules/test_grammar_cache.py)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from dealerschoice import store

HERE = Path(__file__).resolve().parent
PROJECT = HERE.parent


def test_the_folder_is_the_setting_else_the_project_cache(monkeypatch, tmp_path):
    monkeypatch.setenv("DEALERSCHOICE_CACHE", str(tmp_path / "c"))
    assert store.cache_root() == tmp_path / "c"
    monkeypatch.delenv("DEALERSCHOICE_CACHE")
    assert store.cache_root() == PROJECT / ".cache"


def test_every_cache_folder_follows_the_one_setting(monkeypatch, tmp_path):
    from dealerschoice import cache
    from dealerschoice.play import odds_cache
    from dealerschoice.render import diagrams, prose

    monkeypatch.setenv("DEALERSCHOICE_CACHE", str(tmp_path))
    assert diagrams.cache_dir() == tmp_path / "diagrams"
    assert odds_cache.cache_dir() == tmp_path / "odds"
    assert cache._root() == str(tmp_path / "analysis")
    assert prose.prose_store("ab" * 20) == tmp_path / "prose" / f"renders-{'ab' * 16}"


def test_a_code_key_follows_file_names_contents_and_parts(tmp_path):
    (tmp_path / "a").mkdir()
    first = tmp_path / "a" / "x.txt"
    first.write_text("one", encoding="utf-8")
    key = store.code_key([first], "v1", root=tmp_path)
    assert store.code_key([first, first], "v1", root=tmp_path) == key  # each file once
    assert store.code_key([first], "v2", root=tmp_path) != key
    first.write_text("two", encoding="utf-8")
    assert store.code_key([first], "v1", root=tmp_path) != key
    first.write_text("one", encoding="utf-8")
    assert store.code_key([first], "v1", root=tmp_path) == key
    moved = tmp_path / "b.txt"  # the same bytes under another name: another key
    first.rename(moved)
    assert store.code_key([moved], "v1", root=tmp_path) != key


def test_a_code_key_names_files_under_the_root_so_a_moved_folder_keeps_it(tmp_path):
    for place in ("one", "two"):
        (tmp_path / place / "partials").mkdir(parents=True)
        (tmp_path / place / "partials" / "x.html").write_text("<p>", encoding="utf-8")
    keys = [store.code_key([tmp_path / p / "partials" / "x.html"], root=tmp_path / p) for p in ("one", "two")]
    assert keys[0] == keys[1]
    assert store.code_key([tmp_path / "one" / "partials" / "x.html"], root=tmp_path) != keys[0]


def test_package_files_are_every_source_file_of_the_packages():
    files = store.package_files("play")
    assert PROJECT / "dealerschoice" / "play" / "odds_cache.py" in files
    assert any(f.parent.name == "mechanics" for f in files)  # subpackages too
    assert all(f.suffix == ".py" and "__pycache__" not in f.parts for f in files)


def test_an_atomic_write_makes_its_folder_and_leaves_no_temporary_file(tmp_path):
    path = tmp_path / "deep" / "er" / "f.txt"
    store.write_atomic(path, "é\n")
    assert path.read_bytes() == "é\n".encode()
    store.write_atomic(path, b"\x00\x01")
    assert path.read_bytes() == b"\x00\x01"
    assert os.listdir(path.parent) == ["f.txt"]


def test_a_failed_atomic_write_raises_and_leaves_the_old_file_whole(tmp_path):
    path = tmp_path / "f.txt"
    store.write_atomic(path, "old")
    with pytest.raises(TypeError):
        store.write_atomic(path, 3)  # type: ignore[arg-type]
    assert path.read_text(encoding="utf-8") == "old"
    assert os.listdir(tmp_path) == ["f.txt"]
    blocker = tmp_path / "file"
    blocker.write_text("", encoding="utf-8")
    with pytest.raises(OSError):
        store.write_atomic(blocker / "under-a-file.txt", "x")


def test_a_cache_write_that_cannot_happen_is_no_error(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("", encoding="utf-8")
    assert store.try_write(blocker / "x", "data") is False
    assert store.try_write(tmp_path / "ok" / "x", "data") is True
    assert (tmp_path / "ok" / "x").read_text(encoding="utf-8") == "data"


def test_prune_keeps_the_newest_of_the_same_name_files_and_folders(tmp_path):
    for age, name in enumerate(("words-k1.pickle", "words-k2.pickle", "words-k3.pickle")):
        (tmp_path / name).write_bytes(b"x")
        os.utime(tmp_path / name, (1000 + age, 1000 + age))
    (tmp_path / "other-k1.pickle").write_bytes(b"x")
    store.prune(tmp_path / "words-k4.pickle", keep=2)  # the new one, and the newest other
    assert sorted(os.listdir(tmp_path)) == ["other-k1.pickle", "words-k3.pickle"]
    (tmp_path / "renders-a").mkdir()
    (tmp_path / "renders-a" / "x.html").write_text("", encoding="utf-8")
    store.prune(tmp_path / "renders-b", keep=1)
    assert sorted(os.listdir(tmp_path)) == ["other-k1.pickle", "words-k3.pickle"]


def test_a_pickle_comes_back_or_is_none(tmp_path):
    path = tmp_path / "v-k1.pickle"
    assert store.write_pickle(path, {"a": (1, 2)}) is True
    assert store.read_pickle(path) == {"a": (1, 2)}
    path.write_bytes(b"not a pickle")
    assert store.read_pickle(path) is None
    assert store.read_pickle(tmp_path / "absent") is None
    assert store.write_pickle(tmp_path / "f-k1.pickle", lambda: 1) is False  # not picklable


def test_prose_renders_of_other_code_go_when_new_code_first_renders(monkeypatch, tmp_path):
    from dealerschoice.render import prose

    monkeypatch.setenv("DEALERSCHOICE_CACHE", str(tmp_path))
    old = prose.prose_store("1" * 32)
    old.mkdir(parents=True)
    (old / "x.html").write_text("<p>", encoding="utf-8")
    assert prose.prose_store("1" * 32) == old and old.is_dir()  # its own code: kept
    new = prose.prose_store("2" * 32)
    assert not old.exists() and not new.exists()  # made when a render is kept


def test_drop_oldest_keeps_the_most_recently_changed(tmp_path):
    paths = []
    for age, name in enumerate(("a", "b", "c", "d")):
        path = tmp_path / name
        (path.mkdir() if name in "bd" else path.write_bytes(b"x"))
        os.utime(path, (2000 + age, 2000 + age))
        paths.append(path)
    store.drop_oldest([*paths, tmp_path / "never-there"], keep=2)
    assert sorted(os.listdir(tmp_path)) == ["c", "d"]


def test_a_folder_is_moved_into_place_whole(tmp_path):
    made = tmp_path / ".part" / "b"
    made.mkdir(parents=True)
    (made / "x").write_text("1", encoding="utf-8")
    store.move_atomic(made, tmp_path / "final")
    assert (tmp_path / "final" / "x").read_text(encoding="utf-8") == "1" and not made.exists()
    other = tmp_path / "other"
    other.mkdir()
    (other / "y").write_text("2", encoding="utf-8")
    with pytest.raises(OSError):  # a folder there already: it stays
        store.move_atomic(other, tmp_path / "final")
    assert sorted(os.listdir(tmp_path / "final")) == ["x"]


def test_the_cache_is_trimmed_to_its_limit_after_a_build(tmp_path, monkeypatch):
    """The store has a size limit: a build leaves it under the limit, the oldest entries gone
    first, and a bad setting is an error before any work (issue 22, 9)."""
    from dealerschoice.errors import UsageError
    from dealerschoice.pipeline import build_site
    from tests.render.conftest import CATALOG

    cache = tmp_path / "cache"
    old = cache / "leftovers" / "ab"
    old.mkdir(parents=True)
    for n in range(5):
        (old / f"stale-{n}.html").write_bytes(b"x" * 400_000)
        os.utime(old / f"stale-{n}.html", (1_000_000 + n, 1_000_000 + n))
    monkeypatch.setenv("DEALERSCHOICE_CACHE", str(cache))
    monkeypatch.setenv("DEALERSCHOICE_CACHE_LIMIT", "lots")
    with pytest.raises(UsageError, match='DEALERSCHOICE_CACHE_LIMIT="lots" is not a size'):
        build_site(CATALOG, tmp_path / "site", search=False, odds=False)
    assert not (tmp_path / "site").exists()
    monkeypatch.delenv("DEALERSCHOICE_CACHE_LIMIT")
    build_site(CATALOG, tmp_path / "site", search=False, odds=False)  # the default: 2 GB
    assert len(list(old.iterdir())) == 5
    monkeypatch.setenv("DEALERSCHOICE_CACHE_LIMIT", "1M")
    build_site(CATALOG, tmp_path / "site2", search=False, odds=False)
    total = sum(p.stat().st_size for p in cache.rglob("*") if p.is_file())
    assert total <= 0.8 * 1024**2
    assert not old.exists()  # the oldest went first, and their folder with them
    assert (tmp_path / "site2" / "index.html").is_file()
