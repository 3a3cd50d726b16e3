"""Links from write-ups, their named variants and guides to catalog games, by normalised name.

A source name matches a game when its normalised form equals the normalised form of the
game's name or of one of its aliases. A match on a game's name beats a match on an alias; two
games left tied are reported and not linked (a wrong link is worse than none).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType

from dealerschoice.errors import Problem
from dealerschoice.records.game import Game
from dealerschoice.records.guide import Guide
from dealerschoice.records.writeup import Variant, WriteUp
from dealerschoice.resolve.names import normal_name


def normalise_name(name: str) -> str:
    """The form names are compared in: case, accents, punctuation and a leading "The" ignored.

    >>> normalise_name("Roll-Your-Own") == normalise_name("Roll Your Own")
    True
    >>> normalise_name("Rich's Revenge"), normalise_name("Anaconda♠")
    ('richs revenge', 'anaconda')
    >>> normalise_name("The Good, The Bad & The Ugly")
    'good the bad and the ugly'
    >>> normalise_name("Anaconda II") == normalise_name("Anaconda")  # roman numerals count
    False
    >>> normalise_name("Señor  CAFÉ")
    'senor cafe'
    """
    words = normal_name(name.replace("&", " and ")).split()
    if len(words) > 1 and words[0] == "the":
        words = words[1:]
    return " ".join(words)


@dataclass(frozen=True, slots=True)
class WriteUpLink:
    """A write-up (variant None) or one of its named variants, describing a game."""

    game_id: int
    write_up: WriteUp
    variant: Variant | None = None


@dataclass(frozen=True, slots=True)
class Links:
    by_game: Mapping[int, tuple[WriteUpLink, ...]]
    guides_by_game: Mapping[int, tuple[Guide, ...]]
    unmatched: tuple[str, ...]  # named variants that match no game
    unmatched_write_ups: tuple[str, ...] = ()  # whole write-ups and guides that match no game

    def for_game(self, game_id: int) -> tuple[WriteUpLink, ...]:
        return self.by_game.get(game_id, ())

    def guides_for(self, game_id: int) -> tuple[Guide, ...]:
        return self.guides_by_game.get(game_id, ())


class _Index:
    def __init__(self, games: Iterable[Game]):
        self.keys: dict[str, list[tuple[int, Game]]] = {}
        seen: set[tuple[str, int]] = set()  # (key, game id): a set, as thousands may share a key
        for game in games:
            for rank, name in enumerate((game.name, *game.aliases)):
                key = normalise_name(name)
                if (key, game.id) not in seen:
                    seen.add((key, game.id))
                    self.keys.setdefault(key, []).append((min(rank, 1), game))

    def match(self, names: Iterable[str]) -> tuple[Game | None, list[Game]]:
        """The game the first matching name names, or (None, the tied games)."""
        for name in names:
            hits = self.keys.get(normalise_name(name))
            if hits:
                best = min(rank for rank, _ in hits)
                tied = [g for rank, g in hits if rank == best]
                return (tied[0], []) if len(tied) == 1 else (None, tied)
        return None, []


def _ambiguous(what: str, tied: list[Game]) -> str:
    both = ", ".join(f'"{g.name} (#{g.id})"' for g in tied)
    return (f"{what} matches {len(tied)} games by normalised name or alias: {both}; not "
            "linked. Rename the source or give the games distinct aliases")


def link_sources(games: Iterable[Game], write_ups: Iterable[WriteUp],
                 guides: Iterable[Guide]) -> tuple[Links, list[Problem]]:
    """Link write-ups, their named variants and guides to the games they describe.

    Problems are "info" for a name matching no game, "warning" for a tie between games.

    >>> from dealerschoice.records import Game, Source, WriteUp, Variant
    >>> game = Game(633, "Roll Your Own", (), (), (), None, Source("g.txt", 1))
    >>> up = WriteUp("Roll-Your-Own", (), 7, None, False, (), (Variant("Roll Back", "x", 9),),
    ...              Source("w.txt", 3))
    >>> links, problems = link_sources([game], [up], [])
    >>> [link.game_id for link in links.for_game(633)], links.unmatched
    ([633], ('Roll Back',))
    >>> print(problems[0])
    w.txt:9: write-up variant "Roll Back" matches no game in the catalog
    """
    index = _Index(games)
    by_game: dict[int, list[WriteUpLink]] = {}
    guides_by_game: dict[int, list[Guide]] = {}
    unmatched: list[str] = []
    unmatched_whole: list[str] = []
    problems: list[Problem] = []

    def place(names: tuple[str, ...], what: str, file: str, line: int,
              missing: list[str], label: str) -> Game | None:
        game, tied = index.match(names)
        if tied:
            problems.append(Problem(file, line, _ambiguous(what, tied), "warning"))
        elif game is None:
            problems.append(Problem(file, line, f"{what} matches no game in the catalog", "info"))
            missing.append(label)
        return game

    for up in write_ups:
        heading = up.heading or up.name
        game = place(up.names, f'write-up "{heading}"', up.source.file, up.source.line,
                     unmatched_whole, heading)
        if game is not None:
            by_game.setdefault(game.id, []).append(WriteUpLink(game.id, up, None))
        for variant in up.named_variants:
            label = variant.label or variant.name or ""
            game = place(variant.names, f'write-up variant "{label}"', up.source.file,
                         variant.line, unmatched, label)
            if game is not None:
                by_game.setdefault(game.id, []).append(WriteUpLink(game.id, up, variant))
    for guide in guides:
        game = place((guide.name, guide.title), f'guide "{guide.title}"', guide.source.file,
                     guide.source.line, unmatched_whole, guide.title)
        if game is not None:
            guides_by_game.setdefault(game.id, []).append(guide)
    links = Links(
        MappingProxyType({k: tuple(v) for k, v in sorted(by_game.items())}),
        MappingProxyType({k: tuple(v) for k, v in sorted(guides_by_game.items())}),
        tuple(unmatched), tuple(unmatched_whole),
    )
    return links, problems
