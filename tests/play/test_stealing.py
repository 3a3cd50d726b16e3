"""Taking a card from another player for a card dealt ("If a player is ever dealt a face up
heart, they may take any one card from another player."), with or without handing the
heart over in exchange; hand sizes follow the cards."""

import re

import pytest

from dealerschoice.rules.steps.base import Trigger
from dealerschoice.rules.steps.passing import Steal
from tests.play.played_rules import play, texts
from tests.rules.corpus import needs_corpus


def _sizes(hand, text):
    event = next(e for e in hand.events if e.text == text)
    return {p.seat: len(p.up) + len(p.down) for p in event.view.players}


def _first_steal(game: int, pattern: str):
    """The first hand (4 players, seeds from 1) with a steal, and the steal's event text and
    groups: the simulated players fold weak hands, so which seed gets there varies."""
    for seed in range(1, 60):
        hand = play(game, 4, seed)
        for text in texts(hand, "pass"):
            m = re.fullmatch(pattern, text)
            if m:
                return hand, text, m
    pytest.fail(f"no steal in game #{game} in 60 seeds")


@needs_corpus
def test_take_a_card():
    # Have a Heart (#199): the taker holds one more card, the other one fewer
    hand, said, m = _first_steal(199, r"P(\d) gets (\S+)♥ and takes (\S+) from P(\d)\.")
    taker, giver = int(m[1]), int(m[4])
    event = next(e for e in hand.events if e.text == said)
    sizes = _sizes(hand, said)
    others = {n for n in sizes if n not in (taker, giver)}
    assert taker != giver and {sizes[n] for n in others} <= {sizes[taker] - 1, sizes[giver] + 1}
    assert sizes[taker] == sizes[giver] + 2
    assert m[3] in event.view.players[taker - 1].up
    assert sum(hand.amounts.values()) == -hand.carried


@needs_corpus
def test_trade_the_heart():
    # Trade a Heart (#619): the heart goes over in exchange, sizes stay
    hand, said, m = _first_steal(619, r"P(\d) gets (\S+♥) and takes (\S+) from P(\d), giving them \2\.")
    taker, giver = int(m[1]), int(m[4])
    sizes = _sizes(hand, said)
    assert sizes[taker] == sizes[giver]
    after = next(e for e in hand.events if e.text == said).view.players
    assert m[2] in after[giver - 1].up and m[3] in after[taker - 1].up


@needs_corpus
def test_nothing_showing_helps_so_none_is_taken():
    hand = play(199, 4, 1)
    assert texts(hand, "note", rule=2)[0] == ("P2 gets 3♥ and may take a card from another player, but none "
                                              "showing would help: they take none.")


def test_forms_not_played_say_why():
    hearts = Trigger("dealt-up", suits=("h",))
    assert Steal(hearts).gap() is None
    assert Steal(hearts, count=2).gap().blocking
    assert Steal(hearts, optional=False).gap() is None  # a card that must be taken: the best in sight


@needs_corpus
@pytest.mark.parametrize("game_id", [199, 619])
@pytest.mark.parametrize("players", [2, 4, 7])
def test_steal_games_balance(game_id, players):
    for seed in range(1, 6):
        hand = play(game_id, players, seed)
        assert sum(hand.amounts.values()) == -hand.carried
