"""A card dealt face up makes the player next to its holder fold ("If a joker is ever dealt
face up, the player to the right of the joker must fold."): `NeighbourFold`, fired from
turned_wilds.card_turned as each card of a round turns up (the round is dealt first)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from dealerschoice.cards import Card
from dealerschoice.play.wild_basics import rank_value
from dealerschoice.rules.steps.wager import NeighbourFold

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat

PLACES = {1: "", 2: "second ", 3: "third "}


@dataclass
class NeighbourFolds:
    """The game's neighbour-fold rules (read once)."""

    ready: bool = field(default=False, compare=False)
    rules: tuple[NeighbourFold, ...] = field(default=(), compare=False)


def fits(step: NeighbourFold, card: Card) -> bool:
    """Whether the rule names this card.

    >>> fits(NeighbourFold("right", jokers=True), Card.parse("Jk")), fits(NeighbourFold("left", ranks=("Q",)), Card.parse("Qd"))
    (True, True)
    """
    if card.is_joker:
        return step.jokers
    return (card.rank in {rank_value(r) for r in step.ranks} or card in {Card.parse(c) for c in step.cards}
            or card.suit in step.suits)


def on_card_up(hand: PlayedHand, seat: Seat, card, how: str) -> None:
    piece = hand.piece(NeighbourFolds)
    if not piece.ready:
        piece.rules = tuple(hand.program.steps_of(NeighbourFold))
        piece.ready = True
    if how != "dealt" or not piece.rules or hand.progress.over:
        return
    table = hand.table
    for step in piece.rules:
        active = table.active()
        if not fits(step, card) or len(active) < 2:
            continue
        among = active if seat in active else active + [seat]  # counted from the holder, who may be out
        target = table.left_of(seat.number, step.seats, direction=str(step.side), among=among)
        if target is seat or target.folded:
            continue
        target.folded = True
        hand.event(hand.progress.rule, "fold", f"{card} is dealt face up to {seat.name}: {target.name}, the "
                                               f"{PLACES.get(step.seats, f'{step.seats}th ')}player to their "
                                               f"{step.side}, must fold.")
        if hand.one_left():
            return
