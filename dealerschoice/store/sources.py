"""The source files a module runs when imported, found by reading the files (not importing
them), for the code key of what those modules make."""

from __future__ import annotations

import re
from pathlib import Path

from dealerschoice.store.files import PROJECT

_PROJECT = PROJECT


_IMPORT = re.compile(r"^\s*(?:from\s+(dealerschoice[\w.]*)\s+import\s+(\([^)]*\)|[^#\n]+)|import\s+(dealerschoice[\w.]*))",
                     re.MULTILINE)


def module_sources(*modules: str) -> frozenset[Path]:
    """The source files these `dealerschoice` modules run when imported: their own, their
    packages' `__init__`, and so on through every `dealerschoice` import in them (in functions
    too). A package a name is imported from counts with all its modules (`rules.steps`
    imports each to register its steps). Found by reading the files, not by importing them.

    >>> sorted(p.relative_to(_PROJECT).as_posix() for p in module_sources("dealerschoice.store.kept"))
    ['dealerschoice/__init__.py', 'dealerschoice/store/__init__.py', 'dealerschoice/store/files.py', 'dealerschoice/store/kept.py', 'dealerschoice/store/keys.py', 'dealerschoice/store/limit.py', 'dealerschoice/store/sources.py']
    """
    found: set[Path] = set()
    todo = [(name, False) for name in modules]
    seen: set[tuple[str, bool]] = set()
    while todo:
        name, whole = todo.pop()
        if (name, whole) in seen:
            continue
        seen.add((name, whole))
        parts = name.split(".")
        todo.extend((".".join(parts[:depth]), False) for depth in range(1, len(parts)))  # run first
        for file in _files(name, whole):
            if file not in found:
                found.add(file)
                todo.extend(_imported(file))
    return frozenset(found)


# Looked up once a process (a key is made for each of the grammar's families from the same
# modules), a file's imports again when the file changes.
_FILES: dict[tuple[str, bool], list[Path]] = {}
_IMPORTED: dict[tuple[Path, int, int], list[tuple[str, bool]]] = {}


def _files(name: str, whole: bool) -> list[Path]:
    """The files a module name stands for: a module's own, a package's `__init__` (with
    `whole`, all of its modules)."""
    if (name, whole) in _FILES:
        return _FILES[name, whole]
    place = _PROJECT.joinpath(*name.split("."))
    if place.is_dir():
        files = [f for f in (sorted(place.glob("*.py")) if whole else [place / "__init__.py"]) if f.exists()]
    else:
        files = [place.with_suffix(".py")] if place.with_suffix(".py").exists() else []
    if files and not whole:  # a package's modules may grow: looked up each time
        _FILES[name, whole] = files
    return files


def _imported(file: Path) -> list[tuple[str, bool]]:
    """The modules a file imports, each with whether it is a package a name comes from."""
    stat = file.stat()
    key = (file, stat.st_mtime_ns, stat.st_size)
    if key not in _IMPORTED:
        _IMPORTED[key] = _read_imports(file)
    return _IMPORTED[key]


def _read_imports(file: Path) -> list[tuple[str, bool]]:
    out: list[tuple[str, bool]] = []
    for source, names, plain in _imports(file):
        if plain:
            out.append((plain, False))
            continue
        base = _PROJECT.joinpath(*source.split("."))
        for word in re.findall(r"(\w+)(?:\s+as\s+\w+)?", names.strip("()")):
            if (base / f"{word}.py").exists() or (base / word).is_dir():
                out.append((f"{source}.{word}", False))
            else:
                out.append((source, base.is_dir()))
    return out


def _imports(file: Path) -> list[tuple[str, str, str]]:
    """The `dealerschoice` imports of a file: (from, names, plain import) each."""
    return _IMPORT.findall(file.read_text(encoding="utf-8"))
