"""Game pages speak to players: developer words only in "For catalog keepers"; the sections in
the order a player reads them; every described game with a page of its own."""

from __future__ import annotations

import html
import re

import pytest

from dealerschoice.render.described import described_pages

DEVELOPER = re.compile(r"build\.py|--seed|standard error|\(#\d+\)", re.I)
# a database code in parentheses: the three-digit codes of the facts ("(300)"), looked for
# outside the example hands' steps, whose "matches the pot (222)" are chips; "(8)" games
# with a tag are words for players
CODE = re.compile(r"\(\d{3,}\)")
STEPS = re.compile(r'<ol class="ex-steps">.*?</ol>', re.S)


def player_text(page: str) -> str:
    """The words a player reads: no scripts, styles, tags, or the keepers' folded section."""
    page = re.sub(r"<(script|style)\b.*?</\1>", " ", page, flags=re.S)
    start = page.find('<details id="keepers"')
    if start != -1:  # the page's last section: it runs to the end of <main>
        page = page[:start] + page[page.index("</main>", start):]
    page = re.sub(r"<[^>]+>", " ", page)
    return html.unescape(re.sub(r"\s+", " ", page))


def test_player_text_leaves_out_the_keepers_section():
    page = ('<main><p>Deal 1.</p><style>.x{}</style><details id="keepers"><summary>For catalog keepers</summary>'
            '<details class="ex-read" open><summary>r</summary></details>'
            '<code>python build.py play X --seed 3</code></details></main><footer>f (12)</footer>')
    assert player_text(page) == " Deal 1. f (12) "


def test_no_page_speaks_to_developers_outside_the_keepers_section(site):
    pages = sorted(site.rglob("*.html"))
    assert len(pages) > 100
    found = {}
    for path in pages:
        page = path.read_text(encoding="utf-8")
        hits = sorted({m.group(0) for m in DEVELOPER.finditer(player_text(page))}
                      | {m.group(0) for m in CODE.finditer(player_text(STEPS.sub(" ", page)))})
        if hits:
            found[str(path.relative_to(site))] = hits
    assert found == {}


def test_the_keepers_section_holds_the_commands_and_seeds(site):
    page = (site / "games" / "anaconda" / "index.html").read_text(encoding="utf-8")
    keepers = page[page.index('<details id="keepers"'):]
    assert "<summary>For catalog keepers</summary>" in keepers
    assert "--seed" in keepers and "python build.py play" in keepers
    assert "How the rules were read" in keepers


def test_a_game_page_is_in_player_order(site):
    page = (site / "games" / "anaconda" / "index.html").read_text(encoding="utf-8")
    marks = ['class="page-summary"', 'class="rules"', 'id="print-card"', 'id="analysis"', 'id="odds"',
             'id="family"', 'id="write-ups"', 'id="keepers"']
    at = [page.find(mark) for mark in marks]
    assert -1 not in at, dict(zip(marks, at))
    assert at == sorted(at)


def test_every_game_that_matches_no_catalog_game_has_a_page(resolved, site):
    pages = described_pages(resolved)
    links = resolved.links
    assert len(pages) == len(set(links.unmatched) | set(links.unmatched_write_ups)) == 40
    queen = next(p for p in pages if p.name == "Follow The Queen")
    assert queen.href == "described/follow-the-queen/index.html" and queen.other_names == ("Ho",)
    text = player_text((site / queen.href).read_text(encoding="utf-8"))
    assert "Described in write-ups/mikes-7-stud-variants.txt, as a variant of" in text
    assert "If a queen is dealt up, the next card dealt up and all cards of the same rank are also wild." in text
    whole = next(p for p in pages if p.name == "Indian Poker")
    assert whole.variant is None and (site / whole.href).is_file()


@pytest.fixture(scope="module")
def resolved():
    from pathlib import Path

    from dealerschoice.load.catalog import load_catalog
    from dealerschoice.resolve import resolve

    return resolve(load_catalog(Path(__file__).resolve().parents[2] / "catalog"))
