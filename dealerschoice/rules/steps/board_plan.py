"""The board as a game's rules play it out, for its page: `board_plan` gives where each card
lies, which flip turns it, which lines a hand may use (`render.board_svg` draws it), as the
record the page and the analysis cache take (`records.board.BoardPlan`).
"""

from __future__ import annotations

from collections.abc import Sequence

from dealerschoice.records.board import BoardLine, BoardPlan, BoardShape
from dealerschoice.rules.steps.board import BoardFlip, BoardLayout
from dealerschoice.rules.steps.board_limits import BoardUse, UseOptions
from dealerschoice.rules.steps.cards import Deal
from dealerschoice.rules.steps.layout import Layout
from dealerschoice.rules.steps.vocab import Chooser, Face

__all__ = ["BoardPlan", "board_plan"]


def board_plan(read: Sequence) -> BoardPlan | None:
    """The board of a game's read rules (`grammar.read_game`), or None when it has none.

    >>> from dealerschoice.records import Rule
    >>> from dealerschoice.rules.grammar import read_rule
    >>> def rule(n, text):
    ...     return read_rule(Rule(n, text, n))
    >>> plan = board_plan([rule(1, "Deal nine face down common cards in a 3x3 square."),
    ...                    rule(2, "Flip one common card from each row face up."),
    ...                    rule(3, "Your hand may only use one horizontal or vertical row of common cards.")])
    >>> len(plan.cards), plan.flips[:3], plan.rules, len(plan.lines)
    (9, (('r1c1', 1), ('r2c1', 1), ('r3c1', 1)), (2,), 6)
    """
    layout: Layout | None = None
    face_up = False
    flips: list[tuple[str, int]] = []
    rules: list[int] = []
    lines: list[tuple[BoardLine, tuple[str, ...]]] = []
    chosen = False
    flipped: set[str] = set()
    last: str | None = None
    for rule in read:
        steps = list(rule.steps)
        for at, step in enumerate(steps):
            if isinstance(step, BoardLayout) and layout is None:
                layout = step.layout
                deals = [s for s in steps[:at] if isinstance(s, Deal)]
                face_up = bool(deals) and all(d.face == Face.UP for d in deals)
            elif isinstance(step, BoardFlip) and layout is not None:
                ways = step.choices(layout, frozenset(flipped), last)
                if not ways:
                    continue
                chosen = chosen or step.chooser == Chooser.FLIPPER or len(ways) > 1
                rules.append(rule.number)
                flips.extend((p, len(rules)) for p in ways[0])
                flipped.update(ways[0])
                last = ways[0][-1]
            elif isinstance(step, (BoardUse, UseOptions)):
                for use in _uses(step):
                    lines.extend(_lines_of(use, layout) if layout is not None else ())
    if layout is None:
        return None
    where = layout.coordinates()
    return BoardPlan(BoardShape(layout.shape.value), tuple((p, *where[p]) for p in layout.positions), tuple(flips),
                     tuple(rules), chosen, face_up, tuple(dict.fromkeys(lines)), layout.centre, layout.joker)


def _uses(step) -> list[BoardUse]:
    if isinstance(step, BoardUse):
        return [step]
    return [s for option in step.options for s in option if isinstance(s, BoardUse)]


def _lines_of(use: BoardUse, layout: Layout) -> list[tuple[BoardLine, tuple[str, ...]]]:
    groups = use.groups(layout)
    if groups == (layout.positions,):
        return []  # the whole board: nothing to single out
    if use.adjacent:
        return [(BoardLine.RUN, g) for g in groups]
    kinds = {line.positions: BoardLine(line.kind.value) for line in layout.hand_lines(*use.lines)}
    return [(kinds.get(g, BoardLine.LINE), g) for g in groups]
