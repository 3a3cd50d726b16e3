"""Table cards dealt by the number of players and picked up into the players' hands: "Deal
one card up to the table per player. Starting with the low hand and going up in hand order,
each player picks one of the cards and adds it to their hand." (`TableDealPerPlayer`,
`PickTableCard`), and "Each player in turn picks one up table card and the two down table
cards that goes with it" (`PickTableSet`: the cards were dealt down first, twice as many,
then up; the up card of place i goes with down cards 2i and 2i+1).

The cards lie on the table (`Table.board`) until they are picked; the deal remembers which
they are (`Offered`), so a pick takes only those, not other common cards. The player picks
(`players.picking`) by how much a card improves what they can see of their hand
(`buying.gain`); a set by its up card, the only one of it the picker can see.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from dealerschoice.cards import exposed_key, format_cards
from dealerschoice.play.handlers import handles
from dealerschoice.play.mechanics.buying import gain
from dealerschoice.play.players import picking
from dealerschoice.play.table import CannotFollow, Held
from dealerschoice.rules.steps.dealing import PickTableCard
from dealerschoice.rules.steps.dealing_shares import TableDealPerPlayer
from dealerschoice.rules.steps.table_rules import PickTableSet
from dealerschoice.rules.steps.vocab import PickOrder

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat


@dataclass
class Offered:
    """The table cards dealt by the number of players and not picked yet, in the order dealt
    (the down ones and the up ones apart: a set is one up card and the down cards with it)."""

    down: list[Held] = field(default_factory=list)
    up: list[Held] = field(default_factory=list)

    def redealt(self) -> None:
        self.down.clear()
        self.up.clear()


@handles(TableDealPerPlayer)
def deal_per_player(hand: PlayedHand, step: TableDealPerPlayer, at: int) -> int | None:
    table = hand.table
    players = len(table.active())
    count = step.count * players
    up = step.face == "up"
    cards = table.draw(count)
    dealt = [Held(c, up=up, seen=up, dealt_up=up) for c in cards]
    table.board.extend(dealt)
    offered = hand.piece(Offered)
    (offered.up if up else offered.down).extend(dealt)
    shown = f": {format_cards(cards)}" if up else ""
    hand.event(hand.progress.rule, "deal", f"{count} card{'s' if count != 1 else ''} face {step.face} to the table, "
                                           f"{step.count} for each of the {players} players{shown}.")
    return None


def take(hand: PlayedHand, seat: Seat, helds: list[Held]) -> None:
    """The table cards `helds` go into `seat`'s hand, each keeping the face it had (and come
    off the cards offered: the picks here, the sealed bids of auctions.py)."""
    table = hand.table
    offered = hand.piece(Offered)
    for held in helds:
        table.board.remove(held)
        for pile in (offered.up, offered.down):
            if held in pile:
                pile.remove(held)
        held.seen = True
        held.pile = 0
        seat.cards.append(held)
    seat.expected += len(helds)


def best_pick(hand: PlayedHand, seat: Seat, helds: list[Held]) -> Held:
    """The table card a player picks among `helds` (`players.picking.table_card`) by how much
    each raises their hand (`buying.gain`); for the picks here and the sealed bids of
    auctions.py."""
    return helds[picking.table_card([(gain(hand, seat, h.card), h.card) for h in helds])]


@handles(PickTableCard)
def pick_table_card(hand: PlayedHand, step: PickTableCard, at: int) -> int | None:
    table = hand.table
    offered = hand.piece(Offered)
    ranked = sorted(table.active(), key=lambda s: (exposed_key(s.up(), hand.show_rules(s)),
                                                    (s.number - 1) % len(table.seats)))
    order = ranked if step.order == PickOrder.LOW_FIRST else ranked[::-1]
    words = []
    for seat in order:
        pool = offered.up + offered.down
        if len(pool) < step.count:
            raise CannotFollow(f"{seat.name} must pick {step.count} of the table cards dealt for the players, but "
                               f"{len(pool)} are left")
        picked = []
        for _ in range(step.count):
            held = best_pick(hand, seat, [h for h in pool if h not in picked])
            picked.append(held)
        take(hand, seat, picked)
        words.append(f"{seat.name} picks {format_cards([h.card for h in picked])}")
    hand.event(hand.progress.rule, "deal", "; ".join(words) + "." if words else "Nobody picks a card.")
    return None


@handles(PickTableSet)
def pick_table_set(hand: PlayedHand, step: PickTableSet, at: int) -> int | None:
    table = hand.table
    offered = hand.piece(Offered)
    # the sets as dealt: the up cards of a set, then its down cards
    sets = [(offered.up[i * step.up:(i + 1) * step.up], offered.down[i * step.down:(i + 1) * step.down])
            for i in range(len(offered.up) // step.up)]
    sets = [(ups, downs) for ups, downs in sets if len(ups) == step.up and len(downs) == step.down]
    words = []
    for seat in table.clockwise_from(1):
        if not sets:
            raise CannotFollow(f"{seat.name} must pick a set of table cards, but none is left")
        chosen = sets.pop(picking.table_set([(sum(gain(hand, seat, h.card) for h in ups), [h.card for h in ups])
                                             for ups, _ in sets]))
        ups, downs = chosen
        take(hand, seat, ups + downs)
        words.append(f"{seat.name} picks {format_cards([h.card for h in ups])} with the "
                     f"{len(downs)} down card{'s' if len(downs) != 1 else ''} under it")
    hand.event(hand.progress.rule, "deal", "; ".join(words) + "." if words else "Nobody picks a card.")
    return None
