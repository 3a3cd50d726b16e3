"""A table card that travels round the table (Buddha's Folly: "Deal one face up table card to
the player to the dealer's left. The player with the table card may take it and replace it
with a card from their hand. Pass the table card one player to the left. Repeat the last two
actions until the table card goes all the way around without getting replaced.").

The card lies face up on the table (`Table.board`) in front of one player (`Travelling.at`),
and belongs to no hand. Its holder may take it into their hand and lay one of their own
cards face up in its place (`swap`; the choice is `takes`: a swap that betters the hand);
passing it moves it on (`pass_on`). The repeat ends when it has been in front of every player
still in since it was last replaced (`went_around`), and the card, no one's, goes out of
play: the showdown then knows only the players' own cards.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from dealerschoice.cards import format_cards
from dealerschoice.play import policies
from dealerschoice.play.handlers import handles
from dealerschoice.play.mechanics.drawing import refill
from dealerschoice.play.mechanics.roles import role_seat
from dealerschoice.play.table import CannotFollow, Held
from dealerschoice.rules.steps.draw import TableCardSwap
from dealerschoice.rules.steps.passing import PassTableCard
from dealerschoice.rules.steps.vocab import Face

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat
    from dealerschoice.rules.steps.dealing_shares import DealToPlayer


@dataclass
class Travelling:
    """The travelling table card's place: the seat it lies in front of (None: none dealt,
    or out of play), and how many players in a row have let it pass unreplaced."""

    at: int | None = None
    unchanged: int = 0
    swapped: bool = False  # its holder replaced it this turn (read by the pass)

    def redealt(self) -> None:
        self.at, self.unchanged, self.swapped = None, 0, False


def _held(hand: PlayedHand) -> Held:
    board = hand.table.board
    if not board:
        raise CannotFollow("the rules move the table card, but no table card is dealt")
    return board[-1]  # the travelling card: the one dealt in front of a player, kept last


def deal(hand: PlayedHand, step: DealToPlayer, at: int) -> int | None:
    """A table card dealt in front of the player the rule names (face up or down). It is
    in no hand: a game where no rule lets a player take it has no use for it, and says so."""
    if not hand.program.steps_of(TableCardSwap):
        raise CannotFollow("a table card is dealt in front of one player, but no rule lets a player take it: "
                           "the rules do not say what it is for")
    seat = role_seat(hand, step.to)
    if seat is None or seat.folded:
        hand.event(hand.progress.rule, "deal", f"Nobody is {step.to.value} now: no table card dealt.")
        return None
    if step.count != 1:
        raise CannotFollow(f"{step.count} table cards dealt in front of one player; the rules after move one")
    refill(hand, 1)
    up = step.face == Face.UP
    [card] = hand.table.draw(1)
    hand.table.board.append(Held(card, up=up, dealt_up=up))
    piece = hand.piece(Travelling)
    piece.at, piece.unchanged, piece.swapped = seat.number, 0, False
    shown = format_cards([card]) if up else "a table card face down"
    hand.event(hand.progress.rule, "deal", f"{shown} is dealt face {step.face} in front of {seat.name}.")
    return None


def takes(hand: PlayedHand, seat: Seat, offered) -> object | None:
    """The card a player gives for the table card, or None to let it pass: the card whose
    loss hurts least from their cards with the table card; None when that is the table card."""
    cards = seat.all() + [offered]
    [worst] = policies.worst(cards, 1, [], hand.rules_for(seat, cards=cards))
    return None if worst == offered else worst


@handles(TableCardSwap)
def swap(hand: PlayedHand, step: TableCardSwap, at: int) -> int | None:
    """The player the table card lies before may take it, laying one of their cards in its place."""
    piece = hand.piece(Travelling)
    if piece.at is None:
        raise CannotFollow("a player may swap for the table card, but none lies in front of a player")
    if step.count != 1:
        raise CannotFollow(f"a swap of {step.count} cards for one table card is not played; one card for one")
    table = hand.table
    seat = table.seat(piece.at)
    held = _held(hand)
    given = None if seat.folded else takes(hand, seat, held.card)
    piece.swapped = given is not None
    if given is None:
        hand.event(hand.progress.rule, "pass", f"{seat.name} leaves {format_cards([held.card])}.")
        return None
    [mine] = seat.remove([given])
    seat.cards.append(Held(held.card, up=False, seen=True))
    held.card, held.up, held.dealt_up = mine.card, True, False  # the card laid in its place, face up
    hand.event(hand.progress.rule, "pass", f"{seat.name} takes {format_cards([seat.cards[-1].card])} and lays "
                                           f"{format_cards([mine.card])} in its place.")
    return None


@handles(PassTableCard)
def pass_on(hand: PlayedHand, step: PassTableCard, at: int) -> int | None:
    """The table card moves `seats` players to the `direction` side (of those still in)."""
    piece = hand.piece(Travelling)
    if piece.at is None:
        raise CannotFollow("the rules pass the table card on, but none lies in front of a player")
    table = hand.table
    piece.unchanged = 0 if piece.swapped else piece.unchanged + 1
    piece.swapped = False
    among = table.active() or table.seats
    if all(s.number != piece.at for s in among):
        among = among + [table.seat(piece.at)]
    piece.at = table.left_of(piece.at, step.seats, step.direction, among=among).number
    hand.event(hand.progress.rule, "pass", f"The table card passes to {table.seat(piece.at).name}.")
    return None


def went_around(hand: PlayedHand) -> bool:
    """Whether the table card has passed every player still in unreplaced: the repeat is
    over, and the card, in no one's hand, goes out of play."""
    piece = hand.piece(Travelling)
    if piece.at is None:
        return True
    if piece.unchanged < len(hand.table.active()):
        return False
    held = _held(hand)
    hand.table.board.remove(held)
    hand.table.muck.append(held.card)
    piece.at = None
    hand.note(f"The table card has gone all the way around unreplaced: {format_cards([held.card])} is out of play.")
    return True
