"""Legs: games played over several hands, the best hand of each scoring a leg while the pot
stays, until a player has the legs needed (or N of the last M hands); the example's cap said,
the hands marked in the transcript and on the page, the ledger balanced."""

import pytest

from dealerschoice.render.example_html import example_deal
from tests.play.played_rules import play, play_staying, texts
from tests.rules.corpus import SKIP_REASON, present

pytestmark = pytest.mark.skipif(not present(), reason=SKIP_REASON)


def test_a_leg_scores_and_the_pot_stays():
    # Three Legged Race (#468): "High hand gets a leg, but the pot stays." ... three legs win
    hand = play_staying(468, 3, 1)
    assert texts(hand, "showdown")[0] == ("Showdown: P1 Ace high; P2 Ace high; P3 Ten high. P2 wins this "
                                          "showdown (1 so far).")
    assert texts(hand, "hand") == [
        "Hand 2 (legs so far: P2 1): the cards are dealt again; the pot of 3 stays.",
        "Hand 3 (legs so far: P2 2): the cards are dealt again; the pot of 6 stays.",
        "Hand 4 (legs so far: P2 2, P3 1): the cards are dealt again; the pot of 6 stays."]
    # nobody reaches three legs in four hands: the example says where it stops
    assert texts(hand, "end") == ["The example stops after 4 rounds; the game goes on with the pot of 6."]
    assert hand.carried == 6 and sum(hand.amounts.values()) == -6


def test_n_of_the_last_m_hands():
    # Mortgaged (#807): "until someone gets two legs in three consecutive games"
    hand = play_staying(807, 3, 3)
    assert texts(hand, "end") == ["P1 has won 2 of the last 3 hands and takes the pot of 24."]
    assert hand.winners == (1,) and hand.amounts == {1: 16, 2: -8, 3: -8}
    assert len(texts(hand, "hand")) == 2


def test_two_legs_in_a_row_win():
    hand = play_staying(807, 3, 2)
    assert texts(hand, "end") == ["P3 has won 2 of the last 2 hands and takes the pot of 12."]
    assert hand.carried == 0 and sum(hand.amounts.values()) == 0


@pytest.mark.parametrize("game_id", [468, 31, 828, 424, 807])
@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_leg_games_balance(game_id, players):
    for seed in range(1, 5):
        hand = play(game_id, players, seed)
        assert sum(hand.amounts.values()) == -hand.carried
        # the game ends with the pot taken, or the example stops at its cap and keeps it
        assert bool(hand.winners) != bool(hand.carried)


def test_the_page_shows_the_hands_as_a_series():
    from dealerschoice.analyse import deal_data
    html = str(example_deal(deal_data(play_staying(468, 3, 1)), 1))
    assert html.count('<h4 class="ex-hand">') == 4
    assert '<h4 class="ex-hand">Hand 1</h4>\n<ol class="ex-steps">' in html
    assert ('</ol>\n<h4 class="ex-hand">Hand 2 (legs so far: P2 1): the cards are dealt again; the pot of 3 stays.'
            '</h4>\n<ol class="ex-steps">') in html


def test_a_leg_without_a_count_cannot_run():
    from dealerschoice.play.program import NotRunnable, game_program
    from dealerschoice.play.simulate import simulate
    from dealerschoice.records import Game, Rule, Source
    game = Game(1, "T", (), (), (Rule(1, "Deal five cards down to each player.", 5),
                                 Rule(2, "High hand gets a leg, but the pot stays.", 6)), None, Source("x", 1))
    with pytest.raises(NotRunnable, match="rule 2 stops it: a leg is scored, but no rule says how many legs take "
                                          r"the pot \(a repeat until someone has N legs\)"):
        simulate(game_program(game), 3, 1)
