"""The example hand in a real browser: a step-through driven by buttons and arrow keys,
"Deal another" cycling the deals (the later ones fetched from deals.json), and a plain list
when JavaScript is off."""

from __future__ import annotations

import re

import pytest

from tests.browser.test_browser_screens import SHOTS


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
    requests = []
    page.on("request", lambda request: requests.append(request.url))
    page.goto(page_url)
    box = page.locator("[data-example-hand]")
    assert box.get_by_role("button", name="Deal another (1 of 5)").count() == 1
    visible = lambda: [d.is_visible() for d in box.locator("[data-deal]").all()]  # noqa: E731
    assert visible() == [True]  # the page carries one deal; the others come when asked for
    assert not [url for url in requests if url.endswith("deals.json")]
    for shown in range(1, 6):
        box.locator(".ex-controls button").nth(3).click()
        box.get_by_role("button", name=f"Deal another ({shown % 5 + 1} of 5)").wait_for()
        assert visible() == [i == shown % 5 for i in range(5)]
    assert [url for url in requests if url.endswith("deals.json")] == [page_url.replace("index.html", "deals.json")]
    assert box.get_by_role("button", name="Deal another (1 of 5)").count() == 1  # back to the first


@pytest.mark.parametrize("width", [390, 1280])
def test_a_fetched_deal_steps_like_the_first(context_for, page_url, width):
    page = context_for(viewport={"width": width, "height": 844 if width < 500 else 900}).new_page()
    page.goto(page_url)
    box = page.locator("[data-example-hand]")
    box.get_by_role("button", name="Deal another (1 of 5)").click()
    box.get_by_role("button", name="Deal another (2 of 5)").wait_for()
    position = box.locator(".ex-position")
    assert position.inner_text().startswith("Step 1 of ")
    steps = box.locator("[data-deal]").nth(1).locator(".ex-steps > li").count()
    assert position.inner_text() == f"Step 1 of {steps}" and steps > 10
    assert "Result:" not in box.locator(".ex-now").inner_text()
    box.get_by_role("button", name="Next step").click()
    assert position.inner_text() == f"Step 2 of {steps}"
    assert "Rule 1" in box.locator(".ex-now").inner_text()
    assert box.locator(".ex-now .ex-state .pc").count() > 0  # its cards drawn as faces, as the first's
    page.keyboard.press("End")
    assert position.inner_text() == f"Step {steps} of {steps}"
    assert box.locator(".ex-now .ex-result").is_visible()
    box.get_by_role("button", name="Show all").click()
    assert box.locator("[data-deal]").nth(1).locator(".ex-steps").first.is_visible()
    assert box.locator("[data-deal]").first.is_hidden()
    assert page.evaluate("document.documentElement.scrollWidth - window.innerWidth") <= 0
    SHOTS.mkdir(parents=True, exist_ok=True)
    box.screenshot(path=str(SHOTS / f"second-deal-{width}.png"))  # for review: the fetched deal, shown whole


def test_when_the_deals_cannot_be_fetched_it_says_so(page, page_url):
    page.route("**/deals.json", lambda route: route.fulfill(status=404, body="gone"))
    page.goto(page_url)
    box = page.locator("[data-example-hand]")
    box.get_by_role("button", name="Deal another (1 of 5)").click()
    box.get_by_text("The other deals could not be loaded").wait_for()
    assert box.get_by_role("button", name=re.compile("Deal another")).count() == 0  # hidden: one deal
    assert [d.is_visible() for d in box.locator("[data-deal]").all()] == [True]


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


POT = re.compile(r"\bpot (?:is |of )?(\d+)\b", re.I)


def _games_with_bets(site_dir, count):
    """Game pages whose first example deal states the pot in its text (betting rounds)."""
    found = []
    for page in sorted((site_dir / "games").glob("*/index.html")):
        text = page.read_text(encoding="utf-8")
        first = text.split("<details class=\"ex-deal", 1)[0]
        if "data-example-hand" in text and re.search(r"\. Pot \d+\.", first):
            found.append(page.parent.name)
    assert len(found) >= count, found
    return found[:count]


def test_the_panel_pot_is_the_text_pot_at_every_step(page, base_url, site_dir):
    checked = 0
    for slug in _games_with_bets(site_dir, 5):
        page.goto(f"{base_url}games/{slug}/index.html")
        box = page.locator("[data-example-hand]")
        steps = box.locator(".ex-deal").first.locator(".ex-steps > li").count()
        pot = None
        for step in range(steps):
            now = box.locator(".ex-now")
            said = POT.search(now.locator("> p").first.inner_text())
            panel = now.locator(".ex-state .ex-pot")
            if panel.count():
                shown = re.search(r"pot (\d+)", panel.inner_text()).group(1)
                if said:
                    assert shown == said.group(1), (slug, step + 1, now.inner_text())
                    checked += 1
                pot = shown
            if step < steps - 1:
                box.get_by_role("button", name="Next step").click()
        assert pot is not None, slug
    assert checked >= 5


def test_the_result_is_hidden_until_the_last_step(page, page_url):
    page.goto(page_url)
    box = page.locator("[data-example-hand]")
    assert box.locator(".ex-position").inner_text().startswith("Step 1 of ")
    assert [r.is_visible() for r in box.locator(".ex-result").all()] == [False] * box.locator(".ex-result").count()
    assert "Result:" not in box.inner_text()
    box.get_by_role("button", name="Next step").focus()
    page.keyboard.press("End")
    assert box.locator(".ex-now .ex-result").is_visible()


def test_no_peek_games_show_backs_not_faces(page, base_url, resolved, paths):
    game = resolved.game(100)
    assert "no-peek" in game.tags
    page.goto(base_url + paths.game(100))
    box = page.locator("[data-example-hand]")
    box.get_by_role("button", name="Show all").click()
    first = box.locator(".ex-deal").first
    blind = first.locator(".ex-state", has=page.locator(".pc.back")).first
    backs = blind.locator("p").first.locator(".pc.back")
    assert backs.count() == 5  # P1's five down cards, which nobody may look at
    assert blind.locator("p").first.locator(".pc:not(.back)").count() == 0
    assert backs.first.get_attribute("aria-label") == "face down" and backs.first.inner_text() == ""
    assert backs.first.bounding_box()["height"] >= 18  # a card, not a 13 px glyph
    faces = page.locator(".ex-state .pc:not(.back)").first
    assert faces.bounding_box()["height"] >= 18
