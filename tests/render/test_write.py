"""The atomic write: a failed build leaves the previous site exactly as it was."""

import hashlib
import shutil
import time
from pathlib import Path

import pytest

from dealerschoice.errors import CatalogError, UsageError
from dealerschoice.pipeline import build_site
from dealerschoice.write.folder import MARKER, SiteFolder, remove_stale, write_site
from tests.render.conftest import CATALOG


def tree(folder: Path) -> dict[str, str]:
    return {p.relative_to(folder).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def test_failing_build_leaves_previous_output_untouched(tmp_path):
    out = tmp_path / "site"
    build_site(CATALOG, out, search=False)
    before = tree(out)
    broken = tmp_path / "catalog"
    shutil.copytree(CATALOG, broken)
    games = broken / "games" / "guts.txt"
    games.write_text(games.read_text() + "\nBroken Game (#10)\n\nRules:\n\n1. Deal.\n")  # duplicate id
    with pytest.raises(CatalogError):
        build_site(broken, out, search=False)
    assert tree(out) == before
    assert {p.name for p in tmp_path.iterdir()} == {"site", "catalog"}  # no temp folder left


def test_failure_in_the_last_step_keeps_the_old_site_and_leaves_no_temp_folder(tmp_path):
    out = tmp_path / "site"
    write_site({"index.html": b"old"}, out)

    def explode(folder: Path):
        assert (folder / "index.html").read_bytes() == b"new"  # runs on the complete new site
        raise RuntimeError("indexer failed")

    with pytest.raises(RuntimeError):
        write_site({"index.html": b"new"}, out, finish=explode)
    assert (out / "index.html").read_bytes() == b"old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["site"]


def test_successful_write_replaces_everything(tmp_path):
    out = tmp_path / "site"
    write_site({"old.html": b"1", "keep/a.txt": b"2"}, out)
    write_site({"new.html": b"3"}, out)
    assert sorted(tree(out)) == [MARKER, "new.html"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["site"]


def test_refuses_to_replace_a_folder_it_did_not_build(tmp_path):
    precious = tmp_path / "notes"
    precious.mkdir()
    (precious / "todo.txt").write_text("keep me")
    with pytest.raises(UsageError, match="not built by this program"):
        write_site({"index.html": b"x"}, precious)
    assert (precious / "todo.txt").read_text() == "keep me"


def test_refuses_paths_outside_the_site(tmp_path):
    with pytest.raises(ValueError):
        write_site({"../escape.html": b"x"}, tmp_path / "site")
    assert not (tmp_path / "escape.html").exists()


def test_background_delete_of_the_previous_site(tmp_path):
    out = tmp_path / "site"
    write_site({"a.html": b"1"}, out)
    write_site({"b.html": b"2"}, out, wait=False)
    assert sorted(tree(out)) == [MARKER, "b.html"]  # the swap itself is never in the background
    for _ in range(600):  # the old copy goes away soon after (polled, not timed)
        if sorted(p.name for p in tmp_path.iterdir()) == ["site"]:
            break
        time.sleep(0.1)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["site"]


def test_remove_stale_can_leave_files_outside_a_folder_for_later(tmp_path):
    """The build drops stale game pages before Pagefind lists them, and the rest at the end."""
    for name in ("games/old/index.html", "games/kept/index.html", "catalog.json"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("x", encoding="utf-8")
    held = {"games/old/index.html", "catalog.json"}
    remove_stale(tmp_path, held, under="games/")
    assert held == {"catalog.json"} and (tmp_path / "catalog.json").is_file()
    assert not (tmp_path / "games" / "old").exists() and (tmp_path / "games" / "kept" / "index.html").is_file()
    remove_stale(tmp_path, held)
    assert held == set() and not (tmp_path / "catalog.json").exists()


def test_recycling_keeps_or_drops_the_named_folders_of_the_spare(tmp_path):
    out = tmp_path / "site"
    files = {"index.html": b"home", "pagefind/entry.json": b"{}", "pagefind/shard-1/x.pf": b"x"}
    write_site(files, out, recycle=True)
    write_site(files, out, recycle=True)  # the first site is now the spare

    def look(**options) -> dict:
        with SiteFolder.open(out, recycle=True, **options) as site:
            seen = {"held": set(site.held), "bundle": sorted(p.relative_to(site.path).as_posix()
                                                             for p in (site.path / "pagefind").rglob("*") if p.is_file())}
            site.commit()
        return seen

    # the spare's files are held, but not the bundle's
    assert look(kept=("pagefind",)) == {"held": {"index.html"},
                                         "bundle": ["pagefind/entry.json", "pagefind/shard-1/x.pf"]}
    assert (out / "pagefind" / "shard-1" / "x.pf").read_bytes() == b"x"  # left for the build to make right

    write_site(files, out, recycle=True)
    write_site(files, out, recycle=True)  # the spare is whole again
    assert look(regenerated=("pagefind",)) == {"held": {"index.html"}, "bundle": []}
    assert not (out / "pagefind").exists()
