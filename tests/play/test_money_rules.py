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
from tests.play.played_rules import (
    balanced,
    balances_at_every_table,
    bare_hand,
    hold,
    play,
    seeded,
    texts,
    written_game,
)
from tests.rules.corpus import needs_corpus


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
def test_weenie_rule_the_best_hand_pays_when_nobody_goes_in():
    hand = play(337, 4, 18)
    settles = texts(hand, "settle")
    assert settles[:2] == ["Nobody has to pay.", "Nobody went in: P4 pays 4."]
    assert settles[3] == "Nobody went in: P4 pays 8."
    assert texts(hand, "redeal")[0] == ("Nobody went in: all cards are shuffled and dealt again (deal 2); "
                                        "the pot of 8 stays.")
    assert hand.amounts == {1: -1, 2: -17, 3: -1, 4: -13} and hand.carried == 32 and balanced(hand)


@needs_corpus
def test_three_card_punishment_everyone_out_pays_when_fewer_than_two_go_in():
    hand = play(340, 4, 1)
    assert texts(hand, "settle", 3) == ["2 players went in: nobody pays.",
                                        "Fewer than two went in: P1 pays 4, P3 pays 4, P4 pays 4."]
    assert balanced(hand)


@needs_corpus
def test_double_cross_losers_match_again_for_each_two_shown():
    hand = play(981, 4, 7)
    # the pot at the showdown is 22: the loser pays it twice
    assert texts(hand, "showdown", 14)[0].endswith("Pot 22: P2 22.")
    assert texts(hand, "settle", 15)[0] == "P3 pays 44 into the pot; one two was shown, so each pays twice over."
    assert balanced(hand)


@needs_corpus
def test_the_price_is_right_table_cards_cost_by_age_and_the_deck_card_a_bet():
    hand = play(258, 4, 1)
    assert texts(hand, "deal", 5)[0] == ("P1 buys the top card of the deck for 1; P2 buys the top card of the deck "
                                         "for 1; P3 buys the top card of the deck for 1; P4 buys 5♣ from the table "
                                         "for 2; 7♥ replaces it. Pot 9.")
    assert balanced(hand)


@needs_corpus
@pytest.mark.parametrize("game_id", [337, 340, 758, 361, 779, 335, 981, 258, 675, 151, 679, 414, 804, 289, 480,
                                     108, 81, 1131, 818, 815, 288, 87, 459, 806, 1020])
def test_the_ledger_balances_in_every_game_these_rules_play(game_id):
    balances_at_every_table(game_id, antes=True)


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



# ---- session 4: penalties, match bids, forced payments, forced buys, cards for showing ----------
# The corpus games' betting follows the players' policies, which change: the corpus tests below
# derive what must happen from the transcript itself, and games written here without betting
# rounds hold the exact values.
import re  # noqa: E402

from dealerschoice.cards import Card  # noqa: E402
from dealerschoice.play.mechanics.betting import opener_of  # noqa: E402
from dealerschoice.play.mechanics.extra_buys import buy_back_in, extra_for_shown  # noqa: E402
from dealerschoice.play.mechanics.penalties import (  # noqa: E402
    Deeds,
    loser_penalty,
    penalty_amount,
)
from dealerschoice.play.mechanics.prices import forced_amount  # noqa: E402
from dealerschoice.play.players.paying import match_level  # noqa: E402
from dealerschoice.play.simulate import simulate  # noqa: E402
from dealerschoice.play.table import Held  # noqa: E402
from dealerschoice.rules.steps import Bet, Forced  # noqa: E402
from dealerschoice.rules.steps.base import Trigger  # noqa: E402
from dealerschoice.rules.steps.dealing_events import ExtraForShown  # noqa: E402
from dealerschoice.rules.steps.wager import BuyBackIn, LoserPenalty  # noqa: E402


def test_a_forced_share_of_the_pot_is_rounded_up_to_whole_chips():
    hand = bare_hand()
    quarter = Forced(Trigger("gets-up", suits=("h",)), "match-or-fold", pot_divided_by=4)
    for pot, owed in ((4, 1), (5, 2), (9, 3), (0, 0)):
        hand.table.pot = pot
        assert forced_amount(hand, quarter, hand.table.seat(1), Card.parse("2h")) == owed


