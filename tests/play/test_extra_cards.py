"""Extra cards for a card dealt face up ("If a player is ever dealt a face up four, deal
them an extra down card."): fired as the card lands, the free card dealt at once."""

import pytest

from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import simulate
from dealerschoice.records import Game, Rule, Source
from dealerschoice.rules.steps.dealing_events import ExtraCards
from tests.play.played_rules import play, texts
from tests.rules.corpus import needs_corpus


def _game(*lines: str) -> Game:
    return Game(1, "T", (), (), tuple(Rule(n, text, n) for n, text in enumerate(lines, 1)), None, Source("x", 1))


def _sizes(hand, event_text: str) -> dict[int, int]:
    event = next(e for e in hand.events if e.text == event_text)
    return {p.seat: len(p.up) + len(p.down) for p in event.view.players}


@needs_corpus
def test_a_face_up_four_earns_a_down_card():
    # Fourplay (#195)
    hand = play(195, 4, 2)
    said = "P3 gets 4♠ face up: an extra card face down, free."
    assert said in texts(hand, "deal", rule=2)
    assert _sizes(hand, said) == {1: 3, 2: 3, 3: 4, 4: 3}


@needs_corpus
def test_only_the_card_named():
    # Luck of the Irish (#212): the four of clubs only
    hand = play(212, 4, 3)
    assert [t for t in texts(hand, "deal") if "extra" in t] == ["P1 gets 4♣ face up: an extra card face down, free."]


def test_a_common_card_trigger_is_played_from_the_table_deal():
    # once a gap that stopped the game; the table deal (mechanics/moves.py) now calls
    # triggers.table_card_up for each common card dealt face up
    game = _game("Deal three cards face down to each player.", "Deal one common card face up to the table.",
                 "If a common four is dealt face up, deal each player an extra down card.",
                 "Showdown, high hand wins.")
    (extra,) = [step for _, step in game_program(game).standing_of(ExtraCards)]
    assert extra.table and extra.gap() is None
    hand = simulate(game, 3, 3, everyone_stays=True)  # seed 3: the common card is the four of diamonds
    said = "4♦ is dealt face up to the table: an extra card face down to P1, P2, P3, free."
    assert [e.text for e in hand.events][2:4] == ["One card dealt face up to the table: 4♦.", said]
    assert _sizes(hand, said) == {1: 4, 2: 4, 3: 4}


@needs_corpus
@pytest.mark.parametrize("game_id", [195, 212])
@pytest.mark.parametrize("players", [2, 4, 7])
def test_extra_card_games_balance(game_id, players):
    for seed in range(1, 6):
        hand = play(game_id, players, seed)
        assert sum(hand.amounts.values()) == -hand.carried


def test_a_common_card_gives_everyone_extra_cards(monkeypatch):
    # "If a common four is dealt face up, deal each player an extra down card.": the trigger
    # played directly, on a folded player too (the table deal in moves.py calls it the same way)
    from dealerschoice.cards import Card
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Held
    from dealerschoice.play.triggers import table_card_up
    from dealerschoice.rules.steps.dealing_events import ExtraCards
    monkeypatch.setattr(ExtraCards, "gap", lambda self: None)
    game = _game("Deal two cards face down to each player.",
                 "If a common four is dealt face up, deal each player an extra down card.",
                 "Showdown, high hand wins.")
    hand = PlayedHand(game_program(game), 3, 1)
    for seat in hand.table.seats:
        hand.table.give(seat, 2, up=False)
        seat.expected = 2
    hand.table.seats[1].folded = True
    table_card_up(hand, Held(Card.parse("9c"), up=True))  # not a four: nothing
    assert [len(s.cards) for s in hand.table.seats] == [2, 2, 2]
    table_card_up(hand, Held(Card.parse("4d"), up=True))
    assert [len(s.cards) for s in hand.table.seats] == [3, 2, 3]  # the folded player gets none
    assert [s.expected for s in hand.table.seats] == [3, 2, 3]
    assert hand.log.events[-1].text == "4♦ is dealt face up to the table: an extra card face down to P1, P3, free."
