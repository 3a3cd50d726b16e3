"""Forced rules of a flip plan that act on another player (`triggers._act`), for a card turned up:

- "If a player ever gets a king face up, they may force any one other player to fold": the
  player still in with the best hand showing folds (the lowest seat number of the best), as
  the simulator's player always picks;
- "If a player ever gets a jack face up, they can steal one up card from any other player":
  the up card of another player still in that makes the taker's showing hand best (the first
  met, seat by seat, card by card) moves to the taker, still face up, at the end of their cards.

And `sums`, the count of a player's other up cards a card adds up to N with ("a card that
adds to six with any of your cards": an ace is one, a face card ten), as `triggers._sums`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealerschoice.cards.cards import JOKER_CODE
from dealerschoice.play.fast.flip_showdown import CODE, UP

if TYPE_CHECKING:
    from dealerschoice.play.fast.flip_turns import FlipPlayer, _Deal


def force_fold(player: FlipPlayer, d: _Deal, s: int) -> None:
    """The best hand showing among the others still in folds (`triggers._act`, "force-fold")."""
    others = [t for t in range(player.n) if t != s and not d.folded[t]]
    if others:
        player.fold(d, max(others, key=lambda t: (d.showing[t], -t)))


def steal_up(player: FlipPlayer, d: _Deal, s: int) -> None:
    """Take the up card that shows best with the taker's up cards (`triggers._steal`)."""
    score = d.scores[s]
    mine = [h[CODE] for h in d.seats[s] if h[UP]]
    best = None
    for other in range(player.n):
        if other == s or d.folded[other]:
            continue
        for held in d.seats[other]:
            if held[UP]:
                value = score(tuple([*mine, held[CODE]]))
                if best is None or value > best[0]:
                    best = (value, other, held)
    if best is None:
        return
    _, other, held = best
    d.seats[other].remove(held)  # the first card equal to it, as `list.remove` of the simulator's Helds
    d.seats[s].append(held)
    d.ups[other] -= 1
    d.ups[s] += 1
    player.refresh(d, (other,))


def sums(cards: list[list], code: int, total: int) -> int:
    """How many of the holder's other up cards add up to `total` with the card (`triggers._sums`)."""
    others = [h[CODE] for h in cards if h[UP]]
    if code in others:
        others.remove(code)
    if code == JOKER_CODE:
        return 0
    return sum(1 for c in others if c != JOKER_CODE and _value(c) + _value(code) == total)


def _value(code: int) -> int:
    rank = (code >> 2) + 2
    return 1 if rank == 14 else min(rank, 10)
