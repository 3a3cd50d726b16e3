"""Ties broken by dealing cards off ("In case of a tie, deal cards to the tied players, first
face card wins."): the tied players are dealt a card each in turn, clockwise after the
dealer, face up, until one gets a card of the group named; those cards play no part in any
hand and go to the muck. When the deck runs out first, the tie stands and the tied players
share the pot (the rules say nothing more)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealerschoice.cards import Card, clockwise_after
from dealerschoice.rules.steps.showdown import TieBreak
from dealerschoice.rules.steps.vocab import TieBy

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand

_RANK_CHARS = "23456789TJQKA"


def deal_off_rule(hand: PlayedHand) -> TieBreak | None:
    return next((b for b in hand.program.steps_of(TieBreak) if b.by == TieBy.DEAL_OFF), None)


def broken(hand: PlayedHand, tied: list[int]) -> list[int]:
    """The winner of a tie by the game's deal-off rule ([winner]), or `tied` as it was (no
    such rule, or the deck ran out first)."""
    rule = deal_off_rule(hand)
    if rule is None or len(tied) < 2:
        return tied
    table = hand.table
    order = [n for n in clockwise_after([s.number for s in table.seats], table.dealer) if n in set(tied)]
    dealt = []
    while table.deck:
        for number in order:
            if not table.deck:
                break
            seat = table.seat(number)
            card = table.give(seat, 1, up=True)[0]
            table.to_muck(seat, [card])
            dealt.append(f"{seat.name} {card}")
            if fits(card, rule.first):
                hand.event(hand.progress.rule, "deal", f"The tie is dealt off: {', '.join(dealt)}; "
                                                      f"{seat.name} wins the tie.")
                return [number]
    hand.event(hand.progress.rule, "deal", f"The tie is dealt off: {', '.join(dealt) or 'no cards left'}; the deck "
                                           "runs out first and the tied players share the pot.")
    return tied


def fits(card: Card, first: str | None) -> bool:
    """Whether a card is of the group a deal-off looks for: a rank character, a suit letter,
    "face" (jack, queen, king), "red" or "black"; with no group, any card."""
    if first is None:
        return True
    if card.is_joker:
        return False
    if first == "face":
        return 11 <= card.rank <= 13
    if first in ("red", "black"):
        return (card.suit in ("h", "d")) == (first == "red")
    if first in _RANK_CHARS:
        return card.rank == _RANK_CHARS.index(first) + 2
    return card.suit == first
