"""Reader of `board.lark`: common-card layouts, flips of board places, and what a hand may use.

A layout deal reads as the `Deal` of its cards to the table (the simulator deals them as one
pool, as the old reading did for sets of common cards) and a `BoardLayout` naming where
they lie. Limits the simulator plays keep the old `Use` reading ("You must use exactly two
of your down cards": two own cards, the other three from the table); the rest are
`BoardUse` / `OwnUse`, not simulated.
"""

from __future__ import annotations

from dataclasses import dataclass

from lark import Token

from dealerschoice.rules.read.family import NotThisFamily
from dealerschoice.rules.read.phrases import Phrases, Quantity
from dealerschoice.rules.steps import Deal, Split, Use
from dealerschoice.rules.steps.board import (
    BoardFlip,
    BoardLayout,
    BoardNoPair,
    BoardAnyLine,
    BoardPick,
    BoardShift,
    BoardUse,
    CommonOnce,
    HandBoards,
    HighLowApart,
    Layout,
    MergeHands,
    OtherUse,
    OwnUse,
    Pick,
    PickRequires,
    Spot,
    SplitAside,
    UseOptions,
)
from dealerschoice.rules.steps.vocab import (
    BoardGroup,
    Chooser,
    Face,
    Flipper,
    Holding,
    LineKind,
    Order,
    Part,
    Shape,
    Side,
    Target,
)

HAND = 5  # cards in a final hand


def _words(children) -> list[str]:
    return [str(c) for c in children if isinstance(c, Token)]


def _face(children, default: Face = Face.DOWN) -> Face:
    faces = {c for c in children if isinstance(c, Face)}
    if len(faces) > 1:
        raise NotThisFamily
    return faces.pop() if faces else default


@dataclass(frozen=True, slots=True)
class _Cards:
    count: int | None
    face: Face


@dataclass(frozen=True, slots=True)
class _Tail:
    """What a layout sentence adds after the shape."""

    joker: bool = False
    centre: Face | None = None  # one more card dealt in the middle, this face
    z: bool = False


@dataclass(frozen=True, slots=True)
class _Own:
    """A count of own cards in a hand: low..high or one of choices, of `cards`."""

    low: int
    high: int | None
    choices: tuple[int, ...]
    cards: Holding
    exactly: bool


@dataclass(frozen=True, slots=True)
class _Other:
    """A count of another player's cards in a hand (`count` None: any of them)."""

    count: int | None
    cards: Holding
    side: Side | None = None
    seats: int = 1


_GROUPS = {"flops": BoardGroup.FLOP, "turns": BoardGroup.TURN, "rivers": BoardGroup.RIVER,
           "sets": BoardGroup.SET, "boards": BoardGroup.SET, "rows": BoardGroup.ROW,
           "columns": BoardGroup.COLUMN, "flop": BoardGroup.FLOP, "turn": BoardGroup.TURN,
           "river": BoardGroup.RIVER}
_LINE_GROUPS = {LineKind.ROW: BoardGroup.ROW, LineKind.COLUMN: BoardGroup.COLUMN, LineKind.SET: BoardGroup.SET}


def _ints(children) -> list[int]:
    return [c for c in children if isinstance(c, int) and not isinstance(c, bool)]


