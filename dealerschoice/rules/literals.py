"""Literal substrings a regex's every full match must contain, read from its source text.

A pattern is tried on every sentence; testing `literal in sentence` first skips most of the
patterns that cannot match, without compiling them (compiling all of them costs more than a
small rebuild's reading). The scan is deliberately simple and conservative: a literal it
misses only costs speed, a wrong one would silently stop a pattern from reading.
"""

from __future__ import annotations

import re

MIN_LENGTH = 2
_QUANTIFIER = re.compile(r"\{(?:\d+(?:,\d*)?|,\d*)\}")
_INLINE_FLAG = re.compile(r"\(\?[aiLmsux-]")
# After a backslash: ASCII punctuation stands for itself; any other escape (\b, \d, \x41,
# a back reference) is not a plain character and ends a run.
_PUNCTUATION = frozenset("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~ ")
# Group openings whose content is matched in place, once: its own required literals count.
_PLAIN_GROUP = re.compile(r"\((?:\?:|\?P<\w+>)?")
_GROUP_MARK = re.compile(r"[\\\[()]")  # what may open or close a group, or hide a parenthesis


def required_literals(source: str, min_length: int = MIN_LENGTH) -> tuple[str, ...]:
    """Substrings (at least `min_length` long) of every string the regex fullmatches.

    Only runs of plain characters outside any character class count, and the content of
    groups (capturing or `(?:...)`) that are neither repeated, optional nor alternated
    inside. A top-level `|` or any inline flag gives ().

    >>> required_literals(r"(?:each|every) player may draw (?P<n>\\d+) cards?")
    (' player may draw ', ' card')
    >>> required_literals(r"[^.]*\\b(?:legs?)\\b[^.]*")
    ('leg',)
    >>> required_literals(r"no ante|there is no ante")
    ()
    """
    if _INLINE_FLAG.search(source):
        return ()
    found = _scan(source, 0, len(source))
    if found is None:
        return ()
    return tuple(dict.fromkeys(s for s in found if len(s) >= min_length))


def _scan(source: str, start: int, end: int) -> list[str] | None:
    """Literals of source[start:end], a sequence; None if it holds a top-level `|` or is
    malformed (then nothing is claimed)."""
    found: list[str] = []
    run: list[str] = []  # plain characters just read, the last one not yet known unquantified

    def flush() -> None:
        if run:
            found.append("".join(run))
            run.clear()

    at = start
    while at < end:
        char = source[at]
        if char == "\\":
            if at + 1 >= end:
                return None
            after = source[at + 1]
            if after in _PUNCTUATION:
                run.append(after)
            else:
                flush()
                if after in "xuUN0123456789":  # multi-character escapes: too rare to read safely
                    return None
            at += 2
        elif char in "?*":
            if run:
                run.pop()  # the character just read may be absent
            flush()
            at += 1
        elif char == "+":
            flush()  # the character is there at least once, but what follows may not be next
            at += 1
        elif char == "{":
            quantifier = _QUANTIFIER.match(source, at, end)
            if run:
                run.pop()  # repeated some number of times, maybe none (or a literal "{")
            flush()
            at = quantifier.end() if quantifier else at + 1
        elif char == "|" or char == ")":
            return None
        elif char == "[":
            flush()
            at = _class_end(source, at, end)
            if at is None:
                return None
        elif char == "(":
            flush()
            close = _group_end(source, at, end)
            if close is None:
                return None
            opening = _PLAIN_GROUP.match(source, at, close)
            if opening and source[opening.end():opening.end() + 1] != "?" and not _quantified(source, close + 1, end):
                inner = _scan(source, opening.end(), close)
                found.extend(inner or ())  # alternatives inside: nothing certain
            at = close + 1
        elif char in ".^$":
            flush()
            at += 1
        else:
            run.append(char)
            at += 1
    flush()
    return found


def _quantified(source: str, at: int, end: int) -> bool:
    return at < end and source[at] in "?*+{"


def _class_end(source: str, at: int, end: int) -> int | None:
    """The index just after the character class opening at `at` ("[]x]" and "[^]x]" hold "]")."""
    at += 1
    if at < end and source[at] == "^":
        at += 1
    if at < end and source[at] == "]":
        at += 1
    while at < end:
        if source[at] == "\\":
            at += 2
        elif source[at] == "]":
            return at + 1
        else:
            at += 1
    return None


def _group_end(source: str, at: int, end: int) -> int | None:
    """The index of the ")" closing the group opening at `at`, skipping classes and escapes."""
    depth = 0
    while (found := _GROUP_MARK.search(source, at, end)) is not None:
        at = found.start()
        char = source[at]
        if char == "\\":
            at += 2
            continue
        if char == "[":
            at = _class_end(source, at, end)
            if at is None:
                return None
            continue
        if char == "(":
            depth += 1
        else:
            depth -= 1
            if depth == 0:
                return at
        at += 1
    return None
