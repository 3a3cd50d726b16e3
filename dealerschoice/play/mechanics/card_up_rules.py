"""The standing rules of issue 15 that answer a card turning up in front of a player: more
table cards (`TableCardsOn`: table_cards_on.py) and an opponent's card thrown away
(`OpponentDiscard`: stealing.py). Called from `triggers.card_up`, which hands over its own
test of a trigger against the card (`matches`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from dealerschoice.play.mechanics import stealing, table_cards_on
from dealerschoice.rules.steps.passing import OpponentDiscard

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Held, Seat


@dataclass
class CardUpRules:
    """The game's `OpponentDiscard` rules, found once (a cache: the program does not change)."""

    discards: tuple[OpponentDiscard, ...] | None = field(default=None, compare=False)


def card_up(hand: PlayedHand, seat: Seat, held: Held, how: str, matches: Callable[[object], bool]) -> None:
    table_cards_on.card_up(hand, seat, held, how, matches)
    rules = hand.piece(CardUpRules)
    if rules.discards is None:
        rules.discards = tuple(s for _, s in hand.program.standing_of(OpponentDiscard) if isinstance(s, OpponentDiscard))
    for step in rules.discards:
        if not seat.folded and matches(step.trigger):
            stealing.opponent_discard(hand, seat, held, step)
