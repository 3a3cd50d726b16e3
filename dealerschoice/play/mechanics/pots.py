"""Separate pots won separately: "Ante twice, into a high pot and a low pot.", "Everyone must
reante to each remaining pot." (`PotAnte`), and the settlement of each declared direction
after a high/low/out declaration ("If two players declare the same way, compare hands and
loser pays winner the pot. If only one person declares in a direction, they win that pot.":
`DeclareDuel`, played right after the declaration it follows, in the same rule).

The pots are one piece (`Pots`): the chips of each, which add up to `Table.pot` (the
ledger's pot) after every rule. A direction declared by one player alone pays them its pot;
declared by several, the best hand among them wins and every other declarer pays the
winner as much as that pot holds (the pot stays); tied best hands share those payments. The
game is over once every pot is empty ("until both pots are empty"); the repeat that deals
again stops at the example's cap (flow.MAX_CYCLES), which says so.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from dealerschoice.cards import split_pot
from dealerschoice.play import judge
from dealerschoice.play.handlers import handles
from dealerschoice.play.state import ANTE
from dealerschoice.play.table import SimulationError
from dealerschoice.rules.steps import Showdown
from dealerschoice.rules.steps.ranking_rules import DeclareDuel
from dealerschoice.rules.steps.vocab import Pot
from dealerschoice.rules.steps.wager import PotAnte

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand

NAMES = ("high", "low")  # the pots of a game of two, by the direction that wins them


@dataclass(slots=True)
class Pots:
    """The chips in each pot, by name ("high", "low"); empty until the first ante into them."""

    chips: dict[str, int] = field(default_factory=dict)

    def total(self) -> int:
        return sum(self.chips.values())

    def remaining(self) -> list[str]:
        return [name for name, chips in self.chips.items() if chips]

    def words(self) -> str:
        return ", ".join(f"{name} pot {chips}" for name, chips in self.chips.items())


def pots_of(hand: PlayedHand) -> Pots:
    """The hand's pots, checked against the ledger's pot: every chip in one pot or another."""
    pots = hand.piece(Pots)
    if pots.chips and pots.total() != hand.table.pot:
        raise SimulationError(f"the pots ({pots.words()}) do not add up to the pot of {hand.table.pot}")
    return pots


@handles(PotAnte)
def pot_ante(hand: PlayedHand, step: PotAnte, at: int) -> int | None:
    table = hand.table
    pots = hand.piece(Pots)
    if step.pots is not None and step.pots > len(NAMES):
        raise SimulationError(f"rule {hand.progress.rule}: {step.pots} pots; the simulator names a high and a "
                              "low pot only")
    if not pots.chips:
        # the first ante: the hand's opening ante (simulate.new_deal) is the ante into the first pot
        names = list(NAMES[:step.pots or len(NAMES)])
        pots.chips = {name: 0 for name in names}
        pots.chips[names[0]] = table.pot
        into = names[1:] if table.pot == ANTE * len(table.seats) else names
    else:
        into = list(pots.chips) if step.pots is not None else pots.remaining()
    for name in into:
        for seat in table.seats:
            table.pay(seat, ANTE)
            pots.chips[name] += ANTE
    which = " and ".join(into) if into else "no pot (every pot is empty)"
    hand.event(hand.progress.rule, "ante", f"Everyone antes {ANTE} into the {which} pot"
               f"{'s' if len(into) > 1 else ''}: {pots.words()}.")
    return None


@handles(DeclareDuel)
def declare_duel(hand: PlayedHand, step: DeclareDuel, at: int) -> int | None:
    """Each direction of the declaration just made (the step before, in the same rule)
    settled between its declarers."""
    table = hand.table
    pots = pots_of(hand)
    showdown = Showdown(pot=Pot.HIGH_LOW)
    board = judge.usable_table(hand)
    words = []
    for side, name in enumerate(NAMES):
        chips = pots.chips.get(name, 0)
        declarers = [table.seat(n) for n in hand.turns.last_declarers if table.seat(n).declared == name]
        if not declarers:
            continue
        if not chips:
            words.append(f"the {name} pot is empty: nothing to win")
            continue
        if len(declarers) == 1:
            seat = declarers[0]
            table.award({seat.number: chips})
            pots.chips[name] = 0
            hand.outcome.result.add_win(seat.number, chips)
            words.append(f"{seat.name} alone declared {name} and takes the {name} pot of {chips}")
            continue
        pairs = {s.number: judge.hands_of(hand, s, board, showdown) for s in declarers}
        made = {n: pair[side] for n, pair in pairs.items()}
        top = max((h.key for h in made.values() if h is not None), default=None)
        best = [n for n, h in made.items() if h is not None and h.key == top]
        losers = [s for s in declarers if s.number not in best]
        shown = "; ".join(f"P{n} {h.description if h is not None else 'no hand'}" for n, h in made.items())
        if not losers:
            words.append(f"{name}: {shown}; a tie, nobody pays")
            continue
        paid = []
        received: dict[int, int] = {}
        for seat in losers:
            for n, share in split_pot(chips, best, [s.number for s in table.seats], table.dealer).items():
                table.transfer(seat, table.seat(n), share)
                hand.outcome.result.add_win(n, share)
                received[n] = received.get(n, 0) + share
                paid.append(f"{seat.name} pays P{n} {share}")
        # a showdown between the declarers of a direction, for the odds (odds.py reads these)
        winners = tuple(sorted(best))
        hand.outcome.result.showdowns.append({"pot": name, "hand": "best", "hands": pairs,
                                              "high": winners if side == 0 else (),
                                              "low": winners if side == 1 else (), "shares": received})
        words.append(f"{name}: {shown}; " + ", ".join(paid) + f" (the {name} pot of {chips} stays)")
    if not words:
        words.append("nobody declared high or low")
    text = "; ".join(words)
    hand.event(hand.progress.rule, "settle", text[0].upper() + text[1:] + ".")
    if pots.chips and not pots.remaining():
        hand.event(hand.progress.rule, "end", "Every pot is empty: the game is over.")
        hand.progress.over = True
    return None
