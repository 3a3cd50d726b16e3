"""The cards a hand of a game's own ranking is made of, and the order it counts them in:
only the red or black cards, or no hand at all with a wild card (`made_of`); the cards in
the order their holder turned them up, for football hands (`turned_order`)."""

from __future__ import annotations

from dealerschoice.cards import HandRules
from dealerschoice.rules.steps.vocab import MadeOf

MADE_OF_WORDS = {MadeOf.DOWN: "face-down cards", MadeOf.RED: "red cards", MadeOf.BLACK: "black cards",
                 MadeOf.NO_WILDS: "natural cards"}


def made_of(cards, rules: HandRules, what: MadeOf) -> list:
    """The cards a hand made only of `what` may use: the red or the black ones (a joker is
    neither), or, for a hand without wild cards, all of them when none is wild and none
    otherwise. (Face-down cards need the seat: split_hand.py.)"""
    if what == MadeOf.RED:
        return [c for c in cards if not c.is_joker and c.suit in "hd"]
    if what == MadeOf.BLACK:
        return [c for c in cards if not c.is_joker and c.suit in "sc"]
    if what == MadeOf.NO_WILDS:
        return [] if any(c.is_joker or rules.is_wild(c) for c in cards) else list(cards)
    raise ValueError(f"made_of {what!r}: a high hand is made of red, black or natural cards here; face-down "
                     "cards need the seat")


def turned_order(seat, cards) -> list:
    """`cards` in the order their holder turned them up (`Seat.flipped`), the rest after in
    the order held: the order a football hand counts in."""
    flipped = [c for c in seat.flipped if c in cards]
    return flipped + [c for c in cards if c not in flipped]
