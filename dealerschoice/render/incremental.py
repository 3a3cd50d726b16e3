"""Incremental builds: every per-item page gets a fingerprint of exactly what it shows, and a
rendered page is kept in a content-addressed cache under that fingerprint.

A page is rendered again only when its fingerprint is new. What each kind of page shows:
- a game page: the shape of its family (every member's id, name, page and parent: what the
  breadcrumb, children, siblings and the diagram show), the game itself in full, its parent in
  full (the rule diff), the write-ups linked to it, its analysis, and what each child and
  sibling changes from its parent (the diagram's edges and the family lists say it);
- a family page: the shape of the family;
- a redirect page: the game's id, name and page;
- a game's later example deals (`deals.json`): its analysis;
- a tag page: the tagged games' ids, names, aliases and pages;
- a print-deck slice: its games in full and the shape of their families (the family line).
- the pages listing every game (home, tags index, print deck, filter): every game's id, name,
  aliases, tags, page and parent, and every stub's name (rule text is not on them);
- prose pages (glossary, about, hand rankings, 404, search): nothing but the site-wide key.
Everything else the pages share (templates, prose, the render code, Graphviz, game count) goes
into one site-wide key, so changing any of it renders everything again. catalog.json, the
sitemap and the odds table are rendered on every build.

Source lines are left out on purpose: adding a line to one game must not rebuild the games
below it in the same file, whose pages do not show line numbers.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from collections.abc import Mapping
from dataclasses import fields, is_dataclass
from pathlib import Path

from dealerschoice.records.analysis import GameAnalysis
from dealerschoice.records.stored import Stored
from dealerschoice.render.diagrams import game_edges
from dealerschoice.store import code_key, digest, package_files, shown, write_atomic

__all__ = [
    "KEYED_FIELDS",
    "Fingerprints",
    "PageCache",
    "analysis_print",
    "site_key",
    "plain_data",
]

FORMAT = "pages-1"  # bump when the cache layout changes


def plain_data(value: object) -> str:
    """JSON-like data (the rules engine's results) as one canonical text, quickly.

    A `Stored` value (deals kept in the analysis cache) stands for itself by its key.

    >>> plain_data({"b": [1, 2.5, None], "a": "x"}) == plain_data({"a": "x", "b": [1, 2.5, None]})
    True
    >>> from dealerschoice.cache import StoredDeals
    >>> plain_data({"deals": StoredDeals("k1", count=2)})
    '{"deals":{"cache_key":"k1"}}'
    """
    try:
        return json.dumps(value, sort_keys=True, ensure_ascii=False, default=_stand_in,
                          separators=(",", ":"))
    except (TypeError, ValueError):  # mixed key types, a cycle: the slow general way
        return repr(shown(value))


# What the rules engine's `analyse_game` fills in (`GameAnalysis`), all of it a function of the
# game's text and the engine: the analysis cache key stands for them. ("worked" and "odds" are
# filled in afterwards.)
KEYED_FIELDS = frozenset(("runnable", "stop", "error", "facts", "steps", "deals", "summary", "board"))


def analysis_print(entry: GameAnalysis | None) -> str:
    """A game's analysis as one text for its page's fingerprint. An entry from the analysis
    cache (its deals are stored there, under its cache key) is its key plus the rest (worked
    examples, odds): at 20,000 games, writing every analysis out as JSON cost ~1 s a build.

    >>> from dataclasses import replace
    >>> from dealerschoice.cache import StoredDeals
    >>> from dealerschoice.records.analysis import NO_STEPS, StepsRead, WorkedResult
    >>> from dealerschoice.records.summary import Summary
    >>> one = GameAnalysis(False, None, None, None, NO_STEPS, StoredDeals("k1", []), Summary())
    >>> analysis_print(replace(one, steps=StepsRead((), 1, 0, 0))) == analysis_print(one)  # the key stands for it
    True
    >>> analysis_print(replace(one, worked=(WorkedResult(1, "t", "t.md", None, "", ()),))) == analysis_print(one)
    False
    """
    if entry is None:
        return plain_data(None)
    deals = entry.deals
    if not isinstance(deals, Stored):
        return plain_data(entry)
    rest = {f.name: getattr(entry, f.name) for f in fields(entry) if f.name not in KEYED_FIELDS}
    return digest("keyed", deals.cache_key, plain_data(rest))


def _stand_in(value: object) -> object:
    if isinstance(value, Stored):
        return {"cache_key": value.cache_key}
    if is_dataclass(value) and not isinstance(value, type):  # a typed result (`records.analysis`): every field
        return {"type": type(value).__name__, **{f.name: getattr(value, f.name) for f in fields(value)}}
    return repr(shown(value))


RENDER_LIBRARIES = ("jinja2", "markupsafe", "markdown", "graphviz")  # their output is in the pages


def site_key(templates: Path) -> str:
    """The store's code key of the pages: the render code, the records, the templates and
    prose, the versions of the libraries that write the pages, and the Graphviz version."""
    templates = Path(templates)
    files = [f for f in sorted(templates.rglob("*")) if f.is_file() and "__pycache__" not in f.parts]
    return code_key([*package_files("render", "records"), *files], FORMAT, _library_versions(),
                          _graphviz_version(), root=templates)


def _library_versions() -> str:
    from importlib.metadata import PackageNotFoundError, version
    found = []
    for name in RENDER_LIBRARIES:
        try:
            found.append(f"{name} {version(name)}")
        except PackageNotFoundError:
            found.append(f"{name} ?")
    return ", ".join(found)


def _graphviz_version() -> str:
    try:
        done = subprocess.run(["dot", "-V"], capture_output=True, text=True, timeout=30, check=False)
        return done.stderr + done.stdout
    except (OSError, subprocess.TimeoutExpired):
        return "no dot"


class Fingerprints:
    """The fingerprint of each per-item page of a `SiteRenderer` (see the module notes)."""

    def __init__(self, renderer, site_key: str, digests: Mapping[int, str] | None = None):
        self.r = renderer
        self.site = digest(site_key, repr(renderer.site))
        self._digests = digests or {}  # `record_digests` of the games, made earlier in the build
        self._record: dict[int, str] = {}
        self._family: dict[int, str] = {}
        self._names: str | None = None
        self._linked: str | None = None

    def record(self, id: int) -> str:
        if id not in self._record:
            shape = self._digests.get(id) or digest(repr(shown(self.r.lineage.record(id))))
            self._record[id] = digest(shape, self.r.paths.node(id))
        return self._record[id]

    def family(self, root: int) -> str:
        """The shape of a family: each member's id, name, page and parent (not rules or tags)."""
        if root not in self._family:
            lineage, paths = self.r.lineage, self.r.paths
            self._family[root] = digest(*(repr((id, lineage.record(id).name, paths.node(id), lineage.parent(id)))
                                          for id in lineage.family(root)))
        return self._family[root]

    def game(self, id: int) -> str:
        """A game page: its family's shape, itself in full, and its parent in full (the diff)."""
        lineage = self.r.lineage
        parent = lineage.parent(id)
        return digest(self.family(lineage.root(id)), self.record(id),
                      self.record(parent) if parent is not None else "", self.game_extras(id),
                      *(self.changed(edge) for edge in self.edges_shown(id)))

    def edges_shown(self, id: int) -> dict[tuple[int, int], None]:
        """The parent -> child edges whose change words a game page shows: its diagram's, and
        its family lists' (every child, and every sibling under the shared parent)."""
        lineage = self.r.lineage
        parent = lineage.parent(id)
        listed = [(id, kid) for kid in lineage.children(id)]
        if parent is not None:
            listed += [(parent, sibling) for sibling in lineage.siblings(id)]
        return dict.fromkeys([*game_edges(lineage, id), *listed])

    def changed(self, edge: tuple[int, int]) -> str:
        """What a child changes from its parent, as its edge in a diagram says it: an edit to one
        game changes the words on its edges in every diagram that shows them."""
        return self.r.changes(*edge)  # the renderer's `ChangeWords`: said here once, shared with its pages

    def game_extras(self, id: int) -> str:
        links = self.r.resolved.links
        write_ups = getattr(links, "by_game", {}).get(id, ())
        guides = getattr(links, "guides_by_game", {}).get(id, ())
        analysis = self.r.analysis.games.get(id)  # a game the engine did not analyse has none
        names = self.linked_names() if write_ups or guides else ""  # the game names their text links
        return digest(repr(shown(write_ups)), repr(shown(guides)), analysis_print(analysis), names)

    def linked_names(self) -> str:
        """Every name write-up text may link and its page (`name_links`): a page showing a
        write-up changes when a game it names gains, loses or moves its page."""
        if self._linked is None:
            linker = getattr(self.r, "name_linker", None)
            self._linked = digest(repr(sorted(linker.hrefs.items()))) if linker is not None else ""
        return self._linked

    def key(self, path: str, kind: str, arg) -> str:
        lineage = self.r.lineage
        if kind == "game":
            return digest(self.site, kind, path, self.game(arg))
        if kind == "deals":  # the example deals after the first: the game's analysis
            return digest(self.site, kind, path, analysis_print(self.r.analysis.games.get(arg)))
        if kind == "redirect":
            game = self.r.by_id[arg]
            return digest(self.site, kind, path, game.id, game.name, self.r.paths.game(game.id))
        if kind == "family":  # the list under the tree: each member's summary and what it changes (its rules)
            return digest(self.site, kind, path, self.family(arg),
                          *(repr(self.r.summaries.get(id)) for id in lineage.family(arg)),
                          *(self.record(id) for id in lineage.family(arg)))
        if kind == "tag":
            page = self.r.tag_pages[arg]  # names, aliases, links, the tag's meaning: no source places
            return digest(self.site, kind, path, repr(page))
        if kind == "deck":
            ids = self.r.chunks[arg]
            return digest(self.site, kind, path, *(self.family(lineage.root(id)) for id in ids),
                          *(self.record(id) for id in ids), *(repr(self.r.summaries.get(id)) for id in ids))
        if kind == "listing":
            return digest(self.site, kind, path, self.names())
        if kind == "plain":
            return digest(self.site, kind, path)
        if kind == "described":  # a write-up's game that matches no catalog game: its record in full
            return digest(self.site, kind, path, repr(self.r.described[arg]), self.linked_names())
        raise ValueError(f"unknown page kind {kind!r}")

    def names(self) -> str:
        """What the listing pages show of every game: id, name, aliases, tags, page, parent."""
        if self._names is None:
            paths = self.r.paths
            self._names = digest(*(repr((g.id, g.name, g.aliases, g.tags, paths.game(g.id),
                                         g.parent and g.parent.id, self.r.summaries.get(g.id))) for g in self.r.games),
                                 *(repr((s.id, s.name, paths.family(s.id), paths.node(s.id))) for s in self.r.resolved.stubs))
        return self._names


class PageCache:
    """Rendered pages by fingerprint, as files under `folder`; hard-linked into the new site
    (no copy; the site and the cache share the bytes), copied where links are not possible."""

    def __init__(self, folder: Path):
        self.folder = Path(folder)
        self._made: set[str] = set()  # subfolders known to exist (saves a call per page)

    def path(self, key: str) -> Path:
        return self.folder / key[:2] / key

    def holds(self, key: str, target: str) -> bool:
        """Whether `target` is already the cached page for `key` (the same file, linked)."""
        try:
            mine = os.stat(os.path.join(self.folder, key[:2], key))
            theirs = os.stat(target)
        except OSError:
            return False
        return mine.st_ino == theirs.st_ino and mine.st_dev == theirs.st_dev

    def place_if_cached(self, key: str, target: str, *, make_folder: bool = False) -> bool:
        """Link the cached page for `key` as `target`; False if not cached. Its folder must
        exist, unless `make_folder` (then it is made when missing)."""
        source = os.path.join(self.folder, key[:2], key)
        try:
            os.link(source, target)
        except FileNotFoundError:
            if not (make_folder and os.path.exists(source)):
                return False
            os.makedirs(os.path.dirname(target), exist_ok=True)
            return self.place_if_cached(key, target)
        except OSError:  # another file system, or links not allowed
            try:
                shutil.copyfile(source, target)
            except FileNotFoundError:
                return False
        return True

    def put(self, key: str, data: bytes) -> Path:
        path = self.path(key)
        write_atomic(path, data)  # parallel builds never see half a page
        return path

    def keep(self, key: str, written: Path) -> None:
        """Add a page just written into the site: a link is made whole or not at all, so
        another build never sees half a file."""
        path = self.path(key)
        try:
            if key[:2] not in self._made:
                path.parent.mkdir(parents=True, exist_ok=True)
                self._made.add(key[:2])
            os.link(written, path)
        except FileExistsError:
            pass
        except OSError:
            self.put(key, written.read_bytes())
