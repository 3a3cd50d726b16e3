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

from dealerschoice.errors import Problem
from dealerschoice.load.writer import (
    ALIASES, BLANK, CHILDREN, HEADER, PARENT, RAW, RULE, RULES, TAGS, Layout, Segment,
    standard_line,
)
from dealerschoice.records import CatalogFile, Game, GameRef, Rule, Source

REF = re.compile(r"(.*?\S) \(#(\d+)\)")
RULE_LINE = re.compile(r"(\d+)\.\s*(.*)", re.DOTALL)
TAG = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")
KEYWORDS = (("Also known as:", ALIASES), ("Tags:", TAGS), ("Rules:", RULES),
            ("Parent:", PARENT), ("Children:", CHILDREN))
# Lines that can only follow a header: they tell a header from a listed child.
BODY = frozenset((ALIASES, TAGS, RULES, RULE, PARENT))
# Where a Parent: line is, for messages about it, once Game has a field for it.
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


def classify(stripped: str) -> tuple[str, object]:
    """The kind of a line (letters of writer.py) and what it says."""
    if not stripped:
        return BLANK, None
    first = stripped[0]
    if "0" <= first <= "9":
        number, dot, text = stripped.partition(". ")
        if dot and number.isascii() and number.isdigit() and text[:1] != " ":
            return RULE, (int(number), text)  # the usual form, without a regex
        match = RULE_LINE.fullmatch(stripped)
        if match:
            return RULE, (int(match[1]), match[2])
    for keyword, kind in KEYWORDS:
        if stripped.startswith(keyword):
            return kind, stripped[len(keyword):].strip()
    match = REF.fullmatch(stripped)
    if match:
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
            self.warn(0, BOM)
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
            self.warn(0, CRLF)
        elif crlf:
            self.warn(min(crlf if newline == "\n" else other), mixed_newlines(len(crlf), ended - len(crlf)))
        return lines, newline, other, final_newline

    def check_spacing(self, index: int, line: str) -> str:
        """Warn about tabs and stray spaces (kept in the file, not in values)."""
        column = line.find("\t")
        if column >= 0:
            self.warn(index, tab(column + 1))
        for position, char in enumerate(line):
            if (char < " " and char != "\t") or char == "\x7f":
                self.error(index, control(char, position + 1))
                break
        stripped = line.strip()
        if not stripped:
            self.warn(index, BLANK_WITH_SPACES)
            return stripped
        count = len(line) - len(line.lstrip())
        if count:
            self.warn(index, leading(count))
        count = len(line) - len(line.rstrip())
        if count:
            self.warn(index, trailing(count))
        return stripped

    # -- records ------------------------------------------------------------------------
    def run(self) -> None:
        lines = self.lines
        kinds = []
        for index, line in enumerate(lines):
            if line.isprintable() and line.strip() == line:
                stripped = line
            else:  # rare: tabs, stray spaces, control characters, undecodable bytes
                stripped = self.check_spacing(index, line)
                if not stripped:
                    self.raw[index] = line  # a blank line with spaces: kept as written
            kinds.append(classify(stripped))
        following = [None] * len(lines)  # kind of the next non-blank line
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
                if header:  # a name that reads like a rule ("7. Stud (#9)") followed by record parts
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
                self.error(index, malformed_header(value))
            elif record is None:
                if kind == BLANK:
                    loose.append(BLANK)
                else:
                    self.keep(index, loose)
                    self.error(index, before_first(value))
            elif record.header is None:
                if kind == BLANK:
                    record.shape.append(BLANK)
                else:
                    self.keep(index, record.shape)
            else:
                self.add(record, index, kind, value)
        self.close(record, loose)
        if not self.games and not any(p.severity == "error" for p in self.problems):
            self.warn(None, NO_GAMES)

    def keep(self, index: int, shape: list[str]) -> None:
        self.raw[index] = self.lines[index]
        shape.append(RAW)

    def add(self, record: Record, index: int, kind: str, value) -> None:
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
            self.report(index, listed_child(value), "info")
            return
        if kind == RAW:
            self.keep(index, shape)
            self.error(index, unknown_line(record.label, value))
            return
        if kind in record.seen:
            self.keep(index, shape)
            self.error(index, second_part(record.label, self.lines[index].strip(), kind))
            return
        if kind == ALIASES:
            record.aliases = self.split_list(index, value, record, aliases=True)
        elif kind == TAGS:
            record.tags = self.split_list(index, value, record, aliases=False)
        elif kind == RULES:
            if value:
                self.error(index, after_rules(value))
                self.keep(index, shape)
                record.seen.add(kind)
                return
        elif kind == PARENT:
            match = REF.fullmatch(value)
            if not match:
                self.keep(index, shape)
                self.error(index, malformed_parent(record.label, value))
                record.seen.add(kind)
                return
            record.parent = GameRef(int(match[2]), match[1])
            record.parent_line = index + 1
        elif kind == CHILDREN:
            record.in_children = True
            if value:
                self.keep(index, shape)
                self.error(index, after_children(value))
                record.seen.add(kind)
                return
        record.seen.add(kind)
        shape.append(kind)

    def add_rule(self, record: Record, index: int, number: int, text: str) -> None:
        if RULES not in record.seen and not record.missing_rules_reported:
            record.missing_rules_reported = True
            self.error(index, rules_without_heading(record.label))
        elif PARENT in record.seen or CHILDREN in record.seen:
            self.error(index, rule_after_parent(record.label, number))
        expected = len(record.rules) + 1
        if number != expected and not record.numbering_reported:
            record.numbering_reported = True
            self.error(index, rule_number(record.label, number, expected))
        if not text:
            self.error(index, empty_rule(record.label, number))
        record.rules.append(Rule(number, text, index + 1))

    def split_list(self, index: int, value: str, record: Record, aliases: bool) -> tuple[str, ...]:
        line = self.lines[index].strip()
        if aliases:
            if value.endswith("."):
                value = value[:-1]
            else:
                self.warn(index, aliases_period(line))
        items = tuple(item.strip() for item in value.split(","))
        if any(not item for item in items):
            self.error(index, (empty_alias if aliases else empty_tag)(line))
            items = tuple(item for item in items if item)
        if not aliases:
            for tag in items:
                if not TAG.fullmatch(tag):
                    self.error(index, bad_tag(tag))
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
            self.error(record.start, no_rules_heading(record.label))
        elif not record.rules:
            self.error(record.start, no_rules(record.label))
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
                    self.warn(index, not_standard(standard_line(kind, game, rule_index)))
            if kind == RULE:
                rule_index += 1
        self.segments.append(Segment(len(self.games), shape))
        self.games.append(game)

    def result(self) -> tuple[CatalogFile, list[Problem]]:
        layout = Layout(tuple(self.segments), self.raw, self.newline, self.other_newline,
                        self.final_newline, self.bom)
        problems = sorted(self.problems, key=lambda p: p.line or 0)
        return CatalogFile(self.path, tuple(self.games), layout), problems


