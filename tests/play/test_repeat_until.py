"""Repeats until something a player does: until a betting round has a bet in it, until a
player believes they hold the highest hand (policies.claims_best); capped, the cap said."""

import re

import pytest

from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import simulate
from dealerschoice.records import Game, Rule, Source
from tests.play.played_rules import play, texts
from tests.rules.corpus import SKIP_REASON, present


def _game(*lines: str) -> Game:
    return Game(1, "T", (), (), tuple(Rule(n, text, n) for n, text in enumerate(lines, 1)), None, Source("x", 1))


BET = "Normal betting round, with the player to the left of the dealer opening."
UNTIL_BET = _game("Deal one card down to each player.", BET, "Deal one card down to each player.", BET,
                  "If no one bet in the last round, repeat the last two actions until someone does make a bet.",
                  "Showdown, high hand wins.")


def _rounds(hand) -> list[int]:
    return [e.rule for e in hand.events if e.kind == "bet"]


@pytest.mark.parametrize("seed", range(1, 9))
def test_until_a_bet_is_made(seed):
    hand = simulate(game_program(UNTIL_BET), 3, seed)
    bets = [e.text for e in hand.events if e.kind == "bet"]
    quiet = [t for t in bets[1:] if " bets " not in t and " raises " not in t]
    repeats = [e.text for e in hand.events if e.text == "Nobody bet in the last round."]
    # each round of rule 4 without a bet is said so (and played again, up to the cap)
    assert len(repeats) == len(quiet)
    ends = texts(hand, "end")
    if hand.showdown:
        assert " bets " in bets[-1]
        assert sum(hand.amounts.values()) == 0
    elif ends and ends[0].startswith("Everyone else has folded"):  # a bet the others would not call
        assert " bets " in bets[-1] and sum(hand.amounts.values()) == 0
    else:
        assert ends == [f"The example stops after 4 rounds; the game goes on with the pot of {hand.carried}."]


def test_a_round_with_no_bet_is_played_again():
    hand = simulate(game_program(UNTIL_BET), 3, 2)
    assert _rounds(hand) == [2, 4, 4, 4, 4]  # no bet in four rounds of rule 4: the example's cap
    assert texts(hand, "end") == ["The example stops after 4 rounds; the game goes on with the pot of 3."]
    assert "Nobody bet in the last round." in [e.text for e in hand.events]


@pytest.mark.skipif(not present(), reason=SKIP_REASON)
def test_until_a_player_believes_they_have_the_highest_hand():
    # Kenosha Cheese Porn (#505): a card down and a round of betting, again and again
    hand = play(505, 4, 3)
    claims = texts(hand, "claim")
    assert len(claims) == 1 and claims[0].endswith("believes they have the highest hand.")
    assert hand.showdown and sum(hand.amounts.values()) == 0


@pytest.mark.skipif(not present(), reason=SKIP_REASON)
@pytest.mark.parametrize("game_id", [505, 844, 276])
@pytest.mark.parametrize("players", [2, 4, 6])
def test_repeat_until_games_balance(game_id, players):
    for seed in (1, 2, 3):
        hand = play(game_id, players, seed)
        assert sum(hand.amounts.values()) == -hand.carried
        assert bool(hand.showdown) or hand.carried or len(hand.winners) == 1  # a showdown, a stop, or all folded


# ---- repeats on the table's state, and deals by matching ranks (mechanics/repeats.py, matching.py)

MATCH_TO_TRIPS = _game("Deal one card up to each player.",
                       "If any card in the previous round matched the rank of another card that round, discard it "
                       "and replace it from the deck.",
                       "Shuffle the discards back into the deck.",
                       "Flip cards over from the deck until a card matches the rank of a player's card. Deal the card "
                       "to that player.",
                       "Repeat the last action until someone gets three of a kind.",
                       "Showdown, high hand wins.")


def _rank(card: str) -> str:
    return card[:-1]


@pytest.mark.parametrize("seed", range(1, 16))
def test_cards_turned_until_one_matches_go_to_its_holder_until_someone_has_trips(seed):
    hand = simulate(game_program(MATCH_TO_TRIPS), 3, seed)
    [first] = texts(hand, "deal")[:1]
    assert first == "One card face up to each player."
    # the first round's ranks are all different once the pairs are replaced
    showdown = texts(hand, "showdown")
    claims = texts(hand, "claim")
    deals = [t for t in texts(hand, "deal", rule=4)]
    assert deals and all(" matches a card of P" in t or "the deck runs out" in t for t in deals)
    if claims:
        assert claims == [re.match(r"P\d", claims[0]).group() + " holds three of a kind or better: the repeat ends."]
        assert "Three of a kind" in showdown[0] or "Four of a kind" in showdown[0]
    assert sum(hand.amounts.values()) == -hand.carried


