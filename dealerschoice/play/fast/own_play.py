"""Plans with one mechanic more than the plan they build on, each playing its own deals.

A fixed plan (`Plan`) whose positions decide the hands, and something the plain plan does
not follow decides the rest: who holds the split card (`split_card`; in a guts or a flip
game, on the guts or flip plan: `split_guts`, `split_flips`), which of two hands a flipped
card goes into (`hand_piles`), how a player splits their cards into stacks (`stacks`), which
flipped cards a player throws away (`flip_discards`), which card a player turns up and passes
on (`flip_passes`), who holds the highest unmatched hole card (`unmatched`), which cards
dealt up a player refuses (`refusals`), which cards a player twists (`twisting`; before a
declaration, on its draw plan: `twist_declares`), which deals are thrown in for want of
openers (`openers`, on a draw plan), which place's hand wins ("the second best hand wins":
`placing`), which table cards a player buys (`table_buys`), whether a joker dealt face up
ends the deal (`outright_joker`), which hand of a draw game played again and again scores
a leg, and which legs end it (`legs`), how a guts game of a high and a low pot is played
(`guts_pots`), whether a player calls for a redeal (`redeal_chosen`). A game whose forced
rules only cost chips, whose stack and flips only decide what shows, or whose openers throw
no hand in, is the plan of the same game without them (`forced`, `stack_aside`, `openers`). `compile_own` tries each;
`run.play_plan` and `run.plan_deal` hand a plan that plays its own deals its seeds
(`plays_own`: `OwnPlay.play`, `OwnPlay.deal`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from dealerschoice.play.fast.first_plan import first_plan
from dealerschoice.play.fast.plan import Plan

if TYPE_CHECKING:
    from dealerschoice.play.fast.draws import DrawPlan
    from dealerschoice.play.fast.flips import FlipPlan
    from dealerschoice.play.fast.guts import GutsPlan
    from dealerschoice.play.fast.layout_lines import LayoutPlan
    from dealerschoice.play.fast.run import DealOutcome, PlanCounts
    from dealerschoice.play.program import Program


class OwnPlay(Protocol):
    """A plan that plays its own deals: a `PlaysOwn`, a guts or flip plan split with the split
    card (`split_guts`, `split_flips`), or a draw plan with openers or twists (`openers`, `twist_declares`)."""

    def play(self, seeds: range | list[int]) -> PlanCounts: ...

    def deal(self, seed: int) -> DealOutcome: ...


def plays_own(plan: object) -> OwnPlay | None:
    """The plan, if it plays its own deals (`run.play_plan` and `run.plan_deal` hand it its seeds)."""
    from dealerschoice.play.fast.guts_pots import PotsPlan  # each imports the plans it extends
    from dealerschoice.play.fast.legs import LegsPlan
    from dealerschoice.play.fast.openers import OpenerPlan
    from dealerschoice.play.fast.placing import PlacedDraws
    from dealerschoice.play.fast.split_flips import SplitFlipPlan
    from dealerschoice.play.fast.split_guts import SplitGutsPlan
    from dealerschoice.play.fast.twist_declares import DeclaredTwistPlan

    return plan if isinstance(plan, (PlaysOwn, SplitGutsPlan, SplitFlipPlan, OpenerPlan, DeclaredTwistPlan,
                                      PlacedDraws, LegsPlan, PotsPlan)) else None


@dataclass(frozen=True, slots=True)
class PlaysOwn(Plan):
    """A fixed plan that plays its deals itself (a subclass says how)."""

    def play(self, seeds: range | list[int]) -> PlanCounts:
        """One deal per seed, counted as `run.play_plan` counts a fixed plan's."""
        raise NotImplementedError(f"{type(self).__name__}.play: a plan that plays its own deals must say how")

    def deal(self, seed: int) -> DealOutcome:
        """One deal, as `run.plan_deal` gives a fixed plan's: for comparing with the simulator."""
        raise NotImplementedError(f"{type(self).__name__}.deal: a plan that plays its own deals must say how")


def compile_own(program: Program, players: int) -> PlaysOwn | Plan | DrawPlan | GutsPlan | FlipPlan | LayoutPlan:
    """The first of these plans that follows the program, or the plan of the same game without
    rules that change nothing it counts: forced rules that only cost chips (`forced`), a
    stack and flips that only decide what shows (`stack_aside`); `Unplanned` with every reason."""
    from dealerschoice.play.fast.flip_discards import compile_flip_discards  # each imports this module
    from dealerschoice.play.fast.flip_passes import compile_flip_passes
    from dealerschoice.play.fast.forced import compile_fold_cost, compile_forced, compile_no_buy_back
    from dealerschoice.play.fast.guts_pots import compile_pots
    from dealerschoice.play.fast.hand_piles import compile_piles
    from dealerschoice.play.fast.legs import compile_legs
    from dealerschoice.play.fast.openers import compile_openers
    from dealerschoice.play.fast.outright_joker import compile_joker_up
    from dealerschoice.play.fast.placing import compile_placed
    from dealerschoice.play.fast.redeal_chosen import compile_chosen_redeal
    from dealerschoice.play.fast.refusals import compile_refusals
    from dealerschoice.play.fast.split_card import compile_split_card
    from dealerschoice.play.fast.split_flips import compile_split_flips
    from dealerschoice.play.fast.split_guts import compile_split_guts
    from dealerschoice.play.fast.stack_aside import compile_stack_aside
    from dealerschoice.play.fast.stacks import compile_stacks
    from dealerschoice.play.fast.table_buys import compile_buys
    from dealerschoice.play.fast.teams import compile_teams
    from dealerschoice.play.fast.twist_declares import compile_declared_twists
    from dealerschoice.play.fast.twisting import compile_twists
    from dealerschoice.play.fast.unmatched import compile_unmatched

    # each reason once, in order (`first_plan`): two split card plans share theirs
    return first_plan((compile_split_card, compile_split_guts, compile_split_flips, compile_piles, compile_stacks,
                       compile_flip_discards, compile_flip_passes, compile_unmatched, compile_refusals, compile_twists,
                       compile_declared_twists, compile_forced, compile_stack_aside, compile_openers,
                       compile_placed, compile_buys, compile_joker_up, compile_teams, compile_legs,
                       compile_pots, compile_chosen_redeal, compile_no_buy_back, compile_fold_cost), program, players)
