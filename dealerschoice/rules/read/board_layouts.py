"""Board family, layouts: common cards dealt in a shape (rows, a grid, a cross, a circle,
letters, sets) read as the `Deal` of the cards to the table and the `BoardLayout` they lie in."""

from __future__ import annotations

from lark import Token

from dealerschoice.rules.read.board_parts import (
    Cards,
    LayoutTail,
    face_of,
    tokens_of,
)
from dealerschoice.rules.read.family import NotThisFamily
from dealerschoice.rules.steps import Deal
from dealerschoice.rules.steps.board import BoardLayout, Layout
from dealerschoice.rules.steps.vocab import (
    Face,
    Part,
    Shape,
    Target,
)


class LayoutReading:
    """Layouts of common cards (`board.lark`'s `board_deal_*` rules)."""

    # ---- layouts -----------------------------------------------------------------------
    def board_cards(self, children) -> Cards:
        return Cards(children[0], face_of(children))

    def board_cards_each(self, children) -> Cards:
        return Cards(None, face_of(children))

    def board_table(self, children):
        return None

    def board_group(self, children) -> str:
        return tokens_of(children)[0]

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
        return {"plus": "cross", "ring": "circle"}.get(tokens_of(children)[0], tokens_of(children)[0])

    board_grid_word = board_shape_word

    def board_pattern_word(self, children):
        return None

    def tail_joker(self, children) -> LayoutTail:
        if children[-1].part != Part.CENTRE:
            raise NotThisFamily
        return LayoutTail(joker=True)

    def tail_centre(self, children) -> LayoutTail:
        if children[-1].part != Part.CENTRE:
            raise NotThisFamily
        return LayoutTail(centre=face_of(children))

    def tail_z(self, children) -> LayoutTail:
        return LayoutTail(z=True)

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
    def _deal(layout: Layout | None, cards: Cards, extra: Face | None = None) -> tuple:
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
        cards = next(c for c in children if isinstance(c, Cards))
        shape, rows, columns = next(c for c in children if isinstance(c, tuple))
        tail = next((c for c in children if isinstance(c, LayoutTail)), LayoutTail())
        count = cards.count
        assert count is not None, "board_cards counts its cards"  # only board_cards_each leaves it to the groups
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
        return self._deal(Layout.square(rows, columns), next(c for c in children if isinstance(c, Cards)))

    def board_in(self, children):
        return None

    def board_deal_rows(self, children) -> tuple:
        cards = next(c for c in children if isinstance(c, Cards))
        sizes = next(c for c in children if isinstance(c, tuple))
        return self._deal(Layout.rows(sizes), cards)

    def board_deal_rows_of(self, children) -> tuple:
        cards = next(c for c in children if isinstance(c, Cards))
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
