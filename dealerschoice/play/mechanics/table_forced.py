"""Forced rules on the table card, played where the rule stands, on the newest face-up table
card: "If the table card is a joker, everyone must match the pot or fold." (`TableCardForced`),
"Deal one card face up to the table. If you have a card of that rank in your hand, you must
fold." (`FoldOnTableRank`).

Every player still in matches the pot as it was when the rule came to be played (they answer
the same card at once), or folds: like every forced payment (triggers.py), a player pays a sum
up to the size of the pot, so each matches it. Chips go into the pot through `Table.pay`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealerschoice.cards import Card
from dealerschoice.play.handlers import handles
from dealerschoice.play.table import CannotFollow
from dealerschoice.play.wild_basics import rank_value
from dealerschoice.rules.steps.table_rules import FoldOnTableRank
from dealerschoice.rules.steps.vocab import ForcedAction
from dealerschoice.rules.steps.wager import TableCardForced

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand


def names(step: TableCardForced, card: Card) -> bool:
    """Whether the card is one the rule names: a joker, or one of its ranks, cards or suits."""
    if card.is_joker:
        return step.jokers
    return (card.rank in {rank_value(r) for r in step.ranks} or str(card) in {str(Card.parse(c)) for c in step.cards}
            or card.suit in step.suits)


@handles(TableCardForced)
def table_card_forced(hand: PlayedHand, step: TableCardForced, at: int) -> int | None:
    table = hand.table
    up = [h.card for h in table.board if h.up]
    if not up or not names(step, up[-1]):
        hand.event(hand.progress.rule, "forced", "The table card does not call for it: nobody has to pay."
                   if up else "No table card is up: nobody has to pay.")
        return None
    card = up[-1]
    words = []
    if step.action == ForcedAction.FOLD:
        for seat in table.clockwise_from(1):
            seat.folded = True
            words.append(f"{seat.name} folds")
    else:
        owed = table.pot
        for seat in table.clockwise_from(1):
            table.pay(seat, owed)
            words.append(f"{seat.name} matches the pot ({owed})")
    hand.event(hand.progress.rule, "forced", f"The table card is {card}: " + ", ".join(words) + f". Pot {table.pot}.")
    if not table.active():
        hand.stop(f"Everyone has folded: the pot of {table.pot} waits for the next deal.")
    else:
        hand.one_left()
    return None


@handles(FoldOnTableRank)
def fold_on_table_rank(hand: PlayedHand, step: FoldOnTableRank, at: int) -> int | None:
    """Every player still in who holds a card of the table card's rank, down cards included,
    folds (a joker on the table has no rank: nobody folds). The last one left takes the pot;
    with nobody left, the pot waits for the next deal."""
    table = hand.table
    up = [h.card for h in table.board if h.up]
    if not up:
        raise CannotFollow("players fold on the table card's rank, but no table card is face up")
    card = up[-1]
    out = [] if card.is_joker else [s for s in table.clockwise_from(1)
                                     if any(not c.is_joker and c.rank == card.rank for c in s.all())]
    for seat in out:
        seat.folded = True
    hand.event(hand.progress.rule, "fold", f"The table card is {card}: "
               + (", ".join(s.name for s in out) + " must fold." if out else "nobody holds its rank."))
    if not table.active():
        hand.stop(f"Everyone has folded: the pot of {table.pot} waits for the next deal.")
    else:
        hand.one_left()
    return None
