"""Stud games with table cards for sale in the odds' fast path (`play.fast.table_buys`): each
player in turn buys the table card that helps most, the cheaper of equal gains, or the
deck's top card unseen while their hand is no pair; the table's cards in nobody's hand; every
deal the simulator's, seed for seed, on games written with other prices, counts and faces
than the catalog's, and the refusals named."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards.cards import CARD_BY_CODE
from dealerschoice.play import policies
from dealerschoice.play.fast import Unplanned
from dealerschoice.play.fast.table_buys import BuyPlan, _Judge, _offered, _price, compile_buys
from tests.odds.test_fast import agreement_tests, codes, program_of

BUY = ("Each player in turn may buy the oldest table card for double ante, the newest table card for max bet, or "
       "the top card of the deck for the ante. If the deck card is bought it stays down, otherwise deal a new table "
       "card.")
PICK = ("Each player in turn may pick a table card or the top card off the deck and add it to their hand. Deck cards "
        "are flipped up, table cards are replaced.")
DOWN = "Deal two cards down to each player."
HIGH = (DOWN, "Deal two cards face up to the table.", BUY, BUY, "Showdown, high hand wins.")
PICKS = ("Deal one card down to each player.", "Deal two cards face up to the table.", PICK, PICK, PICK,
         "Showdown, high hand wins.")
DECLARED = (DOWN, "Deal one card up to each player.", "Deal three cards face up to the table.", BUY, BUY,
            "Declare high/low simultaneously.",
            "Showdown, highest declared high hand and lowest declared low hand split the pot.")
LOWBALL = (DOWN, "Deal one card up to each player.", "Deal two cards face up to the table.", BUY, BUY,
           "Showdown, low hand wins.")
WILD = (*HIGH[:-1], "Fours are wild.", HIGH[-1])
ALL = {"high": HIGH, "picks": PICKS, "declared": DECLARED, "lowball": LOWBALL, "wild": WILD}


# each game plans as its kind, the simulator's tally and winners seed for seed (`test_fast.agreement_tests`)
test_each_game_plans_with_its_buys, test_same_figures_as_the_simulator, test_same_winners_seed_for_seed = \
    agreement_tests(ALL, BuyPlan)


def test_prices_are_the_simulators_and_a_pot_price_is_refused():
    assert [_price("ante", 2.0), _price("max-bet", 1.0), _price("free", 1.0), _price("ante", 0.5)] == [2, 1, 0, 1]
    with pytest.raises(Unplanned, match=r"^an offer priced by the pot \(the pot grows with the bets\)$"):
        _price("pot", 1.0)


def test_offers_by_age_and_the_deck():
    board = [[1, True], [2, False], [3, True], [4, True]]
    # the oldest face-up card, the newest, the deck's top card; the face-down one only as "down-table"
    assert _offered(board, (("table", 1, 2), ("table", -1, 1), ("deck", None, 1))) == [(0, 2), (3, 1), (None, 1)]
    assert _offered(board, (("table", None, 0), ("down-table", None, 1))) == [(0, 0), (2, 0), (3, 0), (1, 1)]
    assert _offered(board, (("table", 4, 1),)) == []  # only three cards are up


def test_the_card_that_helps_is_bought_and_replaced():
    plan = compile_buys(program_of(HIGH), 2)
    # seat 1: 9s 9d, seat 2: 2c 7h; the table: Kd 9h; then the deck: 3s 7d ...
    x = codes("9s 9d 2c 7h Kd 9h 3s 7d 5c 6c 8c")
    hands, goals = _Judge(plan)._played(x)
    # round 1: seat 1 takes 9h (trips), 3s replaces it; seat 2 gains nothing from Kd or 3s, holds no pair:
    # it buys the deck's top card (7d) for the ante. Round 2: seat 1 gains nothing, holds a pair: no buy;
    # seat 2 (a pair of sevens now) gains nothing from Kd or 3s: no buy
    assert hands == [codes("9s 9d 9h"), codes("2c 7h 7d")]
    assert goals == ["high", "high"]


@pytest.mark.parametrize("texts, reason", [
    ((DOWN, "Deal two cards face up to the table.", BUY, "Each player discards one card.",
      "Showdown, high hand wins."), "a discard step beside table cards for sale"),
])
def test_refusals_name_the_reason(texts, reason):
    with pytest.raises(Unplanned, match=reason):
        compile_buys(program_of(texts), 3)


@settings(max_examples=150, deadline=None)
@given(game=st.sampled_from(("high", "wild", "jokers")), data=st.data())
def test_a_buyers_category_is_the_policys(game, data):
    """`_Judge._category` (on the plan's integer scorer) is `policies.category` of the same cards."""
    texts = {"jokers": ("Use a 52 card deck with two jokers added.", *WILD)}.get(game, ALL.get(game))
    plan = compile_buys(program_of(texts), 4)
    judge = _Judge(plan)
    held = data.draw(st.lists(st.sampled_from(plan.deck), min_size=0, max_size=plan.most, unique=True))
    assert judge._category(held) == (policies.category([CARD_BY_CODE[c] for c in held], plan.rules) if held else 0)


def test_known_categories():
    judge = _Judge(compile_buys(program_of(WILD), 4))
    assert [judge._category(codes(text)) for text in ("", "Ah", "Ah Ad", "4c Ks", "4c 4d 9h", "2s 3s 5s 6s 4h")] == \
        [0, 0, 1, 1, 3, 8]
