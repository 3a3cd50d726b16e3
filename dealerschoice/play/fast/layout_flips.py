"""Which common cards lie face up at the showdown of a layout game, whatever the dealer
chooses at its board flips (`mechanics.board.board_flip`).

A board flip turns the cards of one of the ways `BoardFlip.choices` gives for the board
as it lies (the places dealt so far, those face up, the last one turned); when there are
several, the dealer picks by their own cards (`mechanics.board._choose`), which a plan does
not follow. But the ways depend on the places alone, never on the cards: following every
way of every flip gives every face-up set the showdown can meet. A plan is made only when
that is one set (most games turn every card in the end, in whatever order).
"""

from __future__ import annotations

from collections.abc import Sequence

from dealerschoice.play.board import BoardShape
from dealerschoice.play.fast.plan import Unplanned
from dealerschoice.rules.steps.board import BoardFlip
from dealerschoice.rules.steps.layout import Layout

# (face-up places, the last place turned) states followed at once before the plan gives up:
# a few thousand at most in the corpus (ten cards turned one by one, in any order: 2**10 sets, ten last cards)
_MOST_STATES = 1 << 14


def final_up(shape: BoardShape, dealt_up: Sequence[bool], flips: Sequence[tuple[int, BoardFlip]]) -> frozenset[str]:
    """The places face up at the showdown: `dealt_up` says which table card (in dealing order)
    is dealt face up, `flips` are (table cards dealt before it, the flip) in rule order.
    `Unplanned` when the flippers' choices may leave other cards face up.

    >>> from dealerschoice.rules.steps.vocab import LineKind
    >>> rows = BoardShape(Layout.rows((2, 2)).positions, Layout.rows((2, 2)))
    >>> sorted(final_up(rows, [False] * 4, [(4, BoardFlip(each=LineKind.ROW, chooser="flipper"))] * 2))
    ['r1c1', 'r1c2', 'r2c1', 'r2c2']
    >>> final_up(rows, [False] * 4, [(4, BoardFlip(each=LineKind.ROW, chooser="flipper"))])
    Traceback (most recent call last):
    ...
    dealerschoice.play.fast.plan.Unplanned: a board flip whose choice decides which common cards count: 4 ways
    """
    ends = {up for up, _ in _ends(shape, dealt_up, flips)}
    if len(ends) != 1:
        raise Unplanned(f"a board flip whose choice decides which common cards count: {len(ends)} ways")
    return ends.pop()


def last_turned(shape: BoardShape, dealt_up: Sequence[bool],
                flips: Sequence[tuple[int, BoardFlip]]) -> tuple[frozenset[str], str | None]:
    """(the places face up at the showdown, the last place a flip turned: None if none did),
    for a rule that reads it ("the last common card flipped is wild"); `Unplanned` when the
    flippers' choices may turn another card last.

    >>> rows = BoardShape(Layout.rows((2,)).positions, Layout.rows((2,)))
    >>> up, last = last_turned(rows, [False] * 2, [(2, BoardFlip())] * 2)
    >>> sorted(up), last
    (['r1c1', 'r1c2'], 'r1c2')
    """
    ends = _ends(shape, dealt_up, flips)
    if len(ends) != 1:
        raise Unplanned(f"a board flip whose choice decides the last common card turned up: {len(ends)} ways")
    up, last = ends.pop()
    return up, last[0] if last else None


def turned_in_order(shape: BoardShape, dealt_up: Sequence[bool],
                    flips: Sequence[tuple[int, BoardFlip]]) -> tuple[frozenset[str], tuple[str, ...]]:
    """(the places face up at the showdown, every place the flips turned, in the order
    turned), for a rule that reads the order row by row ("the last common card flipped in
    each row"); `Unplanned` when the flippers' choices may change it.

    >>> rows = BoardShape(Layout.rows((2,)).positions, Layout.rows((2,)))
    >>> turned_in_order(rows, [False] * 2, [(2, BoardFlip())] * 2)[1]
    ('r1c1', 'r1c2')
    """
    ends = _ends(shape, dealt_up, flips, ordered=True)
    if len(ends) != 1:
        raise Unplanned(f"a board flip whose choice decides the order the common cards come up: {len(ends)} ways")
    return ends.pop()


def _ends(shape: BoardShape, dealt_up: Sequence[bool], flips: Sequence[tuple[int, BoardFlip]],
          ordered: bool = False) -> set[tuple[frozenset[str], tuple[str, ...]]]:
    """Every (face-up places, the last place turned or nothing) the showdown can meet: the
    last one turned is all of the order the next flip reads; with `ordered`, every place
    turned, in order."""
    names = shape.names
    layout = shape.layout
    if layout is None:
        raise Unplanned("board flips of common cards that lie in no layout")
    states: set[tuple[frozenset[str], tuple[str, ...]]] = {(frozenset(), ())}
    for dealt, step in flips:
        shown = frozenset(p for p, up in zip(names[:dealt], dealt_up) if up)
        here = _dealt_layout(layout, frozenset(names[:dealt]))
        grown: set[tuple[frozenset[str], tuple[str, ...]]] = set()
        for up, last in states:
            up = up | shown
            ways = [w for w in step.choices(here, up, last[0] if last else None)
                    if w and all(p not in up for p in w)]
            if not ways:
                grown.add((up, last))
            for way in ways:
                grown.add((up | frozenset(way), last + way if ordered else way[-1:]))
        if len(grown) > _MOST_STATES:
            raise Unplanned(f"board flips with more than {_MOST_STATES} ways to follow")
        states = grown
    shown = frozenset(p for p, up in zip(names, dealt_up) if up)
    return {(up | shown, last) for up, last in states}


def _dealt_layout(layout: Layout, dealt: frozenset[str]) -> Layout:
    """The layout as far as it is dealt (`mechanics.board.board_flip` turns what lies there)."""
    present = tuple(p for p in layout.positions if p in dealt)
    if len(present) == len(layout.positions):
        return layout
    return type(layout)(layout.shape, present,
                        tuple(type(line)(line.kind, tuple(p for p in line.positions if p in dealt))
                              for line in layout.lines if any(p in dealt for p in line.positions)),
                        layout.centre if layout.centre in dealt else None)
