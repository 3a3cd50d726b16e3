"""How many cards a player may and does give up: the bounds a draw's rule sets, and the choice.

A discard's step records its bounds (`Discard.low/high/choices/most/most_if/most_for`): "up to
three" allows 0..3, "one or three" only 1 or 3, "up to three, four if they show an ace" allows
four to a player who shows an ace (and keeps it), "four for the dealer" to one seat. This
module turns the bounds into the counts a seat may choose among (`allowed`) and decides the
count (`chosen`); the cards themselves are picked by `policies.worst`, as for every discard.
The choice is a real one only where the rule widens it: the usual count stays what it has
always been (the largest the usual case allows), so the simulated players of issue 18 own
how many cards to keep.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from dealerschoice.cards import Card
from dealerschoice.play import policies

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat
    from dealerschoice.rules.steps import Discard

RANK_OF = {"A": 14, "K": 13, "Q": 12, "J": 11, "T": 10, "10": 10}


def rank_number(word: str) -> int:
    """A rank as the rules write it ("A", "10", "7") as the card's rank number.

    >>> rank_number("A"), rank_number("10"), rank_number("7")
    (14, 10, 7)
    """
    if word in RANK_OF:
        return RANK_OF[word]
    if word.isdigit() and 2 <= int(word) <= 10:
        return int(word)
    raise ValueError(f"draw exception: rank {word!r} is not a rank (2-10, J, Q, K, A)")


@dataclass(frozen=True, slots=True)
class Bounds:
    """What one seat may give up: any count in `counts` (ascending); `usual` is the count the
    usual case allows at most; `shown` is the card the seat shows to earn more (kept, and
    never among the cards given up), None when the exception is not taken or not open."""

    counts: tuple[int, ...]
    usual: int
    shown: Card | None = None
    extra: int | None = None  # the most the exception allows, when it is open to this seat


def _seat_of(hand: PlayedHand, role) -> int:
    table = hand.table
    return table.dealer if role == "dealer" else table.clockwise_from(1, include_folded=True)[0].number


def bounds(hand: PlayedHand, seat: Seat, step: Discard, pool: list[Card]) -> Bounds:
    """The counts this seat may discard from `pool` under the step's bounds. A count the
    pool cannot cover is left out (a rule "up to three" with two cards left allows 0..2)."""
    top = len(pool)
    if step.choices:
        counts = tuple(sorted(c for c in step.choices if c <= top))
        usual = max(counts) if counts else 0
    else:
        low, high = step.low or 0, min(step.high if step.high is not None else top, top)
        counts = tuple(range(low, high + 1)) if step.up_to else (high,)
        usual = high
    if step.most is None or step.most <= usual:
        return Bounds(counts, usual)
    shown = None
    if step.most_if:
        ranks = {rank_number(r) for r in step.most_if}
        shown = next((c for c in pool if not c.is_joker and c.rank in ranks), None)
        if shown is None:
            return Bounds(counts, usual)
        top -= 1  # the card shown is kept
    elif step.most_for is not None and seat.number != _seat_of(hand, step.most_for):
        return Bounds(counts, usual)
    extra = min(step.most, top)
    if extra <= usual:
        return Bounds(counts, usual)
    return Bounds(tuple(sorted(set(counts) | set(range(usual + 1, extra + 1)))), usual, shown, extra)


def chosen(hand: PlayedHand, seat: Seat, pool: list[Card], limit: Bounds, goal: str) -> tuple[int, Card | None]:
    """How many cards the seat gives up, and the card it shows for that (or None).

    The usual case gives up the usual count (as every draw always has). The exception is
    taken when what the usual draw would keep is worth nothing more than the card shown:
    for high, the kept cards make no pair; for low, every kept card but the one shown is
    worse than a seven or pairs another. Then the player shows the card and draws the most."""
    if limit.extra is None:
        return limit.usual, None
    rules = hand.rules_for(seat)
    usual_out = policies.worst(list(pool), limit.usual, [c for c in seat.all() if c not in pool], rules, goal,
                               hand.rules_for(seat, "low"))
    kept = list(pool)
    for card in usual_out:
        kept.remove(card)
    if limit.shown is not None and limit.shown not in kept:
        return limit.usual, None  # the usual draw throws the card away: nothing to show
    others = list(kept)
    if limit.shown is not None:
        others.remove(limit.shown)
    if goal == "low":
        ranks = [1 if c.rank == 14 else c.rank for c in others if not c.is_joker]
        worthless = all(r > 7 or ranks.count(r) > 1 for r in ranks)
    else:
        worthless = policies.category(kept, rules) == 0
    if not worthless:
        return limit.usual, None
    return limit.extra, limit.shown
