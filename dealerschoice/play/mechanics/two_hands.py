"""A showdown of two hands a player, shown one after the other ("Each player flips one hand
over, and everyone except the two best hands must fold. The remaining players flip their
second hand over, and the higher second hand takes the pot."): `TwoHandShowdown`.

The two hands are the player's two stacks (`Stack`: "two hands of five cards each, arranging
them in order in face down stacks"). Each hand is made with the common cards face up; with
`CommonOnce` ("Each common card may only be used in one of your hands") each common card
goes to one hand only. Which hand a player flips first, and which commons it takes, is their
choice: the simulated players show the hand of the better category, to survive the cut,
and then keep the best second hand they can (`_worth`; a tie: the first stack). Every
player whose first hand is not among the `keep` best folds (a tie at the cut stays in);
the best second hand of those left takes the pot, split on a tie.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from dealerschoice.cards import split_pot
from dealerschoice.play import policies
from dealerschoice.play.handlers import handles
from dealerschoice.play.judge import judged_high, showing, usable_table
from dealerschoice.play.table import CannotFollow
from dealerschoice.rules.steps.board_hands import CommonOnce
from dealerschoice.rules.steps.ranking_rules import TwoHandShowdown

if TYPE_CHECKING:
    from dealerschoice.cards import Card, Hand
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat


@handles(TwoHandShowdown)
def two_hand_showdown(hand: PlayedHand, step: TwoHandShowdown, at: int) -> int | None:
    table = hand.table
    contenders = table.clockwise_from(1)
    hand.outcome.contenders = [s.number for s in contenders]
    hand.outcome.winner = None
    commons = usable_table(hand, up_only=True)
    once = bool(hand.program.steps_of(CommonOnce))
    made = {s.number: _hands(hand, s, commons, once) for s in contenders}
    firsts = sorted((made[n][0].key for n in made), reverse=True)
    stay = [n for n in made if made[n][0].key >= firsts[min(step.keep, len(firsts)) - 1]]
    out = [n for n in made if n not in stay]
    for n in out:
        table.seat(n).folded = True
    top = max(made[n][1].key for n in stay) if stay else None
    winners = [n for n in stay if made[n][1].key == top]
    amount = table.pot
    hand.money.last_pot = amount
    shares = split_pot(amount, winners, [s.number for s in table.seats], table.dealer)
    first = "; ".join(f"P{n} {made[n][0].description}" for n in made)
    folds = (", ".join(f"P{n}" for n in out) + (" folds" if len(out) == 1 else " fold")) if out else "nobody folds"
    second = "; ".join(f"P{n} {made[n][1].description}" for n in stay)
    paid = ", ".join(f"P{n} {chips}" for n, chips in shares.items())
    hand.outcome.result.showdowns.append({"pot": "high", "hand": "two-hands", "hands": {
        n: (made[n][1], None) for n in stay}, "high": tuple(winners), "low": (), "shares": dict(shares)})
    hand.outcome.result.showings = [showing(hand, table.seat(n), (made[n][1], None)) for n in stay]
    hand.outcome.losers = [n for n in hand.outcome.contenders if n not in shares]
    hand.outcome.winner = winners[0] if len(winners) == 1 else None
    table.award(shares)
    for n, chips in shares.items():
        hand.outcome.result.add_win(n, chips)
    hand.event(hand.progress.rule, "showdown", f"First hands: {first}; {folds}. Second hands: {second}. "
                                               f"Pot {amount}: {paid}.")
    return None


def _hands(hand: PlayedHand, seat: Seat, commons: list[Card], once: bool) -> tuple[Hand, Hand]:
    """(the seat's first hand, its second hand), each with the commons it may use."""
    piles = seat.piles()
    if len(piles) != 2:
        held = "one stack" if len(piles) == 1 else f"{len(piles)} stacks"
        raise CannotFollow(f"each player shows one hand and then the other, but {seat.name} holds {held} of cards; "
                           "allowed: two stacks")
    one, other = (seat.pile(p) for p in piles)
    shares = [list(taken) for k in range(len(commons) + 1) for taken in combinations(commons, k)] if once \
        else [commons]
    ways = [(first, second, taken) for first, second in ((one, other), (other, one)) for taken in shares]
    first, second, taken = max(ways, key=lambda way: _worth(hand, seat, commons, once, *way))
    rest = [c for c in commons if c not in taken] if once else commons
    return _judged(hand, seat, first + taken), _judged(hand, seat, second + rest)


def _worth(hand: PlayedHand, seat: Seat, commons: list[Card], once: bool, first: list[Card], second: list[Card],
           taken: list[Card]) -> tuple:
    """How a player likes a way to show their hands: the category of the hand shown first
    (to survive the cut), then the second hand (to win after it), then the first hand; a
    common card the first hand takes only as a kicker is left to the second."""
    rest = [c for c in commons if c not in taken] if once else commons
    shown = first + taken
    return (policies.category(shown, hand.rules_for(seat, "high", shown)), _judged(hand, seat, second + rest).key,
            _judged(hand, seat, shown).key, -len(taken))


def _judged(hand: PlayedHand, seat: Seat, cards: list[Card]) -> Hand:
    return judged_high(hand, cards, hand.rules_for(seat, "high", cards))
