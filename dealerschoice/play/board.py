"""The board during a simulated hand: which common card lies where, which are face up, and
the order they were turned.

The table keeps the common cards as one list in dealing order (`Table.board`); this piece
(`PlayedHand.piece(Board)`) names the place of each of them. The places come from the game's
layouts (`BoardLayout` steps, read with the deal to the table they describe): `shape_of`
lays every deal to the table of the program end to end, in rule order, and merges the
layouts into one `Layout` (a later "two sets of one" adds a card to each of the sets before
it). A card dealt to the table with no layout around it is a loose card (`x1`, `x2`...), in
no line; a game with board rules but no layout lies its common cards in one row.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from dealerschoice.cards.cards import CARD_TEXT, Card
from dealerschoice.play.table import CannotFollow, Held
from dealerschoice.play.transcript import BoardPlace, BoardRecord
from dealerschoice.records.board import BoardLine
from dealerschoice.records.board import BoardShape as ShapeWord  # this module's BoardShape: where the cards go
from dealerschoice.rules.steps import Deal
from dealerschoice.rules.steps.board import BoardLayout, Layout, Line
from dealerschoice.rules.steps.vocab import LineKind, Part, Shape
from dealerschoice.rules.steps.wild import SpotWild

if TYPE_CHECKING:
    from dealerschoice.play.hand_limits import HandLimits
    from dealerschoice.play.program import Program
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.wilds import WildState


@dataclass(frozen=True, slots=True)
class BoardShape:
    """Where a program's common cards go. names: the place of the i-th common card dealt, in
    dealing order. layout: every place of the layouts, merged (None: the game has no layout).
    loose: the places outside the layout (cards dealt to the table with no layout)."""

    names: tuple[str, ...]
    layout: Layout | None
    loose: tuple[str, ...] = ()
    rules: tuple[int, ...] = ()  # the rule that deals each of `names`
    dealt_sets: tuple[tuple[str, ...], ...] = ()  # each set of common cards as one deal dealt it

    def rule_of(self, place: str) -> int | None:
        return self.rules[self.names.index(place)] if place in self.names[:len(self.rules)] else None


def _table_deals(program: Program) -> list[tuple[int, int]]:
    """(rule number, count) of each deal to the table, in rule order."""
    return [(a.number, s.count) for a in program.actions for s in a.steps
            if isinstance(s, Deal) and s.to == "table" and s.count]


def shape_of(program: Program) -> BoardShape:
    """Where a program's common cards lie.

    >>> from dealerschoice.records import Game, Rule, Source
    >>> from dealerschoice.play.program import game_program
    >>> def shape(*texts):
    ...     rules = tuple(Rule(n, t, n) for n, t in enumerate(texts + ("Showdown, high hand wins.",), 1))
    ...     return shape_of(game_program(Game(1, "T", (), (), rules, None, Source("x", 1))))
    >>> shape("Deal two sets of three face up common cards each.",
    ...       "Deal two sets of one face up common card each.").names
    ('s1.1', 's1.2', 's1.3', 's2.1', 's2.2', 's2.3', 's1.4', 's2.4')
    >>> shape("Deal three common cards face up to the table.").layout.positions
    ('r1c1', 'r1c2', 'r1c3')
    """
    layouts: dict[int, list[Layout]] = {}
    for number, step in program.standing:
        if isinstance(step, BoardLayout):
            layouts.setdefault(number, []).append(step.layout)
    deals = _table_deals(program)
    if not layouts:  # board rules with no layout named: the common cards lie in one row
        total = sum(c for _, c in deals)
        row = Layout.rows((total,)) if total else None
        return BoardShape(row.positions if row else (), row, (), tuple(n for n, c in deals for _ in range(c)))
    names: list[str] = []
    loose: list[str] = []
    merged: Layout | None = None
    rules = tuple(n for n, c in deals for _ in range(c))
    dealt_sets: list[tuple[str, ...]] = []
    totals: dict[int, int] = {}
    for number, count in deals:
        totals[number] = totals.get(number, 0) + count
    for number, count in deals:
        here = layouts.get(number, [])
        layout = next((lay for lay in here if lay.size == count), None)
        if layout is None and totals.get(number) and any(lay.size == totals[number] for lay in here):
            # "eight common cards in a circle and one in the middle": the rule's deals make one layout
            count = totals.pop(number)
            layout = next(lay for lay in here if lay.size == count)
        elif number not in totals:
            continue  # dealt with the deal before it, into one layout
        else:
            totals[number] -= count
        if layout is None:
            start = len(loose)
            extra = [f"x{start + i}" for i in range(1, count + 1)]
            loose.extend(extra)
            names.extend(extra)
            continue
        here.remove(layout)
        layout, merged = _merge(merged, layout)
        names.extend(p for p in layout.positions if p != layout.joker)
        dealt_sets.extend(line.positions for line in layout.lines_of(LineKind.SET))
    return BoardShape(tuple(names), merged, tuple(loose), rules[:len(names)], tuple(dealt_sets))


def _merge(board: Layout | None, new: Layout) -> tuple[Layout, Layout]:
    """(the new layout as named on the board, the board with it added)."""
    if board is None:
        return new, new
    if board.shape == Shape.SETS and new.shape == Shape.SETS:
        sets = [list(line.positions) for line in board.lines_of(LineKind.SET)]
        renamed: list[Line] = []
        for i, line in enumerate(new.lines_of(LineKind.SET)):
            if i == len(sets):
                sets.append([])
            added = [f"s{i + 1}.{len(sets[i]) + j}" for j in range(1, len(line.positions) + 1)]
            sets[i].extend(added)
            renamed.append(Line(LineKind.SET, tuple(added)))
        lines = tuple(Line(LineKind.SET, tuple(s)) for s in sets)
        shown = Layout(Shape.SETS, tuple(p for line in renamed for p in line.positions), tuple(renamed))
        return shown, Layout(Shape.SETS, tuple(p for s in sets for p in s), lines)
    # another shape beside the first: its places stay apart under a prefix of their own
    tag = f"b{len({p.split(':')[0] for p in board.positions if ':' in p}) + 2}:"
    rename = {p: tag + p for p in new.positions}
    lines = tuple(Line(line.kind, tuple(rename[p] for p in line.positions)) for line in new.lines)
    shown = Layout(new.shape, tuple(rename[p] for p in new.positions), lines)
    return shown, Layout(board.shape, board.positions + shown.positions, board.lines + lines, board.centre,
                         board.joker)


@dataclass(slots=True)
class Board:
    """The common cards' places during a hand. places: the place of each card of
    `Table.board`, index by index. turned: places in the order their cards were turned face
    up by a board flip. shape: the program's `BoardShape` (worked out once)."""

    places: list[str] = field(default_factory=list)
    turned: list[str] = field(default_factory=list)
    brought: bool = False  # the layout's joker from outside the deck has joined the table's cards
    turned_at: list[int] = field(default_factory=list, compare=False)  # the event of each turn (for the transcript)
    shape: BoardShape | None = field(default=None, compare=False)
    used: dict[int, tuple[str, ...]] = field(default_factory=dict, compare=False)  # seat -> places of its showdown hand
    # the hand's wild state, whose board fields (`board_turned`, `board_wild`...) this board
    # set: a redeal forgets them with the cards (`board_of` hands it over)
    wilds: WildState | None = field(default=None, compare=False, repr=False)

    def redealt(self) -> None:
        self.places.clear()
        self.turned.clear()
        self.turned_at.clear()
        self.used.clear()
        if self.wilds is not None:
            self.wilds.board_turned = None
            self.wilds.board_wild = frozenset()
            self.wilds.board_wild_ranks = frozenset()

    @property
    def layout(self) -> Layout | None:
        return self.shape.layout if self.shape is not None else None

    def held_at(self, hand: PlayedHand, place: str) -> Held | None:
        try:
            return hand.table.board[self.places.index(place)]
        except ValueError:
            return None

    def up_places(self, hand: PlayedHand) -> frozenset[str]:
        return frozenset(p for p, h in zip(self.places, hand.table.board) if h.up)

    def cards_at(self, hand: PlayedHand, places, up_only: bool = False) -> list:
        """The cards lying at these places (a place with no card yet is skipped)."""
        return [c for _, c in self.lying(hand, places, up_only)]

    def lying(self, hand: PlayedHand, places, up_only: bool = False) -> list[tuple[str, object]]:
        """(place, card) of the places that hold a card (face up, with `up_only`)."""
        at = dict(zip(self.places, hand.table.board))
        return [(p, at[p].card) for p in places if p in at and (at[p].up or not up_only)]


