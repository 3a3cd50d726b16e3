"""Games whose forced rules only cost chips: "The lowest non-repeated card of the last flip
must match the pot or fold" (Standoff), "If you get a four face up, match the pot or fold".

The simulator's player pays what a forced rule asks as long as it is no more than the pot,
and folds only past that (`triggers._act`). A rule to match the pot, or a share of it, with
no price of its own, asks the pot at most (`prices.forced_amount`: the pot divided, rounded
up), so nobody is ever forced out by it and it moves no card: the deal's cards, hands and
winners are those of the same game without the rule, and no fold is counted. Its payments
grow the pot, which only the players of a game that settles on the pot read (a guts
game's going in: `betting.at_stake`); so the plan is the plan of the program without these
rules, where that is a fixed plan or a draw plan, whose players read no pot.

A buy-back-in for players who folded finds nobody where nobody folds: the plan of the game
without it (`compile_no_buy_back`).

Refused: a forced fold, a payment with a price of its own (a bet, doubled per card: it may
pass the pot), an escalating one, one that deals cards, one a table card's rank sets off
(the table cards then count in nobody's hand: `Rulebook.table_role`), and games whose plan
without them would read the pot or is none.
"""

from __future__ import annotations

from dealerschoice.play.fast.draws import DrawPlan
from dealerschoice.play.fast.plan import Plan, Unplanned
from dealerschoice.play.program import Action, Program
from dealerschoice.rules.steps.special import Forced
from dealerschoice.rules.steps.vocab_money import ForcedAction
from dealerschoice.rules.steps.wager import BuyBackIn

_PAYS = (ForcedAction.MATCH_OR_FOLD, ForcedAction.PAY_OR_FOLD)


def compile_forced(program: Program, players: int) -> Plan | DrawPlan:
    """The plan of a program whose forced rules only cost chips; `Unplanned` names the rule it cannot follow.

    >>> from dealerschoice.records import Game, Rule, Source
    >>> from dealerschoice.play.program import game_program
    >>> game = Game(1, "Match", (), (), (Rule(1, "Deal two cards down to each player.", 5),
    ...     Rule(2, "Deal three cards up to each player.", 6),
    ...     Rule(3, "If you get a jack face up, you must match the pot or fold.", 7),
    ...     Rule(4, "Showdown, high hand wins.", 8)), None, Source("x", 1))
    >>> compile_forced(game_program(game), 3).seats
    (((0, 1, 6, 7, 8),), ((2, 3, 9, 10, 11),), ((4, 5, 12, 13, 14),))
    """
    forced = program.standing_of(Forced)
    if not forced:
        raise Unplanned("no forced rule")
    for number, rule in forced:
        why = not_only_chips(rule)
        if why:
            raise Unplanned(f"rule {number}: a forced rule that {why}")
    from dealerschoice.play.fast.plan import plan_for  # the plan of what is left, whichever it is

    without = Program(program.game, program.actions, tuple((n, s) for n, s in program.standing
                                                           if not isinstance(s, Forced)), program.notes)
    plan = plan_for(without, players)
    if not isinstance(plan, (Plan, DrawPlan)):
        raise Unplanned("forced payments in a game the plan of which is none, or reads the pot "
                        f"({type(plan).__name__})")
    return plan


def not_only_chips(rule: Forced) -> str | None:
    """Why a forced rule may do more than take chips (None: it never asks more than the pot)."""
    if rule.action not in _PAYS:
        return f"makes a player {rule.action}"
    if rule.cost is not None or rule.escalating or rule.doubles_per_up:
        return "costs a price of its own, which may pass the pot"
    if rule.pot_divided_by < 1:
        return f"costs more than the pot ({rule.pot_divided_by})"
    if rule.cards:
        return f"deals {rule.cards} card{'s' if rule.cards != 1 else ''}"
    if rule.trigger.table_rank is not None:
        return "a table card sets off (the table cards count in nobody's hand)"
    return None


def compile_no_buy_back(program: Program, players: int) -> Plan | DrawPlan:
    """The plan of a game whose players who folded may buy back in ("If you folded, you can
    match the pot to get your cards back and get back into the game."), where nobody folds:
    the odds' players all stay (`betting.Stance`) and the plan of the game without the rule
    has no fold to follow (a fixed or draw plan), so the rule finds nobody to buy back
    (`extra_buys.buy_back_in`) and moves no card; `Unplanned` otherwise. (`own_play` tries it
    once the simulator's buy-back records no fold: /tmp/t9/h6-lead.patch.)"""
    from dealerschoice.play.fast.plan import plan_for  # the plan of what is left, whichever it is

    if not program.steps_of(BuyBackIn):
        raise Unplanned("no buy-back-in step")
    actions = tuple(Action(a.number, a.text, tuple(s for s in a.steps if type(s) is not BuyBackIn))
                    for a in program.actions)
    without = Program(program.game, actions, program.standing, program.notes)
    plan = plan_for(without, players)
    if not isinstance(plan, (Plan, DrawPlan)):
        raise Unplanned(f"a buy-back-in in a game whose plan is none or may fold a player ({type(plan).__name__})")
    return plan
