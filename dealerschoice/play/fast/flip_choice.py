"""A flip of N cards by each player, the one left of the dealer or the next in betting order
(`mechanics.flips.flip`), in a flip plan's deal (`flip_turns`).

Each player picks their cards one at a time, each pick seeing the ones before it as up (the
simulator turns them up to pick the next, then down again), then turns them up in order: the
top down card where the flip is from the top (no stacks in a flip plan's game), else the
first unseen one, or, among known cards (all known, or `from_either`), the one that shows
least (`policies.hide_order`'s first: the lowest code of the least) under the wilds as the
picks so far leave them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealerschoice.play.fast.flip_showdown import CODE, SEEN, UP

if TYPE_CHECKING:
    from dealerschoice.play.fast.flip_turns import FlipPlayer, _Deal


def flip_each(player: FlipPlayer, d: _Deal, who: str, count: int, from_either: bool, top: bool,
              _folded: bool) -> None:
    """Each player still in (or the one left of the dealer, or the next in betting order
    with down cards) picks `count` down cards, then turns them up (`flips.flip`)."""
    n = player.n
    if who == "each":
        seats = [s for s in range(n) if not d.folded[s]]
    elif who == "left-of-dealer":
        seats = [s for s in range(n) if not d.folded[s]][:1]
    else:
        after = d.cursor % n
        seats = [s for s in [(after + i) % n for i in range(n)] if not d.folded[s] and d.downs[s]][:1]
    for s in seats:
        picked: list[list] = []
        for _ in range(count):
            held = _hide(player, d, s, from_either, top)
            if held is None:
                break
            held[UP] = True  # so the next pick of this flip takes another card
            picked.append(held)
        for held in picked:
            held[UP] = False
        for held in picked:
            player.turn(d, s, held)
        if picked:
            d.cursor = s + 1


def _hide(player: FlipPlayer, d: _Deal, s: int, from_either: bool, top: bool) -> list | None:
    """The card a player turns up when not trying to beat anyone (`flips._pick`): the top
    down card, the first unseen one, or the known one that shows least."""
    cards = d.seats[s]
    down = [h for h in cards if not h[UP]]
    if not down or top:
        return down[0] if down else None
    unseen = next((h for h in down if not h[SEEN]), None)
    seen = [h for h in down if h[SEEN]]
    if seen and (unseen is None or from_either):
        up = [h[CODE] for h in cards if h[UP]]
        # the wilds as the cards picked so far leave them, where the up cards name them
        rules = player.rules_of(d, s) if player.wilds is not None and player.wilds.reads_up else d.rules[s]
        score = player.scorer_for(rules)
        card = min(sorted(h[CODE] for h in seen), key=lambda c: score(tuple(up + [c])))
        return next(h for h in seen if h[CODE] == card)
    return unseen if unseen is not None else seen[0]