# -- messages: where (file:line is added), the quoted value, what is allowed, how to fix ------
BOM = ("the file starts with a UTF-8 byte order mark (BOM); it is kept, "
       "but save the file as UTF-8 without a BOM")
CRLF = ("the file has Windows line endings (CRLF); they are kept, "
        "but save the file with Unix line endings (LF)")
BLANK_WITH_SPACES = "blank line with spaces in it; they are kept, but remove them"
NO_GAMES = 'no games in this file; a record starts with a header line "Name (#id)"'
PARTS = ('"Also known as: …", "Tags: …", "Rules:", numbered rules "N. …", '
         '"Parent: Name (#id)" and "Children:"')
KEYWORD_OF = {keyword_kind: keyword for keyword, keyword_kind in KEYWORDS}


def plural(count: int, word: str) -> str:
    return f"{count} {word}" + ("" if count == 1 else "s")


def mixed_newlines(crlf: int, lf: int) -> str:
    verb = "ends" if crlf == 1 else "end"
    return (f"mixed line endings: {plural(crlf, 'line')} {verb} with CRLF, {lf} with LF; they are "
            "kept, but save the file with Unix line endings (LF) throughout")


def tab(column: int) -> str:
    return f"tab character at column {column}; it is kept, but use spaces instead"


def control(char: str, column: int) -> str:
    return (f"control character U+{ord(char):04X} at column {column}; only printable text is "
            "allowed: delete it")


