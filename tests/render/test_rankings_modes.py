"""The hand-rankings page's rows for the ranking modes games add (render/rankings.py): each
row's hands are judged by the evaluator as the page is built; this golden test pins what the
evaluator says, and that the page shows every row."""

from __future__ import annotations

import dataclasses
import re
from html import unescape

import pytest

from dealerschoice.cards import Hand
from dealerschoice.load.catalog import load_catalog
from dealerschoice.render.rankings import MODES, Mode, worked_modes, worked_row
from dealerschoice.render.site import render_site
from dealerschoice.resolve import resolve
from tests.render.conftest import CATALOG

GOLDEN = [
    ("Straight flushes by length", "9♥ 10♥ J♥ 2♣ 3♦", "Three card straight flush, jack high: 9♥ 10♥ J♥",
     "A♠ 2♠ 3♠ 4♠ K♦", "Four card straight flush, four high: A♠ 2♠ 3♠ 4♠"),
    ("Flushes by length", "K♥ 9♥ 4♠ 2♣", "Two card flush, king high: K♥ 9♥",
     "2♦ 5♦ 7♦ K♣", "Three card flush, seven high: 7♦ 5♦ 2♦"),
    ("Straights round the corner", "K♠ A♠ 2♦ 3♣ 4♥", "Straight round the corner, four high: K♠ A♠ 2♦ 3♣ 4♥",
     "A♠ 2♠ 3♦ 4♣ 5♥", "Straight, five high: 5♥ 4♣ 3♦ 2♠ A♠"),
    ("Flushes by suit", "A♥ K♥ Q♥ J♥ 9♥", "Flush in hearts, ace high: A♥ K♥ Q♥ J♥ 9♥",
     "2♠ 5♠ 7♠ 9♠ J♠", "Flush in spades, jack high: J♠ 9♠ 7♠ 5♠ 2♠"),
    ("Football points, in the order turned", "A♠ K♠ Q♦ 9♣ 2♥", "14 points: A♠ K♠ Q♦ 9♣ 2♥",
     "K♠ Q♦ A♥ 9♣ 2♥", "15 points: K♠ Q♦ A♥ 9♣ 2♥"),
    ("Cards that add to nine are one wild", "K♠ K♥ K♦ 2♣ 2♠", "Full house, kings full of twos: K♠ K♥ K♦ 2♣ 2♠",
     "4♠ 5♦ K♠ K♥ K♦", "Four of a kind, kings (4♠ 5♦ as one wild): K♠ K♥ K♦ K♣ (4♠ as K♣)"),
    ("A rank moved, a rank dead", "K♠ K♥ K♦ 9♣ 9♥", "Pair of nines: 9♣ 9♥",
     "J♠ 2♥ 3♦ 4♣ 5♠", "Straight, five high: 5♠ 4♣ 3♦ 2♥ J♠"),
    ("Hands added between two classes", "A♠ K♠ Q♥ J♦ 10♣", "Straight, ace high: A♠ K♠ Q♥ J♦ 10♣",
     "2♠ 4♥ 5♦ 6♣ 7♥", "Little dog: 7-6-5-4-2: 7♥ 6♣ 5♦ 4♥ 2♠"),
]


def test_every_mode_row_is_what_the_evaluator_says():
    assert [(r.name, r.example, r.example_is, r.beaten_by, r.beaten_by_is) for r in worked_modes()] == GOLDEN


def test_a_row_whose_second_hand_does_not_win_stops_the_build():
    swapped = dataclasses.replace(MODES[2], example=MODES[2].beaten_by, beaten_by=MODES[2].example)
    with pytest.raises(ValueError, match=r"hand-rankings row 'Straights round the corner': K♠ A♠ 2♦ 3♣ 4♥ \("
                                         r"Straight round the corner, four high: .*\) does not beat A♠ 2♠"):
        worked_row(swapped)
    nothing = Mode("Nothing", "no hand", lambda cards: None, "2♠", "3♠")
    with pytest.raises(ValueError, match=r"row 'Nothing': 3♠ \(no hand\) does not beat 2♠ \(no hand\)"):
        worked_row(nothing)
    assert isinstance(MODES[0].judge(MODES[0].example), Hand)


def test_the_hand_rankings_page_shows_every_mode_row():
    page = unescape(render_site(resolve(load_catalog(CATALOG)))["hand-rankings/index.html"].decode())
    assert "Rankings games add to poker hands" in page
    for name, example, example_is, beaten_by, beaten_by_is in GOLDEN:
        row = page.split(f"<th scope=\"row\">{name}<br>", 1)[1].split("</tr>", 1)[0]
        assert '<span class="suit-red">' in row  # the red suits coloured as in the prose
        row = re.sub(r'<span class="suit-[a-z]+">|</span>', "", row)
        assert f"<td>{example}<br><small>{example_is}</small></td>" in row
        assert f"<td>{beaten_by}<br><small>{beaten_by_is}</small></td>" in row
