"""The best straight a 13-bit rank mask makes with some wild fillers, as tables made once a process."""

from __future__ import annotations

# Straight windows over 13-bit rank masks (bit rank-2), best first; the wheel uses the ace bit.
_WINDOWS = [(top, 0b11111 << (top - 6)) for top in range(14, 5, -1)] + [(5, 0b1000000001111)]
_STRAIGHTS: list[list[int] | None] = [None] * 6


def straight_table(wilds: int) -> list[int]:
    """Top rank of the best straight per 13-bit rank mask with `wilds` fillers (0 = none).

    >>> straight_table(0)[0b1000000001111], straight_table(1)[0b0000000001111]   # A2345, 2345+1
    (5, 6)
    """
    wilds = min(wilds, 5)
    table = _STRAIGHTS[wilds]
    if table is None:
        table = _STRAIGHTS[wilds] = [
            next((top for top, window in _WINDOWS if (window & ~mask).bit_count() <= wilds), 0)
            for mask in range(1 << 13)]
    return table
