"""Deal family, table cards bought or taken: offers by age and price (the face-down table card
too, and prices with a part per player), picks of a table card or the deck's top card, picks in
hand order (`BuyTableCard`, `PickTableCard`)."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from dealerschoice.rules.read.deal_parts import (
    first_of,
    nothing,
)
from dealerschoice.rules.read.family import NotThisFamily
from dealerschoice.rules.read.phrases import Price
from dealerschoice.rules.steps.dealing import BuyTableCard, PerPlayer, PickTableCard, TableOffer
from dealerschoice.rules.steps.vocab import (
    Cost,
    Face,
    OfferFrom,
    PickOrder,
)


class TableReading:
    """Table cards bought or taken (`deal_buy_table`, `deal_pick_*`)."""

    # ---- table cards bought by age ------------------------------------------------------------
    def deal_buy_table(self, children) -> BuyTableCard:
        offers, bought = first_of(children, tuple), first_of(children, _Bought)
        # the face-down table card bought is not replaced: the rule must say so when it is on offer
        if bought.down_table != any(o.source == OfferFrom.DOWN_TABLE for o in offers):
            raise NotThisFamily("the bought-clause names the face-down table card exactly when it is on offer")
        return BuyTableCard(offers, bought.face)

    def deal_offers(self, children) -> tuple[TableOffer, ...]:
        """Offers in order; "the next oldest" is one older than the offer before, "then
        quadruple" the next oldest table card for that many of the last offer's unit."""
        offers: list[TableOffer] = []
        for item in children:
            if not isinstance(item, (_Offer, _Then_times)):
                continue
            last = offers[-1] if offers else None
            if isinstance(item, _Then_times):
                if last is None or last.source != OfferFrom.TABLE or last.age is None or last.age < 1:
                    raise NotThisFamily("'then' follows an offer of a table card by age")
                offers.append(TableOffer(OfferFrom.TABLE, last.age + 1, last.cost, item.times))
                continue
            age = item.age
            if item.source == OfferFrom.TABLE and age == 0:  # "the next oldest"
                if last is None or last.source != OfferFrom.TABLE or last.age is None or last.age < 1:
                    raise NotThisFamily("'the next oldest' follows an offer of a table card by age")
                age = last.age + 1
            offers.append(TableOffer(item.source, age, item.price.unit, float(item.price.times), item.per_player))
        ages = [o.age for o in offers if o.source == OfferFrom.TABLE]
        if len(set(ages)) != len(ages) or sum(o.source == OfferFrom.DOWN_TABLE for o in offers) > 1:
            raise NotThisFamily("one table card offered twice")
        return tuple(offers)

    def deal_offer(self, children) -> _Offer:
        source, age = children[0]
        return _Offer(source, age, first_of(children, Price), first_of(children, PerPlayer))

    def offer_price_n_times(self, children) -> Price:
        """"2x ante": the digits before the x times the unit."""
        return Price(children[1], Fraction(int(str(children[0])[:-1])))

    def offer_per_player(self, children) -> PerPlayer:
        price = first_of(children, Price)
        if price is None:  # "2x max bet/player": the unit and "/player" are one word
            price = Price(first_of(children, Cost), first_of(children, Fraction) or Fraction(1))
        if price.unit == Cost.FREE or price.times == 0:
            raise NotThisFamily("a part of the price per player that costs nothing")
        return PerPlayer(price.unit, float(price.times))

    def offer_n_times(self, children) -> Fraction:
        return Fraction(int(str(children[0])[:-1]))

    def offer_then(self, children) -> _Then_times:
        return _Then_times({"double": 2.0, "triple": 3.0, "quadruple": 4.0, "octuple": 8.0}[str(children[0])])

    def offered_table(self, children) -> tuple:
        return OfferFrom.TABLE, first_of(children, _Age).age

    def offered_deck(self, children) -> tuple:
        return OfferFrom.DECK, None

    def offered_nth(self, children) -> tuple:
        """"first up table card", "second": by the order they were dealt, the first the oldest."""
        return OfferFrom.TABLE, next(c for c in children if type(c) is int)

    def offered_down_table(self, children) -> tuple:
        return OfferFrom.DOWN_TABLE, None

    def age_oldest(self, children) -> _Age:
        return _Age(1)

    def age_next(self, children) -> _Age:
        """"the next oldest": counted from the offer before (0 until then)."""
        return _Age(0)

    def deal_multiple(self, children) -> str:
        return str(children[0])

    def age_nth(self, children) -> _Age:
        return _Age(children[0])

    def age_newest(self, children) -> _Age:
        return _Age(-1)

    def deal_bought(self, children) -> _Bought:
        return _Bought(first_of(children, Face), any(isinstance(c, OfferFrom) for c in children))

    def deal_bought_down_table(self, children) -> OfferFrom:
        return OfferFrom.DOWN_TABLE

    def bought_down(self, children) -> Face:
        return Face.DOWN

    def bought_up(self, children) -> Face:
        return Face.UP

    deal_offer_sep = deal_others = offer_each_player = nothing

    # ---- table cards taken ----------------------------------------------------------------------
    def pick_free(self, children) -> BuyTableCard:
        return BuyTableCard((TableOffer(OfferFrom.TABLE, None, Cost.FREE), TableOffer(OfferFrom.DECK, None, Cost.FREE)),
                            first_of(children, Face))

    def pick_or_buy(self, children) -> BuyTableCard:
        price = first_of(children, Price)
        return BuyTableCard((TableOffer(OfferFrom.TABLE, None, Cost.FREE),
                             TableOffer(OfferFrom.DECK, None, price.unit, float(price.times))), Face.UP)

    def deal_picked_then(self, children) -> Face:
        return first_of(children, Face)

    def deal_pick_order(self, children) -> PickTableCard:
        end, going = [c for c in children if isinstance(c, _Word)]
        if end.startswith("low") != (going == "up"):
            raise NotThisFamily("from the low hand the order goes up, from the high hand down")
        count = next(c for c in children if type(c) is int)
        return PickTableCard(count, PickOrder.LOW_FIRST if going == "up" else PickOrder.HIGH_FIRST)

    def deal_pick_end(self, children) -> _Word:
        return _Word(children[0])

    deal_pick_dir = deal_pick_end

    deal_into_hand = deal_into_hand_s = nothing


@dataclass(frozen=True, slots=True)
class _Offer:
    source: OfferFrom
    age: int | None
    price: Price
    per_player: PerPlayer | None = None


@dataclass(frozen=True, slots=True)
class _Bought:
    """What the bought-clause says: the face of a bought card that is not replaced, and
    whether it names the face-down table card beside the deck's."""

    face: Face
    down_table: bool


@dataclass(frozen=True, slots=True)
class _Then_times:
    times: float


@dataclass(frozen=True, slots=True)
class _Age:
    age: int


class _Word(str):
    """A word kept for its meaning ("low", "up")."""
