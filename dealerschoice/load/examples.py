"""Worked examples: `examples/*.md` of a catalog folder, Markdown with a small hand notation.

    # What a pass can change
    Game: Anaconda (#10)
    Source: catalog/guides/anaconda.txt, section 05
    > You hold Q♠ Q♥ 9♣ 8♦ 3♠ 4♥ 2♣. ...            (quoted word for word from the source)
    ```hand
    hold Q♠ Q♥ 9♣ 8♦ 3♠ 4♥ 2♣
    pass 3♠ 4♥ 2♣
    expect best full-house: Q♠ Q♥ Q♦ 9♣ 9♦
    ```

Lines may start with "- " (a Markdown list). Other prose is free text. This module reads the
file and checks the notation's form (verbs, cards); the claims are executed by the play stage.
"""

from __future__ import annotations

import re
from pathlib import Path

from dealerschoice.cards import parse_cards
from dealerschoice.errors import Problem, UsageError
from dealerschoice.records.example import ExampleLine, Verb, WorkedExample
from dealerschoice.records.game import Source

VERBS = {
    "hold": "cards dealt to you, face down",
    "pass": "cards you pass on",
    "receive": "cards passed to you",
    "discard": "cards you throw away",
    "draw": "cards you draw",
    "stack": "your down cards in the order you will turn them up, top first",
    "flip": "how many cards of the stack you turn up",
    "wild": "ranks or cards wild besides the game's own wild rules",
    "expect": "a claim: held CARDS, best CATEGORY[: CARDS], showing CATEGORY[: CARDS]",
}
CARD_VERBS = ("hold", "pass", "receive", "discard", "draw", "stack")
_META = re.compile(r"^(?:[-*]\s+)?(game|source)\s*:\s*(.+?)\s*$", re.I)


def read_examples(base: str) -> tuple[list[WorkedExample], list[Problem]]:
    """Every worked example of `base/examples/`, in file-name order, and the problems found."""
    folder = Path(base) / "examples"
    examples: list[WorkedExample] = []
    problems: list[Problem] = []
    if not folder.is_dir():
        return examples, problems
    root = base.rstrip("/\\") or base
    for entry in sorted(folder.iterdir()):
        path = f"{root}/examples/{entry.name}".replace("\\", "/")
        if entry.name.startswith(".") or entry.name.lower() == "readme.md":
            continue
        if not entry.is_file() or entry.suffix != ".md":
            problems.append(Problem(path, None, f'"{entry.name}" is not read: only *.md files of examples/ '
                                    "are worked examples; rename it or move it out", "warning"))
            continue
        try:
            text = entry.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as error:
            problems.append(Problem(path, None, f"cannot read the worked example ({error}); save it as UTF-8"))
            continue
        example, found = parse_example(text, path)
        problems.extend(found)
        if example is not None:
            examples.append(example)
    return examples, problems


def parse_example(text: str, path: str) -> tuple[WorkedExample | None, list[Problem]]:
    """One worked example; None (with problems) when it cannot be used.

    >>> ex, problems = parse_example("# T\\nGame: Anaconda\\n```hand\\nhold Qs Qh\\nexpect best pair\\n```\\n", "x.md")
    >>> ex.game, [(l.line, l.verb.value, l.text) for l in ex.lines], problems
    ('Anaconda', [(4, 'hold', 'Q♠ Q♥'), (5, 'expect', 'best pair')], [])
    >>> parse_example("# T\\nGame: A\\n```hand\\nshuffle 3\\n```\\n", "x.md")[1][0].message[:25]
    'unknown step "shuffle 3":'
    """
    problems: list[Problem] = []
    title = game = cite = None
    game_line = quote_line = 0
    quote: list[str] = []
    lines: list[ExampleLine] = []
    in_hand = False
    hand_seen = False
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if in_hand:
            if line.startswith("```"):
                in_hand = False
                continue
            if not line or line.startswith("#"):
                continue
            parsed = _notation(line, number, path, problems)
            if parsed is not None:
                lines.append(parsed)
            continue
        if line.startswith("```"):
            in_hand = line[3:].strip().lower() == "hand"
            hand_seen = hand_seen or in_hand
            continue
        if line.startswith("# ") and title is None:
            title = line[2:].strip()
            continue
        if line.startswith(">"):
            quote_line = quote_line or number
            quote.append(line.lstrip(">").strip())
            continue
        meta = _META.match(line)
        if meta:
            if meta.group(1).lower() == "game":
                game, game_line = meta.group(2), number
            else:
                cite = meta.group(2)
    where = Source(path, 1)
    if in_hand:
        problems.append(Problem(path, None, 'the ```hand block is not closed: end it with a line of ```'))
    if title is None:
        problems.append(Problem(path, 1, 'no title: start the file with a "# Title" line'))
    if game is None:
        problems.append(Problem(path, None, 'no "Game: Name (#id)" line: say which game the example plays'))
    if not hand_seen:
        problems.append(Problem(path, None, "no ```hand block: write the hand in the notation "
                                "(hold, pass, receive, discard, draw, stack, flip, wild, expect)"))
    if title is None or game is None or any(p.severity == "error" for p in problems):  # each None is an error above
        return None, problems
    cite_file = cite.split(",")[0].strip() if cite else None
    paragraphs = " ".join(q if q else "\n\n" for q in quote).split("\n\n")
    quoted = "\n\n".join(" ".join(p.split()) for p in paragraphs if p.strip())
    return WorkedExample(title, game, where, game_line, cite or "", cite_file, quoted,
                         quote_line, tuple(lines)), problems


def _notation(line: str, number: int, path: str, problems: list[Problem]) -> ExampleLine | None:
    line = re.sub(r"^[-*]\s+", "", line)
    verb, _, rest = line.partition(" ")
    verb = verb.lower().rstrip(":")
    rest = rest.strip()
    if verb not in VERBS:
        known = "; ".join(f"{v} ({what})" for v, what in VERBS.items())
        problems.append(Problem(path, number, f'unknown step "{line}": a hand line starts with one of {known}'))
        return None
    if verb in CARD_VERBS:
        try:
            cards = parse_cards(rest.replace(" and ", " "))
        except UsageError as error:
            problems.append(Problem(path, number, f"{verb}: {error}"))
            return None
        if not cards:
            problems.append(Problem(path, number, f'"{verb}" needs cards, e.g. "{verb} Q♠ 9♦"'))
            return None
        rest = " ".join(str(c) for c in cards)
    elif verb == "flip" and not rest.isdigit():
        problems.append(Problem(path, number, f'flip "{rest}": give how many cards turn up, e.g. "flip 4"'))
        return None
    return ExampleLine(number, Verb(verb), rest)  # a word of VERBS, checked above
