"""What money rules cost in chips: a price in antes, bets or the pot (`price`), and what a
player must pay to stay in when a forced rule fires (`forced_amount`: the whole pot or a
share of it, a bet some times over, doubled for each card of the rank already up).

Kept apart from the mechanics that pay (buying.py, triggers.py): it imports nothing that
moves cards, so any of them may use it without an import cycle."""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealerschoice.cards import Card
from dealerschoice.play.state import ANTE, BET
from dealerschoice.play.wild_basics import rank_value
from dealerschoice.rules.steps.vocab import Cost

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat
    from dealerschoice.rules.steps import Forced


def whole_chips(chips: float) -> int:
    """Rounded up: a half-ante costs one chip, a quarter of a pot of 9 costs three."""
    return int(chips) if chips == int(chips) else int(chips) + 1


def price(hand: PlayedHand, cost: Cost | None, times: float = 1.0) -> int:
    """Chips for `times` the `cost`: the ante, a bet (the game's bets are all of one size, so
    the smallest and the biggest bet are the same), the pot, or nothing; rounded up to whole
    chips (a half-ante costs one)."""
    unit = {Cost.ANTE: ANTE, Cost.MIN_BET: BET, Cost.MAX_BET: BET, Cost.FREE: 0, None: 0}.get(cost)
    if unit is None:  # Cost.POT
        unit = hand.table.pot
    return whole_chips(unit * times)


def already_up(hand: PlayedHand, card: Card, ranks: tuple[str, ...]) -> int:
    """Cards of the trigger's rank face up before this one ("times two for each five already
    up"): in the hands still in and on the table (a folded hand is out of the game), less the
    cards dealt after this one in the same round (a round is dealt a card at a time, but its
    rules fire once all are out). With no rank named, cards of the card's own rank."""
    wanted = {rank_value(r) for r in ranks} if ranks else ({card.rank} if not card.is_joker else set())
    dealt = [h.card for h in hand.turns.last_dealt]
    later = set(dealt[dealt.index(card) + 1:]) if card in dealt else set()
    showing = [c for s in hand.table.active() for c in s.up()] + [h.card for h in hand.table.board if h.up]
    return sum(1 for c in showing if c != card and c not in later and not c.is_joker and c.rank in wanted)


def forced_amount(hand: PlayedHand, forced: Forced, seat: Seat, card: Card | None) -> int:
    """What a forced rule (match the pot or fold / pay or fold, not escalating) costs this
    time: with no price named, the pot, or the rule's share of it ("match 1/4 of the pot");
    else `cost_times` the price ("double the minimum bet"), doubled for each card of the
    trigger's rank already up when the rule says so."""
    if forced.cost is None:
        return whole_chips(hand.table.pot / forced.pot_divided_by)
    amount = price(hand, forced.cost, forced.cost_times)
    if forced.doubles_per_up and card is not None:
        amount *= 2 ** already_up(hand, card, forced.trigger.ranks)
    return amount
