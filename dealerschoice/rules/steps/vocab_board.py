"""Vocabularies of the board: common-card layouts, their lines and places, the order and the
players that turn them, and the groups a hand picks from (steps/board.py, layout.py)."""

from __future__ import annotations

from dealerschoice.rules.steps.vocab_word import Word


class Shape(Word):
    """How common cards are laid out on the table."""

    ROWS = "rows"        # rows, one under the other (sizes may differ)
    SQUARE = "square"    # a full grid ("a 3x3 square")
    RING = "ring"        # the edge of a square with no centre ("eight cards in a square")
    CROSS = "cross"      # a horizontal and a vertical bar crossing at the centre
    CIRCLE = "circle"
    DIAMOND = "diamond"
    H = "h"
    V = "v"
    L = "l"
    Z = "z"
    SETS = "sets"        # separate sets (boards) of common cards


class LineKind(Word):
    """A group of board positions a hand may be limited to."""

    ROW = "row"            # horizontal
    COLUMN = "column"      # vertical
    DIAGONAL = "diagonal"
    ARM = "arm"            # one arm of a cross, out from the centre
    SIDE = "side"          # one side of a V or of a square's edge
    SET = "set"            # one separate set of common cards


class Part(Word):
    """A named place on the board, as flips and hand limits name it."""

    ANY = "any"            # any card (the next one, in the order of the rule)
    TOP = "top"            # the top card of the common cards (the next one dealt)
    CENTRE = "centre"
    CORNER = "corner"
    EDGE = "edge"          # the cards around the edge (all but the centre)
    END = "end"            # an end card of a line
    MIDDLE = "middle"      # the middle card of a line
    OPPOSITE = "opposite"  # two cards on opposite sides (of a circle)
    ALTERNATE = "alternate"  # every other card around
    SIDE = "side"          # the card on one side ("the right side of the diamond")
    LAST = "last"          # the last common card flipped
    SINGLE = "single"      # the one common card dealt alone
    OPPOSITE_LAST = "opposite-last"  # across the board from the last common card flipped


class Order(Word):
    """In which order common cards are turned when a rule flips "the next" one."""

    DEALT = "dealt"                    # the order they were dealt
    CLOCKWISE = "clockwise"            # around the layout
    COUNTER_CLOCKWISE = "counter-clockwise"
    CLOCKWISE_SPIRAL = "clockwise-spiral"  # around, then spiralling in
    CLOCKWISE_SKIP = "clockwise-skip"  # around, skipping every other card
    LEFT_RIGHT_DOWN = "left-right-down"  # along each row left to right, then the row below
    RIGHT_LEFT_DOWN = "right-left-down"


class Chooser(Word):
    """Who picks which common card is turned."""

    RULE = "rule"       # the rule names it (or the next in order): no choice
    FLIPPER = "flipper"  # the player who flips chooses


class Flipper(Word):
    """Who turns common cards up."""

    DEALER = "dealer"
    CALLED = "called"   # the player who was called in the last betting round


class Holding(Word):
    """Which of a player's own cards a hand-making limit counts."""

    DOWN = "down"
    UP = "up"
    OWN = "own"   # any of the player's own cards


class BoardGroup(Word):
    """A group of common cards a hand picks from, as a hand limit names it (`Pick`)."""

    FLOP = "flop"
    TURN = "turn"
    RIVER = "river"
    SET = "set"
    ROW = "row"
    COLUMN = "column"
    PAIR = "pair"      # a pair of common cards dealt together
    CARD = "card"      # a single common card
