"""Board flips: common cards lying in a layout turned face up, in the order the rules give
("the top common card", "the next common card going clockwise", "one common card from each
row", "one horizontal row", "any one common card except the centre one").

The layout and the places of the cards are the board piece's (`play/board.py`); which
cards a flip may turn is the step's own `BoardFlip.choices`. When the flipper chooses
among several ways, the dealer takes the one that helps their own hand most
(`policies.best_addition`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealerschoice.cards.cards import CARD_TEXT
from dealerschoice.play import board_kinds, policies
from dealerschoice.play.board import board_of
from dealerschoice.play.handlers import handles
from dealerschoice.play.mechanics.table_discards import flip_plain_table
from dealerschoice.rules.steps.board import BoardFlip
from dealerschoice.rules.steps.places import Spot

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand


@handles(BoardFlip)
def board_flip(hand: PlayedHand, step: BoardFlip, at: int) -> int | None:
    board = board_of(hand)
    layout = board.layout
    plain = step.spot == Spot() and step.unit is None and step.each is None and step.besides is None
    if layout is None or (plain and step.count is None and not _down_on_layout(hand, board)):
        # table cards laid off any layout (discards laid on the table): "Flip all of the table cards face up."
        words = flip_plain_table(hand, step.count) if plain else None
        if words or layout is None:
            hand.event(hand.progress.rule, "flip", words or "There is no common card to turn up.")
            return None
    dealt = set(board.places)
    present = [p for p in layout.positions if p in dealt]
    if len(present) < len(layout.positions):  # part of the board is not dealt yet: turn what lies there
        layout = type(layout)(layout.shape, tuple(present),
                              tuple(type(line)(line.kind, tuple(p for p in line.positions if p in dealt))
                                    for line in layout.lines if any(p in dealt for p in line.positions)),
                              layout.centre if layout.centre in dealt else None)
    up = board.up_places(hand)
    laid = step.choices(layout, up, board.turned[-1] if board.turned else None)
    chosen = board_kinds.flip_ways(hand, step, board, list(laid))  # -- issue 16: "table cards" beside common cards
    ways = [w for w in chosen if w and all(p not in up for p in w)]
    if not ways:
        hand.event(hand.progress.rule, "flip", "No common card is left for this rule to turn up.")
        return None
    way = ways[0] if len(ways) == 1 else ways[_choose(hand, board, ways)]
    cards = []
    for place in way:
        held = board.held_at(hand, place)
        if held is None or held.up:
            continue
        held.up = True
        board.turned.append(place)
        board.turned_at.append(len(hand.log.events))  # the flip event, written below
        cards.append(f"{CARD_TEXT[held.card]} ({place})")
    _turned_wilds(hand, board)
    board_of(hand)  # the wilds by place ("the corner common cards") count the cards just turned
    who = "The dealer turns up" if len(ways) == 1 else "The dealer chooses and turns up"
    hand.event(hand.progress.rule, "flip", f"{who} {', '.join(cards)}." if cards else
               "No common card is left for this rule to turn up.")
    board_kinds.after_flip(hand, board)  # -- issue 16: "the first table card flipped" (after its flip event)
    return None


def _down_on_layout(hand: PlayedHand, board) -> bool:
    """Whether a common card lies face down at a place of the layout."""
    positions = set(board.layout.positions)
    return any(p in positions and not h.up for p, h in zip(board.places, hand.table.board))


def _choose(hand: PlayedHand, board, ways) -> int:
    """The way the dealer chooses: the cards that help their own hand most (the dealer
    plays too; a dealer who folded takes the first way)."""
    dealer = hand.table.seat(hand.table.dealer)
    if dealer.folded:
        return 0
    known = dealer.known() + [h.card for h in hand.table.board if h.up]
    options = [board.cards_at(hand, way) for way in ways]
    return policies.best_addition(known, options, hand.rules_for(dealer, cards=known))


def _turned_wilds(hand: PlayedHand, board) -> None:
    """Tell the wild rules which common cards are up, in the order they came up (dealt face
    up, then turned): "the last common card flipped", "the lowest common card"."""
    turned = set(board.turned)
    dealt_up = [h.card for p, h in zip(board.places, hand.table.board) if h.up and p not in turned]
    hand.wilds.state.board_turned = tuple(dealt_up) + tuple(
        h.card for p in board.turned if (h := board.held_at(hand, p)) is not None)
