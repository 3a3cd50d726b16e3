"""Guts games around the in/out declaration: what happens when nobody goes in ("If no one goes
in, deal one card down to each player.", "If no one declared in, every player passes three
cards to their left.", both followed by "Repeat the last two actions until someone declares
in."), extra cards for the players who went in holding a card ("Anyone who went in with a
four gets an extra card."), antes again by who went in ("Players going in must reante.", "If
no one goes in, everyone must reante."), and rounds of a card more until one player goes in
("Repeat the last three actions until either only one person goes in ... or everyone has
five cards").

A declaration that the rules repeat until someone goes in keeps everyone at the table while
nobody is in (declare.py); each later round lowers the bar (`players.declaring.goes_in_again`), and in
the last round (`declare.MAX_DECLARE_ROUNDS`) the first player in turn goes in, so the
repeat ends.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from dealerschoice.cards import Card, format_cards
from dealerschoice.play.handlers import handles
from dealerschoice.play.mechanics.choices import rank_number
from dealerschoice.play.mechanics.money import settle, went_in
from dealerschoice.play.mechanics.moves import deal, pass_cards
from dealerschoice.play.state import ANTE
from dealerschoice.records.deals import Declaration
from dealerschoice.rules.steps import Pass, Repeat
from dealerschoice.rules.steps.dealing_events import DealIf, ExtraForGoingIn
from dealerschoice.rules.steps.passing import PassIf
from dealerschoice.rules.steps.table_rules import RepeatTillOneIn
from dealerschoice.rules.steps.vocab import Face, GutsAnteWho, UntilKind
from dealerschoice.rules.steps.wager import GutsAnte

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand


@dataclass(slots=True)
class Declarations:
    """The in/out declarations of this deal so far: the round a repeated declaration is in."""

    rounds: int = 0

    def redealt(self) -> None:
        self.rounds = 0


def repeats_until_in(hand: PlayedHand) -> bool:
    """Whether the rules repeat the declaration until someone declares in."""
    return any(s.until.kind == UntilKind.DECLARES_IN for s in hand.program.steps_of(Repeat))


def nobody_in(hand: PlayedHand) -> bool:
    """Nobody went in at the last declaration (no declaration yet: nobody has gone in)."""
    table = hand.table
    return not any(table.seat(n).declared is Declaration.IN for n in hand.turns.last_declarers)


@handles(DealIf)
def deal_if(hand: PlayedHand, step: DealIf, at: int) -> int | None:
    """ "If no one goes in, deal one card down to each player": the deals, when nobody went in."""
    if not nobody_in(hand):
        hand.note("Someone went in: no more cards are dealt.")
        return None
    for dealt in step.deals:
        deal(hand, dealt, at)
    return None


@handles(PassIf)
def pass_if(hand: PlayedHand, step: PassIf, at: int) -> int | None:
    """ "If no one declared in, every player passes three cards to their left." """
    if not nobody_in(hand):
        hand.note("Someone went in: nobody passes.")
        return None
    return pass_cards(hand, Pass(moves=step.moves, which=step.which), at)


@handles(ExtraForGoingIn)
def extra_for_going_in(hand: PlayedHand, step: ExtraForGoingIn, at: int) -> int | None:
    """ "Anyone who went in with a four gets an extra card": each player still in who holds a
    card of the ranks (or one of the cards) named is dealt the extra cards (face down unless
    the rule says up)."""
    table = hand.table
    ranks = {rank_number(r) for r in step.ranks}
    named = {Card.parse(c) for c in step.cards}
    words = []
    for seat in table.clockwise_from(1):
        if seat.declared is not Declaration.IN:
            continue
        held = [c for c in seat.all() if (not c.is_joker and c.rank in ranks) or c in named]
        if not held:
            continue
        if len(table.deck) < step.count:
            words.append(f"the deck has no card left for {seat.name}")
            continue
        up = step.face == Face.UP
        table.give(seat, step.count, up=up)
        seat.expected += step.count
        words.append(f"{seat.name} went in with {format_cards(held[:1])} and gets "
                     f"{'an extra card' if step.count == 1 else f'{step.count} extra cards'}")
    hand.event(hand.progress.rule, "deal", ("; ".join(words) + ".") if words else
               "Nobody went in with such a card: no extra cards.")
    return None


def keep_hands(hand: PlayedHand) -> None:
    """ "Players keep their hands." in a game the rules repeat until one player goes in: every
    player stays at the table with their cards for the next card and declaration (only the
    players in played the showdown)."""
    if not hand.program.steps_of(RepeatTillOneIn):
        return
    for seat in hand.table.seats:
        seat.folded = False
        seat.declared = None


@handles(RepeatTillOneIn)
def repeat_till_one_in(hand: PlayedHand, step: RepeatTillOneIn, at: int) -> int | None:
    """ "Repeat the last three actions until either only one person goes in (and the game
    ends) or everyone has five cards (and there is a redeal for all).": after each showdown
    the players who went in and lost settle as the game's settlement says; one player in
    ends the game, a full hand for everyone deals again (capped: simulate.MAX_DEALS), else
    everyone keeps their hand and the rules go back `last` rules."""
    table = hand.table
    ins = went_in(hand)
    if hand.money.settle_rule is not None and len(ins) > 1:
        settle(hand, hand.money.settle_rule, at)
    if len(ins) == 1:
        hand.event(hand.progress.rule, "end", f"Only {ins[0].name} went in: the game ends.")
        hand.progress.over = True
        hand.finish()
        return None
    if all(len(s.cards) >= step.cards for s in table.seats):
        return hand.redeal(f"Everyone has {step.cards} cards")
    keep_hands(hand)
    target = max(0, at - step.last)
    hand.note(f"Everyone keeps their hand; repeat from rule {hand.program.actions[target].number}.")
    return target


@handles(GutsAnte)
def guts_ante(hand: PlayedHand, step: GutsAnte, at: int) -> int | None:
    """ "Players going in must reante." (those who declared in at the last declaration) / "If
    no one goes in, everyone must reante." (everyone, only when nobody went in)."""
    table = hand.table
    if step.who == GutsAnteWho.GOING_IN:
        payers = went_in(hand)
        none = "Nobody went in: nobody antes again."
    elif step.who == GutsAnteWho.ALL_IF_NONE_IN:
        payers = table.seats if nobody_in(hand) and hand.turns.last_declarers else []
        none = "Someone went in: nobody antes again."
    else:  # "all-on-redeal": a gap (steps/wager.py), never played
        return None
    for seat in payers:
        table.pay(seat, ANTE)
    names = ", ".join(s.name for s in payers)
    hand.event(hand.progress.rule, "ante", f"{names} ante {ANTE} again; the pot is {table.pot}." if payers else none)
    return None
