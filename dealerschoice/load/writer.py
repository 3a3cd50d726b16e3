"""Numbered-rule text from records: the exact inverse of `parse_catalog`.

The reader keeps a `Layout` next to the games: which line holds which part (one letter per
line), the lines written differently from the standard form (kept as written), and the file's
line endings, BOM and final newline. Writing the games back through it gives the input bytes.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from dealerschoice.records import CatalogFile, Game

# One letter per line of a record: header, also-known-as, tags, "Rules:", rule, parent,
# "Children:", blank, and X for a line kept exactly as written (reported when read).
HEADER, ALIASES, TAGS, RULES, RULE, PARENT, CHILDREN, BLANK, RAW = "HATURPC_X"


@dataclass(frozen=True, slots=True)
class Segment:
    """Consecutive lines of one record (game = index into CatalogFile.games) or, with game
    None, lines that belong to no game (before the first record, or a record that failed)."""

    game: int | None
    shape: str


@dataclass(frozen=True, slots=True)
class Layout:
    segments: tuple[Segment, ...] = ()
    raw: Mapping[int, str] = field(default_factory=dict)  # 0-based line -> line as written
    newline: str = "\n"
    other_newline: frozenset[int] = frozenset()  # lines ending with the other kind of newline
    final_newline: bool = True
    bom: bool = False


def standard_line(kind: str, game: Game, rule_index: int) -> str:
    """The standard form of one line of `game`.

    >>> from dealerschoice.records import GameRef, Rule, Source
    >>> g = Game(7, "Nine (#2)", ("Ix",), ("stud",), (Rule(1, "Deal.", 3),), GameRef(1, "Eight"), Source("f", 1))
    >>> [standard_line(k, g, 0) for k in "HATURPC_"]
    ['Nine (#2) (#7)', 'Also known as: Ix.', 'Tags: stud', 'Rules:', '1. Deal.', 'Parent: Eight (#1)', 'Children:', '']
    """
    if kind == RULE:
        rule = game.rules[rule_index]
        return f"{rule.number}. {rule.text}"
    if kind == BLANK:
        return ""
    if kind == HEADER:
        return f"{game.name} (#{game.id})"
    if kind == ALIASES:
        return "Also known as: " + ", ".join(game.aliases) + "."
    if kind == TAGS:
        return "Tags: " + ", ".join(game.tags)
    if kind == RULES:
        return "Rules:"
    if kind == PARENT:
        parent = game.parent
        return "Parent: " if parent is None else f"Parent: {parent.name} (#{parent.id})"
    if kind == CHILDREN:
        return "Children:"
    raise ValueError(f"no standard form for a line of kind {kind!r}")


def record_lines(game: Game | None, shape: str, start: int, raw: Mapping[int, str]) -> list[str]:
    """The lines of one segment starting at 0-based line `start`; kept lines win."""
    lines = []
    rule_index = 0
    for offset, kind in enumerate(shape):
        kept = raw.get(start + offset)
        if kept is not None:
            lines.append(kept)
        elif game is None:  # a record whose header was not read: its lines are kept, but its blanks
            if kind != BLANK:
                raise ValueError(f"line {start + offset + 1} of kind {kind!r} was not kept and has no game "
                                 "to be written from")
            lines.append("")
        else:
            lines.append(standard_line(kind, game, rule_index))
        if kind == RULE:
            rule_index += 1
    return lines


def format_lines(file: CatalogFile) -> list[str]:
    """Every line of the file, without line endings."""
    layout = file.layout if isinstance(file.layout, Layout) else default_layout(file)
    lines: list[str] = []
    for segment in layout.segments:
        game = None if segment.game is None else file.games[segment.game]
        lines.extend(record_lines(game, segment.shape, len(lines), layout.raw))
    return lines


def format_catalog(file: CatalogFile) -> str:
    """The text of a numbered-rule file; byte-identical to what `parse_catalog` read.

    >>> from dealerschoice.load.numbered import parse_catalog
    >>> text = "Nine (#2)\\n\\nTags: stud\\n\\nRules:\\n\\n1. Deal.\\n\\nParent: Eight (#1)\\n\\nChildren:\\n"
    >>> file, problems = parse_catalog(text, "games/x.txt")
    >>> format_catalog(file) == text, problems
    (True, [])
    """
    layout = file.layout if isinstance(file.layout, Layout) else default_layout(file)
    lines = format_lines(file)
    other = "\n" if layout.newline == "\r\n" else "\r\n"
    parts = []
    for index, line in enumerate(lines):
        parts.append(line)
        parts.append(other if index in layout.other_newline else layout.newline)
    if lines and not layout.final_newline:
        parts.pop()
    return ("\ufeff" if layout.bom else "") + "".join(parts)


def default_layout(file: CatalogFile) -> Layout:
    """The standard layout for games made in code (no layout kept): parts separated by blank
    lines, every record ending with an empty "Children:" heading, like the exports."""
    segments = []
    for index, game in enumerate(file.games):
        parts = [HEADER]
        if game.aliases:
            parts.append(ALIASES)
        if game.tags:
            parts.append(TAGS)
        parts.append(RULES)
        if game.rules:
            parts.append(RULE * len(game.rules))
        if game.parent is not None:
            parts.append(PARENT)
        parts.append(CHILDREN)
        last = index == len(file.games) - 1
        segments.append(Segment(index, BLANK.join(parts) + ("" if last else BLANK)))
    return Layout(tuple(segments))


def part_lines(file: CatalogFile, kind: str) -> dict[int, int]:
    """Game index -> 1-based line of its first line of `kind` (e.g. PARENT), for messages.

    >>> from dealerschoice.load.numbered import parse_catalog
    >>> file, _ = parse_catalog("A (#1)\\nRules:\\n1. Deal.\\n\\nParent: B (#2)\\n", "x.txt")
    >>> part_lines(file, PARENT)
    {0: 5}
    """
    layout = file.layout if isinstance(file.layout, Layout) else default_layout(file)
    found: dict[int, int] = {}
    start = 0
    for segment in layout.segments:
        offset = segment.shape.find(kind)
        if segment.game is not None and offset >= 0:
            found[segment.game] = start + offset + 1
        start += len(segment.shape)
    return found