def test_a_forced_bet_doubles_for_each_card_of_its_rank_up_before_it():
    """A ten up in another hand and one on the table count; a folded hand's does not, nor one
    dealt after it in the same round."""
    hand = bare_hand(4)
    hand.table.pot = 50
    rule = Forced(Trigger("dealt-up", ("T",)), "pay-or-fold", "min-bet", cost_times=2, doubles_per_up=True)
    hold(hand, 2, "Th", up=True)
    hold(hand, 4, "Tc", up=True)
    hand.table.seat(4).folded = True
    hand.table.board.append(Held(Card.parse("Td"), up=True))
    mine = hold(hand, 1, "Ts", up=True)
    hand.turns.last_dealt = mine + hold(hand, 3, "9s", up=True)
    assert forced_amount(hand, rule, hand.table.seat(1), Card.parse("Ts")) == 2 * 2 * 2
    hand.table.seat(4).folded = False
    hand.turns.last_dealt = mine + hand.table.seat(4).cards  # the ten of P4 dealt after this one
    assert forced_amount(hand, rule, hand.table.seat(1), Card.parse("Ts")) == 8
    plain = Forced(Trigger("dealt-up", ("5",)), "pay-or-fold", "min-bet")
    assert forced_amount(hand, plain, hand.table.seat(1), Card.parse("5s")) == 1


def test_fives_cost_a_bet_and_tens_two_doubled_for_each_one_up_before():
    game = written_game("Deal two cards down to each player.", *["Deal one card up to each player."] * 4,
                 "If a player is ever dealt a face up five, they must pay the minimum bet or fold, times two for each "
                 "five already up.",
                 "If a player is ever dealt a face up ten, they must pay double the minimum bet or fold, times two for "
                 "each ten already up.",
                 "Showdown, high hand wins.")
    hand = simulate(game_program(game), 6, 1)
    assert [(e.rule, e.text) for e in hand.events if e.kind == "forced"] == [
        (2, "P2 pays 1 to stay in (5♣)."), (3, "P3 pays 2 to stay in (5♠)."), (3, "P5 pays 2 to stay in (10♠)."),
        (4, "P3 pays 4 to stay in (10♦)."), (4, "P5 pays 8 to stay in (10♥)."), (5, "P2 pays 4 to stay in (5♦).")]
    assert balanced(hand)


