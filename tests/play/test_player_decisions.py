"""The simulated players' decisions that lived in the mechanics (issue 20's review): what a
player bids, stakes, buys (back, in) or pays (`players.paying`), whether they go in again or
out and which of high, split-card or both (`players.declaring`), how many cards the table's
hand draws (`players.keeping`), which table card or set they pick (`players.picking`). Each
mechanic asks the players: a changed decision changes play."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dealerschoice.cards import Card, HandRules, parse_cards
from dealerschoice.play.mechanics import auctions, buy_down, buying, declare, fold_cost, table_picks
from dealerschoice.play.players import declaring, keeping, paying, picking
from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import PlayedHand, simulate
from dealerschoice.play.table import Held
from tests.play.played_rules import bare_hand, hold, texts, written_game

CARDS = [Card.parse(r + s) for r in "23456789TJQKA" for s in "shdc"]


# ---- the decisions, on their own ------------------------------------------------------------
@given(st.integers(-3, 8), st.sampled_from(CARDS), st.integers(0, 9), st.booleans(), st.integers(0, 4))
def test_a_card_bid_is_never_below_nothing_nor_above_the_cap(raised, card, held, low, most):
    bid = paying.card_bid(raised, card, held, low, most)
    assert 0 <= bid <= most
    if raised > 0:
        assert bid == min(most, raised)  # a card that raises the hand is bid for by the steps it raises


def test_a_high_card_is_worth_an_ante_only_to_a_short_high_hand():
    king, seven = Card.parse("Kd"), Card.parse("7d")
    assert [paying.card_bid(0, king, held, False, 3) for held in (2, 4, 5)] == [1, 1, 0]
    assert (paying.card_bid(0, king, 2, True, 3), paying.card_bid(0, seven, 2, False, 3)) == (0, 0)
    assert paying.card_bid(0, Card.joker(), 2, False, 3) == 0  # a joker that makes nothing is no high card


@given(st.integers(0, 9), st.integers(0, 5))
def test_a_match_level_is_at_least_once_and_at_most_the_cap(strength, most):
    level = paying.match_level(strength, most)
    assert 1 <= level <= max(1, most)


def test_folding_that_costs_more_than_calling_is_no_way_out():
    assert [paying.calls_to_save(price, 3) for price in (None, 0, 3, 4)] == [False, False, False, True]


def test_a_low_buy_back_counts_cards_above_seven_and_pairs_against_the_hand():
    assert paying.buy_back_score(parse_cards("As 2d 3c 4h"), None) == (0,)
    assert paying.buy_back_score(parse_cards("As Ad 8c 4h"), None) == (-2,)
    assert paying.buy_back_score(parse_cards("As Ad 8c 4h"), HandRules()) == (1,)  # high: a pair
    assert paying.buy_back_score([], HandRules()) == (0,)


@given(st.lists(st.sampled_from(CARDS), min_size=1, max_size=7, unique=True),
       st.sampled_from([("high",), ("low",), ("high", "low"), ("high", "low", "both")]))
def test_a_declaration_with_out_is_one_of_the_sides_offered_or_out(cards, sides):
    side = declaring.side_or_out(cards, HandRules(), HandRules(), sides)
    assert side in sides + ("out",)


def test_the_last_round_goes_in_on_anything_and_a_later_one_on_a_king_or_a_pair():
    junk, king, pair = parse_cards("Qd 7c 3s"), parse_cards("Kd 7c 3s"), parse_cards("7d 7c 3s")
    rules = HandRules()
    assert [declaring.goes_in_again(c, rules, last_round=False) for c in (junk, king, pair)] == [False, True, True]
    assert declaring.goes_in_again(junk, rules, last_round=True)


def test_the_table_draws_its_usual_count_while_the_deck_lasts():
    assert [keeping.table_draw_count(3, left) for left in (0, 2, 3, 9)] == [0, 2, 3, 3]


# ---- the mechanics ask the players ----------------------------------------------------------
def test_an_auction_bids_what_the_players_decide(monkeypatch):
    hand = bare_hand(2)
    hold(hand, 1, "9h 4c", up=False)
    seat = hand.table.seat(1)
    assert auctions.card_worth(hand, seat, Card.parse("9s")) == 1
    monkeypatch.setattr(paying, "card_bid", lambda raised, card, held, low, most: most)
    assert auctions.card_worth(hand, seat, Card.parse("7d")) == auctions.MAX_BID
    monkeypatch.setattr(paying, "swap_bid", lambda category: 5)
    assert auctions.swap_worth(hand, seat) == 5


def test_paying_to_fold_asks_the_players_whether_to_call_instead(monkeypatch):
    game = written_game("Deal two cards down to each player.",
                        "Normal betting round, with the player to the left of the dealer opening. You must match the "
                        "pot to fold.",
                        "Showdown, high hand wins.")
    hand = PlayedHand(game_program(game), 3, 1)
    hand.table.pot, hand.progress.rule = 6, 2
    asked = []
    monkeypatch.setattr(paying, "calls_to_save", lambda price, owe: asked.append((price, owe)) or False)
    assert not fold_cost.stays_instead(hand, 1)
    assert asked == [(6, 1)]


def test_buying_back_discards_and_declaring_out_ask_the_players(monkeypatch):
    hand = bare_hand(2)
    hold(hand, 1, "9h 9c 4d", up=False)
    seat = hand.table.seat(1)
    assert buy_down._score(hand, seat, seat.all()) == (1,)
    monkeypatch.setattr(paying, "buy_back_score", lambda cards, rules: (len(cards),))
    assert buy_down._score(hand, seat, seat.all()) == (3,)
    monkeypatch.setattr(declaring, "side_or_out", lambda cards, high, low, sides, aim: "out")
    assert declare.declare_side(hand, seat, ("high", "low", "out")) == "out"


# ---- session 6: the buys, the buy-back-in, the split-card declaration, the table picks -------
@given(st.integers(-3, 8), st.integers(0, 4))
def test_a_raise_bid_is_the_steps_raised_within_nothing_and_the_cap(raised, most):
    assert paying.raise_bid(raised, most) == (0 if raised <= 0 else min(raised, most))


def test_the_table_card_bought_helps_most_then_costs_least_then_lies_first():
    assert paying.table_buy([(0, 1, 2), (1, 1, 1), (2, 0, 0)]) == 1     # the cheaper of equal gains
    assert paying.table_buy([(4, 2, 1), (2, 2, 1), (3, 1, 0)]) == 2     # the nearer of equal gains and prices
    assert paying.table_buy([(0, 0, 0), (1, -1, 0)]) is None            # nothing helps: nothing bought
    assert paying.table_buy([]) is None


def test_the_unseen_card_is_bought_cheap_by_a_hand_of_no_pair_and_a_buy_back_needs_a_pair_and_the_pot():
    assert [paying.buys_unseen(cost, 2, 0) for cost in (0, 2, 3)] == [True, True, False]
    assert not paying.buys_unseen(0, 2, 1)
    assert [paying.buys_back_in(cost, 5, 1) for cost in (5, 6)] == [True, False]
    assert not paying.buys_back_in(0, 5, 0)


def test_a_split_card_declaration_goes_by_the_chance_then_two_pair():
    two_pair, pair = parse_cards("Ks Kd 4c 4h 9s"), parse_cards("Ks Kd 4c 7h 9s")
    assert [declaring.split_card_side(c, two_pair, HandRules()) for c in (0.0, 0.49, 0.5, 1.0)] == \
        ["high", "high", "both", "both"]
    assert declaring.split_card_side(0.7, pair, HandRules()) == "split-card"
    # a wild card makes the pair two pair (trips): both
    assert declaring.split_card_side(0.7, pair, HandRules.parse("7")) == "both"


def test_a_table_pick_raises_the_hand_most_then_takes_the_higher_card_then_the_first():
    c = Card.parse
    assert picking.table_card([(0, c("Ah")), (1, c("3c")), (1, c("9d")), (1, c("9s"))]) == 2
    assert picking.table_card([(0, c("Ah")), (0, Card.joker())]) == 1  # a joker above an ace
    sets = [(1, parse_cards("4c 2d")), (1, parse_cards("Kd 2s")), (2, parse_cards("3h")), (2, parse_cards("3s"))]
    assert picking.table_set(sets) == 2
    assert picking.table_set(sets[:2]) == 1  # by the set's top card


def test_picking_from_no_set_says_so():
    with pytest.raises(ValueError, match="none is offered: at least one set is needed"):
        picking.table_set([])


BUYING = written_game(
    "Deal three cards down to each player.", "Deal two cards face up to the table.",
    "Each player in turn may buy the oldest table card for the ante, the newest table card for double ante, or the "
    "top card of the deck for free. If the deck card is bought it stays down, otherwise deal a new table card.",
    "Showdown, high hand wins.")


def test_buying_a_table_card_asks_the_players(monkeypatch):
    assert texts(simulate(game_program(BUYING), 3, 4), rule=3) == [
        "P1 buys nothing; P2 takes the top card of the deck; P3 buys Q♣ from the table for 1; J♠ replaces it. Pot 4."]
    monkeypatch.setattr(paying, "table_buy", lambda offers: None)
    monkeypatch.setattr(paying, "buys_unseen", lambda cost, most, category: True)
    assert texts(simulate(game_program(BUYING), 3, 4), rule=3) == [
        "P1 takes the top card of the deck; P2 takes the top card of the deck; P3 takes the top card of the deck. "
        "Pot 3."]
    monkeypatch.setattr(paying, "buys_unseen", lambda cost, most, category: False)
    assert texts(simulate(game_program(BUYING), 3, 4), rule=3) == ["P1 buys nothing; P2 buys nothing; P3 buys nothing. "
                                                                  "Pot 3."]


def test_bids_picks_and_split_card_declarations_ask_the_players(monkeypatch):
    hand = bare_hand(2)
    hold(hand, 1, "9h 4c", up=False)
    seat = hand.table.seat(1)
    assert buying._worth(hand, seat, Card.parse("9s")) == 1
    monkeypatch.setattr(paying, "raise_bid", lambda raised, most: most)
    assert buying._worth(hand, seat, Card.parse("2d")) == buying.MAX_BID
    offered = [Held(Card.parse(code), up=True) for code in ("9s", "Ad", "5c")]
    assert table_picks.best_pick(hand, seat, offered) is offered[0]  # the pair
    monkeypatch.setattr(picking, "table_card", lambda cards: len(cards) - 1)
    assert table_picks.best_pick(hand, seat, offered) is offered[2]
    asked = []
    monkeypatch.setattr(declaring, "split_card_side",
                        lambda chance, cards, rules: asked.append((chance, len(cards))) or "both")
    assert declare.declare_split_card(hand, seat) == "both"
    assert asked == [(0.0, 2)]  # no split card in this game: no chance of holding it
