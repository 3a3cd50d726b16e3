"""Pagefind indexing of a finished site folder, and the search page template."""

from __future__ import annotations

import json
import shutil
import sys
import time
from pathlib import Path

import pytest
from jinja2 import ChoiceLoader, DictLoader

from dealerschoice.errors import UsageError
from dealerschoice.render.search import index_site

GAME = """<!doctype html><html lang="en"><body><header>Site header words</header>
<article data-pagefind-body><h1 data-pagefind-meta="title" data-pagefind-weight="10">{name}</h1>
<p data-pagefind-weight="10" data-pagefind-meta="aliases">{aliases}</p>
<a data-pagefind-filter="tag" href="#">{tag}</a><ol><li>{rule}</li></ol>
<figure data-pagefind-ignore>Zebra diagram</figure></article></body></html>"""


def write(site: Path, path: str, text: str) -> None:
    (site / path).parent.mkdir(parents=True, exist_ok=True)
    (site / path).write_text(text, encoding="utf-8")


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    site = tmp_path_factory.mktemp("site")
    write(site, "games/a/index.html", GAME.format(name="Beat Your Neighbor", aliases="No Peek",
                                                  tag="flip", rule="Deal five cards down."))
    write(site, "games/b/index.html", GAME.format(name="Anaconda", aliases="Pass the Trash",
                                                  tag="pass", rule="Pass three cards left."))
    write(site, "index.html", "<html lang='en'><body><h1>Home</h1></body></html>")
    index_site(site)
    return site


def test_bundle_is_written_into_the_site(site):
    assert (site / "pagefind" / "pagefind.js").is_file()
    entry = json.loads((site / "pagefind" / "pagefind-entry.json").read_text())
    # Only pages with a data-pagefind-body element count: the home page stays out.
    assert sum(lang["page_count"] for lang in entry["languages"].values()) == 2


def test_tags_become_a_filter(site):
    assert list((site / "pagefind" / "filter").glob("*.pf_filter"))


def test_empty_site_is_a_clear_error(tmp_path):
    with pytest.raises(UsageError, match="no pages to index"):
        index_site(tmp_path)


BASE = ("<html data-root='{{ root }}'><body>{% block content %}{% endblock %}"
        "{% block scripts %}{% endblock %}</body></html>")


def render(name: str, **context) -> str:
    from dealerschoice.render.env import make_env

    env = make_env()
    env.loader = ChoiceLoader([DictLoader({"base.html": BASE}), env.loader])
    return env.get_template(name).render(**context)


def test_search_page_has_labelled_box_and_live_status():
    html = render("search.html", root="../", site={"title": "DC", "has_search": True})
    assert '<label for="search-q">' in html and 'id="search-q" name="q"' in html
    assert 'id="search-status" role="status" aria-live="polite"' in html
    assert "static/search.js" not in html  # the base layout loads it on every page
    html = render("search.html", root="../", site={"title": "DC", "has_search": False})
    assert '<script src="../static/search.js"' in html


def test_search_js_explains_file_urls_and_uses_relative_bundle():
    js = (Path(__file__).parents[2] / "templates" / "static" / "search.js").read_text()
    assert "python build.py serve" in js and "python -m http.server -d site" in js
    assert 'root + "pagefind/"' in js and 'bundle + "pagefind.js"' in js
    assert "http://" not in js.replace("http://localhost:8000/", "")  # no other host


def many_games(site: Path, count: int, word: str = "deal") -> None:
    for n in range(count):
        write(site, f"games/g{n}/index.html", GAME.format(name=f"Game {n}", aliases=f"Alias {n}",
                                                          tag=f"t{n % 3}", rule=f"{word} {n} cards."))


