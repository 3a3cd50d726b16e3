"""Games of the numbered-rule catalog, and the stubs their Parent: lines name."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Source:
    """Where a record starts: path as given on the command line, 1-based line."""

    file: str
    line: int


@dataclass(frozen=True, slots=True)
class Rule:
    number: int
    text: str
    line: int


@dataclass(frozen=True, slots=True)
class GameRef:
    """A `Name (#id)` reference as written, e.g. on a Parent: line."""

    id: int
    name: str

    def __str__(self) -> str:
        return f"{self.name} (#{self.id})"


@dataclass(frozen=True, slots=True)
class Game:
    id: int
    name: str
    aliases: tuple[str, ...]
    tags: tuple[str, ...]
    rules: tuple[Rule, ...]
    parent: GameRef | None
    source: Source
    parent_line: int | None = field(default=None, compare=False)  # where the Parent: line is, for messages

    @property
    def ref(self) -> GameRef:
        return GameRef(self.id, self.name)

    @property
    def slug(self) -> str:
        return slugify(self.name)


@dataclass(frozen=True, slots=True)
class Stub:
    """An ancestor named by a Parent: line but absent from the catalog."""

    id: int
    name: str

    @property
    def ref(self) -> GameRef:
        return GameRef(self.id, self.name)

    @property
    def slug(self) -> str:
        return slugify(self.name)


def slugify(name: str) -> str:
    """A URL-safe, lower-case form of a name.

    >>> slugify("Let's Make a Deal")
    'lets-make-a-deal'
    >>> slugify("High/Low Jim")
    'high-low-jim'
    >>> slugify("Señor Café")
    'senor-cafe'
    """
    text = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    text = re.sub(r"['’]", "", text.lower())
    return re.sub(r"[^a-z0-9]+", "-", text).strip("-") or "game"
