"""More table cards when a card turns up: "Every time a pair is dealt face up, deal a card
face up to the table." (`TableCardsOn`, a standing rule). Fired from `triggers.card_up`, which
hands over its own test of a trigger against the card that turned up; no handler of its own.

The table cards dealt so are what other rules read ("Any card matching the rank of a table
card is wild"); an empty deck deals none, and says so.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from dealerschoice.cards import format_cards
from dealerschoice.play.table import Held
from dealerschoice.rules.steps.dealing_events import TableCardsOn

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat


@dataclass
class TableCardRules:
    """The game's `TableCardsOn` rules, found once (a cache: the program does not change)."""

    steps: tuple[TableCardsOn, ...] | None = field(default=None, compare=False)


def card_up(hand: PlayedHand, seat: Seat, held: Held, how: str, matches: Callable[[object], bool]) -> None:
    """`held` turned up in front of `seat` (`how`: "dealt", "flip"); deal the table cards of
    every rule whose trigger it fires (`matches`)."""
    rules = hand.piece(TableCardRules)
    if rules.steps is None:
        rules.steps = tuple(s for _, s in hand.program.standing_of(TableCardsOn) if isinstance(s, TableCardsOn))
    if not rules.steps or seat.folded:
        return
    table = hand.table
    for step in rules.steps:
        if not matches(step.trigger):
            continue
        count = min(step.count, len(table.deck))
        up = step.face == "up"
        cards = table.draw(count)
        table.board.extend(Held(c, up=up, seen=up, dealt_up=up) for c in cards)
        why = f"{seat.name} gets {held.card} face up"
        if not cards:
            hand.event(hand.progress.rule, "deal", f"{why}, but the deck is empty: no table card.")
        else:
            dealt = format_cards(cards) if up else ("a card" if count == 1 else f"{count} cards")
            hand.event(hand.progress.rule, "deal", f"{why}: {dealt} dealt face {step.face} to the table.")
