"""Cards dealt "if they want it": each player decides whether to take the next card, and a
rule repeated "until no one wants another card" ends when nobody takes one.

The decision looks one card ahead with the game's own judge (`judge.hands_of`: points hands,
wilds, rankings and all): a player wants a card when most of the cards they cannot see would
make their hand better for what they play for (`moves.goal`). In 7/27 a player at 20 points
takes a card (most cards bring them nearer 27 without going over), a player at 25 does not;
in a game of standard poker hands, where a card can never make a hand worse, a player takes
one while it is more likely than not to improve the hand.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

from dealerschoice.play.hand_limits import hand_limits
from dealerschoice.play.judge import hands_of, usable_table
from dealerschoice.play.table import Held
from dealerschoice.rules.steps import Showdown

if TYPE_CHECKING:
    from dealerschoice.cards import Card
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat


@dataclass
class Offers:
    """takers: how many players took the card of the last deal "if they want it" (None
    before any such deal); the repeat "until no one wants another card" reads it. declined:
    how many players bought nothing at the last twist (twists.py), for a repeat "until at
    least one player doesn't want more cards"."""

    takers: int | None = None
    declined: int | None = None

    def redealt(self) -> None:
        self.takers = None
        self.declined = None


def unseen(hand: PlayedHand, seat: Seat) -> list[Card]:
    """The cards a player cannot see: the deck, the muck and the others' down cards."""
    table = hand.table
    cards = list(table.deck) + list(table.muck)
    for other in table.seats:
        if other.number != seat.number:
            cards.extend(h.card for h in other.cards if not h.up)
    cards.extend(h.card for h in table.board if not h.up)
    return cards


def _side_key(hand: PlayedHand, seat: Seat, showdown: Showdown, side: int, table: list, only: str | None = None):
    made = hands_of(hand, seat, table, showdown, side=only)[side]
    return made.key if made is not None else None


def wants_card(hand: PlayedHand, seat: Seat, low: bool, up: bool = True) -> bool:
    """Whether this player takes one more card, face `up` or down (see the module's note);
    `low`: the player plays for the low hand."""
    showdown = next(iter(hand.program.steps_of(Showdown)), None)
    pool = unseen(hand, seat)
    if showdown is None or not pool:
        return False
    side = 1 if low else 0
    table = usable_table(hand)  # the trials change no table card
    now = _side_key(hand, seat, showdown, side, table)  # both sides: any note the judging makes, made here
    only = "low" if low else "high"
    counts = Counter(pool)
    # the answer is known once most cards help, or can no longer: a trial has no effect on
    # play (only the board's record of the places a hand uses, set by each trial on a board
    # with hand limits, which then tries every card as before)
    settles = hand_limits(hand.program) is None
    better, left = 0, len(pool)
    for card in set(pool):
        trial = seat.holding([*seat.cards, Held(card, up=up)])
        after = _side_key(hand, trial, showdown, side, table, only)
        left -= counts[card]
        if after is not None and (now is None or after > now):
            better += counts[card]
        if settles and (better * 2 > len(pool) or (better + left) * 2 <= len(pool)):
            break
    return better * 2 > len(pool)
