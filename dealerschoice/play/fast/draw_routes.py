"""The ways into a draw plan besides `plan.compile_plan`'s (which makes one where a game has
discards, draws, passes, stacks or a declaration): a game whose only such step is another
that moves cards between seats (every player taking a card at random from a neighbour:
One Eye Blind; passing one face up: Give Me Five; table cards per player picked up: Choose
Your Own), the passes per named rank (`pass_ranks`,
the Rotate games), free extra cards for a card dealt face up (`draw_extras`), steals for
one (`draw_steals`), hands that cannot win (`draw_bars`) and deals repeated until a player
claims the best hand (`draw_repeats`).
"""

from __future__ import annotations

from dealerschoice.play.fast.draw_ops import DrawPlan
from dealerschoice.play.fast.plan import (
    Unplanned,
    check_plan_step,
    deck_codes,
    plan_low_rules,
    plan_wild_rules,
    standing_use,
)
from dealerschoice.play.fast.qualify import qualify_of
from dealerschoice.play.program import Program
from dealerschoice.rules.steps import Repeat
from dealerschoice.rules.steps.dealing_events import ExtraCards
from dealerschoice.rules.steps.dealing_shares import TableDealPerPlayer
from dealerschoice.rules.steps.passing import PassPerRank, PassShown, Steal, Take
from dealerschoice.rules.steps.showdown import CannotWin, WinNeeds
from dealerschoice.rules.steps.vocab_cards import UntilKind

# the steps only a draw plan follows that `compile_plan` does not send to one
_DRAWN_ONLY = (Take, PassShown, TableDealPerPlayer)  # a pick of them follows a deal of them


def compile_draw_routes(program: Program, players: int) -> DrawPlan:
    """The draw plan of a game that takes one of these ways; `Unplanned` names why not."""
    if any(isinstance(step, PassPerRank) for _, step in program.standing):
        from dealerschoice.play.fast.pass_ranks import compile_rank_passes  # pass_ranks imports this module

        return compile_rank_passes(program, players)
    if any(isinstance(step, ExtraCards) for _, step in program.standing):
        from dealerschoice.play.fast.draw_extras import compile_extras  # draw_extras imports this module

        return compile_extras(program, players)
    if any(isinstance(step, Steal) for _, step in program.standing):
        from dealerschoice.play.fast.draw_steals import compile_steals  # draw_steals imports this module

        return compile_steals(program, players)
    if any(isinstance(step, (CannotWin, WinNeeds)) for _, step in program.standing):
        from dealerschoice.play.fast.draw_bars import compile_bars  # draw_bars imports this module

        return compile_bars(program, players)
    if any(type(step) is Repeat and step.until.kind == UntilKind.CLAIMS_BEST for a in program.actions for step in a.steps):
        from dealerschoice.play.fast.draw_repeats import compile_claims  # draw_repeats imports this module

        return compile_claims(program, players)
    if not any(type(step) in _DRAWN_ONLY for action in program.actions for step in action.steps):
        raise Unplanned("no step only a draw plan follows")
    return as_draws(program, players)


def as_draws(program: Program, players: int) -> DrawPlan:
    """The program compiled as a draw plan, whatever its steps, with the checks `compile_plan` makes."""
    from dealerschoice.play.fast.draws import compile_draws  # draws imports `plan`, as this module does

    return compile_draws(program, players, standing_use(program), plan_wild_rules(program, players),
                         plan_low_rules(program, players), deck_codes(program.deck), check_plan_step, qualify_of(program))
