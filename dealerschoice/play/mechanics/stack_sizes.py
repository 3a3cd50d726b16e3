"""Stacks of different sizes: "Each player splits their cards into a stack of four cards and a
stack of three cards." (`StackSizes`); the flips that follow name the stack they turn from
("the top card of their three card stack", `Flip.stack`).

Each stack is a pile of its own (numbered from 1 in the order the rule names them; the piece
`StackPiles` keeps which pile has which size, for the flips). The cards stay one hand: the
stacks only fix the order cards are shown in. A player puts in the stacks that will be turned
up the cards they least mind showing (`policies.worst`), weakest on top (`hide_order`), and
keeps the rest down.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from dealerschoice.cards import Card
from dealerschoice.play import policies
from dealerschoice.play.handlers import handles
from dealerschoice.play.table import CannotFollow
from dealerschoice.rules.steps import Flip
from dealerschoice.rules.steps.draw import StackSizes

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat


@dataclass
class StackPiles:
    """The pile number of each stack size of the last `StackSizes` (the first of equal sizes)."""

    by_size: dict[int, int] = field(default_factory=dict)

    def redealt(self) -> None:
        self.by_size.clear()


def pile_of(hand: PlayedHand, size: int | None) -> int:
    """The pile a flip of "the top card of their `size` card stack" turns from (0, the main
    stack, when the players hold no stacks of sizes)."""
    if size is None:
        return 0
    return hand.piece(StackPiles).by_size.get(size, 0)


@handles(StackSizes)
def stack_sizes(hand: PlayedHand, step: StackSizes, at: int) -> int | None:
    turned = {s.stack for s in hand.program.steps_of(Flip) if isinstance(s, Flip) and s.stack is not None}
    piles = hand.piece(StackPiles)
    piles.by_size = {}
    for number, size in enumerate(step.sizes, 1):
        piles.by_size.setdefault(size, number)
    for seat in hand.table.clockwise_from(1):
        _split(hand, seat, step, turned)
    sizes = " and ".join(f"a stack of {n}" for n in step.sizes)
    fixed = "; the order of the " + " and ".join(f"{n}-card" for n in step.fixed) + " stack is fixed" if step.fixed else ""
    hand.event(hand.progress.rule, "stack", f"Each player puts their down cards in {sizes}: the stacks turned up "
                                            f"hold the cards they least mind showing, weakest on top{fixed}.")
    return None


def _split(hand: PlayedHand, seat: Seat, step: StackSizes, turned: set[int]) -> None:
    down = [h for h in seat.cards if not h.up]
    if len(down) != sum(step.sizes):
        raise CannotFollow(f"{seat.name} must split {len(down)} down cards into stacks of "
                           f"{' and '.join(map(str, step.sizes))} cards")
    rules = hand.rules_for(seat)
    left: list[Card] = [h.card for h in down]
    chosen: dict[int, list[Card]] = {}
    # the stacks to be turned up first take the cards least missed, then the others the rest
    order = sorted(range(len(step.sizes)), key=lambda i: step.sizes[i] not in turned)
    for i in order:
        size = step.sizes[i]
        cards = policies.worst(left, size, [], rules) if step.sizes[i] in turned and size < len(left) else left[:size]
        chosen[i] = list(cards)
        for card in cards:
            left.remove(card)
    by_card: dict[Card, list] = {}
    for held in down:
        by_card.setdefault(held.card, []).append(held)
    ordered = []
    for i in range(len(step.sizes)):
        for card in policies.hide_order(chosen[i], seat.up(), rules):
            held = by_card[card].pop()
            held.pile = i + 1
            ordered.append(held)
    seat.cards = [h for h in seat.cards if h.up] + ordered
