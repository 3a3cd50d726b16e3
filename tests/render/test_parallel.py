"""The page workers (issue 22, peak memory): every slice of pages in a fresh fork, at most
SHARD_ITEMS pages each, the first page of each kind rendered before forking; the site is the
same byte for byte as one process makes it."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

import pytest

from dealerschoice.pipeline import build_site
from dealerschoice.render import parallel
from dealerschoice.render.parallel import shards, warm_up
from tests.bench.synth import write_synthetic_catalog


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("catalog")
    write_synthetic_catalog(160, folder, seed=7)  # over PAGES_FOR_WORKERS pages
    return folder


PAGES_FOR_WORKERS = 300  # the synthetic site's pages go to workers from this many (`PARALLEL_FROM`)


@pytest.fixture(autouse=True)
def workers_from(monkeypatch):
    monkeypatch.setattr(parallel, "PARALLEL_FROM", PAGES_FOR_WORKERS)


def tree(folder: Path) -> dict[str, str]:
    return {p.relative_to(folder).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def test_slices_are_at_most_shard_items_long_and_four_a_worker_but_not_too_short(monkeypatch):
    items = [(f"p{n}", "game", n) for n in range(100)]
    assert [len(s) for s in shards(items, jobs=2)] == [50, 50]  # under SLICE_LEAST: a fork a worker, not eight
    assert [len(s) for s in shards(items, jobs=1)] == [100]
    many = [(f"p{n}", "game", n) for n in range(20_000)]
    assert sorted(len(s) for s in shards(many, jobs=2)) == [1428] * 6 + [1429] * 8  # at most SHARD_ITEMS
    assert [len(s) for s in shards(many[:1600], jobs=2)] == [200] * 8  # four a worker
    monkeypatch.setattr(parallel, "SHARD_ITEMS", 30)
    assert [len(s) for s in shards(items, jobs=1)] == [25] * 4
    monkeypatch.setattr(parallel, "SHARD_ITEMS", 7)
    sliced = shards(items, jobs=2)
    assert [len(s) for s in sliced] == [6, 7, 7] * 5  # even slices, none over 7
    assert [item for s in sliced for item in s] == items
    assert shards([], jobs=2) == []


def test_the_warm_up_takes_the_first_of_each_kind_but_the_listings():
    items = [("f", "family", 1), ("a", "game", 1), ("b", "game", 2), ("i", "listing", "i"), ("r", "redirect", 1),
             ("s", "redirect", 2), ("g", "family", 2)]
    first, rest = warm_up(items)
    assert first == [("f", "family", 1), ("a", "game", 1), ("r", "redirect", 1)]
    assert rest == [("b", "game", 2), ("i", "listing", "i"), ("s", "redirect", 2), ("g", "family", 2)]


def test_each_slice_gets_a_fresh_worker_and_the_site_is_the_same_as_one_process_makes(catalog, tmp_path,
                                                                                     monkeypatch):
    monkeypatch.setenv("DEALERSCHOICE_CACHE", str(tmp_path / "cache"))
    one = build_site(catalog, tmp_path / "one", search=False, analyse_options=False, jobs=1, cache=False)
    real = parallel._render
    log = tmp_path / "pids"

    def noting(items):
        with open(log, "a", encoding="ascii") as file:
            file.write(f"{os.getpid()} {len(items)}\n")  # one write a slice
        return real(items)

    monkeypatch.setattr(parallel, "_render", noting)
    monkeypatch.setattr(parallel, "SHARD_ITEMS", 12)  # under the 4 slices a worker give
    many = build_site(catalog, tmp_path / "many", search=False, analyse_options=False, jobs=2, cache=False)
    slices = [tuple(map(int, line.split())) for line in log.read_text(encoding="ascii").splitlines()]
    here = [size for pid, size in slices if pid == os.getpid()]
    forked = [(pid, size) for pid, size in slices if pid != os.getpid()]
    kinds = {kind for _, kind, _ in build_items(catalog)} - {"listing"}
    # the warm-ups, in this process: a game page (the game pages go first, for the search
    # index), then one page of each other kind
    assert here == [1, len(kinds) - 1]
    assert len({pid for pid, _ in forked}) == len(forked) > 8  # a process for every slice
    assert max(size for _, size in forked) == 12
    assert sum(size for _, size in slices) == len(many.rendered) == len(one.rendered)
    assert tree(tmp_path / "many") == tree(tmp_path / "one")


def build_items(catalog: Path):
    from dealerschoice.load.catalog import load_catalog
    from dealerschoice.render.site import SiteRenderer
    from dealerschoice.resolve import resolve
    return SiteRenderer(resolve(load_catalog(catalog))).items()


def test_a_site_under_parallel_from_pages_is_rendered_in_this_process(catalog, tmp_path, monkeypatch):
    monkeypatch.setenv("DEALERSCHOICE_CACHE", str(tmp_path / "cache"))
    pages = len(build_items(catalog))
    monkeypatch.setattr(parallel, "PARALLEL_FROM", pages + 1)
    real = parallel._render
    pids: list[int] = []
    monkeypatch.setattr(parallel, "_render", lambda items: pids.append(os.getpid()) or real(items))
    build_site(catalog, tmp_path / "site", search=False, analyse_options=False, jobs=2, cache=False)
    assert pids == [os.getpid()] * 2  # the game pages, then the others: both here, no fork


def test_the_write_ups_are_read_once_and_kept(monkeypatch):
    """`read_sources` reads write-ups' summaries and keeps them: a page made afterwards, in
    this process or a worker forked from it, reads no sentence and builds no parser."""
    from dealerschoice.load.writeups import parse_writeups
    from dealerschoice.render import versions

    page = ("Rules\n\nSix Stud\n\n• Maximum Number of Players: 6\n• Wild Cards: 4s\n• The Game:\n"
            "  1. Players are dealt 2 down and 1 up.\n  2. Bet, then deal 1 card up.\n"
            "  3. Bet and show. High hand takes the pot.\n")
    (up,), _, _ = parse_writeups(page, "w.txt")
    monkeypatch.setattr(versions, "SUMMARIES", {})
    versions.read_sources([up], [])
    assert list(versions.SUMMARIES) == [up]

    def unread(text):
        raise AssertionError(f"read again: {text!r}")

    monkeypatch.setattr(versions, "read_sentences", unread)
    assert versions.write_up_summary(up).line == "4-card stud · 2 down, 2 up · high · fours wild · 2–6 players"


def test_a_build_reads_every_write_up_before_it_forks(tmp_path, monkeypatch):
    from dealerschoice.render import versions

    monkeypatch.setenv("DEALERSCHOICE_CACHE", str(tmp_path / "cache"))
    monkeypatch.setattr(parallel, "PARALLEL_FROM", 10)  # the seed catalog's pages to workers
    monkeypatch.setattr(versions, "SUMMARIES", {})
    log = tmp_path / "reads"
    real = versions.read_sentences

    def noting(text):
        with open(log, "a", encoding="ascii") as file:
            file.write(f"{os.getpid()}\n")
        return real(text)

    monkeypatch.setattr(versions, "read_sentences", noting)
    catalog = Path(__file__).resolve().parents[2] / "catalog"
    build_site(catalog, tmp_path / "site", search=False, analyse_options=False, jobs=2, cache=False)
    readers = log.read_text(encoding="ascii").split()
    assert len(readers) > 10 and set(readers) == {str(os.getpid())}


def test_each_games_deals_go_with_its_page_before_midway(tmp_path):
    """With `midway` (the search index starts then), a game's `deals.json` is rendered right
    after its page, in the first phase: both read its deals, and the analysis cache's
    `StoredDeals` keeps only the last deals read."""
    rendered: list[str] = []

    class Renderer:
        def render(self, items, timer=None):
            for path, _, _ in items:
                rendered.append(path)
                yield path, b"x"

    items = [("g1.html", "game", 1), ("r1.html", "redirect", 1), ("d1.json", "deals", 1), ("g2.html", "game", 2),
             ("r2.html", "redirect", 2), ("d2.json", "deals", 2), ("t.html", "tag", "t")]
    seen_at_midway: list[list[str]] = []
    parallel.render_pages(Renderer(), items, tmp_path, jobs=1, midway=lambda: seen_at_midway.append(list(rendered)))
    assert seen_at_midway == [["g1.html", "d1.json", "g2.html", "d2.json"]]
    assert rendered[4:] == ["r1.html", "r2.html", "t.html"]
    assert (tmp_path / "d2.json").read_bytes() == b"x"
