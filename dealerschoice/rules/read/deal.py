"""Reader of `deal.lark`: deals of cards to the players or the table, and what goes with a
deal (no-peek, looking, cards offered, bought or auctioned, a card's face chosen after the
deal, deals to folded players, redeals and extra cards on a card event).

The plain deals are read here; the rest by mixins, one module each: redeals and extra cards
(`deal_redeal`), refused cards (`deal_refuse`), table cards bought or taken (`deal_table`),
deals of their own kind (`deal_special`) and table rules (`deal_table_rules`)."""

from __future__ import annotations

from lark import Token

from dealerschoice.rules.read.deal_parts import (
    Clause,
    More,
    first_of,
)
from dealerschoice.rules.read.deal_redeal import RedealReading
from dealerschoice.rules.read.deal_refuse import RefuseReading
from dealerschoice.rules.read.deal_special import SpecialDealReading
from dealerschoice.rules.read.deal_table import TableReading
from dealerschoice.rules.read.deal_table_rules import TableRuleReading
from dealerschoice.rules.read.family import NotThisFamily
from dealerschoice.rules.read.phrases import Phrases, Price, Seat
from dealerschoice.rules.steps import Deal, Look, NoPeek
from dealerschoice.rules.steps.dealing import (
    AuctionCard,
    Buy,
    DeclineLimit,
    FaceOption,
)
from dealerschoice.rules.steps.dealing_shares import DealOut, ShownToOthers, TableDealPerPlayer
from dealerschoice.rules.steps.vocab import (
    DealCondition,
    DealTo,
    Face,
    Side,
    TableCards,
    Target,
)


def _deal(clause: Clause, to: Target) -> Deal:
    """A clause's deal: to the table when the clause calls the cards common or table cards,
    else to `to`; cards dealt "to the table" with no word for them are the table's own, as
    the database's rules write the cards that are not a hand's (a wild rank, a split card)."""
    if clause.table:
        return Deal(clause.count, clause.face, Target.TABLE, table=clause.word)
    if to == Target.TABLE:
        return Deal(clause.count, clause.face, to, table=TableCards.TABLE)
    return Deal(clause.count, clause.face, to)


