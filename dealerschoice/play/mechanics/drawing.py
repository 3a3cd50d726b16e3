"""Draws beyond the plain one-for-one: drawing back more or fewer cards than were thrown away,
and the discards shuffled into a new deck when the deck runs out.

"If the deck runs out of cards, reshuffle the discards" (a `ShuffleDiscards` with
`when_empty`) is read as a note, not a step the hand plays in order, so the draw asks the
game's rules once whether it holds (`DeckRefill`). The discards are moved, never copied, into
the deck: the table's card check after every rule still finds each card exactly once.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from dealerschoice.play.handlers import handles
from dealerschoice.rules.grammar import read_game
from dealerschoice.rules.steps.dealing_deck import ShuffleDiscards
from dealerschoice.rules.steps.draw import DrawBack

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand


@dataclass
class DeckRefill:
    """Whether the game shuffles the discards in when the deck runs out (asked once: the same
    for the whole hand), and how often it has."""

    allowed: bool | None = field(default=None, compare=False)
    reshuffles: int = 0


def reshuffles_discards(hand: PlayedHand) -> bool:
    """Whether the game's rules shuffle the discards back in when the deck runs out."""
    piece = hand.piece(DeckRefill)
    if piece.allowed is None:
        piece.allowed = any(isinstance(step, ShuffleDiscards) and step.when_empty and not step.pile
                            for rule in read_game(hand.program.game) for step in rule.steps)
    return piece.allowed


def refill(hand: PlayedHand, wanted: int) -> None:
    """Before `wanted` cards are dealt: if the deck holds fewer and the rules say so, the
    discards are shuffled into the deck (under what is left of it). A deck still too short
    stops the game at the draw, as before (`Table.draw`)."""
    table = hand.table
    if wanted <= len(table.deck) or not table.muck or not reshuffles_discards(hand):
        return
    mucked, table.muck = table.muck, []
    table.rng.shuffle(mucked)
    table.deck.extend(mucked)
    hand.piece(DeckRefill).reshuffles += 1
    hand.event(hand.progress.rule, "draw", f"The deck runs out: the {len(mucked)} discards are shuffled "
                                                "and dealt from.")


@handles(DrawBack)
def draw_back(hand: PlayedHand, step: DrawBack, at: int) -> int | None:
    """Each player draws as many cards as they discarded, `offset` more (never fewer than none)."""
    table = hand.table
    texts = []
    for seat in table.clockwise_from(1):
        thrown = hand.turns.discarded.get(seat.number, 0)
        count = max(0, thrown + step.offset)
        if count:
            refill(hand, count)
            table.give(seat, count, up=False)
            seat.expected += count
        texts.append(f"{seat.name} threw away {thrown} and draws {count}")
    hand.event(hand.progress.rule, "draw", "; ".join(texts) + "." if texts else "Nobody draws.")
    return None
