"""Where a layout's cards lie on a drawing, and the orders a rule turns them in: the work
behind `Layout.coordinates` and `Layout.flip_order` (their docstrings show it).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from dealerschoice.rules.steps.vocab import LineKind, Order, Shape

if TYPE_CHECKING:
    from dealerschoice.rules.steps.layout import Layout


def coordinates(layout: Layout) -> dict[str, tuple[float, float]]:
    """Where each position of `layout` lies, in card places (across, down) from the top left."""
    if layout.shape == Shape.CIRCLE:
        ring = [p for p in layout.positions if p != layout.centre]
        # far enough out that neighbouring cards (about 0.7 places wide) do not touch
        radius = max(1.0, 0.62 / math.sin(math.pi / len(ring))) if len(ring) > 1 else 0.0
        found = {}
        for i, p in enumerate(ring):
            angle = -math.pi / 2 + 2 * math.pi * i / len(ring)
            found[p] = (round(radius + radius * math.cos(angle), 2) + 0.0,
                        round(radius + radius * math.sin(angle), 2) + 0.0)
        if layout.centre:
            found[layout.centre] = (radius, radius)
        return found
    if layout.shape == Shape.SETS:
        return {p: (float(int(p.split(".")[1]) - 1), float(int(p[1:].split(".")[0]) - 1)) for p in layout.positions}
    return {p: (float(int(p.split("c")[1]) - 1), float(int(p[1:].split("c")[0]) - 1)) for p in layout.positions}


def flip_order(layout: Layout, order: Order = Order.DEALT, after: str | None = None) -> tuple[str, ...]:
    """The positions of `layout` in the order a rule turns "the next" card in `order`."""
    if order == Order.DEALT:
        return layout.positions
    where = layout.coordinates()
    if order in (Order.LEFT_RIGHT_DOWN, Order.RIGHT_LEFT_DOWN):
        sign = 1 if order == Order.LEFT_RIGHT_DOWN else -1
        return tuple(sorted(layout.positions, key=lambda p: (where[p][1], sign * where[p][0])))
    found: list[str] = []
    for ring in _rings(layout, where):
        if after in ring:  # going on from the card turned last
            ring = ring[ring.index(after):] + ring[:ring.index(after)]
        if order == Order.COUNTER_CLOCKWISE:
            ring = ring[:1] + ring[:0:-1]
        elif order == Order.CLOCKWISE_SKIP:
            ring = ring[::2] + ring[1::2]
        found.extend(ring)
    return tuple(found)


def _rings(layout: Layout, where: dict[str, tuple[float, float]]) -> list[list[str]]:
    """The positions ring by ring from the outside in, each clockwise from its top left."""
    if layout.shape == Shape.CIRCLE:
        return [[p for p in layout.positions if p != layout.centre]] + ([[layout.centre]] if layout.centre else [])
    if layout.shape == Shape.SETS:
        return [list(line.positions) for line in layout.lines_of(LineKind.SET)]
    xs = [x for x, _ in where.values()]
    ys = [y for _, y in where.values()]
    if min(xs) == max(xs) or min(ys) == max(ys):  # one row or one column: along it
        return [list(layout.positions)]
    mid_x, mid_y = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
    depth = {p: min(x - min(xs), max(xs) - x, y - min(ys), max(ys) - y) for p, (x, y) in where.items()}
    rings = []
    for level in sorted(set(depth.values())):
        ring = [p for p in layout.positions if depth[p] == level]
        # clockwise on the page (y grows downwards), from the top left at -135 degrees
        ring.sort(key=lambda p: (math.degrees(math.atan2(where[p][1] - mid_y, where[p][0] - mid_x)) + 135.0001) % 360)
        rings.append(ring)
    return rings
