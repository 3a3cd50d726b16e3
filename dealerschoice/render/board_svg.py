"""The board of a common-card game, drawn for its page: a small inline SVG of the layout.

The analysis carries a game's board plan (`records.board.BoardPlan`, made by
`rules.steps.board_plan`; `analysis.board`): each position and where it lies, the number of
the flip that turns it, and the lines a hand may use. `board_svg(plan)` draws it, `describe(plan)` says it in words, and
`board_figure(analysis)` gives the page its figure. The SVG is plain markup: no scripts, no
external requests, `currentColor` for every stroke so it follows the page's colours and
prints in black, a `viewBox` so it scales to the column (390 px phones included).
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from markupsafe import Markup

from dealerschoice.records.analysis import GameAnalysis
from dealerschoice.records.board import BoardLine, BoardPlan, BoardShape

SLOT_W, SLOT_H = 48, 64     # one card place on the drawing, in SVG units
CARD_W, CARD_H = 38, 54     # a card inside its place
PAD = 6
LINE_WORDS = {BoardLine.ROW: ("row", "rows"), BoardLine.COLUMN: ("column", "columns"),
              BoardLine.DIAGONAL: ("diagonal", "diagonals"), BoardLine.ARM: ("arm", "arms"),
              BoardLine.SIDE: ("side", "sides"), BoardLine.SET: ("set", "sets"),
              BoardLine.RUN: ("run of cards side by side", "runs of cards side by side"),
              BoardLine.LINE: ("line", "lines")}
SHAPE_WORDS = {BoardShape.ROWS: "rows", BoardShape.SQUARE: "a square", BoardShape.RING: "a square with no centre",
               BoardShape.CROSS: "a cross", BoardShape.CIRCLE: "a circle", BoardShape.DIAMOND: "a diamond",
               BoardShape.H: "an H", BoardShape.V: "a V", BoardShape.L: "an L", BoardShape.Z: "a Z",
               BoardShape.SETS: "separate sets"}


def describe(plan: BoardPlan) -> str:
    """The board in words, for the SVG's description and the figure's caption.

    >>> plan = BoardPlan("cross", (("r1c2", 1, 0), ("r2c1", 0, 1), ("r2c2", 1, 1)), (("r1c2", 1),), (4,),
    ...                  lines=(("row", ("r2c1", "r2c2")),))
    >>> describe(plan)
    'Three common cards in a cross. The number on a card is the flip that turns it face up (flip 1: rule 4). A hand may use only the cards of the line marked: 1 row.'
    """
    count = len(plan.cards)
    text = f"{_number(count).capitalize()} common cards in {_shape_words(plan)}"
    if plan.joker:
        text += ", with a joker in the centre"
    text += "."
    if plan.up:
        text += " They are dealt face up."
    elif plan.flips:
        turns = ", ".join(f"flip {n}: rule {r}" for n, r in enumerate(plan.rules, 1))
        text += f" The number on a card is the flip that turns it face up ({turns})."
        if plan.chosen:
            text += " Where the player flipping chooses the card, the numbers show one way to turn them."
    if plan.lines:
        counts: dict[BoardLine, int] = {}
        for kind, _ in plan.lines:
            counts[kind] = counts.get(kind, 0) + 1
        parts = ", ".join(f"{n} {_kind_word(kind, n)}" for kind, n in counts.items())
        if len(plan.lines) == 1:
            text += f" A hand may use only the cards of the line marked: {parts}."
        else:
            text += f" A hand may use the cards of one of the {len(plan.lines)} lines marked: {parts}."
    return text


def _shape_words(plan: BoardPlan) -> str:
    """ "a 3×3 square", "two rows, of four and two cards", "three sets of three cards"...

    >>> _shape_words(BoardPlan("rows", (("r1c1", 0, 0), ("r1c2", 1, 0), ("r2c1", 0, 1))))
    'two rows, of two cards and one card'
    >>> _shape_words(BoardPlan("sets", (("s1.1", 0, 0), ("s2.1", 0, 1))))
    'two sets of one card'
    """
    rows: dict[float, int] = {}
    for _, _, y in plan.cards:
        rows[y] = rows.get(y, 0) + 1
    sizes = list(rows.values())
    shape = plan.shape
    if shape == BoardShape.SQUARE:
        return f"a {len(sizes)}×{sizes[0]} {'square' if sizes[0] == len(sizes) else 'grid'}"
    if shape in (BoardShape.ROWS, BoardShape.SETS):
        word = "row" if shape == BoardShape.ROWS else "set"
        if len(set(sizes)) == 1:
            cards = "card" if sizes[0] == 1 else "cards"
            if len(sizes) == 1:
                return f"one {word} of {_number(sizes[0])} {cards}"
            return f"{_number(len(sizes))} {word}s of {_number(sizes[0])} {cards}"
        parts = [f"{_number(n)} {'card' if n == 1 else 'cards'}" for n in sizes]
        return f"{_number(len(sizes))} {word}s, of {', '.join(parts[:-1])} and {parts[-1]}"
    if shape == BoardShape.CIRCLE and plan.centre:
        return "a circle, with one in the middle"
    return SHAPE_WORDS[shape]


def _kind_word(kind: BoardLine, n: int) -> str:
    one, more = LINE_WORDS[kind]
    return one if n == 1 else more


def _number(n: int) -> str:
    words = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
             "twelve", "thirteen", "fourteen", "fifteen", "sixteen")
    return words[n] if n < len(words) else str(n)


def _centre(x: float, y: float) -> tuple[float, float]:
    return PAD + x * SLOT_W + SLOT_W / 2, PAD + y * SLOT_H + SLOT_H / 2


def _n(value: float) -> str:
    return f"{value:.1f}".rstrip("0").rstrip(".")


def board_svg(plan: BoardPlan) -> str:
    """The board as an inline SVG: a card outline per position (its flip number inside),
    under them a broad translucent stroke along each line a hand may use (seen as the bars
    between its cards).

    >>> plan = BoardPlan("rows", (("r1c1", 0, 0), ("r1c2", 1, 0)), (("r1c2", 1),), (3,))
    >>> svg = board_svg(plan)
    >>> svg.count('class="board-card"'), svg.count('class="board-line'), 'viewBox="0 0 108 76"' in svg
    (2, 0, True)
    """
    width = PAD * 2 + (max(x for _, x, _ in plan.cards) + 1) * SLOT_W
    height = PAD * 2 + (max(y for _, _, y in plan.cards) + 1) * SLOT_H
    where = {p: _centre(x, y) for p, x, y in plan.cards}
    numbers = dict(plan.flips)
    text = describe(plan)
    out = [(f'<svg xmlns="http://www.w3.org/2000/svg" class="board-diagram" viewBox="0 0 {_n(width)} {_n(height)}" '
            f'width="{_n(width)}" height="{_n(height)}" style="max-width:100%;height:auto" role="img" '
            f'aria-labelledby="board-title board-desc">'),
           f'<title id="board-title">The board: {escape(text.split(".")[0].lower())}</title>',
           f'<desc id="board-desc">{escape(text)}</desc>']
    if plan.lines:
        # under the cards, which are filled with the page's paper: a line shows as the bars
        # joining its cards, and never crosses a number
        out.append('<g fill="none" stroke="currentColor" stroke-opacity="0.4" stroke-width="12" '
                   'stroke-linecap="round" stroke-linejoin="round">')
        for kind, places in plan.lines:
            if len(places) == 1:  # a line of one card: a frame around it
                cx, cy = where[places[0]]
                out.append(f'<rect class="board-line board-line-{kind.value}" x="{_n(cx - CARD_W / 2 - 3)}" '
                           f'y="{_n(cy - CARD_H / 2 - 3)}" width="{CARD_W + 6}" height="{CARD_H + 6}" rx="6" '
                           f'stroke-width="6"/>')
                continue
            points = " ".join(f"{_n(where[p][0])},{_n(where[p][1])}" for p in places if p in where)
            out.append(f'<polyline class="board-line board-line-{kind.value}" points="{points}"/>')
        out.append("</g>")
    out.append('<g stroke="currentColor" stroke-width="1.5" style="fill:var(--paper,#fff)">')
    for p, _, _ in plan.cards:
        cx, cy = where[p]
        dash = ' stroke-dasharray="4 3"' if p == plan.joker else ""
        out.append(f'<rect class="board-card" data-position="{escape(p)}" x="{_n(cx - CARD_W / 2)}" '
                   f'y="{_n(cy - CARD_H / 2)}" width="{CARD_W}" height="{CARD_H}" rx="4"{dash}/>')
    out.append("</g>")
    labels = [(p, str(numbers[p])) for p, _, _ in plan.cards if p in numbers]
    if plan.joker:
        labels.append((plan.joker, "Jk"))
    if labels:
        out.append('<g fill="currentColor" font-family="sans-serif" font-size="18" text-anchor="middle">')
        for p, label in labels:
            cx, cy = where[p]
            out.append(f'<text class="board-flip" x="{_n(cx)}" y="{_n(cy + 6)}">{escape(label)}</text>')
        out.append("</g>")
    out.append("</svg>")
    return "\n".join(out)


@dataclass(frozen=True, slots=True)
class BoardFigure:
    """What the page shows: the SVG and its caption."""

    svg: Markup
    caption: str


def board_figure(analysis: GameAnalysis | None) -> BoardFigure | None:
    """The figure of a game's analysis (`analysis.board`, from `board_plan`), if it has one."""
    plan = analysis.board if analysis is not None else None
    if plan is None:
        return None
    return BoardFigure(Markup(board_svg(plan)), describe(plan))
