"""Board family, flips: which common cards are turned up, in what order, by whom (`BoardFlip`)."""

from __future__ import annotations

from dealerschoice.rules.read.board_parts import (
    face_of,
)
from dealerschoice.rules.read.family import NotThisFamily
from dealerschoice.rules.steps.board import BoardFlip, Spot
from dealerschoice.rules.steps.vocab import (
    Chooser,
    Face,
    Flipper,
    LineKind,
    Order,
    Part,
    TableCards,
)


class FlipReading:
    """Flips of board places (`board.lark`'s `board_flip*` and `what_*` rules)."""

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
        if TableCards.TABLE in children[1:]:  # "Flip two table cards face up."
            return {"count": children[0], "names": TableCards.TABLE}
        return {"count": children[0]}

    def board_counted(self, children) -> TableCards | None:
        return TableCards.TABLE if str(children[0]) == "table" else None

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
        if face_of(children, Face.UP) != Face.UP:
            raise NotThisFamily
        fields = next(c for c in children if isinstance(c, dict))
        order = next((c for c in children if isinstance(c, Order)), Order.DEALT)
        return BoardFlip(order=order, **fields)

    def board_flip_by(self, children) -> BoardFlip:
        if face_of(children, Face.UP) != Face.UP:
            raise NotThisFamily
        fields = dict(next(c for c in children if isinstance(c, dict)))
        if Chooser.FLIPPER in children:  # "of their choice"
            fields["chooser"] = Chooser.FLIPPER
        return BoardFlip(by=children[0], **fields)

    def board_choice(self, children) -> Chooser:
        return Chooser.FLIPPER
