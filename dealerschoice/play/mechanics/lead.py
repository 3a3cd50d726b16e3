"""The lead player a game names, moving round the table ("Deal one card up with each player, the
lead player rotating clockwise each round. Deal an extra up card to the lead."): `LeadPlayer`
moves the lead one seat each time its rule comes round, and `DealToPlayer` deals to one
player only, the lead or another player a rule names by role.

Before any `LeadPlayer` rule the lead is the player to the dealer's left (`roles.leader`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from dealerschoice.cards import format_cards
from dealerschoice.play.handlers import handles
from dealerschoice.play.mechanics import travelling_card
from dealerschoice.play.mechanics.drawing import refill
from dealerschoice.play.mechanics.moves import cards_word
from dealerschoice.play.mechanics.roles import leader, role_seat
from dealerschoice.play.table import CannotFollow
from dealerschoice.play.triggers import card_up
from dealerschoice.rules.steps.dealing_shares import DealToPlayer, LeadPlayer
from dealerschoice.rules.steps.vocab import Face, Role, Side

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat


@dataclass(slots=True)
class Lead:
    """rounds: the `LeadPlayer` rules played this deal (the lead has moved `rounds - 1` seats
    from the dealer's left); rotates: the side it moves to."""

    rounds: int = 0
    rotates: Side = Side.LEFT

    def redealt(self) -> None:
        self.rounds = 0


def lead_seat(hand: PlayedHand) -> Seat:
    """The lead now: the seat so many places from the dealer's left, counting every seat
    (a folded player's turn to lead passes to the next player still in)."""
    piece = hand.piece(Lead)
    if not piece.rounds:
        return leader(hand)
    table = hand.table
    seats = table.clockwise_from(1, include_folded=True)
    moved = piece.rounds - 1
    at = moved % len(seats) if piece.rotates == Side.LEFT else -moved % len(seats)
    order = seats[at:] + seats[:at]
    if piece.rotates != Side.LEFT:
        order = [order[0]] + order[1:][::-1]
    found = next((s for s in order if not s.folded), None)
    if found is None:
        raise CannotFollow("every player has folded: nobody is left to lead")
    return found


@handles(LeadPlayer)
def lead_player(hand: PlayedHand, step: LeadPlayer, at: int) -> int | None:
    """The lead moves on: the first time it is the player to the dealer's left."""
    piece = hand.piece(Lead)
    piece.rotates = step.rotates
    piece.rounds += 1
    hand.note(f"{lead_seat(hand).name} leads this round.")
    return None


@handles(DealToPlayer)
def deal_to_player(hand: PlayedHand, step: DealToPlayer, at: int) -> int | None:
    """`count` cards face `face` to the one player the rule names."""
    if step.table_card:  # issue 17: a table card laid in front of the player (travelling_card.py)
        return travelling_card.deal(hand, step, at)
    seat = lead_seat(hand) if step.to == Role.LEAD else role_seat(hand, step.to)
    if seat is None or seat.folded:
        hand.event(hand.progress.rule, "deal", f"Nobody is {step.to.value} now: no card dealt.")
        return None
    up = step.face == Face.UP
    refill(hand, step.count)
    cards = hand.table.give(seat, step.count, up=up)
    seat.expected += step.count
    shown = format_cards(cards) if up else cards_word(step.count)
    hand.event(hand.progress.rule, "deal", f"{seat.name} is dealt {shown} face {step.face}.")
    if up:
        for held in seat.cards[-step.count:]:
            card_up(hand, seat, held, "dealt")
    return None
