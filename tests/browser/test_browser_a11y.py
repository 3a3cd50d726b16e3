"""axe-core in a real browser: no serious or critical violation on the main page types."""

from __future__ import annotations

import pytest
from axe_playwright_python.sync_playwright import Axe

PAGES = {
    "home": lambda paths: "index.html",
    "game": lambda paths: paths.game(100),
    "tag": lambda paths: paths.tag("flip"),
    "filter": lambda paths: "filter/index.html?and=flip,wilds&not=high-low",
    "search": lambda paths: "search/index.html?q=no+peek",
    "family": lambda paths: None,
    "odds": lambda paths: "odds/index.html",
    "print": lambda paths: "print/index.html?games=10,561",  # the preview and the list scroll in boxes
    "stub": lambda paths: "described/7-stud/index.html",  # a described stub, its write-up's names linked
}


@pytest.fixture(scope="module")
def axe():
    return Axe()


PAGES["print-phone"] = PAGES["print"]  # on a phone the picked cards scroll in their own box
VIEWPORT = {"print-phone": {"width": 390, "height": 844}}

# Every page type in light mode; dark mode where this project's own components live.
CASES = [(name, "light") for name in PAGES] + [(name, "dark") for name in ("game", "filter", "search")]


@pytest.mark.parametrize("name,scheme", CASES)
def test_no_serious_violations(context_for, base_url, resolved, paths, axe, name, scheme):
    path = PAGES[name](paths)
    if path is None:
        lineage = resolved.lineage
        path = paths.family(max(lineage.roots(), key=lambda r: len(lineage.family(r))))
    page = context_for(color_scheme=scheme, viewport=VIEWPORT.get(name, {"width": 1280, "height": 900})).new_page()
    page.goto(base_url + path)
    if name.startswith("print"):
        page.locator("#deck .deck-card").first.wait_for()
    if name == "search":
        page.wait_for_selector("#search-results > li")
    results = axe.run(page)
    bad = [v for v in results.response["violations"] if v["impact"] in ("serious", "critical")]
    report = "\n".join(f"{v['id']} ({v['impact']}): {v['help']} — "
                       + "; ".join(n["target"][0] if isinstance(n["target"][0], str) else str(n["target"])
                                   for n in v["nodes"][:5])
                       for v in bad)
    assert not bad, f"{name} ({scheme}):\n{report}"
