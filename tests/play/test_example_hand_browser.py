"""The example hand in a real browser: a step-through driven by buttons and arrow keys,
"Deal another" cycling the deals, and a plain list when JavaScript is off."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from dealerschoice.analyse import analyse
from dealerschoice.render.site import render_site

CHROMIUM = os.environ.get("DEALERSCHOICE_CHROMIUM", "/usr/bin/chromium")
pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def page_url(resolved, tmp_path_factory) -> str:
    out = tmp_path_factory.mktemp("example-site")
    for path, data in render_site(resolved, analyse(resolved)).items():
        target = out / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
    return (out / "games" / "anaconda" / "index.html").as_uri()


@pytest.fixture(scope="module")
def browser():
    playwright = pytest.importorskip("playwright.sync_api")
    if not Path(CHROMIUM).exists():
        if os.environ.get("CI"):
            pytest.fail(f"no Chromium at {CHROMIUM}")
        pytest.skip(f"no Chromium at {CHROMIUM}")
    with playwright.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
        yield browser
        browser.close()


def test_step_through_with_buttons_and_keys(browser, page_url):
    page = browser.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(page_url)
    box = page.locator("[data-example-hand]")
    position = box.locator(".ex-position")
    assert position.inner_text().startswith("Step 1 of ")
    assert box.locator(".ex-steps").first.is_hidden()
    box.get_by_role("button", name="Next step").click()
    assert position.inner_text().startswith("Step 2 of ")
    assert "Rule 1" in box.locator(".ex-now").inner_text()
    page.keyboard.press("ArrowRight")  # focus is on the Next button, inside the widget
    assert position.inner_text().startswith("Step 3 of ")
    page.keyboard.press("ArrowLeft")
    assert position.inner_text().startswith("Step 2 of ")
    page.keyboard.press("End")
    assert "Result:" in box.locator(".ex-now").inner_text()
    box.get_by_role("button", name="Show all").click()
    assert box.locator(".ex-steps").first.is_visible()
    assert errors == []


def test_deal_another_cycles_the_deals(browser, page_url):
    page = browser.new_page()
    page.goto(page_url)
    box = page.locator("[data-example-hand]")
    assert box.get_by_role("button", name="Deal another (1 of 5)").count() == 1
    visible = lambda: [d.is_visible() for d in box.locator("[data-deal]").all()]  # noqa: E731
    assert visible() == [True, False, False, False, False]
    for shown in range(1, 6):
        box.locator(".ex-controls button").nth(3).click()
        assert visible().index(True) == shown % 5
    assert box.get_by_role("button", name="Deal another (1 of 5)").count() == 1  # back to the first


def test_without_javascript_it_is_a_plain_list(browser, page_url):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(page_url)
    box = page.locator("[data-example-hand]")
    assert box.locator(".ex-controls").count() == 0
    first = box.locator(".ex-steps").first
    assert first.is_visible() and first.locator("li").count() > 10
    assert box.locator("details.ex-more").count() == 4
    context.close()


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("stepping", [True, False])
def test_no_serious_accessibility_violations(browser, page_url, scheme, stepping):
    from axe_playwright_python.sync_playwright import Axe  # axe runs as a script: JavaScript stays on
    context = browser.new_context(color_scheme=scheme)
    page = context.new_page()
    page.goto(page_url)
    hand = page.locator("[data-example-hand]")
    hand.get_by_role("button", name="Next step").click()
    if not stepping:
        hand.get_by_role("button", name="Show all").click()
    results = Axe().run(page, context={"include": [["#analysis"]]})
    bad = [f"{v['id']}: {v['help']} ({v['nodes'][0]['target']})" for v in results.response["violations"]
           if v["impact"] in ("serious", "critical")]
    context.close()
    assert not bad, "\n".join(bad)
