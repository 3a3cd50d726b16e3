"""Screenshots for review (tests/artifacts/screenshots/, gitignored), and no sideways scrolling on a phone."""

from __future__ import annotations

import pytest

from tests.browser.conftest import ARTIFACTS

SHOTS = ARTIFACTS / "screenshots"
PAGES = {
    "home": lambda paths: "index.html",
    "game": lambda paths: paths.game(100),
    "filter": lambda paths: "filter/index.html?and=flip,wilds&not=high-low",
    "search": lambda paths: "search/index.html?q=no+peek",
    "tag": lambda paths: paths.tag("wilds"),
    "anaconda": lambda paths: paths.game(10),
    "stud-wilds": lambda paths: paths.game(561),  # Midnight Baseball: cards turned up one by one, wilds
    "write-up": lambda paths: "described/follow-the-queen/index.html",
    "family": lambda paths: paths.family(2),  # Five Card Stud's family: a stub root with many games
    "print": lambda paths: "print/index.html?games=10,561",  # two picked: the preview beside (or under) the picker
    "stub": lambda paths: "described/7-stud/index.html",  # Seven Card Stud, a stub a write-up describes
    "root-family": lambda paths: paths.family(0),  # Anaconda's family: what each game changes
}
# Every other kind of page, for the sideways-scroll check at phone width.
OTHER_PAGES = {
    "tags": "tags/index.html", "odds": "odds/index.html", "glossary": "glossary/index.html",
    "about": "about/index.html", "hand-rankings": "hand-rankings/index.html", "404": "404.html",
}


CASES = [(name, width, "light") for name in PAGES for width in (390, 1280)]
CASES += [(name, 390, "dark") for name in ("home", "game", "filter", "search")]


@pytest.mark.parametrize("path", list(OTHER_PAGES.values()), ids=list(OTHER_PAGES))
def test_no_sideways_scroll_on_a_phone(context_for, base_url, site_dir, path):
    if not (site_dir / path.split("?")[0]).is_file():
        pytest.skip(f"{path} is not built for this catalog")
    page = context_for(viewport={"width": 390, "height": 844}).new_page()
    page.goto(base_url + path)
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0, f"{path} at 390px scrolls sideways by {overflow}px"


@pytest.mark.parametrize("name,width,scheme", CASES)
def test_screenshot(context_for, base_url, paths, name, width, scheme):
    context = context_for(viewport={"width": width, "height": 844 if width < 500 else 900},
                          color_scheme=scheme, device_scale_factor=1)
    page = context.new_page()
    page.goto(base_url + PAGES[name](paths))
    if name == "search":
        page.wait_for_selector("#search-results > li")
    SHOTS.mkdir(parents=True, exist_ok=True)
    suffix = "" if scheme == "light" else "-dark"
    target = SHOTS / f"{name}-{width}{suffix}.png"
    page.screenshot(path=str(target), full_page=True)
    assert target.stat().st_size > 5000
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0, f"{name} at {width}px scrolls sideways by {overflow}px"
