"""The example hand in a real browser: a step-through driven by buttons and arrow keys,
"Deal another" cycling the deals, and a plain list when JavaScript is off."""

from __future__ import annotations

import pytest


@pytest.fixture(scope="module")
def page_url(base_url) -> str:
    return base_url + "games/anaconda/index.html"


def test_step_through_with_buttons_and_keys(page, page_url):
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


def test_deal_another_cycles_the_deals(page, page_url):
    page.goto(page_url)
    box = page.locator("[data-example-hand]")
    assert box.get_by_role("button", name="Deal another (1 of 5)").count() == 1
    visible = lambda: [d.is_visible() for d in box.locator("[data-deal]").all()]  # noqa: E731
    assert visible() == [True, False, False, False, False]
    for shown in range(1, 6):
        box.locator(".ex-controls button").nth(3).click()
        assert visible().index(True) == shown % 5
    assert box.get_by_role("button", name="Deal another (1 of 5)").count() == 1  # back to the first


def test_without_javascript_it_is_a_plain_list(context_for, page_url):
    page = context_for(java_script_enabled=False).new_page()
    page.goto(page_url)
    box = page.locator("[data-example-hand]")
    assert box.locator(".ex-controls").count() == 0
    first = box.locator(".ex-steps").first
    assert first.is_visible() and first.locator("li").count() > 10
    assert box.locator("details.ex-more").count() == 4


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("stepping", [True, False])
def test_no_serious_accessibility_violations(context_for, page_url, scheme, stepping):
    from axe_playwright_python.sync_playwright import Axe  # axe runs as a script: JavaScript stays on
    page = context_for(color_scheme=scheme).new_page()
    page.goto(page_url)
    hand = page.locator("[data-example-hand]")
    hand.get_by_role("button", name="Next step").click()
    if not stepping:
        hand.get_by_role("button", name="Show all").click()
    results = Axe().run(page, context={"include": [["#analysis"]]})
    bad = [f"{v['id']}: {v['help']} ({v['nodes'][0]['target']})" for v in results.response["violations"]
           if v["impact"] in ("serious", "critical")]
    assert not bad, "\n".join(bad)
