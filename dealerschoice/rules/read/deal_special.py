"""Deal family, deals of their own kind: to one player or the lead, in separate hands, counted
by the players, topped up, the deck dealt out, on a card event, by sealed bid, for cards shown,
to match a rank, for going in, into a permanent hand."""

from __future__ import annotations

from dataclasses import dataclass

from dealerschoice.rules.read.deal_parts import (
    Clause,
    More,
    first_of,
)
from dealerschoice.rules.read.family import NotThisFamily
from dealerschoice.rules.read.phrases import CardTest, Price, Ranks
from dealerschoice.rules.steps import Deal, Trigger
from dealerschoice.rules.steps.dealing import SealedBidCards
from dealerschoice.rules.steps.dealing_events import (
    DealToMatch,
    ExtraForGoingIn,
    ExtraForShown,
    TableCardsOn,
)
from dealerschoice.rules.steps.dealing_shares import (
    AddToPermanentHand,
    DealDeckOut,
    DealHands,
    DealTableUpTo,
    DealToPlayer,
    LeadPlayer,
    TableDealPerPlayer,
)
from dealerschoice.rules.steps.vocab import (
    Face,
    Role,
    Side,
    Target,
    TriggerEvent,
)


class SpecialDealReading:
    """Deals of their own kind (the rest of `deal.lark`)."""

    # ---- cards to one player, separate hands, table cards counted by the players -------------
    def deal_to_player(self, children) -> DealToPlayer:
        clause = first_of(children, Clause)
        return DealToPlayer(clause.count, clause.face, first_of(children, Role), table_card=clause.table)

    def deal_hands(self, children) -> DealHands:
        hands = children[0] if isinstance(children[0], int) else children[1]
        clause = first_of(children, Clause)
        if clause.table:
            raise NotThisFamily("hands of table cards")
        return DealHands(hands, clause.count, clause.face)

    def deal_sets(self, children):
        return None

    def deal_table_counted(self, children) -> TableDealPerPlayer:
        times = next((c for c in children if isinstance(c, _Times)), _Times(1))
        return TableDealPerPlayer(times.n, first_of(children, Face) or Face.DOWN)

    def deal_counted_cards(self, children):
        return first_of(children, Face)

    def times_two(self, children) -> _Times:
        return _Times(2)

    def times_n(self, children) -> _Times:
        return _Times(children[0])

    def deal_table_short(self, children) -> int:
        return next(c for c in children if isinstance(c, int))

    def deal_table_full(self, children):
        return next((c for c in children if isinstance(c, int)), None)

    def deal_fewer(self, children):
        return None

    def deal_table_up_to(self, children) -> DealTableUpTo:
        short = children[0]
        full = children[-1]
        if full is not None and full != short:
            raise NotThisFamily("a table topped up to another number than it fell short of")
        return DealTableUpTo(short, first_of(children, Face))

    def deal_deck_out(self, children) -> DealDeckOut:
        return DealDeckOut(first_of(children, Face), even=any(c is True for c in children))

    def deal_whole_deck(self, children):
        return None

    def deal_evenly(self, children) -> bool:
        return True

    def deal_with_lead(self, children) -> tuple:
        clause = first_of(children, Clause)
        if clause.table:
            raise NotThisFamily("a table card to each player")
        return Deal(clause.count, clause.face, Target.EACH), LeadPlayer(first_of(children, Side))

    def deal_lead(self, children) -> Side:
        return first_of(children, Side)

    def deal_the_lead(self, children):
        return None

    def deal_lead_way(self, children) -> Side:
        return Side(children[0])

    def lead_left(self, children) -> Side:
        return Side.LEFT

    def lead_right(self, children) -> Side:
        return Side.RIGHT

    def deal_to_lead(self, children) -> DealToPlayer:
        clause = first_of(children, Clause)
        return DealToPlayer(clause.count, clause.face, Role.LEAD, table_card=clause.table)

    def deal_whenever(self, children):
        return None

    def deal_trigger(self, children) -> Trigger:
        return children[0]

    def trigger_pair_up(self, children) -> Trigger:
        return Trigger(TriggerEvent.DEALT_UP, pair=True)

    def deal_to_the_table(self, children) -> bool:
        return True

    def deal_table_on(self, children) -> TableCardsOn:
        clause = first_of(children, Clause)
        if not (clause.table or children[-1] is True):
            raise NotThisFamily("cards on a card event to whom?")
        return TableCardsOn(first_of(children, Trigger), clause.count, clause.face)

    def deal_per_each(self, children) -> TableDealPerPlayer:
        return TableDealPerPlayer(children[0], first_of(children, Face) or Face.DOWN)

    def deal_sealed_bid(self, children) -> SealedBidCards:
        low, high = (c for c in children if isinstance(c, Price))
        if low.plain is None or high.plain is None:
            raise NotThisFamily("bids bounded by a plain unit only")
        return SealedBidCards(low.plain, high.plain)

    def deal_by_bid(self, children):
        return None

    def deal_sealed(self, children) -> tuple:
        """"Deal one card face up for each player" alone is a card to each player; followed by
        sealed bids that share "the cards" out, the cards lie on the table, one for each
        player, till the bids give them out (the first sentence read alone was wrong here)."""
        return first_of(children, TableDealPerPlayer), first_of(children, SealedBidCards)

    def deal_reveal(self, children) -> ExtraForShown:
        ranks, more = first_of(children, Ranks), first_of(children, More)
        if ranks.jokers:
            raise NotThisFamily("jokers shown")
        return ExtraForShown(ranks.ranks, ranks.cards, more.count, more.face)

    def deal_they_hold(self, children):
        return None

    def match_in_turn(self, children) -> DealToMatch:
        return DealToMatch(in_turn=True)

    def match_flipped(self, children) -> DealToMatch:
        return DealToMatch(in_turn=False)

    def deal_give(self, children):
        return None

    def deal_going_in_extra(self, children) -> ExtraForGoingIn:
        test, more = first_of(children, CardTest), first_of(children, More)
        if test.suits or test.wild or test.pair or test.jokers or test.up:
            raise NotThisFamily("only ranks and cards")
        return ExtraForGoingIn(test.ranks, test.cards, more.count, more.face)

    def deal_kitty(self, children):
        return None

    def deal_permanent(self, children) -> AddToPermanentHand:
        more = first_of(children, More)
        return AddToPermanentHand(more.count, more.face)

    def deal_perm_verb(self, children):
        return None

    def deal_perm_cards(self, children) -> More:
        return More(children[0], first_of(children, Face))


@dataclass(frozen=True, slots=True)
class _Times:
    n: int
