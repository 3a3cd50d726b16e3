"""Stud, draw, hold'em and Omaha-style games from a hand-written catalog (fixtures/): they run,
keep the invariants, and the showdown honours the rules that shape a final hand."""

from __future__ import annotations

from pathlib import Path

import pytest

from dealerschoice.load.catalog import load_catalog
from dealerschoice.play.mechanics.betting import Stance
from dealerschoice.play.program import NotRunnable, game_program
from dealerschoice.play.simulate import PlayedHand, simulate

FIXTURES = Path(__file__).parent / "fixtures"
GAMES = {g.name: g for g in load_catalog(FIXTURES).games}


@pytest.mark.parametrize("name", sorted(GAMES))
@pytest.mark.parametrize("players", [2, 4, 6])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_fixture_game_plays_to_a_paid_showdown(name, players, seed):
    transcript = simulate(GAMES[name], players=players, seed=seed)
    assert sum(transcript.amounts.values()) == -transcript.carried  # every chip accounted for
    assert transcript == simulate(GAMES[name], players=players, seed=seed)


def _hand(name, players=4, seed=1) -> PlayedHand:
    """Played with everyone staying to the showdown: these tests are about the table's rules."""
    hand = PlayedHand(game_program(GAMES[name]), players, seed)
    hand.piece(Stance).everyone_stays = True
    hand.run()
    return hand


def test_omaha_hands_use_exactly_two_own_cards_and_three_from_the_table():
    for seed in range(1, 6):
        hand = _hand("Four Hole Flop", 4, seed)
        table = {h.card for h in hand.table.board}
        for high, low in hand.outcome.result.showdowns[-1]["hands"].values():
            for made in (high, low):
                if made is None:
                    continue
                assert sum(1 for c in made.cards if c in table) == 3
                assert len(made.cards) == 5


def test_a_low_above_the_qualifier_does_not_win():
    for seed in range(1, 8):
        hand = _hand("Four Hole Flop", 5, seed)
        for _, low in hand.outcome.result.showdowns[-1]["hands"].values():
            if low is not None:
                assert max(1 if c.rank == 14 else c.rank for c in low.best) <= 7


def test_the_draw_keeps_five_cards_and_replaces_at_most_two():
    for seed in range(1, 6):
        hand = _hand("Simple Draw", 4, seed)
        assert all(len(s.cards) == 5 for s in hand.table.seats if not s.folded)
        assert all(count <= 2 for count in hand.turns.discarded.values())


def test_a_blind_is_paid_before_the_action():
    transcript = simulate(GAMES["Simple Draw"], players=3, seed=4)
    bet = next(e for e in transcript.events if e.kind == "bet")
    assert "blind bet" in bet.text


def test_the_opener_who_must_bet_does_not_check():
    for seed in range(1, 6):
        transcript = simulate(GAMES["Flop Game"], players=3, seed=seed)
        first = next(e for e in transcript.events if e.kind == "bet")
        assert "P1 bets" in first.text


def test_the_highest_table_card_names_the_wild_rank():
    hand = _hand("Flop Game", 3, 2)
    top = max(h.card.rank for h in hand.table.board)
    assert top in hand.rules_for(hand.table.seats[0]).wild_ranks


def test_a_rotating_opener_moves_one_seat_each_round():
    transcript = simulate(GAMES["Four Hole Flop"], players=4, seed=1, everyone_stays=True)
    openers = [e.text.split("(")[1].split()[0] for e in transcript.events if e.kind == "bet"]
    assert openers[:3] == ["P1", "P2", "P3"]


def test_a_short_deck_holds_no_stripped_rank():
    hand = _hand("Short Deck Spade Split", 4, 1)
    everything = list(hand.table.deck) + hand.table.muck + [h.card for s in hand.table.seats for h in s.cards]
    assert all(c.rank > 5 for c in everything)
    assert len(hand.table.full_deck) == 36  # 52 less four ranks


def test_the_lowest_hole_spade_takes_half_the_pot():
    for seed in range(1, 6):
        hand = _hand("Short Deck Spade Split", 4, seed)
        spades = [(h.card.rank, s.number) for s in hand.table.active() for h in s.cards
                  if h.card.suit == "s" and not h.up]
        shares = hand.outcome.result.showdowns[-1]["shares"]
        if spades:
            assert min(spades)[1] in shares


def test_a_stud_deal_shows_three_up_cards_by_the_end():
    hand = _hand("Plain Stud Six", 5, 3)
    assert all(len(s.up()) == 3 and len(s.down()) == 2 for s in hand.table.seats)


def test_a_failure_inside_a_rule_stops_the_game_at_that_rule(monkeypatch):
    def broken(hand, step, at):
        raise ValueError("no such card")
    monkeypatch.setitem(__import__("dealerschoice.play.handlers", fromlist=["HANDLERS"]).HANDLERS,
                        type(game_program(GAMES["Simple Draw"]).actions[2].steps[1]), broken)
    with pytest.raises(NotRunnable) as error:
        simulate(GAMES["Simple Draw"], players=3, seed=1, everyone_stays=True)
    assert error.value.stop.rule == 3
    assert "ValueError: no such card" in error.value.stop.reason

