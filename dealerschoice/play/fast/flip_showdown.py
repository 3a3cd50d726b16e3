"""The end of a flip plan's deal (`flip_turns.FlipPlayer`): what it gives, and its showdown.

The showdown judges each player still in by all their cards (the table's cards count in no
hand in a flip plan's game), under their wild rules as play has left them, with the wilds a
price buys bought where they improve the hand, rule by rule (`showdown._buy_wilds`): the best
high score wins, a tie shares the pot (or pays nobody, where the rules say so).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from dealerschoice.play.fast.run import uses_wild

if TYPE_CHECKING:
    from dealerschoice.play.fast.flip_turns import FlipPlayer, _Deal

CODE, UP, SEEN, DEALT_UP = range(4)  # the places of a held card's list: [code, up, seen, dealt up]


@dataclass(frozen=True, slots=True)
class FlipDeal:
    """One deal: the winning seats (from 1), their score (None: no showdown, the last player
    in took the pot), the players forced out, whether a winner played a wild card, and how
    many cards each seat ended with (bought cards too); a hand dealt again after its showdown
    has one showdown a deal (the last above)."""

    winners: tuple[int, ...]
    score: int | None
    folds: int
    wild: bool = False
    sizes: tuple[int, ...] = ()
    showdowns: tuple[tuple[tuple[int, ...], int, bool], ...] = ()  # each deal's: (winners, score, wild in a winner)
    lows: tuple[tuple, ...] = ()  # a high-low showdown's (low winners, their low Hand) (`flip_declares`)


def showdown(player: FlipPlayer, d: _Deal) -> tuple[tuple[int, ...], int, bool]:
    """The best high hand of all their cards among the players still in (the table's count
    in no hand), priced wilds bought where they improve it (`showdown._buy_wilds`): (winners,
    their score, whether one played a wild card); no winners where a tie pays nobody."""
    hands, scores, rules = {}, {}, {}
    wilds = player.wilds
    for s, cards in enumerate(d.seats):
        if d.folded[s]:
            continue
        hands[s] = codes = tuple(h[CODE] for h in cards)
        rules[s] = d.rules[s]
        if wilds is not None and wilds.costs:
            paid: frozenset[int] = frozenset()
            for index in wilds.costs:
                more = player.rules_of(d, s, paid | {index})
                if player.scorer_for(more)(codes) > player.scorer_for(rules[s])(codes):
                    paid, rules[s] = paid | {index}, more
        scores[s] = player.scorer_for(rules[s])(codes)
    d.contenders = len(scores)
    top = max(scores.values())
    winners = tuple(s + 1 for s, v in scores.items() if v == top)
    if len(winners) > 1 and not player.plan.tie_pays:
        return (), top, False
    wild = not player.plan.plain and any(uses_wild(rules[s - 1], hands[s - 1], top) for s in winners)
    return winners, top, wild
