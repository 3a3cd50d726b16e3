"""Family-tree diagrams: DOT built with `graphviz`, laid out by Graphviz `dot`, inlined as SVG.

Colours live in CSS (classes `dc-node`, `dc-current`, `dc-stub`, `dc-more`), so the same
markup follows the page into dark mode. Renders are cached by the DOT text's sha256.
"""

from __future__ import annotations

import functools
import hashlib
import re
import textwrap
from collections import deque
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

import graphviz  # type: ignore[import-untyped]
from graphviz.dot import comment as dot_comment  # type: ignore[import-untyped]

from dealerschoice.errors import UsageError
from dealerschoice.records import Game
from dealerschoice.render.diagram_edges import EDGE_LABEL, Changes, changes_of, edge_label, edge_titles
from dealerschoice.store import cache_root, try_write

Href = Callable[[int], "str | None"]

MAX_SIBLINGS = 12  # a game's siblings shown before "+N more"
MAX_DESCENDANTS = 40  # a game's descendants shown before "+N more"
MAX_ANCESTORS = 8  # a game's ancestors shown (the root and the nearest) before "+N generations"
MAX_FAMILY = 300  # nodes of a whole-family diagram before "+N more"
TALL_RANK = 5  # a rank wider than this always lays out left to right
WRAP = 24  # characters per label line
BATCH = 200  # diagrams per `dot` run
LABELLED_MOST = 60  # nodes of a diagram whose edges are labelled; a bigger one's edges have titles only


class LineageView(Protocol):
    """The part of `dealerschoice.resolve.lineage.Lineage` the diagrams read."""

    def record(self, id: int): ...
    def parent(self, id: int) -> int | None: ...
    def children(self, id: int) -> list[int]: ...
    def ancestors(self, id: int) -> list[int]: ...
    def descendants(self, id: int) -> list[int]: ...
    def siblings(self, id: int) -> list[int]: ...
    def size_below(self, id: int) -> int: ...
    def line_up(self, id: int, most: int) -> tuple[list[int], int]: ...


@dataclass
class _Plan:
    """Which nodes and edges a diagram shows; `more` = (parent id, hidden count) pairs."""

    nodes: dict[int, None] = field(default_factory=dict)  # ordered set
    edges: list[tuple[int, int]] = field(default_factory=list)
    more: list[tuple[int, int]] = field(default_factory=list)
    depth: dict[int, int] = field(default_factory=dict)
    gap: tuple[int, int, int] | None = None  # (root, nearest shown ancestor, generations between)
    quiet: set[tuple[int, int]] = field(default_factory=set)  # edges with a title but no label

    def add(self, node: int, depth: int, parent: int | None = None) -> None:
        self.nodes[node] = None
        self.depth[node] = depth
        if parent is not None:
            self.edges.append((parent, node))


def game_diagram(lineage: LineageView, game_id: int, href: Href, **words) -> str:
    """Inline SVG of one game's family: ancestors, the game (highlighted), siblings, descendants.
    `summaries`, `diffs`: as `game_diagrams`."""
    return game_diagrams(lineage, [game_id], href, **words)[game_id]


def family_diagram(lineage: LineageView, root_id: int, href: Href, *,
                   max_nodes: int = MAX_FAMILY, **words) -> str:
    """Inline SVG of the whole tree under `root_id`; beyond `max_nodes`, "+N more" nodes."""
    return family_diagrams(lineage, [root_id], href, max_nodes=max_nodes, **words)[root_id]


def game_diagrams(lineage: LineageView, game_ids: Iterable[int], href: Href, *,
                  summaries: Mapping | None = None, diffs: Mapping | None = None,
                  changes: Changes | None = None) -> dict[int, str]:
    """`game_diagram` for many games at once: one `dot` run lays out every uncached diagram
    (a process per diagram costs ~35 ms; 1,131 games went from 40 s to a few seconds).

    With `summaries` (game id -> `rules.summary` parts) or `diffs` (child id -> rule diff),
    each parent -> child edge says what the child changes (`change_words.what_changed`);
    `changes` says it instead, when given (the build's `change_words.ChangeWords`)."""
    jobs = {}
    for game_id in game_ids:
        name = _name(lineage.record(game_id))
        jobs[game_id] = (_game_plan(lineage, game_id), game_id,
                         f"Family tree of {name}, #{game_id}", f"dc{game_id}")
    return _render_all(lineage, jobs, href, changes or changes_of(summaries, diffs))


