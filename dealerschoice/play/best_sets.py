"""The showdown's short cut for a Use rule (issue 21): "exactly two own cards and three table
cards" gives a seat 60 to 300 card sets, and judging builds a full Hand for each. Where the
integer scores (`cards.keys.plain_high_score`, `cards.lows.a5_score`) order the sets exactly as
the Hands' keys do, only the best set of each side needs a Hand.

`best_sets` gives the sets back unchanged unless the answer must be the same: standard
rankings (no game or own ranking, no named top hand, no best-hand rule), no joker, every set's
rules (as the judge asks them, limited wilds too) with no wild card and no limited wild, and
sets of one size (so the low scores compare like the low keys). Then the high score is the
Hand's key packed, and the ace-to-five score the low key packed (`judged_low` asks
`best_low` with ace-to-five); the qualifiers (`making.high_qualifies`, `making.low_qualifies`
and the low limit) only fail worse hands than one they fail, so the best set passes when any
does. Ties keep the first set, as the judge's loop does (a later set must beat a key).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealerschoice.cards.keys import plain_high_score
from dealerschoice.cards.lows import a5_score
from dealerschoice.play.mechanics import named_ranks, own_rankings, wild_play

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat


def best_sets(hand: PlayedHand, seat: Seat, groups: list[list], ranked, showdown) -> list[list]:
    """`groups` cut to the first best-scored high set and the first best-scored low set (in
    their order), or `groups` itself when the scores might not choose as the Hands would.
    `ranked`: the game's ranking (`ranking_play.ranking_of`), already asked."""
    if len(groups) < 3 or seat.split or showdown.hand == "two-card" or ranked is not None:
        return groups
    if hand.rulebook.best_hand or own_rankings.ranking_of(hand) is not None:
        return groups
    if named_ranks.named(hand).top_hand is not None:
        return groups
    size = len(groups[0])
    if size == 0 or any(len(g) != size or any(c.is_joker for c in g) for g in groups):
        return groups
    high_scores, low_scores = [], []
    for cards in groups:
        high = wild_play.with_limits(hand, hand.rules_for(seat, "high", cards), cards)
        low = wild_play.with_limits(hand, hand.rules_for(seat, "low", cards), cards)
        if not _plain(high, low):
            return groups
        high_scores.append(plain_high_score(cards, high))
        low_scores.append(a5_score(cards, low))
    best_high = high_scores.index(max(high_scores))
    best_low = low_scores.index(max(low_scores))
    return [groups[i] for i in sorted({best_high, best_low})]


def _plain(high, low) -> bool:
    """No card is wild, whole or limited, in either side's rules (so the scores are the
    natural ones and `natural_beats_wild` cannot tell hands apart)."""
    return (high.plain() and low.plain(low=True) and not high.limited and not low.limited
            and not high.natural_beats_wild and not low.natural_beats_wild)
