"""load_catalog: the folder decides the format; stubs; every problem of every file at once."""

from __future__ import annotations

from pathlib import Path

import pytest

from dealerschoice.errors import CatalogError
from dealerschoice.load.catalog import load_catalog, read_catalog
from dealerschoice.records import Stub

ROOT = Path(__file__).resolve().parents[2]
GAME = "Nine (#2)\n\nTags: stud\n\nRules:\n\n1. Deal.\n\nParent: Root (#0)\n"


@pytest.fixture
def at_root(monkeypatch):
    monkeypatch.chdir(ROOT)


def make(folder: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return folder


def messages(error: CatalogError) -> list[str]:
    return [str(problem) for problem in error.problems]


def test_seed_catalog(at_root):
    catalog = load_catalog("catalog")
    assert len(catalog.games) == 82
    assert len(catalog.stubs) == 12
    assert Stub(0, "Root Game") in catalog.stubs and Stub(3, "Seven Card Stud") in catalog.stubs
    assert not {s.id for s in catalog.stubs} & {g.id for g in catalog.games}
    assert [f.path for f in catalog.files] == [
        "catalog/games/five-and-ten-card-flip.txt", "catalog/games/flip-pass-no-peek.txt",
        "catalog/games/guts.txt"]
    assert catalog.games[0].source.file == "catalog/games/five-and-ten-card-flip.txt"
    assert len(catalog.write_ups) == 11 and len(catalog.guides) == 1
    assert [p for p in catalog.notices if p.severity == "error"] == []


def test_paths_are_shown_as_the_root_was_given(at_root):
    catalog = load_catalog("catalog/")
    assert catalog.files[-1].path == "catalog/games/guts.txt"


def test_a_folder_with_only_games_is_a_complete_catalog(tmp_path):
    catalog = load_catalog(make(tmp_path, {"games/a.txt": GAME}))
    assert [g.name for g in catalog.games] == ["Nine"]
    assert catalog.stubs == (Stub(0, "Root"),)
    assert catalog.write_ups == () and catalog.guides == () and catalog.notices == ()


def test_stubs_are_parents_absent_from_every_file(tmp_path):
    child = "Ten (#3)\n\nRules:\n\n1. Deal.\n\nParent: Nine (#2)\n"
    catalog = load_catalog(make(tmp_path, {"games/a.txt": child, "games/b.txt": GAME}))
    assert catalog.stubs == (Stub(0, "Root"),)


def test_missing_games_folder_and_unknown_folder(tmp_path):
    make(tmp_path, {"notes/a.txt": GAME})
    with pytest.raises(CatalogError) as error:
        load_catalog(tmp_path)
    assert messages(error.value) == [
        f'{tmp_path}/notes: unknown folder "notes"; a catalog folder holds only games/ (numbered '
        "rules), write-ups/ (bulleted write-ups), guides/ (prose guides), examples/ (worked "
        "examples): move its files into one of these or out of the catalog",
        f'{tmp_path}/games: no "games" folder; a catalog folder holds games/*.txt (numbered rules) '
        "and optionally write-ups/ and guides/: create it",
    ]


def test_missing_catalog_folder(tmp_path):
    with pytest.raises(CatalogError) as error:
        load_catalog(tmp_path / "nowhere")
    assert messages(error.value) == [
        f'{tmp_path}/nowhere: catalog folder "{tmp_path}/nowhere" does not exist; give --catalog '
        "a folder that holds games/*.txt"]


def test_other_files_in_games_are_reported_not_read(tmp_path):
    catalog = load_catalog(make(tmp_path, {"games/a.txt": GAME, "games/README.md": "# notes"}))
    assert [str(p) for p in catalog.notices] == [
        f'{tmp_path}/games/README.md: "README.md" is not read: only *.txt files of games/ are; '
        "rename it or move it out"]


def test_errors_of_every_file_are_raised_once(tmp_path):
    make(tmp_path, {"games/a.txt": GAME.replace("Tags: stud", "Tags: stud,"),
                    "games/b.txt": GAME.replace("Nine (#2)", "Ten (3)")})
    (tmp_path / "games" / "c.txt").write_bytes(b"Neuf (#4)\n\nRules:\n\n1. D\xe9al.\n")
    with pytest.raises(CatalogError) as error:
        load_catalog(tmp_path)
    assert [(p.file.rsplit("/", 1)[1], p.line) for p in error.value.problems] == [
        ("a.txt", 3), ("b.txt", 1), ("c.txt", 5)]
    assert error.value.problems[2].message == ("invalid UTF-8 byte 0xE9 at byte offset 23 (column 5); "
                                               "save the file as UTF-8")
    catalog, problems = read_catalog(tmp_path)
    assert len(problems) == 3 and [g.name for g in catalog.games] == ["Nine", "Neuf"]


def test_an_empty_games_folder_is_an_error(tmp_path):
    (tmp_path / "games").mkdir()
    with pytest.raises(CatalogError) as error:
        load_catalog(tmp_path)
    assert messages(error.value) == [
        f'{tmp_path}/games: no *.txt files in "games"; add the numbered-rule files of the catalog there']


TWO = ("Nine (#2)\n\nTags: stud\n\nRules:\n\n1. Deal.\n\nParent: Root (#0)\n\n"
       "Ten (#3)\n\nRules:\n\n1. Deal ten.\n\nParent: Nine (#2)\n")


def test_reading_again_keeps_the_records_of_unchanged_text(tmp_path, monkeypatch):
    """As `serve` reads the catalog after each save: an unchanged file is not parsed again and
    gives the same record objects; in a changed file, only the changed games are new."""
    import dealerschoice.load.catalog as loader

    folder = make(tmp_path, {"games/a.txt": TWO, "games/b.txt": GAME.replace("Nine (#2)", "Six (#6)")})
    first = load_catalog(folder)
    parsed = []
    monkeypatch.setattr(loader, "parse_catalog", lambda text, path: parsed.append(path) or _parse(text, path))
    again = load_catalog(folder)
    assert parsed == [] and all(a is b for a, b in zip(first.games, again.games))

    (folder / "games" / "a.txt").write_text(TWO.replace("Deal ten.", "Deal eleven."), encoding="utf-8")
    edited = load_catalog(folder)
    assert parsed == [f"{folder}/games/a.txt"]
    nine, ten, six = edited.games
    assert nine is first.games[0] and six is first.games[2]
    assert ten is not first.games[1] and ten.rules[0].text == "Deal eleven."


def test_reading_again_still_reports_the_problems_of_unchanged_text(tmp_path):
    folder = make(tmp_path, {"games/a.txt": GAME.replace("Tags: stud", "Tags: ,")})
    for _ in range(2):
        catalog, problems = read_catalog(folder)
        assert [(p.line, p.message[:9]) for p in problems] == [(3, "empty tag")]


def test_a_moved_parent_line_gives_a_new_record(tmp_path):
    """Records compare equal without the line of their Parent: line, which messages quote."""
    folder = make(tmp_path, {"games/a.txt": TWO})
    before = load_catalog(folder).games[1]
    (folder / "games" / "a.txt").write_text(TWO.replace("Deal ten.\n\n", "Deal ten.\n\n\n"), encoding="utf-8")
    after = load_catalog(folder).games[1]
    assert after == before and after is not before and after.parent_line == before.parent_line + 1


def _parse(text, path):
    from dealerschoice.load.numbered import parse_catalog
    return parse_catalog(text, path)
