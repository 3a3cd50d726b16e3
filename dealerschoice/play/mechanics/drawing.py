"""Draws beyond the plain one-for-one: drawing back more or fewer cards than were thrown away,
cards of some ranks replaced again and again until nobody wants another, and the discards
shuffled into a new deck when the deck runs out.

"If the deck runs out of cards, reshuffle the discards" (a `ShuffleDiscards` with
`when_empty`) is read as a note, not a step the hand plays in order, so the draw asks the
game's rules once whether it holds (`DeckRefill`). The discards are moved, never copied, into
the deck: the table's card check after every rule still finds each card exactly once.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from dealerschoice.cards.cards import CARD_TEXT
from dealerschoice.play.handlers import handles
from dealerschoice.play.mechanics.choices import rank_number
from dealerschoice.rules.grammar import read_game
from dealerschoice.rules.steps.dealing_deck import ShuffleDiscards
from dealerschoice.rules.steps.draw import DrawBack, DrawUntilDone, ReplaceRanked

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Held, Seat


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


def _replaceable(step: ReplaceRanked, seat: Seat, held: Held, low_goal: bool) -> bool:
    """Whether a player throws this card away: one of the rule's (its face, at most `most` or
    at least `least`, an ace high) that pairs none of their other cards, and only when they
    play for the side the rule's cards hurt (low cards for a high hand, high for a low one)."""
    card = held.card
    if card.is_joker or (step.face is not None and held.up != (step.face == "up")):
        return False
    if step.most is not None and (low_goal or card.rank > rank_number(step.most)):
        return False
    if step.least is not None and (not low_goal or card.rank < rank_number(step.least)):
        return False
    return sum(1 for c in seat.all() if c.rank == card.rank) == 1


@handles(ReplaceRanked)
def replace_ranked(hand: PlayedHand, step: ReplaceRanked, at: int) -> int | None:
    """Each player may throw away their cards of the rule's ranks (face up for all to see,
    where `shown`) and get a new card for each, face as the card it replaces. When the rule
    goes on "until no one wants to draw" (`DrawUntilDone`), the round is played again while
    anyone replaced a card and the deck serves."""
    from dealerschoice.play.mechanics.moves import goal  # moves imports this module

    table = hand.table
    again = any(isinstance(s, DrawUntilDone) for s in hand.program.actions[at].steps)
    rounds = 0
    while True:
        rounds += 1
        texts = []
        for seat in table.clockwise_from(1):
            low_goal = goal(hand, seat) == "low"
            for held in [h for h in seat.cards if _replaceable(step, seat, h, low_goal)]:
                refill(hand, 1)
                if not table.deck:
                    break
                table.to_muck(seat, [held.card])
                table.give(seat, 1, up=held.up)
                new = seat.cards[-1]
                texts.append(f"{seat.name} throws away {CARD_TEXT[held.card]}" + (" face up" if step.shown else "")
                             + (f" and gets {CARD_TEXT[new.card]}" if new.up else " and gets a new card"))
        if not texts:
            hand.event(hand.progress.rule, "draw", "Nobody wants to replace a card." if rounds == 1 else
                       f"Nobody wants to replace another card (round {rounds}).")
            return None
        hand.event(hand.progress.rule, "draw", "; ".join(texts) + ".")
        if not again or not table.deck:
            return None


@handles(DrawUntilDone)
def draw_until_done(hand: PlayedHand, step: DrawUntilDone, at: int) -> int | None:
    """Played by the draw before it in the rule (`replace_ranked` goes round until nobody draws)."""
    return None
