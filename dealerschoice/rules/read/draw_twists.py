"""Part of the draw family's reader (`draw.lark`): twists, buys and exchanges."""

from __future__ import annotations

from dataclasses import dataclass, replace

from dealerschoice.rules.read.draw_parts import (
    Bonus,
    Offer,
    Thrown,
    TwistNote,
    bonus_fields,
    count_bounds,
    first_of,
    twist_price,
)
from dealerschoice.rules.read.family import NotThisFamily
from dealerschoice.rules.read.phrases import CardTest, Price, Quantity
from dealerschoice.rules.steps import Discard
from dealerschoice.rules.steps.draw import (
    DiscardToForce,
    Exchange,
    PlayerDiscard,
    TakeNoPeek,
    Twist,
)
from dealerschoice.rules.steps.vocab import DrawOrder, Face, Role


@dataclass(frozen=True, slots=True)
class FacePrices:
    """A twist's prices by the face of the card twisted: up cards cost `up` (Twist `cost`,
    `times` fields), down cards `down`; `swap`: the price of taking a down card back for an up
    card, when the rule offers it."""

    up: dict
    down: dict
    swap: dict | None = None


class TwistReading:
    """Readings of twists (a card replaced for a price), cards bought and cards exchanged."""

    def draw_twist(self, children) -> Twist:
        verb = children[2]
        offer = children[3]
        instead = first_of(children[4:], Offer)
        note = first_of(children, TwistNote) or TwistNote()
        other = self._twist(instead.verb or verb, instead) if instead else None
        twist = self._twist(verb, offer, note, other)
        return replace(twist, order=children[0]) if children[0] else twist

    @staticmethod
    def _twist(verb: str, offer: Offer, note: TwistNote | None = None, instead: Twist | None = None) -> Twist:
        note = note or TwistNote()
        bounds = count_bounds(offer.amount, True)
        return Twist(bounds["count"], **twist_price(offer.price), up_to=bounds["up_to"], each=offer.each,
                     low=bounds["low"], high=bounds["high"], choices=bounds["choices"], extra=verb == "buy",
                     one_at_a_time=offer.one_at_a_time, **bonus_fields(offer.bonus),
                     down_by_flip=note.by_flip, down_cost=note.cost, down_times=note.times, instead=instead)

    def draw_twist_offer(self, children) -> Offer:
        return Offer(None, first_of(children, Quantity), first_of(children, Price), "each" in children,
                      "one-at-a-time" in children, first_of(children, Bonus))

    def draw_twist_or(self, children) -> Offer:
        offer = children[-1]
        verb = children[0] if len(children) == 2 else None
        return Offer(verb, offer.amount, offer.price, offer.each, offer.one_at_a_time, offer.bonus)

    def draw_twist_down_by_flip(self, children) -> TwistNote:
        up, down = [c for c in children if isinstance(c, Face)]
        if up != Face.UP or down != Face.DOWN:
            raise NotThisFamily("a twisted up card is taken down")
        return TwistNote(by_flip=True)

    def draw_twist_down_cost(self, children) -> TwistNote:
        if first_of(children, Face) != Face.DOWN:
            raise NotThisFamily("paying more gets the card down")
        price = twist_price(first_of(children, Price))
        return TwistNote(cost=price["cost"], times=price["times"])

    def draw_player_discard(self, children) -> PlayerDiscard:
        thrown = first_of(children, Thrown)
        if thrown.amount.exact is None:
            raise NotThisFamily("one player discards a count")
        return PlayerDiscard(first_of(children, Role), thrown.amount.exact, thrown.face)

    def draw_discard_pick_up(self, children) -> tuple:
        thrown = first_of(children, Thrown)
        bounds = count_bounds(thrown.amount, thrown.amount.low != thrown.amount.high)
        count = next(c for c in children if isinstance(c, int) and not isinstance(c, bool))
        return Discard(which=str(thrown.face) if thrown.face else "any", **bounds), TakeNoPeek(count)

    def draw_twist_verb(self, children) -> str:
        return str(children[0])

    def draw_per_card(self, children) -> str:
        return "each"

    def draw_one_at_a_time(self, children) -> str:
        return "one-at-a-time"

    def draw_buy(self, children) -> Twist:
        price = first_of(children, Price)
        count = first_of(children, int)
        return Twist(count, **twist_price(price), extra=True, face=first_of(children, Face), low=0, high=count)

    def draw_extra(self, children):
        return None

    def draw_exchange(self, children) -> Exchange:
        counts = [c for c in children if isinstance(c, int) and not isinstance(c, bool)]
        if len(set(counts)) != 1:
            raise NotThisFamily("an exchange of unequal counts")
        return Exchange(counts[0], first_of(children, Face), optional=children[1] != "must")

    def draw_may(self, children) -> str:
        return str(children[0])

    draw_modal = draw_may

    def draw_discard_to_force(self, children) -> DiscardToForce:
        give, force = [c for c in children if isinstance(c, CardTest)]
        for card in (give, force):
            if card.cards or card.suits or card.wild or card.pair or card.jokers or not card.ranks:
                raise NotThisFamily("a discard that forces one names ranks")
        return DiscardToForce(give.ranks, force.ranks, first_of(children, DrawOrder))

    def draw_act_first(self, children) -> DrawOrder:
        return children[0]

    # ---- a twist priced by the face of the card -------------------------------------------
    def draw_twist_by_face(self, children) -> Twist:
        """"may twist one card. Up cards cost double ante, down cards cost max bet, and for
        double max bet you can discard an up card and get a down card back."."""
        prices = first_of(children, FacePrices)
        bounds = count_bounds(first_of(children, Quantity), True)
        swap = prices.swap or {}
        return Twist(bounds["count"], **prices.up, up_to=bounds["up_to"], low=bounds["low"], high=bounds["high"],
                     choices=bounds["choices"], extra=children[2] == "buy",
                     down_cost=swap.get("cost"), down_times=swap.get("times", 1),
                     down_card_cost=prices.down["cost"], down_card_times=prices.down["times"],
                     order=first_of(children, DrawOrder))

    def draw_face_prices(self, children) -> FacePrices:
        (first_face, first), (second_face, second) = children[0], children[1]
        if {first_face, second_face} != {Face.UP, Face.DOWN}:
            raise NotThisFamily("a twist is priced for up cards and for down cards")
        up, down = (first, second) if first_face == Face.UP else (second, first)
        return FacePrices(up, down, children[2] if len(children) > 2 else None)

    def draw_face_price(self, children) -> tuple:
        return first_of(children, Face), twist_price(first_of(children, Price))

    def draw_down_swap(self, children) -> dict:
        faces = [c for c in children if isinstance(c, Face)]
        if faces != [Face.UP, Face.DOWN]:
            raise NotThisFamily("the price swaps an up card for a down card")
        return twist_price(first_of(children, Price))
