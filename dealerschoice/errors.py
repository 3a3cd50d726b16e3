"""Located problems, and the one exception that carries them to the user."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong (or worth knowing) about an input, at a place.

    >>> str(Problem("catalog/games/flip.txt", 12, 'unknown tag "flpi"'))
    'catalog/games/flip.txt:12: unknown tag "flpi"'
    >>> str(Problem("catalog/games/flip.txt", None, "file is empty"))
    'catalog/games/flip.txt: file is empty'
    """

    file: str
    line: int | None
    message: str
    severity: str = "error"  # "error", "warning" or "info"

    def __str__(self) -> str:
        where = self.file if self.line is None else f"{self.file}:{self.line}"
        return f"{where}: {self.message}"

    def as_json(self) -> dict:
        return {"file": self.file, "line": self.line, "message": self.message}


class CatalogError(Exception):
    """Raised once, after loading, with every error found."""

    def __init__(self, problems: list[Problem]):
        self.problems = tuple(problems)
        super().__init__("\n".join(str(p) for p in problems))


class UsageError(Exception):
    """A bad command-line value: the message is shown as it is, exit status 2."""


class SearchError(Exception):
    """The search index could not be made (Pagefind failed, or no page had text to index): the
    message names the shard and quotes Pagefind, exit status 1 (the command line was fine)."""

    def __init__(self, message: str, shard: int | None = None):
        self.shard = shard
        super().__init__(message)