def test_a_red_card_up_costs_a_quarter_of_the_pot_as_it_stands():
    game = written_game("Deal one card up to each player.", "Deal one card up to each player.",
                 "If you get a heart face up, you must match 1/4 of the pot or fold.",
                 "Showdown, high hand wins.")
    hand = simulate(game_program(game), 5, 2)
    paid = [int(re.search(r"pays (\d+)", t).group(1)) for t in texts(hand, "forced")]
    pots = [5]
    for amount in paid[:-1]:
        pots.append(pots[-1] + amount)
    assert paid and paid == [-(-pot // 4) for pot in pots]  # each a quarter of the pot then, rounded up
    assert balanced(hand)


@needs_corpus
@pytest.mark.parametrize("game_id", [638, 879])
def test_the_woolworth_and_wildfire_payments_keep_the_ledger(game_id):
    hand = seeded(game_id, 5, lambda h: texts(h, "forced"))
    assert all(re.fullmatch(r"P\d pays \d+ to stay in \(.+\)\.|P\d stays in free this time \(.+\)\.", t)
               for t in texts(hand, "forced"))
    assert balanced(hand)


def test_a_penalty_costs_the_pot_at_the_showdown_its_share_or_a_bet_times_over():
    assert penalty_amount(LoserPenalty("opener"), 14) == 14
    assert penalty_amount(LoserPenalty("opener", "half-pot", times=2), 15) == 14
    assert penalty_amount(LoserPenalty("bought-wild", "max-bet", times=3), 99) == 3


def test_a_penalty_for_used_commons_is_played_as_the_others():
    # issue 17: who used the common card, from what players declared (play/mechanics/common_use.py)
    assert LoserPenalty("used-common", "max-bet", "winner", common=1).gap() is None
    assert LoserPenalty("opener").gap() is None and LoserPenalty("bought-wild").gap() is None


def test_the_opener_pays_only_when_they_did_not_win_and_the_hand_is_dealt_again():
    hand = bare_hand()
    hand.outcome.result.showdowns.append({"shares": {2: 5}})
    hand.money.last_pot = 5
    rule = LoserPenalty("opener", redeal=True)
    assert loser_penalty(hand, rule, 0) is None
    assert hand.log.events[-1].text == "Nobody opened the betting."
    hand.piece(Deeds).opener = 2
    assert loser_penalty(hand, rule, 0) is None
    assert hand.log.events[-1].text == "P2 opened the betting and won: nobody pays."
    assert hand.table.pot == 0
    hand.piece(Deeds).opener = 3
    assert loser_penalty(hand, rule, 0) == 0  # dealt again from the first rule
    assert [e.text for e in hand.log.events[-2:]] == [
        "P3 opened the betting and did not win: P3 matches the pot (5). Pot 5.",
        "A penalty was paid: all cards are shuffled and dealt again (deal 2); the pot of 5 stays."]
    assert hand.piece(Deeds).opener is None  # a new deal has a new opener


def test_buyers_of_a_card_wild_at_the_showdown_who_lose_pay_to_the_winner():
    hand = bare_hand(3)
    for n, codes in ((1, "Jk 5c"), (2, "9c 5d"), (3, "Jk Kh")):
        hold(hand, n, codes, up=False)
    hand.piece(Deeds).bought = [(1, Card.parse("Jk")), (2, Card.parse("9c")), (3, Card.parse("Jk"))]
    hand.table.pot = 4
    hand.outcome.result.showdowns.append({"shares": {3: 4}})
    hand.outcome.winner = 3
    # a joker is wild, a nine is not: P1 pays, P2 bought no wild card, P3 won
    assert loser_penalty(hand, LoserPenalty("bought-wild", "max-bet", "winner", times=2), 0) is None
    assert hand.log.events[-1].text == "P1 and P3 bought wild cards; P1 did not win: P1 pays P3 2. Pot 4."
    assert (hand.table.seat(1).paid, hand.table.seat(3).won) == (2, 2)


@needs_corpus
def test_no_vaseline_the_opener_who_loses_matches_the_pot_and_all_is_dealt_again():
    def lost(h):
        return any("did not win" in t for t in texts(h, "settle"))
    hand = seeded(442, 5, lost)
    first_bet = texts(hand, "bet")[0]
    opener = re.search(r"(P\d) (bets|raises)", first_bet).group(1)
    showdown = texts(hand, "showdown")[0]
    pot = int(re.search(r"Pot (\d+):", showdown).group(1))
    assert texts(hand, "settle")[0] == f"{opener} opened the betting and did not win: {opener} matches the pot ({pot}). Pot {pot}."
    assert texts(hand, "redeal")[0] == (f"A penalty was paid: all cards are shuffled and dealt again (deal 2); the "
                                        f"pot of {pot} stays.")
    assert balanced(hand)


@needs_corpus
def test_country_store_buyers_of_a_wild_card_who_lose_match_the_pot():
    hand = seeded(924, 4, lambda h: any("did not win" in t for t in texts(h, "settle")))
    settle = texts(hand, "settle")[0]
    pot = int(re.search(r"Pot (\d+):", texts(hand, "showdown")[0]).group(1))
    payers = re.findall(r"(P\d) matches the pot \((\d+)\)", settle)
    assert payers and all(int(amount) == pot for _, amount in payers)
    assert settle.endswith(f"Pot {pot * len(payers)}.")
    bought = " ".join(texts(hand, "deal"))
    assert all(re.search(rf"{who} (buys|takes)", bought) for who, _ in payers)
    assert balanced(hand)


def test_a_match_bid_is_once_on_a_pair_twice_on_two_pair_three_times_on_trips_within_the_cap():
    assert [match_level(s, 3) for s in (0, 1, 2, 3, 8)] == [1, 1, 2, 3, 3]
    assert [match_level(s, 2) for s in (0, 3)] == [1, 2]


def _deals(hand) -> list[list]:
    """The hand's events, one list per deal (a redeal starts the next)."""
    deals: list[list] = [[]]
    for event in hand.events:
        if event.kind == "redeal":
            deals.append([])
        else:
            deals[-1].append(event)
    return deals


def _bid_and_paid(deal) -> bool:
    return (any(e.kind == "bet" and "Match bids" in e.text for e in deal)
            and any(e.kind == "settle" and "matches the pot" in e.text for e in deal))


@needs_corpus
def test_thirty_eight_losers_match_the_pot_as_many_times_as_the_bids_reached():
    hand = seeded(787, 4, lambda h: any(_bid_and_paid(d) for d in _deals(h)))
    deal = next(d for d in _deals(hand) if _bid_and_paid(d))  # its bids, its showdown's pot, its payments
    bids = next(e.text for e in deal if e.kind == "bet" and e.text.startswith("Match bids"))
    level = max(int(n) for n in re.findall(r"(?:bids|raises to) (\d)", bids))
    assert bids.endswith("Every loser will match the pot " + {1: "once", 2: "twice", 3: "3 times"}[level] + ".")
    pot = int(re.search(r"Pot (\d+):", next(e.text for e in deal if e.kind == "showdown")).group(1))
    times = {1: "", 2: " twice", 3: " 3 times"}[level]
    settle = next(e.text for e in deal if e.kind == "settle" and "matches the pot" in e.text)
    assert all(int(a) == pot * level for a in re.findall(rf"matches the pot{times} \((\d+)\)", settle))
    assert re.findall(r"\((\d+)\)", settle)
    assert balanced(hand)


@needs_corpus
def test_russian_revolution_a_face_card_up_costs_a_bought_card_or_the_hand():
    hand = seeded(552, 5, lambda h: texts(h, "forced"))
    for text in texts(hand, "forced"):
        assert re.fullmatch(r"P\d gets [JQK]. : buys another card face down for 1\.".replace(". :", ".:"), text), text
    assert balanced(hand)


def test_a_face_card_dealt_up_buys_a_card_face_down_for_a_bet():
    game = written_game("Deal two cards up to each player.",
                 "If a player is ever dealt a face up face card, they must buy another card for max bet or fold.",
                 "Showdown, high hand wins.")
    hand = simulate(game_program(game), 3, 4)
    forced = texts(hand, "forced")
    assert forced and all(t.endswith("buys another card face down for 1.") for t in forced)
    # each seat holds its two cards and one more for each face card it was dealt up
    assert balanced(hand) and hand.pot_total == 3 + len(forced)


@needs_corpus
def test_dog_butt_fours_shown_earn_a_card_each_and_only_once():
    hand = seeded(28, 4, lambda h: len([t for t in texts(h, "deal") if "shows" in t]) >= 2)
    shown = re.findall(r"shows ((?:4. ?)+) and gets (\d) extra card", " ".join(texts(hand, "deal")))
    cards = [c for codes, _ in shown for c in codes.split()]
    assert all(len(codes.split()) == int(got) for codes, got in shown)  # one card for each four
    assert len(cards) == len(set(cards))  # each four earns once
    assert balanced(hand)


def test_shown_cards_stay_up_and_earn_as_many_cards_as_the_rule_gives():
    hand = bare_hand(2)
    hand.table.deck = [Card.parse(c) for c in ("2c", "3c", "4c", "5c", "6c")]
    first = hold(hand, 1, "9s 9h Kd", up=False)
    hand.table.seat(1).expected = 3
    extra_for_shown(hand, ExtraForShown(ranks=("9",), count=2), 0)
    assert [h.up for h in first] == [True, True, False] and hand.table.seat(1).expected == 7
    assert hand.log.events[-1].text == "P1 shows 9♠ 9♥ and gets 4 extra cards."
    extra_for_shown(hand, ExtraForShown(ranks=("9",), count=2), 0)
    assert hand.log.events[-1].text == "Nobody has a card to show." and hand.table.seat(1).expected == 7


def test_a_folded_player_buys_back_in_on_a_pair_when_the_rule_allows_them():
    hand = bare_hand(3)
    hand.table.pot = 6
    hold(hand, 1, "9s 9h", up=False)
    hold(hand, 2, "2s 7h", up=False)
    hold(hand, 3, "Ks Kh", up=False)
    for n in (1, 2, 3):
        hand.table.seat(n).folded = True
    buy_back_in(hand, BuyBackIn("pot"), 0)
    assert hand.log.events[-1].text == "P1 pays 6 and is back in; P2 stays out; P3 pays 12 and is back in. Pot 24."
    assert [s.folded for s in hand.table.seats] == [False, True, False]
    hand.table.seat(1).folded = hand.table.seat(3).folded = True
    buy_back_in(hand, BuyBackIn("ante", needs_joker=True, needs_table_rank=True), 0)
    assert hand.log.events[-1].text == "Nobody who folded can buy back in."
    hand.table.board.append(Held(Card.parse("9d"), up=True))
    buy_back_in(hand, BuyBackIn("ante", needs_joker=True, needs_table_rank=True), 0)
    assert hand.log.events[-1].text == "P1 pays 1 and is back in. Pot 25."


@needs_corpus
def test_texas_regrets_a_player_back_in_plays_to_the_showdown():
    hand = seeded(303, 5, lambda h: any("is back in" in t for t in texts(h, "pay", 4)) and texts(h, "showdown"))
    back = re.findall(r"(P\d) pays \d+ and is back in", texts(hand, "pay", 4)[0])
    showdown = texts(hand, "showdown")[0]
    assert back and all(f"{who} " in showdown for who in back)
    assert balanced(hand)


def test_a_round_left_of_the_player_called_starts_past_the_folded_seats():
    hand = bare_hand(4)
    assert opener_of(hand, Bet("left-of-called")) == (hand.table.seat(1), "left of the dealer")  # nobody called yet
    hand.money.last_raiser = 2
    hand.table.seat(3).folded = True
    assert opener_of(hand, Bet("left-of-called")) == (hand.table.seat(4), "left of P2, called in the last round")
    hand.money.last_raiser = 4
    assert opener_of(hand, Bet("left-of-called"))[0] is hand.table.seat(1)


@needs_corpus
def test_bangeroo_each_round_starts_left_of_the_player_called_in_the_last():
    hand = seeded(1106, 4, lambda h: len(texts(h, "bet")) >= 2)
    first, second = texts(hand, "bet")[:2]
    called = re.findall(r"(P\d) (?:bets|raises)", first)[-1]
    assert f"opens: left of {called}, called in the last round" in second
    assert balanced(hand)


@needs_corpus
@pytest.mark.parametrize("game_id", [442, 924, 303, 638, 879, 787, 552, 28, 1106])
def test_the_ledger_balances_in_every_game_the_session_4_money_rules_play(game_id):
    for players in (2, 4, 7):
        for seed in (1, 2, 3, 4):
            hand = play(game_id, players, seed)
            assert balanced(hand), (game_id, players, seed)
            assert hand.pot_total >= players



def test_a_fold_that_costs_the_pot_is_no_way_out_in_its_own_rounds_only():
    from dealerschoice.play.mechanics import fold_cost

    game = written_game("Deal two cards down to each player.",
                        "Normal betting round, with the player to the left of the dealer opening.",
                        "Normal betting round, with the player to the left of the dealer opening. You must match the "
                        "pot to fold.",
                        "Showdown, high hand wins.")
    hand = PlayedHand(game_program(game), 3, 1)
    hand.table.pot = 6
    hand.progress.rule = 2
    assert not fold_cost.stays_instead(hand, 1) and fold_cost.charge(hand, hand.table.seat(1)) == ""
    hand.progress.rule = 3
    assert fold_cost.stays_instead(hand, 1) and not fold_cost.stays_instead(hand, 7)  # owing more than the pot
    assert fold_cost.charge(hand, hand.table.seat(1)) == " (paying 6 to fold)"
    assert (hand.table.pot, hand.table.seat(1).paid) == (12, 6)


@needs_corpus
def test_big_als_guillotine_nobody_folds_where_folding_costs_the_pot():
    for seed in (1, 2, 3, 4):
        hand = play(504, 4, seed)
        assert not any("folds" in t for t in texts(hand, "bet", 6) + texts(hand, "bet", 8))
        assert balanced(hand)


def _after_showdown(winner: int | None, contenders: list[int], losers: list[int]) -> PlayedHand:
    hand = bare_hand(3)
    for seat in hand.table.seats:
        hand.table.pay(seat, 3)
    hand.money.last_pot = hand.table.pot
    hand.outcome.contenders, hand.outcome.losers, hand.outcome.winner = contenders, losers, winner
    return hand


def test_a_payment_to_the_high_hand_goes_into_the_pot_when_the_table_beat_everyone():
    # "You must beat the table hand to win. If you went in and lost, you must pay the pot to the high hand."
    from dealerschoice.play.mechanics.money import settle
    hand = _after_showdown(None, [1, 3], [1, 3])
    settle(hand, Settle(who="in-and-lost", amount="pot", to="winner"), 0)
    hand.table.check_chips()
    assert hand.table.pot == 27 and [s.paid for s in hand.table.seats] == [12, 3, 12]
    assert hand.log.events[-1].text == ("P1 matches the pot (9), no player's hand having won; "
                                        "P3 matches the pot (9), no player's hand having won.")


def test_a_payment_to_the_high_hand_goes_to_the_winner():
    from dealerschoice.play.mechanics.money import settle
    hand = _after_showdown(3, [1, 3], [1])
    settle(hand, Settle(who="in-and-lost", amount="pot", to="winner"), 0)
    assert hand.table.pot == 9 and hand.table.seat(3).won == 9 and hand.table.seat(1).paid == 12
    assert hand.log.events[-1].text == "P1 pays P3 9."
    # a tie (no single winner) with a player who lost: the payment has no one hand to go to
    hand = _after_showdown(None, [1, 2, 3], [1])
    settle(hand, Settle(who="in-and-lost", amount="pot", to="winner"), 0)
    assert hand.table.pot == 9 and hand.log.events[-1].text == "Nobody has to pay."


@pytest.mark.parametrize(("rule", "matched", "contenders", "redealt"), [
    ((False, True), True, [1, 2], "Someone had to match the pot"),   # "Redeal for all unless no one had to match the pot."
    ((False, True), False, [1, 2], None),
    ((False, False), False, [1, 2], "Nobody had to match the pot"),
    ((False, False), True, [1], None),
    ((True, True), False, [], "Nobody went in"),
    ((False, True), False, [], None),
])
def test_a_match_redeal_deals_again_on_who_had_to_match_the_pot(rule, matched, contenders, redealt):
    from dealerschoice.play.mechanics.flow import match_redeal
    from dealerschoice.rules.steps.wager import MatchRedeal
    step = MatchRedeal(nobody_in=rule[0], matched=rule[1])
    assert step.gap() is None
    hand = _after_showdown(None, contenders, [])
    hand.money.matched = matched
    jump = match_redeal(hand, step, 3)
    if redealt is None:
        assert jump is None and hand.progress.deals == 1
    else:
        assert jump == 0 and hand.progress.deals == 2
        assert hand.log.events[-1].text == (f"{redealt}: all cards are shuffled and dealt again (deal 2); "
                                            "the pot of 9 stays.")


def test_a_match_redeal_keeping_the_table_cards_is_played():
    # the table cards kept for the new deal: play/mechanics/kept_table.py (tests/play/test_kitty_sets.py)
    from dealerschoice.rules.steps.wager import MatchRedeal
    assert MatchRedeal(nobody_in=False, matched=True, keeps_table=True).gap() is None


@needs_corpus
@pytest.mark.parametrize("players", [3, 5])
def test_bloody_sevens_redeals_while_someone_matches(players):
    for seed in range(1, 8):
        hand = play(1002, players, seed)
        assert balanced(hand)
        settles = texts(hand, "settle", rule=6)
        answers = [e.text for e in hand.events if e.rule == 6 and e.kind in ("redeal", "note")]
        for settle, answer in zip(settles, answers):
            assert answer.startswith("Someone had to match the pot") == ("matches the pot" in settle)