def family_diagrams(lineage: LineageView, root_ids: Iterable[int], href: Href, *,
                    max_nodes: int = MAX_FAMILY, summaries: Mapping | None = None,
                    diffs: Mapping | None = None, changes: Changes | None = None) -> dict[int, str]:
    """`family_diagram` for many roots, laid out in one `dot` run; `summaries`, `diffs`,
    `changes`: as `game_diagrams`."""
    jobs = {}
    for root_id in root_ids:
        plan = _Plan()
        plan.add(root_id, 0)
        _grow(lineage, plan, root_id, 0, max_nodes - 1)
        name = _name(lineage.record(root_id))
        jobs[root_id] = (plan, None, f"Family tree of {name}, #{root_id}", f"dcf{root_id}")
    return _render_all(lineage, jobs, href, changes or changes_of(summaries, diffs))


def game_edges(lineage: LineageView, game_id: int) -> list[tuple[int, int]]:
    """The parent -> child edges a game page's diagram shows (what its change words depend on)."""
    return _game_plan(lineage, game_id).edges


def _game_plan(lineage: LineageView, game_id: int) -> _Plan:
    shown, gap = lineage.line_up(game_id, MAX_ANCESTORS)
    chain = shown + [game_id]
    plan = _Plan()
    for depth, node in enumerate(chain):
        linked = depth and not (gap and depth == 1)  # after a gap, a dotted "+N" edge instead
        plan.add(node, depth + (1 if gap and depth else 0), chain[depth - 1] if linked else None)
    if gap:
        plan.gap = (chain[0], chain[1], gap)
    parent = lineage.parent(game_id)
    if parent is not None:
        siblings = lineage.siblings(game_id)
        for sibling in siblings[:MAX_SIBLINGS]:
            plan.add(sibling, plan.depth[game_id], parent)
            plan.quiet.add((parent, sibling))  # the page's own line is labelled; siblings' words are titles
        hidden = siblings[MAX_SIBLINGS:]
        if hidden:
            plan.more.append((parent, len(hidden)))
    _grow(lineage, plan, game_id, plan.depth[game_id], MAX_DESCENDANTS)
    return plan


def _grow(lineage: LineageView, plan: _Plan, start: int, depth: int, budget: int) -> None:
    """Breadth first below `start` until `budget` nodes; the rest become "+N more" nodes."""
    queue = deque([(start, depth)])
    while queue:
        node, level = queue.popleft()
        kids = lineage.children(node)
        shown = kids[:max(budget, 0)]
        for kid in shown:
            plan.add(kid, level + 1, node)
            queue.append((kid, level + 1))
        budget -= len(shown)
        hidden = kids[len(shown):]
        if hidden:
            plan.more.append((node, sum(1 + lineage.size_below(k) for k in hidden)))


def _name(record) -> str:
    name = getattr(record, "name", None)  # not getattr(..., str(record)): repr is costly
    return name if name is not None else str(record)


@functools.lru_cache(maxsize=1 << 16)
def _label(name: str, tail: str) -> str:
    """Name wrapped for the box; a short `tail` (the #id) joins the last line, saving height.

    >>> _label("Beat Your Neighbor", "#100")
    'Beat Your Neighbor #100'
    >>> print(_label("Rich's Taste of the Unpleasant", "#1014"))  # \\n: a DOT line break
    Rich's Taste of the\\nUnpleasant #1014
    """
    lines = textwrap.wrap(name, WRAP) or [name]
    if len(lines[-1]) + 1 + len(tail) <= WRAP:
        lines[-1] += " " + tail
    else:
        lines.append(tail)
    return r"\n".join(graphviz.escape(line) for line in lines)


def dot_source(lineage: LineageView, plan: _Plan, href: Href, *, current: int | None,
               label: str, changes: Changes | None = None) -> str:
    """The DOT text of a plan (its hash is the cache key); `changes` labels the edges."""
    sizes = _rank_sizes(plan)
    widest = max(sizes.values(), default=1)
    # Whichever way is narrower, so phones scroll less: generations as rows or as columns.
    across = "LR" if widest > TALL_RANK or widest > len(sizes) else "TB"
    lines = [_comment_line(label), _head(across)]
    for node in plan.nodes:
        record = lineage.record(node)
        stub = not isinstance(record, Game)
        classes = ["dc-node", "dc-stub" if stub else "dc-game"]
        attrs = {"id": f"n{node}"}
        if stub:
            attrs["style"] = "rounded,dashed,filled"
        if node == current:
            classes.append("dc-current")
            attrs["penwidth"] = "2.5"
            attrs["fontname"] = "Helvetica-Bold,Arial Bold,sans-serif"
        link = href(node)
        if link:
            attrs["href"] = link
        attrs["class"] = " ".join(classes)
        label = _label(_name(record), f"#{node}")
        if stub:
            label += r"\n" + graphviz.escape("not in catalog")
        lines.append(_node_line(f"n{node}", label, tuple(attrs.items())))
    labelled = len(plan.nodes) <= LABELLED_MOST
    for parent, child in plan.edges:
        said = labelled and (parent, child) not in plan.quiet
        label = edge_label(changes(parent, child)) if changes is not None and said else ""
        lines.append(_edge_line(f"n{parent}", f"n{child}", f"e{parent}_{child}", label))
    for parent, count in plan.more:
        lines.append(_more_lines(parent, count))
    if plan.gap:
        lines.append(_gap_lines(*plan.gap))
    lines.append("}\n")
    return "".join(lines)


