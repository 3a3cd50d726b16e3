"""Pagefind indexing of a finished site folder, and the search page template."""

from __future__ import annotations

import json
import shutil
import sys
import time
from pathlib import Path

import pytest
from jinja2 import ChoiceLoader, DictLoader

from dealerschoice.errors import SearchError
from dealerschoice.render.search import forget_documents, index_site, scratch_parent, shard_count, shard_of, start_index

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
    with pytest.raises(SearchError, match="no pages to index"):
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
def scratch(tmp_path):
    """A scratch folder for the indexer's work files, here where a test sees it."""
    folder = tmp_path / "scratch"
    folder.mkdir()
    return folder


def fake_pagefind(script: str) -> list[str]:
    """A command standing in for Pagefind (given the same arguments)."""
    return [sys.executable, "-c", script]


def test_a_failing_indexer_names_the_shard_and_quotes_pagefind_and_leaves_no_work_folder(tmp_path, scratch):
    site = tmp_path / "site"
    many_games(site, 2)
    with pytest.raises(SearchError, match=r"Pagefind failed on shard 0 of 1 \(2 games: g0, g1\) in .*site "
                                          r"\(exit 3\): Error: boom\n") as failure:
        index_site(site, pagefind=fake_pagefind("import sys; print('Error: boom'); sys.exit(3)"), scratch=scratch)
    assert failure.value.shard == 0
    assert list(scratch.iterdir()) == [] and sorted(p.name for p in tmp_path.iterdir()) == ["scratch", "site"]


def test_a_missing_indexer_program_is_a_search_error(tmp_path, scratch):
    site = tmp_path / "site"
    many_games(site, 2)
    with pytest.raises(SearchError, match=r"could not run Pagefind for shard 0 of 1 .*pip install 'pagefind\[bin\]'"):
        index_site(site, pagefind=[str(tmp_path / "no-such-pagefind")], scratch=scratch)
    assert list(scratch.iterdir()) == []


def wait_for(path: Path) -> str:
    """The text of `path`, once a child process has written it (no timing is asserted)."""
    for _ in range(1000):
        if path.is_file() and path.read_text():
            return path.read_text()
        time.sleep(0.01)
    raise AssertionError(f"{path} never written")


def test_stopping_kills_the_indexer_and_cleans_up(tmp_path, scratch):
    from dealerschoice.processes import alive

    site = tmp_path / "site"
    many_games(site, 2)
    pid_file = tmp_path / "pid"
    slow = fake_pagefind(f"import os, time; open({str(pid_file)!r}, 'w').write(str(os.getpid())); time.sleep(60)")
    indexing = start_index(site, pagefind=slow, scratch=scratch)
    pid = int(wait_for(pid_file))
    assert alive(pid) and list(scratch.iterdir())  # the shard's documents, while Pagefind runs
    indexing.stop()
    assert not alive(pid)  # killed and reaped
    assert list(scratch.iterdir()) == []


def test_scratch_is_in_memory_only_when_there_is_room(tmp_path):
    assert scratch_parent(Path("beside"), memory=str(tmp_path), room=0) == tmp_path
    assert scratch_parent(Path("beside"), memory=str(tmp_path), room=1 << 62) == Path("beside")  # more than any disk
    assert scratch_parent(Path("beside"), memory=str(tmp_path / "missing"), room=0) == Path("beside")
    site = tmp_path / "site"  # either way, the same pages are indexed
    many_games(site, 5)
    index_site(site, shard_games=2)
    beside = files(site / "pagefind")
    shutil.rmtree(site / "pagefind")
    (tmp_path / "memory").mkdir()
    index_site(site, shard_games=2, scratch=tmp_path / "memory")
    in_scratch = files(site / "pagefind")
    assert [p for p in in_scratch if "/fragment/" in p or p.startswith("fragment/")] == \
        [p for p in beside if "/fragment/" in p or p.startswith("fragment/")] != []


def test_scratch_left_by_a_killed_build_is_swept_and_a_running_ones_is_not(tmp_path, scratch):
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
    index_site(site, scratch=scratch)
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


def test_the_cache_keeps_only_the_most_recently_used_bundles(tmp_path):
    cache = tmp_path / "cache"
    for n in range(4):
        site = tmp_path / f"site{n}"
        many_games(site, 1, word=f"w{n}")
        index_site(site, cache_dir=cache, keep_cached=2)
    assert len([p for p in cache.iterdir() if not p.name.startswith(".") and p.name != "by-pages"]) == 2


