"""Games in styles the seed catalog lacks (draw, hold'em, stud, razz) run from their rules."""

from __future__ import annotations

import pytest

from dealerschoice.play.simulate import simulate
from tests.play.test_simulate import assert_sound, make_game

LEFT = "Normal betting round, with the player to the left of the dealer opening."
HIGH = "Normal betting round, with the player with the high hand showing opening."

STYLES = {
    "draw": (make_game("Deal five cards down to each player.", LEFT,
                       "Each player may discard up to three cards and draw replacements.", LEFT,
                       "Showdown, high hand wins."), 5, 0),
    "hold'em": (make_game("Deal two cards down to each player.", LEFT, "Deal three cards face up to the table.", LEFT,
                          "Deal one card face up to the table.", LEFT, "Deal one card face up to the table.", LEFT,
                          "Showdown, high hand wins."), 2, 5),
    "stud": (make_game("Deal two cards down and one card up to each player.",
                       "Normal betting round, with the player with the low hand showing opening.",
                       "Deal one card up to each player.", HIGH, "Deal one card up to each player.", HIGH,
                       "Deal one card down to each player.", HIGH, "Showdown, high hand wins.", "Deuces are wild."), 6, 0),
    "razz": (make_game("Deal two cards down and one card up to each player.", "Deal one card up to each player.",
                       "Deal one card up to each player.", "Deal one card up to each player.",
                       "Deal one card down to each player.", "Showdown, low hand wins."), 7, 0),
}


@pytest.mark.parametrize("name", STYLES)
def test_other_styles_run_with_the_right_hand_sizes(name):
    game, held, table = STYLES[name]
    for seed in (1, 2, 3):
        transcript = simulate(game, 6, seed, everyone_stays=True)
        assert_sound(transcript)
        showdown = next(e for e in transcript.events if e.kind == "showdown")
        assert all(len(p.up) + len(p.down) == held for p in showdown.view.players)
        assert len(showdown.view.table_up) == table


def test_table_cards_count_in_hold_em_hands():
    game = STYLES["hold'em"][0]
    transcript = simulate(game, 3, 4, everyone_stays=True)
    assert all(len(s.cards) == 2 for s in transcript.showdown)
    table = next(e for e in transcript.events if e.kind == "showdown").view.table_up
    for showing in transcript.showdown:
        assert set(showing.high_best) <= set(showing.cards) | set(table)
