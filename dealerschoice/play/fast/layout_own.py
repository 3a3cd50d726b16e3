"""Hand limits on a player's own cards and on another player's, where the deal fixes every
card's place (`layout.compile_layout` hands these games here).

A stud game whose hands must use so many down cards ("one down card and four up cards",
"only two of your down cards") deals no common card: each seat's allowed hands are the
selections of its own positions that `cards.sets` allows, the same on every deal, since
which own cards lie face up is fixed by the deals (no flip: `layout_deals` refuses a flip
under limits on down cards). A hand that may use another player's cards ("your down cards
and the down cards of the player to your right") takes that player's positions as the
showdown names them (`hand_limits.HandLimits.ways`: places `P3.1`, `P3.2`... of the cards of
the sort the rule names), found from a probe hand whose seats hold cards face up and down
as dealt. A game whose limits allow nobody a hand, on any deal, is a `NoHands` plan: every
showdown has no winner. Refused: another player's cards of a sort a flip may change (their
up cards in a game that flips own cards), and limits that allow some players no hand.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from itertools import combinations
from typing import TYPE_CHECKING

from dealerschoice.cards.cards import Card
from dealerschoice.play.fast.layout_lines import LayoutPlan
from dealerschoice.play.fast.plan import Unplanned
from dealerschoice.play.fast.run import DealOutcome, PlanCounts
from dealerschoice.play.table import CannotFollow, Held
from dealerschoice.rules.steps import Deal, Flip
from dealerschoice.rules.steps.board_limits import OtherUse
from dealerschoice.rules.steps.dealing_events import ExtraCards
from dealerschoice.rules.steps.flip import TurnDown
from dealerschoice.rules.steps.vocab import Face, Holding
from dealerschoice.rules.steps.vocab_cards import TriggerEvent

if TYPE_CHECKING:
    from dealerschoice.play.fast.layout_deals import Dealt
    from dealerschoice.play.hand_limits import HandLimits
    from dealerschoice.play.program import Program
    from dealerschoice.play.simulate import PlayedHand


@dataclass(frozen=True, slots=True)
class NoHands(LayoutPlan):
    """Nobody can make a hand the limits allow: every deal's showdown has no winner."""

    def play(self, seeds: Iterable[int]) -> PlanCounts:
        return PlanCounts(deals=sum(1 for _ in seeds))

    def deal(self, seed: int) -> DealOutcome:
        return DealOutcome((), None)


def check_other(program: Program) -> None:
    """Refuse another player's cards whose sort (up or down) play may change: any flip or
    turning down of own cards changes which of them a hand may take."""
    if not any(isinstance(step, OtherUse) for _, step in program.standing):
        return
    for action in program.actions:
        for step in action.steps:
            if isinstance(step, (Flip, TurnDown)):
                raise Unplanned(f"rule {action.number}: a {step.kind} step in a game whose hands use another "
                                "player's cards: which are up may change")


def seated_probe(program: Program, players: int, dealt: Dealt, board: list[Held]) -> PlayedHand:
    """A probe hand (no card played) whose board is `board` and whose seats hold a card for
    each position dealt to them, face up as dealt: what `HandLimits.ways` reads."""
    from dealerschoice.play.simulate import PlayedHand  # the simulator imports the odds: not at import time

    probe = PlayedHand(program, players, 0)
    probe.table.board = board
    for seat, ups in zip(probe.table.seats, dealt.own_up):
        seat.cards = [Held(Card(0), up=up) for up in ups]
    return probe


def other_places(limited: HandLimits, dealt: Dealt) -> dict[str, int]:
    """The deck position of each other player's place the showdown may name (`P3.1`...: the
    i-th of that seat's cards of the sort the rule names, in the order dealt)."""
    found: dict[str, int] = {}
    rules = [way.other for way in limited.options or (limited,) if way.other is not None]
    for other in dict.fromkeys(rules):
        for number, (cards, ups) in enumerate(zip(dealt.own, dealt.own_up), 1):
            theirs = [p for p, up in zip(cards, ups)
                      if other.cards == Holding.OWN or up == (other.cards == Holding.UP)]
            for i, position in enumerate(theirs, 1):
                found.setdefault(f"P{number}.{i}", position)
    return found


def seat_ways(limited: HandLimits, probe: PlayedHand, number: int):
    """`HandLimits.ways` of seat `number` (from 0) of the probe; `Unplanned` for a way the
    showdown cannot follow."""
    from dealerschoice.play.board import board_of as board_piece

    try:
        return limited.ways(probe, board_piece(probe), probe.table.seats[number])
    except CannotFollow as error:
        raise Unplanned(f"hand limits the showdown cannot follow: {error}") from None


def own_pools(groups: tuple[tuple[int, ...], ...], own: list[int], own_up: list[bool]) -> tuple[tuple[int, ...], ...]:
    """A seat's allowed selections of its own cards alone, as fewer, larger pools where that is
    exact: each selection's down cards with every up card, the pools inside another left out,
    kept only when every five of each pool is an allowed selection and the pools' fives are all
    of them (then a pool's best five is the best allowed hand in it, and the best pool the
    seat's best); else the selections as they are. (Any limit on up cards or a board: as they are.)

    >>> own_pools(((0, 1, 5, 6, 7), (0, 2, 5, 6, 7), (1, 2, 5, 6, 7)), [0, 1, 2, 5, 6, 7], [False] * 3 + [True] * 3)
    ((0, 1, 5, 6, 7), (0, 2, 5, 6, 7), (1, 2, 5, 6, 7))
    >>> len(own_pools(tuple(g for g in combinations(range(7), 5) if sum(p < 3 for p in g) <= 2),
    ...               list(range(7)), [False] * 3 + [True] * 4))
    3
    """
    mine = set(own)
    if len(groups) < 2 or any(len(g) != 5 or not mine.issuperset(g) for g in groups):
        return groups
    ups = tuple(p for p, up in zip(own, own_up) if up)
    found = set(groups)
    candidates = {tuple(sorted(set(g) - set(ups))) + ups for g in groups}
    pools = [c for c in candidates if not any(set(c) < set(d) for d in candidates)]
    fives = {f for pool in pools for f in combinations(pool, 5)}
    if {tuple(sorted(g)) for g in found} != {tuple(sorted(f)) for f in fives}:
        return groups
    return tuple(sorted(pools, key=lambda pool: [own.index(p) for p in pool]))


def no_hands(seats: tuple[tuple[tuple[int, ...], ...], ...]) -> NoHands:
    """A game whose limits allow no player a hand, on every deal ("one down card and four up
    cards" where every card is dealt up): nobody ever wins (`judge._on_board`: no choice);
    `Unplanned` where only some players have none."""
    empty = [n for n, groups in enumerate(seats, 1) if not groups]
    if len(empty) < len(seats):
        raise Unplanned(f"player {empty[0]} can make no hand the limits allow")
    return NoHands()


def never_dealt_up(program: Program, step: ExtraCards) -> bool:
    """Whether a rule that deals extra cards when a card is dealt face up never fires: no deal
    of the game is face up (a flip is no deal: `triggers._matches`), to a player or the table."""
    return step.trigger.event == TriggerEvent.DEALT_UP and not any(
        isinstance(s, Deal) and s.face == Face.UP for action in program.actions for s in action.steps)
