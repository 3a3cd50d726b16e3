"""A board game's page in a real browser, at a phone's width and a desk's: the layout diagram
(`render/board_svg.py`) and the example hand's board drawn in its shape, with the winner's
cards marked (`render/example_html.py`).

The seed catalog holds no board game, so the site is built from a one-game catalog made at
test time in a temporary folder, from Criss Cross's record in the development corpus
(`../shared/corpus`), read where it lies and never copied into the project; without the
corpus these tests skip.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.browser.conftest import ARTIFACTS, Offsite, _serve
from tests.rules import corpus as dev

SHOTS = ARTIFACTS / "screenshots"
GAME = 980  # Criss Cross: five common cards in a cross, turned one by one, one bar per hand
HEADER = re.compile(r"^.+ \(#(\d+)\)$")
STARTS = ("Also known as:", "Tags:", "Rules:")

pytestmark = pytest.mark.skipif(not dev.present(), reason=dev.SKIP_REASON)


def _record_text(number: int) -> str:
    """The lines of game `number`'s record in the corpus files, from its header to the next
    record's header (a header is a "Name (#N)" line whose next non-blank line opens a record)."""
    for path in sorted((dev.CORPUS / "games").glob("*.txt")):
        lines = path.read_text(encoding="utf-8").splitlines()
        starts = [i for i, line in enumerate(lines) if HEADER.match(line)
                  and next((n for n in lines[i + 1:] if n.strip()), "").startswith(STARTS)]
        for at, i in enumerate(starts):
            if HEADER.match(lines[i]).group(1) == str(number):
                end = starts[at + 1] if at + 1 < len(starts) else len(lines)
                return "\n".join(lines[i:end]).rstrip() + "\n"
    raise LookupError(f"game #{number} is in no file of {dev.CORPUS / 'games'}")


@pytest.fixture(scope="module")
def board_site(tmp_path_factory) -> Path:
    from dealerschoice.pipeline import build_site

    catalog = tmp_path_factory.mktemp("board-catalog")
    (catalog / "games").mkdir()
    (catalog / "games" / "board.txt").write_text(_record_text(GAME), encoding="utf-8")
    out = tmp_path_factory.mktemp("board-browser") / "site"
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("DEALERSCHOICE_CACHE", str(tmp_path_factory.mktemp("board-cache")))
        build_site(catalog, out, search=False, odds={"deals": 40})
    return out


@pytest.fixture(scope="module")
def board_url(board_site) -> str:
    server = _serve(board_site)
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()


@pytest.fixture
def board_page(browser, board_url):
    """A page of the given width that refuses other hosts and records script errors."""
    made = []

    def make(width: int):
        context = browser.new_context(viewport={"width": width, "height": 844 if width < 500 else 900},
                                      device_scale_factor=1)
        offsite = Offsite(board_url)
        context.route("**/*", offsite)
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        made.append((context, offsite, errors))
        return page

    yield make
    for context, _, _ in made:
        context.close()
    assert not [url for _, offsite, _ in made for url in offsite.seen], "pages requested other hosts"
    assert not [e for _, _, errors in made for e in errors], "JavaScript errors"


def _game_page(board_site: Path) -> str:
    (page,) = sorted(p.relative_to(board_site).as_posix() for p in (board_site / "games").glob("*/index.html"))
    return page


@pytest.mark.parametrize("width", [390, 1280])
def test_the_board_game_page_draws_the_layout_and_the_example_board(board_page, board_site, board_url, width):
    page = board_page(width)
    page.goto(board_url + _game_page(board_site))
    assert "Criss Cross" in page.locator("h1").inner_text()

    diagram = page.locator("svg.board-diagram")
    assert diagram.count() == 1 and diagram.is_visible()
    assert diagram.locator("rect.board-card").count() == 5  # the cross
    assert sorted(diagram.locator("text.board-flip").all_text_contents()) == ["1", "2", "3", "4", "5"]
    assert diagram.locator(".board-line").count() == 2  # the two bars a hand may use
    assert diagram.locator("title").text_content() == "The board: five common cards in a cross"

    hand = page.locator("[data-example-hand]")
    hand.get_by_role("button", name="Show all").click()
    boards = hand.locator("[data-deal]").first.locator(".ex-board")
    assert boards.count() == 7  # laid out, after each of the five turns, and at the showdown
    labels = [b.get_attribute("aria-label") for b in boards.all()]
    assert labels[0] == "Common cards (cross): " + ", ".join(["face down"] * 5)
    assert [label.count("face down") for label in labels] == [5, 4, 3, 2, 1, 0, 0]
    assert all("(winning)" not in label for label in labels[:-1])
    last = boards.last
    assert last.is_visible()
    stars = last.inner_text().count("★")
    assert 1 <= stars <= 3  # the winner's common cards: on one bar of the cross
    assert labels[-1].count("(winning)") == stars
    box = last.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= width

    SHOTS.mkdir(parents=True, exist_ok=True)
    target = SHOTS / f"board-game-{width}.png"
    page.screenshot(path=str(target), full_page=True)
    assert target.stat().st_size > 5000
    diagram.scroll_into_view_if_needed()
    page.screenshot(path=str(SHOTS / f"board-diagram-{width}.png"))  # the window around the layout's drawing
    last.scroll_into_view_if_needed()
    close = SHOTS / f"board-example-{width}.png"
    page.screenshot(path=str(close))  # the window around the final board
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0, f"the board game's page at {width}px scrolls sideways by {overflow}px"
