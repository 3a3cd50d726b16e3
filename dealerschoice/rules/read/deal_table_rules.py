"""Deal family, table rules (steps/table_rules.py): redeals on a player's own wild card dealt
up or on nobody having had to match the pot, an opening requirement that moves with each
redeal, folds on the rank of the table card just dealt, and auctions of flipped and table
cards."""

from __future__ import annotations

from dataclasses import dataclass

from lark import Token

from dealerschoice.rules.read.deal_parts import RedealPlayers, first_of, nothing
from dealerschoice.rules.read.family import NotThisFamily
from dealerschoice.rules.read.phrases import CardTest, PokerHand, Price
from dealerschoice.rules.steps.table_rules import (
    FlippedAuction,
    FoldOnTableRank,
    NoPeekJoinsHand,
    OpenerRedeal,
    PickTableSet,
    RedealOn,
    ReplaceMatched,
    ShowdownRedeal,
    TableCardBids,
    TableCardReoffered,
)
from dealerschoice.rules.steps.vocab import (
    Category,
    Face,
    Happening,
    OpenerShift,
    RedealEvent,
    Target,
)


@dataclass(frozen=True, slots=True)
class _Bound:
    """Where a moving opener turns back: the pair it reaches, and the pair it falls back to."""

    turn: str
    back_to: str


@dataclass(frozen=True, slots=True)
class _Auctions:
    """How many cards are auctioned (None: one for each player)."""

    count: int | None


class _Most(int):
    """The cards a player may win at most."""


def _all_redealt(children) -> None:
    if first_of(children, RedealPlayers).still_in:
        raise NotThisFamily("a redeal of the players still in")


def _pair_rank(hand: PokerHand) -> str:
    if hand.category != Category.PAIR or hand.rank is None:
        raise NotThisFamily(f"an opener's bound is a pair of a rank, not {hand}")
    return hand.rank


def _shift(word: str) -> OpenerShift:
    return OpenerShift.UP if word in ("increase", "raise") else OpenerShift.DOWN


