"""A split card that changes end as cards are dealt face up (`SplitCardTurn`, Reversible
Chicago: "The split-card is the high spade. If the ace of spades is dealt face up, the
split-card is the low spade. If the lowest up spade is dealt after the ace, the split-card
goes back to the high spade.").

Every card dealt face up in front of a player (folded later or not) is watched in the order
dealt (`triggers.card_up`): once one of the rule's cards is dealt face up, the split card is
its `to` end of the suit; with `back`, a card of the suit dealt face up after it that is
lower than every card of the suit dealt face up before it (the lowest up card, dealt after
the turning card) sends the split card back to the other end. `split_card._suit_and_end`
asks `end` which end holds at the showdown. A card turned up by a flip is not "dealt face
up" and is not watched.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from dealerschoice.cards import Card
from dealerschoice.cards.cards import CARD_TEXT
from dealerschoice.rules.steps.late_reads import SplitCardTurn
from dealerschoice.rules.steps.vocab import HighLow

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand

_SUIT_WORDS = {"s": "spade", "h": "heart", "d": "diamond", "c": "club"}


@dataclass
class SplitTurns:
    """This hand's piece: whether a turning card has been dealt face up, whether the split
    card has gone back since, and the lowest rank of the suit dealt face up so far."""

    turned: bool = False
    back: bool = False
    lowest: int | None = None

    def redealt(self) -> None:
        self.turned = self.back = False
        self.lowest = None


def _rule(hand: PlayedHand) -> SplitCardTurn | None:
    found = hand.program.standing_of(SplitCardTurn)
    return found[0][1] if found else None


def card_up(hand: PlayedHand, card: Card, how: str) -> None:
    """A card has turned up in front of a player: watch it when it was dealt face up."""
    rule = _rule(hand)
    if rule is None or how != "dealt" or card.is_joker or card.suit != rule.suit:
        return
    piece = hand.piece(SplitTurns)
    turning = card in {Card.parse(c) for c in rule.cards}
    if turning:
        piece.turned, piece.back = True, False
        hand.note(f"{CARD_TEXT[card]} is dealt face up: the split card is now the {rule.to} "
                  f"{_SUIT_WORDS[rule.suit]}.")
    elif (piece.turned and not piece.back and rule.back == HighLow.LOW
          and (piece.lowest is None or card.rank < piece.lowest)):
        piece.back = True
        other = HighLow.HIGH if rule.to == HighLow.LOW else HighLow.LOW
        hand.note(f"{CARD_TEXT[card]} is the lowest {_SUIT_WORDS[rule.suit]} dealt face up, dealt after the "
                  f"turning card: the split card goes back to the {other} {_SUIT_WORDS[rule.suit]}.")
    if piece.lowest is None or card.rank < piece.lowest:
        piece.lowest = card.rank


def end(hand: PlayedHand, suit: str, written: HighLow) -> HighLow:
    """The end of `suit` whose card is the split card now: the written one, or the rule's
    `to` end once its card has been dealt face up and not gone back since."""
    rule = _rule(hand)
    if rule is None or rule.suit != suit:
        return written
    piece = hand.piece(SplitTurns)
    return HighLow(rule.to) if piece.turned and not piece.back else written
