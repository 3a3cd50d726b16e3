"""A flip plan's redeal ("If the queen of spades is ever dealt face up, redeal."), played as
the simulator plays it (`simulate.PlayedHand.redeal`, `Table.gather`).

A card turned up that a redeal rule names asks for a redeal; after the step that turned it,
unless the deal is over, every card goes back into the deck (what is left of it, then each
seat's cards in the order held, the table's, the discards, the cards turned from the deck),
shuffled with the table's own random numbers, and the rules start again from the first, the
folds undone and what play made wild forgotten (the follow rule's wait for the next card is
not: `reset_hands` keeps it). After `FlipPlan.max_deals` deals the hand stops, nobody winning.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealerschoice.play.fast.flip_showdown import CODE

if TYPE_CHECKING:
    from dealerschoice.play.fast.flip_turns import FlipPlayer, _Deal

NOBODY = -1  # as `flip_turns.NOBODY`: a player who shows nothing to beat


def redeal(player: FlipPlayer, d: _Deal) -> int | None:
    """Throw the hands in and deal again: the action to go on from (the first), or None when
    the hand stops, the redeals used up."""
    if d.deals >= player.plan.max_deals:
        d.stopped = True
        return None
    assert d.rng is not None, "a plan that may redeal is played with the table's random numbers"
    d.deals += 1
    deck = d.x[d.top:]
    for cards in d.seats:
        deck.extend(h[CODE] for h in cards)
        cards.clear()
    deck.extend(b[0] for b in d.board)
    deck.extend(d.muck)
    deck.extend(d.turned)
    d.rng.shuffle(deck)
    d.x, d.top = deck, 0
    d.board.clear()
    d.muck.clear()
    d.turned.clear()
    n = player.n
    d.folded[:], d.flipped[:], d.first_flips[:] = [False] * n, [False] * n, [None] * n
    d.ups[:], d.downs[:] = [0] * n, [0] * n
    d.keys[:], d.table_keys[:] = [NOBODY] * n, [NOBODY] * n
    play = d.play
    play.follow_rank, play.added, play.cancelled = None, frozenset(), frozenset()
    player.refresh(d, range(n))
    return 0
