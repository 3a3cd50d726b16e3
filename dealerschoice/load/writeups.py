"""Reader for the bulleted write-up format (Mike's rules pages).

A page is a title line, optionally a heading over a numbered list of general rules, then
write-ups. A write-up is a name line ("Anaconda (Pass The Trash)") followed by bullets at the
left margin: "Maximum Number of Players: 7", "Wild Cards: None", "High-Low Split",
"The Game:" over indented numbered steps (nesting by indentation), "Variants:" over indented
bullets ("Name: text" or a plain suggestion). Any other bullet is kept as a note; a line that
fits nowhere is reported, never dropped silently.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from dealerschoice.errors import Problem
from dealerschoice.records.game import Source
from dealerschoice.records.writeup import Step, Variant, WriteUp

_BULLET = re.compile(r"[•◦▪‣·*-]\s+(.*)")
_NUMBER = re.compile(r"(\d+)[.)](?:\s+(.*))?")
_LABEL = re.compile(r"([^:]{1,60}?):(?:\s+(.*))?")
_HIGH_LOW = re.compile(r"high[\s-]*low(\s+split)?\b", re.I)
_GENERAL = re.compile(r"(general\s+)?rules:?", re.I)
_SMALL = {"a", "an", "and", "at", "by", "for", "in", "of", "on", "or", "the", "to", "with"}


@dataclass
class _Line:
    no: int
    indent: int
    kind: str  # "bullet", "number" or "text"
    text: str
    number: int | None = None
    children: list[_Line] = field(default_factory=list)

    @property
    def flat(self) -> str:
        return f"{self.number}. {self.text}" if self.kind == "number" else self.text


def _read_lines(text: str) -> list[_Line]:
    out = []
    for no, raw in enumerate(text.removeprefix("\ufeff").split("\n"), start=1):
        body = raw.strip()
        if not body:
            continue
        indent = len(raw[: len(raw) - len(raw.lstrip())].expandtabs(4))  # tab = 4 columns
        if m := _BULLET.fullmatch(body):
            out.append(_Line(no, indent, "bullet", m.group(1)))
        elif m := _NUMBER.fullmatch(body):
            out.append(_Line(no, indent, "number", m.group(2) or "", int(m.group(1))))
        else:
            out.append(_Line(no, indent, "text", body))
    return out


def _nest(lines: list[_Line]) -> list[_Line]:
    """Hang each line under the nearest earlier item (bullet/number) indented less than it."""
    roots: list[_Line] = []
    stack: list[_Line] = []
    for line in lines:
        while stack and stack[-1].indent >= line.indent:
            stack.pop()
        (stack[-1].children if stack else roots).append(line)
        if line.kind != "text":
            stack.append(line)
    return roots


def _flatten(lines: list[_Line]) -> list[str]:
    out = []
    for line in lines:
        out.append(line.flat)
        out.extend(_flatten(line.children))
    return out


def split_names(label: str) -> tuple[str, tuple[str, ...]]:
    """Read a name and its other names from a label with parentheses.

    A trailing parenthesis lists whole other names; one inside the name replaces the word
    before it.

    >>> split_names("Anaconda (Pass The Trash)")
    ('Anaconda', ('Pass The Trash',))
    >>> split_names("Midnight (Blind, Night) Baseball")
    ('Midnight Baseball', ('Blind Baseball', 'Night Baseball'))
    >>> split_names("The Good, The Bad, And The Ugly")
    ('The Good, The Bad, And The Ugly', ())
    """
    m = re.fullmatch(r"(.*?)\s*\(([^()]+)\)\s*(.*)", label)
    if not m or not m.group(1):
        return label, ()
    before, inside, after = m.groups()
    alternatives = [a.strip() for a in re.split(r"[,;]", inside) if a.strip()]
    if not after:
        return before, tuple(alternatives)
    head, _, _last = before.rpartition(" ")
    prefix = f"{head} " if head else ""
    return f"{before} {after}", tuple(f"{prefix}{alt} {after}" for alt in alternatives)


def _looks_like_name(label: str) -> bool:
    """A variant label is short, title-like and has balanced parentheses."""
    words = label.split()
    if not words or len(words) > 8 or label.count("(") != label.count(")"):
        return False
    if "--" in label or re.search(r"[.!?]\s", label):
        return False
    return not any(w[0].islower() and w.lower() not in _SMALL for w in words if w[0].isalpha())


class _Reader:
    def __init__(self, path: str):
        self.path = path
        self.problems: list[Problem] = []

    def problem(self, line: _Line, message: str, severity: str = "error") -> None:
        self.problems.append(Problem(self.path, line.no, message, severity))

    def not_understood(self, line: _Line, expected: str) -> None:
        self.problem(line, f'line not understood: "{line.text}"; expected {expected}')

    def check_numbers(self, items: list[_Line], owner: str) -> None:
        expected = 1
        for item in items:
            if item.number != expected:
                self.problem(item, f'step {item.number} of "{owner}" should be numbered '
                             f'{expected}; number the steps 1, 2, 3, ... in order', "warning")
            expected = (item.number or 0) + 1

    def steps(self, lines: list[_Line], owner: str, notes: list[str]) -> tuple[Step, ...]:
        """Numbered lines become steps; anything else under them becomes a note of the owner."""
        numbered = [ln for ln in lines if ln.kind == "number"]
        self.check_numbers(numbered, owner)
        out = []
        for line in lines:
            if line.kind != "number":
                notes.extend(_flatten([line]))
                continue
            own: list[str] = []
            children = self.steps(line.children, owner, own)
            assert line.number is not None  # a line of kind "number" always has one
            out.append(Step(line.number, line.text, line.no, children, tuple(own)))
        return tuple(out)

    def variant(self, line: _Line, owner: str) -> Variant:
        others: tuple[str, ...]
        label, name, others, text = None, None, (), line.text
        m = _LABEL.fullmatch(line.text)
        if m and _looks_like_name(m.group(1)):
            label, text = m.group(1), m.group(2) or ""
            name, others = split_names(label)
        notes: list[str] = []
        steps = self.steps(line.children, f"{owner}: {name or line.text[:30]}", notes)
        return Variant(name, text, line.no, steps, others, tuple(notes), label)

    def general_rules(self, body: list[_Line]) -> list[str]:
        rules = []
        for line in body:
            if line.kind != "text" and line.indent == 0:
                rules.append(line.text)
            else:
                self.not_understood(line, "a numbered general rule such as \"1. ...\"")
        return rules

    def write_up(self, head: _Line, body: list[_Line], page: str) -> WriteUp:
        name, others = split_names(head.text)
        fields: dict[str, object] = {"max_players": None, "wild_cards": None, "high_low": False}
        steps: tuple[Step, ...] = ()
        variants: list[Variant] = []
        notes: list[str] = []
        seen: set[str] = set()
        for line in _nest(body):
            if line.kind != "bullet" or line.indent != 0:
                self.not_understood(line, f'a "• " bullet at the left margin under "{head.text}"')
                notes.extend(_flatten([line]))
                continue
            m = _LABEL.fullmatch(line.text)
            label = m.group(1).strip() if m else line.text
            key = label.lower() if m else ""
            value = (m.group(2) or "").strip() if m else ""
            kind = _field_kind(key, line.text)
            if kind in seen and kind not in ("note", "suggestions"):
                self.problem(line, f'"{head.text}" has a second "{label}" bullet; '
                             "merge them into one", "warning")
            seen.add(kind)
            if kind == "max_players":
                if value.isdigit():
                    fields["max_players"] = int(value)
                else:
                    notes.append(line.text)
                    self.problem(line, f'maximum number of players "{value}" is not a whole '
                                 'number; write e.g. "Maximum Number of Players: 7"', "warning")
            elif kind == "wild_cards":
                fields["wild_cards"] = None if value.lower() in ("", "none", "none.") else value
            elif kind == "high_low":
                fields["high_low"] = True
                if not _HIGH_LOW.fullmatch(line.text.rstrip(".")):
                    notes.append(line.text)
            elif kind == "steps":
                if value:
                    notes.append(line.text)
                steps += self.steps(line.children, head.text, notes)
                continue
            elif kind in ("variants", "suggestions"):
                if value:
                    notes.append(line.text)
                for child in line.children:
                    if child.kind == "text":
                        notes.append(child.text)
                        notes.extend(_flatten(child.children))
                    else:
                        variants.append(self.variant(child, head.text))
                continue
            else:
                notes.append(line.text)
            notes.extend(_flatten(line.children))
        if "steps" not in seen:
            self.problem(head, f'write-up "{head.text}" has no "• The Game:" bullet with '
                         "numbered steps", "warning")
        return WriteUp(
            name=name, other_names=others, steps=steps, variants=tuple(variants),
            source=Source(self.path, head.no), notes=tuple(notes), heading=head.text,
            page=page, **fields,  # type: ignore[arg-type]
        )


def _field_kind(key: str, text: str) -> str:
    if "players" in key and ("max" in key or "number" in key):
        return "max_players"
    if key in ("wild cards", "wild card", "wilds", "wild"):
        return "wild_cards"
    if _HIGH_LOW.match(text):
        return "high_low"
    if key in ("the game", "game", "rules", "how to play", "play"):
        return "steps"
    if key in ("variants", "variant", "variations", "variation"):
        return "variants"
    if key in ("suggestions", "suggestion"):
        return "suggestions"
    return "note"


def parse_writeups(
    text: str, path: str,
) -> tuple[tuple[WriteUp, ...], tuple[str, ...], list[Problem]]:
    """Read one bulleted page: its write-ups, its general rules, and located problems.

    Never raises on bad input.

    >>> page = "Rules\\n\\nShow Five (Flip)\\n\\n• Maximum Number of Players: 7\\n• Wild Cards: None\\n"
    >>> page += "• High-Low Split\\n• The Game:\\n  1. Deal 7 down.\\n  2. Flip and bet.\\n"
    >>> (w,), rules, problems = parse_writeups(page, "x.txt")
    >>> w.name, w.other_names, w.max_players, w.wild_cards, w.high_low, len(w.steps)
    ('Show Five', ('Flip',), 7, None, True, 2)
    """
    reader = _Reader(path)
    lines = _read_lines(text)
    # Blocks: every text line at the left margin starts one; the lines up to the next belong to it.
    blocks: list[tuple[_Line | None, list[_Line]]] = []
    for line in lines:
        if line.kind == "text" and line.indent == 0:
            blocks.append((line, []))
        elif blocks:
            blocks[-1][1].append(line)
        else:
            blocks.append((None, [line]))
    page = ""
    write_ups: list[WriteUp] = []
    rules: list[str] = []
    for index, (head, body) in enumerate(blocks):
        first = body[0] if body else None
        starts = (first.kind if first is not None and first.indent == 0 else None)
        if head is None:
            for line in body:
                reader.not_understood(line, "a page title or a write-up name first")
        elif starts == "number" or (starts == "bullet" and _GENERAL.fullmatch(head.text)):
            rules.extend(reader.general_rules(body))
        elif starts == "bullet":
            write_ups.append(reader.write_up(head, body, page))
        elif index == 0:  # the page title; nothing belongs under it
            page = head.text
            for line in body:
                reader.not_understood(line, "a write-up name or a heading after the page title")
        else:
            reader.not_understood(head, "a write-up name followed by \"• \" bullets, or a "
                                  "heading followed by a numbered list of general rules")
            for line in body:
                reader.not_understood(line, "a \"• \" bullet under a write-up name")
    problems = sorted(reader.problems, key=lambda p: p.line or 0)
    return tuple(write_ups), tuple(rules), problems
