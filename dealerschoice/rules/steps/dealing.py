"""Steps of the deal where players choose or pay: cards bought from the deck or the table,
auctioned or bid for, refused, picked from the table, or turned the other way; and who is
still offered a card after turning cards down."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from dealerschoice.rules.steps.base import RuleStep, coerce_words
from dealerschoice.rules.steps.vocab import Cost, Face, OfferFrom, PickOrder, Side


@dataclass(frozen=True, slots=True)
class Buy(RuleStep):
    """Each player (one at a time in betting order when `in_turn`) may buy `count` more cards
    dealt face `face`, paying `times` the `cost` (times 0.5: half the pot)."""

    kind: ClassVar[str] = "buy"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("players may buy an extra card from the deck; the simulator's players never "
                                 "buy one yet, and since buying is only ever an option, a hand where nobody buys "
                                 "is still a hand of this game")
    gap_blocking: ClassVar[bool] = False
    count: int
    face: Face
    cost: Cost
    times: float = 1.0
    in_turn: bool = False


@dataclass(frozen=True, slots=True)
class AuctionCard(RuleStep):
    """The top card of the deck is auctioned: the highest bidder pays their bid and takes it,
    or, when `give`, may give it to a player of their choice instead."""

    kind: ClassVar[str] = "auction-card"
    simulated: ClassVar[bool] = True  # play/mechanics/auctions.py
    give: bool = False


@dataclass(frozen=True, slots=True)
class FaceOption(RuleStep):
    """Each player may have the card just dealt to them turned face `face` instead: by paying
    `times` the `cost` (None: free), or, when `by_flip`, by turning one of their down cards
    face up. paid_by: None (the holder pays), or the side of the holder whose neighbour may pay
    for it ("if the player to your left pays max bet, you get your card up")."""

    kind: ClassVar[str] = "face-option"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("a player may have the card just dealt to them turned the other way; the "
                                 "simulator keeps every card as dealt, which is always allowed, so its hands are "
                                 "still hands of this game")
    gap_blocking: ClassVar[bool] = False
    face: Face
    cost: Cost | None = None
    times: float = 1.0
    by_flip: bool = False
    paid_by: Side | None = None


@dataclass(frozen=True, slots=True)
class RefuseCard(RuleStep):
    """A player may refuse a card dealt to them (`first_only`: only the first card they get
    each round; `even_passed`: even one passed on to them), paying `times` the `cost` (None:
    free), at most `per_game` times a game (None: every time).

    passed: the refused card goes on to the next player in turn (to their left); else it is
    discarded. replaced: the refuser takes the top card of the deck
    instead. past_dealer_discarded: a card passed on past the dealer is discarded.
    doubled_fee: the price is twice what passing cost in the round before (`cost` None).
    """

    kind: ClassVar[str] = "refuse-card"  # played by play/mechanics/offers.py
    passed: bool = False
    replaced: bool = False
    first_only: bool = False
    even_passed: bool = False
    cost: Cost | None = None
    times: float = 1.0
    per_game: int | None = None
    past_dealer_discarded: bool = False
    doubled_fee: bool = False


@dataclass(frozen=True, slots=True)
class PerPlayer:
    """The part of a price paid once for each player dealt in: `times` the `cost` ("2x max
    bet/player": times 2 the max bet, for each player)."""

    cost: Cost
    times: float = 1.0

    def __post_init__(self) -> None:
        coerce_words(self)


@dataclass(frozen=True, slots=True)
class TableOffer:
    """One card on offer: from `source` "table" (the table card `age` places from the oldest:
    1 the oldest, 2 the next; -1 the newest; None: any table card), "down-table" (the table
    card dealt face down, `age` None) or "deck" (its top card, `age` None), for `times` the
    `cost` ("free": taken for nothing), plus `per_player` when the price grows with the
    players ("the pot + 2x max bet/player")."""

    source: OfferFrom
    age: int | None
    cost: Cost
    times: float = 1.0
    per_player: PerPlayer | None = None

    def __post_init__(self) -> None:
        coerce_words(self)


@dataclass(frozen=True, slots=True)
class BuyTableCard(RuleStep):
    """In turn, each player may buy (or take, where it is free) one of the cards on offer
    (`offers`). A card bought from the deck, or the face-down table card, goes to the buyer
    face `deck_face`; an up table card bought is replaced by a new table card."""

    kind: ClassVar[str] = "buy-table-card"  # played by play/mechanics/buying.py
    offers: tuple[TableOffer, ...]
    deck_face: Face = Face.DOWN

    # every offer is played (play/mechanics/buying.py): table cards by age, the deck's top
    # card, the face-down table card, prices that grow with the players


@dataclass(frozen=True, slots=True)
class PickTableCard(RuleStep):
    """In `order` of the hands showing, each player picks `count` of the table cards just
    dealt and adds them to their hand."""

    kind: ClassVar[str] = "pick-table-card"
    simulated: ClassVar[bool] = True  # play/mechanics/table_picks.py
    count: int = 1
    order: PickOrder = PickOrder.LOW_FIRST


@dataclass(frozen=True, slots=True)
class SealedBidCards(RuleStep):
    """The table cards just dealt are shared out by sealed bids: each player secretly holds a
    bid from `low` to `high` in their hand; the highest bid picks first, then on down in order
    of bid, and on equal bids the eldest (the first after the dealer) goes first."""

    kind: ClassVar[str] = "sealed-bid-cards"
    simulated: ClassVar[bool] = True  # play/mechanics/auctions.py
    low: Cost
    high: Cost


@dataclass(frozen=True, slots=True)
class DeclineLimit(RuleStep):
    """Who is offered the card of the deal before it (a `Deal` "if-wanted"): when
    `after_decline`, only players who took the card offered them the round before; when
    `in_a_row` is set, only players who have not declined that many cards in a row."""

    kind: ClassVar[str] = "decline-limit"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("a player who turns down cards may not be offered later ones; the simulator's "
                                 "players take every card offered, so the limit never applies and its hands are "
                                 "still hands of this game")
    gap_blocking: ClassVar[bool] = False
    after_decline: bool = False
    in_a_row: int | None = None
