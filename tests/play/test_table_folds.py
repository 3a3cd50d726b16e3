"""Folds and payments on the table's cards and on a discard (issue 17, session 4): cards lower
than the table's (play/mechanics/card_compare.py), paying to discard fewer cards
(buy_down.py), a forced rule on the table card and folds on its rank (table_forced.py),
folded hands kept face down (holding.py). Each on a hand set up card by card, checked by the
simulator's own invariants, and the corpus games that hold them."""

from __future__ import annotations

import re

from dealerschoice.cards import Card
from dealerschoice.play.mechanics.card_compare import low_card_fold
from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import PlayedHand
from dealerschoice.play.table import Held
from dealerschoice.rules.steps.wager import LowCardFold
from tests.play.played_rules import balanced, bare_hand, seeded, texts, written_game
from tests.rules.corpus import needs_corpus


def _compare_hand(own: dict[int, str], board: str) -> PlayedHand:
    hand = bare_hand(len(own))
    for seat, codes in own.items():
        cards = [Card.parse(c) for c in codes.split()]
        hand.table.deck = [c for c in hand.table.deck if c not in cards]
        hand.table.seat(seat).cards.extend(Held(c) for c in cards)
        hand.table.seat(seat).expected = len(cards)
    cards = [Card.parse(c) for c in board.split()]
    hand.table.deck = [c for c in hand.table.deck if c not in cards]
    hand.table.board.extend(Held(c, up=True) for c in cards)
    for seat in hand.table.seats:
        hand.table.pay(seat, 1)
    return hand


# ---- folds for cards lower than the table's (play/mechanics/card_compare.py) ------------------
def test_lowest_cards_fold_against_the_tables_then_the_next_until_one_is_left():
    hand = _compare_hand({1: "4h 9c Ks", 2: "5d 6c Qh", 3: "5s 8d Ah"}, "5c 7h Jd")
    assert low_card_fold(hand, LowCardFold(until_one=True), 0) is None
    assert [e.text for e in hand.log.events] == [
        "The table's lowest card is 5♣: P1 (4♥) must fold.",  # a five equal to the table's stays
        "The table's second lowest card is 7♥: P2 (6♣) must fold.",
        "P3 is the last player in and takes the pot of 3."]
    assert hand.progress.over and hand.table.seat(3).won == 3


def test_everyone_out_is_dealt_again_and_one_comparison_only_without_until_one():
    hand = _compare_hand({1: "2h 9c", 2: "3d 6c"}, "5c 7h")
    assert low_card_fold(hand, LowCardFold(until_one=True), 0) == 0  # dealt again from the first rule
    assert hand.log.events[-1].text.startswith("Everyone is out: all cards are shuffled and dealt again (deal 2)")
    hand = _compare_hand({1: "6h 2c", 2: "8d 9c"}, "5c Kh")
    low_card_fold(hand, LowCardFold(high=True), 0)
    assert [e.text for e in hand.log.events] == ["The table's highest card is K♥: P1 (6♥), P2 (9♣) must fold."]


def test_players_who_pass_every_comparison_leave_the_pot_waiting():
    hand = _compare_hand({1: "8h 9c", 2: "8d Tc"}, "5c 7h")
    low_card_fold(hand, LowCardFold(until_one=True), 0)
    assert hand.log.events[-1].text == "The table's second lowest card is 7♥: nobody folds."  # a showdown follows
    low_card_fold(hand, LowCardFold(until_one=True), 1)  # played as the last rule: nothing decides the pot
    assert hand.log.events[-1].text == ("2 players are still in after every table card was compared; the rules do "
                                        "not say who wins then, and the pot of 2 waits for the next deal.")
    assert hand.table.carried == 2 and hand.progress.over


@needs_corpus
def test_high_card_the_last_player_not_beaten_by_the_table_takes_the_pot():
    # a comparison played until one is left settles the pot (rules/steps/endings.py): the
    # game runs, and the last one in takes the pot
    hand = seeded(509, 4, lambda h: any("last player in" in t for t in texts(h, "end")))
    folds = texts(hand, "fold", 6)
    assert folds and all(re.fullmatch(r"The table's (\w+ )?lowest card is \S+: (nobody folds|.+ must fold)\.", t)
                         for t in folds), folds
    assert balanced(hand)


# ---- paying to discard fewer cards (play/mechanics/buy_down.py) ------------------------------
def test_a_player_pays_to_keep_the_discards_that_make_a_better_hand():
    from dealerschoice.play.mechanics.buy_down import discard_buy_down
    from dealerschoice.rules.steps.draw import BuyDown, DiscardBuyDown

    game = written_game("Deal three cards down to each player.",
                        "Each player discards two cards. You can pay double ante to not discard, or ante to discard "
                        "only one.",
                        "Showdown, high hand wins.")
    hand = PlayedHand(game_program(game), 3, 1)
    for seat, kept, thrown in ((1, "Kh", "Kd 2c"), (2, "Qh", "Qd Qc"), (3, "Ah", "7d 2s")):
        cards = [Card.parse(c) for c in (kept + " " + thrown).split()]
        hand.table.deck = [c for c in hand.table.deck if c not in cards]
        hand.table.seat(seat).cards.append(Held(Card.parse(kept)))
        hand.table.seat(seat).expected = 1
        hand.table.muck.extend(Card.parse(c) for c in thrown.split())
        hand.turns.discarded[seat] = 2
        hand.table.pay(hand.table.seat(seat), 1)
    step = DiscardBuyDown((BuyDown("ante", 2, 0), BuyDown("ante", 1, 1)))
    discard_buy_down(hand, step, 1)
    # P1 keeps the king that pairs for one ante; P2 both queens for two; P3 keeps nothing
    assert hand.log.events[-1].text == ("P1 pays 1 to discard one card only: keeps K♦; P2 pays 2 to discard nothing: "
                                        "keeps Q♣ Q♦. Pot 6.")
    assert [len(s.cards) for s in hand.table.seats] == [2, 3, 1]
    assert [str(c) for c in hand.table.muck] == ["2♣", "7♦", "2♠"]
    hand.check()


