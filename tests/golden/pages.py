"""The representative game pages and how they are rendered for comparison."""

from __future__ import annotations

import re
from pathlib import Path

from dealerschoice.load.catalog import load_catalog
from dealerschoice.render.site import render_site
from dealerschoice.resolve import resolve

PROJECT = Path(__file__).resolve().parents[2]
GOLDEN = Path(__file__).resolve().parent / "pages"

# id -> why it is representative
PAGES = {
    10: "Anaconda: a root's child with many children, Mike's write-up and the Anaconda guide",
    168: "Beat It: parent absent from the catalog (stub), children, aliases",
    388: "Anaconda 33: a rule diff against its parent",
}

_SVG = re.compile(r"<svg\b.*?</svg>", re.DOTALL)


def normalise(html: str) -> str:
    """Diagrams are Graphviz output (tested by their own module); compare the page around them."""
    return _SVG.sub("<svg><!-- diagram --></svg>", html)


def render_pages() -> dict[str, str]:
    """{golden file name: normalised HTML} for every representative page."""
    resolved = resolve(load_catalog(PROJECT / "catalog"))
    files = render_site(resolved)
    out = {}
    for id in PAGES:
        game = resolved.game(id)
        path = next(p for p in files if p.startswith("games/") and _page_id(files[p]) == id)
        out[f"{id}-{game.slug}.html"] = normalise(files[path].decode("utf-8"))
    return out


def _page_id(html: bytes) -> int | None:
    found = re.search(rb'data-pagefind-meta="id:(\d+)"', html)
    return int(found.group(1)) if found else None
