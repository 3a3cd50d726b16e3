"""Folds for cards held together ("If you ever have both a king and a nine in your hand, you
must fold."), watched after every step, down cards included."""

import pytest

from dealerschoice.cards import parse_cards
from dealerschoice.play.mechanics.holding import holds
from dealerschoice.play.program import game_program
from dealerschoice.play.table import Held, Seat
from dealerschoice.records import Game, Rule, Source
from dealerschoice.rules.steps.vocab import ForcedAction
from dealerschoice.rules.steps.wager import HoldingFold
from tests.play.played_rules import play_staying as play  # the rule, not the betting
from tests.play.played_rules import texts
from tests.rules.corpus import needs_corpus


def _seat(cards: str) -> Seat:
    seat = Seat(1)
    seat.cards = [Held(c, up=False) for c in parse_cards(cards)]
    return seat


@pytest.mark.parametrize("cards, suited, expected", [
    ("Kh 9c 2d", False, True),
    ("Kh 9h 2d", True, True),
    ("Kh 9c 2d", True, False),
    ("Kh Qc 2d", False, False),
    ("Kh Kc 9s 9d", True, False),
    ("Kh Kc 9s 9c", True, True),
])
def test_holds(cards, suited, expected):
    assert holds(_seat(cards), HoldingFold(("K", "9"), suited)) is expected


@needs_corpus
def test_a_king_and_a_nine_fold_at_once():
    # Devore (#25): the first deal can make the fold, down cards and all
    hand = play(25, 4, 2)
    assert [(e.rule, e.text) for e in hand.events if e.kind == "fold"] == [
        (1, "P4 holds a king and a nine: P4 must fold.")]
    assert 4 not in hand.winners
    # ... and a draw can make it too
    drawn = play(25, 4, 20)
    assert [(e.rule, e.text) for e in drawn.events if e.kind == "fold"] == [
        (3, "P1 holds a king and a nine: P1 must fold.")]


@needs_corpus
def test_suited_only():
    # Canine Poker (#172): a king and a nine of the same suit
    hand = play(172, 4, 9)
    assert texts(hand, "fold") == ["P2 holds a king and a nine of one suit: P2 must fold."]
    assert 2 not in hand.winners


def test_match_or_fold_is_not_played_yet():
    gap = HoldingFold(("K", "9"), action=ForcedAction.MATCH_OR_FOLD).gap()
    assert gap is not None and gap.blocking
    assert HoldingFold(("K", "9")).gap() is None


def test_the_last_one_left_takes_the_pot():
    from dealerschoice.play.simulate import simulate
    game = Game(1, "T", (), (), (Rule(1, "Deal seven cards down to each player.", 1),
                                 Rule(2, "If you ever have both a two and a three in your hand, you must fold.", 2),
                                 Rule(3, "Showdown, high hand wins.", 3)), None, Source("x", 1))
    hand = simulate(game_program(game), 3, 33, everyone_stays=True)
    assert texts(hand, "fold") == ["P1 holds a two and a three: P1 must fold.",
                                   "P3 holds a two and a three: P3 must fold."]
    assert texts(hand, "end") == ["Everyone else has folded: P2 takes the pot of 3."]
    assert hand.amounts == {1: -1, 2: 2, 3: -1}


@needs_corpus
@pytest.mark.parametrize("game_id", [25, 172])
@pytest.mark.parametrize("players", [2, 4, 6])
def test_holding_fold_games_balance(game_id, players):
    for seed in range(1, 6):
        hand = play(game_id, players, seed)
        assert sum(hand.amounts.values()) == -hand.carried
        folded = {int(t[1]) for t in texts(hand, "fold")}
        assert not folded & set(hand.winners)
