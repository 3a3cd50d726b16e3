"""The first of a family's plans that follows a game, tried in turn: a family module
(`board_plans`, `hole_wilds`, `beat_deck`, `folds_holding`) offers its plans to `plan.plan_for`
as one, and a game none of them follows is refused with every one's reason, so that the
refusal says all that stood in the way, not only the first plan's."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from dealerschoice.play.fast.plan import Unplanned
from dealerschoice.play.program import Program


def first_plan(compilers: Sequence[Callable[[Program, int], Any]], program: Program, players: int) -> Any:
    """The plan of the first of `compilers` that follows the program at `players` seats;
    `Unplanned` naming every reason, in order, each once (two plans may refuse alike)."""
    reasons = []
    for compile_one in compilers:
        try:
            return compile_one(program, players)
        except Unplanned as refused:
            reasons.append(str(refused))
    raise Unplanned("; ".join(dict.fromkeys(reasons)))