@functools.lru_cache(maxsize=4)
def _head(across: str) -> str:
    """The graph's opening and default attributes (the same in every diagram going `across`)."""
    graph = graphviz.Digraph(
        "family",
        graph_attr={"rankdir": across, "bgcolor": "transparent",
                    "nodesep": "0.12", "ranksep": "0.3", "pad": "0.05",
                    "fontname": "Helvetica,Arial,sans-serif"},
        node_attr={"shape": "box", "style": "rounded,filled", "fillcolor": "white",
                   "color": "#555555", "fontname": "Helvetica,Arial,sans-serif",
                   "fontsize": "11", "height": "0.3", "margin": "0.1,0.04"},
        edge_attr={"color": "#777777", "arrowsize": "0.6"},
    )
    source = graph.source
    return source[:source.rindex("}")]


def _comment_line(label: str) -> str:
    """The library's own comment line, without building a graph for it."""
    return dot_comment(label) if label else ""


def _more_lines(parent: int, count: int) -> str:
    """The "+N more" node under `parent` and the dotted edge to it."""
    more = f"m{parent}"
    _SCRATCH.body.clear()
    _SCRATCH.node(more, label=f"+{count} more", id=more, shape="plaintext", style="", **{"class": "dc-more"})
    _SCRATCH.edge(f"n{parent}", more, style="dotted", id=f"e{parent}_{more}")
    return "".join(_SCRATCH.body)


def _gap_lines(top: int, below: int, count: int) -> str:
    """The "+N generations" node between the root and the nearest ancestors shown, dotted."""
    gap = f"g{top}_{below}"
    _SCRATCH.body.clear()
    _SCRATCH.node(gap, label=f"+{count} generations", id=gap, shape="plaintext", style="", **{"class": "dc-more"})
    _SCRATCH.edge(f"n{top}", gap, style="dotted", id=f"e{top}_{gap}")
    _SCRATCH.edge(gap, f"n{below}", style="dotted", id=f"e{gap}_{below}")
    return "".join(_SCRATCH.body)


# The same node (and edge) recurs in every diagram of its family; quoting it is most of the
# cost of the DOT text, so each line is made once, by the library itself, and reused.
_SCRATCH = graphviz.Digraph()


@functools.lru_cache(maxsize=1 << 16)
def _node_line(name: str, label: str, attrs: tuple[tuple[str, str], ...]) -> str:
    _SCRATCH.body.clear()
    _SCRATCH.node(name, label=label, **dict(attrs))
    return _SCRATCH.body[0]


@functools.lru_cache(maxsize=1 << 16)
def _edge_line(tail: str, head: str, id: str, label: str = "") -> str:
    _SCRATCH.body.clear()
    if label:  # small grey words beside the edge (`dc-change`: coloured by the page's CSS)
        _SCRATCH.edge(tail, head, id=id, label=label, **EDGE_LABEL)
    else:
        _SCRATCH.edge(tail, head, id=id)
    return _SCRATCH.body[0]


def _rank_sizes(plan: _Plan) -> dict[int, int]:
    sizes: dict[int, int] = {}
    for node in plan.nodes:
        sizes[plan.depth[node]] = sizes.get(plan.depth[node], 0) + 1
    for parent, _ in plan.more:
        level = plan.depth[parent] + 1
        sizes[level] = sizes.get(level, 0) + 1
    if plan.gap:
        sizes[1] = sizes.get(1, 0) + 1
    return sizes


def _render_all(lineage, jobs: dict, href: Href, changes: Changes | None = None) -> dict[int, str]:
    sources = {key: dot_source(lineage, plan, href, current=current, label=label, changes=changes)
               for key, (plan, current, label, _) in jobs.items()}
    svgs = layout_many(list(sources.values()))
    out = {}
    for key, svg in zip(sources, svgs):
        _, current, label, prefix = jobs[key]
        svg = inline_svg(svg, label=label, prefix=prefix)
        if changes is not None:
            svg = edge_titles(svg, prefix, jobs[key][0].edges, changes)
        if current is not None:  # the page's own game, for screen readers too
            svg = svg.replace(f'<g id="{prefix}-a_n{current}"><a ',
                              f'<g id="{prefix}-a_n{current}"><a aria-current="page" ', 1)
        out[key] = svg
    return out


