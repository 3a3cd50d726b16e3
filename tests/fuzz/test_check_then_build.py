"""`check` is the build's gatekeeper (issue 22): a catalog made from seed games with mutated
names, ids, tags, rule lengths, scripts and lineage depth is either refused by `check` with an
error, or builds (`build --no-odds --no-search`) with exactly one page per game.
"""

from __future__ import annotations

import re
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from dealerschoice.commands.check import check_catalog
from dealerschoice.load.catalog import load_catalog
from dealerschoice.pipeline import build_site

ROOT = Path(__file__).resolve().parents[2]
SEED_RULES = [tuple(rule.text for rule in game.rules) for game in load_catalog(ROOT / "catalog").games[:12]]

LETTERS = st.sampled_from(list("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
                               " '-&`´‘’.!,()/" "аеорсДуракВистΑλφα" "ÉéüßçøÅ" "扑克牌"))
NAMES = st.text(LETTERS, min_size=1, max_size=300).map(lambda s: " ".join(s.split()) or "Game")
# mostly ids and tags `check` allows, so that most examples go on to the build; some not
IDS = st.one_of(st.integers(1, 2000), st.integers(1, 2000), st.integers(1, 9_999_999_999), st.integers(1, 10**60))
TAGS = st.lists(st.one_of(st.sampled_from(["stud", "draw", "wilds", "high-low", "wild", "flip"]),
                          st.from_regex(r"[a-z0-9]{1,150}(-[a-z0-9]{1,150})?", fullmatch=True),
                          st.text(st.sampled_from(list("abcxyz-0")), min_size=1, max_size=300)), max_size=3)


@st.composite
def catalogs(draw) -> str:
    count = draw(st.integers(2, 6))
    games = []
    for n in range(count):
        rules = list(draw(st.sampled_from(SEED_RULES)))
        if draw(st.booleans()):
            rules[0] = rules[0].rstrip(".") + ", and then " * draw(st.integers(1, 3000)) + "showdown."
        parent = None
        if n and draw(st.integers(0, 3)) == 0:
            parent = draw(st.integers(0, n - 1))  # an earlier game: chains as deep as the catalog
        elif draw(st.integers(0, 4)) == 0:
            parent = ("stub", draw(IDS), draw(NAMES))
        games.append((draw(NAMES), draw(IDS), draw(TAGS), rules, parent))
    text = []
    for name, id, tags, rules, parent in games:
        lines = [f"{name} (#{id})", ""]
        if tags:
            lines += ["Tags: " + ", ".join(tags), ""]
        lines += ["Rules:", ""] + [f"{k}. {rule}" for k, rule in enumerate(rules, 1)]
        if isinstance(parent, int):
            lines += ["", f"Parent: {games[parent][0]} (#{games[parent][1]})"]
        elif parent:
            lines += ["", f"Parent: {parent[2]} (#{parent[1]})"]
        text.append("\n".join(lines) + "\n")
    return "\n".join(text)


@pytest.mark.slow
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=catalogs())
def test_whatever_check_passes_builds_with_one_page_per_game(text):
    with tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as tmp:
        folder = Path(tmp) / "catalog"
        (folder / "games").mkdir(parents=True)
        (folder / "games" / "games.txt").write_text(text, encoding="utf-8")
        report = check_catalog(folder)
        if report.of("error"):
            event("refused by check")
            return  # refused, with the place: the contract holds
        event("passed check and built")
        games = load_catalog(folder).games
        site = Path(tmp) / "site"
        build_site(folder, site, search=False, odds=False, jobs=1, cache=False)
        pages = list((site / "games").glob("*/index.html"))
        ids = []
        for page in pages:
            found = re.search(r'data-pagefind-meta="id:(\d+)"', page.read_text(encoding="utf-8"))
            if found:  # not a redirect page
                ids.append(int(found.group(1)))
        assert sorted(ids) == sorted(game.id for game in games)
