"""Folds for holding a card once another has turned up ("If the king of hearts is dealt face
up, all hands with black fives must fold."): watched after every step (simulate.py). Once a
card of the trigger has been dealt face up, to a player or to the table, every player still in
who holds one of the named cards folds, then and whenever they come to hold one later in the
deal: the rule says the hands with them must fold, not only those holding them at that moment.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from dealerschoice.cards import Card
from dealerschoice.play.wild_basics import rank_value
from dealerschoice.rules.steps.wager import FoldHolders

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat


@dataclass
class FoldWatch:
    """Which `FoldHolders` rules have fired this deal (by their index in `rules`)."""

    fired: set[int] = field(default_factory=set)
    rules: tuple[FoldHolders, ...] | None = field(default=None, compare=False)  # read once from the program

    def redealt(self) -> None:
        self.fired.clear()


def watch(hand: PlayedHand) -> None:
    """Fire each rule whose trigger card is up, and fold the players holding its cards; the
    last one left takes the pot (PlayedHand.one_left)."""
    piece = hand.piece(FoldWatch)
    if piece.rules is None:
        piece.rules = tuple(hand.program.steps_of(FoldHolders))
    if not piece.rules or hand.progress.over:
        return
    for index, rule in enumerate(piece.rules):
        if index not in piece.fired:
            shown = _dealt_up(hand, rule)
            if shown is None:
                continue
            piece.fired.add(index)
            hand.note(f"{shown} was dealt face up: every hand holding {_words(rule)} must fold.")
        for seat in hand.table.clockwise_from(1):
            if holds(seat, rule):
                seat.folded = True
                hand.event(hand.progress.rule, "fold", f"{seat.name} holds {_words(rule)}: {seat.name} must fold.")
                if hand.one_left():
                    return


def _dealt_up(hand: PlayedHand, rule: FoldHolders) -> Card | None:
    """The first card of the trigger dealt face up this deal, in any hand or on the table."""
    trigger = rule.trigger
    named = {Card.parse(c) for c in trigger.cards}
    ranks = {rank_value(r) for r in trigger.ranks}
    held = [h for s in hand.table.seats for h in s.cards] + list(hand.table.board)
    for h in held:
        card = h.card
        if h.dealt_up and not card.is_joker and (card in named or card.rank in ranks or card.suit in trigger.suits):
            return card
    return None


def holds(seat: Seat, rule: FoldHolders) -> bool:
    """A named card in the seat's hand, up or down (natural cards: the rule names cards)."""
    named = {Card.parse(c) for c in rule.cards}
    ranks = {rank_value(r) for r in rule.ranks}
    return any(not c.is_joker and (c in named or c.rank in ranks or c.suit in rule.suits) for c in seat.all())


def _words(rule: FoldHolders) -> str:
    from dealerschoice.cards.cards import RANK_PLURALS

    suits = {"s": "spades", "h": "hearts", "d": "diamonds", "c": "clubs"}
    names = [str(Card.parse(c)) for c in rule.cards] + [RANK_PLURALS[rank_value(r)] for r in rule.ranks]
    return " or ".join(names + [suits[s] for s in rule.suits])
