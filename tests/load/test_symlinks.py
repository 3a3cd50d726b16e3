"""A link out of the catalog folder is an error and is never read (nor published)."""

import shutil
from pathlib import Path

from dealerschoice.commands.check import check_catalog
from dealerschoice.load.catalog import read_catalog

GAMES = Path(__file__).resolve().parents[2] / "catalog" / "games"


def test_a_link_outside_the_catalog_is_an_error_and_not_read(tmp_path):
    outside = tmp_path / "elsewhere.txt"
    outside.write_text("root:x:0:0:root:/root:/bin/bash\n")
    catalog = tmp_path / "catalog"
    shutil.copytree(GAMES, catalog / "games")
    (catalog / "games" / "passwd.txt").symlink_to(outside)
    report = check_catalog(catalog)
    errors = report.of("error")
    assert [e.message for e in errors] == [
        '"passwd.txt" is a link to a file outside the catalog folder, which is not read; copy the '
        "file into games/ instead of linking to it"]
    assert all("root:x" not in p.message for p in report.problems)
    games, _ = read_catalog(catalog)
    assert len(games.games) == 82


def test_a_link_inside_the_catalog_is_read(tmp_path):
    catalog = tmp_path / "catalog"
    shutil.copytree(GAMES, catalog / "games")
    keep = catalog / "kept"
    keep.mkdir()
    first = sorted((catalog / "games").glob("*.txt"))[0]
    shutil.move(first, keep / first.name)
    (catalog / "games" / first.name).symlink_to(keep / first.name)
    games, problems = read_catalog(catalog)
    assert len(games.games) == 82  # read through the link (the extra folder is its own error)
    assert [p.message for p in problems if "link" in p.message] == []
