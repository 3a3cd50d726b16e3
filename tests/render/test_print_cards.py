"""Issue 19, item 8: index cards fold repeated rules and give players and wilds; the print
picker shows its preview beside the picker (wide) or right after the count (phone)."""

from __future__ import annotations

import json
import re

import pytest
from markupsafe import Markup

from dealerschoice.render.card_rules import fold_repeats


def _fold(texts: list[str]) -> list[tuple[str, str]]:
    rules = [(n, Markup.escape(t)) for n, t in enumerate(texts, start=1)]
    return [(label, str(html)) for label, html in fold_repeats(rules, texts)]


def test_a_run_of_two_rules_said_four_times_is_one_line():
    texts = ["Ante 1.", "Deal two down.", *["Deal one up.", "Bet."] * 4, "Showdown."]
    assert _fold(texts) == [("1", "Ante 1."), ("2", "Deal two down."),
                            ("3–10", "Deal one up. Bet. — four times"), ("11", "Showdown.")]


def test_one_rule_said_again_and_case_spacing_and_full_stops_do_not_matter():
    assert _fold(["Bet.", "bet", "BET.  ", "Show."]) == [("1–3", "Bet. — three times"), ("4", "Show.")]


def test_the_fold_that_covers_most_rules_wins():
    texts = ["A.", "A.", "B.", "A.", "A.", "B.", "A.", "A.", "B."]  # "A A B" thrice beats "A" twice
    assert _fold(texts) == [("1–9", "A. A. B. — three times")]


def test_rules_said_once_stay_as_they_are():
    assert _fold(["A.", "B.", "A.", "C."]) == [("1", "A."), ("2", "B."), ("3", "A."), ("4", "C.")]
    assert _fold([]) == []


def _cards(site) -> dict[str, str]:
    cards = {}
    for chunk in sorted((site / "print" / "cards").glob("*.js")):
        text = chunk.read_text(encoding="utf-8")
        cards.update(json.loads(text[text.index(",{") + 1:text.rindex(");")]))
    return cards


def test_the_anaconda_card_folds_its_four_flips_and_bets(site):
    card = _cards(site)["10"]
    folded = re.findall(r'<li data-n="\d+" class="fold"><span class="rule-no">([^<]+)</span><span>(.*?)</span></li>', card)
    assert folded == [("7–14.", "Each player simultaneously flips over the top card of their stack. Normal betting "
                                "round, with the player with the high hand showing opening. — four times")]
    assert card.count("<li data-n=") == 9  # 16 rules: eight of them on one line
    assert '<p class="deck-summary">2–7 players</p>' in card


def test_a_card_gives_the_wild_cards(site):
    cards = _cards(site)
    with_wilds = [c for c in cards.values() if re.search(r'<p class="deck-summary">[^<]*wild', c)]
    assert len(with_wilds) >= 10


def test_the_preview_is_a_part_of_the_page_itself(site):
    page = (site / "print" / "index.html").read_text(encoding="utf-8")
    # print CSS shows only main's .deck child: the preview must stay one, beside the picking part
    main = page.split('<main id="main"', 1)[1].split("</main>", 1)[0]
    order = re.findall(r'<(?:div|h2) class="([^"]+)"', main)
    assert order[0] == "no-print deck-picking" and order[-2:] == ["deck-preview-h", "deck"]
    assert '<div class="picker-box">' in page and '<p class="deck-status-line">' in page


@pytest.mark.parametrize("name", ["deck.css"])
def test_the_folded_line_numbers_have_room(site, name):
    css = (site / "static" / name).read_text(encoding="utf-8")
    assert ".deck-card .rules li.fold" in css and "grid-template-columns: auto 1fr" in css
