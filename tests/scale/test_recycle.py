"""Rebuilds reuse the previous site's folders (the spare kept next to the output): the result
must still be exactly a clean build's, files and folders, and the page cache must stay intact."""

from __future__ import annotations

import os
from pathlib import Path

from dealerschoice.pipeline import build_site
from dealerschoice.write.folder import MARKER, spare_of
from tests.scale.conftest import differing, tree
from tests.scale.test_incremental import edit, pick_game

QUICK = dict(analyse_options=False, jobs=2)


def folders(site: Path) -> set[str]:
    return {p.relative_to(site).as_posix() for p in site.rglob("*") if p.is_dir()}


def test_a_rebuild_over_the_spare_equals_a_clean_build(catalog, tmp_path):
    out = tmp_path / "site"
    build_site(catalog, out, search=True, **QUICK)
    build_site(catalog, out, search=True, **QUICK)  # the first site is now the spare
    assert (spare_of(out) / MARKER).is_file() and (spare_of(out) / "pagefind").is_dir()

    resolved, game = pick_game(catalog)
    rule = game.rules[0].text
    edit(catalog, game, rule, rule + " Then deal again.")  # one page changes
    for file in (catalog / "games").glob("*.txt"):  # another moves: its old folder must go
        text = file.read_text(encoding="utf-8")
        file.write_text(text.replace(f"{game.name} (#{game.id})", f"Zebra Renamed (#{game.id})"),
                        encoding="utf-8")
    again = build_site(catalog, out, search=True, **QUICK)  # built in the spare
    assert again.reused > 0

    clean = build_site(catalog, tmp_path / "clean", search=True, cache=False, **QUICK)
    # the search index too: the renamed game's old page must not be indexed
    assert differing(tree(out), tree(clean.out_dir)) == []
    assert folders(out) == folders(clean.out_dir)  # no empty folder left from the old name

    build_site(catalog, out, search=False, **QUICK)  # over a spare that has a search bundle
    assert not (out / "pagefind").exists()
    clean = build_site(catalog, tmp_path / "clean", search=False, cache=False, **QUICK)
    # Nothing was written through a link into the cache: a cached build still matches.
    cached = build_site(catalog, tmp_path / "cached", search=False, **QUICK)
    assert cached.reused > 0 and differing(tree(cached.out_dir), tree(clean.out_dir)) == []


def test_a_failed_build_over_the_spare_leaves_the_site_and_no_folders(catalog, tmp_path):
    out = tmp_path / "site"
    build_site(catalog, out, search=False, **QUICK)
    build_site(catalog, out, search=False, **QUICK)
    before = tree(out)
    games = next((catalog / "games").glob("*.txt"))
    from dealerschoice.render import parallel
    real = parallel._render

    def broken(items):
        raise RuntimeError("template exploded")

    parallel._render = broken
    try:
        edit_text = games.read_text(encoding="utf-8").replace("1. ", "1. Shuffle. ", 1)
        games.write_text(edit_text, encoding="utf-8")
        try:
            build_site(catalog, out, search=False, **QUICK)
        except Exception as error:
            assert "exploded" in str(error)
        else:
            raise AssertionError("the build should have failed")
    finally:
        parallel._render = real
    assert tree(out) == before
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(".")) == []
    assert sorted(os.listdir(tmp_path)) == sorted(["catalog", "cache", "site"])


def test_the_report_counts_every_file_of_the_site_search_bundle_included(catalog, tmp_path):
    out = tmp_path / "site"
    build_site(catalog, out, search=True, **QUICK)
    report = build_site(catalog, out, search=True, **QUICK)  # over the spare, sized while Pagefind runs
    files = [p for p in out.rglob("*") if p.is_file()]
    assert report.files == len(files) and any("pagefind/" in p.as_posix() for p in files)
    assert report.bytes == sum(p.stat().st_size for p in files)
    assert report.pages == sum(1 for p in files if p.suffix == ".html")
    path, size = report.largest_page
    assert size == max(p.stat().st_size for p in (out / "games").rglob("*.html")) == (out / path).stat().st_size


def test_a_first_build_leaves_a_spare_made_in_the_background_and_the_next_build_takes_it(catalog, tmp_path):
    """As the command line builds (wait=False): the first rebuild need not make every folder."""
    import time

    out = tmp_path / "site"
    build_site(catalog, out, search=False, wait=False, **QUICK)
    spare = spare_of(out)
    for _ in range(600):  # the copy runs in its own process
        if (spare / MARKER).is_file():
            break
        time.sleep(0.1)
    assert (spare / MARKER).is_file() and tree(spare) == tree(out)
    folder = next(p for p in (spare / "games").iterdir() if p.is_dir())
    inode = folder.stat().st_ino
    again = build_site(catalog, out, search=False, wait=False, **QUICK)
    assert again.reused > 0
    assert (out / folder.relative_to(spare)).stat().st_ino == inode  # the spare's folder, reused
    assert not any(p.name.startswith(f".{out.name}.new-") for p in tmp_path.iterdir())
