"""Money rules (issue 17): what a settlement costs (the pot, half, a quarter, the biggest bet,
times over, again for each card of a rank shown), who pays when nobody or too few go in,
buying table cards at their price, and the ledger balancing whatever happens."""

from __future__ import annotations

import pytest

from dealerschoice.play.mechanics.buying import price
from dealerschoice.play.mechanics.money import settle_amount
from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import PlayedHand
from dealerschoice.records import Game, Rule, Source
from dealerschoice.rules.steps import Settle
from tests.play.played_rules import balanced, mark_played, play, texts
from tests.rules.corpus import SKIP_REASON, present

needs_corpus = pytest.mark.skipif(not present(), reason=SKIP_REASON)


@pytest.mark.parametrize(("step", "pot", "again", "owed"), [
    (Settle(amount="pot"), 12, 0, 12),
    (Settle(amount="half-pot"), 13, 0, 6),
    (Settle(amount="quarter-pot"), 13, 0, 3),
    (Settle(amount="max-bet", times=10), 40, 0, 10),
    (Settle(amount="pot", again_per="2"), 7, 2, 21),
])
def test_a_settlement_costs_what_the_rule_says(step, pot, again, owed):
    assert settle_amount(step, pot, again) == owed


def test_prices_are_antes_bets_or_the_pot_rounded_up_to_whole_chips():
    game = Game(1, "T", (), (), (Rule(1, "Deal five cards down to each player.", 5),
                                 Rule(2, "Showdown, high hand wins.", 6)), None, Source("x", 1))
    hand = PlayedHand(game_program(game), 3, 1)
    hand.table.pot = 9
    assert [price(hand, cost, times) for cost, times in
            [("ante", 1.0), ("ante", 2.0), ("max-bet", 1.0), ("pot", 1.0), ("free", 1.0), ("ante", 0.5)]] == \
        [1, 2, 1, 9, 0, 1]


@needs_corpus
def test_weenie_rule_the_best_hand_pays_when_nobody_goes_in(monkeypatch):
    mark_played(monkeypatch)
    hand = play(337, 4, 18)
    settles = texts(hand, "settle")
    assert settles[:2] == ["Nobody has to pay.", "Nobody went in: P4 pays 4."]
    assert settles[3] == "Nobody went in: P4 pays 8."
    assert texts(hand, "redeal")[0] == ("Nobody went in: all cards are shuffled and dealt again (deal 2); "
                                        "the pot of 8 stays.")
    assert hand.amounts == {1: -1, 2: 15, 3: -17, 4: -13} and hand.carried == 16 and balanced(hand)


@needs_corpus
def test_three_card_punishment_everyone_out_pays_when_fewer_than_two_go_in(monkeypatch):
    mark_played(monkeypatch)
    hand = play(340, 4, 1)
    assert texts(hand, "settle", 3) == ["2 players went in: nobody pays.",
                                        "Fewer than two went in: P1 pays 4, P3 pays 4, P4 pays 4."]
    assert balanced(hand)


@needs_corpus
def test_double_cross_losers_match_again_for_each_two_shown(monkeypatch):
    mark_played(monkeypatch)
    hand = play(981, 4, 1)
    # the pot at the showdown is 44 (the board's one-row rule now plays): each loser pays it twice
    assert texts(hand, "settle", 15)[0] == ("P1 pays 88 into the pot; P3 pays 88 into the pot; P4 pays 88 into "
                                            "the pot; one two was shown, so each pays twice over.")
    assert balanced(hand)


@needs_corpus
def test_the_price_is_right_table_cards_cost_by_age_and_the_deck_card_a_bet(monkeypatch):
    mark_played(monkeypatch)
    hand = play(258, 4, 1)
    assert texts(hand, "deal", 5)[0] == ("P1 buys the top card of the deck for 1; P2 buys the top card of the deck "
                                         "for 1; P3 buys the top card of the deck for 1; P4 buys 5♣ from the table "
                                         "for 2; 7♥ replaces it. Pot 9.")
    assert balanced(hand)


@needs_corpus
@pytest.mark.parametrize("game_id", [337, 340, 758, 361, 779, 335, 981, 258, 675, 151, 679, 414, 804, 289, 480,
                                     108, 81, 1131, 818, 815, 288, 87, 459, 806, 1020])
def test_the_ledger_balances_in_every_game_these_rules_play(monkeypatch, game_id):
    mark_played(monkeypatch)
    for players in (2, 4, 6):
        for seed in (1, 2, 3):
            try:
                hand = play(game_id, players, seed)
            except Exception as error:  # noqa: BLE001  only a deck too small for the table may stop a game
                assert "the deck runs out" in str(error), error
                continue
            assert balanced(hand), (game_id, players, seed)
            assert hand.pot_total >= players


def test_dice_are_rolled_from_the_seed_and_replay_with_it():
    from dealerschoice.play.mechanics.dice import DiceRoll, dice
    from dealerschoice.rules.steps.other import Dice

    game = Game(1, "T", (), (), (Rule(1, "Deal five cards down to each player.", 5),
                                 Rule(2, "Showdown, high hand wins.", 6)), None, Source("x", 1))
    rolls = []
    for _ in range(2):
        hand = PlayedHand(game_program(game), 3, 7)
        dice(hand, Dice(2, 6), 0)
        rolls.append(list(hand.piece(DiceRoll).values))
        assert hand.log.events[-1].text == (f"The dice are rolled: {rolls[-1][0]}, {rolls[-1][1]} "
                                            f"(total {sum(rolls[-1])}).")
    assert rolls[0] == rolls[1] and all(1 <= v <= 6 for v in rolls[0])
    with pytest.raises(ValueError, match=r"dice: 0 dice of 6 sides cannot be rolled"):
        dice(PlayedHand(game_program(game), 3, 7), Dice(0, 6), 0)
