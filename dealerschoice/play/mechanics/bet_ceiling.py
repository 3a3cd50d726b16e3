"""The most a bettor's hand can be worth in a game with hand limits, found cheaply (issue 21).

Where players stay to the showdown whatever they hold (the odds' `Stance.everyone_stays`),
a bettor's hand decides only whether they bet (or raise) or check (or call): whether its
edge reaches a line. The edge of a limited hand (`hand_limits.seen_category`: the best
legal line of their known cards and the face-up ones) is the dearest thing a betting round
works out, a search over every legal line. Its ceiling is not: the best hand of ALL the
cards a way may use, the limits aside, can only be as good or better (a legal line is some
of those cards, judged by the same rules). When even the ceiling's edge stays below the
line, the search cannot change the action and is not made.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealerschoice.play.board import board_of
from dealerschoice.play.hand_limits import hand_limits
from dealerschoice.play.policies import category
from dealerschoice.play.table import CannotFollow

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat


def seen_ceiling(hand: PlayedHand, seat: Seat) -> int | None:
    """A high-hand category `seen_category(hand, seat)` never exceeds: for each way the
    seat's hand may be made, the category of its known own cards with every face-up card of
    that way's groups, under the rules `seen_category` judges that way by; None exactly
    where `seen_category` is None (no hand limits, or a way the showdown stops at)."""
    limited = hand_limits(hand.program)
    if limited is None:
        return None
    try:
        ways = limited.ways(hand, board_of(hand), seat)
    except CannotFollow:
        return None
    # the same cards as `seen_category` sees: what is up for everyone, and the seat's own known cards
    visible = {h.card for h in hand.table.board if h.up}
    visible.update(h.card for s in hand.table.seats if s is not seat for h in s.cards if h.up)
    own = [h.card for h in seat.cards if h.up or h.seen]
    best = 0
    for _, parts in ways:
        pool = own + [c for _, cards in parts for c in cards if c in visible]
        if pool:  # the best five of the pool: a legal line (some of its cards) is no better
            best = max(best, category(pool, hand.rules_for(seat, "high", pool)))
    return best