@needs_corpus
def test_canadian_the_ledger_balances_when_players_buy_down_their_discard():
    hand = seeded(107, 4, lambda h: any(re.match(r"P\d pays \d", t) for t in texts(h, "discard", 2)))
    paid = texts(hand, "discard", 2)[1]
    assert re.fullmatch(r"(P\d pays [12] to discard (one card only|nothing): keeps .+?(; )?)+\. Pot \d+\.", paid), paid
    assert balanced(hand)


# ---- a forced rule on the table card, folds on its rank, folded hands kept face down ----------
def test_a_joker_on_the_table_makes_everyone_match_the_pot_as_it_stood():
    from dealerschoice.play.mechanics.table_forced import table_card_forced
    from dealerschoice.rules.steps.wager import TableCardForced

    hand = bare_hand(3)
    for seat in hand.table.seats:
        hand.table.pay(seat, 2)
    hand.table.seat(3).folded = True
    hand.table.board.append(Held(Card.parse("5h"), up=True))
    rule = TableCardForced(jokers=True)
    table_card_forced(hand, rule, 0)
    assert hand.log.events[-1].text == "The table card does not call for it: nobody has to pay."
    hand.table.board.append(Held(Card.parse("Jk"), up=True))
    table_card_forced(hand, rule, 0)
    assert hand.log.events[-1].text == "The table card is Jk: P1 matches the pot (6), P2 matches the pot (6). Pot 18."
    table_card_forced(hand, TableCardForced(ranks=("5",), suits=("s",), action="fold"), 0)
    assert hand.log.events[-1].text == "The table card does not call for it: nobody has to pay."


def test_holders_of_the_table_cards_rank_fold_and_the_last_one_takes_the_pot():
    from dealerschoice.play.mechanics.table_forced import fold_on_table_rank
    from dealerschoice.rules.steps.table_rules import FoldOnTableRank

    hand = _compare_hand({1: "9h 2c", 2: "9d 4c", 3: "Kd 5s"}, "7c")
    fold_on_table_rank(hand, FoldOnTableRank(), 0)
    assert hand.log.events[-1].text == "The table card is 7♣: nobody holds its rank."
    hand.table.board.append(Held(Card.parse("9s"), up=True))
    hand.table.deck.remove(Card.parse("9s"))
    fold_on_table_rank(hand, FoldOnTableRank(), 0)
    assert [e.text for e in hand.log.events[-2:]] == ["The table card is 9♠: P1, P2 must fold.",
                                                      "Everyone else has folded: P3 takes the pot of 3."]
    hand.check()


def test_folded_players_keep_their_cards_face_down():
    from dealerschoice.play.mechanics import holding

    game = written_game("Deal two cards up to each player.",
                        "If a player folds, they turn all their cards face down, but do not discard them.",
                        "Showdown, high hand wins.")
    hand = PlayedHand(game_program(game), 3, 1)
    assert hand.rulebook.folded_keep
    for seat in hand.table.seats:
        hand.table.give(seat, 2, up=True)
        seat.expected = 2
    hand.table.seat(2).folded = True
    holding.watch(hand)
    assert [[h.up for h in s.cards] for s in hand.table.seats] == [[True, True], [False, False], [True, True]]
    assert hand.log.events[-1].text == "P2 has folded: their cards are turned face down and kept."
    hand.check()


# ---- invariants of the comparison, on any deal --------------------------------------------------
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from dealerschoice.cards import standard_deck  # noqa: E402
from dealerschoice.play.mechanics.card_compare import card_value  # noqa: E402


@settings(max_examples=60, deadline=None)
@given(st.permutations(standard_deck()), st.integers(2, 6))
def test_a_player_left_in_is_never_below_the_table_at_any_card_compared(deck, players):
    codes = [str(c) for c in deck]
    own = {n: " ".join(codes[(n - 1) * 3:n * 3]) for n in range(1, players + 1)}
    board = " ".join(codes[players * 3:players * 3 + 3])
    hand = _compare_hand(own, board)
    paid = hand.table.pot
    low_card_fold(hand, LowCardFold(until_one=True), 1)
    table = sorted((h.card for h in hand.table.board), key=card_value)
    for seat in hand.table.active() if len(hand.table.active()) > 1 else ():  # one left: not compared on
        mine = sorted(seat.all(), key=card_value)
        assert all(card_value(a) >= card_value(b) for a, b in zip(mine, table)), (mine, table)
    # the pot went to the last one in, waits for a next deal, or stays for a redeal
    assert sum(s.won for s in hand.table.seats) + hand.table.pot + hand.table.carried == paid

