"""Rule text -> typed steps, by the rules grammar (`rules.read`).

A rule's text is split into sentences; at each sentence the reader tries the longest run of
following sentences first (a family may read a sentence together with the ones that
qualify it: "... stack face down. The order of the stack may not change once made."), then
shorter runs. A run is read by the grammar's families (at most one may read it). A
sentence no family reads becomes an `Unknown` step: there is no fallback and no key-word
reading. Each family keeps what it has read in the cache store (`read.family`), so a rebuild
parses only the sentences it has not met, and a grammar change only what that family reads.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from dealerschoice.records import Game, Rule
from dealerschoice.rules.read.family import Ambiguous
from dealerschoice.rules.read.reader import read_words
from dealerschoice.rules.read.words import respellings, run_words, split_sentences
from dealerschoice.rules.steps import Gap, RuleStep, TableRule, Unknown

_LONGEST_RUN = 5

__all__ = ["split_sentences", "Run", "read_runs", "read_sentences", "read_rule", "read_game", "game_steps", "ReadRule"]


@dataclass(frozen=True, slots=True)
class Run:
    """Sentences read together: their text, who read them ("grammar:FAMILY", "unknown" or
    "ambiguous", with the readings in `note`) and the steps (an `Unknown` when not read)."""

    text: str
    who: str
    steps: tuple[RuleStep, ...]
    note: str = ""


@lru_cache(maxsize=4096)
def read_runs(text: str) -> tuple[Run, ...]:
    """The runs a rule's text is read in, longest first at each sentence.

    >>> [(r.who, len(r.steps)) for r in read_runs("Deal two cards up to each player. Everybody sings.")]
    [('grammar:deal', 1), ('unknown', 1)]
    """
    sentences = split_sentences(text)
    runs: list[Run] = []
    at = 0
    while at < len(sentences):
        for length in range(min(_LONGEST_RUN, len(sentences) - at), 0, -1):
            part = sentences[at:at + length]
            try:
                reading = read_words(run_words(part))
            except Ambiguous as error:  # not a reading: a shorter run may still read
                if length == 1:
                    runs.append(Run(part[0], "ambiguous", (Unknown(part[0]),), str(error)))
                    at += 1
                    break
                continue
            if reading is not None:
                # a longer run read with confused words put right is still the longer run
                respelt = _respelt_run(sentences, at, longer_than=length)
                if respelt is not None:
                    runs.append(respelt[0])
                    at += respelt[1]
                    break
                runs.append(Run(" ".join(part), f"grammar:{reading.family}", reading.steps))
                at += length
                break
        else:
            respelt = _respelt_run(sentences, at)
            if respelt is not None:
                runs.append(respelt[0])
                at += respelt[1]
                continue
            runs.append(Run(sentences[at], "unknown", (Unknown(sentences[at]),)))
            at += 1
    return tuple(runs)


def _respelt_run(sentences: list[str], at: int, longer_than: int = 0) -> tuple[Run, int] | None:
    """The run at `at`, of more than `longer_than` sentences, that no family reads as written
    but one reads with commonly confused words put right (`words.respellings`), longest
    first, and how many sentences it takes; its reader says what was put right
    ("grammar:wild, respelt you>your").

    >>> [(r.who, [s.kind for s in r.steps]) for r in read_runs("You hand can only use on horizontal row of common cards.")]
    [('grammar:board, respelt on>one', ['board-use'])]
    """
    for length in range(min(_LONGEST_RUN, len(sentences) - at), longer_than, -1):
        part = sentences[at:at + length]
        for respelt, fixes in respellings(run_words(part)):
            try:
                reading = read_words(respelt)
            except Ambiguous:
                continue
            if reading is not None:
                said = " ".join(f"{wrote}>{meant}" for wrote, meant in fixes)
                return Run(" ".join(part), f"grammar:{reading.family}, respelt {said}", reading.steps), length
    return None


@lru_cache(maxsize=4096)
def read_sentences(text: str) -> tuple[RuleStep, ...]:
    """The steps of one rule's text.

    >>> [(s.kind, s.count, s.face, s.to) for s in read_sentences("Deal two cards down and one card up to each player.")]
    [('deal', 2, 'down', 'each'), ('deal', 1, 'up', 'each')]
    >>> [s.kind for s in read_sentences("Deal seven cards down to each player. No player may look at these cards.")]
    ['deal', 'no-peek']
    >>> read_sentences("Everybody sings.")
    (Unknown(text='Everybody sings.'),)
    """
    return tuple(step for run in read_runs(text) for step in run.steps)


def step_gap(step: RuleStep) -> Gap | None:
    """Why the simulator does not play a step (a `TableRule` carries its own reason)."""
    return Gap(step.reason, step.blocking) if isinstance(step, TableRule) else step.gap()


@dataclass(frozen=True, slots=True)
class ReadRule:
    """One numbered rule and the steps read from it."""

    number: int
    text: str
    line: int
    steps: tuple[RuleStep, ...]

    @property
    def status(self) -> str:
        """"unknown" if any sentence was not read, else "table-rule" if any step is not
        simulated, else "executable"."""
        if any(isinstance(s, Unknown) for s in self.steps):
            return "unknown"
        if self.gaps:
            return "table-rule"
        return "executable"

    @property
    def gaps(self) -> tuple[tuple[RuleStep, Gap], ...]:
        """The steps the simulator does not play, each with why."""
        found = []
        for step in self.steps:
            if not isinstance(step, Unknown) and (gap := step_gap(step)) is not None:
                found.append((step.step or step if isinstance(step, TableRule) else step, gap))
        return tuple(found)

    @property
    def blocking(self) -> tuple[tuple[RuleStep, Gap], ...]:
        """The steps without which a hand would not be this game."""
        return tuple((step, gap) for step, gap in self.gaps if gap.blocking)


def read_rule(rule: Rule) -> ReadRule:
    """One rule, read.

    >>> read_rule(Rule(3, "Showdown, high hand wins.", 40)).status
    'executable'
    """
    return ReadRule(rule.number, rule.text, rule.line, read_sentences(rule.text))


def read_game(game: Game) -> tuple[ReadRule, ...]:
    """Every rule of a game, read.

    >>> from dealerschoice.records import Source
    >>> game = Game(1, "G", (), (), (Rule(1, "Deal five cards down to each player.", 4),
    ...                               Rule(2, "Showdown, low hand wins.", 5)), None, Source("g.txt", 1))
    >>> [(r.number, r.status, [s.kind for s in r.steps]) for r in read_game(game)]
    [(1, 'executable', ['deal']), (2, 'executable', ['showdown'])]
    """
    return tuple(read_rule(rule) for rule in game.rules)


def game_steps(game: Game) -> tuple[RuleStep, ...]:
    """The steps of all of a game's rules, in rule order.

    >>> from dealerschoice.records import Source
    >>> game = Game(1, "G", (), (), (Rule(1, "Deal one card up to each player. Kings are wild.", 4),), None, Source("g", 1))
    >>> [(s.kind, s.standing) for s in game_steps(game)]
    [('deal', False), ('wild', True)]
    """
    return tuple(step for rule in read_game(game) for step in rule.steps)
