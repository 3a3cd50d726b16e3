"""Reader for the numbered-rule format (games/*.txt): text -> Games, never raising.

A record is a header `Name (#id)`, then optional `Also known as: A, B.` and `Tags: a, b`,
`Rules:` with lines `N. sentence`, `Parent: Name (#id)` and an optional empty `Children:`
heading, the parts separated by blank lines. Two traps: a `Parent:` line has a header's shape
(the keyword decides), and the header after `Children:` starts the next record (a header is
recognised by the record parts that follow it). Every line ends up in a field, or kept as
written in the layout with a problem that says so: `format_catalog` gives the input back.
"""

from __future__ import annotations

import re
from typing import Any

from dealerschoice.errors import Problem
from dealerschoice.load import messages as msg
from dealerschoice.load.writer import (
    ALIASES,
    BLANK,
    CHILDREN,
    HEADER,
    PARENT,
    RAW,
    RULE,
    RULES,
    TAGS,
    Layout,
    Segment,
    standard_line,
)
from dealerschoice.records import CatalogFile, Game, GameRef, Rule, Source

REF = re.compile(r"(.*?\S) \(#(\d+)\)")
RULE_LINE = re.compile(r"(\d+)\.\s*(.*)", re.DOTALL)
TAG = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")
# Lines that can only follow a header: they tell a header from a listed child.
BODY = frozenset((ALIASES, TAGS, RULES, RULE, PARENT))
STARTERS = frozenset((ALIASES, TAGS, RULES))  # what follows a header and nothing else


def parse_catalog(text: str, path: str) -> tuple[CatalogFile, list[Problem]]:
    """Read one numbered-rule file; problems are located at `path`:line.

    >>> text = "Nine (#2)\\n\\nAlso known as: 9, Niner.\\n\\nTags: stud, wilds\\n\\nRules:\\n\\n1. Deal.\\n2. Bet\\n\\nParent: Root (#0)\\n"
    >>> file, problems = parse_catalog(text, "games/x.txt")
    >>> game = file.games[0]
    >>> game.id, game.name, game.aliases, game.tags, game.parent, problems
    (2, 'Nine', ('9', 'Niner'), ('stud', 'wilds'), GameRef(id=0, name='Root'), [])
    >>> game.rules[1]
    Rule(number=2, text='Bet', line=10)
    """
    reader = Reader(text, path)
    reader.run()
    return reader.result()


def classify(stripped: str) -> tuple[str, Any]:
    """The kind of a line (letters of writer.py) and what it says: (number, text) for a rule, a
    GameRef for a header, None for a blank, else the text (typed Any: its type follows the kind)."""
    if not stripped:
        return BLANK, None
    first = stripped[0]
    if "0" <= first <= "9":
        number, dot, text = stripped.partition(". ")
        if dot and number.isascii() and number.isdigit() and text[:1] != " ":
            if len(number) > msg.MAX_DIGITS:
                return RAW, stripped
            return RULE, (int(number), text)  # the usual form, without a regex
        match = RULE_LINE.fullmatch(stripped)
        if match:
            if len(match[1]) > msg.MAX_DIGITS:
                return RAW, stripped
            return RULE, (int(match[1]), match[2])
    for keyword, kind in msg.KEYWORDS:
        if stripped.startswith(keyword):
            return kind, stripped[len(keyword):].strip()
    match = REF.fullmatch(stripped)
    if match:
        if len(match[2]) > msg.MAX_DIGITS:
            return RAW, stripped  # reported as a number too long (messages.long_number)
        return HEADER, GameRef(int(match[2]), match[1])
    return RAW, stripped


class Record:
    """A record being read: its lines' kinds and the fields found so far."""

    def __init__(self, start: int, header: GameRef | None):
        self.start = start
        self.header = header  # None: a malformed header, lines kept as written
        self.shape: list[str] = []
        self.aliases: tuple[str, ...] = ()
        self.tags: tuple[str, ...] = ()
        self.rules: list[Rule] = []
        self.parent: GameRef | None = None
        self.parent_line: int | None = None
        self.seen: set[str] = set()
        self.in_children = False
        self.numbering_reported = False
        self.missing_rules_reported = False

    @property
    def label(self) -> str:
        return f'"{self.header}"'


