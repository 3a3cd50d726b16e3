"""Printing in a real browser: a game page is one PDF page with its whole card; a deck splits no card."""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest
from markupsafe import Markup

from dealerschoice.records import Game
from dealerschoice.render.card_rules import fold_repeats


def pdf_pages(pdf: bytes, tmp_path) -> list[str]:
    if not shutil.which("pdftotext"):
        pytest.skip("pdftotext missing (sudo apt-get install poppler-utils)")
    path = tmp_path / "out.pdf"
    path.write_bytes(pdf)
    text = subprocess.run(["pdftotext", "-raw", "-enc", "UTF-8", str(path), "-"],
                          capture_output=True, text=True, check=True).stdout
    pages = text.split("\f")
    if pages and not pages[-1].strip():
        pages.pop()
    return [flat(p) for p in pages]


def flat(text: str) -> str:
    """Text with layout, hyphenation at line ends and spacing differences taken out."""
    text = text.replace("\u00ad", "").replace("’", "'").replace("“", '"').replace("”", '"')
    return re.sub(r"\s+", "", text)


def card_texts(game: Game) -> list[str]:
    return [flat(game.name)] + [flat(a) for a in game.aliases] + [flat(r.text) for r in game.rules]


def missing(page_text: str, game: Game) -> list[str]:
    return [t for t in card_texts(game) if t not in page_text]


def longest(resolved, n=1):
    return sorted(resolved.catalog.games, key=lambda g: -sum(len(r.text) for r in g.rules))[:n]


@pytest.mark.parametrize("pick", ["beat-your-neighbor", "longest"])
def test_game_page_prints_one_page_with_the_whole_card(page, base_url, resolved, paths, tmp_path, pick):
    game = resolved.game(100) if pick != "longest" else longest(resolved)[0]
    page.goto(base_url + paths.game(game.id))
    pages = pdf_pages(page.pdf(format="Letter"), tmp_path)
    assert len(pages) == 1, f"{game.name}: {len(pages)} pages"
    assert missing(pages[0], game) == []
    for tag in game.tags:
        assert flat(tag) in pages[0]
    assert "Skiptocontent" not in pages[0] and "Searchgames" not in pages[0]


@pytest.mark.parametrize("layout", ["letter", "a4"])
def test_print_deck_of_eight_splits_no_card(page, base_url, resolved, tmp_path, layout):
    games = longest(resolved, 4) + sorted(resolved.catalog.games, key=lambda g: g.id)[:4]
    ids = ",".join(str(g.id) for g in games)
    page.goto(base_url + f"print/index.html?games={ids}&layout={layout}")
    page.wait_for_load_state("networkidle")
    pages = pdf_pages(page.pdf(prefer_css_page_size=True), tmp_path)
    assert len(pages) >= 1
    for game in games:
        whole = [n for n, text in enumerate(pages) if not missing(text, game)]
        assert whole, f"{game.name} (#{game.id}) is not whole on any page"
    picked = {g.id for g in games}
    joined = "".join(pages)
    stray = [g.name for g in resolved.catalog.games
             if g.id not in picked and flat(f"{g.name} #{g.id}") in joined]
    assert stray == []  # the deck prints the picked games only


MIN_FONT = """root => Math.min(...[...root.querySelectorAll('*')]
    .filter(el => el.offsetParent !== null && [...el.childNodes].some(n => n.nodeType === 3 && n.textContent.trim()))
    .map(el => parseFloat(getComputedStyle(el).fontSize)))"""


@pytest.mark.parametrize("where", ["game", "index", "letter"])
def test_print_text_never_below_8pt(page, base_url, resolved, paths, where):
    games = longest(resolved, 4)
    if where == "game":
        page.goto(base_url + paths.game(games[0].id))
        root = "#card"
    else:
        page.goto(base_url + f"print/index.html?layout={where}&games=" + ",".join(str(g.id) for g in games))
        root = "#deck"
    page.emulate_media(media="print")
    smallest_px = page.locator(root).evaluate(MIN_FONT)
    assert smallest_px * 0.75 >= 8, f"{where}: text at {smallest_px * 0.75:.1f} pt"


def test_index_cards_one_game_per_card_rules_never_cut(page, base_url, resolved, tmp_path):
    games = longest(resolved, 2) + [resolved.game(100)]
    page.goto(base_url + "print/index.html?layout=index&games=" + ",".join(str(g.id) for g in games))
    page.wait_for_load_state("networkidle")
    pdf = page.pdf(prefer_css_page_size=True)
    pages = pdf_pages(pdf, tmp_path)
    size = subprocess.run(["pdfinfo", str(tmp_path / "out.pdf")], capture_output=True, text=True).stdout
    assert re.search(r"Page size:\s+360 x 216 pts", size), size  # 5 x 3 in
    for text in pages:
        heads = [g for g in games if flat(f"{g.name} #{g.id}") in text]
        assert len(heads) == 1, f"a card shows {len(heads)} games"
    for game in games:
        for label, line in card_lines(game):  # a long game carries on to the next card between rules
            whole = flat(f"{label}. {line}")  # numbered: repeated sentences count apart
            assert any(whole in text for text in pages), f"{game.name} rule {label} cut"


def card_lines(game: Game) -> list[tuple[str, str]]:
    """The card's lines: its rules, a run said again and again folded into one ("7–14")."""
    rules = [(r.number, Markup.escape(r.text)) for r in game.rules]
    return [(label, html.striptags()) for label, html in fold_repeats(rules, [r.text for r in game.rules])]


@pytest.mark.parametrize("width", [390, 1280])
def test_the_preview_shows_without_scrolling(context_for, base_url, width):
    page = context_for(viewport={"width": width, "height": 844 if width < 500 else 900}).new_page()
    page.goto(base_url + "print/index.html?games=10,100")
    first = page.locator("#deck .deck-card").first
    first.wait_for()
    heading = page.get_by_role("heading", name="Preview")
    assert heading.bounding_box()["y"] + heading.bounding_box()["height"] <= page.viewport_size["height"]
    assert first.bounding_box()["y"] < page.viewport_size["height"]  # the first picked card starts in view
    assert first.locator(".deck-name").inner_text().startswith("Anaconda")
    folded = first.locator("li.fold")
    assert folded.count() == 1 and folded.locator(".rule-no").inner_text() == "7–14."
    number, text = folded.locator(".rule-no").bounding_box(), folded.locator(".rule-no + span").bounding_box()
    assert number["x"] + number["width"] <= text["x"] + 1  # "7–14." has room: it does not run into the rule
    # the list's hidden letter headings scroll inside its box: no blank page of scroll below the footer
    assert page.evaluate("document.documentElement.scrollHeight") < 3000
    picker = page.locator(".picker-box")
    assert picker.evaluate("box => box.scrollHeight > box.clientHeight")  # the list scrolls in its own box
    page.locator("#deck-filter").fill("beat your")
    assert page.get_by_label(re.compile("Beat Your Neighbor")).is_visible()
