"""Folded hands that go on playing: "If anyone folds, their cards get passed to the player on
their left." (`FoldedPass`, a standing rule). Watched after every step (simulate.py): a
player who has folded since hands their cards (`which`: all, up or down) to the next player
still in on that side, who plays them with their own; a fold in the middle of a betting round
hands them over when the round is done.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from dealerschoice.cards import format_cards
from dealerschoice.rules.steps.passing import FoldedPass, HandPart

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand


@dataclass
class FoldedPasses:
    """The game's rule (found once: a cache) and the seats whose cards have gone on already."""

    rule: FoldedPass | None = field(default=None, compare=False)
    ready: bool = field(default=False, compare=False)
    handed: set[int] = field(default_factory=set)

    def redealt(self) -> None:
        self.handed.clear()


def watch(hand: PlayedHand) -> None:
    piece = hand.piece(FoldedPasses)
    if not piece.ready:
        piece.rule = next((s for _, s in hand.program.standing_of(FoldedPass) if isinstance(s, FoldedPass)), None)
        piece.ready = True
    rule = piece.rule
    if rule is None or hand.progress.over:
        return
    table = hand.table
    active = table.active()
    if len(active) < 2:
        return
    for seat in table.seats:
        if not seat.folded or seat.number in piece.handed:
            continue
        piece.handed.add(seat.number)
        going = [h for h in seat.cards if rule.which == HandPart.ALL or h.up == (rule.which == HandPart.UP)]
        if not going:
            continue
        # the next player still in on that side (the folder counted among them to find it)
        to = table.left_of(seat.number, rule.seats, str(rule.direction), active + [seat])
        for held in going:
            seat.cards.remove(held)
            held.pile = 0
            to.cards.append(held)
        seat.expected -= len(going)
        to.expected += len(going)
        shown = format_cards([h.card for h in going if h.up])
        hand.event(hand.progress.rule, "pass", f"{seat.name} has folded: their {len(going)} card"
                   f"{'s go' if len(going) != 1 else ' goes'} to {to.name}" + (f" ({shown} face up)" if shown else "")
                   + ".")
