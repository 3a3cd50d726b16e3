"""Paying shares of the pot at a showdown or an end: one place that moves the chips, counts
each share as a win in the hand's result and says who got what."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand


def award_shares(hand: PlayedHand, shares: dict[int, int]) -> str:
    """Pay each seat its share of the pot, count it as a win, and say it ("P1 4, P3 4")."""
    hand.table.award(shares)
    for n, chips in shares.items():
        hand.outcome.result.add_win(n, chips)
    return ", ".join(f"P{n} {chips}" for n, chips in shares.items())
