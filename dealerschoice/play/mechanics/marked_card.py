"""A common card marked at random ("Select one of the common cards at random and place a
marker above it"). The mark is played as written: the dealer marks that many face-down common
cards, chosen with the table's seeded shuffle, and the transcript says which. Where no rule of
the game says what a mark does (Hoyle Cincinnati), it changes nothing in play, and the step's
page text says so."""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealerschoice.play.board import board_of
from dealerschoice.play.handlers import handles
from dealerschoice.rules.steps.late_reads import MarkedTableCard

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand


@handles(MarkedTableCard)
def mark_common_cards(hand: PlayedHand, step: MarkedTableCard, at: int) -> int | None:
    board = board_of(hand)
    down = [place for place, held in zip(board.places, hand.table.board) if not held.up]
    if not down:
        hand.event(hand.progress.rule, "mark", "No face-down common card is left to mark.")
        return None
    marked = sorted(hand.table.rng.sample(down, min(step.count, len(down))), key=down.index)
    where = ", ".join(marked)
    hand.event(hand.progress.rule, "mark", f"The dealer marks the common card{'s' if len(marked) > 1 else ''} "
                                           f"at {where}, chosen at random.")
    return None
