"""Typed template contexts for game pages, built from the resolved catalog.

Hrefs in contexts are paths from the site root (see `paths.py`); templates prefix `root`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace
from pathlib import PurePath

from markupsafe import Markup

from dealerschoice.records import Game, Guide, Stub, Variant, WriteUp
from dealerschoice.records.analysis import GameAnalysis
from dealerschoice.render.board_svg import BoardFigure, board_figure
from dealerschoice.render.change_words import what_changed
from dealerschoice.render.charts import OddsCharts, odds_charts
from dealerschoice.render.env import CSP
from dealerschoice.render.glossary import TermLinker
from dealerschoice.render.paths import Paths, root_of
from dealerschoice.render.versions import Version, game_versions
from dealerschoice.resolve import Lineage, Resolved


@dataclass(frozen=True, slots=True)
class SiteContext:
    """What every page knows about the whole site (the `site` template variable)."""

    title: str
    game_count: int
    has_filter: bool = False
    has_search: bool = False
    has_hand_rankings: bool = False
    has_odds: bool = False
    csp: str = CSP


@dataclass(frozen=True, slots=True)
class GameLink:
    id: int
    name: str
    href: str | None  # None: a stub, shown as not in the catalog
    summary: str = ""  # the game's one line from its steps (`rules.summary`), where lists show it
    changed: str = ""  # what it changes from its parent, in words (`change_words`), where lists show it


@dataclass(frozen=True, slots=True)
class TagLink:
    name: str
    href: str
    count: int = 0


@dataclass(frozen=True, slots=True)
class RuleLine:
    number: int
    html: Markup


@dataclass(frozen=True, slots=True)
class DiffView:
    parent: GameLink
    parent_href: str
    summary: str
    changes: tuple  # the RuleChanges that are not "same"


@dataclass(frozen=True, slots=True)
class FamilyLink:
    name: str
    href: str
    size: int


@dataclass(frozen=True, slots=True)
class WriteUpView:
    write_up: WriteUp
    variant: Variant | None
    source_label: str


@dataclass(frozen=True, slots=True)
class GuideView:
    guide: Guide
    title: str
    source_label: str


@dataclass(frozen=True, slots=True)
class GamePage:
    id: int
    name: str
    aliases: tuple[str, ...]
    tags: tuple[TagLink, ...]
    rules: tuple[RuleLine, ...]
    lineage: tuple[GameLink, ...]  # root first, parent last (at most SHOWN_ANCESTORS)
    lineage_gap: int  # generations left out after the root (a very deep family)
    parent: GameLink | None
    children: tuple[GameLink, ...]
    siblings: tuple[GameLink, ...]
    diff: DiffView | None
    diagram: Markup | None
    family: FamilyLink
    write_ups: tuple[WriteUpView, ...]
    guides: tuple[GuideView, ...]
    analysis: GameAnalysis | None = None  # the rules engine's results for this game, if any
    board: BoardFigure | None = None  # the drawing of a common-card layout, for games with one
    summary: str = ""  # the game's one line from its steps (`rules.summary`), first on the page
    odds_charts: OddsCharts | None = None  # the charts of the game's odds (`analysis.odds`), if any
    versions: tuple[Version, ...] = ()  # its versions from other sources, each with what differs (`render.versions`)
    changed: str = ""  # what it changes from its parent, in words (`change_words`): said under the parent's name



Diagram = Callable[[object, int, Callable[[int], str]], str]


class GamePages:
    """Builds a GamePage per game; holds what all game pages share."""

    def __init__(self, resolved: Resolved, paths: Paths, linker: TermLinker, diagram: Diagram | None = None,
                 analysis: Mapping[int, GameAnalysis] | None = None,
                 changes: Callable[[int, int], str] | None = None):
        """`analysis`: each game's results (`Analysis.games`), by id; `changes`: what a child
        changes from its parent, said once a build (`change_words.ChangeWords`), else said here."""
        self.resolved = resolved
        self.analysis = analysis or {}
        self.lineage = resolved.lineage
        self.paths = paths
        self.linker = linker
        self.diagram = diagram
        self._family_links: dict[int, FamilyLink] = {}  # by root: every member's page shows it
        # each game's summary (`records.summary`), for what a relative changes from its parent
        self.summaries = {id: entry.summary for id, entry in self.analysis.items()}
        self.changes = changes

    def link(self, id: int) -> GameLink:
        record = self.lineage.record(id)
        return GameLink(id, record.name, self.paths.page(id))

    def links(self, ids: Iterable[int]) -> tuple[GameLink, ...]:
        return tuple(self.link(i) for i in ids)

    def changed(self, id: int) -> str:
        """What game `id` changes from its parent (`change_words.what_changed`); "" for a root,
        or where neither the summaries nor the rule diff say anything."""
        parent = self.lineage.parent(id)
        if parent is None:
            return ""
        if self.changes is not None:
            return self.changes(parent, id)
        return what_changed(self.summaries.get(parent), self.summaries.get(id), self.resolved.diffs.get(id))

    def relatives(self, ids: Iterable[int]) -> tuple[GameLink, ...]:
        """Links to the games `ids`, each with what it changes from its parent (the page's lists)."""
        return tuple(replace(self.link(i), changed=self.changed(i)) for i in ids)

    def family_link(self, id: int) -> FamilyLink:
        root = self.lineage.root(id)
        if root not in self._family_links:
            self._family_links[root] = FamilyLink(self.lineage.record(root).name, self.paths.family(root),
                                                  family_size(self.lineage, root))
        return self._family_links[root]

    def page(self, game: Game, diagram: str | None = None) -> GamePage:
        """The page's context; `diagram` is its SVG when laid out beforehand (in a batch)."""
        path = self.paths.game_page(game.id)
        root = root_of(path)
        glossary = f"{root}glossary/index.html"
        lineage = self.lineage
        parent = lineage.parent(game.id)
        seen: set[str] = set()  # link each glossary term at its first use on the page
        shown, gap = lineage.line_up(game.id, SHOWN_ANCESTORS)
        analysis = self.analysis.get(game.id)  # a game the engine did not analyse has none
        write_ups, guides = self._write_ups(game.id), self._guides(game.id)
        return GamePage(
            id=game.id,
            name=game.name,
            aliases=game.aliases,
            tags=tuple(TagLink(t, Paths.tag(t)) for t in game.tags),
            rules=tuple(RuleLine(r.number, self.linker.link(r.text, glossary, seen)) for r in game.rules),
            lineage=self.links(shown),
            lineage_gap=gap,
            parent=self.link(parent) if parent is not None else None,
            children=self.relatives(lineage.children(game.id)),
            siblings=self.relatives(lineage.siblings(game.id)),
            diff=self._diff(game),
            diagram=Markup(diagram) if diagram is not None else self._diagram(game.id, root),
            family=self.family_link(game.id),
            write_ups=write_ups,
            guides=guides,
            analysis=analysis,
            board=board_figure(analysis),
            summary=_summary_line(analysis),
            versions=game_versions(analysis.summary if analysis is not None else None, game.name, write_ups, guides),
            odds_charts=odds_charts(analysis.odds) if analysis is not None else None,
            changed=self.changed(game.id),
        )

    def _diff(self, game: Game) -> DiffView | None:
        diff = self.resolved.diffs.get(game.id)
        if diff is None:
            return None
        changes = tuple(c for c in diff.changes if c.kind != "same")
        same = len(diff.changes) - len(changes)
        if changes:
            summary = f"Compared with {diff.parent.name}: {diff.summary()}"
            summary += f"; {same} rule{'s' if same != 1 else ''} the same." if same else "."
        else:
            summary = f"Same rules as {diff.parent.name}."
        return DiffView(self.link(diff.parent.id), self.paths.game_page(diff.parent.id), summary, changes)

    def _diagram(self, id: int, root: str) -> Markup | None:
        if self.diagram is None:
            return None
        return Markup(self.diagram(self.lineage, id, lambda node: root + self.paths.node(node)))

    def _write_ups(self, id: int) -> tuple[WriteUpView, ...]:
        links = getattr(self.resolved.links, "by_game", {}).get(id, ())
        return tuple(WriteUpView(l.write_up, l.variant, source_label(l.write_up.source.file)) for l in links)

    def _guides(self, id: int) -> tuple[GuideView, ...]:
        guides = getattr(self.resolved.links, "guides_by_game", {}).get(id, ())
        return tuple(GuideView(g, g.title, source_label(g.source.file)) for g in guides)


def _summary_line(analysis: GameAnalysis | None) -> str:
    """The summary line in one game's analysis results, or "" (a game not analysed has none)."""
    return analysis.summary.line if analysis is not None else ""


def source_label(file: str) -> str:
    """How a page names the file a write-up came from.

    >>> source_label("catalog/write-ups/mikes-7-stud-variants.txt")
    'write-ups/mikes-7-stud-variants.txt'
    """
    parts = PurePath(file).parts
    return "/".join(parts[-2:])


# Ancestors a page names, root first: beyond it, the root and the nearest ones, so that a
# family thousands of generations deep does not make each page as long as the family.
SHOWN_ANCESTORS = 8


def family_size(lineage: Lineage, root: int) -> int:
    """Games (not stubs) in a family: what "N games" on a page counts."""
    return sum(1 for id in lineage.family(root) if not isinstance(lineage.record(id), Stub))
