"""Repeats until something a player does: until a betting round has a bet in it, until a
player believes they hold the highest hand (policies.claims_best); capped, the cap said."""

import pytest

from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import simulate
from dealerschoice.records import Game, Rule, Source
from tests.play.played_rules import play, texts
from tests.rules.corpus import SKIP_REASON, present


def _game(*lines: str) -> Game:
    return Game(1, "T", (), (), tuple(Rule(n, text, n) for n, text in enumerate(lines, 1)), None, Source("x", 1))


BET = "Normal betting round, with the player to the left of the dealer opening."
UNTIL_BET = _game("Deal one card down to each player.", BET, "Deal one card down to each player.", BET,
                  "If no one bet in the last round, repeat the last two actions until someone does make a bet.",
                  "Showdown, high hand wins.")


def _rounds(hand) -> list[int]:
    return [e.rule for e in hand.events if e.kind == "bet"]


@pytest.mark.parametrize("seed", range(1, 9))
def test_until_a_bet_is_made(seed):
    hand = simulate(game_program(UNTIL_BET), 3, seed)
    bets = [e.text for e in hand.events if e.kind == "bet"]
    quiet = [t for t in bets[1:] if " bets " not in t and " raises " not in t]
    repeats = [e.text for e in hand.events if e.text == "Nobody bet in the last round."]
    # each round of rule 4 without a bet is said so (and played again, up to the cap)
    assert len(repeats) == len(quiet)
    if hand.showdown:
        assert " bets " in bets[-1]
        assert sum(hand.amounts.values()) == 0
    else:
        assert texts(hand, "end") == [f"The example stops after 4 rounds; the game goes on with the pot of {hand.carried}."]


def test_a_round_with_no_bet_is_played_again():
    hand = simulate(game_program(UNTIL_BET), 3, 2)
    assert _rounds(hand) == [2, 4, 4, 4, 4]  # no bet in four rounds of rule 4: the example's cap
    assert texts(hand, "end") == ["The example stops after 4 rounds; the game goes on with the pot of 3."]
    assert "Nobody bet in the last round." in [e.text for e in hand.events]


@pytest.mark.skipif(not present(), reason=SKIP_REASON)
def test_until_a_player_believes_they_have_the_highest_hand():
    # Kenosha Cheese Porn (#505): a card down and a round of betting, again and again
    hand = play(505, 4, 3)
    claims = texts(hand, "claim")
    assert len(claims) == 1 and claims[0].endswith("believes they have the highest hand.")
    assert hand.showdown and sum(hand.amounts.values()) == 0


@pytest.mark.skipif(not present(), reason=SKIP_REASON)
@pytest.mark.parametrize("game_id", [505, 844, 276])
@pytest.mark.parametrize("players", [2, 4, 6])
def test_repeat_until_games_balance(game_id, players):
    for seed in (1, 2, 3):
        hand = play(game_id, players, seed)
        assert sum(hand.amounts.values()) == -hand.carried
        assert bool(hand.showdown) or hand.carried
