"""Payments for being dealt a card ("If a player is ever dealt a red eight, they must pay max
bet to the pot."), face up or down: watched after every step (simulate.py). A card counts as
dealt to a player when it comes to their hand from the deck (a deal, a draw), not when it is
passed from another hand; each deal of a card is paid for once.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING

from dealerschoice.cards import Card
from dealerschoice.play.mechanics.prices import price
from dealerschoice.play.wild_basics import rank_value
from dealerschoice.rules.steps.other import CardPenalty

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand


@dataclass
class PenaltyWatch:
    """The cards in the deck when the watch last looked (a card in a hand now that was in the
    deck then has just been dealt), and the game's `CardPenalty` rules, read once."""

    deck: frozenset[Card] | None = None
    rules: tuple[CardPenalty, ...] | None = field(default=None, compare=False)

    def redealt(self) -> None:
        self.deck = None  # the cards are gathered in: every card is in the deck again


def watch(hand: PlayedHand) -> None:
    """Charge every player still in for each named card just dealt to them."""
    piece = hand.piece(PenaltyWatch)
    if piece.rules is None:
        piece.rules = tuple(hand.program.steps_of(CardPenalty))
    if not piece.rules:
        return
    table = hand.table
    before = piece.deck  # None: every card was in the deck (the start of a deal)
    piece.deck = frozenset(table.deck)
    if hand.progress.over:
        return
    for seat in table.clockwise_from(1):
        for held in seat.cards:
            card = held.card
            if (before is not None and card not in before) or card in piece.deck:
                continue
            for rule in piece.rules:
                if _named(card, rule):
                    cost = price(hand, rule.cost)
                    table.pay(seat, cost)
                    hand.event(hand.progress.rule, "pay", f"{seat.name} is dealt {card}: {seat.name} pays {cost} "
                                                         "to the pot.")


def _named(card: Card, rule: CardPenalty) -> bool:
    if card.is_joker:
        return False
    cards, ranks = _names(rule)
    return card in cards or card.rank in ranks or card.suit in rule.suits


@lru_cache(maxsize=64)  # every card held is checked after every step: the rule's words read once
def _names(rule: CardPenalty) -> tuple[frozenset[Card], frozenset[int]]:
    """The cards and the ranks a `CardPenalty` rule names."""
    return frozenset(Card.parse(c) for c in rule.cards), frozenset(rank_value(r) for r in rule.ranks)
