"""The resolved catalog: records plus lineage, diffs and links, and lookups by id or name."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property

from dealerschoice.errors import Problem
from dealerschoice.records import Catalog, Game, Stub
from dealerschoice.resolve.diff import RuleDiff
from dealerschoice.resolve.lineage import Lineage, name_key
from dealerschoice.resolve.links import Links
from dealerschoice.resolve.names import normal_name


@dataclass(frozen=True)
class Resolved:
    """Everything the later stages read. `problems` holds warnings and info only (no errors)."""

    catalog: Catalog
    lineage: Lineage
    diffs: Mapping[int, RuleDiff]
    links: Links | None
    problems: tuple[Problem, ...] = ()

    @property
    def games(self) -> tuple[Game, ...]:
        return self.catalog.games

    @property
    def stubs(self) -> tuple[Stub, ...]:
        """Every record of the lineage that is absent from the catalog, by name."""
        graph = self.lineage.graph
        found = [graph.nodes[n]["record"] for n in graph]
        return tuple(sorted((r for r in found if isinstance(r, Stub)), key=name_key))

    def game(self, id: int) -> Game:
        """The game of an id; KeyError if the id is a stub or unknown."""
        try:
            return self._by_id[id]
        except KeyError:
            raise KeyError(f"no game with id {id}") from None

    def by_name(self, text: str) -> Game | None:
        """The game a person means by a name, an alias, "Name (#id)", "#id" or "id".

        Case, accents and punctuation are ignored; a name wins over another game's alias.

        >>> from dealerschoice.records import GameRef, Source
        >>> here = Source("g.txt", 1)
        >>> ana = Game(10, "Anaconda", ("Pass the Trash",), (), (), None, here)
        >>> ryo = Game(633, "Roll Your Own", (), (), (), None, here)
        >>> r = Resolved(Catalog((ana, ryo), ()), Lineage.of([ana, ryo]), {}, None)
        >>> [r.by_name(t).id for t in ("pass THE trash", "Roll-Your-Own", "#633", "10", "Anaconda (#10)")]
        [10, 633, 633, 10, 10]
        >>> r.by_name("Anaconda (#633)") is None, r.by_name("Omaha") is None
        (True, True)
        """
        text = text.strip()
        number = re.fullmatch(r"#?\s*(\d+)", text)
        if number:
            return self._by_id.get(int(number.group(1)))
        named = re.fullmatch(r"(.*?)\s*\(#\s*(\d+)\)", text)
        if named:
            game = self._by_id.get(int(named.group(2)))
            return game if game and normal_name(game.name) == normal_name(named.group(1)) else None
        return self._by_name.get(normal_name(text))

    @cached_property
    def _by_id(self) -> dict[int, Game]:
        found: dict[int, Game] = {}
        for game in self.catalog.games:
            found.setdefault(game.id, game)
        return found

    @cached_property
    def _by_name(self) -> dict[str, Game]:
        ordered = sorted(self.catalog.games, key=name_key)
        found: dict[str, Game] = {}
        for game in ordered:
            found.setdefault(normal_name(game.name), game)
        for game in ordered:  # aliases only fill names no game has
            for alias in game.aliases:
                found.setdefault(normal_name(alias), game)
        return found