def test_with_page_fingerprints_unchanged_shards_are_not_even_read(tmp_path):
    cache = tmp_path / "cache"
    site = tmp_path / "site"
    many_games(site, 12)
    keys = {f"games/g{n}/index.html": f"key{n}" for n in range(12)}
    first = index_site(site, cache_dir=cache, shard_games=4, page_keys=keys)
    assert first.read == 12 and first.ran == 3
    bundle = files(site / "pagefind")

    again = tmp_path / "again"
    many_games(again, 12)
    edited = dict(keys, **{"games/g5/index.html": "key5-edited"})
    forget_documents()  # as in a new process: no document kept from the last build
    indexing = index_site(again, cache_dir=cache, shard_games=4, page_keys=edited)
    count = shard_count(12, 4)
    in_shard = [n for n in range(12) if shard_of(f"g{n}", count) == shard_of("g5", count)]
    # only the edited game's shard is read; its text for the index did not change: no Pagefind run
    assert indexing.ran == 0 and indexing.read == len(in_shard) < 12
    assert files(again / "pagefind") == bundle

    write(again, "games/g5/index.html", GAME.format(name="Game 5", aliases="Alias 5", tag="t2",
                                                    rule="A changed rule."))
    shutil.rmtree(again / "pagefind")
    edited["games/g5/index.html"] = "key5-edited-again"
    indexing = index_site(again, cache_dir=cache, shard_games=4, page_keys=edited)
    # as under `serve`: the shard's other documents were kept from the last build, in this process
    assert indexing.ran == 1 and indexing.read == 1 and files(again / "pagefind") != bundle
    shutil.rmtree(again / "pagefind")
    indexing = index_site(again, cache_dir=cache, shard_games=4, page_keys=edited)
    assert indexing.ran == 0 and indexing.read == 0  # the same fingerprints: nothing read


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


def test_an_empty_first_shard_still_leaves_the_bundle_search_js_loads(tmp_path):
    names = [f"g{n}" for n in range(200) if shard_of(f"g{n}", 3) != 0][:6]  # 3 shards, the first with no game
    site = tmp_path / "site"
    for name in names:
        write(site, f"games/{name}/index.html", GAME.format(name=name, aliases="", tag="t", rule="Deal."))
    assert shard_count(len(names), 2) == 3
    index_site(site, shard_games=2)
    assert (site / "pagefind" / "pagefind.js").is_file()
    assert json.loads((site / "pagefind" / "shards.json").read_text()) == {"merge": ["shard-1/"]}


COUNTING = """import os, sys, time
log = {log!r}
with open(log, "a") as f: f.write("start\\n")
time.sleep(0.05)
with open(log, "a") as f: f.write("end\\n")
os.execv({real!r}[0], [*{real!r}, *sys.argv[1:]])
"""


def most_at_once(log: Path) -> int:
    going = most = 0
    for line in log.read_text().split():
        going += 1 if line == "start" else -1
        most = max(most, going)
    return most


@pytest.mark.parametrize("jobs", [1, 2])
def test_no_more_than_jobs_pagefind_runs_go_at_once_and_the_bundle_is_the_same(tmp_path, jobs):
    from dealerschoice.render.search_bundles import pagefind_command

    log = tmp_path / "runs.log"
    site = tmp_path / "site"
    many_games(site, 12)
    counted = index_site(site, shard_games=4, jobs=jobs,
                         pagefind=fake_pagefind(COUNTING.format(log=str(log), real=pagefind_command())))
    assert counted.ran == 3 and counted.pages == 12
    assert log.read_text().split().count("start") == 3 and most_at_once(log) <= jobs
    plain = tmp_path / "plain"
    shutil.copytree(site / "games", plain / "games")
    index_site(plain, shard_games=4, jobs=3)
    assert files(site / "pagefind") == files(plain / "pagefind")


def processes_naming(marker: str) -> list[int]:
    """The pids of running processes whose command line holds `marker` (Linux's /proc)."""
    found = []
    for entry in Path("/proc").iterdir():
        try:
            if entry.name.isdigit() and marker in (entry / "cmdline").read_bytes().decode("utf-8", "replace"):
                found.append(int(entry.name))
        except OSError:  # ended meanwhile
            pass
    return found


@pytest.mark.skipif(not Path("/proc/self/cmdline").is_file(), reason="needs Linux's /proc")
def test_a_page_that_cannot_be_read_stops_the_runs_already_started(tmp_path, scratch):
    site = tmp_path / "site"
    many_games(site, 12)
    count = shard_count(12, 4)
    # the second shard's documents are made while the first shard's Pagefind runs
    late = next(f"g{n}" for n in range(12) if shard_of(f"g{n}", count) == 1)
    (site / "games" / late / "index.html").write_bytes(b"<p>\xff not UTF-8</p>")
    marker = f"slow-pagefind-{tmp_path.name}"
    slow = fake_pagefind(f"import time; time.sleep(60)  # {marker}")
    with pytest.raises(SearchError, match=rf"cannot read .*games/{late}/index.html \(.*can't decode"):
        index_site(site, shard_games=4, jobs=1, pagefind=slow, scratch=scratch)
    assert processes_naming(marker) == []  # the first shard's run was killed, not left running
    assert list(scratch.iterdir()) == []


def test_the_command_line_exits_1_naming_the_shard_when_the_index_fails(monkeypatch, capsys):
    from dealerschoice import cli
    from dealerschoice.commands import build

    def failing(args):
        raise SearchError("search index: Pagefind failed on shard 2 of 8 (1 games: anaconda) in site (exit 3): "
                          "Error: boom", 2)

    monkeypatch.setattr(build, "run", failing)
    assert cli.main(["build"]) == 1
    assert capsys.readouterr().err == ("error: search index: Pagefind failed on shard 2 of 8 (1 games: anaconda) "
                                       "in site (exit 3): Error: boom\n")