def files(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def test_shards_are_cached_and_only_an_edited_games_shard_is_indexed_again(tmp_path):
    from dealerschoice.render.search import shard_of, start_index

    cache = tmp_path / "cache"
    site = tmp_path / "site"
    many_games(site, 12)
    first = start_index(site, cache_dir=cache, shard_games=4)
    first.wait()
    assert first.ran == 3 and first.pages == 12
    bundle = files(site / "pagefind")
    assert json.loads(bundle["shards.json"]) == {"merge": ["shard-1/", "shard-2/"]}

    again = tmp_path / "again"
    many_games(again, 12)
    second = start_index(again, cache_dir=cache, shard_games=4)
    second.wait()
    assert second.ran == 0 and files(again / "pagefind") == bundle  # all three from the cache

    write(again, "games/g5/index.html", GAME.format(name="Game 5", aliases="Alias 5", tag="t2",
                                                    rule="Changed rule."))
    for path in again.joinpath("pagefind").iterdir():
        shutil.rmtree(path) if path.is_dir() else path.unlink()
    third = start_index(again, cache_dir=cache, shard_games=4)
    third.wait()
    assert third.ran == 1  # the edited game's shard only
    changed = {path.split("/")[0] for path, data in files(again / "pagefind").items()
               if bundle.get(path) != data}
    edited = shard_of("g5", 3)
    if edited:
        assert changed == {f"shard-{edited}"}
    else:  # the first shard's bundle is pagefind/ itself
        assert changed and not any(name.startswith("shard-") for name in changed)


@pytest.fixture
def scratch(tmp_path, monkeypatch):
    """The indexer's scratch folder (memory, when there is room), here where a test sees it."""
    from dealerschoice.render import search

    folder = tmp_path / "scratch"
    folder.mkdir()
    monkeypatch.setattr(search, "SCRATCH", str(folder))
    monkeypatch.setattr(search, "SCRATCH_ROOM", 0)
    return folder


def test_a_failing_indexer_is_a_clear_error_and_leaves_no_work_folder(tmp_path, monkeypatch, scratch):
    from dealerschoice.render import search

    site = tmp_path / "site"
    many_games(site, 2)
    monkeypatch.setattr(search, "pagefind_command", lambda: [sys.executable, "-c", "import sys; print('Error: boom'); sys.exit(3)"])
    with pytest.raises(UsageError, match=r"Pagefind failed on .* \(exit 3\): Error: boom"):
        index_site(site)
    assert list(scratch.iterdir()) == [] and sorted(p.name for p in tmp_path.iterdir()) == ["scratch", "site"]


def test_stopping_kills_the_indexer_and_cleans_up(tmp_path, monkeypatch, scratch):
    from dealerschoice.render import search

    site = tmp_path / "site"
    many_games(site, 2)
    monkeypatch.setattr(search, "pagefind_command", lambda: [sys.executable, "-c", "import time; time.sleep(60)"])
    indexing = search.start_index(site)
    assert indexing.running  # start_index returns once the first run has started
    process = indexing.running[0]
    assert list(scratch.iterdir())  # the shard's documents, while Pagefind runs
    indexing.stop()
    assert process.poll() is not None and not indexing.thread.is_alive()
    assert list(scratch.iterdir()) == []


def test_scratch_is_in_memory_only_when_there_is_room(tmp_path, monkeypatch):
    from dealerschoice.render import search

    monkeypatch.setattr(search, "SCRATCH", str(tmp_path))
    monkeypatch.setattr(search, "SCRATCH_ROOM", 0)
    assert search.scratch_parent(Path("beside")) == tmp_path
    monkeypatch.setattr(search, "SCRATCH_ROOM", 1 << 62)  # more than any disk has free
    assert search.scratch_parent(Path("beside")) == Path("beside")
    monkeypatch.setattr(search, "SCRATCH", str(tmp_path / "missing"))
    monkeypatch.setattr(search, "SCRATCH_ROOM", 0)
    assert search.scratch_parent(Path("beside")) == Path("beside")
    site = tmp_path / "site"  # either way, the same pages are indexed
    many_games(site, 5)
    index_site(site, shard_games=2)
    beside = files(site / "pagefind")
    shutil.rmtree(site / "pagefind")
    monkeypatch.setattr(search, "SCRATCH", str(tmp_path))
    index_site(site, shard_games=2)
    in_scratch = files(site / "pagefind")
    assert [p for p in in_scratch if "/fragment/" in p or p.startswith("fragment/")] == \
        [p for p in beside if "/fragment/" in p or p.startswith("fragment/")] != []


def test_scratch_left_by_a_killed_build_is_swept_and_a_running_ones_is_not(tmp_path, monkeypatch, scratch):
    import os

    from dealerschoice.render import search

    killed, running, other = (scratch / ".dealerschoice-search-killed", scratch / ".dealerschoice-search-now",
                              scratch / "someone-elses")
    for folder in (killed, running, other):
        (folder / "docs").mkdir(parents=True)
    old = time.time() - 2 * search.TIMEOUT - 60
    os.utime(killed, (old, old))
    os.utime(other, (old, old))
    site = tmp_path / "site"
    many_games(site, 2)
    index_site(site)
    assert sorted(p.name for p in scratch.iterdir()) == [running.name, other.name]


def test_the_previous_sites_unchanged_shards_stay_and_the_rest_is_replaced(tmp_path):
    """As over the spare site: the bundle already there is indexed over, not deleted first."""
    from dealerschoice.render.search import shard_count, shard_of, start_index
    from dealerschoice.render.search_bundles import bundle_folder

    def inodes(folder: Path) -> dict[str, int]:
        return {p.relative_to(folder).as_posix(): p.stat().st_ino for p in folder.rglob("*") if p.is_file()}

    cache = tmp_path / "cache"
    site = tmp_path / "site"
    many_games(site, 12)
    start_index(site, cache_dir=cache, shard_games=4).wait()
    before = inodes(site / "pagefind")
    write(site, "games/g5/index.html", GAME.format(name="Game 5", aliases="Alias 5", tag="t2",
                                                   rule="Changed rule."))
    edited = start_index(site, cache_dir=cache, shard_games=4)
    edited.wait()
    fresh = tmp_path / "fresh"
    shutil.copytree(site / "games", fresh / "games")
    start_index(fresh, cache_dir=tmp_path / "other-cache", shard_games=4).wait()
    assert edited.ran == 1 and files(site / "pagefind") == files(fresh / "pagefind")
    place = bundle_folder(shard_of("g5", shard_count(12, 4)))  # every shard has pages: place = shard
    after = inodes(site / "pagefind")
    for path, inode in before.items():
        if path != "shards.json":  # rewritten each time
            changed = path.startswith(place) if place else not path.startswith("shard-")
            assert (after.get(path) != inode) == changed, path

    for path in fresh.glob("games/g1[01]"):  # fewer games: fewer shards, the last one goes
        shutil.rmtree(path)
        shutil.rmtree(site / "games" / path.name)
    start_index(site, cache_dir=cache, shard_games=5).wait()
    start_index(fresh, cache_dir=tmp_path / "other-cache", shard_games=5).wait()
    assert files(site / "pagefind") == files(fresh / "pagefind")
    assert sorted(p.name for p in (site / "pagefind").glob("shard-*")) == ["shard-1"]


def test_the_cache_keeps_only_the_most_recently_used_bundles(tmp_path, monkeypatch):
    from dealerschoice.render import search

    monkeypatch.setattr(search, "KEEP_CACHED", 2)
    cache = tmp_path / "cache"
    for n in range(4):
        site = tmp_path / f"site{n}"
        many_games(site, 1, word=f"w{n}")
        search.index_site(site, cache_dir=cache)
    assert len([p for p in cache.iterdir() if not p.name.startswith(".")]) == 2


def test_with_page_fingerprints_unchanged_shards_are_not_even_read(tmp_path, monkeypatch):
    from dealerschoice.render import search

    cache = tmp_path / "cache"
    site = tmp_path / "site"
    many_games(site, 12)
    keys = {f"games/g{n}/index.html": f"key{n}" for n in range(12)}
    search.index_site(site, cache_dir=cache, shard_games=4, page_keys=keys)
    bundle = files(site / "pagefind")

    again = tmp_path / "again"
    many_games(again, 12)
    read = []
    real = search.search_doc
    monkeypatch.setattr(search, "search_doc", lambda page: read.append(page) or real(page))
    edited = dict(keys, **{"games/g5/index.html": "key5-edited"})
    search._LAST_DOCS.clear()  # as in a new process: no document kept from the last build
    indexing = search.start_index(again, cache_dir=cache, shard_games=4, page_keys=edited)
    indexing.wait()
    count = search.shard_count(12, 4)
    in_shard = [n for n in range(12) if search.shard_of(f"g{n}", count) == search.shard_of("g5", count)]
    # only the edited game's shard is read; its text for the index did not change: no Pagefind run
    assert indexing.ran == 0 and len(read) == len(in_shard) < 12
    assert files(again / "pagefind") == bundle

    read.clear()
    write(again, "games/g5/index.html", GAME.format(name="Game 5", aliases="Alias 5", tag="t2",
                                                    rule="A changed rule."))
    shutil.rmtree(again / "pagefind")
    edited["games/g5/index.html"] = "key5-edited-again"
    indexing = search.start_index(again, cache_dir=cache, shard_games=4, page_keys=edited)
    indexing.wait()
    # as under `serve`: the shard's other documents were kept from the last build, in this process
    assert indexing.ran == 1 and len(read) == 1 and "A changed rule." in read[0]
    shutil.rmtree(again / "pagefind")
    indexing = search.start_index(again, cache_dir=cache, shard_games=4, page_keys=edited)
    indexing.wait()
    assert indexing.ran == 0 and len(read) == 1  # the same fingerprints: nothing read


def test_marker_words_in_catalog_text_do_not_move_the_indexed_part():
    from dealerschoice.render.search import search_doc

    page = ('<html lang="en"><head><meta name="description" content="x data-pagefind-body y">'
            '<title>data-pagefind-body</title></head><body>'
            '<a title=\'data-pagefind-ignore\' href="#">skip</a>'
            '<article data-pagefind-body><h1 data-pagefind-meta="title">A &lt;b data-pagefind-ignore&gt;</h1>'
            '<p title="data-pagefind-ignore">Kept rule.</p><div data-pagefind-ignore>Dropped.</div></article>'
            '</body></html>')
    doc = search_doc(page)
    assert doc.startswith('<!doctype html><html lang="en"><body><article data-pagefind-body>')
    assert "Kept rule." in doc and "A &lt;b data-pagefind-ignore&gt;" in doc
    assert "Dropped." not in doc and "skip" not in doc


def test_an_empty_first_shard_still_leaves_the_bundle_search_js_loads(tmp_path, monkeypatch):
    from dealerschoice.render import search

    site = tmp_path / "site"
    many_games(site, 6)
    monkeypatch.setattr(search, "shard_of", lambda folder, count: 1 + int(folder[1:]) % (count - 1))
    search.index_site(site, shard_games=2)  # 3 shards, the first with no game
    assert (site / "pagefind" / "pagefind.js").is_file()
    assert json.loads((site / "pagefind" / "shards.json").read_text()) == {"merge": ["shard-1/"]}


def test_a_shards_documents_are_made_while_pagefind_indexes_the_one_before(tmp_path, monkeypatch):
    """Making a shard's documents takes ~0.4 s at 2,500 pages: it overlaps the earlier runs."""
    from dealerschoice.render import search

    real = search.pagefind_command()
    # a slow Pagefind, so "running" does not depend on how fast the machine is
    monkeypatch.setattr(search, "pagefind_command", lambda: ["sh", "-c", 'sleep 0.5; exec "$0" "$@"', *real])
    running_at_docs: list[int] = []
    real_docs = search.Indexing._docs

    def docs(self, names):
        running_at_docs.append(sum(process.poll() is None for process in self.running))
        return real_docs(self, names)

    monkeypatch.setattr(search.Indexing, "_docs", docs)
    site = tmp_path / "site"
    many_games(site, 12)
    indexing = search.start_index(site, shard_games=4, jobs=1)
    indexing.wait()
    assert indexing.ran == 3 and indexing.pages == 12
    assert running_at_docs == [0, 1, 1]  # one run at a time, and the next shard ready for it


def test_a_failure_making_documents_stops_the_runs_already_started(tmp_path, monkeypatch):
    from dealerschoice.render import search

    real = search.pagefind_command()
    monkeypatch.setattr(search, "pagefind_command", lambda: ["sh", "-c", 'sleep 30; exec "$0" "$@"', *real])
    started = []
    real_popen = search.subprocess.Popen
    monkeypatch.setattr(search.subprocess, "Popen", lambda *a, **k: started.append(real_popen(*a, **k)) or started[-1])
    real_docs = search.Indexing._docs

    def docs(self, names):
        if started:
            raise OSError("disk full")
        return real_docs(self, names)

    monkeypatch.setattr(search.Indexing, "_docs", docs)
    site = tmp_path / "site"
    many_games(site, 12)
    with pytest.raises(OSError, match="disk full"):
        search.start_index(site, shard_games=4, jobs=1).wait()
    assert len(started) == 1 and started[0].poll() is not None  # killed, not left running
