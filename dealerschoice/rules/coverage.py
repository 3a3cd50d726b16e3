"""How much of a catalog the rules engine reads: rule lines by status, games by status.

A rule line is "executable" (every step simulated), a "table rule" (read, but some step is
one the simulator does not play) or "unknown" (some sentence no grammar rule reads).
A game is "unknown" when a rule line is unknown, "blocked" when a step it depends on is not
simulated (a blocking gap) or no rule says who wins, and "runnable" otherwise.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from dealerschoice.records import Game
from dealerschoice.rules.grammar import ReadRule, read_game
from dealerschoice.rules.steps import Unknown
from dealerschoice.rules.steps.endings import settles_the_pot
from dealerschoice.rules.steps.final_hand import final_hand_showdown


@dataclass(frozen=True, slots=True)
class Blocked:
    """Why a game cannot run: the first rule that stops it, the kind of step (None when no
    rule says who wins) and the reason. status: "unknown" | "blocked"."""

    game: Game
    rule: int | None
    reason: str
    step: str | None = None
    status: str = "blocked"

    def as_json(self) -> dict:
        return {"rule": self.rule, "step": self.step, "reason": self.reason}


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
    every_game: tuple[Game, ...] = ()

    @property
    def blocked_by_step(self) -> dict[str, int]:
        """Games that cannot run, counted by the kind of step that stops them."""
        counts = Counter(b.step or "no-showdown" for b in self.blocked)
        return dict(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))

    def as_json(self) -> dict:
        stops = {b.game.id: b for b in self.blocked}
        return {
            "games": self.games, "runnable_games": self.runnable_games, "rule_lines": self.rule_lines,
            "executable": self.executable, "table_rules": self.table_rules, "unknown": self.unknown,
            "unknown_sentences": [[text, count] for text, count in self.unknown_sentences],
            "blocked_by_step": self.blocked_by_step,
            "per_game": [{"id": g.id, "name": g.name,
                          "status": stops[g.id].status if g.id in stops else "runnable",
                          "stopped_by": stops[g.id].as_json() if g.id in stops else None}
                         for g in self.every_game],
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
            lines.append("Games stopped, by step: " + ", ".join(f"{k} {v}" for k, v in self.blocked_by_step.items()))
        if self.unknown_sentences:
            lines.append("Sentences no grammar rule reads (rule lines, sentence):")
            lines.extend(f"  {count:4}  {text}" for text, count in self.unknown_sentences)
        return "\n".join(lines)


def game_stop(game: Game, rules: Iterable[ReadRule]) -> Blocked | None:
    """The first rule that stops a game from running, or None when it runs."""
    rules = tuple(rules)
    for rule in rules:
        for step in rule.steps:
            if isinstance(step, Unknown):
                return Blocked(game, rule.number, f'no grammar rule reads "{step.text}"', "unknown", "unknown")
    for rule in rules:
        for step, gap in rule.blocking:
            return Blocked(game, rule.number, gap.reason, step.kind)
    # the settlement of each declared direction wins the pots too (issue 17: play/mechanics/pots.py)
    steps = [s for rule in rules for s in rule.steps]
    if not any(settles_the_pot(s) for s in steps) and final_hand_showdown(s for s in steps if s.standing) is None:
        return Blocked(game, None, "no rule says who wins the pot (no showdown)")
    return None


def rule_coverage(games: Iterable[Game]) -> Coverage:
    """Coverage of these games' rules.

    >>> from dealerschoice.records import Rule, Source
    >>> game = Game(1, "Test", (), (), (Rule(1, "Deal five cards down to each player.", 5),
    ...     Rule(2, "Everybody sings.", 6), Rule(3, "Showdown, high hand wins.", 7)), None, Source("x", 1))
    >>> data = rule_coverage([game]).as_json()
    >>> data["runnable_games"], data["unknown"], data["unknown_sentences"]
    (0, 1, [['Everybody sings.', 1]])
    >>> data["per_game"]  # doctest: +NORMALIZE_WHITESPACE
    [{'id': 1, 'name': 'Test', 'status': 'unknown',
      'stopped_by': {'rule': 2, 'step': 'unknown', 'reason': 'no grammar rule reads "Everybody sings."'}}]
    """
    counts: Counter[str] = Counter()
    unknown: Counter[str] = Counter()
    blocked: list[Blocked] = []
    games = list(games)
    for game in games:
        rules = read_game(game)
        for rule in rules:
            counts[rule.status] += 1
            for step in rule.steps:
                if isinstance(step, Unknown):
                    unknown[step.text] += 1
        stop = game_stop(game, rules)
        if stop:
            blocked.append(stop)
    return Coverage(
        games=len(games), runnable_games=len(games) - len(blocked), rule_lines=sum(counts.values()),
        executable=counts["executable"], table_rules=counts["table-rule"], unknown=counts["unknown"],
        unknown_sentences=tuple(sorted(unknown.items(), key=lambda item: (-item[1], item[0]))),
        blocked=tuple(blocked), every_game=tuple(games),
    )