class Reader(Phrases):
    def board(self, children):
        return children[0]

    # ---- layouts -----------------------------------------------------------------------
    def board_cards(self, children) -> _Cards:
        return _Cards(children[0], _face(children))

    def board_cards_each(self, children) -> _Cards:
        return _Cards(None, _face(children))

    def board_table(self, children):
        return None

    def board_group(self, children) -> str:
        return _words(children)[0]

    board_rows_word = board_group

    def shape_grid(self, children) -> tuple[str, int, int]:
        rows, columns = (int(n) for n in str(next(c for c in children if isinstance(c, Token) and c.type == "N_GRID")).split("x"))
        return ("grid", rows, columns)

    def shape_grid_cross(self, children) -> tuple[str, int, int]:
        rows, columns = (int(n) for n in str(next(c for c in children if isinstance(c, Token) and c.type == "N_GRID")).split("x"))
        if rows != columns or rows % 2 == 0:
            raise NotThisFamily
        return ("cross", rows, columns)

    def shape_named(self, children) -> tuple[str, int, int]:
        word = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        return (word, 0, 0)

    def board_shape_word(self, children) -> str:
        return {"plus": "cross", "ring": "circle"}.get(_words(children)[0], _words(children)[0])

    board_grid_word = board_shape_word

    def board_pattern_word(self, children):
        return None

    def tail_joker(self, children) -> _Tail:
        if children[-1].part != Part.CENTRE:
            raise NotThisFamily
        return _Tail(joker=True)

    def tail_centre(self, children) -> _Tail:
        if children[-1].part != Part.CENTRE:
            raise NotThisFamily
        return _Tail(centre=_face(children))

    def tail_z(self, children) -> _Tail:
        return _Tail(z=True)

    def board_row_of(self, children) -> tuple[int, int]:
        """(how many such rows, cards in each)."""
        numbers = [c for c in children if isinstance(c, int)]
        return numbers[0], numbers[1]

    def board_row_list(self, children) -> tuple[int, ...]:
        return tuple(size for rows, size in children for _ in range(rows))

    def board_one_of(self, children) -> int:
        return next(c for c in children if isinstance(c, int))

    def board_of_list(self, children) -> tuple[int, ...]:
        return tuple(children)

    @staticmethod
    def _deal(layout: Layout | None, cards: _Cards, extra: Face | None = None) -> tuple:
        if layout is None:
            raise NotThisFamily
        count = cards.count if cards.count is not None else layout.size
        dealt = layout.size - (extra is not None)
        if count != dealt:  # the sentence's count does not fit the shape: not read
            raise NotThisFamily
        steps: tuple = (Deal(count, cards.face, Target.TABLE),)
        if extra is not None:
            steps += (Deal(1, extra, Target.TABLE),)
        return steps + (BoardLayout(layout),)

    def board_deal_shape(self, children) -> tuple:
        cards = next(c for c in children if isinstance(c, _Cards))
        shape, rows, columns = next(c for c in children if isinstance(c, tuple))
        tail = next((c for c in children if isinstance(c, _Tail)), _Tail())
        count = cards.count
        layout: Layout | None
        if tail.z and shape != "z":
            raise NotThisFamily
        if shape == "cross":
            # "a cross": four arms of count // 4 cards, and a centre card when one is left
            # over, dealt after ("and deal a fifth in the middle"), or a joker put there
            added = tail.joker or tail.centre is not None
            if count % 4 not in (0, 1) or (added and count % 4):
                raise NotThisFamily
            arm = rows // 2 if rows else count // 4
            layout = Layout.cross(arm, centre=count % 4 == 1 or added, joker=tail.joker)
            return self._deal(layout, cards, tail.centre)
        if tail.joker:
            raise NotThisFamily
        if shape == "circle":
            return self._deal(Layout.circle(count, centre=tail.centre is not None), cards, tail.centre)
        if tail.centre is not None:
            raise NotThisFamily
        if shape in ("row", "line"):
            layout = Layout.rows((count,))
        elif shape == "grid":
            layout = Layout.square(rows, columns)
        elif shape == "square":
            side = round(count ** 0.5)
            layout = Layout.square(side, side) if side * side == count else Layout.ring(count) if count % 4 == 0 else None
        elif shape == "diamond":
            layout = Layout.diamond(count) if count == 4 else None
        else:
            layout = Layout.letter(Shape(shape), count)
        return self._deal(layout, cards)

    def board_deal_grid_of(self, children) -> tuple:
        """"Deal a 3x3 grid of face down common cards."""
        grid = next(c for c in children if isinstance(c, Token) and c.type == "N_GRID")
        rows, columns = (int(n) for n in str(grid).split("x"))
        return self._deal(Layout.square(rows, columns), next(c for c in children if isinstance(c, _Cards)))

    def board_in(self, children):
        return None

    def board_deal_rows(self, children) -> tuple:
        cards = next(c for c in children if isinstance(c, _Cards))
        sizes = next(c for c in children if isinstance(c, tuple))
        return self._deal(Layout.rows(sizes), cards)

    def board_deal_rows_of(self, children) -> tuple:
        cards = next(c for c in children if isinstance(c, _Cards))
        numbers = [c for c in children if isinstance(c, int)]
        word = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        sizes = next(c for c in children if isinstance(c, tuple))
        if numbers[-1] != len(sizes):
            raise NotThisFamily
        return self._deal(Layout.sets(sizes) if word == "sets" else Layout.rows(sizes), cards)

    def board_deal_groups(self, children) -> tuple:
        groups, word, size, cards = children[0], children[1], children[2], children[3]
        sizes = (size,) * groups
        layout = Layout.sets(sizes) if word != "rows" else Layout.rows(sizes)
        return self._deal(layout, cards)

    def board_deal_in_groups(self, children) -> tuple:
        """Six common cards face down "in two rows of three"."""
        cards = children[0]
        groups, word, size = children[-3], children[-2], children[-1]
        sizes = (size,) * groups
        return self._deal(Layout.sets(sizes) if word != "rows" else Layout.rows(sizes), cards)

    def board_deal_group_list(self, children) -> tuple:
        groups, word, cards, sizes = children
        if groups != len(sizes):
            raise NotThisFamily
        layout = Layout.sets(sizes) if word != "rows" else Layout.rows(sizes)
        return self._deal(layout, cards)

    # ---- flips -------------------------------------------------------------------------
    def board_flip_verb(self, children):
        return None

    board_flips = board_flip_verb

    def board_flipper(self, children) -> Flipper:
        return Flipper.CALLED

    def board_of_commons(self, children):
        return None

    def board_except(self, children) -> Spot:
        return children[-1]

    def board_non_centre(self, children) -> Spot:
        return Spot(Part.CENTRE)

    def _flip(self, children, **fields) -> dict:
        return fields

    def board_count(self, children) -> int:
        return children[0]

    def board_another(self, children) -> int:
        return 1

    def board_more(self, children):
        return None

    def what_count(self, children) -> dict:
        return {"count": children[0]}

    def what_each(self, children) -> dict:
        line = next(c for c in children if isinstance(c, LineKind))
        return {"count": children[0], "each": line}

    def what_from(self, children) -> dict:
        return {"count": children[0], "spot": children[-1]}

    def what_the_from(self, children) -> dict:
        spot = children[-1]
        if len(children) == 3:  # "the four common cards in the corners"
            return {"count": children[0], "spot": spot}
        return {"count": None if children[0] else 1, "spot": spot}  # "the commons", "the common card"

    def what_next(self, children) -> dict:
        if len(children) == 2:  # "the next two common cards"
            return {"count": children[0]}
        if children[0]:  # "the next common cards": how many?
            raise NotThisFamily
        return {"count": 1}

    def what_top(self, children) -> dict:
        if children[0]:
            raise NotThisFamily
        return {"count": 1, "spot": Spot(Part.TOP)}

    def board_nth(self, children) -> int:
        return children[0] if isinstance(children[0], int) else -1

    def what_nth(self, children) -> dict:
        """"the second common card", "the last common card": by the order they were dealt."""
        if children[1]:
            raise NotThisFamily
        return {"count": 1, "spot": Spot(Part.ANY, index=children[0])}

    def what_line(self, children) -> dict:
        return {"count": children[0], "unit": children[1]}

    def what_pair(self, children) -> dict:
        # a pair of common cards: one of the rows of two the board is dealt in
        return {"count": children[0], "unit": LineKind.ROW, "spot": Spot(Part.ANY, LineKind.ROW, size=2)}

    def what_unflipped_line(self, children) -> dict:
        index, line = children[0], children[1]
        return {"count": 1, "unit": line, "spot": Spot(Part.ANY, line, index, unflipped=True)}

    def what_any_except(self, children) -> dict:
        return {"count": children[0], "besides": children[-1], "chooser": Chooser.FLIPPER}

    def what_non_centre(self, children) -> dict:
        return {"count": children[0], "besides": children[1]}

    def what_end(self, children) -> dict:
        spot: Spot = children[-1]
        if spot.part != Part.ANY or spot.line is None:
            raise NotThisFamily
        return {"count": children[0], "spot": Spot(Part.END, spot.line, spot.index, spot.size)}

    def what_middle_of(self, children) -> dict:
        spot: Spot = children[-1]
        if spot.part != Part.ANY or spot.line is None:
            raise NotThisFamily
        return {"count": 1, "spot": Spot(Part.MIDDLE, spot.line, spot.index, spot.size)}

    def what_corner_cell(self, children) -> dict:
        index, side, plural = children
        if plural:
            raise NotThisFamily
        return {"count": 1, "spot": Spot(Part.END, LineKind.ROW, index, side=side)}

    def what_middle_cell(self, children) -> dict:
        index, _, plural = children
        if plural:
            raise NotThisFamily
        return {"count": 1, "spot": Spot(Part.MIDDLE, LineKind.ROW, index)}

    def what_alternate(self, children) -> dict:
        return {"count": None, "spot": Spot(Part.ALTERNATE)}

    def what_all(self, children) -> dict:
        return {"count": None}

    def what_spot(self, children) -> dict:
        """"the centre card": that card; "the top row", "the corners of the square": all
        the cards there (a named line turns as one)."""
        spot: Spot = children[0]
        if spot.part == Part.CENTRE:
            return {"count": 1, "spot": spot}
        if spot.part == Part.ANY and spot.line is not None:
            return {"count": 1, "unit": spot.line, "spot": spot}
        if spot.part in (Part.CORNER, Part.EDGE):
            return {"count": None, "spot": spot}
        raise NotThisFamily

    def what_opposite_last(self, children) -> dict:
        if children[0] or children[1]:
            raise NotThisFamily
        return {"count": 1, "spot": Spot(Part.OPPOSITE_LAST)}

    def order_clockwise(self, children) -> Order:
        return Order.CLOCKWISE

    def order_counter(self, children) -> Order:
        return Order.COUNTER_CLOCKWISE

    def order_spiral(self, children) -> Order:
        return Order.CLOCKWISE_SPIRAL

    def order_skip(self, children) -> Order:
        return Order.CLOCKWISE_SKIP

    def order_left_right(self, children) -> Order:
        return Order.LEFT_RIGHT_DOWN

    def order_right_left(self, children) -> Order:
        return Order.RIGHT_LEFT_DOWN

    def board_going(self, children) -> Order:
        return children[-1]

    def board_clockwise(self, children):
        return None

    board_counter = board_counter_word = board_clockwise

    def board_flip_plain(self, children) -> BoardFlip:
        if _face(children, Face.UP) != Face.UP:
            raise NotThisFamily
        fields = next(c for c in children if isinstance(c, dict))
        order = next((c for c in children if isinstance(c, Order)), Order.DEALT)
        return BoardFlip(order=order, **fields)

    def board_flip_by(self, children) -> BoardFlip:
        if _face(children, Face.UP) != Face.UP:
            raise NotThisFamily
        fields = dict(next(c for c in children if isinstance(c, dict)))
        if Chooser.FLIPPER in children:  # "of their choice"
            fields["chooser"] = Chooser.FLIPPER
        return BoardFlip(by=children[0], **fields)

    def board_choice(self, children) -> Chooser:
        return Chooser.FLIPPER

    # ---- what a hand uses --------------------------------------------------------------
    def board_who(self, children):
        return None

    board_only = board_verb = board_in_hand = board_making = board_not_both = board_adjacent = board_who

    def board_may(self, children) -> str:
        return _words(children)[0] if _words(children) else "may"

    def board_different(self, children):
        return None

    def board_exactly(self, children) -> bool:
        return True

    def board_own_face(self, children) -> Holding:
        word = _words(children)[0]
        return Holding.UP if word in ("up", "face-up") else Holding.OWN if word == "own" else Holding.DOWN

    def board_own_noun(self, children) -> Holding:
        return next((c for c in children if isinstance(c, Holding)), Holding.OWN)

    def board_of_own(self, children) -> Holding:
        return next(c for c in children if isinstance(c, Holding))

    def own_quantity(self, children) -> _Own:
        quantity: Quantity = next(c for c in children if isinstance(c, Quantity))
        cards = children[-1]
        return _Own(quantity.low, quantity.high, quantity.choices, cards, children[0] is True)

    def own_both(self, children) -> _Own:
        return _Own(2, 2, (), children[-1], True)

    def own_list(self, children) -> _Own:
        quantities = [c for c in children if isinstance(c, Quantity)]
        if any(q.exact is None for q in quantities):
            raise NotThisFamily
        choices = tuple(sorted({q.low for q in quantities}))
        return _Own(choices[0], choices[-1], choices, children[-1], False)

    def board_table_count(self, children) -> int:
        return next(c for c in children if isinstance(c, int) and not isinstance(c, bool))

    def board_either(self, children) -> str:
        return _words(children)[0]

    def board_part(self, children) -> str:
        return _words(children)[0]

    def from_each(self, children) -> BoardUse:
        line = next(c for c in children if isinstance(c, LineKind))
        count = next(c for c in children if isinstance(c, int) and not isinstance(c, bool))
        return BoardUse(lines=(line,), per_line=count)

    def from_line(self, children) -> BoardUse:
        table, _, count, lines = children
        return BoardUse(lines=lines, count=count, table=table)

    def uses_line(self, children) -> tuple:
        return (BoardUse(lines=children[1], count=children[0]),)

    def uses_adjacent(self, children) -> tuple:
        return (BoardUse(table=children[0], adjacent=True),)

    def uses_straight(self, children) -> tuple:
        return (BoardUse(lines=(LineKind.ROW, LineKind.COLUMN, LineKind.DIAGONAL), table=children[0]),)

    def uses_either(self, children) -> tuple:
        words = [c for c in children if isinstance(c, str) and not isinstance(c, Token)]
        # "the left or right side of the V": its sides; "the vertical or horizontal part of
        # the L": its column and its row
        first, second, figure = words[0], words[1], words[3]  # words[2]: "side", "part"
        if {first, second} == {"left", "right"}:
            lines: tuple[LineKind, ...] = (LineKind.SIDE,) if figure in ("v", "square") else (LineKind.ARM,)
        elif {first, second} == {"vertical", "horizontal"}:
            lines = (LineKind.COLUMN, LineKind.ROW) if first == "vertical" else (LineKind.ROW, LineKind.COLUMN)
        else:
            raise NotThisFamily
        return (BoardUse(lines=lines, count=1),)

    def uses_table(self, children) -> tuple:
        return (BoardUse(table=children[0]),)

    def uses_any(self, children) -> tuple:
        return (BoardUse(table=children[0]),)

    def uses_last(self, children) -> tuple:
        if children[0]:
            raise NotThisFamily
        return (BoardUse(spot=Spot(Part.LAST)),)

    def uses_of_lines(self, children) -> tuple:
        return (BoardUse(lines=children[1], count=children[0]),)

    def uses_from_lines(self, children) -> tuple:
        return (BoardUse(lines=children[-1], count=children[-2]),)

    def own_from_hand(self, children) -> Holding:
        return Holding.OWN

    def uses_board(self, children) -> tuple:
        return (children[0],)

    def uses_own(self, children) -> tuple:
        return (children[0],)

    def uses_own_own(self, children) -> tuple:
        if children[0].cards == children[1].cards:
            raise NotThisFamily
        return (children[0], children[1])

    def uses_own_and(self, children) -> tuple:
        return (children[0], children[1])

    def uses_own_table(self, children) -> tuple:
        own, table = children[0], children[1]
        return (own, table)

    @staticmethod
    def _own_steps(own: _Own, may: str, table: int | None = None):
        """An exact count of own cards that the hand must (or may exactly) use is the old
        `Use` reading: that many own cards, the rest of a five-card hand (or `table`) from
        the table, as the showdown plays it. Any other count is an `OwnUse`."""
        exact = own.high == own.low and not own.choices
        if exact and own.cards in (Holding.DOWN, Holding.OWN) and (own.exactly or may == "must"):
            return Use(own.low, max(0, HAND - own.low) if table is None else table)
        if exact and may != "must" and not own.exactly:
            # "may only use two of their down cards": at most two (the words do not say the
            # hand must use two, as "must use exactly two" does)
            return OwnUse(0, own.high, (), own.cards)
        return OwnUse(own.low, own.high, own.choices, own.cards)

    def board_use(self, children) -> tuple:
        may = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        parts = next(c for c in children if isinstance(c, tuple))
        out: list = []
        if len(parts) == 2 and isinstance(parts[0], _Own) and isinstance(parts[1], int):
            own, table = parts
            if not (own.high == own.low and not own.choices and own.cards in (Holding.DOWN, Holding.OWN)):
                raise NotThisFamily
            return (Use(own.low, table),) if own.exactly or may == "must" else \
                (OwnUse(own.low, own.low, (), own.cards), BoardUse(table=table))
        for part in parts:
            if isinstance(part, _Own):
                out.append(self._own_steps(part, may))
            elif isinstance(part, _Other):
                # as with own cards: "must use two" is two; "may use two" at most two
                low = 0 if part.count is None or may != "must" else part.count
                out.append(OtherUse(low, part.count, part.cards, part.side, part.seats))
            else:
                out.append(part)
        if any(isinstance(s, Use) for s in out) and len(out) > 1:
            # two own-card limits, or an own limit beside a board limit: the board decides
            # the table's share, so the own count stands alone as an OwnUse
            out = [OwnUse(s.hole, s.hole, (), Holding.DOWN) if isinstance(s, Use) else s for s in out]
        return tuple(out)

    def board_use_plain(self, children) -> tuple:
        return self.board_use(["must", *children])

    def board_use_any(self, children) -> tuple:
        return (Use(),)

    def board_may_not(self, children):
        return None

    def board_use_most_own(self, children) -> tuple:
        """"You may not use more than two of your down cards."""
        most = next(c for c in children if isinstance(c, int) and not isinstance(c, bool))
        return (OwnUse(0, most, (), next(c for c in children if isinstance(c, Holding))),)

    def board_use_most_table(self, children) -> tuple:
        most = next(c for c in children if isinstance(c, int) and not isinstance(c, bool))
        return (BoardUse(table=most),)

    def board_use_either(self, children) -> tuple:
        owns = [c for c in children if isinstance(c, _Own)]
        if any(o.high != o.low or o.choices for o in owns) or len({o.cards for o in owns}) != 1:
            raise NotThisFamily
        choices = tuple(sorted({o.low for o in owns}))
        return (OwnUse(choices[0], choices[-1], choices, owns[0].cards),)

    # ---- split hands -------------------------------------------------------------------
    def board_splits(self, children):
        return None

    def board_hand_size(self, children) -> int:
        return next(c for c in children if isinstance(c, int))

    def hands_two(self, children) -> tuple[int, ...]:
        return tuple(children)

    def hands_same(self, children) -> tuple[int, ...]:
        if children[0] != 2:  # the simulator splits into two hands only: more stays unread
            raise NotThisFamily
        return (children[1],) * children[0]

    def board_split_rule(self, children) -> str:
        sizes = [c for c in children if isinstance(c, int)]
        if sizes[0] >= sizes[1]:  # the smaller hand is the one that must rank below
            raise NotThisFamily
        return "smaller-below-larger"

    def board_split(self, children) -> Split:
        sizes = next(c for c in children if isinstance(c, tuple))
        held = [c for c in children if isinstance(c, int) and not isinstance(c, bool)]
        if held and held[0] != sum(sizes):  # "splits their seven cards into ..."
            raise NotThisFamily
        rule = next((c for c in children if isinstance(c, str) and c == "smaller-below-larger"), None)
        return Split(sizes, rule)

    # ---- common cards that may not pair ------------------------------------------------
    def pair_all(self, children) -> int | None:
        if not children[0]:
            raise NotThisFamily
        return None

    def pair_last(self, children) -> int:
        if not children[1]:
            raise NotThisFamily
        return children[0]

    def board_pair(self, children):
        return None

    board_pair_which = board_pair_not = board_pair

    def board_no_pair(self, children) -> BoardNoPair:
        return BoardNoPair(children[0])

    # ---- other players' cards and picks of common-card groups --------------------------
    def own_all(self, children) -> _Own:
        """"your down cards": any of them; "your three down cards": all three."""
        count = _ints(children)
        cards = next(c for c in children if isinstance(c, Holding))
        if count:
            return _Own(count[0], count[0], (), cards, True)
        return _Own(0, None, (), cards, False)

    def board_other_face(self, children) -> Holding:
        return Holding.UP if _words(children)[0] in ("up", "face-up") else Holding.DOWN

    def board_other_noun(self, children) -> Holding:
        return next(c for c in children if isinstance(c, Holding))

    def board_other_poss(self, children):
        return None

    def board_other_who(self, children):
        return children[0]

    @staticmethod
    def _other(count: int | None, cards: Holding, who) -> _Other:
        if who is None:  # any one other player
            return _Other(count, cards)
        return _Other(count, cards, who.direction, who.seats)

    def other_of(self, children) -> _Other:
        quantity: Quantity = next(c for c in children if isinstance(c, Quantity))
        if quantity.exact is None:
            raise NotThisFamily
        return self._other(quantity.exact, children[-1], None)

    def other_poss(self, children) -> _Other:
        count = _ints(children)
        return self._other(count[0] if count else None, children[-1], None)

    def other_the(self, children) -> _Other:
        return self._other(None, children[0], children[-1])

    def other_of_who(self, children) -> _Other:
        quantity: Quantity = children[0]
        if quantity.exact is None:
            raise NotThisFamily
        return self._other(quantity.exact, children[1], children[-1])

    def uses_own_other(self, children) -> tuple:
        return (children[0], children[-1])

    def board_pick_groups(self, children) -> BoardGroup:
        return _GROUPS[_words(children)[0]]

    board_pick_group = board_pick_groups

    def board_pick_card(self, children) -> str:
        return _words(children)[0]

    def board_first(self, children) -> bool:
        return True

    def board_pick_size(self, children) -> int:
        return _ints(children)[0]

    def pick_of(self, children) -> Pick:
        """"one of the two flops", "one of the sets of three", "one of the first sets of one"."""
        take = children[0]
        group = next(c for c in children if isinstance(c, BoardGroup))
        at = children.index(group)
        among = _ints(children[1:at])
        size = _ints(children[at + 1:])
        return Pick(group, take, among=among[0] if among else None, size=size[0] if size else None,
                    first=True in children[1:at])

    def pick_pair(self, children) -> Pick:
        return Pick(BoardGroup.PAIR, children[0])

    def pick_the(self, children) -> Pick:
        return Pick(children[0])

    def pick_card(self, children) -> Pick:
        which, plural = children[0], children[1]
        if plural:
            raise NotThisFamily
        if which in ("single", "lone"):
            return Pick(BoardGroup.CARD, part=Part.SINGLE)
        return Pick(BoardGroup.CARD, index=1 if which == "first" else -1)

    def pick_middle(self, children) -> Pick:
        """"the middle common of one row": one row, its middle card."""
        _, plural, take, line = children
        if plural or line not in _LINE_GROUPS:
            raise NotThisFamily
        return Pick(_LINE_GROUPS[line], take, cards=1, part=Part.MIDDLE)

    def pick_end_same(self, children) -> Pick:
        line = children[-1]
        if line not in _LINE_GROUPS:
            raise NotThisFamily
        return Pick(_LINE_GROUPS[line], cards=children[0], part=Part.END, same=True)

    def pick_from_any(self, children) -> Pick:
        """"one card from any two sets of commons": two of the sets, one card of each."""
        cards = children[0]
        group = next(c for c in children if isinstance(c, BoardGroup))
        take = _ints(children[1:children.index(group)])[0]
        return Pick(group, take, cards=cards)

    def board_pick_list(self, children) -> tuple[Pick, ...]:
        return tuple(children)

    def board_in_addition(self, children) -> _Own:
        return children[0]

    def uses_picks(self, children) -> tuple:
        picks = children[0] if isinstance(children[0], tuple) else (children[0],)
        if picks[0].same:
            raise NotThisFamily
        own = tuple(c for c in children[1:] if isinstance(c, _Own))
        return (*own, BoardPick(picks))

    def uses_own_picks(self, children) -> tuple:
        return (children[0], BoardPick((children[-1],)))

    # ---- ways of making a hand ---------------------------------------------------------
    def opt_table(self, children) -> BoardUse:
        return BoardUse(table=_ints(children)[0])

    def opt_line(self, children) -> BoardUse:
        return BoardUse(lines=children[1], count=children[0])

    def board_opt_board(self, children) -> BoardUse:
        return children[0]

    def board_whole_hand(self, children) -> _Own:
        return _Own(HAND, HAND, (), Holding.OWN, True)

    def board_option_mixed(self, children) -> tuple:
        return (children[0], children[-1])

    def board_option(self, children):
        return children[0]

    @staticmethod
    def _option(option) -> tuple:
        """One way of making the hand: each is exactly what it names."""
        parts = option if isinstance(option, tuple) else (option,)
        out = []
        for part in parts:
            if isinstance(part, _Own):
                if part.high is None:
                    raise NotThisFamily  # "your down cards", as one way of two: how many?
                out.append(OwnUse(part.low, part.high, part.choices, part.cards))
            else:
                out.append(part)
        return tuple(out)

    def board_use_options(self, children) -> tuple:
        options = [c for c in children if isinstance(c, (_Own, tuple))]
        return (UseOptions(tuple(self._option(o) for o in options)),)

    # ---- a common card in several hands or lines; high and low hands -------------------
    def board_common_once(self, children) -> CommonOnce:
        return CommonOnce()

    def one_card_nth(self, children) -> Spot:
        if children[1]:  # "the last common cards"
            raise NotThisFamily
        return Spot(Part.ANY, index=children[0])

    def board_one_card(self, children) -> Spot:
        return children[0]

    def board_any_line(self, children) -> BoardAnyLine:
        spot: Spot = children[0]
        if spot.part not in (Part.ANY, Part.CENTRE) or spot.line is not None or len(children) > 2 and children[2]:
            raise NotThisFamily
        return BoardAnyLine(spot, children[1])

    def board_hl_who(self, children):
        return None

    def board_high_low(self, children) -> HighLowApart:
        return HighLowApart()

    def board_aside(self, children):
        return None

    def board_split_aside(self, children) -> SplitAside:
        sizes = next(c for c in children if isinstance(c, tuple))
        held = [c for c in children if isinstance(c, int) and not isinstance(c, bool)]
        ordinal = held[-1] if held else None
        if len(held) == 2 and held[0] != sum(sizes) + 1:
            raise NotThisFamily
        if ordinal is not None and ordinal != sum(sizes) + 1:  # "with the fifth card": after the hands' four
            raise NotThisFamily
        return SplitAside(sizes, 1)

    def own_any(self, children) -> _Own:
        count = _ints(children)[0]
        return _Own(count, count, (), children[-1], False)

    # ---- hands and boards; merged hands ------------------------------------------------
    def board_hand_boards(self, children) -> HandBoards:
        group = next((c for c in children if isinstance(c, BoardGroup)), None)
        if group is None:
            word = _words(children)[-1]
            group = BoardGroup.ROW if word == "row" else BoardGroup.SET
        return HandBoards(group)

    def merge_closest(self, children):
        return None

    def merge_seat(self, children) -> Side:
        if children[0].seats != 1:
            raise NotThisFamily
        return children[0].direction

    def board_merge(self, children) -> MergeHands:
        return MergeHands(next((c for c in children if isinstance(c, Side)), None))

    # ---- a common card moved into line -------------------------------------------------
    def shift_column(self, children) -> LineKind:
        return LineKind.COLUMN

    def shift_row(self, children) -> LineKind:
        return LineKind.ROW

    def board_shift(self, children) -> BoardShift:
        spot = next(c for c in children if isinstance(c, Spot))
        along = next(c for c in children if isinstance(c, LineKind))
        return BoardShift(spot, along, _ints(children)[-1])

    # ---- one pick requiring another ----------------------------------------------------
    def board_req_group(self, children) -> BoardGroup:
        word = _words(children)[0]
        return {"row": BoardGroup.ROW, "column": BoardGroup.COLUMN, "flop": BoardGroup.FLOP}.get(word, BoardGroup.SET)

    def req_pick(self, children) -> Pick:
        group = next(c for c in children if isinstance(c, BoardGroup))
        return Pick(group, 1, cards=1, size=_ints(children)[-1])

    def board_requires(self, children) -> PickRequires:
        picks = [c for c in children if isinstance(c, Pick)]
        return PickRequires(picks[0], picks[1])
