"""No-peek cards that lie beside the hand until the rules bring them in (Stooge Poker: "If
anyone raises, everyone flips a no peek card. Each players first flipped no peek card is wild
for them, as are all cards of the same rank. If the second no peek card is flipped face up,
each player add theirs to their hand. Each player's third flipped no peek card does not
contribute to their hand value, nor do any other cards of the same rank, even if that rank
was wild.").

- In a game with a `NoPeekJoinsHand` or `DeadFlip` rule, a player's no-peek cards (noted as
  they are held unseen: `watch`) are not part of their hand: `in_hand` gives the showdown the
  cards a hand is made of, the no-peek cards that joined it (the `NoPeekJoinsHand` ordinal)
  with them, and without the cards a `DeadFlip` kills (its card, and with `same_rank` every
  card of its rank). A discard never takes a card beside the hand (`kept_aside`).
- A `FlipOnRaise` is played at every raise (`bet_made`, told of each bet and raise by the
  betting round through penalties.opened): each player still in turns up their next no-peek
  card (else, for a flip from the top, their first down card), in the order dealt.
  A round's first bet is no raise; a game of blind bets, where a first "bet" raises the
  blind, is not told apart (no such game has the rule).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from dealerschoice.cards import format_cards
from dealerschoice.rules.steps.flip import FlipOnRaise
from dealerschoice.rules.steps.table_rules import DeadFlip, NoPeekJoinsHand

if TYPE_CHECKING:
    from dealerschoice.cards import Card
    from dealerschoice.play.program import Program
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Held, Seat


@dataclass
class Aside:
    """The game's rules on no-peek cards (searched out once), each seat's no-peek cards this
    deal, and the bets and raises of the betting round now under way."""

    rules: tuple[tuple, tuple, tuple] | None = field(default=None, compare=False)  # (joins, dead, on raise)
    no_peek: dict[int, list[Card]] = field(default_factory=dict)  # seat -> its no-peek cards, as dealt
    round: int = 0
    bets: int = 0

    def redealt(self) -> None:
        self.no_peek.clear()
        self.round = self.bets = 0


def _rules(hand: PlayedHand) -> tuple[tuple, tuple, tuple]:
    piece = hand.piece(Aside)
    if piece.rules is None:
        program = hand.program
        piece.rules = (tuple(s for _, s in program.standing_of(NoPeekJoinsHand)),
                       tuple(s for _, s in program.standing_of(DeadFlip)),
                       tuple(s for _, s in program.standing_of(FlipOnRaise)))
    return piece.rules


def _apart(hand: PlayedHand) -> bool:
    joins, dead, _ = _rules(hand)
    return bool(joins or dead)


def sets_apart(program: Program) -> bool:
    """Whether the program's rules set no-peek cards apart from the hand (`in_hand` is then
    more than all the seat's cards): asked once a program, by the judge."""
    return bool(program.standing_of(NoPeekJoinsHand) or program.standing_of(DeadFlip))


def watch(hand: PlayedHand) -> None:
    """Note every card a player holds unseen: a no-peek card, for the rest of the deal."""
    joins, dead, raises = _rules(hand)
    if not (joins or dead or raises):
        return
    noted = hand.piece(Aside).no_peek
    for seat in hand.table.seats:
        for held in seat.cards:
            if not held.seen and not held.up and held.card not in noted.get(seat.number, ()):
                noted.setdefault(seat.number, []).append(held.card)


def flipped_no_peek(hand: PlayedHand, seat: Seat) -> list[Card]:
    """The seat's no-peek cards turned up, in the order flipped."""
    mine = hand.piece(Aside).no_peek.get(seat.number, [])
    held = {h.card for h in seat.cards}
    return [c for c in seat.flipped if c in mine and c in held]


def in_hand(hand: PlayedHand, seat: Seat) -> list[Card]:
    """The cards the seat's hand is made of (all its cards in a game without such rules)."""
    cards = seat.all()
    if not _apart(hand):
        return cards
    joins, dead, _ = _rules(hand)
    mine = set(hand.piece(Aside).no_peek.get(seat.number, []))
    flipped = flipped_no_peek(hand, seat)
    joined = {flipped[s.ordinal - 1] for s in joins if len(flipped) >= s.ordinal}
    made = [c for c in cards if c not in mine or c in joined]
    for step in dead:
        if len(flipped) < step.ordinal:
            continue
        killed = flipped[step.ordinal - 1]
        made = [c for c in made if c != killed and not (step.same_rank and not c.is_joker and not killed.is_joker
                                                         and c.rank == killed.rank)]
    return made


def kept_aside(hand: PlayedHand, seat: Seat, pool: list[Card]) -> list[Card]:
    """`pool` without the cards lying beside the hand: a discard is from the hand."""
    if not _apart(hand):
        return pool
    mine = set(hand.piece(Aside).no_peek.get(seat.number, []))
    return [c for c in pool if c not in mine]


def _next_card(seat: Seat, mine: list[Card], source: str) -> Held | None:
    down = [h for h in seat.cards if not h.up]
    for card in mine:  # the no-peek cards in the order dealt
        held = next((h for h in down if h.card == card), None)
        if held is not None:
            return held
    return down[0] if down and source == "top" and not mine else None


def bet_made(hand: PlayedHand, seat: Seat) -> None:
    """A bet or raise in the betting round now under way: a raise plays the flips it sets off."""
    _, _, raises = _rules(hand)
    if not raises:
        return
    piece = hand.piece(Aside)
    if piece.round != hand.money.bet_rounds:
        piece.round, piece.bets = hand.money.bet_rounds, 0
    piece.bets += 1
    if piece.bets == 1:  # the round's first bet opens it: no raise
        return
    from dealerschoice.play.triggers import card_up  # triggers asks mechanics at import time: not above

    watch(hand)
    for step in raises:
        flip = step.flip
        words = []
        for other in hand.table.clockwise_from(1):
            turned = []
            for _ in range(flip.count):
                held = _next_card(other, piece.no_peek.get(other.number, []), flip.source)
                if held is None:
                    break
                held.up = held.seen = True
                card_up(hand, other, held, "flip")
                turned.append(held.card)
            if turned:
                words.append(f"{other.name} turns up {format_cards(turned)}")
        text = "; ".join(words) if words else "nobody has a card left to turn up"
        hand.event(hand.progress.rule, "flip", f"{seat.name} raises, so everyone flips: {text}.")
