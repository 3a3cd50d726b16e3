"""Players put out of the hand by the rules, not by their bets: the player a role names
("The player showing the lowest hand must fold."), a player whose discards leave them no card
("If you have no cards you must fold."), then a re-ante of those who still hold cards, and
the pot split among the last players when they all go out at once ("If no players are left,
all who were in before the last table card split the pot.").

The discards that may empty a hand (discarding.py, moves.py) call `fold_emptied` after they
move the cards; a game whose rules say nothing of empty hands keeps its players in.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealerschoice.cards.highlow import split_pot
from dealerschoice.play.handlers import handles
from dealerschoice.play.mechanics import outright
from dealerschoice.play.mechanics.roles import role_seat
from dealerschoice.play.state import ANTE
from dealerschoice.rules.steps.table_rules import LastOutSplit
from dealerschoice.rules.steps.wager import EmptyHandFold, FoldSeat, HoldersReante

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand


@handles(FoldSeat)
def fold_seat(hand: PlayedHand, step: FoldSeat, at: int) -> int | None:
    """The player the role names, if still in and not the last one, folds; the last player
    left takes the pot (`PlayedHand.one_left`)."""
    seat = role_seat(hand, step.role)
    if seat is None or seat.folded or len(hand.table.active()) < 2:
        hand.note("Nobody has to fold here.")
        return None
    seat.folded = True
    hand.event(hand.progress.rule, "fold", f"{seat.name} is the {str(step.role).replace('-', ' ')} and must fold.")
    hand.one_left()
    return None


def fold_emptied(hand: PlayedHand) -> None:
    """Under "If you have no cards you must fold": every player still in with no card folds.
    When that leaves nobody in, those who just went out split the pot (`LastOutSplit`; with no
    rule for it the pot is shared the same way, the only way it has to go). Where running out
    of cards wins the pot instead, it does (outright.py)."""
    if outright.out_of_cards(hand):
        return
    if hand.progress.over or not hand.program.standing_of(EmptyHandFold):
        return
    active = hand.table.active()
    empty = [s for s in active if not s.cards]
    if not empty:
        return
    for seat in empty:
        seat.folded = True
    names = ", ".join(s.name for s in empty)
    hand.event(hand.progress.rule, "fold", f"{names} {'has' if len(empty) == 1 else 'have'} no cards left and "
                                           f"{'folds' if len(empty) == 1 else 'fold'}.")
    if len(empty) == len(active):
        _last_out_split(hand, [s.number for s in empty])
    else:
        hand.one_left()


def _last_out_split(hand: PlayedHand, numbers: list[int]) -> None:
    table = hand.table
    amount = table.pot
    shares = split_pot(amount, numbers, [s.number for s in table.seats], table.dealer)
    table.award(shares)
    for number, chips in shares.items():
        hand.outcome.result.add_win(number, chips)
    why = "as the rules say" if hand.program.standing_of(LastOutSplit) else "the last players in"
    hand.event(hand.progress.rule, "end", f"Nobody is left: {', '.join(f'P{n}' for n in numbers)} split the pot "
                                          f"of {amount} ({why}): " + ", ".join(f"P{n} {c}" for n, c in shares.items())
               + ".")
    hand.progress.over = True


@handles(HoldersReante)
def holders_reante(hand: PlayedHand, step: HoldersReante, at: int) -> int | None:
    """Every player still in who holds cards antes again."""
    table = hand.table
    payers = [s for s in table.clockwise_from(1) if s.cards]
    for seat in payers:
        table.pay(seat, ANTE)
    hand.event(hand.progress.rule, "ante", (", ".join(s.name for s in payers) + f" ante {ANTE} again. Pot {table.pot}.")
               if payers else "Nobody holds cards: nobody antes.")
    return None