def board_of(hand: PlayedHand) -> Board:
    """This hand's board piece, with a place named for every common card on the table."""
    board = hand.piece(Board)
    if board.shape is None:
        board.shape = shape_of(hand.program)
    board.wilds = hand.wilds.state
    table = hand.table.board
    if len(board.places) > len(table):  # the cards were gathered in without a redeal call
        board.redealt()
    names = board.shape.names
    joker = board.layout.joker if board.layout is not None else None
    while len(board.places) < len(table):
        at = len(board.places) - (joker in board.places)  # the joker lies at a place no deal names
        board.places.append(names[at] if at < len(names) else f"x{at + 1}")
    if joker is not None and joker not in board.places and board.places:
        _put_joker(hand, board, joker)
    spots = [s for _, s in hand.program.standing if isinstance(s, SpotWild)]
    if spots and board.layout is not None:
        _spot_wilds(hand, board, spots)
    return board


def _put_joker(hand: PlayedHand, board: Board, place: str) -> None:
    """"Put a joker in the center of the cross": a joker from outside the deck lies face up
    at its place once the layout's cards are dealt (the first look at the board after the
    deal; a redeal gathered it into the deck, where it is found again)."""
    table = hand.table
    joker = Card.joker()
    if joker in table.deck and board.brought:
        table.deck.remove(joker)
    else:
        table.bring_in(joker)
        board.brought = True
    table.board.append(Held(joker, up=True, dealt_up=True))
    board.places.append(place)
    hand.event(hand.progress.rule, "deal", f"A joker from outside the deck goes face up at the {place} place of the "
                                           "board.")


