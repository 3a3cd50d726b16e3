"""Board family, what a hand uses: own cards, table cards, lines of the board, and the ways
of making a hand (`Use`, `OwnUse`, `BoardUse`, `UseOptions`)."""

from __future__ import annotations

from lark import Token

from dealerschoice.rules.read.board_parts import (
    HAND,
    Other,
    Own,
    ints_of,
    tokens_of,
)
from dealerschoice.rules.read.family import NotThisFamily
from dealerschoice.rules.read.phrases import Quantity
from dealerschoice.rules.steps import Use
from dealerschoice.rules.steps.board import Spot
from dealerschoice.rules.steps.board_limits import BoardUse, OtherUse, OwnUse, UseOptions
from dealerschoice.rules.steps.vocab import (
    Holding,
    LineKind,
    Part,
)


class UseReading:
    """What a hand may or must use (`board.lark`'s `board_use*`, `uses_*`, `own_*` rules)."""

    # ---- what a hand uses --------------------------------------------------------------
    def board_who(self, children):
        return None

    board_only = board_verb = board_in_hand = board_making = board_not_both = board_adjacent = board_who

    def board_may(self, children) -> str:
        return tokens_of(children)[0] if tokens_of(children) else "may"

    def board_different(self, children):
        return None

    def board_exactly(self, children) -> bool:
        return True

    def board_own_face(self, children) -> Holding:
        word = tokens_of(children)[0]
        return Holding.UP if word in ("up", "face-up") else Holding.OWN if word == "own" else Holding.DOWN

    def board_own_noun(self, children) -> Holding:
        return next((c for c in children if isinstance(c, Holding)), Holding.OWN)

    def board_of_own(self, children) -> Holding:
        return next(c for c in children if isinstance(c, Holding))

    def own_quantity(self, children) -> Own:
        quantity: Quantity = next(c for c in children if isinstance(c, Quantity))
        cards = children[-1]
        return Own(quantity.low, quantity.high, quantity.choices, cards, children[0] is True)

    def own_both(self, children) -> Own:
        return Own(2, 2, (), children[-1], True)

    def own_list(self, children) -> Own:
        quantities = [c for c in children if isinstance(c, Quantity)]
        if any(q.exact is None for q in quantities):
            raise NotThisFamily
        choices = tuple(sorted({q.low for q in quantities}))
        return Own(choices[0], choices[-1], choices, children[-1], False)

    def board_table_count(self, children) -> int:
        return next(c for c in children if isinstance(c, int) and not isinstance(c, bool))

    def board_either(self, children) -> str:
        return tokens_of(children)[0]

    def board_part(self, children) -> str:
        return tokens_of(children)[0]

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
    def _own_steps(own: Own, may: str, table: int | None = None):
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
        if len(parts) == 2 and isinstance(parts[0], Own) and isinstance(parts[1], int):
            own, table = parts
            if not (own.high == own.low and not own.choices and own.cards in (Holding.DOWN, Holding.OWN)):
                raise NotThisFamily
            return (Use(own.low, table),) if own.exactly or may == "must" else \
                (OwnUse(own.low, own.low, (), own.cards), BoardUse(table=table))
        for part in parts:
            if isinstance(part, Own):
                out.append(self._own_steps(part, may))
            elif isinstance(part, Other):
                # as with own cards: "must use two" is two; "may use two" at most two
                low = 0 if part.count is None or may != "must" else part.count
                out.append(OtherUse(low, part.count, part.cards, part.side, part.seats))
            else:
                out.append(part)
        if any(isinstance(s, Use) for s in out) and len(out) > 1:
            # two own-card limits, or an own limit beside a board limit: the board decides
            # the table's share, so the own count stands alone as an OwnUse
            out = [OwnUse(s.hole or 0, s.hole, (), Holding.DOWN) if isinstance(s, Use) else s for s in out]
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
        owns = [c for c in children if isinstance(c, Own)]
        if any(o.high != o.low or o.choices for o in owns) or len({o.cards for o in owns}) != 1:
            raise NotThisFamily
        choices = tuple(sorted({o.low for o in owns}))
        return (OwnUse(choices[0], choices[-1], choices, owns[0].cards),)

    # ---- ways of making a hand ---------------------------------------------------------
    def opt_table(self, children) -> BoardUse:
        return BoardUse(table=ints_of(children)[0])

    def opt_line(self, children) -> BoardUse:
        return BoardUse(lines=children[1], count=children[0])

    def board_opt_board(self, children) -> BoardUse:
        return children[0]

    def board_whole_hand(self, children) -> Own:
        return Own(HAND, HAND, (), Holding.OWN, True)

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
            if isinstance(part, Own):
                if part.high is None:
                    raise NotThisFamily  # "your down cards", as one way of two: how many?
                out.append(OwnUse(part.low, part.high, part.choices, part.cards))
            else:
                out.append(part)
        return tuple(out)

    def board_use_options(self, children) -> tuple:
        options = [c for c in children if isinstance(c, (Own, tuple))]
        return (UseOptions(tuple(self._option(o) for o in options)),)
