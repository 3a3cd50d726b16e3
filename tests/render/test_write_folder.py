"""The output folder's contract (`dealerschoice.write.folder.SiteFolder`): a working folder,
the previous site's when recycling; held files replaced, kept or dropped; the result the same
as a fresh folder's; nothing touched when a build fails."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from dealerschoice.errors import UsageError
from dealerschoice.write.folder import MARKER, SiteFolder, spare_of


def tree(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def build(out: Path, files: dict[str, bytes], **options) -> Path:
    with SiteFolder.open(out, recycle=True, **options) as site:
        site.write(files)
        return site.commit()


def test_a_first_build_writes_into_an_empty_working_folder_beside_the_output(tmp_path):
    out = tmp_path / "site"
    with SiteFolder.open(out, recycle=True) as site:
        assert site.path.parent == tmp_path and site.path.name.startswith(".site.new-")
        assert tree(site.path) == {MARKER: tree(site.path)[MARKER]} and site.held == set()
        site.write({"index.html": b"one", "games/a/index.html": b"a"})
        assert site.commit() == out
    assert tree(out) == {MARKER: tree(out)[MARKER], "index.html": b"one", "games/a/index.html": b"a"}
    assert not site.path.exists() and oct(out.stat().st_mode & 0o777) == "0o755"


def test_recycling_hands_over_the_replaced_site_with_its_files_held(tmp_path):
    out = tmp_path / "site"
    build(out, {"index.html": b"one", "games/a/index.html": b"a"})
    build(out, {"index.html": b"two", "games/b/index.html": b"b"})  # the first site is now the spare
    assert (spare_of(out) / MARKER).is_file()
    with SiteFolder.open(out, recycle=True) as site:
        assert site.held == {"index.html", "games/a/index.html"}  # the first site's files
        assert not spare_of(out).exists()  # taken: it is this build's working folder now
        site.abandon()


def test_held_files_not_written_are_dropped_so_the_result_equals_a_fresh_folders(tmp_path):
    out, fresh = tmp_path / "site", tmp_path / "fresh"
    build(out, {"index.html": b"one", "games/a/index.html": b"a", "tags/x/index.html": b"x"})
    build(out, {"index.html": b"two"})
    final = {"index.html": b"three", "games/c/index.html": b"c"}
    build(out, final)  # over the spare, which holds the first site
    build(fresh, final)
    assert tree(out) == tree(fresh)
    assert sorted(p.name for p in out.iterdir() if p.is_dir()) == ["games"]  # empty folders go too


def test_drop_unclaimed_under_a_folder_leaves_the_rest_held(tmp_path):
    out = tmp_path / "site"
    build(out, {"index.html": b"1", "games/a/index.html": b"a"})
    build(out, {"index.html": b"2"})
    with SiteFolder.open(out, recycle=True) as site:
        site.drop_unclaimed(under="games/")
        assert site.held == {"index.html"} and not (site.path / "games").exists()
        assert (site.path / "index.html").read_bytes() == b"1"
        site.abandon()


def test_writing_never_writes_through_a_held_hard_link(tmp_path):
    out = tmp_path / "site"
    build(out, {"index.html": b"1"})
    build(out, {"index.html": b"2"})
    cached = tmp_path / "cached-page"
    with SiteFolder.open(out, recycle=True) as site:  # as the page cache does: the spare's file is a link
        os.link(site.path / "index.html", cached)
        site.write({"index.html": b"new"})
        site.commit()
    assert cached.read_bytes() == b"1" and (out / "index.html").read_bytes() == b"new"


def test_a_failure_inside_the_block_leaves_the_output_as_it_was_and_no_working_folder(tmp_path):
    out = tmp_path / "site"
    build(out, {"index.html": b"old"})
    before = sorted(p.name for p in tmp_path.iterdir())
    with pytest.raises(RuntimeError, match="render failed"), SiteFolder.open(out) as site:
        site.write({"index.html": b"new"})
        raise RuntimeError("render failed")
    assert (out / "index.html").read_bytes() == b"old" and not site.path.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == before


def test_a_folder_not_built_by_this_program_is_refused_before_anything_is_made(tmp_path):
    precious = tmp_path / "notes"
    precious.mkdir()
    (precious / "todo.txt").write_text("keep me")
    with pytest.raises(UsageError, match=rf"--out {precious}: folder is not empty and was not built by this program"):
        SiteFolder.open(precious)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes"]
