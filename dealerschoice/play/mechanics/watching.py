"""Standing rules of issue 17 watched after every step (simulate.py calls `after_step`): the
redeals on a card dealt or turned up (redeals.py) and the common cards that may not pair
(table_pairs.py). The pairs are mended first: a table card replaced is never the one a
redeal asks about."""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealerschoice.play.mechanics import no_peek_aside, partners, redeal_unseen, redeals, table_pairs

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand


def after_step(hand: PlayedHand) -> None:
    table_pairs.watch(hand)
    redeals.watch(hand)
    redeal_unseen.watch(hand)  # "If no queens were dealt face up, redeal.": the cards seen dealt up
    partners.watch(hand)  # a team's cards go on in the partner still in when their holder folds
    no_peek_aside.watch(hand)  # the no-peek cards each player holds beside the hand
