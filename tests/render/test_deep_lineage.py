"""A family thousands of generations deep renders like any other (issue 22, 3): no recursion in
the family page's list or the game page's lineage, and each page names a bounded part of the
chain, so that the work and the bytes grow with the number of games, not its square."""

from __future__ import annotations

import re

import pytest

from dealerschoice.load.catalog import load_catalog
from dealerschoice.render.env import TEMPLATES
from dealerschoice.render.site import SiteRenderer
from dealerschoice.resolve import resolve

DEPTH = 3000


@pytest.fixture(scope="module")
def pages(tmp_path_factory):
    folder = tmp_path_factory.mktemp("deep")
    (folder / "games").mkdir()
    records = []
    for n in range(1, DEPTH + 1):
        record = f"Gen {n} (#{n})\n\nTags: stud\n\nRules:\n\n1. Deal five cards face down to each player.\n"
        records.append(record + (f"\nParent: Gen {n - 1} (#{n - 1})\n" if n > 1 else ""))
    (folder / "games" / "chain.txt").write_text("\n".join(records), encoding="utf-8")
    resolved = resolve(load_catalog(folder))
    renderer = SiteRenderer(resolved, {}, TEMPLATES)
    wanted = [item for item in renderer.items()
              if item[1] == "family" or (item[1] == "game" and item[2] in (DEPTH, 5))]
    return {path: data.decode("utf-8") for path, data in renderer.render(wanted)}


def test_the_family_page_lists_every_generation_nested(pages):
    html = next(text for path, text in pages.items() if path.startswith("families/"))
    tree = html[html.index('<ul class="tree">'):]
    assert tree.count('<li><a href="../../games/gen-') == DEPTH
    assert tree.count("<ul>") == DEPTH - 1 and tree.count("</ul></li>") == DEPTH - 1


def test_a_deep_games_page_names_the_root_the_gap_and_its_nearest_ancestors(pages):
    html = next(text for path, text in pages.items() if path.startswith(f"games/gen-{DEPTH}/"))
    crumbs = re.search(r'<nav class="breadcrumb".*?</nav>', html, re.DOTALL).group(0)
    names = re.findall(r">(Gen \d+|… \d+ generations …)<", crumbs)
    assert names == ["Gen 1", f"… {DEPTH - 9} generations …", *(f"Gen {n}" for n in range(DEPTH - 7, DEPTH + 1))]
    assert f"Family: Gen 1 › … › Gen {DEPTH - 7} › " in html
    assert len(html) < 60_000  # the whole chain would be several hundred kilobytes


def test_a_shallow_games_page_names_every_ancestor(pages):
    html = next(text for path, text in pages.items() if path.startswith("games/gen-5/"))
    assert "Family: Gen 1 › Gen 2 › Gen 3 › Gen 4 › Gen 5</p>" in html
    assert "generations …" not in html
