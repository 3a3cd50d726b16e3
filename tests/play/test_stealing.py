"""Taking a card from another player for a card dealt ("If a player is ever dealt a face up
heart, they may take any one card from another player."), with or without handing the
heart over in exchange; hand sizes follow the cards."""

import pytest

from dealerschoice.rules.steps.base import Trigger
from dealerschoice.rules.steps.passing import Steal
from tests.play.played_rules import play, texts
from tests.rules.corpus import SKIP_REASON, present

needs_corpus = pytest.mark.skipif(not present(), reason=SKIP_REASON)


def _sizes(hand, text):
    event = next(e for e in hand.events if e.text == text)
    return {p.seat: len(p.up) + len(p.down) for p in event.view.players}


@needs_corpus
def test_take_a_card():
    # Have a Heart (#199): the taker holds one more card, the other one fewer
    hand = play(199, 4, 2)
    said = "P1 gets K♥ and takes Q♠ from P3."
    assert said in texts(hand, "pass", rule=6)
    assert _sizes(hand, said) == {1: 6, 2: 5, 3: 4, 4: 5}
    assert sum(hand.amounts.values()) == -hand.carried


@needs_corpus
def test_trade_the_heart():
    # Trade a Heart (#619): the heart goes over in exchange, sizes stay
    hand = play(619, 4, 2)
    said = "P1 gets K♥ and takes Q♠ from P3, giving them K♥."
    assert said in texts(hand, "pass", rule=6)
    assert _sizes(hand, said) == {1: 5, 2: 5, 3: 5, 4: 5}
    after = next(e for e in hand.events if e.text == said).view.players
    assert "K♥" in after[2].up and "Q♠" in after[0].up


@needs_corpus
def test_nothing_showing_helps_so_none_is_taken():
    hand = play(199, 4, 1)
    assert texts(hand, "note", rule=2)[0] == ("P2 gets 3♥ and may take a card from another player, but none "
                                              "showing would help: they take none.")


def test_forms_not_played_say_why():
    hearts = Trigger("dealt-up", suits=("h",))
    assert Steal(hearts).gap() is None
    assert Steal(hearts, count=2).gap().blocking
    assert Steal(hearts, optional=False).gap().blocking


@needs_corpus
@pytest.mark.parametrize("game_id", [199, 619])
@pytest.mark.parametrize("players", [2, 4, 7])
def test_steal_games_balance(game_id, players):
    for seed in range(1, 6):
        hand = play(game_id, players, seed)
        assert sum(hand.amounts.values()) == -hand.carried
