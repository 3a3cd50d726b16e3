"""Part of the money family's reader (`money.lark`): folds and payments that are not a card
event's `Forced` rule: a table card that makes everyone match the pot, folded players buying
back in when they hold a card, a neighbour's fold, a card a neighbour declared wild, empty
hands, low cards beaten by the table's, purchases forced on a card, and the other wordings of
a guts redeal."""

from __future__ import annotations

from dealerschoice.rules.read.family import NotThisFamily
from dealerschoice.rules.read.phrases import CardTest, Price, Seat, TableCard
from dealerschoice.rules.steps import Trigger
from dealerschoice.rules.steps.vocab import Cost, Face, ForcedAction
from dealerschoice.rules.steps.wager import (
    BuyBackIn,
    BuyOrFold,
    DeclaredWildFold,
    EmptyHandFold,
    HoldersReante,
    LowCardFold,
    MatchRedeal,
    NeighbourFold,
    TableCardForced,
)


def _of(children, kind):
    return next((c for c in children if isinstance(c, kind)), None)


def _whole_price(price: Price) -> tuple[Cost, int]:
    """A payment here is a unit ("max bet", "the pot", "an ante") a whole number of times."""
    if price.unit == Cost.FREE or price.times.denominator != 1:
        raise NotThisFamily("a payment is a whole number of a unit")
    return price.unit, int(price.times)


class FoldReading:
    """Readings of the folds and payments this module's docstring lists."""

    def money_buy_or_fold(self, children) -> BuyOrFold:
        trigger = _of(children, Trigger)
        if trigger.who != "any":
            raise NotThisFamily("a purchase is forced on a player still in")
        cost, times = _whole_price(_of(children, Price))
        return BuyOrFold(trigger, cost, times, 1, _of(children, Face))

    def money_table_forced(self, children) -> TableCardForced:
        table: TableCard = _of(children, TableCard)
        test: CardTest = _of(children, CardTest)
        if table.place != "only" or table.turned:
            raise NotThisFamily("the forced rule is on the one table card")
        if test.wild or test.pair:
            raise NotThisFamily("the table card is named by rank, card, suit or as a joker")
        return TableCardForced(test.ranks, test.cards, test.suits, test.jokers, _of(children, ForcedAction))

    def everyone_match_or_fold(self, children) -> ForcedAction:
        return ForcedAction.MATCH_OR_FOLD

    def everyone_fold(self, children) -> ForcedAction:
        return ForcedAction.FOLD

    def money_buy_back_holding(self, children) -> BuyBackIn:
        cost, times = _of(children, tuple)
        needs = {c for c in children if c in ("joker", "table-rank")}
        return BuyBackIn(cost, times, needs_joker="joker" in needs, needs_table_rank="table-rank" in needs)

    def need_joker(self, children) -> str:
        return "joker"

    def need_table_rank(self, children) -> str:
        if _of(children, TableCard).place != "only":
            raise NotThisFamily("a card of the one table card's rank")
        return "table-rank"

    def buy_back_reante(self, children) -> tuple[Cost, int]:
        return Cost.ANTE, 1

    def money_neighbour_fold(self, children) -> NeighbourFold:
        test: CardTest = _of(children, CardTest)
        holder = next(c for c in children if isinstance(c, tuple))
        if test.wild or test.pair:
            raise NotThisFamily("the card is named by rank, card, suit or as a joker")
        if holder[0] == "rank" and test.ranks != (holder[1],):
            raise NotThisFamily("the player beside a card of another rank")
        if holder[0] == "joker" and not test.jokers:
            raise NotThisFamily("the player beside a joker, when the card is not one")
        side = next(c for c in children if c in ("left", "right"))
        return NeighbourFold(side, 1, test.ranks, test.cards, test.suits, test.jokers)

    def holder_of_card(self, children) -> tuple:
        return ("card",)

    def holder_of_joker(self, children) -> tuple:
        return ("joker",)

    def holder_of_rank(self, children) -> tuple:
        return ("rank", children[-1])

    def money_declared_wild_fold(self, children) -> DeclaredWildFold:
        if children[0] != "any":
            raise NotThisFamily("the card is dealt to a player still in")
        seat: Seat = _of(children, Seat)
        return DeclaredWildFold(seat.direction, seat.seats)

    def money_as_wild(self, children):
        return None

    def money_empty_fold(self, children) -> EmptyHandFold:
        return EmptyHandFold()

    def money_holders_reante(self, children) -> HoldersReante:
        return HoldersReante()

    def money_subject(self, children):
        return None

    def money_reante(self, children):
        return None

    def money_low_fold(self, children) -> LowCardFold:
        own, table = [str(c) for c in children if isinstance(c, str) and str(c) in ("lowest", "highest", "low", "high")]
        compare = next(str(c) for c in children if str(c) in ("lower", "higher", "less", "greater"))
        if own.startswith("low") != table.startswith("low"):
            raise NotThisFamily("a player's card is compared with the table's card of the same end")
        until_one = any(c == "continue" for c in children)
        return LowCardFold(high=own.startswith("high"), lower=compare in ("lower", "less"), until_one=until_one)

    def money_end(self, children) -> str:
        return str(children[0])

    def money_compare(self, children) -> str:
        return str(children[0])

    def money_low_continue(self, children) -> str:
        return "continue"

    def redeal_if_matched(self, children) -> MatchRedeal:
        return MatchRedeal(nobody_in=False, matched=True, keeps_table=_kept(children))

    def redeal_if_none_in_or_unmatched(self, children) -> MatchRedeal:
        return MatchRedeal(nobody_in=True, matched=False, keeps_table=_kept(children))

    def money_keep_table(self, children) -> str:
        return "keeps-table"

    def money_redeal_alone(self, children) -> MatchRedeal:
        return children[0]

    def money_nobody_matched(self, children):
        return None


def _kept(children) -> bool:
    return "keeps-table" in children
