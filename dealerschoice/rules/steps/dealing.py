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
    "chosen" (the player `by` calls for it), "dealt" (a card of `ranks` / `cards` / `suits`,
    or a joker when `jokers`, is dealt to a player, face up or down), "flipped" (before any
    betting round, a player holding a card of `ranks` / `cards` may turn it face up to force
    the redeal). "table-card" also: a table card turned up is one of those named. still_in:
    only the players still in are dealt again."""

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
    suits: tuple[str, ...] = ()


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
    doubled_fee: the price is twice what passing cost in the round before (`cost` None).
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
    doubled_fee: bool = False


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


@dataclass(frozen=True, slots=True)
class DealToPlayer(RuleStep):
    """Deal `count` cards face `face` to one player only: the player `to` names (the player
    to the dealer's left, the high hand showing...). table_card: the rule calls the cards
    table cards ("one face up table card to the player to the dealer's left")."""

    kind: ClassVar[str] = "deal-to-player"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("cards are dealt to one player only; the simulator deals to every player or to "
                                 "the table, not to a single player yet")
    count: int
    face: Face
    to: Role
    table_card: bool = False


@dataclass(frozen=True, slots=True)
class DealHands(RuleStep):
    """Deal each player `hands` separate hands (sets) of `count` cards face `face` each,
    kept apart from one another (later rules say what becomes of them)."""

    kind: ClassVar[str] = "deal-hands"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("each player is dealt several separate hands of cards, kept apart; the simulator "
                                 "deals each player one hand only")
    hands: int
    count: int
    face: Face = Face.DOWN


@dataclass(frozen=True, slots=True)
class DealTableUpTo(RuleStep):
    """When the table holds fewer than `count` cards, deal table cards until it holds
    `count`. face: the face they are dealt (None: the rule does not say)."""

    kind: ClassVar[str] = "deal-table-up-to"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("table cards are dealt until the table holds a certain number; the simulator does "
                                 "not count the table cards to top them up yet")
    count: int
    face: Face | None = None


@dataclass(frozen=True, slots=True)
class DealDeckOut(RuleStep):
    """Deal the whole deck out, face `face` (None: the rule does not say). even: every player
    gets the same number of cards, and the cards left over are not dealt."""

    kind: ClassVar[str] = "deal-deck-out"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("the whole deck is dealt out among the players; the simulator deals a fixed "
                                 "number of cards, not a share of the deck, yet")
    face: Face | None = None
    even: bool = False


@dataclass(frozen=True, slots=True)
class AddToPermanentHand(RuleStep):
    """Each player moves `count` of their cards (face `face`; None: any of them) into their
    permanent hand, where they stay for the rest of the game: later passes and discards
    take only the cards not yet in it."""

    kind: ClassVar[str] = "add-to-permanent-hand"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("each player sets cards into a permanent hand that later passes and discards "
                                 "cannot touch; the simulator does not keep a permanent hand yet")
    count: int = 1
    face: Face | None = None


@dataclass(frozen=True, slots=True)
class ShownToOthers(RuleStep):
    """The cards of the previous deal are held facing out: every other player sees them, and
    their holder does not (a `NoPeek` goes with it)."""

    kind: ClassVar[str] = "shown-to-others"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("each player holds the card just dealt facing out, so everyone but its holder "
                                 "sees it; the simulator does not play cards seen by all but their holder yet")


@dataclass(frozen=True, slots=True)
class LeadPlayer(RuleStep):
    """The game names a lead player, who moves one seat to the `rotates` side each round
    (left: clockwise); later rules deal to the lead or start with them."""

    kind: ClassVar[str] = "lead-player"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("the game names a lead player who moves round the table each round; that alone "
                                 "changes no card or bet, and each rule that uses the lead says itself whether the "
                                 "simulator plays it, so a hand without it is still a hand of this game")
    gap_blocking: ClassVar[bool] = False
    rotates: Side = Side.LEFT


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


@dataclass(frozen=True, slots=True)
class TableCardsOn(RuleStep):
    """Whenever `trigger` fires, deal `count` more cards face `face` to the table."""

    kind: ClassVar[str] = "table-cards-on"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("a certain card turning up brings more common cards to the table; the simulator "
                                 "does not deal those extra table cards yet")
    trigger: Trigger
    count: int = 1
    face: Face = Face.UP


@dataclass(frozen=True, slots=True)
class SealedBidCards(RuleStep):
    """The table cards just dealt are shared out by sealed bids: each player secretly holds a
    bid from `low` to `high` in their hand; the highest bid picks first, then on down in order
    of bid, and on equal bids the eldest (the first after the dealer) goes first."""

    kind: ClassVar[str] = "sealed-bid-cards"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("players bid secretly for the cards on the table and pick them in order of bid; "
                                 "the simulator does not hold bids yet")
    low: Cost
    high: Cost


@dataclass(frozen=True, slots=True)
class ExtraForShown(RuleStep):
    """Each player may show the cards of `ranks` / `cards` they hold, and is dealt `count`
    extra cards for each one shown (face `face`; None: the rule does not say)."""

    kind: ClassVar[str] = "extra-for-shown"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("players who show certain cards are dealt extra cards for them; the simulator "
                                 "does not deal those extra cards yet")
    ranks: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()
    count: int = 1
    face: Face | None = None


@dataclass(frozen=True, slots=True)
class DealToMatch(RuleStep):
    """Cards are turned from the deck one at a time until one matches in rank a card a player
    already holds; that card goes to that player. in_turn: the cards before it are dealt round
    the table to the players in turn (face not said); else they are only turned over, and go
    to nobody (the rule does not say what becomes of them)."""

    kind: ClassVar[str] = "deal-to-match"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("cards are turned from the deck until one matches the rank of a card a player "
                                 "holds, and it goes to that player; the simulator does not deal by matching ranks "
                                 "yet")
    in_turn: bool = False


@dataclass(frozen=True, slots=True)
class ExtraForGoingIn(RuleStep):
    """Each player who went in holding a card of `ranks` / `cards` is dealt `count` more cards
    (face `face`; None: the rule does not say)."""

    kind: ClassVar[str] = "extra-for-going-in"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("players who went in holding certain cards are dealt extra cards; the simulator "
                                 "does not deal those extra cards yet")
    ranks: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()
    count: int = 1
    face: Face | None = None
