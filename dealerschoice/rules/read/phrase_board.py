"""Transformer parts of the shared board phrases: common cards, lines of a layout and places
on it (`Spot`), read by the board family and by others that name the board."""

from __future__ import annotations

from dealerschoice.rules.read.phrase_values import token_text
from dealerschoice.rules.steps.board import Spot
from dealerschoice.rules.steps.vocab import LineKind, Part


class BoardPhrases:
    """Transformer methods of the board phrases."""

    def commons_plural(self, children) -> bool:
        """common_cards: True for the plural ("common cards"), False for one ("a common card")."""
        return True

    def commons_single(self, children) -> bool:
        return False

    def common_adj(self, children):
        return None

    def line_row(self, children) -> LineKind:
        return LineKind.ROW

    def line_column(self, children) -> LineKind:
        return LineKind.COLUMN

    def line_diagonal(self, children) -> LineKind:
        return LineKind.DIAGONAL

    def line_set(self, children) -> LineKind:
        return LineKind.SET

    def line_side(self, children) -> LineKind:
        return LineKind.SIDE

    def line_arm(self, children) -> LineKind:
        return LineKind.ARM

    def board_row_word(self, children):
        return None

    board_column_word = board_row_word

    def board_lines_one(self, children) -> tuple[LineKind, ...]:
        return (children[0],)

    def board_lines_choice(self, children) -> tuple[LineKind, ...]:
        return tuple(dict.fromkeys(c for c in children if isinstance(c, LineKind)))

    def board_dir(self, children) -> LineKind:
        return {"horizontal": LineKind.ROW, "vertical": LineKind.COLUMN, "diagonal": LineKind.DIAGONAL}[token_text(children)]

    def board_index(self, children) -> int:
        if isinstance(children[0], int):  # an ordinal
            return children[0]
        return {"top": 1, "highest": 1, "upper": 1, "left": 1, "bottom": -1, "last": -1, "lowest": -1,
                "lower": -1, "right": -1, "middle": 0, "center": 0, "centre": 0}[token_text(children)]

    def board_figure(self, children) -> str:
        return token_text(children)

    def board_centre(self, children):
        return None

    def spot_centre(self, children) -> Spot:
        return Spot(Part.CENTRE)

    def spot_line(self, children) -> Spot:
        """board_index: 1 the first line (top, left), -1 the last (bottom, right), 0 the middle."""
        index, line = children[0], children[1]
        return Spot(Part.ANY, line, index)

    def spot_line_size(self, children) -> Spot:
        return Spot(Part.ANY, children[0], size=children[1])

    def spot_corner(self, children) -> Spot:
        return Spot(Part.CORNER)

    def spot_edge(self, children) -> Spot:
        return Spot(Part.EDGE)

    def spot_side(self, children) -> Spot:
        return Spot(Part.SIDE, side=children[0])

    def spot_opposite(self, children) -> Spot:
        return Spot(Part.OPPOSITE)
