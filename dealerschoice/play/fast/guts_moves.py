"""A guts plan's moves that keep the simulator's order of cards (`guts_play`): a seat's
discard, mucked in the order the simulator's player gives the cards up."""

from __future__ import annotations

from dealerschoice.cards.cards import JOKER_CODE
from dealerschoice.play.fast.choosing import SeatBounds


def discard(throw, bounds: SeatBounds, hand: list[int], muck: list[int]) -> int:
    """A seat's discard (`throw`: its `choosing.thrower` for `bounds`), the cards mucked in the
    order the simulator's player gives them up (`policies.worst`: lowest first, by code, or in
    the order held when every card that may go goes, the card shown for a bigger draw being
    kept): a redeal gathers the muck in that order, so it decides the next deal. (The thrower
    remembers its choice by the hand's shape, which keeps which cards go, not their order.)"""
    before = list(hand)
    ranks = bounds.shown_ranks if bounds.extra is not None else None
    shown = ranks is not None and any(c != JOKER_CODE and (c >> 2) + 2 in ranks for c in hand)
    count = throw(hand)
    if count:
        left = list(hand)
        gone = []
        for c in before:
            if c in left:
                left.remove(c)
            else:
                gone.append(c)
        muck.extend(gone if count >= len(before) - shown else sorted(gone))
    return count
