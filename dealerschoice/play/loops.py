"""Knowing early that a hand never ends, with the same answer as playing it out.

The runner stops a hand after `MAX_ACTIONS` rules and names the repeat it is stuck in
(`endless`). A bare repeat over rules that play nothing is seen at once (`idle_repeat`). A
hand still going after `WATCH_FROM` rules is watched: each time a rule jumps back, the whole
state that the rest of the hand depends on is compared with what it was at an earlier jump
to the same place. Equal states play on identically (the simulator is deterministic), so
the hand loops through the same rules for ever and the safety net would fire at a rule
known now. The state compared is everything the hand reads to decide: where each card lies
and how, the chips, the random generator and the hand's own bookkeeping; not what it has
only written down (events, results) or remembered (answers worked out from their arguments).
"""

from __future__ import annotations

import dataclasses

from dealerschoice.play.program import EndlessHand, Stop
from dealerschoice.play.table import Held
from dealerschoice.rules.steps import Bet, Repeat
from dealerschoice.rules.steps.vocab import UntilKind

WATCH_FROM = 300  # rules played: no hand that ends comes near this; a longer one is watched
MAX_LOOKS = 20     # full comparisons that found a difference: then the hand is left to run

def endless(actions, at: int, limit: int) -> EndlessHand:
    """The hand never ends: the first repeat from action index `at` on is the rule that stops it."""
    loop = next((a for a in actions[at:] + actions[:at] if any(isinstance(s, Repeat) for s in a.steps)),
                actions[at])
    return EndlessHand(Stop(loop.number, loop.text, f"the hand never ends: more than {limit} "
                                                    "rules played and the repeat still goes on"))


def idle_repeat(actions, target: int, at: int) -> bool:
    """Whether action `at` is a bare repeat (on the cards showing, not on wins or the pot)
    that jumped back to `target` over rules that play nothing: such a round changes nothing
    but a note, so every later round repeats it exactly."""
    steps = actions[at].steps
    return (target <= at and len(steps) == 1 and isinstance(steps[0], Repeat)
            and steps[0].until.kind in (UntilKind.ALL_UP, UntilKind.SHOWING)
            and not any(a.steps for a in actions[target:at]))


class LoopWatch:
    """Per hand: the jumps seen since `WATCH_FROM`, and the rules played since then."""

    def __init__(self) -> None:
        self.played: list[int] = []  # action index of every rule played since WATCH_FROM
        self.seen: dict[tuple, tuple[int, tuple | None]] = {}  # quick key -> (rules played, state)
        self.looks = 0

    def jumped(self, hand, at: int, target: int, executed: int, limit: int) -> int | None:
        """Rule `at` (the `executed`th played) jumps back to `target`. If the hand is in a loop,
        the action index at which the limit of `limit` rules is passed; else None."""
        if self.looks >= MAX_LOOKS:
            return None
        # a quick key first, made of parts of the state (so equal states share it) that
        # change in most loops that do end: chips, cards dealt, rounds
        table = hand.table
        quick = (at, target, table.pot, table.carried, len(table.deck), tuple(s.paid for s in table.seats),
                 hand.money.bet_rounds if _rounds_read(hand) else None, hand.progress.deals, hand.progress.cycles)
        before = self.seen.get(quick)
        if before is None:
            self.seen[quick] = (len(self.played), None)
            return None
        state = hand_state(hand)
        if before[1] is not None:
            if before[1] == state:
                period = self.played[before[0]:]  # the rules played from that jump to this one
                return period[(limit - executed) % len(period)]
            self.looks += 1
        self.seen[quick] = (len(self.played), state)
        return None


def hand_state(hand) -> tuple:
    """The state the rest of the hand depends on, as a comparable value."""
    table = hand.table
    # a held card may be named twice (in a seat's cards and among the last cards dealt): it
    # is known by where it lies, so equal states hold the same cards in the same places
    places = {id(h): ("table", i) for i, h in enumerate(table.board)}
    for seat in table.seats:
        places.update((id(h), (seat.number, i)) for i, h in enumerate(seat.cards))
    # the pieces of the hand's state (state.py): their fields marked compare=False are
    # remembered answers or records, no state; the rulebook and the log are neither
    money_skip = () if _rounds_read(hand) else ("bet_rounds",)
    return (
        _value(table.board, places), _value(table.seats, places), tuple(table.deck), tuple(table.muck),
        tuple(table.turned), table.pot, table.carried, table.dealer, table.rng.getstate(),
        _value(hand.outcome, places), _fields(hand.money, places, money_skip), _value(hand.turns, places),
        _value(hand.progress, places), _value(hand.wilds, places),
        tuple((type(piece).__name__, _value(piece, places)) for piece in hand.pieces.values()),
    )


def _rounds_read(hand) -> bool:
    """The count of betting rounds decides only who opens when the opener moves each round:
    in a game without that rule it is written, never read, and is no part of the state."""
    return any(step.opener == "rotate" for step in hand.program.steps_of(Bet))


def _value(value, places: dict):
    """A comparable value; lists, sets and dicts keep their order (a stricter match is safe)."""
    if value is None or isinstance(value, (bool, int, str, float)):
        return value
    if isinstance(value, (list, tuple, set, frozenset)):
        return tuple(_value(v, places) for v in value)
    if isinstance(value, dict):
        return tuple((_value(k, places), _value(v, places)) for k, v in value.items())
    if isinstance(value, Held):
        return places.get(id(value), "loose"), value.card, value.up, value.seen, value.pile, value.dealt_up
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return _fields(value, places)
    return object()  # something unknown: never equal, so never taken for a loop


def _fields(value, places: dict, skip: tuple[str, ...] = ()) -> tuple:
    """A dataclass as a comparable value: its fields that compare (compare=False marks a
    remembered answer or a record), but those in `skip`."""
    return type(value).__name__, tuple(_value(getattr(value, f.name), places) for f in dataclasses.fields(value)
                                       if f.compare and f.name not in skip)
