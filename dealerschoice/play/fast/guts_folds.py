"""Forced folds in a guts plan: "If you are dealt a face up wild card, you must fold." (Deadly
Sevens, Lively Diamonds), as the simulator plays them (`triggers.card_up`, `_act`).

A deal of up cards to the players still in gives every seat its cards first, then turns each
card up in the order dealt (seat by seat from the dealer's left, each seat's in order:
`moves.deal`); a player still in whose card is one the rule names folds (once: a folded
player's later cards fire nothing). A fold that leaves exactly one player in ends the hand
there: that player takes the pot (`PlayedHand.one_left`), with no showdown, settlement or
redeal; the rest of the deal's cards still turn up, and a player still in holding one of
those cards folds too, each fold counted (the odds count every "fold" event:
`odds._tally_deal`). A fold that leaves nobody in leaves the showdown nobody to judge: the
rules take it as "nobody went in" (`flow.redeal`), as the plan's showdown does.

Followed: a fold on a card dealt face up (or "dealt or flipped": a guts plan flips nothing)
of named ranks, cards or suits, or a wild card where the wild cards are written out, for any
player still in. Refused: any other forced rule (a payment, a card bought, a rule on pairs,
table cards or folded players), and a forced fold in a guts game with cards dealt by a rule
that reads who went in (heads-up, extra cards, "if nobody goes in"), passes or draws, or a
declaration repeated until someone goes in (everyone plays on, nobody folded, while nobody is
in).
"""

from __future__ import annotations

from dealerschoice.cards import Card, HandRules
from dealerschoice.cards.cards import JOKER_CODE
from dealerschoice.play.fast.plan import Unplanned
from dealerschoice.play.program import Program
from dealerschoice.rules.steps.special import Forced
from dealerschoice.rules.steps.vocab_cards import TriggerEvent, TriggerWho
from dealerschoice.rules.steps.vocab_money import ForcedAction

# the events of a card dealt face up to a player: a guts plan turns no card up another way
_DEALT = frozenset({TriggerEvent.DEALT_UP, TriggerEvent.FLIP_OR_DEALT, TriggerEvent.GETS_UP})


def split_off(program: Program) -> tuple[Program, tuple[tuple[int, Forced], ...]]:
    """The program without its standing forced rules (the plan plays them: `codes`), and those
    rules with their numbers; the program itself where it has none."""
    found = tuple((n, s) for n, s in program.standing if isinstance(s, Forced))
    if not found:
        return program, ()
    rest = tuple((n, s) for n, s in program.standing if not isinstance(s, Forced))
    return Program(program.game, program.actions, rest, program.notes), found


def codes(found: tuple[tuple[int, Forced], ...], rules: HandRules, wilds_follow_play: bool) -> frozenset[int]:
    """The card codes that fold a player still in when dealt to them face up; `Unplanned`
    names a forced rule the plan cannot follow."""
    from dealerschoice.play.triggers import card_fits  # the simulator's own test of a trigger's card

    out: set[int] = set()
    for number, forced in found:
        trigger = forced.trigger
        where = f"rule {number}"
        if forced.action != ForcedAction.FOLD or forced.optional or forced.cost is not None or forced.cards:
            raise Unplanned(f"{where}: a forced {forced.action} in a guts game")
        if trigger.event not in _DEALT or trigger.who != TriggerWho.ANY:
            raise Unplanned(f"{where}: a forced fold on a {trigger.event} of {trigger.who} players in a guts game")
        if trigger.pair or trigger.sum_to is not None or trigger.table_rank is not None:
            raise Unplanned(f"{where}: a forced fold on a card read with others (a pair, a sum, a table card's rank)")
        if trigger.wild and wilds_follow_play:
            raise Unplanned(f"{where}: a forced fold on a wild card, where a table card names the wild rank")
        out.update(c for c in range(JOKER_CODE + 1)
                   if card_fits(trigger, Card(c)) and (not trigger.wild or rules.is_wild(Card(c))))
    return frozenset(out)


def check(ops: tuple[tuple, ...], repeated: bool, readers: frozenset[str]) -> None:
    """Refuse forced folds beside the ops that deal, pass or draw by who went in (`readers`:
    their codes), or a declaration repeated until someone goes in."""
    found = sorted({op[0] for op in ops} & readers)
    if found or repeated:
        raise Unplanned("a forced fold in a guts game with " + (f"{', '.join(found)} cards" if found else
                                                                  "a declaration repeated until someone goes in"))


def fold_dealt(active: list[bool], dealt: list[tuple[int, list[int]]], folds_on: frozenset[int]) -> tuple[int, int | None]:
    """The folds a deal of up cards forces: `dealt` each recipient's seat and its new cards,
    in the order dealt; `active` updated. Returns the folds and the seat left alone to take
    the pot (None: two or more still in, or nobody)."""
    folds = 0
    alone: int | None = None
    for seat, cards in dealt:
        for code in cards:
            if active[seat] and code in folds_on:
                active[seat] = False
                folds += 1
                if alone is None and sum(active) == 1:  # `PlayedHand.one_left`: once, at the fold that leaves one
                    alone = active.index(True)
    return folds, alone
