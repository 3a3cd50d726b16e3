"""Compile a draw plan whose showdown bars some hands from winning ("If you have a pair of
jacks or better, you cannot win unless everyone else folds."; "You can't win if you have a
two in your hand."), as the judge bars them (`mechanics.conditions.barred`, asked of every
seat at the showdown): a barred seat has no hand; the best of the others wins, and with
every seat barred nobody does.

A hand of a category (of a rank) or better is barred where its score, the same the
showdown judges (all the seat's cards and the table's, in one group), is at least that
category's (and rank's) least score (`DrawPlan.barred_from`); a hand holding a card of a
named rank, natural (a joker is none), is barred too (`DrawPlan.barred_ranks`), and so is
one without the count of cards of a table card's suit the rules need ("You cannot win unless
you have three cards of the same suit as the table card.", `DrawPlan.needs_suit`: no card
there, or a joker, bars every hand). Everyone
stays in the odds, so "unless everyone else folds" never frees a hand. Refused: a bar by a
table card's rank, a bar nobody plays (`conditions.playable_cannot_win`), a Use rule or
several groups (the judge bars by the best hand of all the cards), a low side, and what
the rest of the game's plan refuses.
"""

from __future__ import annotations

from dealerschoice.play.fast.draw_ops import DrawPlan, judged_apart
from dealerschoice.play.fast.draw_picks import OFFER
from dealerschoice.play.fast.plan import Unplanned
from dealerschoice.play.mechanics.conditions import CATEGORY_NUMBER, playable_cannot_win
from dealerschoice.play.program import Program
from dealerschoice.play.wild_basics import rank_value
from dealerschoice.rules.steps import Use
from dealerschoice.rules.steps.showdown import CannotWin, WinNeeds


def compile_bars(program: Program, players: int) -> DrawPlan:
    """The draw plan of a game with cannot-win rules; `Unplanned` names the rule it cannot follow."""
    found = [(number, step) for number, step in program.standing if isinstance(step, CannotWin)]
    needs = _needs_suit(program)
    if not found and needs is None:
        raise Unplanned("no cannot-win or win-needs rule")
    least: int | None = None
    ranks: set[int] = set()
    for number, step in found:
        if not playable_cannot_win(step) or step.table_match is not None:
            raise Unplanned(f"rule {number}: a cannot-win rule " + ("by a table card's rank" if step.table_match
                                                                   else "nobody plays"))
        ranks |= {rank_value(r) for r in step.ranks}
        if step.category in CATEGORY_NUMBER:
            floor = CATEGORY_NUMBER[step.category] << 20 | (rank_value(step.rank) << 16 if step.rank else 0)
            least = floor if least is None else min(least, floor)
    kept = tuple((n, s) for n, s in program.standing if not isinstance(s, (CannotWin, WinNeeds)))
    plain = Program(program.game, program.actions, kept, program.notes)
    from dealerschoice.play.fast.draw_routes import as_draws  # draw_routes imports this module

    base = as_draws(plain, players)
    if base.low or base.sided or any(isinstance(s, Use) for _, s in kept) or len(base.groups) != 1:
        raise Unplanned("hands that cannot win in a game of a low side or a Use rule")
    if needs is not None and any(op[0] == OFFER for op in base.ops):
        raise Unplanned("a hand that needs a table card's suit, with table cards offered to pick")
    return judged_apart(base, barred_from=least, barred_ranks=frozenset(ranks), needs_suit=needs)


def _needs_suit(program: Program) -> tuple[int, int] | None:
    """(the table card's place, the count of its suit) a hand needs to win, or None: the one
    form followed of a win-needs rule ("You cannot win unless you have three cards of the same
    suit as the table card."), for any hand."""
    found = [(number, step) for number, step in program.standing if isinstance(step, WinNeeds)]
    if len(found) > 1:
        raise Unplanned(f"{len(found)} win-needs rules")
    if not found:
        return None
    number, step = found[0]
    if step.pot is not None or step.table_suit is None or step.count is None:
        raise Unplanned(f"rule {number}: a win-needs rule of a suit's high or low card, or for one side")
    return step.table_suit - 1, step.count
