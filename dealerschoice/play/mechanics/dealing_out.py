"""Deals to players out of the hand, or to all but one: cards dealt to the players who have
folded, or to every player, folded or not ("Deal one card up to each player, including players
who have folded earlier in the round."), or to everyone but the player who just won a card at
auction ("Deal everyone else one card face up."), or to each hand a player holds ("Deal one
card up to each hand each player still has in the game": `seat_hands.deal_to_hands`). A
folded player keeps their cards (the table never takes them back before the showdown), so a
card dealt to them joins those, and a face-up one turns up as any dealt card does (`triggers.card_up`: "If an out player gets a
face up spade, they are back in the game")."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from dealerschoice.play.handlers import handles
from dealerschoice.play.mechanics.auctions import Won
from dealerschoice.play.mechanics.drawing import refill
from dealerschoice.play.mechanics.moves import cards_word
from dealerschoice.play.mechanics.seat_hands import deal_to_hands
from dealerschoice.play.triggers import card_up
from dealerschoice.rules.steps.dealing_shares import DealOut
from dealerschoice.rules.steps.vocab import DealTo

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Held, Seat


@dataclass
class AuctionsSeen:
    """The cards each player had won at auction when the last deal to "everyone else" was
    made: a player who has won one since is the one the deal passes over."""

    won: dict[int, int] = field(default_factory=dict)

    def redealt(self) -> None:
        self.won.clear()


def _auction_winners(hand: PlayedHand) -> set[int]:
    now = dict(hand.piece(Won).cards)
    seen = hand.piece(AuctionsSeen)
    winners = {n for n, count in now.items() if count > seen.won.get(n, 0)}
    seen.won = now
    return winners


@handles(DealOut)
def deal_out(hand: PlayedHand, step: DealOut, at: int) -> int | None:
    if step.to == DealTo.HANDS:  # each hand of each player still in: the seat's piles
        deal_to_hands(hand, step)
        return None
    table = hand.table
    seats = table.clockwise_from(1, include_folded=True)
    if step.to == DealTo.FOLDED:
        seats = [s for s in seats if s.folded]
        who = "each player who has folded"
    elif step.to == DealTo.ALL:
        who = "each player, folded or not"
    elif step.to == DealTo.OTHERS:
        winners = _auction_winners(hand)
        seats = [s for s in seats if not s.folded and s.number not in winners]
        but = ", ".join(f"P{n}" for n in sorted(winners))
        who = f"each player but {but}, who won the auction" if winners else "each player (nobody won the auction)"
    else:  # the gap of the step says which are played
        raise ValueError(f"deal-out: a deal to {step.to!r} is not played; allowed: folded, all, others, hands")
    up = step.face == "up"
    dealt: list[tuple[Seat, Held]] = []
    for seat in seats:
        refill(hand, step.count)
        table.give(seat, step.count, up=up)
        seat.expected += step.count
        dealt.extend((seat, held) for held in seat.cards[-step.count:])
    hand.event(hand.progress.rule, "deal", f"{cards_word(step.count).capitalize()} face {step.face} to {who}"
               + ("" if seats else ": nobody has folded") + ".")
    for seat, held in dealt if up else ():
        card_up(hand, seat, held, "dealt")
    return None
