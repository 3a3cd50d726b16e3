"""The groups of common cards a hand limit lets a hand take its common cards from, beyond
the layout's own lines: the pools of picks ("one of the two flops, one of the two turns and
the river", "one card from any two sets") and the lines a card moved into line makes ("you
may move the center card up or down one card length"). `hand_limits.HandLimits.groups`
asks here; the boards of a pot split by stage too (`stage_pools`, "high hand for each flop
and turn": mechanics/board_pots.py).
"""

from __future__ import annotations

from itertools import combinations, product

from dealerschoice.play.board import Board, BoardShape
from dealerschoice.play.table import CannotFollow
from dealerschoice.rules.steps.board import Pick
from dealerschoice.rules.steps.board_limits import BoardShift, BoardUse, PickRequires
from dealerschoice.rules.steps.layout import Layout
from dealerschoice.rules.steps.vocab import BoardGroup, LineKind, Part, Shape

DEALS = (BoardGroup.FLOP, BoardGroup.TURN, BoardGroup.RIVER)  # Hold'em's deals of common cards, in order
# the steps of a line, as (rows, columns) on the grid, for each kind of line
_STEPS = {LineKind.ROW: ((0, 1),), LineKind.COLUMN: ((1, 0),), LineKind.DIAGONAL: ((1, 1), (1, -1))}


def shifted_lines(layout: Layout, use: BoardUse, shift: BoardShift) -> list[tuple[str, ...]]:
    """The straight lines a hand makes by moving the card at `shift.spot` up to
    `shift.distance` places along its line kind, onto a free place: each run of the use's
    length (`use.table`, else three) of a kind the use allows, through the moved card, its
    other cards where they lie; the moved card keeps its name.

    >>> from dealerschoice.rules.steps.places import Spot
    >>> from dealerschoice.rules.steps.vocab import Shape
    >>> h = Layout.letter(Shape.H, 7)
    >>> shifted_lines(h, BoardUse((LineKind.ROW, LineKind.COLUMN, LineKind.DIAGONAL), table=3),
    ...               BoardShift(Spot(Part.CENTRE)))
    [('r1c1', 'r2c2', 'r1c3'), ('r3c1', 'r2c2', 'r3c3')]
    """
    places = layout.places(shift.spot)
    if len(places) != 1:
        return []
    (moved,) = places
    cell = {p: (int(p[1:].split("c")[0]), int(p.split("c")[1])) for p in layout.positions if p.startswith("r")}
    if moved not in cell:
        return []
    at = {rc: p for p, rc in cell.items() if p != moved}
    row, col = cell[moved]
    length = use.table or 3
    step = (1, 0) if shift.along == LineKind.COLUMN else (0, 1)
    found: list[tuple[str, ...]] = []
    for d in [d for k in range(1, shift.distance + 1) for d in (-k, k)]:
        to = (row + d * step[0], col + d * step[1])
        if to in at:
            continue  # a card lies there already
        for kind in use.lines or tuple(_STEPS):
            for dr, dc in _STEPS.get(kind, ()):
                for start in range(length):  # the moved card first, second... in the run
                    cells = [(to[0] + (i - start) * dr, to[1] + (i - start) * dc) for i in range(length)]
                    if all(c == to or c in at for c in cells):
                        found.append(tuple(moved if c == to else at[c] for c in cells))
    return list(dict.fromkeys(found))


