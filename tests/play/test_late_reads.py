"""Games the last odd rules made runnable, played end to end: Omaha Burns (#951), whose guts
redeal is said as "If anyone burns or no one went in, redeal the game for everyone.", and
Elevator Shaft II (#1130), whose "You hand can only use on vertical or horizontal row of
common cards." is read with "one" for "on", and Bloody Sevens (#1002), whose "If you went in and
were not forced to fold, you must match the pot." is the guts settlement of the losers who
went in (the guts redeal that follows it is played by play/mechanics/flow.py)."""

from __future__ import annotations

import pytest

from dealerschoice.play.board import Board
from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import simulate
from dealerschoice.rules.grammar import read_game
from dealerschoice.rules.steps import Redeal, Settle
from dealerschoice.rules.steps.vocab import Amount, LineKind, PaidTo, Payer
from tests.play.test_boards import corpus_game, reached, winner_checks
from tests.play.test_simulate import assert_sound
from tests.rules.corpus import SKIP_REASON, present

pytestmark = pytest.mark.skipif(not present(), reason=SKIP_REASON)

OMAHA_BURNS, ELEVATOR_SHAFT_II = 951, 1130
SETTLE_RULE = 11  # Omaha Burns: "Players who stayed in and lost pay ten times max bet ... redeal ..."


def _settlements(transcript) -> list[tuple[str, str]]:
    return [(e.kind, e.text) for e in transcript.events if e.rule == SETTLE_RULE and e.kind in ("settle", "redeal")]


def test_omaha_burns_reads_its_redeal_as_the_guts_redeal():
    rule = next(r for r in read_game(corpus_game(OMAHA_BURNS)) if r.number == SETTLE_RULE)
    assert rule.status == "executable"
    assert Redeal("nobody-in-or-matched") in rule.steps


def test_omaha_burns_deals_again_when_a_loser_burns():
    transcript = simulate(game_program(corpus_game(OMAHA_BURNS)), 4, 3)
    assert_sound(transcript)
    assert _settlements(transcript) == [
        ("settle", "P1 pays 10 into the pot."),
        ("redeal", "Someone matched the pot: all cards are shuffled and dealt again (deal 2); the pot of 10 stays."),
        ("settle", "Nobody has to pay."),
    ]
    assert transcript.carried == 0


def test_omaha_burns_deals_again_when_nobody_goes_in():
    transcript = simulate(game_program(corpus_game(OMAHA_BURNS)), 2, 8)
    assert_sound(transcript)
    assert _settlements(transcript)[:2] == [
        ("settle", "Nobody has to pay."),
        ("redeal", "Nobody went in: all cards are shuffled and dealt again (deal 2); the pot of 2 stays."),
    ]


@pytest.mark.parametrize("players", [4, 5])
def test_omaha_burns_redeals_after_every_burn(players):
    program = game_program(corpus_game(OMAHA_BURNS))
    burns = 0
    for seed in range(12):
        transcript = simulate(program, players, seed)
        assert_sound(transcript)
        found = _settlements(transcript)
        for at, (kind, text) in enumerate(found):
            if kind == "settle" and text != "Nobody has to pay.":
                # a burn always deals again; an example stops after a few deals, the pot kept
                last = at + 1 == len(found)
                assert (transcript.carried > 0) if last else found[at + 1][0] == "redeal", (seed, found)
                burns += 1
            elif kind == "settle" and at + 1 < len(found):
                # nobody burned: dealt again only when nobody went in
                assert found[at + 1][1].startswith("Nobody went in"), (seed, found)
    assert burns, "no hand burned: the sweep does not test the rule"


def test_elevator_shaft_ii_plays_one_row_or_one_column_of_the_square():
    rule = read_game(corpus_game(ELEVATOR_SHAFT_II))[-1]
    assert rule.status == "executable"
    hand = reached(corpus_game(ELEVATOR_SHAFT_II), 4, 0)
    board = hand.piece(Board)
    lines = [line.positions for line in board.layout.hand_lines(LineKind.ROW, LineKind.COLUMN)]
    assert len(lines) == 6 and len(board.places) == 9
    winner = winner_checks(hand, lines, own_counts=range(3))
    assert board.used[winner] == ("r2c2", "r2c3", "r2c1")  # seed 4 (the first from 0 to reach a showdown)


BLOODY_SEVENS = 1002  # "If you went in and were not forced to fold, you must match the pot."


def test_bloody_sevens_reads_its_settlement_as_the_losers_who_went_in_matching_the_pot():
    rule = next(r for r in read_game(corpus_game(BLOODY_SEVENS)) if r.number == 6)
    assert Settle(who=Payer.IN_AND_LOST, amount=Amount.POT, to=PaidTo.POT) in rule.steps


def test_bloody_sevens_a_player_forced_to_fold_does_not_match_the_pot_and_a_loser_does():
    transcript = simulate(game_program(corpus_game(BLOODY_SEVENS)), 5, 392)
    assert_sound(transcript)
    first_deal = [(e.rule, e.text) for e in transcript.events if e.rule in (2, 3, 5, 6)][:6]
    assert first_deal == [
        (2, "Declarations (one at a time): P1 in, P2 out, P3 out, P4 in, P5 in."),
        (3, "Three cards face up to each player."),
        (3, "P1 must fold (7♥)."),  # P1 went in, then was forced out
        (5, "Showdown: P4 (in) Pair of tens; P5 (in) Pair of kings [7♣ as K♠]. Pot 5: P5 5."),
        (6, "P4 matches the pot (5)."),  # the loser who went in pays; P1 does not
        (6, "Someone had to match the pot: all cards are shuffled and dealt again (deal 2); the pot of 5 stays."),
    ]
