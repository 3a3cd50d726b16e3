"""Declarations: in or out (one at a time or at once, again until someone goes in, some
players forced in by what they hold), high, low or both (by a chip in the hand, by turning a
card up on one side, or left to chance)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealerschoice.cards.cards import RANK_PLURALS
from dealerschoice.play import policies
from dealerschoice.play.handlers import handles
from dealerschoice.play.judge import usable_table
from dealerschoice.play.mechanics import betting, guts
from dealerschoice.play.mechanics.choices import rank_number
from dealerschoice.play.mechanics.split_card import split_card_chance
from dealerschoice.play.players import declaring
from dealerschoice.play.triggers import card_up
from dealerschoice.records.deals import Declaration
from dealerschoice.rules.steps import Declare
from dealerschoice.rules.steps.showdown import ForcedIn

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat

# "Continue until someone goes in": the rounds a declaration goes round at most. Players do
# not change their cards between rounds, so each later round lowers the bar for the players
# before anyone is in (`players.declaring.goes_in_again`); in the last the first in turn goes
# in whatever they hold, so the rounds end.
MAX_DECLARE_ROUNDS = 3


def forced_in(hand: PlayedHand, seat: Seat) -> str | None:
    """Why the rules make this player go in ("If you are holding a wild card you must go in."),
    or None: a wild card in their hand, or a card of one of the ranks named."""
    for rule in hand.program.steps_of(ForcedIn):
        cards = seat.all()
        if rule.wild:
            rules = hand.rules_for(seat, cards=cards)
            if any(rules.is_wild(c) for c in cards):
                return "holds a wild card"
        if rule.ranks:
            ranks = {rank_number(r) for r in rule.ranks}
            held = next((c for c in cards if not c.is_joker and c.rank in ranks), None)
            if held is not None:
                return f"holds one of the {RANK_PLURALS[held.rank]}"
    return None


def _in_or_out(hand: PlayedHand, step: Declare) -> None:
    table = hand.table
    order = table.clockwise_from(1)
    hand.turns.last_declarers = [s.number for s in order]
    repeated = guts.repeats_until_in(hand)  # "Repeat the last two actions until someone declares in."
    done = hand.piece(guts.Declarations)
    rounds = MAX_DECLARE_ROUNDS if step.until_in else 1
    how = "one at a time" if step.mode == "in-turn" else "at once"
    first = done.rounds + 1 if repeated else 1  # a repeated declaration counts its rounds on
    last = first + rounds - 1
    for round_number in range(first, last + 1):
        words = []
        someone_in = False
        for seat in order:
            known = seat.known() + usable_table(hand, up_only=True)
            rules = hand.rules_for(seat, cards=known)
            if round_number == 1 or someone_in:
                going = policies.goes_in(known, rules, at_stake=betting.at_stake(hand))  # issue 18: what losing costs
            else:  # a later round, nobody in yet: the bar is lower
                going = declaring.goes_in_again(known, rules, last_round=round_number >= MAX_DECLARE_ROUNDS)
            why = forced_in(hand, seat)
            seat.declared = Declaration.IN if going or why else Declaration.OUT
            someone_in = someone_in or seat.declared is Declaration.IN
            words.append(f"{seat.name} {seat.declared.value}" + (f" (must: {why})" if why and not going else ""))
        again = f"round {round_number}, " if (step.until_in or repeated) and round_number > 1 else ""
        hand.event(hand.progress.rule, "declare", f"Declarations ({again}{how}): " + ", ".join(words) + ".")
        done.rounds = round_number
        if any(s.declared is Declaration.IN for s in order):
            break
        if step.until_in and round_number < last:
            hand.note("Nobody went in: the declaration goes round again until someone does.")
    if repeated and not any(s.declared is Declaration.IN for s in order):
        hand.note("Nobody went in: everyone keeps their cards until someone does.")
        return
    for seat in order:
        if seat.declared is Declaration.OUT:
            seat.folded = True


def declare_side(hand: PlayedHand, seat: Seat, choices: tuple[str, ...]) -> Declaration:
    """High, low or out (`players.declaring.side_or_out`), among the pots still holding chips
    when the game has several (pots.py): out with no pot left. A player out of one round
    declares again in the next."""
    from dealerschoice.play.mechanics.pots import Pots

    open_pots = hand.piece(Pots).remaining()
    sides = tuple(c for c in choices if c != "out" and (not hand.piece(Pots).chips or c in open_pots))
    if not sides:
        return Declaration.OUT
    cards = seat.all() + usable_table(hand)
    high_rules, low_rules = hand.rules_for(seat, "high", cards), hand.rules_for(seat, "low", cards)
    return declaring.side_or_out(cards, high_rules, low_rules, sides, hand.turns.goals.get(seat.number, "high"))


def declare_split_card(hand: PlayedHand, seat: Seat) -> Declaration:
    """High, split-card or both ("Simultaneous declare of high/split-card/both"), as the player
    decides (`players.declaring.split_card_side`) from how likely they hold the split card
    (`split_card_chance`) and their high hand."""
    cards = seat.all() + usable_table(hand)
    return declaring.split_card_side(split_card_chance(hand, seat), cards, hand.rules_for(seat, "high", cards))


@handles(Declare)
def declare(hand: PlayedHand, step: Declare, at: int) -> int | None:
    table = hand.table
    if "in" in step.choices:
        _in_or_out(hand, step)
        return None
    if "split-card" in step.choices:
        words = []
        for seat in table.clockwise_from(1):
            declared = seat.declared = declare_split_card(hand, seat)
            words.append(f"{seat.name} {declared.value}")
        hand.event(hand.progress.rule, "declare", "Declarations: " + ", ".join(words) + ".")
        return None
    words = []
    if "out" in step.choices:  # the settlement of each direction (pots.py) reads who declared
        hand.turns.last_declarers = [s.number for s in table.clockwise_from(1)]
    for seat in table.clockwise_from(1):
        if "out" in step.choices:  # "declares high/low/out": one side, or out of this round
            declared = seat.declared = declare_side(hand, seat, step.choices)
            words.append(f"{seat.name} {declared.value}")
            continue
        if step.mode == "random":  # "Each player randomly declares high or low": the table's shuffle decides
            drawn = seat.declared = Declaration(table.rng.choice(list(step.choices)))
            words.append(f"{seat.name} {drawn.value}")
            continue
        cards = seat.all() + usable_table(hand)
        choice = policies.declare_high_low(cards, hand.rules_for(seat, "high", cards),
                                           hand.rules_for(seat, "low", cards), step.choices,
                                           hand.turns.goals.get(seat.number, "high"))
        seat.declared = choice
        if step.mode == "by-flip":
            side = 2 if choice is Declaration.HIGH else 1
            held = next((h for h in seat.cards if h.pile == side and not h.up), None)
            if held is not None:
                held.up = True
                card_up(hand, seat, held, "flip")
                words.append(f"{seat.name} turns up {held.card} on the {'right' if side == 2 else 'left'}: {choice.value}")
                continue
        words.append(f"{seat.name} {choice.value}")
    how = " (at random)" if step.mode == "random" else " (one at a time)" if "out" in step.choices and \
        step.mode == "in-turn" else ""
    hand.event(hand.progress.rule, "declare", f"Declarations{how}: " + ", ".join(words) + ".")
    return None
