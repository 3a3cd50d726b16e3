"""Games of the numbered-rule catalog, and the stubs their Parent: lines name."""

from __future__ import annotations

import hashlib
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


_APOSTROPHES = str.maketrans("", "", "'’‘`´")
_WORD = re.compile(r"[^\W_]+")
SLUG_MAX = 60  # characters of a slug; a longer one is cut and told apart by a hash of the name


def name_words(name: str) -> list[str]:
    """The words of a name as every look-up compares them: case, accents and apostrophes
    ignored, punctuation a separator, letters of every script kept.

    >>> name_words("Let's Make a DEAL"), name_words("Dead`Man"), name_words("Señor Café")
    (['lets', 'make', 'a', 'deal'], ['deadman'], ['senor', 'cafe'])
    >>> name_words("Дурак"), name_words("Вист")
    (['дурак'], ['вист'])
    """
    text = unicodedata.normalize("NFKD", name.translate(_APOSTROPHES))
    if not text.isascii():
        text = "".join(ch for ch in text if not unicodedata.combining(ch))
    return _WORD.findall(text.casefold())


def slugify(name: str) -> str:
    """A URL-safe, lower-case form of a name, at most `SLUG_MAX` characters.

    >>> slugify("Let's Make a Deal")
    'lets-make-a-deal'
    >>> slugify("High/Low Jim")
    'high-low-jim'
    >>> slugify("Señor Café"), slugify("Дурак"), slugify("!!!")
    ('senor-cafe', 'дурак', 'game')
    >>> long = slugify("Very " * 80 + "Long Stud")
    >>> len(long), long.startswith("very-very-"), long == slugify("Very " * 80 + "Long Stud")
    (60, True, True)
    """
    slug = "-".join(name_words(name)) or "game"
    if len(slug) > SLUG_MAX:
        digest = hashlib.sha1(name.encode("utf-8", "surrogatepass")).hexdigest()[:8]
        slug = slug[:SLUG_MAX - 9].rstrip("-") + "-" + digest
    return slug
