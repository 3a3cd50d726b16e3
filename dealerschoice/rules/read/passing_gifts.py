"""Part of the passing family's reader (`passing.lark`): cards given away, folded hands passed
on, auctions, cards passed by a passing rank, and partners."""

from __future__ import annotations

from dataclasses import dataclass

from dealerschoice.rules.read.family import NotThisFamily
from dealerschoice.rules.read.phrases import CardTest, Seat
from dealerschoice.rules.steps import Auction, Partners
from dealerschoice.rules.steps.passing import (
    FoldedPass,
    GiveAway,
    HandPart,
    PassPerRank,
)


@dataclass(frozen=True, slots=True)
class Once:
    cards: tuple[tuple[str, ...], bool] | None  # (ranks, jokers) that may be passed only once


@dataclass(frozen=True, slots=True)
class RankMove:
    seat: Seat
    side: str | None  # "left passing rank": the rank named by this side


def seat_of(children) -> Seat:
    """The seat a part of a sentence names."""
    return next(c for c in children if isinstance(c, Seat))


def rank_or_joker(test: CardTest) -> tuple[tuple[str, ...], bool]:
    """(ranks, jokers) of a card named by rank or as a joker; other cards are not read here."""
    if test.cards or test.suits or test.wild or test.pair:
        raise NotThisFamily("only ranks and jokers are given away")
    return test.ranks, test.jokers


class GiftReading:
    """Readings of gifts, folded hands, auctions, passing ranks and partners."""

    # ---- gifts, folded hands, auctions -------------------------------------------------
    def passing_give(self, children) -> GiveAway:
        ranks, jokers = children[2]
        once = children[-1] if isinstance(children[-1], Once) else None
        if once is not None and once.cards not in (None, (ranks, jokers)):
            raise NotThisFamily("other cards may be passed once than those given")
        return GiveAway(ranks, jokers, once=once is not None)

    def passing_gift(self, children) -> tuple[tuple[str, ...], bool]:
        return rank_or_joker(children[-1])

    def passing_once(self, children) -> Once:
        test = next((c for c in children if isinstance(c, CardTest)), None)
        if test is not None:
            return Once(rank_or_joker(test))
        rank = next((c for c in children if isinstance(c, str)), None)  # "jokers" leaves no child
        return Once(((rank,), False) if rank else ((), True))

    def passing_given_verb(self, children):
        return None

    def passing_folded(self, children) -> FoldedPass:
        if children[0] != "any":
            raise NotThisFamily("a player already out folds")
        seat = seat_of(children)
        which = next(c for c in children if isinstance(c, HandPart))
        return FoldedPass(seat.direction, seat.seats, which)

    def passing_moved(self, children):
        return None

    def passing_auction(self, children) -> Auction:
        # the old regexes wrapped this Auction in a TableRule; Auction is now itself a step
        # the simulator does not play (and a hand where nobody sells stays faithful)
        return Auction(next(c for c in children if isinstance(c, int) and not isinstance(c, bool)))

    def passing_proceeds(self, children):
        return None

    # ---- passing ranks ----------------------------------------------------------------
    def passing_per_rank(self, children) -> PassPerRank:
        which = next(c for c in children if isinstance(c, HandPart))
        moves = [c for c in children if isinstance(c, RankMove)]
        if len(moves) == 2 and not (moves[0].side and moves[1].side):
            raise NotThisFamily("two passes, but not each on its own passing rank")
        if len(moves) == 1 and moves[0].side:
            raise NotThisFamily("a passing rank named by a side, with no other")
        return PassPerRank(which, tuple(m.seat.direction for m in moves), moves[0].seat.seats)

    def passing_rank_round(self, children):
        return None

    def passing_rank_move(self, children) -> RankMove:
        side = next((c for c in children[1:] if isinstance(c, str)), None)
        return RankMove(children[0], side)

    def passing_rank_move_cards(self, children) -> RankMove:
        if children[0] != 1:
            raise NotThisFamily("more than one card per passing rank")
        side = next((c for c in children[1:] if isinstance(c, str)), None)
        return RankMove(seat_of(children), side)

    def passing_rank_move_to(self, children) -> Seat:
        return Seat(children[0])

    def passing_rank_side(self, children) -> str:
        return str(children[0])


    # ---- partners ---------------------------------------------------------------------
    def passing_partners(self, children) -> Partners:
        # the old regexes wrapped this Partners in a TableRule; Partners is now itself a
        # step the simulator does not play
        return Partners()

    def passing_pick(self, children):
        return None

    passing_pick_order = passing_unpartnered = passing_pool = passing_one_player = passing_bet_apart = passing_pick
