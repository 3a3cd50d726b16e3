"""A catalog folder -> one `Catalog`. The folder a file is in decides its format, never its text.

`games/*.txt` hold numbered rules (a folder with only `games/` is a complete catalog),
`write-ups/*.txt` the bulleted format, `guides/*.txt` prose guides. Every file is read and
every problem collected before anything is raised, so one run reports them all.
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Iterator, Sequence
from pathlib import Path

from dealerschoice.errors import CatalogError, Problem
from dealerschoice.load.examples import read_examples
from dealerschoice.load.guide import parse_guide
from dealerschoice.load.numbered import parse_catalog
from dealerschoice.load.writeups import parse_writeups
from dealerschoice.records import Catalog, CatalogFile, Game, Guide, Stub, WriteUp

FORMATS = {
    "games": "numbered rules",
    "write-ups": "bulleted write-ups",
    "guides": "prose guides",
    "examples": "worked examples",  # *.md, read by load/examples.py and executed by play/examples.py
}


def load_catalog(root: Path | str) -> Catalog:
    """Every record of the catalog folder `root`; raises `CatalogError` with all its errors.

    Warnings and information go in `Catalog.notices`.

    >>> import tempfile, pathlib
    >>> folder = pathlib.Path(tempfile.mkdtemp())
    >>> (folder / "games").mkdir()
    >>> _ = (folder / "games" / "a.txt").write_text("Nine (#2)\\n\\nRules:\\n\\n1. Deal.\\n\\nParent: Root (#0)\\n")
    >>> catalog = load_catalog(folder)
    >>> [g.name for g in catalog.games], catalog.stubs
    (['Nine'], (Stub(id=0, name='Root'),))
    """
    catalog, problems = read_catalog(root)
    errors = [p for p in problems if p.severity == "error"]
    if errors:
        raise CatalogError(errors)
    return catalog


def read_catalog(root: Path | str) -> tuple[Catalog, list[Problem]]:
    """Like `load_catalog`, but returns every problem (errors too) next to what could be read.

    >>> import tempfile, pathlib
    >>> folder = pathlib.Path(tempfile.mkdtemp())
    >>> (folder / "games").mkdir()
    >>> _ = (folder / "games" / "a.txt").write_text("Nine (#2)\\n\\nTags: ,\\n\\nRules:\\n\\n1. Deal.\\n")
    >>> catalog, problems = read_catalog(folder)
    >>> [g.name for g in catalog.games], [(p.line, p.message[:9]) for p in problems]
    (['Nine'], [(3, 'empty tag')])
    """
    base = os.fspath(root)
    folder = Path(base)
    problems: list[Problem] = []
    if not folder.is_dir():
        what = "is not a folder" if folder.exists() else "does not exist"
        problems.append(Problem(base, None, f'catalog folder "{base}" {what}; give --catalog a '
                                "folder that holds games/*.txt"))
        return Catalog((), ()), problems
    for entry in sorted(folder.iterdir()):
        if entry.is_dir() and not entry.name.startswith(".") and entry.name not in FORMATS:
            problems.append(Problem(display(base, entry.name), None, unknown_folder(entry.name)))
    if not (folder / "games").is_dir():
        problems.append(Problem(display(base, "games"), None, 'no "games" folder; a catalog '
                                'folder holds games/*.txt (numbered rules) and optionally '
                                "write-ups/ and guides/: create it"))
    files: list[CatalogFile] = []
    read: dict[str, tuple[str, CatalogFile, tuple[Problem, ...]]] = {}
    found: Sequence[Problem]  # each reader's own problems
    for path, text in read_folder(base, "games", problems):
        file, found = _parse_games(path, text, read)
        files.append(file)
        problems.extend(found)
    _LAST_READ.clear()
    _LAST_READ.update(read)
    if not files and (folder / "games").is_dir():
        problems.append(Problem(display(base, "games"), None, 'no *.txt files in "games"; add '
                                "the numbered-rule files of the catalog there"))
    write_ups: list[WriteUp] = []
    general_rules: list[str] = []
    guides: list[Guide] = []
    for path, text in read_folder(base, "write-ups", problems):
        found_write_ups, found_rules, found = parse_writeups(text, path)
        write_ups.extend(found_write_ups)
        general_rules.extend(found_rules)
        problems.extend(found)
    for path, text in read_folder(base, "guides", problems):
        guide, found = parse_guide(text, path)
        guides.append(guide)
        problems.extend(found)
    examples, found = read_examples(base)
    problems.extend(found)
    games = tuple(game for file in files for game in file.games)
    stubs = find_stubs(games)
    notices = tuple(p for p in problems if p.severity != "error")
    catalog = Catalog(games, stubs, tuple(files), tuple(write_ups), tuple(general_rules),
                      tuple(guides), notices, tuple(examples))
    return catalog, problems


# A long-lived process (`serve`) reads the catalog again after every save. A games file whose
# text is as it was last time gives back the records read then: the same objects, which later
# stages know again without hashing them (`store.record_digests`).
_LAST_READ: dict[str, tuple[str, CatalogFile, tuple[Problem, ...]]] = {}


def _parse_games(path: str, text: str, read: dict[str, tuple[str, CatalogFile, tuple[Problem, ...]]],
                 ) -> tuple[CatalogFile, tuple[Problem, ...]]:
    """`parse_catalog(text, path)`, or what it gave for the same text in the previous read;
    noted in `read` for the next one."""
    last = _LAST_READ.get(path)
    if last is not None and last[0] == text:
        file, found = last[1], last[2]
    else:
        file, listed = parse_catalog(text, path)
        found = tuple(listed)
        if last is not None:  # the file's other games are as they were: keep their records
            before = {game: game for game in last[1].games}
            games = tuple(_same(before.get(game), game) for game in file.games)
            file = dataclasses.replace(file, games=games)
    read[path] = (text, file, found)
    return file, found


def _same(old: Game | None, new: Game) -> Game:
    return old if old is not None and old.parent_line == new.parent_line else new


def display(base: str, *names: str) -> str:
    """A path as the user gave the root, always with forward slashes."""
    return "/".join([base.rstrip("/\\") or base, *names]).replace("\\", "/")


def unknown_folder(name: str) -> str:
    known = ", ".join(f"{folder}/ ({what})" for folder, what in FORMATS.items())
    return (f'unknown folder "{name}"; a catalog folder holds only {known}: move its files into '
            "one of these or out of the catalog")


def read_folder(base: str, name: str, problems: list[Problem]) -> Iterator[tuple[str, str]]:
    """(display path, text) of each *.txt of `base/name`, in name order; undecodable bytes are
    reported and kept (as surrogates), so every other problem is still found."""
    folder = Path(base) / name
    if not folder.is_dir():
        return
    for entry in sorted(folder.iterdir()):
        path = display(base, name, entry.name)
        if entry.name.startswith("."):
            continue
        if entry.is_symlink() and not _inside(entry, Path(base)):
            # a link out of the catalog would quote (or publish) a file the keeper never put here
            problems.append(Problem(path, None, f'"{entry.name}" is a link to a file outside the '
                                    "catalog folder, which is not read; copy the file into "
                                    f"{name}/ instead of linking to it"))
            continue
        if not entry.is_file() or entry.suffix != ".txt":
            problems.append(Problem(path, None, f'"{entry.name}" is not read: only *.txt files '
                                    f"of {name}/ are; rename it or move it out", "warning"))
            continue
        try:
            data = entry.read_bytes()
        except OSError as error:
            problems.append(Problem(path, None, f"cannot read the file ({error.strerror}); "
                                    "check that it exists and is readable"))
            continue
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            text = data.decode("utf-8", "surrogateescape")
            problems.extend(bad_bytes(text, path))
        yield path, text


def _inside(entry: Path, base: Path) -> bool:
    """Whether a link's target lies in the catalog folder."""
    try:
        entry.resolve().relative_to(base.resolve())
    except (ValueError, OSError, RuntimeError):  # outside, broken, or a loop
        return False
    return True


