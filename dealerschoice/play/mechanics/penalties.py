"""Penalties for losing after doing something, and bets on what losing will cost.

- `LoserPenalty`: "If the person who opened betting does not win, they must match the pot and
  there is a redeal for all", "If someone bought a wild and did not win, they must match the
  pot, and there is a redeal for all". What players did is kept in `Deeds` (the first bettor
  of the deal, recorded by the betting round; the cards bought, recorded by buying.py).
- `MatchBid`: "Players bet how many times they will match the pot, up to triple the pot": the
  level the round ends at multiplies what each loser pays at the guts settlement (money.py).

Every chip moves through `Table.pay`/`transfer`, so the ledger check after each rule covers
these payments.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from dealerschoice.cards import Card
from dealerschoice.play import policies
from dealerschoice.play.handlers import handles
from dealerschoice.play.judge import usable_table
from dealerschoice.play.mechanics import common_use, no_peek_aside
from dealerschoice.play.players import paying
from dealerschoice.play.state import BET
from dealerschoice.play.table import CannotFollow
from dealerschoice.rules.steps.vocab import Amount, PaidTo, PenaltyWho
from dealerschoice.rules.steps.wager import LoserPenalty, MatchBid

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat

TIMES_WORDS = {1: "once", 2: "twice"}


@dataclass(slots=True)
class Deeds:
    """What players did this deal that a penalty asks about."""

    opener: int | None = None  # the first player to bet this deal
    bought: list[tuple[int, Card]] = field(default_factory=list)  # (seat, card) for every card bought
    # who the game's penalties ask about, looked up once: only those deeds are kept, so a
    # game without such a penalty keeps no record that could hide a loop (loops.py)
    asked: frozenset[str] | None = field(default=None, compare=False)

    def redealt(self) -> None:
        self.opener = None
        self.bought.clear()


def _deeds(hand: PlayedHand) -> Deeds:
    deeds = hand.piece(Deeds)
    if deeds.asked is None:
        deeds.asked = frozenset(s.who for s in hand.program.steps_of(LoserPenalty))
    return deeds


@dataclass(slots=True)
class MatchLevel:
    """How many times over each loser matches the pot, as the match bid ended (None: no bid)."""

    times: int | None = None

    def redealt(self) -> None:
        self.times = None


def opened(hand: PlayedHand, seat: Seat) -> None:
    """The betting round calls this for every bet or raise: the first one of a deal opened
    the betting."""
    no_peek_aside.bet_made(hand, seat)  # "If anyone raises, everyone flips a no peek card."
    deeds = _deeds(hand)
    if deeds.opener is None and PenaltyWho.OPENER in (deeds.asked or ()):  # _deeds has looked them up
        deeds.opener = seat.number


def bought(hand: PlayedHand, seat: Seat, card: Card) -> None:
    """buying.py calls this for every card a player pays for (or takes at a price of 0)."""
    deeds = _deeds(hand)
    if PenaltyWho.BOUGHT_WILD in (deeds.asked or ()):  # _deeds has looked them up
        deeds.bought.append((seat.number, card))


def match_times(hand: PlayedHand) -> int:
    """The settlement's multiplier from a match bid this deal (1 without one)."""
    level = hand.pieces.get(MatchLevel)
    return level.times if isinstance(level, MatchLevel) and level.times else 1


def _culprits(hand: PlayedHand, step: LoserPenalty) -> tuple[list[Seat], str]:
    """The players the penalty is about, and the words for what they did."""
    table = hand.table
    deeds = _deeds(hand)
    if step.who == PenaltyWho.OPENER:
        if deeds.opener is None:
            return [], "Nobody opened the betting"
        return [table.seat(deeds.opener)], f"P{deeds.opener} opened the betting"
    if step.who == PenaltyWho.BOUGHT_WILD:
        seats = []
        for number, card in deeds.bought:
            seat = table.seat(number)
            if seat not in seats and card in seat.all() and hand.rules_for(seat).is_wild(card):
                seats.append(seat)
        if not seats:
            return [], "Nobody bought a wild card"
        return seats, " and ".join(s.name for s in seats) + f" bought {'a wild card' if len(seats) == 1 else 'wild cards'}"
    if step.who == PenaltyWho.USED_COMMON:  # issue 17: declared at the table (common_use.py)
        if step.common is None:
            raise CannotFollow("a penalty for using a common card names no common card; give its number")
        seats = common_use.users(hand, step.common)
        which = f"the {common_use.ORDINALS.get(step.common, f'{step.common}th')} common"
        if not seats:
            return [], f"Nobody used {which}"
        return seats, " and ".join(s.name for s in seats) + f" used {which}"
    raise CannotFollow(f"a penalty for {step.who!r} players is not played; the simulator plays penalties for the "
                       f"opener, for buying a wild card and for using a common card")


