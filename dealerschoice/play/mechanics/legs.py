"""Legs: a game played over several hands, where the best hand of each scores a leg and the
pot stays ("High hand gets a leg, but the pot stays."), until a player has the legs the
rules ask for and takes the pot ("Repeat the last five actions until someone gets three
legs."). A leg is a scoring showdown (showdown.py, `Rulebook.scoring_only`): the win is
counted on the seat, no chip moves; the repeat (flow.py) ends the game at the legs needed,
or the example stops at its cap (flow.MAX_CYCLES) and says so. After a leg the cards are
gathered in: the next hand is dealt from a full deck.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from dealerschoice.play.handlers import handles
from dealerschoice.play.mechanics.showdown import showdown
from dealerschoice.play.program import NotRunnable, Stop
from dealerschoice.rules.steps import Showdown
from dealerschoice.rules.steps.showdown import Leg, WinsOutright
from dealerschoice.rules.steps.vocab import OutrightEvent, Pot

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand


@dataclass(slots=True)
class Series:
    """The hands of a game played over several (legs, a guts game dealt until the pot is
    won): how many have been started (a record for the transcript's "Hand 2" headings, never
    read to decide, so the loop watch does not compare it), and who won the last few."""

    hands: int = field(default=1, compare=False)
    recent: tuple[int | None, ...] = ()  # the winners of the last hands, for "N of the last M" (flow.py)


def next_hand(hand: PlayedHand) -> None:
    """Say that a new hand of the series starts (the cards were gathered in and the rules
    are played again from the deal), with the wins so far and the pot that stays."""
    series = hand.piece(Series)
    series.hands += 1
    table = hand.table
    text = f"Hand {series.hands}"
    if hand.rulebook.scoring_only:
        won = "legs" if hand.program.steps_of(Leg) else "wins"
        wins = [f"P{s.number} {s.wins}" for s in table.seats if s.wins]
        text += f" ({won} so far: {', '.join(wins)})" if wins else f" (no {won} yet)"
    hand.event(hand.progress.rule, "hand", f"{text}: the cards are dealt again; the pot of {table.pot} stays.")


def series_goes_on(hand: PlayedHand) -> bool:
    """In a game whose pot goes to the first player with N legs ("The first person to get
    three legs wins the pot"), whether the cards are dealt again for the next leg: nobody has
    the legs yet and the hand is not over. A redeal rule asks this (flow.py); the redeals
    stop at the example's cap (simulate.MAX_DEALS), which says so."""
    need = next((s.count for s in hand.program.steps_of(WinsOutright) if s.event == OutrightEvent.LEGS), None)
    if need is None or hand.progress.over or not hand.program.steps_of(Leg):
        return False
    return all(s.wins < need for s in hand.table.seats)


@handles(Leg)
def leg(hand: PlayedHand, step: Leg, at: int) -> int | None:
    if not hand.rulebook.scoring_only:
        # nothing says how many legs win the pot: a leg would be a win that never pays
        action = hand.program.actions[at]
        raise NotRunnable(Stop(action.number, action.text, "a leg is scored, but no rule says how many legs take the "
                                                           "pot (a repeat until someone has N legs)"))
    jump = showdown(hand, Showdown(pot=Pot(step.pot)), at)
    if hand.progress.over:
        return jump
    winner = hand.outcome.winner
    if winner is not None:
        hand.note(f"P{winner} scores a leg ({hand.table.seat(winner).wins} so far); the cards are gathered in.")
    else:
        hand.note("Nobody scores a leg; the cards are gathered in.")
    hand.reset_hands()
    return jump