def leading(count: int) -> str:
    return (f"line starts with {plural(count, 'space')}; they are kept in the file but not in "
            "the value: remove them")


def trailing(count: int) -> str:
    return (f"line ends with {plural(count, 'space')}; they are kept in the file but not in "
            "the value: remove them")


def suggestion(value: str) -> str:
    """A header as it was probably meant.

    >>> suggestion("Foo (12)"), suggestion("Foo #12"), suggestion("Foo [#12]"), suggestion("Foo 33")
    ('Foo (#12)', 'Foo (#12)', 'Foo (#12)', 'Foo 33 (#id)')
    """
    match = re.fullmatch(r"(.*?\S)\s*(?:[(\[]\s*#?|#)\s*(\d+)\s*[)\]]?", value)
    return f"{match[1]} (#{match[2]})" if match else f"{value} (#id)"


def before_first(value: str) -> str:
    return (f'text before the first record: "{value}"; a file starts with a header line '
            '"Name (#id)": delete the line or complete the record')


def malformed_header(value: str) -> str:
    return (f'malformed header "{value}"; a record starts with "Name (#id)", the id a whole '
            f'number: write it like "{suggestion(value)}"')


def listed_child(value: str) -> str:
    return (f'"{value}" under "Children:" is not read; children come from the "Parent:" lines '
            "of their own records")


def unknown_line(label: str, value: str) -> str:
    return f'{label}: unrecognised line "{value}"; a record has only {PARTS} lines: fix or delete it'


def second_part(label: str, line: str, kind: str) -> str:
    keyword = KEYWORD_OF.get(kind, kind)
    return f'{label}: second "{keyword}" line "{line}"; a record has one: merge them into one line'


def after_rules(value: str) -> str:
    return f'text "{value}" after "Rules:"; "Rules:" stands alone: move the text to a line below'


def after_children(value: str) -> str:
    return (f'text "{value}" after "Children:"; the heading stays empty (children come from '
            '"Parent:" lines): delete the text')


def malformed_parent(label: str, value: str) -> str:
    return (f'{label}: malformed parent "{value}"; write "Parent: Name (#id)", the id a whole '
            f'number, like "Parent: {suggestion(value)}"')


def rules_without_heading(label: str) -> str:
    return f'{label}: rule lines without a "Rules:" line; add a line "Rules:" before rule 1'


def rule_after_parent(label: str, number: int) -> str:
    return f'{label}: rule {number} comes after "Parent:"; move it up with the other rules'


def rule_number(label: str, number: int, expected: int) -> str:
    return (f"{label}: rule numbered {number} where {expected} was expected; number the rules "
            "1, 2, 3, … in order")


def empty_rule(label: str, number: int) -> str:
    return f'{label}: rule {number} is empty; write its sentence after "{number}. " or delete the line'


def aliases_period(line: str) -> str:
    return f'"{line}" does not end with a period; the list of names ends with ".": add it'


def empty_alias(line: str) -> str:
    return (f'empty name in "{line}"; names are separated by ", " and the list ends with ".": '
            "remove the extra comma")


def empty_tag(line: str) -> str:
    return f'empty tag in "{line}"; tags are separated by ", ": remove the extra comma'


def bad_tag(tag: str) -> str:
    return (f'tag "{tag}" is not allowed; a tag is lower-case letters and digits, joined by '
            'hyphens (e.g. "high-low"): rename it')


def no_rules_heading(label: str) -> str:
    return f'{label} has no "Rules:" line and no rules; add "Rules:" and numbered rules "1. …"'


def no_rules(label: str) -> str:
    return f'{label} has no rules under "Rules:"; add numbered rules "1. …"'


def not_standard(expected: str) -> str:
    return f'line kept as written, but its standard form is "{expected}": rewrite it that way'
