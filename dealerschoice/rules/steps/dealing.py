"""Steps of the deal that the simulator does not play yet: extra cards on a card event, cards
bought or auctioned at the deal, a card's face chosen after the deal, deals to folded players,
redeals on a condition of the table, discards shuffled back, and a deck of its own."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from dealerschoice.rules.steps.base import Gap, RuleStep, Trigger, coerce_words
from dealerschoice.rules.steps.cards import Deal
from dealerschoice.rules.steps.vocab import Cost, DealTo, Face, Happening, OfferFrom, PickOrder, RedealWhen, Role, Side


@dataclass(frozen=True, slots=True)
class ExtraCards(RuleStep):
    """Whenever `trigger` fires, the player it fires for is dealt `count` more cards face
    `face`, free. table: the trigger's card is a common card dealt face up, and every player
    is dealt the extra cards."""

    kind: ClassVar[str] = "extra-cards"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("a certain card turning up earns extra cards free of charge; the simulator "
                                 "does not deal those extra cards yet")
    trigger: Trigger
    count: int = 1
    face: Face = Face.DOWN
    table: bool = False


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
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("the top card of the deck is auctioned to the highest bidder; the simulator "
                                 "does not hold auctions yet")
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
class DealOut(RuleStep):
    """Deal `count` cards face `face` to `to`: the players who have folded ("folded"), every
    player still in and every one who has folded ("all"), every player still in but the one
    who just got a card ("others": the winner of an auction), or to each hand a player still
    has in the game ("hands")."""

    kind: ClassVar[str] = "deal-out"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("players who have folded are dealt cards too; the simulator deals only to "
                                 "players still in")
    count: int
    face: Face
    to: DealTo


@dataclass(frozen=True, slots=True)
class TableDealPerPlayer(RuleStep):
    """Deal `count` cards face `face` to the table for every player still in."""

    kind: ClassVar[str] = "table-deal-per-player"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("as many common cards are dealt as there are players; the simulator does not "
                                 "deal a number of table cards that depends on the players yet")
    count: int = 1
    face: Face = Face.UP


@dataclass(frozen=True, slots=True)
class DealIf(RuleStep):
    """The `deals` happen only when `when` holds (e.g. nobody went in)."""

    kind: ClassVar[str] = "deal-if"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("cards are dealt only if something happened at the table first; the simulator "
                                 "does not play deals on such a condition yet")
    when: Happening
    deals: tuple[Deal, ...]


@dataclass(frozen=True, slots=True)
class RedealIf(RuleStep):
    """Throw the hand in and deal again when `when` holds: "none-dealt-up" (no card of `ranks` / `cards` was dealt face up),
    "table-card" (the table card is one of `ranks` / `cards`, or a joker when `jokers`),
    "chosen" (the player `by` calls for it). still_in: only the players still in are dealt
    again."""

    kind: ClassVar[str] = "redeal-if"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("the hand is thrown in and dealt again on a condition; the simulator does not "
                                 "check this condition yet")
    when: RedealWhen
    ranks: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()
    jokers: bool = False
    still_in: bool = False
    by: Role | None = None


@dataclass(frozen=True, slots=True)
class ShuffleDiscards(RuleStep):
    """The discards are shuffled: back into the deck, or (`pile`) into a pile of their own on
    the table (for later rules to deal or draw from). when_empty: back into the deck when it
    runs out, whenever it does."""

    kind: ClassVar[str] = "shuffle-discards"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = "the discards are shuffled"
    pile: bool = False
    when_empty: bool = False

    @property
    def standing(self) -> bool:  # type: ignore[override]
        """Shuffling the discards in when the deck runs out holds all hand."""
        return self.when_empty

    def gap(self) -> Gap | None:
        if self.pile:
            return Gap("the discards are shuffled into a pile of their own on the table; the simulator does not "
                       "keep such a pile yet")
        return Gap("the discards are shuffled back into the deck" + (" when it runs out" if self.when_empty else "")
                   + "; the simulator leaves them out, and stops a hand whose deck runs out, so every hand it deals "
                   "is one the shuffled deck could have dealt too", blocking=False)


@dataclass(frozen=True, slots=True)
class RefuseCard(RuleStep):
    """A player may refuse a card dealt to them (`first_only`: only the first card they get
    each round; `even_passed`: even one passed on to them), paying `times` the `cost` (None:
    free), at most `per_game` times a game (None: every time).

    passed: the refused card goes on to the next player in turn (to their left); else it is
    discarded. replaced: the refuser takes the top card of the deck
    instead. past_dealer_discarded: a card passed on past the dealer is discarded.
    """

    kind: ClassVar[str] = "refuse-card"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("a player may refuse a card dealt to them; the simulator's players keep every "
                                 "card dealt to them, which is always allowed, so its hands are still hands of "
                                 "this game")
    gap_blocking: ClassVar[bool] = False
    passed: bool = False
    replaced: bool = False
    first_only: bool = False
    even_passed: bool = False
    cost: Cost | None = None
    times: float = 1.0
    per_game: int | None = None
    past_dealer_discarded: bool = False


@dataclass(frozen=True, slots=True)
class SideDeck(RuleStep):
    """The cards of `ranks` are taken out of the deck and shuffled into a deck of their own,
    which `DealFromSideDeck` deals from."""

    kind: ClassVar[str] = "side-deck"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("some cards are taken out of the deck into a small deck of their own; the "
                                 "simulator plays with one deck only")
    ranks: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class DealFromSideDeck(RuleStep):
    """Deal `count` cards face `face` to each player from the side deck of `ranks`."""

    kind: ClassVar[str] = "deal-from-side-deck"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("cards are dealt from a small deck of their own; the simulator plays with one "
                                 "deck only")
    count: int
    face: Face
    ranks: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class TableOffer:
    """One card on offer: from `source` "table" (the table card `age` places from the oldest:
    1 the oldest, 2 the next; -1 the newest; None: any table card) or "deck" (its top card,
    `age` None), for `times` the `cost` ("free": taken for nothing)."""

    source: OfferFrom
    age: int | None
    cost: Cost
    times: float = 1.0

    def __post_init__(self) -> None:
        coerce_words(self)


@dataclass(frozen=True, slots=True)
class BuyTableCard(RuleStep):
    """In turn, each player may buy (or take, where it is free) one of the cards on offer
    (`offers`). A card bought from the deck is dealt face `deck_face`; a table card bought is
    replaced by a new table card."""

    kind: ClassVar[str] = "buy-table-card"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("in turn, players buy table cards priced by their age, or the top card of the "
                                 "deck; the simulator does not sell cards yet")
    offers: tuple[TableOffer, ...]
    deck_face: Face = Face.DOWN


@dataclass(frozen=True, slots=True)
class PickTableCard(RuleStep):
    """In `order` of the hands showing, each player picks `count` of the table cards just
    dealt and adds them to their hand."""

    kind: ClassVar[str] = "pick-table-card"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("players pick table cards into their hands in the order of their hands showing; "
                                 "the simulator does not play picks yet")
    count: int = 1
    order: PickOrder = PickOrder.LOW_FIRST
