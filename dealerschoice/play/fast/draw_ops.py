"""A draw plan (`draws.compile_draws` makes it, `draw_play` plays it): the operations played on
each shuffled deck and what the showdown makes of the cards they leave.

The operations, each a tuple led by its code:
- (DEAL, n, up): n cards to each seat, seat 1 first, as `Table.give` deals them (face up or not);
- (TABLE, n): n cards to the table (where the table names the wild cards, the rules change:
  `DrawPlan.board_rules`);
- (DISCARD, everything, bounds per seat, decides, down): each seat throws away (every card
  that may go, or its choice within its bounds, `choosing.SeatBounds`); `decides`: this
  discard is a seat's first choice, where a seat of a split pot decides what it plays for
  (`moves.goal`); `down`: of its down cards only, some being up (`up_cards`);
- (DRAW, n | None, up): each seat draws n cards, or as many as it threw;
- (DRAW_BACK, None, False, offset): each seat draws as many as it threw, `offset` more (never
  fewer than none: "getting back one less card than they discarded", `drawing.draw_back`);
  a code of its own, so a module that reads the ops and does not know it refuses the plan;
- (SHUFFLE,): the discards go back into the deck, which is shuffled with the table's random
  numbers ("Shuffle any discarded cards back into the deck.", `matching.shuffle_discards`);
- (PASS, n, moves): each seat gives up n cards, then they move (count, seats on: + left, - right);
- (STACK,): each seat puts its cards in a stack (only their order changes);
- (FLIP, n, top), (TURN_DOWN,): each seat turns n cards up (the top of its stack, or of its
  choice), or all its cards down: only where the plan follows the up cards (`up_cards`).
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from dealerschoice.cards import HandRules
from dealerschoice.play.fast.qualify import NONE, Qualify

DEAL, TABLE, DISCARD, DRAW, PASS, STACK, FLIP, TURN_DOWN, DRAW_BACK, SHUFFLE = range(10)
ON_TOP = 20  # the discard just made, shuffled onto the deck (after `draw_repeats`' code)
# the ops that choose cards: a seat of a split pot decides what it plays for at its first one
CHOOSING = (DISCARD, PASS)


@dataclass(frozen=True, slots=True)
class DrawPlan:
    """A game with draws at a table of `players`: `ops` played on each shuffled deck, then
    each seat's best group (`groups`: places in its cards followed by the table's) counts."""

    players: int
    deck: tuple[int, ...]
    ops: tuple[tuple, ...]
    groups: tuple[tuple[int, ...], ...]    # the same for every seat: every hand has the same size
    used: int                              # the most deck places a deal can take
    rules: HandRules
    low_rules: HandRules
    plain: bool
    tie_pays: bool
    low: bool = False  # a low showdown: the players keep for low, the low hand wins (`lows`)
    # the discards are shuffled into the deck, with the table's random numbers after the deal's
    # shuffle: when a draw runs the deck out (`refill_on_empty`), or by a rule (a SHUFFLE op)
    refills: bool = False
    qualify: Qualify = NONE  # the game's qualifiers (`qualify`): a hand short of one is no hand
    high_low: bool = False  # a high-low split, cards speaking: each seat keeps for the side it leans to
    declare: tuple[str, ...] = ()  # a declared split: the sides a seat may declare (`declares`)
    board_rules: object = None  # `board_wilds.BoardRules` where table cards name the wilds, else None
    board_counts: bool = True  # the table cards count in every hand (not where they only name wilds)
    neighbour_shares: bool = False  # a lone winner shares the pot with the player to their left
    tracks_up: bool = False  # the ops follow which cards are face up (`up_cards`)
    # each seat's one group is all its cards and the table's, whose count differs seat to seat
    # (a draw-back of one less than thrown: a seat that throws none keeps six); `groups` then holds the longest
    whole_hands: bool = False
    refill_on_empty: bool = True  # with `refills`: a draw the deck cannot serve shuffles the discards in
    # a hand that cannot win ("If you have a pair of jacks or better, you cannot win": `draw_bars`):
    # one scoring `barred_from` or more (None: no such rule), or holding a card of `barred_ranks`
    barred_from: int | None = None
    barred_ranks: frozenset[int] = frozenset()
    # or one without `count` cards of the suit of table card `place` (from 0): (place, count), or None
    needs_suit: tuple[int, int] | None = None

    @property
    def sided(self) -> bool:
        """Each seat plays for the side its first cards lean to (a high-low split, declared or not)."""
        return self.high_low or bool(self.declare)

    @property
    def aim(self) -> str:
        """What every seat keeps for when the seats do not each lean: "low" or "high"."""
        return "low" if self.low else "high"


@dataclass(frozen=True, slots=True)
class JudgedApart(DrawPlan):
    """A draw plan only `draw_play` may judge: each seat's hand is all its cards, of a count
    that differs seat to seat (`whole_hands`), or the showdown bars some hands. A module that
    plays a `DrawPlan`'s deals with a judging of its own by `groups` (openers, places) tests
    the very type, and so refuses it."""


def judged_apart(plan: DrawPlan, **changes) -> JudgedApart:
    """`plan` with `changes`, as a `JudgedApart`."""
    values = {f.name: getattr(plan, f.name) for f in fields(DrawPlan)}
    values.update(changes)
    return JudgedApart(**values)


def move_passes(hands: list[list[int]], given: list[list[int]], moves) -> None:
    """Every seat's chosen cards leave its hand, then go round: `moves` is the pass op's
    (count, seats to the left) pairs, each receiver's cards after its own, giver by giver."""
    for hand, cards in zip(hands, given):
        for c in cards:
            hand.remove(c)
    players = len(hands)
    if len(moves) == 1:  # every card the same way (Anaconda's passes): no slices
        seats = moves[0][1]
        for seat, cards in enumerate(given):
            hands[(seat + seats) % players].extend(cards)
        return
    for seat, cards in enumerate(given):
        first = 0
        for count, seats in moves:
            hands[(seat + seats) % players].extend(cards[first:first + count])
            first += count
