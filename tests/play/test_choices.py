"""Choices the simulated players make within a rule's bounds, and the cards that move by
them: draws with an exception ("four if they show an ace"), the discards shuffled in when
the deck runs out, drawing back one more or one fewer, taking from a neighbour, table cards
discarded by a chooser, one player's discard, take it or leave it (issue 17)."""

from __future__ import annotations

import pytest

from dealerschoice.cards import parse_cards
from dealerschoice.play.mechanics import choices
from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import PlayedHand, simulate
from dealerschoice.play.table import Held
from dealerschoice.records import Game, Rule, Source
from dealerschoice.rules.steps import Discard
from tests.play.played_rules import balanced, game, play, play_staying, texts
from tests.rules.corpus import needs_corpus


def _hand(players: int = 3) -> PlayedHand:
    game = Game(1, "Draw", (), (), (Rule(1, "Deal five cards down to each player.", 5),
                                     Rule(2, "Showdown, high hand wins.", 6)), None, Source("x", 1))
    return PlayedHand(game_program(game), players, 1)


def _seat(hand: PlayedHand, number: int, cards: str):
    seat = hand.table.seat(number)
    seat.cards = [Held(c) for c in parse_cards(cards)]
    return seat


# the bounds -----------------------------------------------------------------------
def test_up_to_three_four_with_an_ace_opens_four_to_a_player_who_shows_one():
    hand = _hand()
    step = Discard(3, up_to=True, most=4, most_if=("A",))
    seat = _seat(hand, 1, "As 9d 7c 5h 2s")
    limit = choices.bounds(hand, seat, step, seat.all())
    assert limit.counts == (0, 1, 2, 3, 4) and limit.usual == 3 and limit.extra == 4
    assert limit.shown == parse_cards("As")[0]
    plain = _seat(hand, 2, "Kd 9h 7d 5c 2h")
    assert choices.bounds(hand, plain, step, plain.all()).counts == (0, 1, 2, 3)


def test_one_or_three_allows_only_those_counts_and_the_dealer_exception_only_the_dealer():
    hand = _hand()
    seat = _seat(hand, 1, "Kd 9h 7d 5c 2h")
    assert choices.bounds(hand, seat, Discard(3, choices=(1, 3)), seat.all()).counts == (1, 3)
    for_dealer = Discard(3, up_to=True, most=4, most_for="dealer")
    assert choices.bounds(hand, seat, for_dealer, seat.all()).extra is None
    dealer = _seat(hand, hand.table.dealer, "Kc 9s 7h 5d 3h")
    assert choices.bounds(hand, dealer, for_dealer, dealer.all()).counts == (0, 1, 2, 3, 4)


def test_the_exception_is_taken_only_when_the_usual_draw_keeps_nothing_but_the_card_shown():
    hand = _hand()
    step = Discard(3, up_to=True, most=4, most_if=("A",))
    weak = _seat(hand, 1, "As 9d 7c 5h 2s")
    count, shown = choices.chosen(hand, weak, weak.all(), choices.bounds(hand, weak, step, weak.all()), "high")
    assert (count, shown) == (4, parse_cards("As")[0])
    paired = _seat(hand, 2, "Ah Kd Kc 5d 2c")
    assert choices.chosen(hand, paired, paired.all(), choices.bounds(hand, paired, step, paired.all()),
                          "high") == (3, None)


def test_a_rank_the_rules_cannot_mean_is_an_error_that_quotes_it():
    with pytest.raises(ValueError, match=r"draw exception: rank 'X' is not a rank \(2-10, J, Q, K, A\)"):
        choices.rank_number("X")


# named games, end to end ------------------------------------------------------------
@needs_corpus
def test_triple_draw_lowball_shows_an_ace_to_draw_four_and_reshuffles_the_discards():
    # six players: since the players keep made lows and low cards (issue 18), four seldom run the deck out
    hand = play(806, 6, 13)
    first = texts(hand, "discard", 3)[0]
    assert first.startswith("P1 shows A♣, so may discard up to four cards; ")
    assert "P1 discards 9♣ 10♥ A♠ 10♣" in first  # the ace shown stays; the pair of tens and the other ace go
    assert texts(hand, "draw", 3) == [("P1 draws four cards; P2 draws two cards; P3 draws one card; P4 draws one "
                                      "card; P5 draws three cards; P6 draws three cards.")]
    assert texts(hand, "draw", 5)[0] == "The deck runs out: the 23 discards are shuffled and dealt from."
    assert hand.winners == (4,) and balanced(hand)