def pick_pools(board: Board, picks: tuple[Pick, ...]) -> list[tuple[str, ...]]:
    """Every pool of places a `BoardPick` allows: one choice for each pick, together ("one of
    the flops, one of the turns and the river": each flop with each turn, and the river).

    >>> from dealerschoice.play.board import BoardShape
    >>> from dealerschoice.rules.steps.layout import Layout
    >>> board = Board(["s1.1", "s1.2", "s1.3", "s2.1", "s2.2", "s2.3"], shape=BoardShape((), Layout.sets((3, 3))))
    >>> pick_pools(board, (Pick(BoardGroup.ROW, cards=1, part=Part.MIDDLE), Pick(BoardGroup.ROW, cards=1, part=Part.END, same=True)))
    [('s1.2', 's1.1'), ('s1.2', 's1.3'), ('s2.2', 's2.1'), ('s2.2', 's2.3')]
    """
    pools: list[tuple[tuple[str, ...], tuple[str, ...] | None]] = [((), None)]  # (places, the last group)
    for pick in picks:
        groups = _pick_groups(board, pick)
        grown = []
        for places, last in pools:
            chosen_from = [last] if pick.same and last is not None else groups
            for chosen in combinations(chosen_from, min(pick.take, len(chosen_from))):
                parts = [_part(g, pick.part) for g in chosen]
                per = [combinations(part, pick.cards) if pick.cards is not None else [part] for part in parts]
                for way in product(*per):
                    taken = tuple(p for part in way for p in part if p not in places)
                    grown.append((places + taken, chosen[-1] if chosen else last))
        pools = grown
    return list(dict.fromkeys(places for places, _ in pools if places))


def stage_pools(board: Board, stages: tuple[BoardGroup, ...]) -> list[tuple[str, ...]]:
    """The boards a pot split by stage has ("high hand for each flop and turn"): one for
    each choice of a set of every named stage's deal, with every card of the other deals.

    >>> from dealerschoice.play.board import BoardShape
    >>> from dealerschoice.rules.steps.layout import Layout
    >>> names = ("s1.1", "s1.2", "s2.1", "s2.2", "s1.3", "s2.3", "x1")
    >>> shape = BoardShape(names, Layout.sets((3, 3)), ("x1",), (3, 3, 3, 3, 5, 5, 7))
    >>> stage_pools(Board(list(names), shape=shape), (BoardGroup.FLOP, BoardGroup.TURN))
    [('s1.1', 's1.2', 's1.3', 'x1'), ('s1.1', 's1.2', 's2.3', 'x1'), ('s2.1', 's2.2', 's1.3', 'x1'), ('s2.1', 's2.2', 's2.3', 'x1')]
    """
    deals = len(dict.fromkeys(_shape_of(board).rules))
    choices = []
    for nth in range(deals):
        groups = _deal_groups(board, nth)
        named = nth < len(DEALS) and DEALS[nth] in stages
        choices.append(groups if named else [tuple(p for g in groups for p in g)])
    return [tuple(p for group in way for p in group) for way in product(*choices)]


def touching_groups(layout: Layout, count: int, corners: bool = True) -> list[tuple[str, ...]]:
    """Every `count` places of a grid layout that lie joined together ("each card must be
    connected to one of the others along an edge or at a corner, and all three must be
    connected together"): each touches another of them along an edge (or, with `corners`,
    at a corner too), and all are one piece. A circle's or sets' places have no edges.

    >>> square = Layout.square(3, 3)
    >>> len(touching_groups(square, 3)), len(touching_groups(square, 3, corners=False))
    (48, 22)
    >>> ("r1c1", "r2c2", "r3c3") in touching_groups(square, 3), ("r1c1", "r1c2", "r3c3") in touching_groups(square, 3)
    (True, False)
    """
    if layout.shape in (Shape.CIRCLE, Shape.SETS):
        raise CannotFollow(f"the common cards a hand uses must be joined, but a {layout.shape} of common cards has no "
                           "edges or corners to join them; allowed: a grid of cards")
    where = layout.coordinates()

    def touch(a: str, b: str) -> bool:
        dx, dy = abs(where[a][0] - where[b][0]), abs(where[a][1] - where[b][1])
        return max(dx, dy) == 1 if corners else dx + dy == 1

    found = []
    for group in combinations(layout.positions, count):
        joined, frontier = {group[0]}, [group[0]]
        while frontier:
            here = frontier.pop()
            for other in group:
                if other not in joined and touch(here, other):
                    joined.add(other)
                    frontier.append(other)
        if len(joined) == count:
            found.append(group)
    return found


