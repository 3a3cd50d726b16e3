"""A redeal a player may call for ("If the player with the high hand showing wants, there is
a redeal."): the player named decides on their whole hand (policies.wants_redeal); the
redeals capped as every redeal is; the conditions on cards still stop their games."""

import pytest

from dealerschoice.play.policies import PAIR, TWO_PAIR, wants_redeal
from dealerschoice.rules.steps.dealing_events import RedealIf
from dealerschoice.rules.steps.vocab import RedealWhen, Role
from tests.play.played_rules import play, texts
from tests.rules.corpus import SKIP_REASON, present

needs_corpus = pytest.mark.skipif(not present(), reason=SKIP_REASON)


def test_the_policy():
    assert wants_redeal(PAIR) is True
    assert wants_redeal(TWO_PAIR) is False


def test_only_a_chosen_redeal_is_played():
    assert RedealIf(RedealWhen.CHOSEN, by=Role.HIGH_SHOWING).gap() is None
    gap = RedealIf(RedealWhen.DEALT, cards=("8s", "8c")).gap()
    assert gap is not None and gap.blocking and "does not check this condition yet" in gap.reason


@needs_corpus
def test_the_player_in_control_calls_for_a_redeal():
    # Control (#175)
    hand = play(175, 4, 1)
    assert texts(hand, "redeal") == [
        "P4 calls for a redeal: all cards are shuffled and dealt again (deal 2); the pot of 16 stays.",
        "P2 calls for a redeal: all cards are shuffled and dealt again (deal 3); the pot of 32 stays."]
    assert texts(hand, "note", rule=12)[-1] == "P2 may call for a redeal and does not."
    assert hand.winners == (2,) and sum(hand.amounts.values()) == 0


@needs_corpus
@pytest.mark.parametrize("game_id", [175, 587])
@pytest.mark.parametrize("players", [2, 4, 6])
def test_chosen_redeal_games_balance(game_id, players):
    for seed in range(1, 5):
        hand = play(game_id, players, seed)
        assert sum(hand.amounts.values()) == -hand.carried
        assert len(texts(hand, "redeal")) <= 2  # the example's cap: three deals
