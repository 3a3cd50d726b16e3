"""The plans of this family, tried in turn where the other plans refuse a game (`plan.plan_for`):
extra cards for common cards dealt face up (`board_extras`), hands with another player's up
cards, which the players choose to show (`board_others`), a split card the players declare
for (`split_declared`), a split card game dealt again at the showdown (`split_redeals`) or
with wilds held so (`split_wilds`), and a game that deals the players no card (`board_only`)."""

from __future__ import annotations

from dealerschoice.play.fast.board_extras import BoardExtrasPlan, compile_board_extras
from dealerschoice.play.fast.board_only import compile_board_only
from dealerschoice.play.fast.board_others import ShownCardsPlan, compile_shown
from dealerschoice.play.fast.first_plan import first_plan
from dealerschoice.play.fast.plan import Plan
from dealerschoice.play.fast.split_declared import DeclaredSplitPlan, compile_declared_split
from dealerschoice.play.fast.split_redeals import RedealSplitPlan, compile_redeal_split
from dealerschoice.play.fast.split_wilds import HeldWildSplitPlan, compile_held_wild_split
from dealerschoice.play.program import Program


def compile_board(program: Program, players: int) -> (BoardExtrasPlan | ShownCardsPlan | DeclaredSplitPlan
                                                       | RedealSplitPlan | HeldWildSplitPlan | Plan):
    """The first of these plans that follows the program; `Unplanned` with every reason."""
    return first_plan((compile_board_extras, compile_shown, compile_declared_split, compile_redeal_split,
                       compile_held_wild_split, compile_board_only), program, players)