def bad_bytes(text: str, path: str) -> list[Problem]:
    """One error per line holding bytes that are not UTF-8: line, column and file offset.

    >>> [str(p) for p in bad_bytes(b"ok\\nab\\xe9c\\n".decode("utf-8", "surrogateescape"), "f.txt")]
    ['f.txt:2: invalid UTF-8 byte 0xE9 at byte offset 5 (column 3); save the file as UTF-8']
    """
    problems = []
    offset = 0
    for number, line in enumerate(text.split("\n"), 1):
        for column, char in enumerate(line):
            if 0xDC80 <= ord(char) <= 0xDCFF:
                at = offset + len(line[:column].encode("utf-8", "surrogateescape"))
                problems.append(Problem(path, number, f"invalid UTF-8 byte 0x{ord(char) - 0xDC00:02X} "
                                        f"at byte offset {at} (column {column + 1}); save the "
                                        "file as UTF-8"))
                break
        offset += len(line.encode("utf-8", "surrogateescape")) + 1
    return problems


def find_stubs(games: tuple[Game, ...]) -> tuple[Stub, ...]:
    """Parents named by `Parent:` lines but absent from the catalog, by id; the first name
    given wins (`resolve` reports Parent: lines that name one absent id differently).

    >>> from dealerschoice.records import GameRef, Source
    >>> here = Source("x.txt", 1)
    >>> games = (Game(5, "Five", (), (), (), GameRef(0, "Root"), here),
    ...          Game(6, "Six", (), (), (), GameRef(5, "Five"), here))
    >>> find_stubs(games)
    (Stub(id=0, name='Root'),)
    """
    present = {game.id for game in games}
    stubs: dict[int, Stub] = {}
    for game in games:
        parent = game.parent
        if parent is not None and parent.id not in present and parent.id not in stubs:
            stubs[parent.id] = Stub(parent.id, parent.name)
    return tuple(sorted(stubs.values(), key=lambda stub: stub.id))
