"""A game's rules as a program the simulator runs: actions in rule order, standing rules apart.

An action is one numbered rule and the steps it plays at its place; a standing step (wild
cards, forced actions, the deck...) holds for the whole hand wherever it is written. A game
cannot run when a rule is not read, when a step the hand depends on is not simulated (a
blocking `gap()`, or a blocking `TableRule`), or when it has no showdown.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TypeVar

from dealerschoice.records import Game
from dealerschoice.records.analysis import Stop as StopRecord
from dealerschoice.rules.grammar import ReadRule, read_game, step_gap
from dealerschoice.rules.steps import Deck, RuleStep, Unknown
from dealerschoice.rules.steps.endings import settles_the_pot
from dealerschoice.rules.steps.final_hand import final_hand_showdown

T = TypeVar("T")
S = TypeVar("S")  # a step type asked for: `steps_of(Deal)` is a list of Deal


@dataclass(frozen=True, slots=True)
class Action:
    """One rule line: its number, text and the steps played at its place."""

    number: int
    text: str
    steps: tuple[RuleStep, ...]


@dataclass(frozen=True, slots=True)
class Program:
    game: Game
    actions: tuple[Action, ...]
    standing: tuple[tuple[int, RuleStep], ...]  # (rule number, step)
    notes: tuple[tuple[int, str], ...]  # rules understood but not simulated: (rule, reason)
    # the steps of each type, searched out once: every hand asks again (its rulebook, its
    # limited wilds), and the odds play thousands of hands of one program. Not part of the
    # program's value (equality, hash, repr).
    found: dict[tuple[str, object], tuple] = field(default_factory=dict, init=False, compare=False, repr=False)

    def once(self, make: Callable[[Program], T]) -> T:
        """`make(program)`, worked out once for this program: for what depends on its steps
        alone (never on a hand), as the odds ask of every deal."""
        found = self.found.get(("once", make))
        if found is None:
            found = self.found["once", make] = (make(self),)
        return found[0]

    def __reduce__(self):
        # sent to a worker without what was found (it may hold what cannot be sent: a lambda)
        return Program, (self.game, self.actions, self.standing, self.notes)

    @property
    def deck(self) -> Deck:
        found = self.found.get(("deck", Deck))
        if found is None:
            found = self.found["deck", Deck] = (next((s for _, s in self.standing if isinstance(s, Deck)), Deck()),)
        return found[0]

    def standing_of(self, kind: type[S]) -> list[tuple[int, S]]:
        found = self.found.get(("standing", kind))
        if found is None:
            found = self.found["standing", kind] = tuple((n, s) for n, s in self.standing if isinstance(s, kind))
        return list(found)  # a new list each time: callers may change theirs

    def steps_of(self, kind: type[S]) -> list[S]:
        """Every step of a type, standing or in order."""
        found = self.found.get(("steps", kind))
        if found is None:
            found = tuple(s for _, s in self.standing if isinstance(s, kind))
            found = self.found["steps", kind] = found + tuple(s for a in self.actions for s in a.steps
                                                             if isinstance(s, kind))
        return list(found)


@dataclass(frozen=True, slots=True)
class Stop:
    """Why a game cannot run: the rule that stops it and the reason."""

    rule: int | None
    text: str
    reason: str

    def __str__(self) -> str:
        where = f"rule {self.rule}" if self.rule is not None else "the rules"
        return f"{where} stops it: {self.reason}"

    def as_json(self) -> dict:
        return {"rule": self.rule, "text": self.text, "reason": self.reason}

    def to_record(self) -> StopRecord:
        """As the analysis results keep it (`records.analysis.Stop`)."""
        return StopRecord(self.rule, self.text, self.reason)


class NotRunnable(Exception):
    """The game cannot be simulated; `stop` says which rule and why."""

    def __init__(self, stop: Stop):
        self.stop = stop
        super().__init__(str(stop))


class EndlessHand(NotRunnable):
    """The rules loop without end; another seed would loop the same way."""


def game_program(game: Game, read: Sequence[ReadRule] | None = None) -> Program:
    """The program of a game, or NotRunnable with the rule that stops it. `read`: the game's
    rules as `read_game` gives them, when the caller has them already.

    >>> from dealerschoice.records import Rule, Source
    >>> game = Game(1, "T", (), (), (Rule(1, "Deal five cards down to each player.", 5),
    ...     Rule(2, "Threes are wild.", 6), Rule(3, "Showdown, high hand wins.", 7)), None, Source("x", 1))
    >>> program = game_program(game)
    >>> [a.number for a in program.actions], [n for n, _ in program.standing]
    ([1, 2, 3], [2])
    """
    actions: list[Action] = []
    standing: list[tuple[int, RuleStep]] = []
    notes: list[tuple[int, str]] = []
    for rule in read_game(game) if read is None else read:
        played: list[RuleStep] = []
        for step in rule.steps:
            if isinstance(step, Unknown):
                raise NotRunnable(Stop(rule.number, rule.text, f'no grammar rule reads the sentence "{step.text}"'))
            gap = step_gap(step)
            if gap is not None:
                if gap.blocking:
                    raise NotRunnable(Stop(rule.number, rule.text, gap.reason))
                notes.append((rule.number, gap.reason))
            elif step.standing:
                standing.append((rule.number, step))
            else:
                played.append(step)
        actions.append(Action(rule.number, rule.text, tuple(played)))
    if not any(settles_the_pot(s) for a in actions for s in a.steps) and not any(settles_the_pot(s) for _, s in standing):
        last = game.rules[-1] if game.rules else None
        implied = final_hand_showdown(s for _, s in standing)  # "...in your final hand": a showdown
        if implied is None or last is None:
            raise NotRunnable(Stop(last.number if last else None, last.text if last else "",
                                   "no rule says who wins the pot (no showdown)"))
        actions.append(Action(last.number, last.text, (implied,)))
    return Program(game, tuple(actions), tuple(standing), tuple(notes))
