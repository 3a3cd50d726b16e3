"""A redeal when a card never turned up ("If no queens were dealt face up, redeal."): the wild
cards of such a game hang on that card, so a deal where none came face up is not played out.

Whether one came up is only known when the dealing is over, so the rule holds at the showdown
(`at_showdown`, asked by `redeals.at_showdown`). The cards are noted as they are first seen
dealt face up (`watch`, after every step, as the other card redeals): a player who folds or
throws such a card away later still had it dealt face up.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from dealerschoice.cards import Card
from dealerschoice.cards.cards import CARD_TEXT, RANK_PLURALS
from dealerschoice.play.mechanics.choices import rank_number
from dealerschoice.rules.steps.dealing_events import RedealIf
from dealerschoice.rules.steps.vocab import RedealWhen

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Held

@dataclass
class UnseenRedeals:
    """The game's "none dealt face up" redeals (searched out once) and whether each one's
    card has been dealt face up this deal (the first such card)."""

    rules: tuple[RedealIf, ...] | None = field(default=None, compare=False)
    seen: list[Card | None] = field(default_factory=list)  # per rule: the first card it names dealt face up

    def redealt(self) -> None:
        self.seen = [None] * len(self.rules or ())


def _rules(hand: PlayedHand) -> tuple[RedealIf, ...]:
    piece = hand.piece(UnseenRedeals)
    if piece.rules is None:
        piece.rules = tuple(s for _, s in hand.program.standing_of(RedealIf)
                            if isinstance(s, RedealIf) and s.when == RedealWhen.NONE_DEALT_UP)
        piece.seen = [None] * len(piece.rules)
    return piece.rules


def names(step: RedealIf, card: Card) -> bool:
    """Whether the rule names the card: one of its ranks or cards (a joker is never one).

    >>> step = RedealIf(RedealWhen.NONE_DEALT_UP, ranks=("Q",))
    >>> names(step, Card.parse("Qs")), names(step, Card.parse("Ks"))
    (True, False)
    >>> names(RedealIf(RedealWhen.NONE_DEALT_UP, cards=("Qs",)), Card.parse("Qh"))
    False
    """
    if card.is_joker:
        return False
    if step.cards and card in {Card.parse(c) for c in step.cards}:
        return True
    return bool(step.ranks) and card.rank in {rank_number(r) for r in step.ranks}


def _dealt_up(hand: PlayedHand) -> list[Held]:
    table = hand.table
    return [h for s in table.seats for h in s.cards if h.up and h.dealt_up] + [h for h in table.board
                                                                                 if h.up and h.dealt_up]


def watch(hand: PlayedHand) -> None:
    """Note, for each rule, the first card it names seen dealt face up this deal."""
    rules = _rules(hand)
    if not rules:
        return
    seen = hand.piece(UnseenRedeals).seen
    if all(card is not None for card in seen):
        return
    up = _dealt_up(hand)
    for at, step in enumerate(rules):
        if seen[at] is None:
            seen[at] = next((h.card for h in up if names(step, h.card)), None)


def _what(step: RedealIf) -> str:
    words = [RANK_PLURALS[rank_number(r)] for r in step.ranks]
    words += [CARD_TEXT[Card.parse(c)] for c in step.cards]
    return " or ".join(words)


def at_showdown(hand: PlayedHand) -> str | None:
    """Why the hand is dealt again at the showdown: no card a rule names was dealt face up
    this deal. Otherwise None, and a note of the card that spared the deal."""
    rules = _rules(hand)
    if not rules:
        return None
    watch(hand)  # the last step's cards
    seen = hand.piece(UnseenRedeals).seen
    for step, card in zip(rules, seen):
        if card is None:
            return f"no {_what(step)} were dealt face up"
        hand.note(f"{CARD_TEXT[card]} was dealt face up: no redeal.")
    return None
