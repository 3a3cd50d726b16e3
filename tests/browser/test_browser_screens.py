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
}


CASES = [(name, width, "light") for name in PAGES for width in (390, 1280)]
CASES += [(name, 390, "dark") for name in PAGES]


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
