"""Wild cards a table card names, in a draw plan ("All cards with a rank one higher than the
table card are wild."), and whether the table cards count in the players' hands.

The table cards lie at fixed deck places (nobody chooses them), so the wild cards of a deal
follow from those cards alone: `BoardRules.at(board)` asks the simulator's own wild rules
(`PlayedHand.rules_for`, on a probe hand holding that board) once per board and remembers the
answer. Until the card is dealt its rule names nothing; from then on every choice and the
showdown use the rules it names, as the simulator's players ask them at each decision.

Followed: a wild of the rank of the `table_card`-th table card, or of the last, lowest or
highest one, or of every rank showing there, moved by `offset`, the card itself wild or not
(`wilds._ranks`). Any other play-dependent wild is refused by `plan.standing_use`.
A table card that names the wild cards does a job of its own, so it counts in nobody's hand
(`judge.usable_table`); `counts_in_hands` asks the simulator which it is.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields

from dealerschoice.cards import Card, HandRules
from dealerschoice.play.fast.plan import Unplanned
from dealerschoice.play.program import Program
from dealerschoice.rules.steps import Declare, Discard, Draw, Pass, Stack, Wild

# the fields a table-named wild may set besides a written-out wild's (`plan.PLAIN_WILD`)
_NAMED = frozenset({"source", "ranks", "cards", "jokers", "hands", "table_card", "offset", "not_itself"})
# the sources that read nothing but the table's cards and which are face up (`wilds._ranks`);
# the turned board cards they may read too are a board flip's, which no plan follows
_TABLE_SOURCES = frozenset({"table", "table-last", "table-low", "table-high", "table-any"})
_DEFAULTS = {f.name: f.default for f in fields(Wild)}
# the steps that send a game to a draw plan (`plan.compile_plan`): only there are board wilds followed
_DRAWN = (Discard, Draw, Pass, Stack, Declare)


def named_by_table(step: Wild) -> bool:
    """Whether this wild rule names the rank of one table card, and nothing else moves it."""
    return step.source in _TABLE_SOURCES and all(getattr(step, f) == d for f, d in _DEFAULTS.items() if f not in _NAMED)


def follows(program: Program, step: Wild) -> bool:
    """Whether a draw plan follows this standing wild: a table-named wild, in a game that
    compiles to a draw plan (a fixed plan's rules are one for every deal)."""
    return named_by_table(step) and any(type(s) in _DRAWN for action in program.actions for s in action.steps)


def has_board_wilds(program: Program) -> bool:
    """Whether a standing wild of the program is named by a table card."""
    return any(isinstance(step, Wild) and named_by_table(step) for _, step in program.standing)


@dataclass(eq=False, slots=True)
class BoardRules:
    """The high and low wild rules a seat is given once these table cards lie on the table
    (`faces`: each table place dealt face up or not), asked of the simulator, remembered per board."""

    program: Program
    players: int
    faces: tuple[bool, ...]
    _known: dict = field(default_factory=dict)
    _probe: object = None

    def at(self, board: tuple[int, ...]) -> tuple[HandRules, HandRules]:
        found = self._known.get(board)
        if found is None:
            probe = self._hand()
            probe.table.board = _held(board, self.faces)
            seat = probe.table.seats[0]
            # a rank is wild, or none: never limited wilds, which the plan's judges would refuse
            found = self._known[board] = (probe.rules_for(seat, "high", []), probe.rules_for(seat, "low", []))
        return found

    def _hand(self):
        if self._probe is None:
            from dealerschoice.play.simulate import PlayedHand  # the simulator imports the odds: not at import time

            self._probe = PlayedHand(self.program, self.players, 0)
        return self._probe


def _held(board: tuple[int, ...], faces: tuple[bool, ...]) -> list:
    from dealerschoice.play.table import Held

    return [Held(Card(c), up=up) for c, up in zip(board, faces)]


def counts_in_hands(program: Program, players: int, faces: tuple[bool, ...]) -> bool:
    """Whether the table cards count in every player's hand (`judge.usable_table`, asked of a
    probe hand with a table of that many cards); `Unplanned` where only some of them would."""
    if not faces:
        return True
    from dealerschoice.play.judge import usable_table
    from dealerschoice.play.simulate import PlayedHand

    probe = PlayedHand(program, players, 0)
    probe.table.board = _held(tuple(range(len(faces))), faces)
    used = usable_table(probe)
    if len(used) not in (0, len(faces)):
        raise Unplanned(f"{len(used)} of the {len(faces)} table cards count in the hands")
    return bool(used)
