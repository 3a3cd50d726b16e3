"""How much of a catalog the rules engine reads: rule lines by status, runnable games.

A rule line is "executable" (every step simulated), a "table rule" (read, but some part is
a TableRule the simulator does not play) or "unknown" (some sentence no pattern reads).
A game is runnable when no rule line is unknown and no TableRule is blocking.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from dealerschoice.records import Game
from dealerschoice.rules.grammar import read_game
from dealerschoice.rules.steps import Unknown


@dataclass(frozen=True, slots=True)
class Blocked:
    """Why a game cannot run: the first rule that stops it."""

    game: Game
    rule: int
    reason: str


@dataclass(frozen=True, slots=True)
class Coverage:
    games: int
    runnable_games: int
    rule_lines: int
    executable: int
    table_rules: int
    unknown: int
    unknown_sentences: tuple[tuple[str, int], ...]
    blocked: tuple[Blocked, ...] = ()

    def as_json(self) -> dict:
        return {
            "games": self.games, "runnable_games": self.runnable_games, "rule_lines": self.rule_lines,
            "executable": self.executable, "table_rules": self.table_rules, "unknown": self.unknown,
            "unknown_sentences": [[text, count] for text, count in self.unknown_sentences],
        }

    def as_text(self) -> str:
        lines = [
            f"{self.games} games, {self.runnable_games} runnable",
            (f"{self.rule_lines} rule lines: {self.executable} executable, {self.table_rules} table rules, "
             f"{self.unknown} unknown"),
        ]
        if self.blocked:
            lines.append("Not runnable:")
            lines.extend(f"  {b.game.name} (#{b.game.id}), rule {b.rule}: {b.reason}" for b in self.blocked)
        if self.unknown_sentences:
            lines.append("Sentences no pattern reads (rule lines, sentence):")
            lines.extend(f"  {count:4}  {text}" for text, count in self.unknown_sentences)
        return "\n".join(lines)


def rule_coverage(games: Iterable[Game]) -> Coverage:
    """Coverage of these games' rules.

    >>> from dealerschoice.records import Rule, Source
    >>> game = Game(1, "Test", (), (), (Rule(1, "Deal five cards down to each player.", 5),
    ...     Rule(2, "Everybody sings.", 6), Rule(3, "Showdown, high hand wins.", 7)), None, Source("x", 1))
    >>> rule_coverage([game]).as_json()  # doctest: +NORMALIZE_WHITESPACE
    {'games': 1, 'runnable_games': 0, 'rule_lines': 3, 'executable': 2, 'table_rules': 0,
     'unknown': 1, 'unknown_sentences': [['Everybody sings.', 1]]}
    """
    counts: Counter[str] = Counter()
    unknown: Counter[str] = Counter()
    blocked: list[Blocked] = []
    games = list(games)
    for game in games:
        stop = None
        for rule in read_game(game):
            counts[rule.status] += 1
            for step in rule.steps:
                if isinstance(step, Unknown):
                    unknown[step.text] += 1
                    stop = stop or Blocked(game, rule.number, f'no pattern reads "{step.text}"')
            if rule.blocking:
                stop = stop or Blocked(game, rule.number, rule.blocking[0].reason)
        if stop:
            blocked.append(stop)
    return Coverage(
        games=len(games), runnable_games=len(games) - len(blocked), rule_lines=sum(counts.values()),
        executable=counts["executable"], table_rules=counts["table-rule"], unknown=counts["unknown"],
        unknown_sentences=tuple(sorted(unknown.items(), key=lambda item: (-item[1], item[0]))),
        blocked=tuple(blocked),
    )
