"""How the odds count one deal of a guts plan, and what one deal tells: shared by the guts plans
that play their deals with their own player (a deck hand to beat, a split card, the game's
own ranking, wilds the same for every hand, a dealer's wild rank).

Every such plan counts the deal itself as `guts_play.play_guts` does (a deal the simulator
cannot finish is not counted; a forced rule's folds; no showdown), and only its showdowns its
own way (a named Hand, a split card's share), so `played_showdowns` is that part alone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from dealerschoice.play.fast.guts_showdown import merge
from dealerschoice.play.fast.run import DealOutcome, PlanCounts

if TYPE_CHECKING:  # named only: `guts_play` may count its deals here (`play_guts`, `guts_outcome`)
    from dealerschoice.play.fast.guts_play import GutsDeal
    from dealerschoice.play.fast.guts_showdown import GutsShowdown


def played_showdowns(counts: PlanCounts, found: GutsDeal) -> tuple[GutsShowdown, ...]:
    """Count a guts deal as `odds.play_deals` counts the simulator's, all but its showdowns,
    and give the showdowns left to count (none: an unplayed deal, or one without a showdown)."""
    if found.unplayed:  # the simulator cannot finish it either: not a deal of the odds
        counts.unplayed += 1
        return ()
    counts.deals += 1
    counts.forced_players += found.folds  # a forced rule's folds (`guts_folds`)
    counts.forced += found.folds > 0
    if not found.showdowns:
        counts.no_showdown += 1
    return found.showdowns


def count_guts_deal(counts: PlanCounts, found: GutsDeal) -> None:
    """Count a guts deal as `guts_play.play_guts` counts one: a low or declared showdown by
    what it counted, a high one by its winners' score; a pot paid to more than one a split."""
    showdowns = played_showdowns(counts, found)
    for showdown in showdowns:
        if showdown.counted is not None:
            merge(counts, showdown.counted)
        elif showdown.winners:
            counts.wins[cast(int, showdown.score)] += 1
            counts.wild += showdown.wild
    counts.split += any(len(set(s.winners) | set(s.low_winners)) > 1 for s in showdowns)


def count_high_deal(counts: PlanCounts, found: GutsDeal) -> None:
    """Count a guts deal of high showdowns only: each won one by its winners' score."""
    showdowns = played_showdowns(counts, found)
    for showdown in showdowns:
        if showdown.winners and showdown.score is not None:
            counts.wins[showdown.score] += 1
            counts.wild += showdown.wild
    counts.split += any(len(s.winners) > 1 for s in showdowns)


def last_won(found: GutsDeal) -> GutsShowdown | None:
    """The deal's last showdown, if it paid anyone high: what `run.plan_deal` tells of a deal."""
    last = found.showdowns[-1] if found.showdowns else None
    return last if last is not None and last.winners else None


def guts_deal_outcome(found: GutsDeal) -> DealOutcome:
    """A guts deal as `guts_play.guts_outcome` tells it: the last showdown's winners and score
    (the high ones, else the low ones with `low`); no winner: no showdown, or a tie paying nobody."""
    last = found.showdowns[-1] if found.showdowns else None
    if last is None or not (last.winners or last.low_winners):
        return DealOutcome((), None, unplayed=found.unplayed)
    return DealOutcome(last.winners or last.low_winners, last.score, low=last.low, low_winners=last.low_winners)


def high_outcome(found: GutsDeal) -> DealOutcome:
    """A guts deal of high showdowns: the last showdown's winners and score."""
    last = last_won(found)
    if last is None:
        return DealOutcome((), None, unplayed=found.unplayed)
    return DealOutcome(last.winners, last.score)
