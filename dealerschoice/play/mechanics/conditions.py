"""Conditions on winning: holdings that cannot win (`CannotWin`: "You can't win if you have a
two in your hand", "If you have a pair of jacks or better, you cannot win unless everyone
else folds"), hands that need a card to win (`WinNeeds`: "The high hand cannot win unless it
also has the high spade"), and what happens to the pot when no hand may win (`NoQualified`:
deal again, or the players still in split it).

`barred(hand, seat)` is asked by `judge.hands_of` for every contender at the showdown: a
barred seat has no hand that can win. A player left alone wins without a showdown, so
"unless everyone else folds" needs nothing more.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealerschoice.cards import best_hand, split_pot
from dealerschoice.play.handlers import handles
from dealerschoice.play.payouts import award_shares
from dealerschoice.play.wild_basics import rank_value
from dealerschoice.rules.steps.showdown import CannotWin, NoQualified, WinNeeds
from dealerschoice.rules.steps.vocab import Category, HighLow, NoQualifiedThen

if TYPE_CHECKING:
    from dealerschoice.play.program import Program
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat

# the first number of a high hand's key (`cards.best_hand`) for each category
CATEGORY_NUMBER = {Category.HIGH_CARD: 0, Category.PAIR: 1, Category.TWO_PAIR: 2, Category.TRIPS: 3,
                   Category.STRAIGHT: 4, Category.FLUSH: 5, Category.FULL_HOUSE: 6, Category.QUADS: 7,
                   Category.STRAIGHT_FLUSH: 8}


def playable_cannot_win(step: CannotWin) -> bool:
    """The forms `barred` plays: ranks held, a category (of a rank) or better, a card of the
    rank of a table card."""
    return bool(step.ranks) or step.category in CATEGORY_NUMBER or step.table_match is not None


def playable_win_needs(step: WinNeeds) -> bool:
    """The forms `barred` plays: the high or low card of a suit, N cards of a table card's suit;
    for any hand or the high hand (a low hand's own condition needs the low pot apart)."""
    return step.pot in (None, HighLow.HIGH) and (
        (step.suit is not None and step.end is not None) or (step.count is not None and step.table_suit is not None))


def bars(program: Program) -> bool:
    """Whether any rule of the program may bar a seat from winning (`barred`): asked once a
    program (`Program.once`), by the judge before every hand it judges."""
    return any(playable_cannot_win(s) for s in program.steps_of(CannotWin)) or any(
        playable_win_needs(s) for s in program.steps_of(WinNeeds))


def barred(hand: PlayedHand, seat: Seat) -> bool:
    """Whether the rules bar this seat from winning at the showdown."""
    program = hand.program
    for cannot in program.steps_of(CannotWin):
        if playable_cannot_win(cannot) and _cannot(hand, seat, cannot):
            return True
    for needs in program.steps_of(WinNeeds):
        if playable_win_needs(needs) and not _has_needed(hand, seat, needs):
            return True
    return False


def _cannot(hand: PlayedHand, seat: Seat, step: CannotWin) -> bool:
    own = [c for c in seat.all() if not c.is_joker]
    if step.ranks and any(c.rank in {rank_value(r) for r in step.ranks} for c in own):
        return True
    if step.table_match is not None:
        board = hand.table.board
        at = step.table_match - 1
        if at < len(board) and not board[at].card.is_joker and any(c.rank == board[at].card.rank for c in own):
            return True
    if step.category in CATEGORY_NUMBER:
        from dealerschoice.play.judge import usable_table

        cards = seat.all() + usable_table(hand)
        key = best_hand(cards, hand.rules_for(seat, "high", cards)).key
        need = (CATEGORY_NUMBER[step.category],) + ((rank_value(step.rank),) if step.rank else ())
        if tuple(key[:len(need)]) >= need:
            return True
    return False


def _has_needed(hand: PlayedHand, seat: Seat, step: WinNeeds) -> bool:
    own = [c for c in seat.all() if not c.is_joker]
    if step.suit is not None:
        held = [(c.rank, s.number) for s in hand.table.active() for c in s.all()
                if not c.is_joker and c.suit == step.suit]
        if not held:
            return False
        return (max(held) if step.end == HighLow.HIGH else min(held))[1] == seat.number
    if step.table_suit is None or step.count is None:  # playable_win_needs lets through only these two forms
        raise ValueError(f"{step}: a hand needs a suit's high or low card, or N cards of a table card's suit")
    board = hand.table.board
    at = step.table_suit - 1
    if at >= len(board) or board[at].card.is_joker:
        return False
    suit = board[at].card.suit
    return sum(1 for c in own if c.suit == suit) >= step.count


@handles(NoQualified)
def no_qualified(hand: PlayedHand, step: NoQualified, at: int) -> int | None:
    """After a showdown nobody won (every hand barred or short of its qualifier): deal again
    (the pot stays), or the players still in split the pot."""
    shown = hand.outcome.result.showdowns
    table = hand.table
    if not shown or shown[-1]["shares"] or not table.pot:
        return None
    if step.then == NoQualifiedThen.SPLIT:
        seats = [s.number for s in table.seats]
        ins = [s.number for s in table.active()]
        shares = split_pot(table.pot, ins, seats, table.dealer)
        amount = table.pot
        paid = award_shares(hand, shares)
        hand.event(hand.progress.rule, "showdown", f"No hand qualifies to win: the players still in split the pot "
                                                   f"of {amount} ({paid}).")
        return None
    return hand.redeal("No hand qualifies to win")
