"""Tags one edit apart: "wild" beside "wilds" is almost always a typo of the keeper's."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from dealerschoice.errors import Problem
from dealerschoice.records import Game
from dealerschoice.resolve.names import edit_distance


def _keys(tag: str) -> set[str]:
    """The tag and every form of it with one letter left out: two tags one insertion,
    deletion or substitution apart always share a key, so only tags sharing one are compared
    (a transposition shares keys too, which `edit_distance` then tells apart)."""
    return {tag} | {tag[:i] + tag[i + 1:] for i in range(len(tag))}


def near_tags(counts: Counter[str]) -> dict[str, str]:
    """tag -> the more used tag one edit away that it most likely meant.

    >>> near_tags(Counter({"wilds": 30, "wild": 2, "flip": 40, "flop": 1, "stud": 5}))
    {'flop': 'flip', 'wild': 'wilds'}
    """
    by_key: dict[str, list[str]] = {}
    for tag in counts:
        for key in _keys(tag):
            by_key.setdefault(key, []).append(tag)
    meant: dict[str, str] = {}
    for tag in sorted(counts):
        near = {other for key in _keys(tag) for other in by_key.get(key, ()) if other != tag}
        better = [o for o in near if (counts[o], o) > (counts[tag], tag) and edit_distance(tag, o) == 1]
        if better:
            meant[tag] = max(better, key=lambda o: (counts[o], o))
    return dict(sorted(meant.items()))


def tag_problems(games: Iterable[Game]) -> list[Problem]:
    """A warning at each game whose tag is one edit from a tag more games use."""
    games = list(games)
    counts = Counter(tag for game in games for tag in game.tags)
    meant = near_tags(counts)
    problems = []
    for game in games:
        for tag in game.tags:
            if tag in meant:
                other = meant[tag]
                problems.append(Problem(game.source.file, game.source.line, (
                    f'"{game.name} (#{game.id})": tag "{tag}" ({counts[tag]} game{"s" if counts[tag] != 1 else ""}) '
                    f'is one letter from "{other}" ({counts[other]} games); did you mean "{other}"?'), "warning"))
    return problems
