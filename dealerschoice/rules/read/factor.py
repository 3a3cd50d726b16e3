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
from dataclasses import dataclass

from dealerschoice.rules.read.lexer import terminal_of, word_names

_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"i?|->|[A-Za-z_][A-Za-z_0-9]*|\d+|[()|?*+~.,:]|\S')
_HEADER = re.compile(r"([?!]?)([A-Za-z_][A-Za-z_0-9]*)((?:\.-?\d+)?)\s*:(.*)", re.DOTALL)


# A string literal (to the end of the line when unclosed, as the grammar's own reader has it)
# or a `//` comment: comments go, strings stay.
_STRING_OR_COMMENT = re.compile(r'"(?:[^"\\\n]|\\.)*(?:"|\\?$)|//.*', re.MULTILINE)


def _strip_comments(text: str) -> str:
    """The text without its `//` comments (a `//` inside a string literal stays).

    >>> _strip_comments('a: "x//y" // note\\nb: "z"//')
    'a: "x//y" \\nb: "z"'
    """
    return _STRING_OR_COMMENT.sub(lambda m: m.group(0) if m.group(0).startswith('"') else "", text)


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


_END = "$END"  # what follows the last word


@dataclass(frozen=True, slots=True)
class Adjacency:
    """Which terminal may start a sentence of a grammar and which may follow which, from its
    compiled rules: a parse needs every pair of neighbouring words to be one of these, so a
    sentence that breaks one is refused without running the parser (it would fail there)."""

    names: dict[str, str]  # word -> its terminal, as the lexer has it
    first: frozenset[str]
    follow: dict[str, frozenset[str]]  # terminal -> the terminals (and _END) that may come next
    empty: bool  # the start rule reads no words

    def admits(self, words: tuple[str, ...]) -> bool:
        """False when no sentence of the grammar has these words' terminals in this order.

        >>> from lark import Lark
        >>> p = Lark('s: "a" "b"? "c" N_DIGITS?\\n%declare N_DIGITS', start="s", parser="earley")
        >>> a = adjacency(p.terminals, p.rules, "s")
        >>> [a.admits(w) for w in (("a", "b", "c"), ("a", "c", "7"), ("b", "c"), ("a", "b"), ("a", "x"), ())]
        [True, True, False, False, False, False]
        """
        terminals = tuple(terminal_of(self.names, word) for word in words)
        if not terminals:
            return self.empty
        if terminals[0] not in self.first:
            return False
        for at, terminal in enumerate(terminals):
            after = terminals[at + 1] if at + 1 < len(terminals) else _END
            if after not in self.follow.get(terminal, ()):  # type: ignore[arg-type]
                return False
        return True


def adjacency(terminals, rules, start: str) -> Adjacency:
    """The `Adjacency` of a compiled Lark grammar (`Lark(...).terminals` and `.rules`: each
    rule an origin and an expansion of terminals and nonterminals), by the textbook FIRST and
    FOLLOW sets, taken over terminals too."""
    nullable: set[str] = set()
    first: dict[str, set[str]] = {}
    changed = True
    while changed:  # FIRST of each nonterminal, and which derive no words
        changed = False
        for rule in rules:
            origin = rule.origin.name
            into = first.setdefault(origin, set())
            size = len(into)
            for symbol in rule.expansion:
                if symbol.is_term:
                    into.add(symbol.name)
                    break
                into |= first.get(symbol.name, set())
                if symbol.name not in nullable:
                    break
            else:
                if origin not in nullable:
                    nullable.add(origin)
                    changed = True
            changed = changed or len(into) != size

    def first_of(symbol) -> set[str]:
        return {symbol.name} if symbol.is_term else first.get(symbol.name, set())

    follow: dict[str, set[str]] = {start: {_END}}
    changed = True
    while changed:  # FOLLOW of every symbol, terminals included
        changed = False
        for rule in rules:
            after = set(follow.get(rule.origin.name, ()))  # what may follow the rest of the rule
            for symbol in reversed(rule.expansion):
                into = follow.setdefault(symbol.name, set())
                size = len(into)
                into |= after
                changed = changed or len(into) != size
                after = first_of(symbol) | after if (not symbol.is_term and symbol.name in nullable) else first_of(symbol)
    used = {s.name for rule in rules for s in rule.expansion if s.is_term}
    return Adjacency(word_names(terminals), frozenset(first.get(start, ())),
                     {t: frozenset(follow.get(t, ())) for t in used}, start in nullable)