class Reader(RedealReading, RefuseReading, TableReading, SpecialDealReading, TableRuleReading, Phrases):
    def deal(self, children):
        return children[0]

    # ---- deals ------------------------------------------------------------------------------
    def deal_groups(self, children) -> tuple[Deal, ...]:
        return tuple(deal for group in children if isinstance(group, tuple) for deal in group)

    def deal_each_first(self, children) -> tuple[Deal, ...]:
        clauses = children[-1]
        return tuple(_deal(c, Target.EACH) for c in clauses)

    def deal_group(self, children) -> tuple[Deal, ...]:
        clauses = children[0]
        to = children[1] if len(children) > 1 else Target.EACH
        return tuple(_deal(c, to) for c in clauses)

    deal_group_to = deal_group

    def deal_dealing(self, children):
        return children[0]

    def deal_clauses(self, children) -> list[Clause]:
        return [c for c in children if isinstance(c, Clause)]

    def deal_sep(self, children):
        return None

    def deal_more(self, children):
        return None

    def deal_table(self, children) -> TableCards:
        return TableCards.TABLE if children[0] == "table" else TableCards.COMMON

    def _clause(self, children) -> Clause:
        count = children[0]
        face = first_of(children, Face) or Face.DOWN
        word = first_of(children, TableCards)
        return Clause(count, face, word is not None, word)

    deal_card_face = deal_face_card = deal_bare = _clause

    def deal_to_each(self, children) -> Target:
        return Target.EACH

    def deal_to_table(self, children) -> Target:
        return Target.TABLE

    def deal_bare_each(self, children) -> tuple[Deal, ...]:
        clause = first_of(children, Clause)
        if clause.table:
            raise NotThisFamily("a table card to each player")
        return (Deal(clause.count, clause.face, Target.EACH),)

    def deal_rotated(self, children) -> tuple[Deal, ...]:
        """Where the deal starts changes who gets which card, not how many: a fair deal either way."""
        return children[0]

    def deal_rotating(self, children):
        return None

    deal_rotating_tail = deal_rotating

    def deal_if_wanted(self, children) -> tuple[Deal, ...]:
        deals = children[0]
        if any(d.to != Target.EACH for d in deals):
            raise NotThisFamily("a table deal is not offered")
        return tuple(Deal(d.count, d.face, d.to, DealCondition.IF_WANTED) for d in deals)

    def deal_each_who_wants(self, children) -> tuple[Deal, ...]:
        clauses = first_of(children, list)
        if any(c.table for c in clauses):
            raise NotThisFamily("a table deal is not offered")
        return tuple(Deal(c.count, c.face, Target.EACH, DealCondition.IF_WANTED) for c in clauses)

    def deal_wanted(self, children):
        return None

    def deal_then_unseen(self, children) -> tuple:
        return children[0] + (children[1],)

    def deal_then_option(self, children) -> tuple:
        return children[0] + (children[1],)

    # ---- no-peek and looking ----------------------------------------------------------------
    def deal_unseen(self, children) -> NoPeek:
        return NoPeek()

    def deal_look(self, children) -> Look:
        return Look()

    deal_seen = deal_still_in = deal_they = deal_look_at = deal_these = deal_until = deal_hidden = deal_wanted

    # ---- a card's face chosen after the deal ------------------------------------------------
    def face_paid(self, children) -> FaceOption:
        price = first_of(children, Price)
        return FaceOption(first_of(children, Face), price.unit, float(price.times))

    def face_free(self, children) -> FaceOption:
        return FaceOption(first_of(children, Face))

    def face_by_flip(self, children) -> FaceOption:
        # the faces: the one the new card gets, then the down card turned ("a down card")
        return FaceOption(first_of(children, Face), by_flip=True)

    def face_left_pays(self, children) -> FaceOption:
        seat, price = first_of(children, Seat), first_of(children, Price)
        if seat.seats != 1:
            raise NotThisFamily("only a neighbour pays")
        return FaceOption(first_of(children, Face), price.unit, float(price.times), paid_by=seat.direction)

    deal_get_it = deal_your_card = deal_wanted

    # ---- cards bought and auctioned ---------------------------------------------------------
    def deal_buy(self, children) -> Buy:
        more, price = first_of(children, More), first_of(children, Price)
        if more.face is None:
            raise NotThisFamily("a bought card's face is not said")
        return Buy(more.count, more.face, price.unit, float(price.times), in_turn=first_of(children, Token) is not None)

    def deal_in_turn(self, children) -> Token:
        return children[0]

    def deal_auction(self, children) -> AuctionCard:
        return AuctionCard(give=any(c is True for c in children))

    def deal_auction_give(self, children) -> bool:
        return True

    # ---- deals to folded players ------------------------------------------------------------
    def deal_in_and_out(self, children) -> tuple:
        first, second = [c for c in children if isinstance(c, Clause)]
        if first.table or second.table:
            raise NotThisFamily("a table deal")
        return Deal(first.count, first.face, Target.EACH), DealOut(second.count, second.face, DealTo.FOLDED)

    def deal_all(self, children) -> DealOut:
        clause = first_of(children, Clause)
        if clause.table:
            raise NotThisFamily("a table deal")
        return DealOut(clause.count, clause.face, DealTo.ALL)

    deal_folded = deal_earlier = deal_wanted

    def deal_per_player(self, children) -> TableDealPerPlayer:
        return TableDealPerPlayer(children[0], first_of(children, Face) or Face.DOWN)

    def deal_if_wanted_limited(self, children) -> tuple:
        return self.deal_if_wanted(children[:1]) + (first_of(children, DeclineLimit),)

    def limit_last_round(self, children) -> DeclineLimit:
        return DeclineLimit(after_decline=True)

    def limit_in_row(self, children) -> DeclineLimit:
        return DeclineLimit(in_a_row=first_of(children, int))

    def deal_shown(self, children) -> tuple:
        return NoPeek(), ShownToOthers()

    def deal_then_shown(self, children) -> tuple:
        return children[0] + children[1]


__all__ = ["Reader", "Side"]
