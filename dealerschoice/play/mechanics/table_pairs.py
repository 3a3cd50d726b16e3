"""Common cards that may not pair ("If the table cards ever pair, replace the last one from the
deck until they don't pair."): a standing rule, watched after every step (watching.py), since
table cards turn up by deals and flips alike.

The card replaced is the later of the pair to come up (`discarding.turned_up`); the new card
lies in its place, face up, and takes its turn in the order the wild rules count ("the last
common card"). The old card goes to the muck.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from dealerschoice.cards.cards import CARD_TEXT
from dealerschoice.play.mechanics.discarding import turned_up
from dealerschoice.play.mechanics.drawing import refill
from dealerschoice.play.table import Held
from dealerschoice.play.triggers import table_card_up
from dealerschoice.rules.steps.board import BoardNoPair

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand


@dataclass
class NoPairRules:
    """The game's no-pair rules, searched out of the program once."""

    rules: tuple[BoardNoPair, ...] | None = field(default=None, compare=False)


def _pairing(hand: PlayedHand, step: BoardNoPair) -> Held | None:
    """The table card that pairs one turned up before it, among those the rule watches."""
    shown = turned_up(hand)
    if step.last is not None:
        shown = shown[-step.last:]
    seen: set[int] = set()
    for held in shown:
        if held.card.is_joker:
            continue
        if held.card.rank in seen:
            return held
        seen.add(held.card.rank)
    return None


def watch(hand: PlayedHand) -> None:
    piece = hand.piece(NoPairRules)
    if piece.rules is None:
        piece.rules = tuple(s for _, s in hand.program.standing_of(BoardNoPair))
    if not piece.rules or hand.progress.over:
        return
    table = hand.table
    for step in piece.rules:
        words = []
        while (held := _pairing(hand, step)) is not None:
            refill(hand, 1)
            if not table.deck:
                words.append("the deck is out: the pair stays")
                break
            [card] = table.draw(1)
            index = next(i for i, h in enumerate(table.board) if h is held)
            new = Held(card, up=True, dealt_up=held.dealt_up)
            table.board[index] = new
            table.muck.append(held.card)
            state = hand.wilds.state
            if state.board_turned is not None:
                state.board_turned = tuple(card if c == held.card else c for c in state.board_turned)
            words.append(f"{CARD_TEXT[held.card]} pairs the table and is replaced by {CARD_TEXT[card]}")
            table_card_up(hand, new)
        if words:
            hand.event(hand.progress.rule, "deal", "; ".join(words) + ".")
