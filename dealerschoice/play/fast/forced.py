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

A redeal where nobody has had to match the pot by a rule's place reads only whether such a
rule fired: `redeal_matched`.

Rules for players who have folded ("If an out player gets a face up spade, they are back in
the game", deals "including players who have folded") act on nobody where nobody folds: the
plan of the program without them (`nobody_out`), which must again be a fixed or draw plan.

Cards a rule makes a player buy for a card turned up, where the price never passes the pot:
the extra cards' draw plan (`forced_buys`).

A price to fold ("You must match the pot to fold.") is asked of nobody either: the plan of
the game without it (`compile_fold_cost`).

A buy-back-in for players who folded finds nobody where nobody folds: the plan of the game
without it (`compile_no_buy_back`).

Refused: a forced fold, a payment with a price of its own (a bet, doubled per card: it may
pass the pot), an escalating one, one that deals cards, one a table card's rank sets off
(the table cards then count in nobody's hand: `Rulebook.table_role`), and games whose plan
without them would read the pot or is none.
"""

from __future__ import annotations

from dealerschoice.play.fast.draws import DrawPlan
from dealerschoice.play.fast.forced_buys import buys, compile_forced_buys
from dealerschoice.play.fast.plan import Plan, Unplanned
from dealerschoice.play.program import Action, Program
from dealerschoice.rules.steps import Deal, RuleStep
from dealerschoice.rules.steps.dealing_events import RedealIf
from dealerschoice.rules.steps.dealing_shares import DealOut
from dealerschoice.rules.steps.special import Forced
from dealerschoice.rules.steps.table_rules import RedealOn
from dealerschoice.rules.steps.vocab import DealTo, Target, TriggerWho
from dealerschoice.rules.steps.vocab_money import ForcedAction
from dealerschoice.rules.steps.wager import BuyBackIn, BuyOrFold, FoldCost

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
    if not forced and not program.standing_of(BuyOrFold):
        raise Unplanned("no forced rule")
    if any(rule.trigger.who == TriggerWho.FOLDED for _, rule in forced):
        program = nobody_out(program)
        forced = program.standing_of(Forced)
    for number, rule in forced:
        why = not_only_chips(rule) if rule.action != ForcedAction.BUY else None
        if why:
            raise Unplanned(f"rule {number}: a forced rule that {why}")
    if program.steps_of(RedealOn):  # "If no one has had to match the pot by this point, redeal."
        from dealerschoice.play.fast.redeal_matched import compile_matched_redeal  # it imports this module

        return compile_matched_redeal(program, players)
    if buys(program):  # "... they must buy another card for max bet or fold."
        return compile_forced_buys(program, players)
    from dealerschoice.play.fast.plan import plan_for  # the plan of what is left, whichever it is

    without = Program(program.game, program.actions, tuple((n, s) for n, s in program.standing
                                                           if not isinstance(s, Forced)), program.notes)
    plan = plan_for(without, players)
    if not isinstance(plan, (Plan, DrawPlan)):
        raise Unplanned("forced payments in a game the plan of which is none, or reads the pot "
                        f"({type(plan).__name__})")
    return plan


def nobody_out(program: Program) -> Program:
    """The program as it plays where nobody folds, for the plan of what is left to prove it:
    a forced rule for players who have folded ("If an out player is ever dealt a face up
    spade, they are back in the game") fires for none, a deal to those who have folded deals
    nobody and one to every player, folded or not, deals each player (`dealing_out.deal_out`:
    the seats clockwise from the dealer's left, as a deal to each)."""
    actions = []
    for action in program.actions:
        steps: list[RuleStep] = []
        for step in action.steps:
            if type(step) is DealOut and step.to == DealTo.ALL:
                steps.append(Deal(step.count, step.face, Target.EACH))
            elif type(step) is not DealOut or step.to != DealTo.FOLDED:
                steps.append(step)
        actions.append(Action(action.number, action.text, tuple(steps)))
    standing = tuple((n, s) for n, s in program.standing
                     if not (isinstance(s, Forced) and s.trigger.who == TriggerWho.FOLDED))
    return Program(program.game, tuple(actions), standing, program.notes)


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
    (`extra_buys.buy_back_in`) and moves no card; `Unplanned` otherwise. (`own_play` tries it.)
    Beside a redeal on a card, the rules for players who folded go too: `redeal_cards`."""
    from dealerschoice.play.fast.plan import plan_for  # the plan of what is left, whichever it is

    if not program.steps_of(BuyBackIn):
        raise Unplanned("no buy-back-in step")
    if program.standing_of(RedealIf):  # "If the table card is a joker, redeal for everyone still in."
        from dealerschoice.play.fast.redeal_cards import compile_card_redeal  # it imports this module

        return compile_card_redeal(nobody_out(program), players)
    actions = tuple(Action(a.number, a.text, tuple(s for s in a.steps if type(s) is not BuyBackIn))
                    for a in program.actions)
    without = Program(program.game, actions, program.standing, program.notes)
    plan = plan_for(without, players)
    if not isinstance(plan, (Plan, DrawPlan)):
        raise Unplanned(f"a buy-back-in in a game whose plan is none or may fold a player ({type(plan).__name__})")
    return plan


def compile_fold_cost(program: Program, players: int) -> Plan | DrawPlan:
    """The plan of a game whose players must pay to fold ("You must match the pot to fold."):
    the price is asked of a player who folds (`fold_cost.stays_instead`), and the odds'
    players never fold (`betting.Stance`), so it is the plan of the game without it, where that
    plan folds nobody either (a fixed or draw plan); `Unplanned` otherwise."""
    from dealerschoice.play.fast.plan import plan_for  # the plan of what is left, whichever it is

    if not program.standing_of(FoldCost):
        raise Unplanned("no price to fold")
    without = Program(program.game, program.actions,
                      tuple((n, s) for n, s in program.standing if not isinstance(s, FoldCost)), program.notes)
    plan = plan_for(without, players)
    if not isinstance(plan, (Plan, DrawPlan)):
        raise Unplanned(f"a price to fold in a game whose plan is none or may fold a player ({type(plan).__name__})")
    return plan
