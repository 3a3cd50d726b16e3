"""Players named by their place in the hand (`Role`: "the player to the left of the dealer",
"whoever won the auction"), and the turn that moves round the table when rules are repeated
"once for each player, going around the table clockwise".

`Turn` is the hand's own piece: `turn` counts the rounds of such a repeat already played, so
the player "to the left of the dealer" of the repeated rules is the next player clockwise on
each round; `auction_winner` is the seat that won the last auction (buying.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from dealerschoice.cards import exposed_key, high_hand_showing
from dealerschoice.play.table import CannotFollow
from dealerschoice.rules.steps.vocab import Role

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat


@dataclass
class Turn:
    """turn: rounds of an each-player repeat played (0 on the first pass); rounds: the rounds
    counted by each repeat, by the index of its action; auction_winner: the seat that won the
    last auction."""

    turn: int = 0
    rounds: dict[int, int] | None = None
    auction_winner: int | None = None

    def redealt(self) -> None:
        self.turn = 0
        self.rounds = None
        self.auction_winner = None


def leader(hand: PlayedHand) -> Seat:
    """The player to the left of the dealer, moved one seat clockwise for every round of an
    each-player repeat played so far (the seats of players still in)."""
    active = hand.table.clockwise_from(1)
    if not active:
        raise CannotFollow("every player has folded: nobody is left to act")
    return active[hand.piece(Turn).turn % len(active)]


def role_seat(hand: PlayedHand, role: Role) -> Seat | None:
    """The seat a rule names by role, or None when nobody fills it now (no auction won yet)."""
    table = hand.table
    if role == Role.LEFT_OF_DEALER:
        return leader(hand)
    if role == Role.AUCTION_WINNER:
        number = hand.piece(Turn).auction_winner
        return table.seat(number) if number is not None else None
    if role == Role.LAST_RAISER:
        number = hand.money.last_raiser
        return table.seat(number) if number is not None else leader(hand)
    if role == Role.LAST_FLIPPER:
        number = hand.turns.last_flipper
        return table.seat(number) if number is not None else None
    if role in (Role.HIGH_SHOWING, Role.LOW_SHOWING):
        active = table.clockwise_from(1)
        showing = {s.number: s.up() for s in active if s.up()}
        if not showing:
            return leader(hand)
        rules = {s.number: hand.show_rules(s) for s in active}
        if role == Role.HIGH_SHOWING:
            best = high_hand_showing(showing, [s.number for s in table.seats], table.dealer, rules)
            return table.seat(best) if best is not None else leader(hand)
        return table.seat(min(showing, key=lambda n: (exposed_key(showing[n], rules[n]), n)))
    raise CannotFollow(f"the rules name the player {role.value!r}; the simulator does not know who that is here")
