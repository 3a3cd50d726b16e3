"""The board diagram: its SVG's structure for several layouts, and a board game's page showing it."""

import re
from pathlib import Path

import pytest

from dealerschoice.pipeline import build_site
from dealerschoice.records import Rule
from dealerschoice.render.board_svg import (
    BoardFigure,
    board_figure,
    board_svg,
    describe,
)
from dealerschoice.rules.grammar import read_rule
from dealerschoice.rules.steps.board_plan import BoardPlan, board_plan


def plan_of(*rules: str) -> BoardPlan:
    return board_plan([read_rule(Rule(n, text, n)) for n, text in enumerate(rules, 1)])


LAYOUTS = {
    "tic-tac-toe": (("Deal nine face down common cards in a 3x3 square.",
                     "Flip one common card from each row face up.",
                     "Flip the next common card going clockwise around face up.",
                     "Your hand may only use one horizontal, vertical, or diagonal row of common cards."),
                    9, 8, 4),
    "cross": (("Deal five common cards face down in a cross pattern.", "Flip one common card face up.",
               "Your hand may only use one horizontal or vertical row of common cards."), 5, 2, 1),
    "circle": (("Deal eight common cards face down in a circle, and deal a ninth down in the middle of the circle.",
                "Flip face up two common cards on opposite sides of the circle face up, going clockwise around."),
               9, 0, 2),
    "h": (("Deal seven common cards face down in an 'H' formation.",
           "Flip over any one common card except the center one.",
           "You may only use three common cards that are in a straight line in your final hand."), 7, 5, 1),
    "sets": (("Deal three sets of three face up common cards each.",
              "Your hand can only use one set of common cards."), 9, 3, 0),
    "5x5": (("Deal twenty five commons face down in a 5x5 square.",), 25, 0, 0),
}


@pytest.mark.parametrize("name", sorted(LAYOUTS))
def test_the_svg_has_a_card_per_position_and_a_mark_per_line(name):
    rules, cards, lines, flipped = LAYOUTS[name]
    plan = plan_of(*rules)
    svg = board_svg(plan)
    assert svg.count('class="board-card"') == cards == len(plan.cards)
    assert len(re.findall(r'class="board-line board-line-\w+"', svg)) == lines
    assert svg.count('class="board-flip"') == flipped
    assert svg.startswith('<svg xmlns="http://www.w3.org/2000/svg" class="board-diagram" viewBox="0 0 ')
    assert '<title id="board-title">The board: ' in svg and f'<desc id="board-desc">{describe(plan)}</desc>' in svg
    assert 'role="img"' in svg and 'aria-labelledby="board-title board-desc"' in svg
    # no script, no request: the only address is the SVG namespace
    assert "<script" not in svg and re.findall(r"https?://[^\"]+", svg) == ["http://www.w3.org/2000/svg"]
    assert "#000" not in svg and 'stroke="currentColor"' in svg


def test_the_view_box_fits_the_cards():
    svg = board_svg(plan_of("Deal nine face down common cards in a 3x3 square."))
    assert 'viewBox="0 0 156 204"' in svg and 'width="156" height="204"' in svg


def test_the_description_says_the_flips_and_lines():
    plan = plan_of(*LAYOUTS["cross"][0])
    assert describe(plan) == ("Five common cards in a cross. The number on a card is the flip that turns it face up "
                              "(flip 1: rule 2). A hand may use the cards of one of the 2 lines marked: 1 row, "
                              "1 column.")
    chosen = plan_of(*LAYOUTS["h"][0])
    assert "Where the player flipping chooses the card, the numbers show one way to turn them." in describe(chosen)
    assert describe(plan_of(*LAYOUTS["sets"][0])) == ("Nine common cards in three sets of three cards. They are dealt "
                                                      "face up. A hand may use the cards of one of the 3 lines "
                                                      "marked: 3 sets.")
    rows = plan_of("Deal six cards face down to the table in two rows, one of four cards and one of two cards.")
    assert describe(rows).startswith("Six common cards in two rows, of four cards and two cards.")


def test_a_joker_in_the_centre_is_marked():
    plan = plan_of("Deal four face down common cards in a cross, and put a joker in the center of the cross.")
    svg = board_svg(plan)
    assert plan.joker == "r2c2" and ">Jk</text>" in svg and svg.count('stroke-dasharray="4 3"') == 1


def test_the_figure_comes_from_the_analysis_only_for_boards():
    plan = plan_of(*LAYOUTS["cross"][0])
    from tests.analysis_entries import entry
    figure = board_figure(entry(board=plan))
    assert isinstance(figure, BoardFigure) and figure.caption == describe(plan)
    assert str(figure.svg) == board_svg(plan)
    assert board_figure(entry(runnable=True)) is None and board_figure(None) is None


BOARD_GAME = """Board Test (#1)

Tags: flip

Rules:

1. Deal two cards face down to each player.
2. Deal nine face down common cards in a 3x3 square.
3. Normal betting round, with the player to the left of the dealer opening.
4. Flip one common card from each row face up.
5. Normal betting round, with the player to the left of the dealer opening.
6. Showdown, high hand wins.
7. Your hand may only use one horizontal or vertical row of common cards.

Plain Test (#2)

Tags: flip

Rules:

1. Deal five cards face down to each player.
2. Showdown, high hand wins.

Parent: Board Test (#1)
"""


def test_a_board_games_page_shows_its_board(tmp_path: Path):
    catalog = tmp_path / "catalog"
    (catalog / "games").mkdir(parents=True)
    (catalog / "games" / "boards.txt").write_text(BOARD_GAME, encoding="utf-8")
    site = build_site(catalog, tmp_path / "site", search=False, cache=False).out_dir
    page = (site / "games" / "board-test" / "index.html").read_text(encoding="utf-8")
    figure = page[page.index('<figure class="board-figure"'):]
    figure = figure[:figure.index("</figure>")]
    assert figure.count('class="board-card"') == 9 and len(re.findall('class="board-line ', figure)) == 6
    assert figure.count('class="board-flip"') == 3
    assert "<figcaption" in figure and "Nine common cards in a 3×3 square." in figure
    assert page.index('id="rule-7"') < page.index('class="board-figure"') < page.index('class="family-line"')
    plain = (site / "games" / "plain-test" / "index.html").read_text(encoding="utf-8")
    assert "board-figure" not in plain and "board-diagram" not in plain