def keeps(board: Board, pool: tuple[str, ...], rule: PickRequires) -> bool:
    """A pool that uses a card of the pick `when` uses one of the pick `then` too."""
    when = {p for g in _pick_groups(board, rule.when) for p in _part(g, rule.when.part)}
    then = {p for g in _pick_groups(board, rule.then) for p in _part(g, rule.then.part)}
    return not when.intersection(pool) or bool(then.intersection(pool))


def _dealt_groups(board: Board) -> list[tuple[str, ...]]:
    """The common cards deal by deal (a board with no sets laid out: each deal is a set)."""
    found: dict[int, list[str]] = {}
    shape = _shape_of(board)
    for place, rule in zip(shape.names, shape.rules):
        found.setdefault(rule, []).append(place)
    return [tuple(g) for g in found.values()]


def _deal_groups(board: Board, nth: int) -> list[tuple[str, ...]]:
    """The groups the `nth` deal of common cards made (0 the flop, 1 the turn, 2 the river):
    each set it dealt ("two sets of three": two flops), or the whole deal as one."""
    shape = _shape_of(board)
    rules = list(dict.fromkeys(shape.rules))
    if nth >= len(rules):
        return []
    places = [p for p, rule in zip(shape.names, shape.rules) if rule == rules[nth]]
    found: dict[str, list[str]] = {}
    for place in places:
        found.setdefault(place.split(".")[0] if place.startswith("s") and "." in place else "", []).append(place)
    return [tuple(g) for g in found.values()]


def _pick_groups(board: Board, pick: Pick) -> list[tuple[str, ...]]:
    """The groups of the board a pick chooses among, each its places in order."""
    if pick.group == BoardGroup.CARD:
        if pick.part == Part.SINGLE:  # a common card dealt alone, outside the layout
            return [(p,) for p in _shape_of(board).loose if p in board.places]
        if pick.index is not None and board.places:
            at = pick.index - 1 if pick.index > 0 else pick.index
            return [(board.places[at],)] if -len(board.places) <= at < len(board.places) else []
        return [(p,) for p in board.places]
    if pick.group in DEALS:
        groups = _deal_groups(board, DEALS.index(pick.group))
    elif pick.group == BoardGroup.SET:
        groups = list(_shape_of(board).dealt_sets) or \
            [line.positions for line in _layout_of(board, pick).lines_of(LineKind.SET)] or _dealt_groups(board)
    elif pick.group == BoardGroup.PAIR:
        groups = [line.positions for line in _layout_of(board, pick).lines if len(line.positions) == 2]
    else:
        layout = _layout_of(board, pick)
        kind = LineKind(str(pick.group))
        groups = [line.positions for line in layout.lines_of(kind)] or \
            ([line.positions for line in layout.lines_of(LineKind.SET)] if kind == LineKind.ROW else [])
    if pick.size is not None:
        groups = [g for g in groups if len(g) == pick.size]
    return [g for g in groups if g]


def _part(group: tuple[str, ...], part: Part) -> tuple[str, ...]:
    if part == Part.MIDDLE:
        return group[len(group) // 2:len(group) // 2 + 1] if len(group) % 2 else ()
    if part == Part.END:
        return (group[0], group[-1]) if len(group) > 1 else group
    return group


def _shape_of(board: Board) -> BoardShape:
    """The board's shape; a board rule on a hand whose common cards have none cannot be played."""
    if board.shape is None:
        raise CannotFollow("a board rule names the common cards' deals, but this hand deals no common cards; "
                           "allowed: a game that deals cards to the table")
    return board.shape


def _layout_of(board: Board, pick: Pick) -> Layout:
    """The board's layout, which a pick of its lines (rows, pairs, sets) needs."""
    if board.layout is None:
        raise CannotFollow(f"a board rule picks a {pick.group} of the common cards, but they lie in no layout; "
                           "allowed: a game that lays its common cards out")
    return board.layout