def cache_dir() -> Path:
    """The store's `diagrams/` folder."""
    return cache_root() / "diagrams"


def layout(source: str) -> str:
    """Run `dot -Tsvg` on DOT text, reusing a cached render of the same text."""
    return layout_many([source])[0]


def layout_many(sources: list[str]) -> list[str]:
    """SVG for each DOT text: cached renders reused, the rest laid out by one `dot` run."""
    out: list[str | None] = [_cached(source) for source in sources]
    todo = [i for i, svg in enumerate(out) if svg is None]
    for start in range(0, len(todo), BATCH):
        chunk = todo[start:start + BATCH]
        try:
            svgs = _SPLIT.split(_dot("\n".join(sources[i] for i in chunk)))[1:]
        except UsageError:
            svgs = []
        if len(svgs) != len(chunk):  # one bad graph spoils a batch: redo one by one, naming it
            svgs = [None] * len(chunk)
        for i, svg in zip(chunk, svgs):
            # later graphs of a run get ids like "page0,3_graph0"; a render must not depend on it
            svg = _PAGE_ID.sub('id="graph0"', svg) if svg else _dot(sources[i])
            _store(sources[i], svg)
            out[i] = svg
    return out  # type: ignore[return-value]


_SPLIT, _PAGE_ID = re.compile(r"(?=<\?xml )"), re.compile(r'id="page[^"]*_graph0"')


def _key(source: str) -> Path:
    return cache_dir() / f"{hashlib.sha256(source.encode('utf-8')).hexdigest()}.svg"


def _cached(source: str) -> str | None:
    try:
        return _key(source).read_text(encoding="utf-8")
    except OSError:
        return None


def _store(source: str, svg: str) -> None:
    try_write(_key(source), svg)  # atomic, so parallel builds never read half a file


def _dot(source: str) -> str:
    try:
        return graphviz.pipe("dot", "svg", source.encode("utf-8")).decode("utf-8")
    except graphviz.ExecutableNotFound:
        raise UsageError("Graphviz `dot` was not found on PATH; the family-tree diagrams need it. "
                         "Install it with: sudo apt-get install graphviz") from None
    except graphviz.CalledProcessError as error:
        detail = (error.stderr or b"").decode("utf-8", "replace").strip()
        raise UsageError(f"Graphviz `dot` failed on a family-tree diagram: {detail}") from None


# What the page does not want of dot's SVG: comments (first: they quote names), then titles,
# the background polygon and the xlink attributes, a pattern a pass (faster than one pattern
# of them all; none can be inside another, as dot quotes names); then ids and the references
# to them made unique in the page, by replacement templates (not a Python call a name).
_COMMENT = re.compile(r"<!--.*?-->\n?", re.DOTALL)
_DROP = (re.compile(r"<title>.*?</title>\n?", re.DOTALL),
         re.compile(r'<polygon fill="transparent" stroke="transparent"[^>]*/>\n?'),
         re.compile(r'\s+xlink:title="[^"]*"'), re.compile(r'\s+xmlns:xlink="[^"]*"'))
_IDS, _REFS = re.compile(r'\bid="([^"]*)"'), re.compile(r'(url\(#|href="#)([^")]*)')


def inline_svg(svg: str, *, label: str, prefix: str) -> str:
    """Make `dot`'s SVG fit inside an HTML page: no prolog, page-unique ids, a name for AT.

    >>> inline_svg('<?xml version="1.0"?>\\n<svg width="1pt" xmlns:xlink="x"><g id="n1">'
    ...            '<title>n1</title><a xlink:href="a.html" xlink:title="A">A</a></g></svg>',
    ...            label="Tree & co", prefix="p")  # doctest: +NORMALIZE_WHITESPACE
    '<svg class="dc-diagram" role="group" aria-labelledby="p-title" width="1pt"><title id="p-title">Tree &amp; co</title><g id="p-n1"><a href="a.html">A</a></g></svg>'
    """
    svg = svg[svg.index("<svg"):]
    svg = _COMMENT.sub("", svg).replace("&#45;", "-")  # dot escapes every hyphen
    for unwanted in _DROP:
        svg = unwanted.sub("", svg)
    svg = svg.replace("xlink:href=", "href=")
    template = prefix.replace("\\", "\\\\")  # in a replacement template: its backslashes doubled
    svg = _REFS.sub(f"\\g<1>{template}-\\g<2>", _IDS.sub(f'id="{template}-\\g<1>"', svg))
    title = label.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    head_end = svg.index(">") + 1
    head = svg[:head_end].replace(
        "<svg", f'<svg class="dc-diagram" role="group" aria-labelledby="{prefix}-title"', 1)
    return f'{head}<title id="{prefix}-title">{title}</title>{svg[head_end:].lstrip()}'.rstrip()
