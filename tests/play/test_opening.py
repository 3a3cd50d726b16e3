"""Hands needed to open the betting ("jacks or better to open") and what a round nobody opens
leads to: a redeal (re-anted, the pair moved a step), or a round checked around."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards import HandRules, parse_cards
from dealerschoice.play.mechanics.opening import meets, rank_value, words
from dealerschoice.rules.steps.vocab import Category
from dealerschoice.rules.steps.wager import HandMinimum
from tests.play.played_rules import play, texts
from tests.rules.corpus import needs_corpus

JACKS = HandMinimum(Category.PAIR, "J")


@pytest.mark.parametrize("cards, need, expected", [
    ("Jc Jd 2s 5h 9c", JACKS, True),
    ("Ac Ad 2s 5h 9c", JACKS, True),
    ("Tc Td 2s 5h 9c", JACKS, False),
    ("3c 3d 2s 2h 9c", JACKS, True),              # two pair beats any pair
    ("As Kd 2s 5h 9c", JACKS, False),
    ("Jc 3d 2s 5h 9c", JACKS, True),              # threes wild (below): the three makes a pair of jacks
    ("2h 7h 9h Kh 4c", HandMinimum(Category.FLUSH, cards=4), True),
    ("2h 7h 9h Kc 4c", HandMinimum(Category.FLUSH, cards=4), False),
    ("5c 6d 7h 9s Kc", HandMinimum(Category.STRAIGHT, cards=4), True),   # 5-6-7-_-9: four in five ranks
    ("Ac 2d 3h 4s Kc", HandMinimum(Category.STRAIGHT, cards=4), True),   # the ace plays low
    ("2c 4d 6h 8s Tc", HandMinimum(Category.STRAIGHT, cards=4), False),
    ("Qc Qd Qs 5h 9c", HandMinimum(Category.TRIPS), True),
    ("Qc Qd 4s 5h 9c", HandMinimum(Category.TRIPS), False),
])
def test_meets(cards, need, expected):
    rules = HandRules(wild_ranks=frozenset({3})) if cards.startswith("Jc 3d") else HandRules()
    assert meets(parse_cards(cards), rules, need) is expected


def test_a_wild_card_counts_toward_a_drawing_hand():
    threes = HandRules(wild_ranks=frozenset({3}))
    assert meets(parse_cards("2h 7h 9h 3c 4c"), threes, HandMinimum(Category.FLUSH, cards=4)) is True
    assert meets(parse_cards("2h 7h 9h 3c 4c"), HandRules(), HandMinimum(Category.FLUSH, cards=4)) is False


def test_bad_rank_is_named():
    with pytest.raises(ValueError, match="opening hand: rank 'X' is not one of 23456789TJQKA"):
        rank_value("X")


def test_words():
    assert words((JACKS, HandMinimum(Category.FLUSH, cards=4))) == "a pair of jacks or better or a 4 card flush"
    assert words((HandMinimum(Category.TRIPS),)) == "three of a kind or better"


@given(st.lists(st.sampled_from(parse_cards("2c 3d 4h 5s 6c 7d 8h 9s Tc Jd Qh Ks Ac Ad Kh Qs")),
                min_size=5, max_size=5, unique=True))
@settings(max_examples=80, deadline=None)
def test_a_better_minimum_is_met_only_by_hands_meeting_a_lesser(cards):
    kings = HandMinimum(Category.PAIR, "K")
    if meets(cards, HandRules(), kings):
        assert meets(cards, HandRules(), JACKS)




@needs_corpus
def test_nobody_opens_and_the_pair_needed_moves_up():
    # Progressive Draw (#809): jacks to open; each redeal nobody opens raises it a step
    hand = play(809, 3, 1)
    assert texts(hand, "redeal") == [
        ("Nobody holds a pair of jacks or better to open; a pair of queens or better is needed now: all cards are "
         "shuffled and dealt again (deal 2); the pot of 3 stays."),
        ("Nobody holds a pair of queens or better to open; a pair of kings or better is needed now: all cards are "
         "shuffled and dealt again (deal 3); the pot of 3 stays.")]
    assert texts(hand, "bet", rule=2)[-1] == ("Betting (P1 acts first: left of the dealer; a pair of kings or better "
                                              "needed to open): P1 bets 1, P2 calls, P3 calls. Pot 6.")
    assert sum(hand.amounts.values()) == -hand.carried


@needs_corpus
def test_nobody_opens_everyone_antes_again():
    # Kingpots (#440): "If no one opens, reante and redeal."
    hand = play(440, 3, 1)
    assert texts(hand, "redeal")[0] == ("Nobody holds a pair of kings or better to open; everyone antes 1 again: all "
                                        "cards are shuffled and dealt again (deal 2); the pot of 6 stays.")
    redeals = texts(hand, "redeal")
    assert all("everyone antes 1 again" in r for r in redeals)
    antes = 3 * (1 + len(redeals))  # the first ante and one again for each redeal
    bets = sum(int(t.rsplit("Pot ", 1)[1].rstrip(".")) for t in texts(hand, "bet")[-1:]) - antes
    assert bets >= 0 and hand.pot_total == antes + bets
    assert sum(hand.amounts.values()) == -hand.carried


@needs_corpus
def test_without_a_redeal_rule_the_round_is_checked():
    # Dizzy Liz (#733) needs jacks to open every round and says nothing of a round nobody opens
    hand = play(733, 3, 1)
    assert texts(hand, "note", rule=3) == ["Nobody holds a pair of jacks or better to open: the round is checked around."]
    assert texts(hand, "redeal") == []


@needs_corpus
def test_the_requirement_lapses_after_a_deal_each():
    # Jacks Once Around (#435), two players: after each has dealt once, anyone may open
    hand = play(435, 2, 1)
    bets = texts(hand, "bet", rule=2)
    assert [b.split(":")[0] for b in bets] == ["Betting (P1 acts first", "Betting (P1 acts first",
                                               "Betting (P1 opens"]
    assert len(texts(hand, "redeal")) == 2


@needs_corpus
@pytest.mark.parametrize("game_id", [52, 433, 435, 436, 437, 438, 440, 809, 733, 984])
@pytest.mark.parametrize("players", [2, 3, 5])
def test_opening_games_balance(game_id, players):
    for seed in (1, 2, 3):
        hand = play(game_id, players, seed)
        # every chip paid in is won back or waits for the next deal
        assert sum(hand.amounts.values()) == -hand.carried
        if not hand.carried:
            assert hand.winners


# -- who opens: suits break ties where the rules give them (issue 18, round 2) ----------

def _showing_hand(*lines: str, players: int = 3):
    from dealerschoice.play.program import game_program
    from dealerschoice.play.simulate import PlayedHand
    from tests.play.played_rules import written_game

    return PlayedHand(game_program(written_game("Deal one card down to each player.", "Deal one card up to each player.",
                                                *lines)), players, 1)


@pytest.mark.parametrize("opens, showing, expected", [
    ("high hand showing", {1: "Kc", 2: "Ks", 3: "9h"}, 2),          # K♠ beats K♣: spades best
    ("high hand showing", {1: "Kh", 2: "Kd", 3: "Kc"}, 1),          # hearts over diamonds and clubs
    ("high hand showing", {1: "Qs", 2: "Kc", 3: "9h"}, 2),          # the rank first, then the suit
    ("low hand showing", {1: "2s", 2: "2c", 3: "9h"}, 2),           # the weakest showing: the two of clubs
])
def test_suits_break_a_tie_for_the_opener_where_the_rules_give_them(opens, showing, expected):
    from dealerschoice.play.mechanics.betting import opener_of
    from dealerschoice.rules.steps import Bet
    from tests.play.played_rules import hold

    hand = _showing_hand(f"Normal betting round, with the player with the {opens} opening.", "Showdown, high hand wins.",
                         "Ties are broken by suits, spades are best, then hearts, diamonds, and clubs.")
    for seat, card in showing.items():
        hold(hand, seat, card, up=True)
    step = next(iter(hand.program.steps_of(Bet)))
    assert opener_of(hand, step)[0].number == expected


def test_without_a_suit_order_a_tie_goes_clockwise_after_the_dealer():
    from dealerschoice.play.mechanics.betting import opener_of
    from dealerschoice.rules.steps import Bet
    from tests.play.played_rules import hold

    hand = _showing_hand("Normal betting round, with the player with the high hand showing opening.",
                         "Showdown, high hand wins.")
    for seat, card in {1: "Kc", 2: "Ks", 3: "9h"}.items():
        hold(hand, seat, card, up=True)
    first = hand.table.clockwise_from(hand.table.dealer % 3 + 1)[0].number
    step = next(iter(hand.program.steps_of(Bet)))
    assert hand.table.dealer == 3 and first == 1 and opener_of(hand, step)[0].number == 1