def penalty_amount(step: LoserPenalty, pot: int) -> int:
    """What the penalty costs: the pot (as it was at the showdown), half or a quarter of it,
    or the biggest bet, `times` over.

    >>> penalty_amount(LoserPenalty(who="opener"), 14), penalty_amount(LoserPenalty(who="opener", amount="half-pot", times=2), 15)
    (14, 14)
    """
    base = BET if step.amount == Amount.MAX_BET else {
        Amount.POT: pot, Amount.HALF_POT: pot // 2, Amount.QUARTER_POT: pot // 4}[step.amount]
    return base * step.times


@handles(LoserPenalty)
def loser_penalty(hand: PlayedHand, step: LoserPenalty, at: int) -> int | None:
    """After the showdown: each player the rule names who won nothing there pays (into the
    pot, or to the single winner); then, when someone paid and the rule says so, the hand is
    dealt again for everyone, for the pot the penalty made."""
    table = hand.table
    shown = hand.outcome.result.showdowns
    if not shown:
        hand.note("No showdown was played: nobody pays a penalty.")
        return None
    shares = shown[-1]["shares"]
    culprits, did = _culprits(hand, step)
    payers = [s for s in culprits if not shares.get(s.number)]
    if not payers:
        hand.event(hand.progress.rule, "settle", f"{did}" + (" and won: nobody pays." if culprits else "."))
        return None
    amount = penalty_amount(step, hand.money.last_pot)
    words = []
    for seat in payers:
        if step.to == PaidTo.WINNER and hand.outcome.winner is not None:
            winner = table.seat(hand.outcome.winner)
            table.transfer(seat, winner, amount)
            words.append(f"{seat.name} pays {winner.name} {amount}")
        else:
            table.pay(seat, amount)
            words.append(f"{seat.name} matches the pot ({amount})" if step.amount == Amount.POT and step.times == 1
                         else f"{seat.name} pays {amount} into the pot")
    hand.money.matched = True
    lost = " and did not win" if len(payers) == len(culprits) else \
        "; " + " and ".join(s.name for s in payers) + " did not win"
    hand.event(hand.progress.rule, "settle", f"{did}{lost}: " + ", ".join(words) + f". Pot {table.pot}.")
    if step.redeal and table.pot:
        return hand.redeal("A penalty was paid")
    return None



@handles(MatchBid)
def match_bid(hand: PlayedHand, step: MatchBid, at: int) -> int | None:
    """A betting round whose bets are how many times over the losers will match the pot:
    from its opener (found as for any betting round), each player still in raises to the level
    their hand is worth (`players.paying.match_level`) or calls the level reached. Nobody folds
    here: every player still in has gone in already, and the bid only sets what losing costs.
    The level reached is what every loser pays, times the pot."""
    table = hand.table
    if not table.active():
        hand.event(hand.progress.rule, "bet", "Nobody is in: no match bid.")
        return None
    # imported here: betting.py calls into this module
    from dealerschoice.play.mechanics.betting import opener_of

    first, why = opener_of(hand, step)  # the betting round's own choice of opener
    players = table.clockwise_from(first.number)
    most = step.most or 3  # the rule names no cap: the simulated players stop at three times over
    board = usable_table(hand)
    level = 0
    words = []
    for seat in players:
        known = seat.known() + board
        wants = paying.match_level(policies.category(known, hand.rules_for(seat, cards=known)), most)
        if wants > level:
            words.append(f"{seat.name} {'bids' if not level else 'raises to'} {wants}")
            level = wants
        else:
            words.append(f"{seat.name} calls")
    hand.piece(MatchLevel).times = level
    hand.event(hand.progress.rule, "bet", f"Match bids ({first.name} opens: {why}): " + ", ".join(words)
               + f". Every loser will match the pot {_times(level)}.")
    return None


def _times(level: int) -> str:
    return TIMES_WORDS.get(level, f"{level} times")
