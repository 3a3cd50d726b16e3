"""Reader for the prose-guide format (e.g. the Anaconda guide).

A guide is a title line, then sections each opened by a number line ("01 /"), then a title
line, then paragraphs separated by blank lines. Headings after the last section with no body
("Common questions") are kept as `trailing`. Every line ends up in a field.
"""

from __future__ import annotations

import re

from dealerschoice.errors import Problem
from dealerschoice.records.game import Source
from dealerschoice.records.guide import Guide, GuideSection

_NUMBER = re.compile(r"(\d+)\s*/\s*(.*)")
_ARROWS = "←→↑↓⇐⇒⇦⇨"
_CARD = r"(?:10|[2-9TJQKA])[♠♥♦♣]"
# A run of cards: separated by spaces, commas or "and" ("3♠, 4♥ and 2♦").
_CARD_RUN = re.compile(rf"(?<!\w){_CARD}(?:(?:\s*,\s*|\s+and\s+|\s+){_CARD})*")


def card_runs(text: str) -> tuple[tuple[str, ...], ...]:
    """The runs of cards a paragraph names, in order.

    >>> card_runs("You hold Q♠ Q♥ 9♦. Pass 3♠, 4♥ and 2♦, keep 10♣.")
    (('Q♠', 'Q♥', '9♦'), ('3♠', '4♥', '2♦'), ('10♣',))
    """
    return tuple(tuple(re.findall(_CARD, m.group(0))) for m in _CARD_RUN.finditer(text))


def _is_heading(text: str) -> bool:
    return len(text.split()) <= 8 and not re.search(r"[.!?:;,)\"”]$", text)


def _is_aside(text: str) -> bool:
    return text[0] in _ARROWS or text[-1] in _ARROWS


def _paragraphs(lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """Join consecutive non-blank lines; a blank line (text "") ends a paragraph."""
    out: list[tuple[int, str]] = []
    current: list[str] = []
    start = 0
    for no, text in lines + [(0, "")]:
        if text:
            start = start if current else no
            current.append(text)
        elif current:
            out.append((start, "\n".join(current)))
            current = []
    return out


def parse_guide(text: str, path: str) -> tuple[Guide, list[Problem]]:
    """Read one prose guide into a Guide and located problems. Never raises on bad input.

    >>> g, problems = parse_guide("Snap♠\\n\\n01 /\\n\\nDeal\\n\\nDeal 7 cards.\\n\\nMore\\n", "g.txt")
    >>> g.name, [(s.number, s.title, s.paragraphs) for s in g.sections], g.trailing, problems
    ('Snap', [('01', 'Deal', ('Deal 7 cards.',))], ('More',), [])
    """
    problems: list[Problem] = []
    lines = [(no, raw.rstrip("\r").strip())
             for no, raw in enumerate(text.removeprefix("\ufeff").split("\n"), start=1)]
    title_at = next((i for i, (_, t) in enumerate(lines) if t), None)
    if title_at is None:
        problems.append(Problem(path, None, "guide is empty; expected a title line, then "
                                'numbered sections such as "01 /"'))
        return Guide("", (), Source(path, 1)), problems
    title_no, title = lines[title_at]
    # Split into the intro and one chunk per "NN /" line.
    chunks: list[tuple[int, str, str, list[tuple[int, str]]]] = []
    intro: list[tuple[int, str]] = []
    for no, line in lines[title_at + 1:]:
        m = _NUMBER.fullmatch(line)
        if m:
            chunks.append((no, m.group(1), m.group(2), []))
        else:
            (chunks[-1][3] if chunks else intro).append((no, line))
    if not chunks:
        problems.append(Problem(path, title_no, f'guide "{title}" has no numbered sections; '
                                'open each section with a line such as "01 /"'))
    sections: list[GuideSection] = []
    trailing: list[str] = []
    previous = 0
    for index, (no, number, inline_title, body) in enumerate(chunks):
        paras = _paragraphs(body)
        if not inline_title:
            if paras:
                inline_title = paras.pop(0)[1]
            else:
                problems.append(Problem(path, no, f'section "{number} /" has no title; put '
                                        "the section title on the next line"))
        if int(number) != previous + 1:
            problems.append(Problem(path, no, f'section "{number} /" follows section '
                                    f'{previous:02d}; number the sections 01, 02, ... in order',
                                    "warning"))
        previous = int(number)
        if index == len(chunks) - 1:
            while paras and _is_heading(paras[-1][1]) and len(paras) > 1:
                trailing.insert(0, paras.pop()[1])
        texts = [t for _, t in paras]
        asides = tuple(t for t in texts if _is_aside(t))
        kept = tuple(t for t in texts if not _is_aside(t))
        cards = tuple(run for t in kept for run in card_runs(t))
        sections.append(GuideSection(number, inline_title, kept, no, cards, asides))
    guide = Guide(title, tuple(sections), Source(path, title_no), tuple(trailing),
                  tuple(t for _, t in _paragraphs(intro)))
    return guide, problems
