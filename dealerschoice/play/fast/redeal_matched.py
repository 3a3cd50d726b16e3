"""A redeal when nobody has had to match the pot, in the odds' fast path (No Murder, No Game:
"If a player is ever dealt a face up pair, they must match the pot or fold." ... "If no one has
had to match the pot by this point, redeal."), as the simulator plays it (`redeals.redeal_on`).

A forced "match the pot or fold" asks the pot itself (or a share of it), which the odds'
players always pay (`triggers._act`), so it folds nobody and moves no card (`forced`); all
it leaves is the mark that someone had to match (`redeals.had_to_match`). Where the redeal's
rule stands, the hand is dealt again unless one of the up cards dealt so far set a rule off:
a card the rule names (`triggers.card_fits`), pairing an up card its holder was dealt before
it where the rule asks for a pair. The redeal gathers and shuffles as a player's call for one
does (`redeal_chosen.ChosenRedealPlan`: the same deck places, the table's own random numbers,
the cap of deals ending the example with no showdown); the last deal's showdown is the fixed
plan's of the game without the forced rules and the redeal.

Refused: a forced rule that does more than take chips (`forced.not_only_chips`), one watching
flips, folded players, wild cards, sums or table cards; more than one such redeal, one sharing
its rule, steps before it that turn or move cards, and a game whose plan without them is not a
plain fixed plan.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from dealerschoice.cards import Card
from dealerschoice.play.fast.forced import not_only_chips
from dealerschoice.play.fast.plan import Plan, Unplanned, compile_plan
from dealerschoice.play.fast.redeal_chosen import ChosenRedealPlan, dealt_before
from dealerschoice.play.program import Action, Program
from dealerschoice.rules.steps.special import Forced
from dealerschoice.rules.steps.table_rules import RedealOn
from dealerschoice.rules.steps.vocab_cards import RedealEvent, TriggerEvent, TriggerWho
from dealerschoice.rules.steps.vocab_money import ForcedAction

_UP_EVENTS = (TriggerEvent.DEALT_UP, TriggerEvent.GETS_UP, TriggerEvent.FLIP_OR_DEALT)


@dataclass(frozen=True, slots=True)
class MatchedRedealPlan(ChosenRedealPlan):
    """A fixed plan dealt again while no up card dealt before the redeal's rule set off a
    "match the pot" rule: `marks` holds each such rule as (the card codes it names, whether
    the card must pair an earlier up card of its holder)."""

    marks: tuple[tuple[frozenset[int], bool], ...] = ()

    def wants(self, x: list[int], score) -> bool:
        """Whether the hand is dealt again on the deck `x`: nobody had to match the pot."""
        return not any(self._matched(x, up) for up in self.up)

    def _matched(self, x: list[int], up: tuple[int, ...]) -> bool:
        seen: set[int] = set()  # the ranks of the holder's earlier up cards (jokers pair nothing)
        for p in up:
            code = x[p]
            rank = Card(code).rank if not Card(code).is_joker else None
            for named, pair in self.marks:
                if code in named and (not pair or rank in seen):
                    return True
            if rank is not None:
                seen.add(rank)
        return False


def compile_matched_redeal(program: Program, players: int) -> MatchedRedealPlan:
    """The plan of a game dealt again when nobody has had to match the pot by a rule;
    `Unplanned` names what it cannot follow."""
    from dealerschoice.play.simulate import MAX_DEALS  # the simulator imports the odds: not at import time
    from dealerschoice.play.triggers import card_fits

    found = [(i, a) for i, a in enumerate(program.actions) if any(isinstance(s, RedealOn) for s in a.steps)]
    if not found:
        raise Unplanned("no redeal when nobody has had to match the pot")
    at, action = found[0]
    step = action.steps[0]
    where = f"rule {action.number}"
    if len(found) > 1 or len(action.steps) != 1 or not isinstance(step, RedealOn) or \
            step.when != RedealEvent.NONE_MATCHED:
        raise Unplanned(f"{where}: a redeal-on step, one of several, sharing its rule or not when nobody matched "
                        f"the pot ({[s.kind for s in action.steps]})")
    forced = program.standing_of(Forced)
    for number, rule in forced:
        why = not_only_chips(rule)
        trigger = rule.trigger
        if why is None and (trigger.event not in _UP_EVENTS or trigger.who != TriggerWho.ANY or trigger.wild
                            or trigger.sum_to is not None):
            why = f"fires on {trigger.event} for {trigger.who} players, a wild card or a sum"
        if why:
            raise Unplanned(f"rule {number}: a forced rule that {why}, beside a redeal when nobody matched the pot")
    held, up, laid, top = dealt_before(program, at, players, "a redeal when nobody matched the pot")
    rest = Program(program.game, tuple(a if i != at else Action(a.number, a.text, ())
                                       for i, a in enumerate(program.actions)),
                   tuple((n, s) for n, s in program.standing if not isinstance(s, Forced)), program.notes)
    plan = compile_plan(rest, players)
    if type(plan) is not Plan:
        raise Unplanned("a redeal when nobody matched the pot in a game that is no plain fixed plan")
    marks = tuple((frozenset(c for c in set(plan.deck) if card_fits(rule.trigger, Card(c))), rule.trigger.pair)
                  for _, rule in forced if rule.action == ForcedAction.MATCH_OR_FOLD)
    values = {f.name: getattr(plan, f.name) for f in dataclasses.fields(Plan)}
    values.update(factored=None, board=None)
    return MatchedRedealPlan(**values, held=tuple(map(tuple, held)), up=tuple(map(tuple, up)), laid=tuple(laid),
                             top=top, max_deals=MAX_DEALS, marks=marks)