def spot_places(layout: Layout, spot) -> tuple[str, ...]:
    """The places a wild rule names on the board ("the corner common cards", "the middle
    card in each row"): the layout's own answer; a ring's corners by where its cards lie;
    "rows" of a board dealt in sets are its sets.

    >>> from dealerschoice.rules.steps.places import Spot
    >>> from dealerschoice.rules.steps.vocab import Part
    >>> spot_places(Layout.ring(8), Spot(Part.CORNER))
    ('r1c1', 'r1c3', 'r3c3', 'r3c1')
    >>> spot_places(Layout.sets((3, 3)), Spot(Part.MIDDLE, LineKind.ROW))
    ('s1.2', 's2.2')
    """
    found = layout.places(spot)
    if found:
        return found
    if spot.part == Part.CORNER:
        where = layout.coordinates()
        xs = {x for x, _ in where.values()}
        ys = {y for _, y in where.values()}
        return tuple(p for p, (x, y) in where.items() if x in (min(xs), max(xs)) and y in (min(ys), max(ys)))
    if spot.line == LineKind.ROW and layout.lines_of(LineKind.SET):
        return layout.places(replace(spot, line=LineKind.SET))
    return ()


def _spot_wilds(hand: PlayedHand, board: Board, spots) -> None:
    """Tell the wild rules which face-up common cards are wild by their place (and the ranks
    they make wild, with `same_rank`)."""
    cards: set = set()
    ranks: set[int] = set()
    layout = board.layout
    for spot in spots:
        for place in spot_places(layout, spot.spot) if layout is not None else ():  # no layout: no place
            held = board.held_at(hand, place)
            if held is None or not held.up:
                continue  # nobody knows a card lying face down
            cards.add(held.card)
            if spot.same_rank and not held.card.is_joker:
                ranks.add(held.card.rank)
    state = hand.wilds.state
    state.board_wild, state.board_wild_ranks = frozenset(cards), frozenset(ranks)


# ---- the board as played, for the transcript ----------------------------------------------
def record(hand: PlayedHand) -> BoardRecord | None:
    """The board of a hand that played one (a layout, board flips or hand limits), for its
    transcript: each card where it lies and the event that showed it, the lines a hand may
    use, and the places each showdown hand used; None for any other game (Hold'em's board
    is the table's row of cards, as before). The shape and the line kinds are the records'
    words (`records.board`), a group the layout has no line for a `BoardLine.LINE`."""
    board = hand.pieces.get(Board)
    if not isinstance(board, Board) or board.shape is None or board.layout is None or not hand.table.board:
        return None
    layout = board.layout
    where = _where(layout, board)
    events = hand.log.events
    deal_events: dict[int | None, int] = {}  # rule -> its first deal event (a place of no rule: None)
    for index, event in enumerate(events):
        if event.kind == "deal" and event.rule is not None:
            deal_events.setdefault(event.rule, index)
    shown = dict(zip(board.turned, board.turned_at))
    places = []
    for place, held in zip(board.places, hand.table.board):
        if held.up and place not in shown:  # dealt face up: shown when its deal was
            at = deal_events.get(board.shape.rule_of(place))
        else:
            at = shown.get(place)
        places.append(BoardPlace(place, *where[place], CARD_TEXT[held.card], at))
    limited = _limits(hand)
    found: list[tuple[BoardLine, tuple[str, ...]]] = []
    kinds = {line.positions: BoardLine(line.kind.value) for line in layout.lines}
    for way in (limited.options or (limited,)) if limited is not None else ():
        if way.use is not None:
            found.extend((kinds.get(g, BoardLine.LINE), g) for g in way.use.groups(layout) if g != layout.positions)
    lines = tuple(dict.fromkeys(found))
    winners = tuple(hand.outcome.result.winners)
    used = sorted(board.used.items(), key=lambda kv: (kv[0] not in winners, kv[0]))
    first = board.shape.rules[0] if board.shape.rules else None
    return BoardRecord(ShapeWord(layout.shape.value), tuple(places), lines, tuple(used), winners,
                       deal_events.get(first))


def _limits(hand: PlayedHand) -> HandLimits | None:
    """The hand's limits (hand_limits.py reads this module's board: imported here, not above)."""
    from dealerschoice.play.hand_limits import hand_limits

    try:
        return hand_limits(hand.program)
    except CannotFollow:  # limits the showdown stopped at already
        return None


def _where(layout: Layout, board: Board) -> dict[str, tuple[float, float]]:
    """Where each card lies on a drawing: the layout's own places, loose cards in a row below."""
    try:
        where = dict(layout.coordinates())
    except (ValueError, IndexError):  # places renamed apart (two shapes side by side): in dealing order
        where = {p: (float(i), 0.0) for i, p in enumerate(layout.positions)}
    below = max((y for _, y in where.values()), default=-1.0) + 1.0
    extra = [p for p in board.places if p not in where]
    where.update({p: (float(i), below) for i, p in enumerate(extra)})
    return where
