"""Auctions (play/mechanics/auctions.py): the open auction's outcome, what a card or a swap
with the table is worth to a player, each auction rule on a stacked deck (every card and
chip checked by the simulator's own invariants), and the corpus games that hold them."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dealerschoice.cards import Card
from dealerschoice.play.mechanics.auctions import (
    Won,
    auction_card,
    card_worth,
    flipped_auction,
    open_auction,
    sealed_bid_cards,
    swap_worth,
    table_hand_auction,
)
from dealerschoice.play.mechanics.table_picks import Offered
from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import PlayedHand
from dealerschoice.play.table import Held, Seat
from dealerschoice.records import Game, Rule, Source
from dealerschoice.rules.steps.dealing import AuctionCard, SealedBidCards
from dealerschoice.rules.steps.draw import TableHandAuction
from dealerschoice.rules.steps.table_rules import FlippedAuction
from tests.play.played_rules import balanced, balances_at_every_table, play, texts
from tests.rules.corpus import needs_corpus


def _hand(players: int) -> PlayedHand:
    game = Game(1, "T", (), (), (Rule(1, "Deal five cards down to each player.", 1),
                                 Rule(2, "Showdown, high hand wins.", 2)), None, Source("x", 1))
    return PlayedHand(game_program(game), players, 1)


def _stack(hand: PlayedHand, codes: str) -> None:
    """Put these cards on top of the deck, in this order."""
    cards = [Card.parse(c) for c in codes.split()]
    hand.table.deck = cards + [c for c in hand.table.deck if c not in cards]


def _deal(hand: PlayedHand, seat: int, codes: str, up: bool = False) -> None:
    _stack(hand, codes)
    count = len(codes.split())
    hand.table.give(hand.table.seat(seat), count, up=up)
    hand.table.seat(seat).expected += count


def _ante(hand: PlayedHand) -> None:
    for seat in hand.table.seats:
        hand.table.pay(seat, 1)


# ---- the open auction ------------------------------------------------------------------------
def test_the_highest_value_wins_at_one_ante_over_the_next_best():
    seats = [Seat(1), Seat(2), Seat(3)]
    worth = {1: 0, 2: 2, 3: 3}
    winner, bid, words = open_auction(seats, lambda s: worth[s.number])
    assert (winner.number, bid, words) == (3, 2, ["P2 bids 1", "P3 bids 2"])


def test_on_equal_values_the_first_to_reach_the_bid_keeps_it():
    seats = [Seat(1), Seat(2)]
    winner, bid, words = open_auction(seats, lambda s: 2)
    assert (winner.number, bid, words) == (2, 2, ["P1 bids 1", "P2 bids 2"])


def test_nobody_bids_for_what_is_worth_nothing():
    assert open_auction([Seat(1), Seat(2)], lambda s: 0) == (None, 0, [])


@given(st.lists(st.integers(0, 5), min_size=1, max_size=7))
def test_the_winner_values_the_prize_most_and_never_pays_more_than_its_worth(values):
    seats = [Seat(n) for n in range(1, len(values) + 1)]
    winner, bid, _ = open_auction(seats, lambda s: values[s.number - 1])
    if max(values) == 0:
        assert winner is None and bid == 0
        return
    assert values[winner.number - 1] == max(values) and 0 < bid <= max(values)
    others = sorted(values)[-2] if len(values) > 1 else 0
    assert bid >= min(others, max(values))  # the second best value is outbid, or matched by the first to it


# ---- what prizes are worth -------------------------------------------------------------------
def test_a_card_is_worth_an_ante_a_step_it_raises_the_hand_and_a_high_card_one_in_a_short_hand():
    hand = _hand(2)
    _deal(hand, 1, "9h 4c")
    seat = hand.table.seat(1)
    assert card_worth(hand, seat, Card.parse("9s")) == 1  # a pair
    assert card_worth(hand, seat, Card.parse("Kd")) == 1  # a king, while the hand is short
    assert card_worth(hand, seat, Card.parse("7d")) == 0
    _deal(hand, 1, "2s 3s 6d")
    assert card_worth(hand, seat, Card.parse("Kd")) == 0  # five cards: a king alone makes nothing


def test_swapping_for_the_unseen_table_hand_is_worth_two_antes_to_a_hand_of_no_pair():
    hand = _hand(2)
    _deal(hand, 1, "9h 4c 2s Jd 7c")
    _deal(hand, 2, "9s 9d 2h Jc 7d")
    assert (swap_worth(hand, hand.table.seat(1)), swap_worth(hand, hand.table.seat(2))) == (2, 0)


# ---- each auction on a stacked deck ----------------------------------------------------------
def test_the_card_auctioned_goes_face_up_to_the_highest_bidder():
    hand = _hand(3)
    _ante(hand)
    _deal(hand, 1, "9h 4c")
    _deal(hand, 2, "Ks 9c")
    _deal(hand, 3, "2d 3c")
    _stack(hand, "9s")
    auction_card(hand, AuctionCard(give=True), 0)
    assert hand.log.events[-1].text == ("9♠ is auctioned: P1 bids 1. P1 pays 1 and takes it (and keeps it rather "
                                        "than give it away). Pot 4.")
    assert hand.table.seat(1).cards[-1] == Held(Card.parse("9s"), up=True, dealt_up=True)
    hand.check()  # every card and chip accounted for


def test_a_card_nobody_bids_for_is_discarded():
    hand = _hand(2)
    _deal(hand, 1, "2h 3c 4d 5s 7h")
    _deal(hand, 2, "2s 3d 4c 5h 7c")
    _stack(hand, "8d")
    auction_card(hand, AuctionCard(), 0)
    assert hand.log.events[-1].text == "8♦ is auctioned: nobody bids, and it is discarded."
    assert hand.table.muck == [Card.parse("8d")]
    hand.check()


def test_flipped_cards_sell_until_nobody_wants_one_and_the_rest_buy_off_the_deck():
    hand = _hand(3)
    _ante(hand)
    _deal(hand, 1, "9h")
    _deal(hand, 2, "5c")
    _deal(hand, 3, "2d")
    _stack(hand, "9s 7d 3c 4c")
    flipped_auction(hand, FlippedAuction(None, 3, "ante", 2.0), 0)
    assert [e.text for e in hand.log.events[-2:]] == [
        "9♠ is auctioned: P1 bids 1. P1 pays 1 and takes it. Pot 4.",
        ("7♦ is auctioned: nobody wants it, and it is discarded. Each player still without a card from these "
         "auctions pays for one off the deck, face down: P2 pays 2, P3 pays 2. Pot 8.")]
    assert [len(s.cards) for s in hand.table.seats] == [2, 2, 2]
    assert [h.up for h in hand.table.seat(2).cards] == [False, False]
    assert hand.piece(Won).cards == {1: 1}
    hand.check()


def test_a_player_who_has_won_the_most_cards_may_not_bid():
    hand = _hand(2)
    _deal(hand, 1, "9h")
    _deal(hand, 2, "5c")
    hand.piece(Won).cards[1] = 3
    _stack(hand, "9s")
    flipped_auction(hand, FlippedAuction(1, 3, None), 0)
    assert hand.log.events[-1].text == "9♠ is auctioned: nobody wants it, and it is discarded."


def test_the_highest_bidder_switches_hands_with_the_table():
    hand = _hand(2)
    _ante(hand)
    _deal(hand, 1, "9h 4c 2s Jd 7c")
    _deal(hand, 2, "9s 9d 2h Jc 7d")
    _stack(hand, "As Ad Ac 5h 6h")
    hand.table.board.extend(Held(c, up=False) for c in hand.table.draw(5))
    table_hand_auction(hand, TableHandAuction(), 0)
    assert hand.log.events[-1].text == ("Bids to switch hands with the table: P1 bids 1. P1 pays 1 and switches "
                                        "hands with the table. Pot 3.")
    assert [str(h.card) for h in hand.table.seat(1).cards] == ["A♠", "A♦", "A♣", "5♥", "6♥"]
    assert [str(h.card) for h in hand.table.board] == ["9♥", "4♣", "2♠", "J♦", "7♣"]
    hand.check()


def test_sealed_bids_pick_in_order_of_bid_and_the_eldest_first_on_equal_bids():
    hand = _hand(3)
    _ante(hand)
    _deal(hand, 1, "2h 7c")
    _deal(hand, 2, "Kh 4c")
    _deal(hand, 3, "Qh 5c")
    _stack(hand, "Ks 3d 8s")
    cards = [Held(c, up=True, dealt_up=True) for c in hand.table.draw(3)]
    hand.table.board.extend(cards)
    hand.piece(Offered).up.extend(cards)
    # from the ante to the pot (3): the king pairs P2, who bids high; P1 and P3 bid low, P1 eldest
    sealed_bid_cards(hand, SealedBidCards("ante", "pot"), 0)
    assert hand.log.events[-1].text == ("Sealed bids: P2 bids 3 and picks K♠; P1 bids 1 and picks 8♠; P3 bids 1 "
                                        "and picks 3♦. Pot 8.")
    assert not hand.table.board and all(len(s.cards) == 3 for s in hand.table.seats)
    hand.check()


# ---- the corpus games ------------------------------------------------------------------------
def _seeded(game_id: int, players: int, found):
    for seed in range(1, 40):
        hand = play(game_id, players, seed)
        if found(hand):
            return hand
    raise AssertionError(f"no seed shows it for game #{game_id}")


@needs_corpus
def test_super_bidem_cards_sell_at_auction_and_unwanted_ones_cost_double_ante():
    hand = _seeded(472, 4, lambda h: any("pays 2" in t for t in texts(h, "deal", 2)))
    for text in texts(hand, "deal", 2):
        assert re.fullmatch(r".+ is auctioned: (.+\. P\d pays \d and takes it\. Pot \d+\."
                            r"|nobody wants it, and it is discarded\..*)", text), text
    unwanted = next(t for t in texts(hand, "deal", 2) if "nobody wants" in t)
    assert all(amount == "2" for amount in re.findall(r"P\d pays (\d+)", unwanted.split("face down:")[1]))
    assert balanced(hand)


@needs_corpus
def test_auction_guts_the_table_hand_goes_to_a_bidder_with_no_pair():
    hand = _seeded(346, 4, lambda h: any("switches hands" in t for t in texts(h, "deal", 3)))
    assert re.fullmatch(r"Bids to switch hands with the table: .+\. (P\d) pays (\d) and switches hands with the "
                        r"table\. Pot \d+\.", texts(hand, "deal", 3)[0])
    assert balanced(hand)


@needs_corpus
def test_auction_each_player_pays_a_bet_and_picks_a_table_card_in_turn():
    hand = play(164, 4, 3)
    for text in texts(hand, "deal"):
        if text.startswith("Sealed bids"):
            picks = re.findall(r"P\d bids 1 and picks", text)  # min bet and max bet are one chip here
            assert len(picks) == text.count(";") + 1
    assert balanced(hand)


@needs_corpus
@pytest.mark.parametrize("game_id", [472, 346, 164, 449])
def test_the_ledger_balances_in_every_auction_game(game_id):
    balances_at_every_table(game_id)


# ---- the down card bought makes its rank wild while the buyer stays in ------------------------
def test_the_bought_down_card_is_wild_until_its_buyer_folds():
    from dealerschoice.play.mechanics import holding
    from dealerschoice.play.mechanics.buying import buy_table_card
    from dealerschoice.rules.steps.dealing import BuyTableCard, TableOffer

    game = Game(1, "T", (), (), (Rule(1, "Deal two cards down to each player.", 1),
                                 Rule(2, "If the down card was bought, and the purchaser is still in the game, it "
                                         "indicates wild.", 2),
                                 Rule(3, "Showdown, high hand wins.", 3)), None, Source("x", 1))
    hand = PlayedHand(game_program(game), 2, 1)
    _deal(hand, 1, "9h 4c")
    _deal(hand, 2, "Ks Kc")
    _stack(hand, "7d")
    hand.table.board.append(Held(hand.table.draw(1)[0], up=False))
    buy_table_card(hand, BuyTableCard((TableOffer("down-table", None, "free"),)), 0)
    assert [e.text for e in hand.log.events[-2:]] == [
        "P1 bought the down card, 7♦: sevens are wild while P1 stays in.",
        "P1 takes the face-down table card; P2 buys nothing. Pot 0."]
    assert hand.rules_for(hand.table.seat(2)).is_wild(Card.parse("7s"))
    hand.check()
    hand.table.seat(1).folded = True
    holding.watch(hand)
    assert hand.log.events[-1].text == "P1 has folded: sevens are no longer wild."
    assert not hand.rules_for(hand.table.seat(2)).is_wild(Card.parse("7s"))


def test_the_down_table_card_costs_the_pot_and_two_bets_for_each_player_dealt_in():
    from dealerschoice.play.mechanics.buying import _offered
    from dealerschoice.rules.steps.dealing import BuyTableCard, PerPlayer, TableOffer

    hand = _hand(4)
    hand.table.pot = 7
    hand.table.board.extend([Held(Card.parse("2c"), up=False), Held(Card.parse("9d"), up=True)])
    step = BuyTableCard((TableOffer("table", 1, "ante"), TableOffer("deck", None, "free"),
                         TableOffer("down-table", None, "pot", per_player=PerPlayer("max-bet", 2.0))))
    assert _offered(hand, step) == [(1, 1), (None, 0), (0, 7 + 2 * 4)]
