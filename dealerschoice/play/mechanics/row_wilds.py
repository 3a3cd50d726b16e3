"""Wild ranks named by a common card of each row of the board ("The last common card flipped
in each row is wild, as are all cards of the same ranks", "The low common card in each row is
wild"): one rank per row, from the cards of that row lying face up, wild for everyone.

The rows are the board layout's (play/board.py); which card of a row counts is the wild
rule's source: the last turned up in the row (`table-last`), its lowest (`table-low`) or its
highest (`table-high`). A face-down card names nothing. The transcript says each time the
ranks change, with the rows that name them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING

from dealerschoice.cards import HandRules
from dealerschoice.cards.cards import RANK_PLURALS
from dealerschoice.rules.steps import Wild
from dealerschoice.rules.steps.vocab import LineKind

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand

ROW_SOURCES = ("table-last", "table-low", "table-high")


@dataclass
class RowWilds:
    """The row ranks seen last (so a change is said once), and the words of a change not said
    yet: a change is first seen while the event of the flip that made it is being written
    (its table view asks what is wild), so it is said at the next question, after that event."""

    said: tuple[int | None, ...] = field(default=(), compare=False)
    pending: str | None = field(default=None, compare=False)

    def redealt(self) -> None:
        self.said = ()
        self.pending = None


def row_ranks(hand: PlayedHand, rule: Wild) -> tuple[int | None, ...]:
    """The rank each row of the board names under `rule` (None: no card of it face up)."""
    from dealerschoice.play.board import (
        board_of,  # play/board.py reads the wild state: imported late
    )

    board = board_of(hand)
    layout = board.layout
    if layout is None:
        return ()
    order = list(hand.wilds.state.board_turned or ())  # face-up common cards in the order they came up
    found: list[int | None] = []
    for line in layout.lines_of(LineKind.ROW):
        up = [c for c in board.cards_at(hand, line.positions, up_only=True) if not c.is_joker]
        if not up:
            found.append(None)
        elif rule.source == "table-last":
            found.append(max(up, key=lambda c: order.index(c) if c in order else -1).rank)
        else:
            found.append((min if rule.source == "table-low" else max)(c.rank for c in up))
    return tuple(found)


def with_row_wilds(hand: PlayedHand, rules_of_rows: tuple[Wild, ...], rules: HandRules) -> HandRules:
    """`rules` plus the ranks the rows name now; the transcript hears of a change."""
    named = tuple(r for rule in rules_of_rows if rule.source in ROW_SOURCES for r in row_ranks(hand, rule))
    piece = hand.piece(RowWilds)
    if piece.pending is not None:
        text, piece.pending = piece.pending, None
        hand.event(hand.progress.rule, "wild", text)
    if named != piece.said:
        piece.said = named
        piece.pending = _words(named)
    ranks = frozenset(r for r in named if r is not None)
    return plus_ranks(rules, ranks) if ranks else rules


@lru_cache(maxsize=1024)
def plus_ranks(rules: HandRules, ranks: frozenset[int]) -> HandRules:
    """`rules` with `ranks` wild too (built once per pair)."""
    return rules.with_wilds(ranks=ranks)


def _words(named: tuple[int | None, ...]) -> str | None:
    parts = [f"row {i} names {RANK_PLURALS[r]}" for i, r in enumerate(named, 1) if r is not None]
    return "The wild ranks change with the common cards up: " + "; ".join(parts) + "." if parts else None
