"""Play a flip plan's deals (`flips.FlipPlan`) and count them as the odds count the simulator's
(`odds._tally_deal`): the winning score of each showdown with a winner, split pots, wild
cards in winners, the players forced out and the deals where one player was left (no
showdown). Each deal is played move for move by `flip_turns.FlipPlayer`.
"""

from __future__ import annotations

import random

from dealerschoice.play.fast.flip_declares import count_split
from dealerschoice.play.fast.flip_showdown import FlipDeal
from dealerschoice.play.fast.flip_turns import FlipPlayer
from dealerschoice.play.fast.flips import FlipPlan
from dealerschoice.play.fast.run import DealOutcome, PlanCounts, shuffler


def play_flips(plan: FlipPlan, seeds) -> PlanCounts:
    """Play one deal per seed (deal i of an odds run: `odds.deal_seed`) and count them."""
    player = FlipPlayer(plan)
    shuffle = shuffler(plan.deck, len(plan.deck))  # a bought card may come from anywhere in the deck
    counts = PlanCounts()
    for seed in seeds:
        found = player.deal(shuffle(seed)) if plan.max_deals == 1 else _redealt(player, plan, seed)
        counts.deals += 1
        counts.forced_players += found.folds
        counts.forced += found.folds > 0
        if not found.showdowns:  # the last player in took the pot, or the hand stopped
            counts.no_showdown += 1
            continue
        if found.lows:  # a cards-speak split after an in/out declaration
            count_split(counts, found)
            continue
        for winners, score, wild in found.showdowns:  # one a deal, where the hand was dealt again
            if winners:  # else a tie that pays nobody
                counts.wins[score] += 1
                counts.wild += wild
        counts.split += any(len(winners) > 1 for winners, _, _ in found.showdowns)
    return counts


def flip_deal(plan: FlipPlan, seed: int) -> FlipDeal:
    """One deal of a flip plan: for comparing with the full simulator."""
    return _redealt(FlipPlayer(plan), plan, seed)


def _redealt(player: FlipPlayer, plan: FlipPlan, seed: int) -> FlipDeal:
    """A deal shuffled by the table's own random numbers, which a redeal goes on with."""
    rng = random.Random(seed)
    x = list(plan.deck)
    rng.shuffle(x)
    return player.deal(x, rng)


def flip_outcome(plan: FlipPlan, seed: int) -> DealOutcome:
    """One deal as `run.plan_deal` gives a plan's: the winners and their score (None: no showdown)."""
    found = flip_deal(plan, seed)
    if found.lows and found.showdowns:  # a high-low split: its high side, and the low one
        low_winners, low = found.lows[-1]
        return DealOutcome(found.winners, found.score, low=low, low_winners=low_winners)
    return DealOutcome(found.winners, found.score)
