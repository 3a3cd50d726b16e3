"""Messages of the numbered-rule reader: the quoted value, what is allowed, how to fix it.

The reader adds the file:line prefix.
"""

from __future__ import annotations

import re

from dealerschoice.load.writer import ALIASES, CHILDREN, PARENT, RULES, TAGS

KEYWORDS = (("Also known as:", ALIASES), ("Tags:", TAGS), ("Rules:", RULES),
            ("Parent:", PARENT), ("Children:", CHILDREN))
KEYWORD_OF = {kind: keyword for keyword, kind in KEYWORDS}

BOM = ("the file starts with a UTF-8 byte order mark (BOM); it is kept, "
       "but save the file as UTF-8 without a BOM")
CRLF = ("the file has Windows line endings (CRLF); they are kept, "
        "but save the file with Unix line endings (LF)")
BLANK_WITH_SPACES = "blank line with spaces in it; they are kept, but remove them"
NO_GAMES = 'no games in this file; a record starts with a header line "Name (#id)"'
PARTS = ('"Also known as: …", "Tags: …", "Rules:", numbered rules "N. …", '
         '"Parent: Name (#id)" and "Children:"')


SHOWN = 120  # characters of a quoted value; a longer one is cut (a 5 MB line made a 5 MB message)
_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def shown(value: object) -> str:
    r"""A value as a message quotes it: control characters written as escapes (a terminal would
    obey them: an ESC sequence recolours or clears it), and past 120 characters, cut.

    >>> print(shown("\x1b[31mred"), shown("x" * 500)[-30:])
    \x1b[31mred xxxxx… (500 characters in all)
    """
    text = str(value)  # a value read already (a GameRef) reads as it was written
    cut = text if len(text) <= SHOWN else text[:SHOWN - 20]
    cut = _CONTROL.sub(lambda m: f"\\x{ord(m[0]):02x}", cut)
    return cut if len(text) <= SHOWN else f"{cut}… ({len(text)} characters in all)"


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


MAX_DIGITS = 9  # ids and rule numbers: far past any catalog, and short enough for file names


def long_number(value: str) -> str | None:
    """Why a line that reads like a header, rule or parent is not one: a number too long.

    >>> long_number("Big (#" + "9" * 20 + ")")
    'the number 99999999999… has 20 digits; ids and rule numbers have at most 9: shorten it'
    >>> long_number("Big (#12)") is None
    True
    """
    if not isinstance(value, str):
        return None
    for digits in re.findall(r"\d+", value):
        if len(digits) > MAX_DIGITS:
            return (f"the number {digits[:11]}… has {len(digits)} digits; ids and rule numbers have "
                    f"at most {MAX_DIGITS}: shorten it")
    return None


def before_first(value: str) -> str:
    too_long = long_number(value)
    if too_long:
        return f'"{value[:80]}": {too_long}'
    return (f'text before the first record: "{shown(value)}"; a file starts with a header line '
            '"Name (#id)": delete the line or complete the record')


def malformed_header(value: str) -> str:
    too_long = long_number(value)
    if too_long:
        return f'malformed header "{value[:80]}…": {too_long}'
    return (f'malformed header "{shown(value)}"; a record starts with "Name (#id)", the id a whole '
            f'number: write it like "{suggestion(value)}"')


def listed_child(value: str) -> str:
    return (f'"{shown(value)}" under "Children:" is not read; children come from the "Parent:" lines '
            "of their own records")


def unknown_line(label: str, value: str) -> str:
    too_long = long_number(value)
    if too_long:
        return f'{label}: "{value[:80]}": {too_long}'
    return f'{label}: unrecognised line "{shown(value)}"; a record has only {PARTS} lines: fix or delete it'


def second_part(label: str, line: str, kind: str) -> str:
    keyword = KEYWORD_OF.get(kind, kind)
    return f'{label}: second "{keyword}" line "{shown(line)}"; a record has one: merge them into one line'


def after_rules(value: str) -> str:
    return f'text "{shown(value)}" after "Rules:"; "Rules:" stands alone: move the text to a line below'


def after_children(value: str) -> str:
    return (f'text "{shown(value)}" after "Children:"; the heading stays empty (children come from '
            '"Parent:" lines): delete the text')


def malformed_parent(label: str, value: str) -> str:
    too_long = long_number(value)
    if too_long:
        return f'{label}: malformed parent "{value[:80]}…": {too_long}'
    return (f'{label}: malformed parent "{shown(value)}"; write "Parent: Name (#id)", the id a whole '
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
    return f'"{shown(line)}" does not end with a period; the list of names ends with ".": add it'


def empty_alias(line: str) -> str:
    return (f'empty name in "{shown(line)}"; names are separated by ", " and the list ends with ".": '
            "remove the extra comma")


def empty_tag(line: str) -> str:
    return f'empty tag in "{shown(line)}"; tags are separated by ", ": remove the extra comma'


def bad_tag(tag: str) -> str:
    return (f'tag "{shown(tag)}" is not allowed; a tag is lower-case letters and digits, joined by '
            'hyphens (e.g. "high-low"): rename it')


def no_rules_heading(label: str) -> str:
    return f'{label} has no "Rules:" line and no rules; add "Rules:" and numbered rules "1. …"'


def no_rules(label: str) -> str:
    return f'{label} has no rules under "Rules:"; add numbered rules "1. …"'


def not_standard(expected: str) -> str:
    return f'line kept as written, but its standard form is "{expected}": rewrite it that way'
