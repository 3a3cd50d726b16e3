"""Declarations: in or out (one at a time or at once), high, low or both (by a chip in the
hand or by turning a card up on one side)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealerschoice.play import policies
from dealerschoice.play.handlers import handles
from dealerschoice.play.judge import usable_table
from dealerschoice.play.triggers import card_up
from dealerschoice.rules.steps import Declare

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand


@handles(Declare)
def declare(hand: PlayedHand, step: Declare, at: int) -> int | None:
    table = hand.table
    words = []
    if "in" in step.choices:
        order = table.clockwise_from(1)
        hand.turns.last_declarers = [s.number for s in order]
        for seat in order:
            known = seat.known() + usable_table(hand, up_only=True)
            seat.declared = "in" if policies.goes_in(known, hand.rules_for(seat, cards=known)) else "out"
            words.append(f"{seat.name} {seat.declared}")
        for seat in order:
            if seat.declared == "out":
                seat.folded = True
        how = "one at a time" if step.mode == "in-turn" else "at once"
        hand.event(hand.progress.rule, "declare", f"Declarations ({how}): " + ", ".join(words) + ".")
        return None
    for seat in table.clockwise_from(1):
        cards = seat.all() + usable_table(hand)
        choice = policies.declare_high_low(cards, hand.rules_for(seat, "high", cards),
                                           hand.rules_for(seat, "low", cards), step.choices,
                                           hand.turns.goals.get(seat.number, "high"))
        seat.declared = choice
        if step.mode == "by-flip":
            side = 2 if choice == "high" else 1
            held = next((h for h in seat.cards if h.pile == side and not h.up), None)
            if held is not None:
                held.up = True
                card_up(hand, seat, held, "flip")
                words.append(f"{seat.name} turns up {held.card} on the {'right' if side == 2 else 'left'}: {choice}")
                continue
        words.append(f"{seat.name} {choice}")
    hand.event(hand.progress.rule, "declare", "Declarations: " + ", ".join(words) + ".")
    return None