class TableRuleReading:
    """Table rules of the deal family (`deal.lark`'s last section)."""

    # ---- redeals on an event ------------------------------------------------------------
    def deal_redeal_own_wild(self, children) -> RedealOn:
        _all_redealt(children)
        return RedealOn(RedealEvent.OWN_WILD_UP)

    def deal_redeal_unmatched(self, children) -> RedealOn:
        _all_redealt(children)
        return RedealOn(RedealEvent.NONE_MATCHED)

    deal_own_wild_dealt = deal_own_wild = deal_none_matched = deal_so_far = nothing

    # ---- an opening requirement that moves ----------------------------------------------
    def deal_opener_redeal(self, children) -> OpenerRedeal:
        if first_of(children, Happening) != Happening.NOBODY_OPENED:
            raise NotThisFamily("the opener moves when nobody opened")
        _all_redealt(children)
        return first_of(children, OpenerRedeal)

    def deal_opener_shift(self, children) -> OpenerRedeal:
        way = _shift(str(children[0]))
        bound = first_of(children, _Bound)
        if bound is None:
            return OpenerRedeal(way)
        return OpenerRedeal(way, bound.turn, bound.back_to)

    def deal_shift_bound(self, children) -> _Bound:
        """"up to a pair of aces, then decrease one step down to a pair of jacks": the first
        way must be the opener's own, the second its reverse (checked by the caller's verb:
        "up" follows "increase")."""
        ways = [str(c) for c in children if isinstance(c, Token) and str(c) in ("up", "down")]
        verb = _shift(next(str(c) for c in children if isinstance(c, Token) and str(c) not in ("up", "down")))
        hands = [c for c in children if isinstance(c, PokerHand)]
        if ways[0] == ways[1] or _shift({"up": "raise", "down": "lower"}[ways[1]]) != verb:
            raise NotThisFamily("the opener turns back the other way")
        return _Bound(_pair_rank(hands[0]), _pair_rank(hands[1]))

    def deal_shift_verb(self, children) -> Token:
        return children[0]

    deal_shift_way = deal_shift_verb
    deal_requirement = deal_one_step = nothing

    # ---- folds on the table card's rank -----------------------------------------------
    def deal_then_fold(self, children) -> tuple:
        deals = children[0]
        if len(deals) != 1 or deals[0].count != 1 or deals[0].to != Target.TABLE:
            raise NotThisFamily("'that rank' is the rank of the one table card just dealt")
        return deals + (FoldOnTableRank(),)

    def deal_rank_fold(self, children) -> FoldOnTableRank:
        return FoldOnTableRank()

    deal_holder = deal_folder = nothing

    # ---- auctions -----------------------------------------------------------------------
    def deal_flip_auction(self, children) -> FlippedAuction:
        parts = [p for c in children for p in (c if isinstance(c, tuple) else (c,))]
        auctions = first_of(parts, _Auctions) or _Auctions(1)
        most = first_of(parts, _Most)
        price = first_of(children, Price)
        return FlippedAuction(auctions.count, most,
                              price.unit if price else None, float(price.times) if price else 1.0)

    def deal_auction_flip(self, children) -> Face:
        """A card auctioned is turned up, said or not."""
        return Face.UP

    def deal_auction_repeat(self, children) -> tuple:
        return tuple(c for c in children if isinstance(c, (_Auctions, _Most)))

    def auction_per_player(self, children) -> _Auctions:
        return _Auctions(None)

    def auction_once(self, children) -> _Auctions:
        return _Auctions(2)

    def auction_twice(self, children) -> _Auctions:
        return _Auctions(3)

    def auction_times(self, children) -> _Auctions:
        return _Auctions(first_of(children, int) + 1)

    def deal_auction_most(self, children) -> _Most:
        return _Most(first_of(children, int))

    def deal_auction_unwanted(self, children) -> Price:
        return first_of(children, Price)

    def deal_table_bids(self, children) -> TableCardBids:
        lead = first_of(children, tuple)
        if lead is None:
            return TableCardBids()
        price, rotates = lead
        return TableCardBids(price.unit, float(price.times), rotates)

    def deal_bid_lead(self, children) -> tuple:
        return first_of(children, Price), any(c is True for c in children)

    def deal_rotates(self, children) -> bool:
        return True

    deal_bid_order = nothing


    # ---- table cards picked in sets, offered twice; cards of a round that pair ----------
    def deal_pick_set(self, children) -> PickTableSet:
        up, down = (c for c in children if isinstance(c, int) and not isinstance(c, bool))
        if up < 1 or down < 1:
            raise NotThisFamily("a set of table cards has up and down cards")
        return PickTableSet(up, down)

    def deal_reoffered(self, children) -> TableCardReoffered:
        return TableCardReoffered()

    def deal_replace_matched(self, children) -> ReplaceMatched:
        return ReplaceMatched()

    deal_matched = nothing

    def deal_no_peek_joins(self, children) -> NoPeekJoinsHand:
        return NoPeekJoinsHand(next(c for c in children if isinstance(c, int) and not isinstance(c, bool)))

    # ---- a redeal at the showdown ---------------------------------------------------------
    def deal_showdown_redeal(self, children) -> ShowdownRedeal:
        _all_redealt(children)
        card = first_of(children, CardTest)
        spared = first_of(children, _Spared)
        if spared is not None and spared.after != card:
            raise NotThisFamily("the sparing card comes after the card that forces the redeal")
        return ShowdownRedeal(_one_card(card), spared.card if spared else None)

    def deal_card_was_up(self, children) -> CardTest:
        return first_of(children, CardTest)

    def deal_spared(self, children) -> _Spared:
        card, after = (c for c in children if isinstance(c, CardTest))
        return _Spared(_one_card(card), after)


@dataclass(frozen=True, slots=True)
class _Spared:
    """The card that spares a redeal (a card code), and the card it must follow."""

    card: str
    after: CardTest


def _one_card(test: CardTest) -> str:
    if len(test.cards) != 1 or test.ranks or test.suits or test.wild or test.pair or test.jokers:
        raise NotThisFamily(f"one named card, not {test}")
    return test.cards[0]