class Reader:
    def __init__(self, text: str, path: str):
        self.path = path
        self.problems: list[Problem] = []
        self.flagged: set[int] = set()  # lines with a problem already
        self.bom = text.startswith("\ufeff")
        if self.bom:
            text = text[1:]
            self.warn(0, msg.BOM)
        self.lines, self.newline, self.other_newline, self.final_newline = self.split(text)
        self.games: list[Game] = []
        self.segments: list[Segment] = []
        self.raw: dict[int, str] = {}

    # -- problems -----------------------------------------------------------------------
    def report(self, index: int | None, message: str, severity: str) -> None:
        line = None if index is None else index + 1
        self.problems.append(Problem(self.path, line, message, severity))
        if index is not None:
            self.flagged.add(index)

    def error(self, index: int | None, message: str) -> None:
        self.report(index, message, "error")

    def warn(self, index: int | None, message: str) -> None:
        self.report(index, message, "warning")

    # -- lines --------------------------------------------------------------------------
    def split(self, text: str) -> tuple[list[str], str, frozenset[int], bool]:
        lines = text.split("\n")
        final_newline = lines[-1] == ""
        if final_newline:
            lines.pop()
        ended = len(lines) if final_newline else len(lines) - 1
        crlf = [i for i in range(ended) if lines[i].endswith("\r")]
        for i in crlf:
            lines[i] = lines[i][:-1]
        if crlf and len(crlf) * 2 >= ended:
            newline, other = "\r\n", frozenset(set(range(ended)) - set(crlf))
        else:
            newline, other = "\n", frozenset(crlf)
        if crlf and len(crlf) == ended:
            self.warn(0, msg.CRLF)
        elif crlf:
            self.warn(min(crlf if newline == "\n" else other), msg.mixed_newlines(len(crlf), ended - len(crlf)))
        return lines, newline, other, final_newline

    def check_spacing(self, index: int, line: str) -> str:
        """Warn about tabs and stray spaces (kept in the file, not in values)."""
        column = line.find("\t")
        if column >= 0:
            self.warn(index, msg.tab(column + 1))
        for position, char in enumerate(line):
            if (char < " " and char != "\t") or char == "\x7f":
                self.error(index, msg.control(char, position + 1))
                break
        stripped = line.strip()
        if not stripped:
            self.warn(index, msg.BLANK_WITH_SPACES)
            return stripped
        count = len(line) - len(line.lstrip())
        if count:
            self.warn(index, msg.leading(count))
        count = len(line) - len(line.rstrip())
        if count:
            self.warn(index, msg.trailing(count))
        return stripped

    # -- records ------------------------------------------------------------------------
    def run(self) -> None:
        lines = self.lines
        kinds = []
        for index, line in enumerate(lines):
            if line.isprintable() and line.strip() == line:
                stripped = line
            else:  # rare: tabs, stray spaces, msg.control characters, undecodable bytes
                stripped = self.check_spacing(index, line)
                if not stripped:
                    self.raw[index] = line  # a blank line with spaces: kept as written
            kinds.append(classify(stripped))
        following: list[str | None] = [None] * len(lines)  # kind of the next non-blank line
        upcoming = None
        for index in range(len(lines) - 1, -1, -1):
            following[index] = upcoming
            if kinds[index][0] != BLANK:
                upcoming = kinds[index][0]
        record: Record | None = None
        loose: list[str] = []  # lines before the first record
        for index, (kind, value) in enumerate(kinds):
            if kind == RULE and following[index] in STARTERS:
                header = REF.fullmatch(lines[index].strip())
                if header and len(header[2]) <= msg.MAX_DIGITS:  # a name that reads like a rule ("7. Stud (#9)") followed by record parts
                    kind, value = HEADER, GameRef(int(header[2]), header[1])
            if kind == HEADER and not (record and record.in_children and following[index] not in BODY):
                self.close(record, loose)
                record, loose = Record(index, value), []
                record.shape.append(HEADER)
            elif kind == RAW and following[index] in STARTERS and (
                    record is None or record.header is None or record.seen & {RULES, RULE}):
                self.close(record, loose)
                record, loose = Record(index, None), []
                self.keep(index, record.shape)
                self.error(index, msg.malformed_header(value))
            elif record is None:
                if kind == BLANK:
                    loose.append(BLANK)
                else:
                    self.keep(index, loose)
                    self.error(index, msg.before_first(value))
            elif record.header is None:
                if kind == BLANK:
                    record.shape.append(BLANK)
                else:
                    self.keep(index, record.shape)
            else:
                self.add(record, index, kind, value)
        self.close(record, loose)
        if not self.games and not any(p.severity == "error" for p in self.problems):
            self.warn(None, msg.NO_GAMES)

    def keep(self, index: int, shape: list[str]) -> None:
        self.raw[index] = self.lines[index]
        shape.append(RAW)

    def add(self, record: Record, index: int, kind: str, value: Any) -> None:
        shape = record.shape
        if kind == RULE:
            self.add_rule(record, index, *value)
            shape.append(RULE)
            return
        if kind == BLANK:
            shape.append(BLANK)
            return
        if kind == HEADER:  # a child listed under Children: (the exports leave it empty)
            self.keep(index, shape)
            self.report(index, msg.listed_child(value), "info")
            return
        if kind == RAW:
            self.keep(index, shape)
            self.error(index, msg.unknown_line(record.label, value))
            return
        if kind in record.seen:
            self.keep(index, shape)
            self.error(index, msg.second_part(record.label, self.lines[index].strip(), kind))
            return
        if kind == ALIASES:
            record.aliases = self.split_list(index, value, record, aliases=True)
        elif kind == TAGS:
            record.tags = self.split_list(index, value, record, aliases=False)
        elif kind == RULES:
            if value:
                self.error(index, msg.after_rules(value))
                self.keep(index, shape)
                record.seen.add(kind)
                return
        elif kind == PARENT:
            match = REF.fullmatch(value)
            if not match or len(match[2]) > msg.MAX_DIGITS:
                self.keep(index, shape)
                self.error(index, msg.malformed_parent(record.label, value))
                record.seen.add(kind)
                return
            record.parent = GameRef(int(match[2]), match[1])
            record.parent_line = index + 1
        elif kind == CHILDREN:
            record.in_children = True
            if value:
                self.keep(index, shape)
                self.error(index, msg.after_children(value))
                record.seen.add(kind)
                return
        record.seen.add(kind)
        shape.append(kind)

    def add_rule(self, record: Record, index: int, number: int, text: str) -> None:
        if RULES not in record.seen and not record.missing_rules_reported:
            record.missing_rules_reported = True
            self.error(index, msg.rules_without_heading(record.label))
        elif PARENT in record.seen or CHILDREN in record.seen:
            self.error(index, msg.rule_after_parent(record.label, number))
        expected = len(record.rules) + 1
        if number != expected and not record.numbering_reported:
            record.numbering_reported = True
            self.error(index, msg.rule_number(record.label, number, expected))
        if not text:
            self.error(index, msg.empty_rule(record.label, number))
        record.rules.append(Rule(number, text, index + 1))

    def split_list(self, index: int, value: str, record: Record, aliases: bool) -> tuple[str, ...]:
        line = self.lines[index].strip()
        if aliases:
            if value.endswith("."):
                value = value[:-1]
            else:
                self.warn(index, msg.aliases_period(line))
        items = tuple(item.strip() for item in value.split(","))
        if any(not item for item in items):
            self.error(index, (msg.empty_alias if aliases else msg.empty_tag)(line))
            items = tuple(item for item in items if item)
        if not aliases:
            for tag in items:
                if not TAG.fullmatch(tag):
                    self.error(index, msg.bad_tag(tag))
        return items

    def close(self, record: Record | None, loose: list[str]) -> None:
        if loose:
            self.segments.append(Segment(None, "".join(loose)))
        if record is None:
            return
        if record.header is None:
            self.segments.append(Segment(None, "".join(record.shape)))
            return
        if not record.rules and RULES not in record.seen:
            self.error(record.start, msg.no_rules_heading(record.label))
        elif not record.rules:
            self.error(record.start, msg.no_rules(record.label))
        header = record.header
        game = Game(header.id, header.name, record.aliases, record.tags, tuple(record.rules),
                    record.parent, Source(self.path, record.start + 1), record.parent_line)
        shape = "".join(record.shape)
        rule_index = 0
        for offset, kind in enumerate(shape):
            index = record.start + offset
            if kind == RAW:
                continue
            if standard_line(kind, game, rule_index) != self.lines[index]:
                self.raw[index] = self.lines[index]
                if index not in self.flagged:
                    self.warn(index, msg.not_standard(standard_line(kind, game, rule_index)))
            if kind == RULE:
                rule_index += 1
        self.segments.append(Segment(len(self.games), shape))
        self.games.append(game)

    def result(self) -> tuple[CatalogFile, list[Problem]]:
        layout = Layout(tuple(self.segments), self.raw, self.newline, self.other_newline,
                        self.final_newline, self.bom)
        problems = sorted(self.problems, key=lambda p: p.line or 0)
        return CatalogFile(self.path, tuple(self.games), layout), problems
