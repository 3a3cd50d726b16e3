"""High-low showdowns, declared or cards-speak, and splitting a pot chip by chip."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from dealerschoice.cards.hands import Hand


def clockwise_after(seats: Sequence[int], dealer: int) -> list[int]:
    """Seats in clockwise order starting with the one after the dealer (the dealer last).

    >>> clockwise_after([1, 2, 3, 4], 2)
    [3, 4, 1, 2]
    """
    seats = list(seats)
    at = seats.index(dealer) if dealer in seats else -1
    return seats[at + 1:] + seats[:at + 1]


def split_pot(amount: int, winners: Sequence[int], seats: Sequence[int], dealer: int) -> dict[int, int]:
    """Equal shares; each odd chip goes to the next winner clockwise after the dealer.

    >>> split_pot(100, [1, 3, 4], [1, 2, 3, 4], dealer=3)
    {4: 34, 1: 33, 3: 33}
    >>> split_pot(7, [2], [1, 2, 3], dealer=1)
    {2: 7}
    """
    ordered = [s for s in clockwise_after(seats, dealer) if s in set(winners)]
    if not ordered:
        return {}
    share, odd = divmod(amount, len(ordered))
    return {s: share + (1 if i < odd else 0) for i, s in enumerate(ordered)}


@dataclass(frozen=True)
class Contender:
    """One player at a high-low showdown: their high hand, their low (None: no qualifying low)
    and, in declared games, "high", "low" or "both"."""

    seat: int
    high: Hand | None
    low: Hand | None = None
    declare: str | None = None


@dataclass(frozen=True)
class PotResult:
    shares: dict[int, int]
    high_winners: tuple[int, ...] = ()
    low_winners: tuple[int, ...] = ()
    scoop: int | None = None                 # a "both" declarer who won both ways
    disqualified: tuple[int, ...] = field(default=())  # "both" declarers who failed


def _best(contenders: Sequence[Contender], side: str) -> list[Contender]:
    hands = [c for c in contenders if getattr(c, side) is not None]
    if not hands:
        return []
    top = max(getattr(c, side).key for c in hands)
    return [c for c in hands if getattr(c, side).key == top]


def settle_high_low(amount: int, contenders: Sequence[Contender], seats: Sequence[int], dealer: int,
                    declared: bool = False) -> PotResult:
    """Split a high-low pot.

    Cards speak (`declared=False`): half to the best high, half to the best qualifying low
    (pass low=None for a hand that does not qualify); with no low, high takes it all. An odd
    chip between the halves goes to the high half; within a half, to the first tied winner
    clockwise after the dealer (`split_pot`).

    Declared: players compete only for the side(s) they declared. A "both" declarer must beat
    every other high declarer AND every other low declarer outright (a tie loses); if so they
    take the whole pot, otherwise they win nothing and the pot is settled without them. If one
    side has no eligible player, the other side takes it all; if neither has, the best high
    hand among all contenders does.

    >>> from dealerschoice.cards.hands import best_hand
    >>> from dealerschoice.cards.lows import best_low
    >>> def c(seat, text, declare=None):
    ...     return Contender(seat, best_hand(text), best_low(text, qualifier=8), declare)
    >>> settle_high_low(101, [c(1, "Ks Kd Kh 9c 2d"), c(2, "As 2c 3d 4h 6s")], [1, 2, 3], 3).shares
    {1: 51, 2: 50}
    >>> settle_high_low(101, [c(1, "Ks Kd Kh 9c 2d"), c(2, "As 2c 3d 4h 6s")], [1, 2, 3], 1).shares
    {1: 51, 2: 50}
    >>> settle_high_low(100, [c(1, "Ks Kd Kh 9c 2d", "high"), c(2, "As 2c 3d 4h 6s", "both")], [1, 2, 3], 3, True).shares
    {1: 100}
    >>> settle_high_low(100, [c(1, "Ks Kd Kh 9c 2d", "low"), c(2, "As 2c 3d 4h 5s", "both")], [1, 2, 3], 3, True).scoop
    2
    """
    if not declared:
        high = _best(contenders, "high")
        low = _best(contenders, "low")
        return _pay(amount, high, low, seats, dealer)
    highs = [c for c in contenders if c.declare in ("high", "both")]
    lows = [c for c in contenders if c.declare in ("low", "both")]
    failed = []
    for c in contenders:
        if c.declare != "both":
            continue
        beats_high = c.high is not None and all(c.high.key > o.high.key for o in highs
                                                if o is not c and o.high is not None)
        beats_low = c.low is not None and all(c.low.key > o.low.key for o in lows
                                              if o is not c and o.low is not None)
        if beats_high and beats_low:
            return PotResult({c.seat: amount}, (c.seat,), (c.seat,), scoop=c.seat)
        failed.append(c.seat)
    highs = [c for c in highs if c.seat not in failed]
    lows = [c for c in lows if c.seat not in failed]
    high, low = _best(highs, "high"), _best(lows, "low")
    if not high and not low:
        high = _best(contenders, "high")
    result = _pay(amount, high, low, seats, dealer)
    return PotResult(result.shares, result.high_winners, result.low_winners, None, tuple(failed))


def _pay(amount: int, high: Sequence[Contender], low: Sequence[Contender], seats: Sequence[int],
         dealer: int) -> PotResult:
    high_seats = tuple(c.seat for c in high)
    low_seats = tuple(c.seat for c in low)
    if not low_seats or not high_seats:
        return PotResult(split_pot(amount, high_seats or low_seats, seats, dealer), high_seats, low_seats)
    # The odd chip between the halves goes to the high half (the usual rule, and what the
    # hand-rankings page says); within a half, tied winners share it clockwise after the dealer.
    shares: dict[int, int] = {}
    for part, winners in ((amount - amount // 2, high_seats), (amount // 2, low_seats)):
        for seat, chips in split_pot(part, winners, seats, dealer).items():
            shares[seat] = shares.get(seat, 0) + chips
    return PotResult(shares, high_seats, low_seats)
