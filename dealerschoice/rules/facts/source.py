"""The steps facts are computed from: a game's rules read into actions (one numbered rule's
steps each), and the typed meaning of a table rule."""

from __future__ import annotations

from dealerschoice.records import Game
from dealerschoice.rules.grammar import ReadRule, read_game
from dealerschoice.rules.steps import RuleStep, TableRule


def actions(source) -> list[tuple[RuleStep, ...]]:
    """A game, its read rules or bare steps as actions: one numbered rule's steps each (a bare
    step is an action of its own)."""
    if isinstance(source, Game):
        source = read_game(source)
    items = list(source)
    if items and isinstance(items[0], ReadRule):
        return [rule.steps for rule in items]
    return [(step,) for step in items]


def meaning(step: RuleStep) -> RuleStep:
    """A table rule's typed meaning counts for facts even though it is not simulated."""
    return step.step if isinstance(step, TableRule) and step.step is not None else step


