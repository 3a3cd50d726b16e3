"""What a family-tree diagram's edges say: each parent -> child edge carries what the child
changes (`change_words.what_changed`, issue 19 item 7) as a short label beside it, and in
full as its title (a tooltip, and what a screen reader says). On a phone the diagram gives
way to the indented list, which says the same words in full.
"""

from __future__ import annotations

import functools
import re
import textwrap
from collections.abc import Callable, Mapping

import graphviz  # type: ignore[import-untyped]

from dealerschoice.render.change_words import ChangeWords, edge_words

Changes = Callable[[int, int], str]  # (parent, child) -> what the child changes, in words

EDGE_WRAP = 16  # characters per line of an edge's label
# Small grey words; the page's CSS recolours `dc-change` text for dark mode.
EDGE_LABEL = {"fontsize": "9", "fontname": "Helvetica,Arial,sans-serif", "fontcolor": "#5f5a54", "class": "dc-change"}


def changes_of(summaries: Mapping | None, diffs: Mapping | None) -> Changes | None:
    """What each child changes from its parent, from the games' summaries (game id ->
    `records.summary.Summary`) and rule diffs (child id -> `resolve.diff.RuleDiff`); None when
    neither is given.

    >>> from dealerschoice.records.summary import Summary
    >>> changes = changes_of({1: Summary(showdown="high"), 2: Summary(showdown="low")}, None)
    >>> changes(1, 2), changes(1, 3), changes_of(None, None)
    ('low, not high', '', None)
    """
    if summaries is None and diffs is None:
        return None
    return ChangeWords(summaries or {}, diffs or {})


@functools.lru_cache(maxsize=1 << 14)
def edge_label(words: str) -> str:
    """An edge's words cut (`change_words.edge_words`) and wrapped into DOT lines, or "".
    Kept by its words: an edge is drawn in the diagram of every relative that shows it, and
    `textwrap` is most of the cost of a diagram's DOT text.

    >>> print(edge_label("high-low declare, not high; threes wild"))
    high-low\\ndeclare; threes\\nwild
    """
    short = edge_words(words)
    return r"\n".join(graphviz.escape(line) for line in textwrap.wrap(short, EDGE_WRAP)) if short else ""


def edge_titles(svg: str, prefix: str, edges: list[tuple[int, int]], changes: Changes) -> str:
    """Each parent -> child edge's full words as the title of its group in the inlined SVG.

    >>> edge_titles('<g id="p-e1_2" class="edge"><path/></g>', "p", [(1, 2)], lambda a, b: "low, not high")
    '<g id="p-e1_2" class="edge"><title>Changes: low, not high</title><path/></g>'
    """
    titles: dict[str, str] = {}
    for parent, child in edges:
        words = changes(parent, child)
        if words:
            words = words.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            id = f"{prefix}-e{parent}_{child}"
            titles[id] = titles.get(id, "") + f"<title>Changes: {words}</title>"  # an edge listed twice: as before
    if not titles:
        return svg
    # one pass over the SVG, each edge's group found by its id (not a search per edge)
    return _EDGE_GROUP.sub(lambda m: m.group(0) + titles.get(m.group(1), ""), svg)


_EDGE_GROUP = re.compile(r'<g id="([^"]*)" class="[^"]*">')
