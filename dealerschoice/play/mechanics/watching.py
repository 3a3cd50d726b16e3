"""Standing rules of issue 17 watched after every step (simulate.py calls `after_step`): the
redeals on a card dealt or turned up (redeals.py) and the common cards that may not pair
(table_pairs.py). The pairs are mended first: a table card replaced is never the one a
redeal asks about."""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealerschoice.play.mechanics import redeals, table_pairs

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand


def after_step(hand: PlayedHand) -> None:
    table_pairs.watch(hand)
    redeals.watch(hand)
