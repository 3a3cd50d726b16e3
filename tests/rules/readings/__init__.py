"""Golden readings: every distinct rule line of `catalog/` and of the development corpus,
with the steps the reader makes of it, in a form a person reviews.

    python -m tests.rules.readings            # rewrite both files from the current reader
    python -m tests.rules.readings --review   # the corpus file's changes, with the sentences

`catalog.txt` quotes each line of the catalog (project data). `corpus.txt` names each line
of `../shared/corpus` by a hash of its text, never the text: the corpus is shared test data
and is not copied here. `--review` prints the changed corpus readings beside their text,
read from `../shared/corpus`.
"""

from __future__ import annotations

import dataclasses
import hashlib
from pathlib import Path

HERE = Path(__file__).parent
CATALOG_FILE = HERE / "catalog.txt"
CORPUS_FILE = HERE / "corpus.txt"


def key(text: str) -> str:
    """The name of a corpus line in corpus.txt.

    >>> key("Threes are wild.")
    '159a353b469c'
    """
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]


def brief(value) -> str:
    """A step as its type and the fields that differ from their defaults.

    >>> from dealerschoice.rules.steps import Deal
    >>> brief(Deal(2, "up"))
    "Deal(count=2, face='up')"
    """
    if not dataclasses.is_dataclass(value) or isinstance(value, type):
        if isinstance(value, tuple):
            return "(" + ", ".join(brief(v) for v in value) + ("," if len(value) == 1 else "") + ")"
        return repr(value)
    shown = []
    for field in dataclasses.fields(value):
        item = getattr(value, field.name)
        default = field.default if field.default is not dataclasses.MISSING else (
            field.default_factory() if field.default_factory is not dataclasses.MISSING else dataclasses.MISSING)
        if default is dataclasses.MISSING or item != default:
            shown.append(f"{field.name}={brief(item)}")
    return f"{type(value).__name__}({', '.join(shown)})"


def reading_lines(text: str) -> list[str]:
    """The reading of one rule line: a line per run of sentences read together."""
    from tests.rules.corpus import readings

    return [f"  {who}: {', '.join(brief(s) for s in steps) if who != 'UNKNOWN' else ''}".rstrip()
            if who != "AMBIGUOUS" else f"  AMBIGUOUS: {steps[0]}"
            for _, who, steps in readings(text)]


def render(texts: list[str], label) -> str:
    blocks = [label(text) + "\n" + "\n".join(reading_lines(text)) for text in sorted(set(texts))]
    return "\n\n".join(blocks) + "\n"


def parse(path: Path) -> dict[str, str]:
    """label -> its reading block, from a golden file."""
    found: dict[str, str] = {}
    if not path.exists():
        return found
    for block in path.read_text(encoding="utf-8").strip("\n").split("\n\n"):
        label, _, body = block.partition("\n")
        found[label] = body
    return found