def test_a_matching_card_goes_to_the_player_holding_its_rank():
    hand = simulate(game_program(MATCH_TO_TRIPS), 3, 1)
    [turned, *_] = texts(hand, "deal", rule=4)
    put_aside, _, matched = turned.partition("; ")
    card = re.match(r"(\S+) matches a card of P\d, who is dealt it face up\.", matched).group(1)
    # none of the cards put aside matched anyone's rank; the dealt card did
    assert put_aside.startswith("Turned and put aside: ")
    assert _rank(card) not in {_rank(c) for c in put_aside.removeprefix("Turned and put aside: ").split()}


BUTCHER = _game("Deal one card to each player in turn, until two cards match in rank. Give the last card to the "
                "player who already had a card of that rank.",
                "Repeat the last action until someone gets a full house.", "Showdown, high hand wins.")


@pytest.mark.parametrize("seed", range(1, 10))
def test_cards_dealt_in_turn_until_one_matches(seed):
    hand = simulate(game_program(BUTCHER), 4, seed)
    rounds = texts(hand, "deal", rule=1)
    for text in rounds:
        assert re.fullmatch(r"(Dealt in turn: [^;]+; )?\S+ matches a card of P\d, who is dealt it face up\.", text) \
            or text.endswith("the deck runs out before a card matches: nobody gets one."), text
    assert sum(hand.amounts.values()) == -hand.carried


ONE_LEFT = _game("Deal three cards down to each player.", "Deal one card up to each player.",
                 "The player showing the lowest hand must fold.",
                 "Repeat the last two actions until only one player is left. That player gets the pot.",
                 "Showdown, high hand wins.")

DECK_OUT = _game("Deal one card down to each player.", "Deal one card face up to the table.",
                 "Repeat the last two actions until the deck is out of cards.", "Showdown, high hand wins.")


@pytest.mark.parametrize("players", [2, 3, 5])
def test_until_the_deck_is_out_deals_while_a_round_fits(players):
    hand = simulate(game_program(DECK_OUT), players, 1)
    rounds = len(texts(hand, "deal", rule=1))
    # each round takes a card for each player and one for the table; the last round fits the deck
    assert rounds == 52 // (players + 1)
    assert texts(hand, "note")[-1] == (f"The deck holds {52 - rounds * (players + 1)} cards, too few for another "
                                       "round: the repeat ends.")


DECK_SHORT = _game("Deal two cards down to each player.",
                   "Repeat the last action until there are fewer cards in the deck than players.",
                   "Showdown, high hand wins.")


def test_until_the_deck_is_short():
    hand = simulate(game_program(DECK_SHORT), 5, 2)
    assert len(texts(hand, "deal", rule=1)) == 5  # 50 cards dealt: two left, fewer than five players


# Butcherboy's ending, a showdown after it for a game that runs today (program.py does not yet
# count a standing "takes the pot" as settling it): the pot goes when the quads are dealt.
QUADS_TAKE = _game("Deal one card to each player in turn, until two cards match in rank. Give the last card to the "
                   "player who already had a card of that rank.",
                   "Repeat the last action until someone gets four of a kind.",
                   "The player with four of a kind takes the pot.", "Showdown, high hand wins.")


@pytest.mark.parametrize("seed", range(1, 8))
def test_the_first_to_hold_four_of_a_kind_takes_the_pot(seed):
    hand = simulate(game_program(QUADS_TAKE), 4, seed, everyone_stays=True)
    [end] = texts(hand, "end")
    taker = re.fullmatch(r"(P\d) holds four of a kind: \1 takes the pot of (\d+)\.", end)
    assert taker, end
    assert not hand.showdown and not texts(hand, "claim")  # the pot goes at once: no repeat check, no showdown
    number = int(taker.group(1)[1:])
    assert hand.amounts[number] == int(taker.group(2)) - hand.pot_total // 4
    assert sum(hand.amounts.values()) == 0