@needs_corpus
def test_triple_draw_with_a_twist_plays_to_its_low_showdown():
    hand = play(1020, 4, 4)
    assert texts(hand, "discard", 3)[0].startswith("P2 shows A♣, so may discard up to four cards; ")
    assert texts(hand, "showdown")[0].startswith("Showdown: ") and balanced(hand)
    assert all(s.low for s in hand.showdown)


@needs_corpus
def test_six_back_to_five_draws_one_fewer_than_were_thrown_away():
    hand = play_staying(81, 5, 3)  # nobody folds: the rule, not the betting
    assert texts(hand, "draw", 3) == [("P1 threw away 4 and draws 3; P2 threw away 4 and draws 3; P3 threw away 4 "
                                      "and draws 3; P4 threw away 4 and draws 3; P5 threw away 3 and draws 2.")]
    assert [len(s.cards) for s in hand.showdown] == [5] * 5


@needs_corpus
def test_every_player_takes_a_card_at_random_from_the_left_at_once():
    hand = play_staying(288, 4, 2)  # nobody folds: the rule, not the betting
    assert texts(hand, "pass", 9) == [("Each player takes one card at random: P1 takes 7♥ from P2; P2 takes 3♦ from "
                                      "P3; P3 takes A♣ from P4; P4 takes 9♥ from P1.")]
    assert [len(s.cards) for s in hand.showdown] == [2, 2, 2, 2]


@needs_corpus
def test_one_mans_trash_the_chooser_moves_round_the_table_each_round(monkeypatch):
    hand = play_staying(289, 4, 1)  # nobody folds before the rounds this test is about
    assert texts(hand, "discard", 5) == ["P1 chooses: 3♥ 9♥ are discarded from the table.",
                                         "P2 chooses: 5♣ 10♣ are discarded from the table.",
                                         "P3 chooses: 7♣ Q♣ are discarded from the table.",
                                         "P4 chooses: 7♥ Q♠ are discarded from the table."]
    assert len(texts(hand, "deal", 6)) == 4 and balanced(hand)


@needs_corpus
def test_bid_poker_ii_the_leader_rotates_and_the_auction_winner_discards(monkeypatch):
    hand = play_staying(414, 4, 1)  # nobody folds before the rounds this test is about
    bids = texts(hand, "deal", 4)
    assert [b.split(": ")[1].split(" opens")[0] for b in bids] == ["P1", "P2", "P3", "P4"]
    assert bids[0] == "Bids for 5♠: P1 opens at 1, P2 passes, P3 passes, P4 passes. P1 pays 1 and takes it. Pot 9."
    assert texts(hand, "discard", 6) == ["P1 discards 2♦.", "P2 discards 3♥.", "P3 discards 5♣.", "P4 discards J♣."]
    assert [len(s.cards) for s in hand.showdown] == [5, 5, 5, 5] and balanced(hand)


@needs_corpus
def test_plain_push_refused_cards_pass_on_and_the_dealers_refusal_is_discarded(monkeypatch):
    hand = play_staying(480, 4, 1)  # nobody folds: the rule, not the betting
    assert texts(hand, "deal", 2)[1] == (
        "P1 refuses 2♦, passing it on, and takes J♦ from the deck; P2 refuses 2♦, passing it on, and takes 6♣ "
        "from the deck; P3 refuses 2♦, passing it on, and takes 4♣ from the deck; P4 refuses 2♦, discarded, and "
        "takes 10♣ from the deck.")
    assert texts(hand, "deal", 8)[1] == "P2 refuses J♣, passing it on, and takes 5♠ from the deck; P3 keeps J♣."
    assert [len(s.cards) for s in hand.showdown] == [5, 5, 5, 5] and balanced(hand)


@needs_corpus
def test_crazy_fives_a_passed_card_may_be_kept_and_the_replacement_must_be(monkeypatch):
    hand = play_staying(108, 4, 3)  # nobody folds: the rule, not the betting
    assert texts(hand, "deal", 2)[1] == ("P1 refuses 9♥, passing it on, and takes 8♦ from the deck; P2 keeps 9♥; "
                                         "P4 refuses 7♦, discarded, and takes J♠ from the deck.")
    assert [len(s.cards) for s in hand.showdown] == [5, 5, 5, 5] and balanced(hand)


