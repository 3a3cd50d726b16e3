"""Rule text -> typed steps, by the rules grammar (`rules.read`).

A rule's text is split into sentences; at each sentence the reader tries the longest run of
following sentences first (a family may read a sentence together with the ones that
qualify it: "... stack face down. The order of the stack may not change once made."), then
shorter runs. A run is read by the grammar's families (at most one may read it); while the
grammar is being completed, a run no family reads is tried against the older regex
families of `rules.sentences`, which read whole sentence shapes (never key words). A
sentence nothing reads becomes an `Unknown` step.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from dealerschoice.records import Game, Rule
from dealerschoice.rules.read.family import Ambiguous
from dealerschoice.rules.read.reader import read_words
from dealerschoice.rules.read.words import run_words, split_sentences
from dealerschoice.rules.sentences import all_patterns
from dealerschoice.rules.steps import Gap, RuleStep, TableRule, Unknown

_LONGEST_RUN = 5

__all__ = ["split_sentences", "normalize", "read_sentences", "read_rule", "read_game", "game_steps", "ReadRule"]


def normalize(sentence: str) -> str:
    """Lower case, plain quotes and spaces, no final period: the form patterns match.

    >>> normalize("  Deal two cards  up to each player ")
    'deal two cards up to each player'
    >>> normalize("If you say the word ‘king,’ you must pay max bet to the pot.")
    "if you say the word 'king,' you must pay max bet to the pot"
    """
    text = sentence.strip().lower()
    text = text.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    text = re.sub(r"\s+", " ", text)
    return re.sub(r"\s*[.!]+$", "", text)


@lru_cache(maxsize=4096)
def read_sentences(text: str) -> tuple[RuleStep, ...]:
    """The steps of one rule's text.

    >>> read_sentences("Deal two cards down and one card up to each player.")
    (Deal(count=2, face='down', to='each', condition=None), Deal(count=1, face='up', to='each', condition=None))
    >>> [s.kind for s in read_sentences("Deal seven cards down to each player. No player may look at these cards.")]
    ['deal', 'no-peek']
    >>> read_sentences("Everybody sings.")
    (Unknown(text='Everybody sings.'),)
    """
    sentences = split_sentences(text)
    normal = [normalize(s) for s in sentences]
    steps: list[RuleStep] = []
    at = 0
    while at < len(sentences):
        for run in range(min(_LONGEST_RUN, len(sentences) - at), 0, -1):
            found = read_run(sentences[at:at + run], normal[at:at + run])[1]
            if found is not None:
                steps.extend(found)
                at += run
                break
        else:
            steps.append(Unknown(sentences[at]))
            at += 1
    return tuple(steps)


def read_run(sentences: list[str], normal: list[str] | None = None) -> tuple[str | None, tuple[RuleStep, ...] | None]:
    """(who read it, steps) for a run of sentences read together: "grammar:FAMILY",
    "legacy:PATTERN", or (None, None). An ambiguous reading is not a reading.

    >>> read_run(["Deal two cards up to each player."])[0]
    'grammar:deal'
    """
    try:
        reading = read_words(run_words(sentences))
    except Ambiguous:
        return None, None
    if reading is not None:
        return f"grammar:{reading.family}", reading.steps
    text = ". ".join(normal if normal is not None else [normalize(s) for s in sentences])
    for pattern in all_patterns():
        found = pattern.read(text)
        if found is not None:
            return f"legacy:{pattern.name}", found
    return None, None


def _read(sentence: str) -> tuple[RuleStep, ...] | None:
    for pattern in all_patterns():
        found = pattern.read(sentence)
        if found is not None:
            return found
    return None


def which_pattern(sentence: str) -> str | None:
    """The name of the first pattern reading a single sentence (for debugging and tests).

    >>> which_pattern("Each player passes three cards to their left.")
    'cards.passes'
    """
    text = normalize(sentence)
    return next((p.name for p in all_patterns() if p.read(text) is not None), None)


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
            if isinstance(step, TableRule):
                found.append((step.step or step, Gap(step.reason, step.blocking)))
            elif not isinstance(step, Unknown) and (gap := step.gap()) is not None:
                found.append((step, gap))
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
