"""Deal family, redeals and extra cards: redeals on a card dealt, flipped or on the table, on
no cards of a rank up, on a player's wish or no opening; cards bought or dealt more on a card
event."""

from __future__ import annotations

from lark import Token

from dealerschoice.rules.read.deal_parts import (
    Clause,
    More,
    RedealPlayers,
    first_of,
    forced_cost,
    nothing,
)
from dealerschoice.rules.read.family import NotThisFamily
from dealerschoice.rules.read.phrases import CardTest, Price, Ranks
from dealerschoice.rules.steps import Deal, Forced, Redeal, Trigger
from dealerschoice.rules.steps.dealing import AuctionCard
from dealerschoice.rules.steps.dealing_deck import DealFromSideDeck
from dealerschoice.rules.steps.dealing_events import DealIf, ExtraCards, RedealIf
from dealerschoice.rules.steps.dealing_shares import DealOut
from dealerschoice.rules.steps.vocab import (
    DealCondition,
    DealTo,
    Face,
    ForcedAction,
    Happening,
    RedealWhen,
    Role,
    Target,
    TriggerEvent,
)
from dealerschoice.rules.steps.wager import NoOpenRedeal


class RedealReading:
    """Redeals, and cards bought or dealt more on an event (`deal_redeal*`, `deal_extra*`)."""

    # ---- redeals, bought and extra cards on a card event ------------------------------------
    def redeal_all(self, children) -> RedealPlayers:
        return RedealPlayers(False)

    def redeal_still_in(self, children) -> RedealPlayers:
        return RedealPlayers(True)

    deal_redeal_for = nothing

    def deal_redeal_on(self, children) -> Redeal:
        if first_of(children, RedealPlayers).still_in:
            raise NotThisFamily("a redeal of the players still in is not a Redeal")
        return Redeal(first_of(children, Trigger))

    def buy_pay_to(self, children) -> tuple[Price, More]:
        return first_of(children, Price), first_of(children, More)

    buy_for = buy_pay_to

    def deal_buy_order(self, children):
        """In the case of several, the buys go round from the dealer's left: the order the
        simulator offers them in."""

    def deal_forced_buy(self, children) -> Forced:
        trigger = first_of(children, Trigger)
        price, more = first_of(children, tuple)
        if more.face is None:
            raise NotThisFamily("a bought card's face is not said")
        return Forced(trigger, ForcedAction.BUY, forced_cost(price), optional=True, cards=more.count, face=more.face)

    def more_one(self, children) -> More:
        return More(1, first_of(children, Face))

    def more_count(self, children) -> More:
        return More(children[0], first_of(children, Face))

    def deal_extra(self, children) -> More:
        """An extra card whose face is not said is dealt down, as a deal's cards are."""
        more = first_of(children, More)
        return More(more.count, more.face or Face.DOWN)

    deal_free = nothing

    def deal_extra_on(self, children) -> ExtraCards:
        more = first_of(children, More)
        return ExtraCards(first_of(children, Trigger), more.count, more.face)

    def deal_table_event(self, children) -> CardTest:
        return first_of(children, CardTest)

    def deal_extra_on_table(self, children) -> ExtraCards:
        test, more = first_of(children, CardTest), first_of(children, More)
        if test.jokers:
            raise NotThisFamily("a Trigger names no jokers")
        trigger = Trigger(TriggerEvent.DEALT_UP, test.ranks, test.cards, test.suits, wild=test.wild, pair=test.pair)
        return ExtraCards(trigger, more.count, more.face or Face.DOWN, table=True)

    # ---- redeals on a condition of the table ------------------------------------------------
    def deal_none_up(self, children) -> Ranks:
        return first_of(children, Ranks)

    def deal_none_up_one(self, children) -> Ranks:
        test = first_of(children, CardTest)
        if test.suits or test.wild or test.pair or test.jokers:
            raise NotThisFamily("only ranks and cards")
        return Ranks(test.ranks, test.cards)

    def deal_redeal_none_up(self, children) -> RedealIf:
        ranks = first_of(children, Ranks)
        if ranks.jokers:
            raise NotThisFamily("jokers")
        return RedealIf(RedealWhen.NONE_DEALT_UP, ranks.ranks, ranks.cards, still_in=first_of(children, RedealPlayers).still_in)

    def deal_table_card_is(self, children) -> CardTest:
        test = first_of(children, CardTest)
        if test.suits or test.wild or test.pair:
            raise NotThisFamily("only ranks, cards and jokers")
        return test

    def deal_redeal_table(self, children) -> RedealIf:
        test = first_of(children, CardTest)
        return RedealIf(RedealWhen.TABLE_CARD, test.ranks, test.cards, test.jokers, first_of(children, RedealPlayers).still_in)

    def deal_redeal_chosen(self, children) -> RedealIf:
        return RedealIf(RedealWhen.CHOSEN, still_in=first_of(children, RedealPlayers).still_in, by=first_of(children, Role))

    def deal_auction_others(self, children) -> tuple:
        clause = first_of(children, Clause)
        if clause.table:
            raise NotThisFamily("a table deal")
        return first_of(children, AuctionCard), DealOut(clause.count, clause.face, DealTo.OTHERS)

    def deal_to_hands(self, children) -> DealOut:
        clause = first_of(children, Clause)
        if clause.table:
            raise NotThisFamily("a table deal")
        return DealOut(clause.count, clause.face, DealTo.HANDS)

    def deal_from_side(self, children) -> DealFromSideDeck:
        """"Deal one of the twos face down to each player": from the side deck of twos a rule
        before set apart (`SideDeck`)."""
        rank = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        return DealFromSideDeck(children[0], first_of(children, Face) or Face.DOWN, (rank,))

    def deal_redeal_no_open(self, children) -> NoOpenRedeal:
        """"If no one opened in the previous round of betting, redeal": the bet family's
        step (which reads "If no one opens, redeal." without the round named)."""
        if first_of(children, RedealPlayers).still_in:
            raise NotThisFamily("a redeal of the players still in")
        return NoOpenRedeal()

    def deal_heads_up_extra(self, children) -> Deal:
        """The last declarer went in heads-up: they get the extra cards (down unless said)."""
        more = first_of(children, More)
        return Deal(more.count, more.face or Face.DOWN, Target.EACH, DealCondition.LAST_DECLARER_HEADS_UP)

    deal_heads_up = nothing

    def deal_if_happening(self, children) -> DealIf:
        return DealIf(first_of(children, Happening), first_of(children, tuple))

    def deal_dealt_any(self, children) -> CardTest:
        test = first_of(children, CardTest)
        if test.wild or test.pair or test.up:
            raise NotThisFamily("only ranks, cards, suits and jokers")
        return test

    def deal_flip_force(self, children) -> RedealIf:
        test = first_of(children, CardTest)
        if test.suits or test.wild or test.pair or test.jokers or test.up:
            raise NotThisFamily("only ranks and cards")
        return RedealIf(RedealWhen.FLIPPED, test.ranks, test.cards)

    def deal_common_reveals(self, children) -> CardTest:
        return self.deal_table_card_is(children)

    def deal_redeal_dealt(self, children) -> RedealIf:
        test = first_of(children, CardTest)
        return RedealIf(RedealWhen.DEALT, test.ranks, test.cards, test.jokers, first_of(children, RedealPlayers).still_in,
                        suits=test.suits)
