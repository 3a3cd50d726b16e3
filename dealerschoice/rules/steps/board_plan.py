"""The board as a game's rules play it out, for its page: `board_plan` gives where each card
lies, which flip turns it, which lines a hand may use (`render.board_svg` draws it).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from dealerschoice.rules.steps.board import BoardFlip, BoardLayout
from dealerschoice.rules.steps.board_limits import BoardUse, UseOptions
from dealerschoice.rules.steps.cards import Deal
from dealerschoice.rules.steps.layout import Layout
from dealerschoice.rules.steps.vocab import Chooser, Face


@dataclass(frozen=True, slots=True)
class BoardPlan:
    """A board as its page draws it.

    shape: the `Shape` word. cards: (position, across, down) of each card place, in card
    places from the top left. flips: (position, number) for each card a rule turns, the
    cards of one flip sharing its number; rules: the rule number of each flip number.
    chosen: some flips are the flipping player's choice (their numbers show one way).
    up: the cards are dealt face up (nothing to turn). lines: (kind, positions) of each
    group a hand's common cards may come from; kind "run" for cards next to one another.
    centre / joker: the centre position, and a joker's place.
    """

    shape: str
    cards: tuple[tuple[str, float, float], ...]
    flips: tuple[tuple[str, int], ...] = ()
    rules: tuple[int, ...] = ()
    chosen: bool = False
    up: bool = False
    lines: tuple[tuple[str, tuple[str, ...]], ...] = ()
    centre: str | None = None
    joker: str | None = None

    def as_json(self) -> dict:
        return {"shape": self.shape, "cards": [list(c) for c in self.cards], "flips": [list(f) for f in self.flips],
                "rules": list(self.rules), "chosen": self.chosen, "up": self.up,
                "lines": [[kind, list(places)] for kind, places in self.lines],
                "centre": self.centre, "joker": self.joker}

    @classmethod
    def from_json(cls, data: Mapping) -> BoardPlan:
        return cls(data["shape"], tuple((p, float(x), float(y)) for p, x, y in data["cards"]),
                   tuple((p, int(n)) for p, n in data["flips"]), tuple(data["rules"]), bool(data["chosen"]),
                   bool(data["up"]), tuple((kind, tuple(places)) for kind, places in data["lines"]),
                   data.get("centre"), data.get("joker"))


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
    lines: list[tuple[str, tuple[str, ...]]] = []
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
    return BoardPlan(str(layout.shape), tuple((p, *where[p]) for p in layout.positions), tuple(flips),
                     tuple(rules), chosen, face_up, tuple(dict.fromkeys(lines)), layout.centre, layout.joker)


def _uses(step) -> list[BoardUse]:
    if isinstance(step, BoardUse):
        return [step]
    return [s for option in step.options for s in option if isinstance(s, BoardUse)]


def _lines_of(use: BoardUse, layout: Layout) -> list[tuple[str, tuple[str, ...]]]:
    groups = use.groups(layout)
    if groups == (layout.positions,):
        return []  # the whole board: nothing to single out
    if use.adjacent:
        return [("run", g) for g in groups]
    kinds = {line.positions: str(line.kind) for line in layout.hand_lines(*use.lines)}
    return [(kinds.get(g, "line"), g) for g in groups]