@needs_corpus
def test_a_round_nobody_refuses_deals_what_the_deal_dealt():
    """Offers change only the cards refused: the same game with rule 2 a plain deal, dealt the
    same seed, gives the same hands after rule 2 whenever every player keeps the card dealt."""
    from dataclasses import replace

    offered = game(480)
    rules = list(offered.rules)
    rules[1] = replace(rules[1], text="Deal one up to each player.")
    plain_game = replace(offered, rules=tuple(rules))
    for seed in range(1, 30):
        hand = play(480, 3, seed)
        if texts(hand, "deal", 2)[1] == "Everyone keeps the card dealt.":
            plain = simulate(game_program(plain_game), 3, seed)
            assert texts(plain, "deal", 2) and "keeps" not in " ".join(texts(plain, "deal", 2))
            views = [e.view for e in hand.events if e.rule == 2 and e.kind == "deal"]
            assert views[-1].players == [e.view for e in plain.events if e.rule == 2][-1].players
            return
    pytest.fail("no seed of 1-29 where every player keeps the first up card")


@needs_corpus
def test_seven_twenty_seven_deals_only_to_players_who_want_a_card_until_nobody_does(monkeypatch):
    hand = play_staying(8, 3, 2)  # nobody folds: the rule, not the betting
    offers = texts(hand, "deal", 4)
    # P3's 4♥ 3♦ is 7 points, the low target: P3 stands from the first offer on
    assert offers[0] == "One card face up to each player who wants it: P1 takes A♣; P2 takes 8♦; P3 declines."
    assert offers[-1] == "One card face up to each player who wants it: P1 declines; P2 declines; P3 declines."
    assert len(offers) == 3 and [len(s.cards) for s in hand.showdown] == [4, 4, 2] and balanced(hand)


@needs_corpus
def test_a_player_wants_a_card_when_most_unseen_cards_bring_the_hand_nearer_its_target(monkeypatch):
    """7/27 at 20 points: most cards bring a high hand nearer 27; at 26 most go past it."""
    from dealerschoice.play.mechanics.wanting import wants_card

    hand = PlayedHand(game_program(game(8)), 3, 1)
    low = _seat(hand, 1, "Ts Td")  # 20 points
    high = _seat(hand, 2, "Tc Th 6s")  # 26 points
    assert wants_card(hand, low, low=False) is True
    assert wants_card(hand, high, low=False) is False


@needs_corpus
def test_a_seven_twenty_seven_player_plays_low_until_the_cards_pass_seven_points():
    """Points only grow as cards come: a hand that can still total 7 or less plays low, one past
    it plays high (the standard goal, by small ranks, would need three small cards)."""
    from dealerschoice.play.mechanics.moves import goal

    hand = PlayedHand(game_program(game(8)), 4, 1)
    assert goal(hand, _seat(hand, 1, "2s 4d")) == "low"        # 6 points
    assert goal(hand, _seat(hand, 2, "Ks As")) == "low"        # an ace counts 1: 1½ points
    assert goal(hand, _seat(hand, 3, "5s 3d")) == "high"       # 8 points: past the low target
    assert goal(hand, _seat(hand, 4, "9s 8d")) == "high"
    _seat(hand, 1, "2s 4d 9c Tc")  # the goal is chosen once, on the first cards
    assert goal(hand, hand.table.seat(1)) == "low"


@needs_corpus
def test_twists_are_bought_at_their_price_by_weak_hands_and_declined_by_made_ones():
    hand = play_staying(304, 4, 1)  # nobody folds: the rule, not the betting
    assert texts(hand, "draw", 5) == [
        ("Twists: P1 twists 4♥ for 1 and gets one card down; P2 twists J♥ 7♦ for 2 and gets two cards down; "
        "P3 twists 2♦ J♦ for 2 and gets two cards down; P4 twists 6♣ 4♣ for 2 and gets two cards down. Pot 11.")]
    assert texts(hand, "draw", 11) == [("Twists: P1 does not twist; P2 does not twist; P3 does not twist; "
                                       "P4 twists 5♠ for 1 and gets one card down. Pot 36.")]
    assert [len(s.cards) for s in hand.showdown] == [2, 2, 2, 2] and balanced(hand)


@needs_corpus
def test_jackpot_poker_twists_again_until_a_player_buys_none(monkeypatch):
    hand = play_staying(50, 4, 1)  # nobody folds: the rule, not the betting
    assert texts(hand, "draw", 3) == [("Twists: P1 does not twist; P2 twists 3♥ for 1 and gets one card down; "
                                      "P3 twists 9♥ for 1 and gets one card down; P4 does not twist. Pot 6.")]
    assert not any("Repeat from" in t for t in texts(hand, "note", 5))  # a player declined: no second round
