"""Grammar text with its inline groups and optional parts made rules of their own.

Lark turns every `( a | b )` group and every `x?` inside a rule into whole copies of the
rule, one per choice: a rule with eight such parts becomes hundreds of rules, and an Earley
parser's time grows with them. Here each group and each optional part becomes a small rule
named `_gN` / `_oN` (a leading underscore: Lark splices its children into the parent's, so
the parse trees, and the readers' methods, are the same), written once however often it is
used. A rule with `!` (keep its words) passes that on to the rules made from it.
"""

from __future__ import annotations

import re

_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"i?|->|[A-Za-z_][A-Za-z_0-9]*|\d+|[()|?*+~.,:]|\S')
_HEADER = re.compile(r"([?!]?)([A-Za-z_][A-Za-z_0-9]*)((?:\.-?\d+)?)\s*:(.*)", re.S)


def _strip_comments(text: str) -> str:
    out = []
    for line in text.splitlines():
        cut = None
        in_string = False
        i = 0
        while i < len(line):
            ch = line[i]
            if ch == "\\" and in_string:
                i += 2
                continue
            if ch == '"':
                in_string = not in_string
            elif not in_string and line.startswith("//", i):
                cut = i
                break
            i += 1
        out.append(line if cut is None else line[:cut])
    return "\n".join(out)


def _statements(text: str) -> list[str]:
    """Top-level statements: a line at the margin starts one, indented or `|` lines go on."""
    found: list[str] = []
    for line in text.splitlines():
        if not line.strip():
            continue
        if line[0].isspace() or line.lstrip().startswith("|"):
            if found:
                found[-1] += " " + line.strip()
            continue
        found.append(line.strip())
    return found


class _Factorer:
    def __init__(self) -> None:
        self.made: dict[tuple[str, str], str] = {}  # (keep, body) -> rule name
        self.rules: list[str] = []

    def new_rule(self, prefix: str, keep: str, body: str) -> str:
        key = (keep, body)
        if key not in self.made:
            name = f"_{prefix}{len(self.made)}"
            self.made[key] = name
            self.rules.append(f"{keep}{name}: {body}")
        return self.made[key]

    def alternatives(self, tokens: list[str], at: int, keep: str, top: bool) -> tuple[list[str], int]:
        """Read alternatives up to a closing `)` (or the end); returns their texts."""
        alts: list[str] = []
        items: list[str] = []
        alias = ""
        while at < len(tokens):
            token = tokens[at]
            if token == ")":
                break
            if token == "|":
                alts.append(" ".join(items) + alias)
                items, alias = [], ""
                at += 1
                continue
            if token == "->" and top:
                alias = f" -> {tokens[at + 1]}"
                at += 2
                continue
            if token == "(":
                inner, at = self.alternatives(tokens, at + 1, keep, top=False)
                at += 1  # the ")"
                atom = self.new_rule("g", keep, " | ".join(inner)) if len(inner) > 1 else inner[0]
                if len(inner) == 1 and " " in atom:
                    atom = self.new_rule("g", keep, atom)
            else:
                atom = token
                at += 1
            if at < len(tokens) and tokens[at] == "?":
                atom = self.new_rule("o", keep, f"{atom}?")
                at += 1
            elif at < len(tokens) and tokens[at] in ("*", "+"):
                atom = f"{atom}{tokens[at]}"
                at += 1
            items.append(atom)
        alts.append(" ".join(items) + alias)
        return alts, at


def factor(text: str) -> str:
    """The grammar with groups and optional parts as rules of their own; the same language.

    >>> print(factor('greet: ("hi" | "hello") "there"? name -> hi\\n    | "bye"\\nname: "bob"'), end="")
    greet: _g0 _o1 name -> hi | "bye"
    name: "bob"
    _g0: "hi" | "hello"
    _o1: "there"?
    """
    factorer = _Factorer()
    out: list[str] = []
    for statement in _statements(_strip_comments(text)):
        header = _HEADER.fullmatch(statement)
        if statement.startswith("%") or header is None:
            out.append(statement)
            continue
        modifier, name, priority, body = header.groups()
        keep = "!" if modifier == "!" else ""
        alts, _ = factorer.alternatives(_TOKEN.findall(body), 0, keep, top=True)
        out.append(f"{modifier}{name}{priority}: {' | '.join(alts)}")
    return "\n".join(out + factorer.rules) + "\n"


def vocabulary(text: str, start: str) -> frozenset[str]:
    """Every word the rules reachable from `start` name: a sentence with any other word (and
    no word of a shape the lexer reads) cannot be read, without building the parser.

    >>> sorted(vocabulary('a: "x" b\\nb: "y" | "z"?\\nc: "unused"', "a"))
    ['x', 'y', 'z']
    """
    bodies: dict[str, list[str]] = {}
    for statement in _statements(_strip_comments(text)):
        header = _HEADER.fullmatch(statement)
        if header is not None and not statement.startswith("%"):
            bodies.setdefault(header.group(2), []).extend(_TOKEN.findall(header.group(4)))
    seen: set[str] = set()
    todo = [start]
    words: set[str] = set()
    while todo:
        name = todo.pop()
        if name in seen or name not in bodies:
            continue
        seen.add(name)
        for token in bodies[name]:
            if token.startswith('"'):
                words.add(token[1:-1].encode().decode("unicode_escape") if "\\" in token else token[1:-1])
            elif token[0].isalpha() or token[0] == "_":
                todo.append(token)
    return frozenset(words)
